import type { OutreachCampaign } from './outreach-provider.ts';
import type { CampaignView } from '../../domain/outreach/outreach.ts';

export type { CampaignView };

/** A campaign as the API answers it. */

export function campaignView(c: OutreachCampaign): CampaignView {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    steps: c.steps.map((s) => ({ subject: s.subject, body: s.body, delay_days: s.delayDays })),
    sending_accounts: c.sendingAccounts,
    daily_limit: c.dailyLimit,
    created_at: c.createdAt,
  };
}
