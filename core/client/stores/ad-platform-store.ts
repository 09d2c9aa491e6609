import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Ad platform connection and campaigns. */
@injectable()
export class AdPlatformStore implements Resettable {
  readonly storeName = 'ad-platform';
  accounts: unknown[] = [];
  campaigns: unknown[] = [];

  reset(): void {
    this.accounts = [];
    this.campaigns = [];
  }
}
