import type {
  CampaignDay,
  CampaignFigures,
  CampaignStatus,
  LeadSkips,
  CampaignStep,
  NewCampaign,
  OutreachCampaign,
  OutreachLead,
  OutreachProvider,
  SendingAccount,
} from '../../../core/server/outreach/outreach-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from '../integrations/provider-http.ts';

/** Instantly API v2 (https://developer.instantly.ai/api/v2). */
export const INSTANTLY_API_URL = 'https://api.instantly.ai/api/v2';

/** Pages we follow at most (100 rows each): a cursor that never ends cannot loop us. */
const MAX_PAGES = 50;
/** Leads per bulk add (Instantly accepts up to 1,000 per call). */
const BULK_SIZE = 1000;
/** Days Instantly's account analytics answer at most per call. */
const ACCOUNT_ANALYTICS_DAYS = 31;
const DAY_MS = 86_400_000;
const DAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** Instantly's numeric campaign statuses: 0 draft, 1 active, 2 paused, 3 completed; the rest are shown as other. */
const STATUS_BY_CODE: Record<number, CampaignStatus> = { 0: 'draft', 1: 'active', 2: 'paused', 3: 'completed' };

interface InstantlyError {
  statusCode?: number;
  error?: string;
  message?: string;
}
interface Page<T> {
  items?: T[];
  next_starting_after?: string | null;
}
interface InstantlyVariant {
  subject?: string;
  body?: string;
}
interface InstantlyStep {
  type?: string;
  delay?: number;
  variants?: InstantlyVariant[];
}
export interface InstantlyCampaign {
  id?: string;
  name?: string;
  status?: number;
  sequences?: { steps?: InstantlyStep[] }[];
  email_list?: string[];
  daily_limit?: number | null;
  timestamp_created?: string;
}
interface InstantlyLead {
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
}
interface InstantlyAccount {
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  status?: number;
}
/** A row of `GET /campaigns/analytics/daily`: it has no bounces. */
interface InstantlyDay {
  date?: string;
  sent?: number;
  opened?: number;
  unique_opened?: number;
  replies?: number;
  unique_replies?: number;
}
/** A row of `GET /accounts/analytics/daily`: one sending account on one day, its bounces included. */
interface InstantlyAccountDay {
  date?: string;
  email_account?: string;
  bounced?: number;
}
/** A row of `GET /campaigns/analytics`: a campaign's totals over the range. */
interface InstantlyCampaignTotals {
  campaign_id?: string;
  bounced_count?: number;
}
/** The answer of `POST /leads/add`. */
interface InstantlyBulkAdd {
  leads_uploaded?: number;
  skipped_count?: number;
  duplicated_leads?: number;
  in_blocklist?: number;
  invalid_email_count?: number;
  duplicate_email_count?: number;
}

