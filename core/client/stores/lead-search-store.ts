import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Lead-search tool (Apollo): searches and results. */
@injectable()
export class LeadSearchStore extends RegisteredStore {
  results: unknown[] = [];
  lastQuery: string | null = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'lead-search');
  }

  reset(): void {
    this.results = [];
    this.lastQuery = null;
  }
}
