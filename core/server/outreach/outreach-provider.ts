import type { ServiceIdentifier } from 'inversify';

/** Where a campaign stands at the provider; `other` covers its states we only show (suspended, unhealthy…). */
export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed' | 'other';

/** One email of a sequence: sent `delayDays` after the one before it (the first: when the lead starts). */
export interface CampaignStep {
  subject: string;
  /** Kept as written: variables such as `{{firstName}}` are the provider's to fill in. */
  body: string;
  delayDays: number;
}

export interface OutreachCampaign {
  id: string;
  name: string;
  status: CampaignStatus;
  steps: CampaignStep[];
  /** The sending accounts (email addresses) the campaign sends from. */
  sendingAccounts: string[];
  dailyLimit: number | null;
  createdAt: string | null;
}

/** When a campaign may send: days of the week (0 = Sunday), a daily window in its time zone. */
export interface SendingSchedule {
  timezone: string;
  days: number[];
  /** `HH:MM`, 24-hour. */
  from: string;
  to: string;
}

export interface NewCampaign {
  name: string;
  steps: CampaignStep[];
  schedule: SendingSchedule;
  dailyLimit: number;
  sendingAccounts: string[];
}

/** A person a campaign writes to. */
export interface OutreachLead {
  email: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
}

/** One day of a campaign's (or every campaign's) sending, in the provider's counts. */
export interface CampaignDay {
  date: string;
  sent: number;
  opened: number;
  replied: number;
  /** Null when the provider does not give bounces by day for this (Instantly: not for one campaign). */
  bounced: number | null;
}

/** The days of a range, and the bounces over the whole range (null when the provider gives none). */
export interface CampaignFigures {
  days: CampaignDay[];
  bounced: number | null;
}

/**
 * Why leads were not added, as the provider counts them: already in this campaign, in another campaign of the
 * workspace (Instantly's `skip_if_in_campaign` looks at every campaign), on a blocklist, or not an email address.
 */
export interface LeadSkips {
  alreadyInCampaign: number;
  inAnotherCampaign: number;
  blocklisted: number;
  invalidEmail: number;
}

export interface SendingAccount {
  email: string;
  /** The name on the account, when it has one. */
  name: string | null;
  /** `active`, `paused` or `error` (the provider's connection errors). */
  status: 'active' | 'paused' | 'error';
}

/**
 * An outreach tool's API (Instantly API v2 today). Every call takes the workspace's API key; failures are
 * `ProviderError`s (a refused key is `auth_refused`, an unknown campaign `not_found`).
 */
export interface OutreachProvider {
  readonly sandbox: boolean;
  /** Checks the key and names the workspace it belongs to. */
  checkKey(apiKey: string): Promise<{ workspaceId: string; workspaceName: string }>;
  campaigns(apiKey: string): Promise<OutreachCampaign[]>;
  campaign(apiKey: string, campaignId: string): Promise<OutreachCampaign>;
  /** Creates the campaign as a draft: nothing is sent until it is activated. */
  createDraft(apiKey: string, campaign: NewCampaign): Promise<OutreachCampaign>;
  pause(apiKey: string, campaignId: string): Promise<OutreachCampaign>;
  /** Launches a draft or resumes a paused campaign: it starts sending. */
  activate(apiKey: string, campaignId: string): Promise<OutreachCampaign>;
  /**
   * Adds leads to a campaign. The provider skips those the campaign has, and those already in any other campaign of
   * the workspace (nobody is written to by two campaigns); each skip is counted by its reason.
   */
  addLeads(apiKey: string, campaignId: string, leads: OutreachLead[]): Promise<{ added: number; skipped: LeadSkips }>;
  campaignLeads(apiKey: string, campaignId: string): Promise<OutreachLead[]>;
  /** Daily figures for a campaign, or for every campaign when `campaignId` is null. Days are `YYYY-MM-DD`. */
  dailyAnalytics(apiKey: string, campaignId: string | null, since: string, until: string): Promise<CampaignFigures>;
  sendingAccounts(apiKey: string): Promise<SendingAccount[]>;
}
export const OutreachProvider: ServiceIdentifier<OutreachProvider> = Symbol.for('server.OutreachProvider');
