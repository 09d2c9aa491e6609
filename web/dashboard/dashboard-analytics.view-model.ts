import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import type { AdPlatformStore } from '../../core/client/integrations/ad-platform-store.ts';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { AnalyticsReportView, AnalyticsBreakdownRow } from '../../core/domain/integrations/analytics.ts';
import { changePercent, lastDays, type AdPerformanceView, type DateRangeView } from '../../core/domain/integrations/ad-performance.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { messageOf } from '../view-models/load-state.ts';
import { DashboardText } from './dashboard-text.ts';

export const RANGE_DAYS = [7, 28, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

export type SourceState = 'off' | 'loading' | 'ready' | 'expired' | 'choose_property' | 'error';

export interface Headline {
  label: string;
  value: string;
  /** "+12 % vs the 28 days before", or null when there is nothing to compare. */
  change: string | null;
  trend: 'up' | 'down' | 'flat' | null;
  /** Whether the change is good news (a lower CPC is). */
  tone: 'good' | 'bad' | 'neutral';
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
export const money = (n: number, currency = 'USD') => `${currency === 'USD' ? '$' : `${currency} `}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function headline(label: string, value: string, current: number | null, previous: number | null, lowerIsBetter = false): Headline {
  const change = changePercent(current, previous);
  if (change === null) return { label, value, change: null, trend: null, tone: 'neutral' };
  const rounded = Math.round(change);
  const trend = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const tone = trend === 'flat' ? 'neutral' : (trend === 'up') !== lowerIsBetter ? 'good' : 'bad';
  return { label, value, change: DashboardText.change(rounded), trend, tone };
}

/** The Dashboard's figures: GA4's headline metrics, trend, channels and pages; the ad platform; credits by agent. */
export class DashboardAnalyticsViewModel {
  analytics: SourceState = 'off';
  ads: SourceState = 'off';
  analyticsError: string | null = null;
  adsError: string | null = null;
  report: AnalyticsReportView | null = null;
  performance: AdPerformanceView | null = null;
  creditsByAgent: { agent: string; credits: number }[] = [];
  loaded = false;
  /** The range shown: the last 7, 28 or 90 full days, each against the same number of days before. */
  days: RangeDays = 28;
  private run = 0;

  constructor(
    private readonly connections: ConnectionsStore,
    private readonly analyticsStore: AnalyticsPropertyStore,
    private readonly adStore: AdPlatformStore,
    private readonly credits: CreditsStore,
    private readonly clock: Clock,
  ) {
    makeObservable<this, 'range' | 'loadAnalytics' | 'loadAds' | 'loadCredits'>(this, {
      analytics: observable,
      ads: observable,
      analyticsError: observable,
      adsError: observable,
      report: observable,
      performance: observable,
      creditsByAgent: observable,
      loaded: observable,
      days: observable,
      range: computed,
      setDays: actionBound,
      nothingConnected: computed,
      sandbox: computed,
      rangeText: computed,
      headlines: computed,
      trend: computed,
      topChannels: computed,
      topPages: computed,
      adHeadlines: computed,
      campaigns: computed,
      load: actionBound,
      loadAnalytics: actionBound,
      loadAds: actionBound,
      loadCredits: actionBound,
    });
  }

  private get range(): DateRangeView {
    return lastDays(new Date(this.clock.now()).toISOString().slice(0, 10), this.days);
  }

  setDays(days: RangeDays): void {
    if (days === this.days) return;
    this.days = days;
    void this.load();
  }

  /** Nothing to show yet: the first-run checklist and a pointer to Connections take the space. */
  get nothingConnected(): boolean {
    return this.loaded && this.analytics === 'off' && this.ads === 'off';
  }

  get sandbox(): boolean {
    return Boolean(this.report?.sandbox || this.performance?.sandbox);
  }

  get rangeText(): string | null {
    const range = this.report?.range ?? this.performance?.range;
    return range ? DashboardText.range(range.since, range.until) : null;
  }

  get headlines(): Headline[] {
    const r = this.report;
    if (!r) return [];
    return [
      headline(DashboardText.metricSessions, whole(r.totals.sessions), r.totals.sessions, r.previous_totals.sessions),
      headline(DashboardText.metricUsers, whole(r.totals.users), r.totals.users, r.previous_totals.users),
      headline(DashboardText.metricKeyEvents, whole(r.totals.key_events), r.totals.key_events, r.previous_totals.key_events),
      headline(DashboardText.metricEngagement, `${(r.totals.engagement_rate * 100).toFixed(1)} %`, r.totals.engagement_rate, r.previous_totals.engagement_rate),
      ...(r.totals.revenue !== null ? [headline(DashboardText.metricRevenue, money(r.totals.revenue), r.totals.revenue, r.previous_totals.revenue)] : []),
    ];
  }

  get trend(): { days: string[]; values: number[] } {
    return { days: this.report?.by_day.map((d) => d.date) ?? [], values: this.report?.by_day.map((d) => d.sessions) ?? [] };
  }

  get topChannels(): AnalyticsBreakdownRow[] {
    return this.report?.by_channel.slice(0, 5) ?? [];
  }

  get topPages(): AnalyticsBreakdownRow[] {
    return this.report?.by_landing_page.slice(0, 5) ?? [];
  }

  get adHeadlines(): Headline[] {
    const a = this.performance;
    if (!a) return [];
    const ratio = (n: number | null) => (n === null ? '-' : n.toFixed(2));
    return [
      headline(DashboardText.metricSpend, money(a.totals.spend, a.account.currency), a.totals.spend, a.previous_totals.spend),
      headline(DashboardText.metricRoas, ratio(a.totals.roas), a.totals.roas, a.previous_totals.roas),
      headline(DashboardText.metricCpc, a.totals.cpc === null ? '-' : money(a.totals.cpc, a.account.currency), a.totals.cpc, a.previous_totals.cpc, true),
    ];
  }

  get campaigns(): { name: string; spend: string; roas: string; cpc: string; clicks: string }[] {
    const a = this.performance;
    if (!a) return [];
    return a.campaigns.map((c) => ({
      name: c.name,
      spend: money(c.spend, a.account.currency),
      roas: c.roas === null ? '-' : c.roas.toFixed(2),
      cpc: c.cpc === null ? '-' : money(c.cpc, a.account.currency),
      clicks: whole(c.clicks),
    }));
  }

  async load(): Promise<void> {
    const run = ++this.run;
    const connections = await this.connections.fetch().catch(() => []);
    if (run !== this.run) return;
    const ga4 = connections.find((c) => c.provider === 'ga4');
    const meta = connections.find((c) => c.provider === 'meta_ads');
    runInAction(() => {
      this.analytics = !ga4 || ga4.status === 'disconnected' ? 'off' : ga4.status === 'error' ? 'expired' : 'loading';
      this.ads = !meta || meta.status === 'disconnected' ? 'off' : meta.status === 'error' ? 'expired' : 'loading';
      this.loaded = true;
    });
    await Promise.all([
      this.analytics === 'loading' ? this.loadAnalytics(run) : Promise.resolve(),
      this.ads === 'loading' ? this.loadAds(run) : Promise.resolve(),
      this.loadCredits(run),
    ]);
  }

  private async loadAnalytics(run: number): Promise<void> {
    try {
      const report = await this.analyticsStore.fetchReport(this.range);
      if (run === this.run) runInAction(() => ((this.report = report), (this.analytics = 'ready')));
    } catch (error) {
      if (run !== this.run) return;
      runInAction(() => {
        const code = error instanceof ApiError ? error.code : null;
        this.analytics = code === 'GA4_OAUTH_EXPIRED' ? 'expired' : error instanceof ApiError && error.status === 409 ? 'choose_property' : 'error';
        this.analyticsError = messageOf(error);
      });
    }
  }

  private async loadAds(run: number): Promise<void> {
    try {
      const performance = await this.adStore.fetchPerformance(this.range);
      if (run === this.run) runInAction(() => ((this.performance = performance), (this.ads = 'ready')));
    } catch (error) {
      if (run !== this.run) return;
      runInAction(() => {
        this.ads = error instanceof ApiError && error.status === 409 ? 'expired' : 'error';
        this.adsError = messageOf(error);
      });
    }
  }

  private async loadCredits(run: number): Promise<void> {
    try {
      const spending = await this.credits.fetchDailySpending(this.days);
      if (run !== this.run) return;
      runInAction(() => {
        this.creditsByAgent = spending.series
          .map((s) => ({ agent: s.label, credits: s.total }))
          .filter((s) => s.credits > 0)
          .sort((a, b) => b.credits - a.credits);
      });
    } catch {
      // Credits have their own screen; the Dashboard shows what it could read.
    }
  }
}
