import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Outreach tool (Instantly): campaigns, analytics and settings. */
@injectable()
export class OutreachStore implements Resettable {
  readonly storeName = 'outreach';
  campaigns: unknown[] = [];
  analytics: unknown = null;
  settings: unknown = null;

  reset(): void {
    this.campaigns = [];
    this.analytics = null;
    this.settings = null;
  }
}
