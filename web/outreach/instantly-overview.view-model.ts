import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import type { ConnectionView } from '../../core/domain/integrations/integrations.ts';
import type { CampaignStatus, OutreachFiguresView } from '../../core/domain/outreach/outreach.ts';
import { LoadState } from '../view-models/load-state.ts';

/** /instantly: whether Instantly is connected, the campaigns by status and the last 7 days' figures. */
export class InstantlyOverviewViewModel {
  totals: OutreachFiguresView | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly connections: ConnectionsStore,
    private readonly store: OutreachStore,
  ) {
    makeObservable(this, {
      totals: observable,
      connection: computed,
      connected: computed,
      byStatus: computed,
      campaignCount: computed,
      load: actionBound,
    });
  }

  get connection(): ConnectionView | undefined {
    return this.connections.connection('instantly');
  }

  get connected(): boolean {
    return this.connection?.status === 'connected';
  }

  get byStatus(): { status: CampaignStatus; count: number }[] {
    const order: CampaignStatus[] = ['draft', 'active', 'paused', 'completed', 'other'];
    return order.map((status) => ({ status, count: this.store.campaigns.filter((c) => c.status === status).length })).filter((s) => s.count > 0 || s.status !== 'other');
  }

  get campaignCount(): number {
    return this.store.campaigns.length;
  }

  async load(): Promise<void> {
    await this.loadState.run(
      async () => {
        const list = await this.connections.fetch();
        if (list.find((c) => c.provider === 'instantly')?.status !== 'connected') return null;
        const [, analytics] = await Promise.all([this.store.fetchCampaigns(), this.store.fetchAnalytics(null, 7)]);
        return analytics.totals;
      },
      (totals) => (this.totals = totals),
    );
  }
}
