import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Documents and URL sources of the current space. */
@injectable()
export class KnowledgeBaseStore extends RegisteredStore {
  documents: unknown[] = [];
  urlSources: unknown[] = [];
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'knowledge-base');
  }

  reset(): void {
    this.documents = [];
    this.urlSources = [];
  }
}
