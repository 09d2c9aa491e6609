import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Ad platform connection and campaigns. */
@injectable()
export class AdPlatformStore extends RegisteredStore {
  accounts: unknown[] = [];
  campaigns: unknown[] = [];
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'ad-platform');
  }

  reset(): void {
    this.accounts = [];
    this.campaigns = [];
  }
}
