/** Outreach campaigns (Instantly) as the API answers them and the web app and CLI read them. */

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed' | 'other';

export interface CampaignStepView {
  subject: string;
  /** Kept as written: variables such as `{{firstName}}` are the provider's to fill in. */
  body: string;
  delay_days: number;
}

export interface CampaignView {
  id: string;
  name: string;
  status: CampaignStatus;
  steps: CampaignStepView[];
  sending_accounts: string[];
  daily_limit: number | null;
  created_at: string | null;
}

/**
 * Why leads were not added: no email address, already in this campaign, in another campaign of the Instantly
 * workspace (Instantly skips a lead any campaign of the workspace has), on a blocklist, or not an email address.
 */
export interface LeadsSkippedView {
  without_email: number;
  already_in_campaign: number;
  in_other_campaign: number;
  blocklisted: number;
  invalid_email: number;
}

export interface LeadsAddedView {
  leads_added: number;
  /** The sum of `skipped`. */
  leads_skipped: number;
  skipped: LeadsSkippedView;
}

export interface CampaignDraftResultView extends LeadsAddedView {
  campaign: CampaignView;
}

export interface OutreachFiguresView {
  sent: number;
  opened: number;
  replied: number;
  /** Null where Instantly does not give bounces (one campaign's by day): unknown, not 0. */
  bounced: number | null;
}

export interface OutreachAnalyticsView {
  campaign_id: string | null;
  range: { since: string; until: string };
  /** Every day of the range, zeros where nothing was sent (bounces: null where unknown). */
  daily: (OutreachFiguresView & { date: string })[];
  totals: OutreachFiguresView;
  sandbox: boolean;
}

export interface OutreachPreferencesView {
  sending_accounts: string[];
  daily_limit: number;
  timezone: string;
  /** Days of the week, 0 = Sunday. */
  days: number[];
  from: string;
  to: string;
}

export interface OutreachSettingsView {
  preferences: OutreachPreferencesView;
  /** The time zones Instantly accepts for a schedule, in its order. */
  time_zones: string[];
  accounts: { email: string; name: string | null; status: 'active' | 'paused' | 'error' }[];
}

/** Where a campaign's leads come from: one of the space's saved lead lists, or CSV text. */
export interface LeadSourceRequest {
  lead_list_id?: string;
  csv?: string;
}

/** A new draft: its name and sequence, and its first leads from a saved list or CSV text. */
export interface CampaignDraftRequest extends LeadSourceRequest {
  name: string;
  steps: CampaignStepView[];
}

/** One campaign with its number of leads (what the launch confirmation names). */
export interface CampaignDetailView {
  campaign: CampaignView;
  lead_count: number;
}

/** Launching or resuming sends email: `confirm` is a person's confirmation, sent as such. */
export interface CampaignConfirmRequest {
  confirm?: boolean;
}

/** Which analytics: one campaign or every one, over how many days back. */
export type OutreachAnalyticsQuery = {
  days?: number;
  campaign_id?: string;
};

export const OUTREACH_PERIODS = [7, 28, 90] as const;

/** What the skips of an upload were, in words: "1 without an email, 2 already in another Instantly campaign". */
export function skippedReasons(skipped: LeadsSkippedView): string {
  const parts: string[] = [];
  if (skipped.without_email) parts.push(`${skipped.without_email} without an email`);
  if (skipped.already_in_campaign) parts.push(`${skipped.already_in_campaign} already in this campaign`);
  if (skipped.in_other_campaign) parts.push(`${skipped.in_other_campaign} already in another campaign of the Instantly workspace`);
  if (skipped.blocklisted) parts.push(`${skipped.blocklisted} on an Instantly blocklist`);
  if (skipped.invalid_email) parts.push(`${skipped.invalid_email} with an address Instantly refused`);
  return parts.join(', ');
}

/**
 * The subject and body of an email in an answer: a `Subject:` line when there is one (removed from the body), else
 * the Email Agent's first subject line option and its **Body** section; variables such as `{{firstName}}` are kept.
 */
export function emailOfAnswer(text: string): { subject: string; body: string } {
  const t = text.replace(/\r\n/g, '\n');
  const line = /^[ \t]*(?:\*\*)?subject(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?[ \t]*(.+?)[ \t]*(?:\*\*)?[ \t]*$/im.exec(t);
  if (line) return { subject: line[1]!.trim(), body: (t.slice(0, line.index) + t.slice(line.index + line[0].length)).trim() };
  const option = /\*\*Subject line options\*\*\s*\n\s*1\.\s*(.+)/.exec(t)?.[1]?.trim();
  if (option) {
    const body = /\*\*Body\*\*\s*\n\s*\n([\s\S]+?)(?:\n\s*\n(?:\*\*Fill in|_Written from)|$)/.exec(t)?.[1]?.trim();
    return { subject: option, body: body ?? t.trim() };
  }
  return { subject: '', body: t.trim() };
}
