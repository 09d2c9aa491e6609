import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Documents referenced by the agent chat. */
@injectable()
export class AgentDocumentsStore implements Resettable {
  readonly storeName = 'agent-documents';
  documents: unknown[] = [];

  reset(): void {
    this.documents = [];
  }
}
