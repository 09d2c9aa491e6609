import type { RouteProvider } from '../../core/client/ports/client-context.port.ts';

/** RouteProvider for the browser: the path the user is on, sent by the API client as X-Client-Route. */
export class BrowserRoute implements RouteProvider {
  constructor(private readonly location: Pick<Location, 'pathname'> = window.location) {}

  currentRoute(): string {
    return this.location.pathname;
  }
}
