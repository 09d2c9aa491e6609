import { injectable } from 'inversify';

/** The id of the space the user works in, read by the API client for X-Space-ID. */
@injectable()
export class CurrentSpace {
  id: string | null = null;
}
