import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** URL sources and their extracted content. */
@injectable()
export class UrlIntelligenceStore extends RegisteredStore {
  sources: unknown[] = [];
  selectedSourceId: string | null = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'url-intelligence');
  }

  reset(): void {
    this.sources = [];
    this.selectedSourceId = null;
  }
}
