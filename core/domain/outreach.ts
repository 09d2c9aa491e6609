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

export interface CampaignDraftResultView {
  campaign: CampaignView;
  leads_added: number;
  leads_skipped: number;
}

export interface OutreachFiguresView {
  sent: number;
  opened: number;
  replied: number;
  bounced: number;
}

export interface OutreachAnalyticsView {
  campaign_id: string | null;
  range: { since: string; until: string };
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
  accounts: { email: string; name: string | null; status: 'active' | 'paused' | 'error' }[];
}

export const OUTREACH_PERIODS = [7, 28, 90] as const;

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
