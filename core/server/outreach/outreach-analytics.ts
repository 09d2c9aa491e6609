import { inject, injectable } from 'inversify';
import { OutreachProvider, type CampaignFigures } from './outreach-provider.ts';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { OutreachAnalyticsView, OutreachFiguresView } from '../../domain/outreach/outreach.ts';
import { OutreachServerMessages } from './outreach-server-messages.ts';

export const OUTREACH_PERIODS = [7, 28, 90] as const;
export type OutreachPeriod = (typeof OUTREACH_PERIODS)[number];

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
      throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachBadRange, [{ loc: ['query', 'days'], msg: OutreachServerMessages.outreachBadRange, type: 'value_error' }]);
    }
    const open = await this.workspace.forReading(principal, spaceId);
    const todayMs = Date.parse(`${this.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    const range = { since: isoDay(todayMs - (days - 1) * DAY_MS), until: isoDay(todayMs) };
    const campaignId = query.campaignId || null;
    const figures = await this.workspace.call(open, (key) => this.outreach.dailyAnalytics(key, campaignId, range.since, range.until));
    return { campaign_id: campaignId, range, ...filled(figures, todayMs, days), sandbox: this.outreach.sandbox };
  }
}

/** Every day of the range (a day the provider left out sent nothing); bounces by day only where it gives them. */
function filled(figures: CampaignFigures, todayMs: number, days: number): { daily: OutreachAnalyticsView['daily']; totals: OutreachFiguresView } {
  const byDay = figures.days.some((d) => d.bounced !== null);
  const byDate = new Map<string, OutreachFiguresView>();
  for (const r of figures.days) {
    const seen = byDate.get(r.date);
    byDate.set(r.date, {
      sent: (seen?.sent ?? 0) + r.sent,
      opened: (seen?.opened ?? 0) + r.opened,
      replied: (seen?.replied ?? 0) + r.replied,
      bounced: r.bounced === null ? (seen?.bounced ?? null) : (seen?.bounced ?? 0) + r.bounced,
    });
  }
  const daily: OutreachAnalyticsView['daily'] = [];
  const totals: OutreachFiguresView = { sent: 0, opened: 0, replied: 0, bounced: figures.bounced };
  for (let i = days - 1; i >= 0; i--) {
    const date = isoDay(todayMs - i * DAY_MS);
    const r = byDate.get(date);
    const day = { date, sent: r?.sent ?? 0, opened: r?.opened ?? 0, replied: r?.replied ?? 0, bounced: byDay ? (r?.bounced ?? 0) : null };
    daily.push(day);
    totals.sent += day.sent;
    totals.opened += day.opened;
    totals.replied += day.replied;
  }
  return { daily, totals };
}
