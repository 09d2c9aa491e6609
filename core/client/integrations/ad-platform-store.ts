import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import type { AdPerformanceView, CampaignPerformance, DateRangeView } from '../../domain/integrations/ad-performance.ts';
import { IntegrationsApi } from '../../domain/integrations/integrations-api.ts';
import { IntegrationsMessages } from './integrations-messages.ts';

/** The ad platform of the current space (spec 3's ad platform store): its account and campaigns, and the last performance read. */
@injectable()
export class AdPlatformStore implements Resettable {
  readonly storeName = 'ad-platform';
  accounts: AdPerformanceView['account'][] = [];
  campaigns: CampaignPerformance[] = [];
  performance: AdPerformanceView | null = null;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, { accounts: observableRef, campaigns: observableRef, performance: observableRef, reset: action });
  }

  reset(): void {
    this.accounts = [];
    this.campaigns = [];
    this.performance = null;
  }

  async fetchPerformance(range?: DateRangeView): Promise<AdPerformanceView> {
    try {
      const query = range ? { since: range.since, until: range.until } : undefined;
      const performance = await this.api.call(IntegrationsApi.adPerformance, {}, undefined, { query });
      runInAction(() => {
        this.performance = performance;
        this.accounts = [performance.account];
        this.campaigns = performance.campaigns;
      });
      return performance;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.fetchAdPerformanceFailed);
    }
  }
}
