import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Analytics (GA4) property connections of the organization; filled once the integration is connected. */
@injectable()
export class AnalyticsPropertyStore implements Resettable {
  readonly storeName = 'analytics-properties';
  accounts: unknown[] = [];
  linkedProperties: unknown[] = [];
  selectedPropertyId: string | null = null;
  metrics: unknown = null;
  lastReport: unknown = null;

  reset(): void {
    this.accounts = [];
    this.linkedProperties = [];
    this.selectedPropertyId = null;
    this.metrics = null;
    this.lastReport = null;
  }
}
