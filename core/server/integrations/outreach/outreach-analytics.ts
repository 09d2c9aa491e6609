import { inject, injectable } from 'inversify';
import { OutreachProvider, type CampaignDay } from './outreach-provider.ts';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { Clock } from '../../ports/clock.ts';
import { ServerError, ServerMessages } from '../../errors.ts';
import type { Principal } from '../../auth/principal.ts';

export const OUTREACH_PERIODS = [7, 28, 90] as const;
export type OutreachPeriod = (typeof OUTREACH_PERIODS)[number];

export interface OutreachFigures {
  sent: number;
  opened: number;
  replied: number;
  bounced: number;
}

export interface OutreachAnalyticsView {
  campaign_id: string | null;
  range: { since: string; until: string };
  /** Every day of the range, zeros where nothing was sent. */
  daily: (OutreachFigures & { date: string })[];
  totals: OutreachFigures;
  sandbox: boolean;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Daily sent, opened, replied and bounced for a campaign (or all of them) over the last 7, 28 or 90 days, today included. */
@injectable()
export class OutreachAnalytics {
  constructor(
    @inject(OutreachWorkspace) private readonly workspace: OutreachWorkspace,
    @inject(OutreachProvider) private readonly outreach: OutreachProvider,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, query: { campaignId?: string | null; days?: number }): Promise<OutreachAnalyticsView> {
    const days = query.days ?? 7;
    if (!(OUTREACH_PERIODS as readonly number[]).includes(days)) {
      throw new ServerError('VALIDATION.INVALID', ServerMessages.outreachBadRange, [{ loc: ['query', 'days'], msg: ServerMessages.outreachBadRange, type: 'value_error' }]);
    }
    const open = await this.workspace.forReading(principal, spaceId);
    const todayMs = Date.parse(`${this.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    const range = { since: isoDay(todayMs - (days - 1) * DAY_MS), until: isoDay(todayMs) };
    const campaignId = query.campaignId || null;
    const rows = await this.workspace.call(open, (key) => this.outreach.dailyAnalytics(key, campaignId, range.since, range.until));
    return { campaign_id: campaignId, range, ...filled(rows, todayMs, days), sandbox: this.outreach.sandbox };
  }
}

function filled(rows: CampaignDay[], todayMs: number, days: number): { daily: OutreachAnalyticsView['daily']; totals: OutreachFigures } {
  const byDate = new Map<string, CampaignDay>();
  for (const r of rows) {
    const seen = byDate.get(r.date);
    byDate.set(r.date, seen ? { date: r.date, sent: seen.sent + r.sent, opened: seen.opened + r.opened, replied: seen.replied + r.replied, bounced: seen.bounced + r.bounced } : r);
  }
  const daily: OutreachAnalyticsView['daily'] = [];
  const totals: OutreachFigures = { sent: 0, opened: 0, replied: 0, bounced: 0 };
  for (let i = days - 1; i >= 0; i--) {
    const date = isoDay(todayMs - i * DAY_MS);
    const r = byDate.get(date);
    const day = { date, sent: r?.sent ?? 0, opened: r?.opened ?? 0, replied: r?.replied ?? 0, bounced: r?.bounced ?? 0 };
    daily.push(day);
    totals.sent += day.sent;
    totals.opened += day.opened;
    totals.replied += day.replied;
    totals.bounced += day.bounced;
  }
  return { daily, totals };
}
