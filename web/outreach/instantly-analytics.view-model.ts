import { actionBound, makeObservable, observable } from 'mobx';
import type { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import type { CampaignView, OutreachAnalyticsView } from '../../core/domain/outreach/outreach.ts';
import { LoadState } from '../view-models/load-state.ts';

/** /instantly/analytics: daily sent, opened, replied and bounced for a campaign (or all) over 7, 28 or 90 days. */
export class InstantlyAnalyticsViewModel {
  campaignId: string | null = null;
  days = 7;
  analytics: OutreachAnalyticsView | null = null;
  campaigns: CampaignView[] = [];
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(private readonly store: OutreachStore) {
    makeObservable(this, {
      campaignId: observable,
      days: observable,
      analytics: observable,
      campaigns: observable,
      load: actionBound,
      choose: actionBound,
    });
  }

  /** Starts on a campaign named in the address (`?campaign=`), when given. */
  async load(campaignId: string | null = null): Promise<void> {
    this.campaignId = campaignId;
    await this.loadState.run(
      () => Promise.all([this.store.fetchCampaigns(), this.store.fetchAnalytics(this.campaignId, this.days)]),
      ([campaigns, analytics]) => {
        this.campaigns = campaigns;
        this.analytics = analytics;
      },
    );
  }

  async choose(campaignId: string | null, days: number): Promise<void> {
    this.campaignId = campaignId;
    this.days = days;
    await this.loadState.run(() => this.store.fetchAnalytics(this.campaignId, this.days), (analytics) => (this.analytics = analytics), { quiet: true });
  }
}
