import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Documents referenced by the agent chat. */
@injectable()
export class AgentDocumentsStore extends RegisteredStore {
  documents: unknown[] = [];
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'agent-documents');
  }

  reset(): void {
    this.documents = [];
  }
}
