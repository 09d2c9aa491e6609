import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Analytics (GA4) property connections of the organization; filled once the integration is connected. */
@injectable()
export class AnalyticsPropertyStore extends RegisteredStore {
  accounts: unknown[] = [];
  linkedProperties: unknown[] = [];
  selectedPropertyId: string | null = null;
  metrics: unknown = null;
  lastReport: unknown = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'analytics-properties');
  }

  reset(): void {
    this.accounts = [];
    this.linkedProperties = [];
    this.selectedPropertyId = null;
    this.metrics = null;
    this.lastReport = null;
  }
}
