import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Outreach tool (Instantly): campaigns, analytics and settings. */
@injectable()
export class OutreachStore extends RegisteredStore {
  campaigns: unknown[] = [];
  analytics: unknown = null;
  settings: unknown = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'outreach');
  }

  reset(): void {
    this.campaigns = [];
    this.analytics = null;
    this.settings = null;
  }
}
