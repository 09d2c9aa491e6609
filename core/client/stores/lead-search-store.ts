import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Lead-search tool (Apollo): searches and results. */
@injectable()
export class LeadSearchStore implements Resettable {
  readonly storeName = 'lead-search';
  results: unknown[] = [];
  lastQuery: string | null = null;

  reset(): void {
    this.results = [];
    this.lastQuery = null;
  }
}