/** A provider's message without anything that looks like a key, cut to a sentence's length. */
function cleanDetail(message: string | undefined): string {
  // A field path such as `body/campaign_schedule/schedules/0/timezone` is kept; other long runs may be keys.
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_:=+/-]{32,}/g, (run) => (/^[a-z0-9_]+(?:\/[a-z0-9_]+)+$/.test(run) ? run : '[redacted]'));
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) return null;
  const body = response.body as InstantlyError | null;
  const message = body?.message ?? body?.error;
  if (response.status === 401 || response.status === 403) return new ProviderError('auth_refused', cleanDetail(message ?? 'the API key was refused'));
  if (response.status === 404) return new ProviderError('not_found', cleanDetail(message ?? 'no such campaign'));
  if (response.status >= 500) return new ProviderError('unavailable', cleanDetail(message ?? `it answered ${response.status}`));
  if (response.status === 429) return 'retry';
  return new ProviderError('bad_response', cleanDetail(message));
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Our steps carry the wait before each email; Instantly's `delay` is the wait after a step before the next one.
 * So step i's delay is step i+1's `delayDays` (and the last step's is 0).
 */
function toInstantlySteps(steps: CampaignStep[]): InstantlyStep[] {
  return steps.map((step, i) => ({ type: 'email', delay: steps[i + 1]?.delayDays ?? 0, variants: [{ subject: step.subject, body: step.body }] }));
}

function fromInstantlySteps(steps: InstantlyStep[]): CampaignStep[] {
  return steps.map((step, i) => ({
    subject: step.variants?.[0]?.subject ?? '',
    body: step.variants?.[0]?.body ?? '',
    delayDays: i === 0 ? 0 : count(steps[i - 1]?.delay),
  }));
}

function campaignOf(raw: InstantlyCampaign): OutreachCampaign {
  if (typeof raw.id !== 'string') throw new ProviderError('bad_response', 'a campaign had no id');
  return {
    id: raw.id,
    name: raw.name ?? raw.id,
    status: STATUS_BY_CODE[raw.status ?? -100] ?? 'other',
    steps: fromInstantlySteps(raw.sequences?.[0]?.steps ?? []),
    sendingAccounts: Array.isArray(raw.email_list) ? raw.email_list.filter((e): e is string => typeof e === 'string') : [],
    dailyLimit: typeof raw.daily_limit === 'number' ? raw.daily_limit : null,
    createdAt: raw.timestamp_created ?? null,
  };
}

function leadOf(raw: InstantlyLead): OutreachLead | null {
  if (typeof raw.email !== 'string' || !raw.email) return null;
  return {
    email: raw.email,
    ...(raw.first_name ? { firstName: raw.first_name } : {}),
    ...(raw.last_name ? { lastName: raw.last_name } : {}),
    ...(raw.company_name ? { companyName: raw.company_name } : {}),
  };
}

/** The body of `POST /campaigns` for a new draft: its sequence, its schedule (required) and its sending accounts. */
export function instantlyCampaignBody(campaign: NewCampaign): Record<string, unknown> {
  const days = Object.fromEntries(DAY_KEYS.map((key, i) => [key, campaign.schedule.days.includes(i)]));
  return {
    name: campaign.name,
    campaign_schedule: {
      schedules: [{ name: 'Default', timing: { from: campaign.schedule.from, to: campaign.schedule.to }, days, timezone: campaign.schedule.timezone }],
    },
    sequences: [{ steps: toInstantlySteps(campaign.steps) }],
    daily_limit: campaign.dailyLimit,
    ...(campaign.sendingAccounts.length ? { email_list: campaign.sendingAccounts } : {}),
  };
}

/**
 * Instantly's API v2 with the workspace's API key as a bearer token (never in a URL). Cursor pagination
 * (`starting_after` / `next_starting_after`) is followed to a bound. The base URL comes from configuration, so
 * tests and the sandbox point it at the local fake.
 */
export class InstantlyOutreach implements OutreachProvider {
  constructor(
    private readonly baseUrl: string = INSTANTLY_API_URL,
    readonly sandbox = false,
    private readonly http: ProviderHttpOptions = {},
  ) {}

  async checkKey(apiKey: string): Promise<{ workspaceId: string; workspaceName: string }> {
    const workspace = await this.json<{ id?: string; name?: string }>(apiKey, 'GET', '/workspaces/current');
    if (typeof workspace.id !== 'string') throw new ProviderError('bad_response', 'the workspace had no id');
    return { workspaceId: workspace.id, workspaceName: workspace.name ?? workspace.id };
  }

  async campaigns(apiKey: string): Promise<OutreachCampaign[]> {
    const rows = await this.pages<InstantlyCampaign>(apiKey, (after) => ({ method: 'GET', path: `/campaigns?${new URLSearchParams({ limit: '100', ...(after ? { starting_after: after } : {}) })}` }));
    return rows.map(campaignOf);
  }

  async campaign(apiKey: string, campaignId: string): Promise<OutreachCampaign> {
    return campaignOf(await this.json<InstantlyCampaign>(apiKey, 'GET', `/campaigns/${encodeURIComponent(campaignId)}`));
  }

  async createDraft(apiKey: string, campaign: NewCampaign): Promise<OutreachCampaign> {
    return campaignOf(await this.json<InstantlyCampaign>(apiKey, 'POST', '/campaigns', instantlyCampaignBody(campaign)));
  }

  async pause(apiKey: string, campaignId: string): Promise<OutreachCampaign> {
    return campaignOf(await this.json<InstantlyCampaign>(apiKey, 'POST', `/campaigns/${encodeURIComponent(campaignId)}/pause`));
  }

  async activate(apiKey: string, campaignId: string): Promise<OutreachCampaign> {
    return campaignOf(await this.json<InstantlyCampaign>(apiKey, 'POST', `/campaigns/${encodeURIComponent(campaignId)}/activate`));
  }

  /**
   * `skip_if_in_campaign` makes Instantly skip a lead found in ANY campaign of the workspace, not only this one: the
   * answer's `skipped_count` are those, `duplicated_leads` the ones this campaign has, the rest blocklisted or invalid.
   */
  async addLeads(apiKey: string, campaignId: string, leads: OutreachLead[]): Promise<{ added: number; skipped: LeadSkips }> {
    let added = 0;
    const skipped: LeadSkips = { alreadyInCampaign: 0, inAnotherCampaign: 0, blocklisted: 0, invalidEmail: 0 };
    for (let i = 0; i < leads.length; i += BULK_SIZE) {
      const batch = leads.slice(i, i + BULK_SIZE);
      const answer = await this.json<InstantlyBulkAdd>(apiKey, 'POST', '/leads/add', {
        campaign_id: campaignId,
        skip_if_in_campaign: true,
        leads: batch.map((l) => ({ email: l.email, first_name: l.firstName, last_name: l.lastName, company_name: l.companyName })),
      });
      added += count(answer.leads_uploaded);
      // The same email twice in one upload is the same person already there.
      skipped.alreadyInCampaign += count(answer.duplicated_leads) + count(answer.duplicate_email_count);
      skipped.inAnotherCampaign += count(answer.skipped_count);
      skipped.blocklisted += count(answer.in_blocklist);
      skipped.invalidEmail += count(answer.invalid_email_count);
    }
    return { added, skipped };
  }

  async campaignLeads(apiKey: string, campaignId: string): Promise<OutreachLead[]> {
    const rows = await this.pages<InstantlyLead>(apiKey, (after) => ({ method: 'POST', path: '/leads/list', body: { campaign: campaignId, limit: 100, ...(after ? { starting_after: after } : {}) } }));
    return rows.map(leadOf).filter((l): l is OutreachLead => l !== null);
  }

  /**
   * Sent, opened and replied by day from `GET /campaigns/analytics/daily`, which has no bounces. Bounces come from
   * where Instantly has them: for one campaign its total over the range (`GET /campaigns/analytics`), not by day;
   * for every campaign by day from the sending accounts' daily analytics (`GET /accounts/analytics/daily`, at most
   * 31 days and 200 accounts a call).
   */
  async dailyAnalytics(apiKey: string, campaignId: string | null, since: string, until: string): Promise<CampaignFigures> {
    const query = new URLSearchParams({ start_date: since, end_date: until, ...(campaignId ? { campaign_id: campaignId } : {}) });
    const rows = await this.json<InstantlyDay[]>(apiKey, 'GET', `/campaigns/analytics/daily?${query}`);
    if (!Array.isArray(rows)) throw new ProviderError('bad_response', 'the analytics were not a list');
    const bouncesByDay = campaignId ? null : await this.accountBounces(apiKey, since, until);
    const days: CampaignDay[] = rows
      .filter((r) => typeof r.date === 'string')
      .map((r) => {
        const date = r.date!.slice(0, 10);
        return { date, sent: count(r.sent), opened: count(r.unique_opened ?? r.opened), replied: count(r.unique_replies ?? r.replies), bounced: bouncesByDay ? (bouncesByDay.get(date) ?? 0) : null };
      })
      .sort((a, b) => a.date.localeCompare(b.date));
    if (bouncesByDay) {
      // Days the campaigns' analytics left out but the accounts bounced on.
      for (const [date, bounced] of bouncesByDay) if (date >= since && date <= until && !days.some((d) => d.date === date)) days.push({ date, sent: 0, opened: 0, replied: 0, bounced });
      days.sort((a, b) => a.date.localeCompare(b.date));
      return { days, bounced: days.reduce((n, d) => n + (d.bounced ?? 0), 0) };
    }
    const totals = await this.json<InstantlyCampaignTotals[]>(apiKey, 'GET', `/campaigns/analytics?${new URLSearchParams({ id: campaignId!, start_date: since, end_date: until })}`);
    const mine = Array.isArray(totals) ? totals.find((t) => t.campaign_id === campaignId) : undefined;
    return { days, bounced: typeof mine?.bounced_count === 'number' ? mine.bounced_count : null };
  }

  /** Bounces by day summed over every sending account of the workspace, read 31 days (200 accounts) a call. */
  private async accountBounces(apiKey: string, since: string, until: string): Promise<Map<string, number>> {
    const byDay = new Map<string, number>();
    const emails = (await this.sendingAccounts(apiKey)).map((a) => a.email);
    if (emails.length === 0) return byDay;
    const endMs = Date.parse(`${until}T00:00:00Z`);
    for (let startMs = Date.parse(`${since}T00:00:00Z`); startMs <= endMs; startMs += ACCOUNT_ANALYTICS_DAYS * DAY_MS) {
      const chunkEnd = Math.min(endMs, startMs + (ACCOUNT_ANALYTICS_DAYS - 1) * DAY_MS);
      for (let i = 0; i < emails.length; i += 200) {
        const query = new URLSearchParams({ start_date: new Date(startMs).toISOString().slice(0, 10), end_date: new Date(chunkEnd).toISOString().slice(0, 10) });
        for (const email of emails.slice(i, i + 200)) query.append('emails', email);
        const rows = await this.json<InstantlyAccountDay[]>(apiKey, 'GET', `/accounts/analytics/daily?${query}`);
        if (!Array.isArray(rows)) throw new ProviderError('bad_response', 'the account analytics were not a list');
        for (const r of rows) {
          if (typeof r.date !== 'string') continue;
          const date = r.date.slice(0, 10);
          byDay.set(date, (byDay.get(date) ?? 0) + count(r.bounced));
        }
      }
    }
    return byDay;
  }

  async sendingAccounts(apiKey: string): Promise<SendingAccount[]> {
    const rows = await this.pages<InstantlyAccount>(apiKey, (after) => ({ method: 'GET', path: `/accounts?${new URLSearchParams({ limit: '100', ...(after ? { starting_after: after } : {}) })}` }));
    return rows
      .filter((r) => typeof r.email === 'string')
      .map((r) => ({
        email: r.email!,
        name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        // 1 active, 2 paused, negative: connection or sending errors.
        status: r.status === 1 ? 'active' : r.status === 2 ? 'paused' : 'error',
      }));
  }

  private async json<T>(apiKey: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' };
    if (body !== undefined || method === 'POST') headers['Content-Type'] = 'application/json';
    const response = await providerRequest(`${this.baseUrl}${path}`, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined }, classify, this.http);
    if (response.body === null || typeof response.body !== 'object') throw new ProviderError('bad_response', 'the answer was not JSON');
    return response.body as T;
  }

  private async pages<T>(apiKey: string, request: (after: string | null) => { method: 'GET' | 'POST'; path: string; body?: unknown }): Promise<T[]> {
    const rows: T[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { method, path, body } = request(after);
      const answer: Page<T> = await this.json<Page<T>>(apiKey, method, path, body);
      if (!Array.isArray(answer.items)) throw new ProviderError('bad_response', 'the answer had no items list');
      rows.push(...answer.items);
      const next = answer.next_starting_after;
      if (!next || next === after || answer.items.length === 0) return rows;
      after = next;
    }
    return rows;
  }
}
