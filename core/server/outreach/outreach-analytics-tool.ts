import { inject, injectable } from 'inversify';
import { OutreachAnalytics, OUTREACH_PERIODS } from './outreach-analytics.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';

/** Read tool: the space's Instantly sending figures (sent, opened, replied, bounced) for a campaign or all of them. */
@injectable()
export class OutreachAnalyticsTool implements IntegrationTool {
  readonly name = 'outreach_analytics';
  readonly kind = 'outreach' as const;
  readonly effect = 'read' as const;
  readonly description = "The space's Instantly email campaigns' daily figures (sent, opened, replied, bounced) and totals over the last 7, 28 or 90 days, for one campaign or all of them.";
  readonly inputSchema = {
    type: 'object',
    properties: {
      campaign_id: { type: 'string', maxLength: 100, description: 'An Instantly campaign id; all campaigns when absent' },
      days: { type: 'integer', enum: [...OUTREACH_PERIODS], description: 'How many days back, today included (default 7)' },
    },
    additionalProperties: false,
  };

  constructor(
    @inject(OutreachAnalytics) private readonly analytics: OutreachAnalytics,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
  ) {}

  async available(scope: ToolScope): Promise<boolean> {
    return this.accounts.isConnected(scope.spaceId, 'instantly');
  }

  async run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome> {
    const days = typeof args.days === 'number' && (OUTREACH_PERIODS as readonly number[]).includes(args.days) ? args.days : 7;
    const campaignId = typeof args.campaign_id === 'string' && args.campaign_id.length <= 100 ? args.campaign_id : null;
    const view = await this.analytics.execute(scope.principal, scope.spaceId, { campaignId, days });
    const t = view.totals;
    const rate = (n: number) => (t.sent > 0 ? ` (${Math.round((n / t.sent) * 1000) / 10}%)` : '');
    const bounced = t.bounced === null ? 'bounces not available from Instantly' : `bounced ${t.bounced}${rate(t.bounced)}`;
    const byDay = view.daily.some((d) => d.bounced !== null) || t.bounced === null ? '' : ' Instantly gives this campaign\'s bounces as a total only, not by day.';
    const text = [
      `Instantly ${campaignId ? `campaign ${campaignId}` : 'campaigns'}, ${view.range.since} to ${view.range.until}:`,
      `sent ${t.sent}, opened ${t.opened}${rate(t.opened)}, replied ${t.replied}${rate(t.replied)}, ${bounced}.${byDay}`,
    ].join(' ');
    return { text, data: view };
  }
}
