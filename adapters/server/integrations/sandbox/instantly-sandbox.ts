import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { listenOnLoopback } from './loopback-server.ts';
import { isInstantlyTimeZone } from '../../../../core/domain/outreach/instantly-time-zones.ts';

/**
 * A local stand-in for Instantly's API v2 (campaigns, leads, daily campaign and account analytics, campaign totals,
 * sending accounts, the current workspace), answering in the shapes of its OpenAPI 3.1 document (`api_v2.json`):
 * `{items, next_starting_after}` pages, numeric campaign statuses (0 draft, 1 active, 2 paused), `{statusCode,
 * error, message}` errors, only the listed time zones in a schedule, no `bounced` in the campaigns' daily analytics
 * (bounces are in the accounts' daily analytics and the campaigns' totals), and `skip_if_in_campaign` skipping a
 * lead found in any campaign of the workspace. Campaigns and leads live in memory per API key. Active campaigns get
 * made-up daily figures, from a hash of the campaign and the day, sent from the campaign's first sending account.
 */
interface DailyCounts { sent: number; contacted: number; new_leads_contacted: number; opened: number; unique_opened: number; replies: number; unique_replies: number; clicks: number; unique_clicks: number }

export interface InstantlySandboxOptions {
  /** Keys it accepts; any `sandbox-…` key when absent. */
  keys?: Set<string>;
  /** Rows per page at most, whatever `limit` asks (Instantly's maximum is 100). */
  pageSize?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface InstantlySandbox {
  /** The base URL to give InstantlyOutreach (with `/api/v2`). */
  url: string;
  /** Makes the next `count` requests fail with this status (429 carries `Retry-After: 1`). */
  failNext(count: number, status: 429 | 500 | 503): void;
  /** Every request seen, for asserting what the adapter sent (and that the key travels only in the header). */
  readonly seen: RecordedRequest[];
  close(): Promise<void>;
}

interface Campaign {
  id: string;
  name: string;
  status: number;
  campaign_schedule: unknown;
  sequences: unknown[];
  email_list: string[];
  daily_limit: number | null;
  timestamp_created: string;
  timestamp_updated: string;
}
interface Lead {
  id: string;
  timestamp_created: string;
  timestamp_updated: string;
  organization: string;
  campaign: string;
  status: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email_open_count: number;
  email_reply_count: number;
  email_click_count: number;
  company_domain: string;
  status_summary: Record<string, unknown>;
}
interface Workspace {
  campaigns: Campaign[];
  leads: Lead[];
  counter: number;
}

const ORGANIZATION = 'a1b2c3d4-0000-7000-8000-000000000001';
const SINCE = '2026-01-05T09:00:00.000Z';
/** Sending accounts as Instantly lists them: keyed by their email (they have no id). */
const ACCOUNTS = [
  { email: 'alex@outreach-sandbox.io', first_name: 'Alex', last_name: 'Sender', status: 1, warmup_status: 1 },
  { email: 'sam@outreach-sandbox.io', first_name: 'Sam', last_name: 'Sender', status: 1, warmup_status: 1 },
  { email: 'kim@outreach-sandbox.io', first_name: 'Kim', last_name: 'Sender', status: 2, warmup_status: 0 },
].map((a) => ({ ...a, timestamp_created: SINCE, timestamp_updated: SINCE, organization: ORGANIZATION, provider_code: 2, setup_pending: false, is_managed_account: false }));

function seeded(label: string): number {
  return createHash('sha256').update(label).digest().readUInt32BE(0) / 0xffffffff;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, error: string, message: string, headers: Record<string, string> = {}): void {
  send(res, status, { statusCode: status, error, message }, headers);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid');
  }
}

/** What Instantly requires of a new campaign: a name and a schedule with timing, days and a time zone. */
function campaignProblem(body: Record<string, unknown>): string | null {
  if (typeof body.name !== 'string' || !body.name.trim()) return 'body must have required property \'name\'';
  const schedule = body.campaign_schedule as { schedules?: unknown } | undefined;
  if (!schedule || !Array.isArray(schedule.schedules) || schedule.schedules.length === 0) return 'body must have required property \'campaign_schedule\'';
  for (const s of schedule.schedules as Record<string, unknown>[]) {
    const timing = s.timing as { from?: unknown; to?: unknown } | undefined;
    if (typeof s.name !== 'string' || !timing || typeof timing.from !== 'string' || typeof timing.to !== 'string') return 'body/campaign_schedule/schedules/0 must have timing';
    if (!s.days || typeof s.days !== 'object') return 'body/campaign_schedule/schedules/0 must have days';
    if (typeof s.timezone !== 'string') return 'body/campaign_schedule/schedules/0 must have timezone';
    if (!isInstantlyTimeZone(s.timezone)) return 'body/campaign_schedule/schedules/0/timezone must be equal to one of the allowed values';
  }
  if (body.sequences !== undefined) {
    if (!Array.isArray(body.sequences)) return 'body/sequences must be array';
    for (const seq of body.sequences as { steps?: unknown }[]) {
      if (!Array.isArray(seq.steps)) return 'body/sequences/0/steps must be array';
      for (const step of seq.steps as { type?: unknown; delay?: unknown; variants?: unknown }[]) {
        if (step.type !== 'email' || typeof step.delay !== 'number' || !Array.isArray(step.variants) || step.variants.length === 0) return 'body/sequences/0/steps/0 must have type, delay and variants';
      }
    }
  }
  return null;
}

export async function startInstantlySandbox(options: InstantlySandboxOptions = {}): Promise<InstantlySandbox> {
  const pageSize = options.pageSize ?? 100;
  const workspaces = new Map<string, Workspace>();
  const failures: number[] = [];
  const seen: RecordedRequest[] = [];
  const prefix = '/api/v2';

  const workspaceOf = (key: string): Workspace => {
    let w = workspaces.get(key);
    if (!w) {
      w = { campaigns: [], leads: [], counter: 0 };
      workspaces.set(key, w);
    }
    return w;
  };
  const newId = (w: Workspace, kind: string) => {
    w.counter++;
    const n = String(w.counter).padStart(12, '0');
    return `0199${kind === 'campaign' ? 'c' : 'l'}a00-0000-7000-8000-${n}`;
  };

  const page = <T,>(res: ServerResponse, rows: T[], limitRaw: unknown, after: unknown, keyOf: (row: T) => string) => {
    const limit = Math.min(pageSize, Math.max(1, Number(limitRaw ?? 100) || 100));
    const start = typeof after === 'string' && after ? rows.findIndex((r) => keyOf(r) === after) + 1 : 0;
    const slice = rows.slice(start, start + limit);
    const more = start + limit < rows.length;
    send(res, 200, { items: slice, ...(more ? { next_starting_after: keyOf(slice.at(-1)!) } : {}) });
  };
  const byId = (row: { id: string }) => row.id;

  /** What one campaign sent on one day, made up from a hash of the two; nothing for a draft. */
  const dayOf = (c: Campaign, date: string) => {
    if (c.status === 0) return null;
    const r = seeded(`${c.id}:${date}`);
    const sent = 12 + Math.floor(r * 30);
    const opened = Math.round(sent * (0.35 + r * 0.2));
    const replied = Math.round(sent * (0.04 + r * 0.05));
    return { sent, opened, replied, bounced: Math.round(sent * 0.05 * r) + 1, clicks: Math.round(opened * 0.2) };
  };
  const senderOf = (c: Campaign) => c.email_list[0] ?? ACCOUNTS[0]!.email;
  const datesOf = (since: string, until: string): string[] | null => {
    const today = new Date().toISOString().slice(0, 10);
    const end = until < today ? until : today;
    const startMs = Date.parse(`${since.slice(0, 10)}T00:00:00Z`);
    const endMs = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(startMs) || Number.isNaN(endMs)) return null;
    const dates: string[] = [];
    for (let t = startMs; t <= endMs && dates.length < 400; t += 86_400_000) dates.push(new Date(t).toISOString().slice(0, 10));
    return dates;
  };

  /** `GET /campaigns/analytics/daily`: the documented fields, which do not include bounces. */
  const daily = (w: Workspace, campaignId: string | null, since: string, until: string) => {
    const active = w.campaigns.filter((c) => (campaignId ? c.id === campaignId : true));
    return (datesOf(since, until) ?? []).map((date) => {
      const day = { date, sent: 0, contacted: 0, new_leads_contacted: 0, opened: 0, unique_opened: 0, replies: 0, unique_replies: 0, replies_automatic: 0, unique_replies_automatic: 0, clicks: 0, unique_clicks: 0, opportunities: 0, unique_opportunities: 0 };
      for (const c of active) {
        const d = dayOf(c, date);
        if (!d) continue;
        addDay(day, d);
      }
      return day;
    });
  };

  /** One campaign's day added into a daily row, the way both daily analytics count it. */
  const addDay = (row: DailyCounts, d: { sent: number; opened: number; replied: number; clicks: number }) => {
    row.sent += d.sent;
    row.contacted += d.sent;
    row.new_leads_contacted += Math.round(d.sent / 2);
    row.opened += d.opened + 2;
    row.unique_opened += d.opened;
    row.replies += d.replied + 1;
    row.unique_replies += d.replied;
    row.clicks += d.clicks;
    row.unique_clicks += d.clicks;
  };

  /** `GET /accounts/analytics/daily`: per sending account and day, bounces included, for the accounts asked. */
  const accountDaily = (w: Workspace, emails: string[], since: string, until: string) => {
    const rows = [];
    for (const date of datesOf(since, until) ?? []) {
      for (const email of emails) {
        const row = { date, email_account: email, sent: 0, bounced: 0, contacted: 0, new_leads_contacted: 0, opened: 0, unique_opened: 0, replies: 0, unique_replies: 0, replies_automatic: 0, unique_replies_automatic: 0, clicks: 0, unique_clicks: 0 };
        for (const c of w.campaigns.filter((c) => senderOf(c) === email)) {
          const d = dayOf(c, date);
          if (!d) continue;
          addDay(row, d);
          row.bounced += d.bounced;
        }
        rows.push(row);
      }
    }
    return rows;
  };

  /** `GET /campaigns/analytics`: each campaign's totals over the range, bounces included. */
  const totals = (w: Workspace, ids: string[], since: string, until: string) =>
    w.campaigns
      .filter((c) => ids.length === 0 || ids.includes(c.id))
      .map((c) => {
        const days = (datesOf(since, until) ?? []).map((date) => dayOf(c, date)).filter((d) => d !== null);
        const sum = (key: 'sent' | 'opened' | 'replied' | 'bounced' | 'clicks') => days.reduce((n, d) => n + d[key], 0);
        return {
          campaign_name: c.name,
          campaign_id: c.id,
          campaign_status: c.status,
          campaign_is_evergreen: false,
          leads_count: w.leads.filter((l) => l.campaign === c.id).length,
          contacted_count: sum('sent'),
          emails_sent_count: sum('sent'),
          new_leads_contacted_count: Math.round(sum('sent') / 2),
          open_count: sum('opened') + days.length * 2,
          open_count_unique: sum('opened'),
          reply_count: sum('replied') + days.length,
          reply_count_unique: sum('replied'),
          reply_count_automatic: 0,
          reply_count_automatic_unique: 0,
          link_click_count: sum('clicks'),
          link_click_count_unique: sum('clicks'),
          bounced_count: sum('bounced'),
          unsubscribed_count: 0,
          completed_count: 0,
          total_opportunities: 0,
          total_opportunity_value: 0,
        };
      });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    seen.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body });
    if (!url.pathname.startsWith(prefix)) return fail(res, 404, 'Not Found', 'Route not found');
    const failure = failures.shift();
    if (failure === 429) return fail(res, 429, 'Too Many Requests', 'Rate limit exceeded', { 'Retry-After': '1' });
    if (failure) return fail(res, failure, failure === 500 ? 'Internal Server Error' : 'Service Unavailable', 'Something went wrong on our side');
    const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) return fail(res, 401, 'Unauthorized', 'Missing Authorization header');
    const accepted = options.keys ? options.keys.has(key) : key.startsWith('sandbox-');
    if (!accepted) return fail(res, 401, 'Unauthorized', 'Invalid API key');
    if (body === Symbol.for('invalid')) return fail(res, 400, 'Bad Request', 'Body is not valid JSON');
    const w = workspaceOf(key);
    const path = url.pathname.slice(prefix.length);
    const json = (body ?? {}) as Record<string, unknown>;

    if (req.method === 'GET' && path === '/workspaces/current') return send(res, 200, { id: ORGANIZATION, timestamp_created: SINCE, timestamp_updated: SINCE, owner: 'b1b2c3d4-0000-7000-8000-000000000002', name: 'Sandbox Outreach Workspace' });
    if (req.method === 'GET' && path === '/accounts') return page(res, ACCOUNTS, url.searchParams.get('limit'), url.searchParams.get('starting_after'), (a) => a.email);
    if (req.method === 'GET' && path === '/campaigns') return page(res, w.campaigns, url.searchParams.get('limit'), url.searchParams.get('starting_after'), byId);
    if (req.method === 'POST' && path === '/campaigns') {
      const problem = campaignProblem(json);
      if (problem) return fail(res, 400, 'Bad Request', problem);
      const campaign: Campaign = {
        id: newId(w, 'campaign'),
        name: (json.name as string).trim(),
        status: 0,
        campaign_schedule: json.campaign_schedule,
        sequences: (json.sequences as unknown[] | undefined) ?? [],
        email_list: Array.isArray(json.email_list) ? (json.email_list as string[]) : [],
        daily_limit: typeof json.daily_limit === 'number' ? json.daily_limit : null,
        timestamp_created: new Date().toISOString(),
        timestamp_updated: new Date().toISOString(),
      };
      w.campaigns.push(campaign);
      return send(res, 200, campaign);
    }
    if (req.method === 'GET' && path === '/campaigns/analytics/daily') {
      const campaignId = url.searchParams.get('campaign_id');
      const since = url.searchParams.get('start_date') ?? '';
      const until = url.searchParams.get('end_date') ?? new Date().toISOString().slice(0, 10);
      if (since && until && since > until) return send(res, 400, { message: 'Start Date must be earlier than End Date' });
      return send(res, 200, daily(w, campaignId, since || until, until));
    }
    if (req.method === 'GET' && path === '/accounts/analytics/daily') {
      const emails = [...new Set(url.searchParams.getAll('emails'))];
      const until = url.searchParams.get('end_date') ?? new Date().toISOString().slice(0, 10);
      const since = url.searchParams.get('start_date') ?? new Date(Date.parse(`${until.slice(0, 10)}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
      if (emails.length === 0 || emails.length > 200) return fail(res, 400, 'Bad Request', 'querystring/emails must have between 1 and 200 items');
      if (since > until) return send(res, 400, { message: 'Start Date must be earlier than End Date' });
      if (Date.parse(`${until.slice(0, 10)}T00:00:00Z`) - Date.parse(`${since.slice(0, 10)}T00:00:00Z`) > 30 * 86_400_000) return send(res, 400, { message: 'The date range cannot exceed 31 days' });
      return send(res, 200, accountDaily(w, emails, since, until));
    }
    if (req.method === 'GET' && path === '/campaigns/analytics') {
      const ids = [...url.searchParams.getAll('id'), ...url.searchParams.getAll('ids')];
      const until = url.searchParams.get('end_date') ?? new Date().toISOString().slice(0, 10);
      const since = url.searchParams.get('start_date') ?? '2020-01-01';
      return send(res, 200, totals(w, ids, since, until));
    }
    const action = /^\/campaigns\/([^/]+)(?:\/(pause|activate))?$/.exec(path);
    if (action) {
      const campaign = w.campaigns.find((c) => c.id === decodeURIComponent(action[1]!));
      if (!campaign) return fail(res, 404, 'Not Found', 'Campaign not found');
      if (req.method === 'GET' && !action[2]) return send(res, 200, campaign);
      if (req.method === 'POST' && action[2] === 'pause') {
        campaign.status = 2;
        campaign.timestamp_updated = new Date().toISOString();
        return send(res, 200, campaign);
      }
      if (req.method === 'POST' && action[2] === 'activate') {
        campaign.status = 1;
        campaign.timestamp_updated = new Date().toISOString();
        return send(res, 200, campaign);
      }
    }
    type Outcome = 'added' | 'skipped' | 'duplicated' | 'repeated' | 'invalid';
    /**
     * Instantly's rules: a lead already in this campaign is not added again (`duplicated_leads`); with
     * `skip_if_in_campaign` a lead found in ANY campaign of the workspace is skipped (`skipped_count`); the same
     * email twice in one upload counts once (`duplicate_email_count`).
     */
    const addLead = (campaignId: string, raw: Record<string, unknown>, skipIfInCampaign: boolean, uploaded: Set<string>): Outcome => {
      const email = typeof raw.email === 'string' ? raw.email.trim() : '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'invalid';
      const key = email.toLowerCase();
      if (uploaded.has(key)) return 'repeated';
      uploaded.add(key);
      const known = w.leads.filter((l) => l.email.toLowerCase() === key);
      if (known.some((l) => l.campaign === campaignId)) return 'duplicated';
      if (skipIfInCampaign && known.length > 0) return 'skipped';
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      const now = new Date().toISOString();
      w.leads.push({
        id: newId(w, 'lead'),
        timestamp_created: now,
        timestamp_updated: now,
        organization: ORGANIZATION,
        campaign: campaignId,
        status: 1,
        email,
        first_name: str(raw.first_name),
        last_name: str(raw.last_name),
        company_name: str(raw.company_name),
        email_open_count: 0,
        email_reply_count: 0,
        email_click_count: 0,
        company_domain: email.split('@')[1]!.toLowerCase(),
        status_summary: {},
      });
      return 'added';
    };
    if (req.method === 'POST' && path === '/leads/add') {
      const campaignId = json.campaign_id;
      if (typeof campaignId !== 'string' || !w.campaigns.some((c) => c.id === campaignId)) return fail(res, 404, 'Not Found', 'Campaign not found');
      if (!Array.isArray(json.leads) || json.leads.length === 0 || json.leads.length > 1000) return fail(res, 400, 'Bad Request', 'body/leads must have between 1 and 1000 items');
      const uploaded = new Set<string>();
      const before = w.leads.length;
      const outcomes = (json.leads as Record<string, unknown>[]).map((l) => addLead(campaignId, l ?? {}, json.skip_if_in_campaign === true, uploaded));
      const n = (o: Outcome) => outcomes.filter((x) => x === o).length;
      return send(res, 200, {
        status: 'success',
        total_sent: outcomes.length,
        leads_uploaded: n('added'),
        in_blocklist: 0,
        blocklist_used: null,
        duplicated_leads: n('duplicated'),
        skipped_count: n('skipped'),
        invalid_email_count: n('invalid'),
        incomplete_count: 0,
        duplicate_email_count: n('repeated'),
        remaining_in_plan: 10_000 - w.leads.length,
        created_leads: w.leads.slice(before).map((l) => ({ index: (json.leads as Record<string, unknown>[]).findIndex((x) => typeof x?.email === 'string' && x.email.trim().toLowerCase() === l.email.toLowerCase()), id: l.id, email: l.email, first_name: l.first_name, last_name: l.last_name, phone: null })),
      });
    }
    if (req.method === 'POST' && path === '/leads') {
      const campaignId = json.campaign;
      if (typeof campaignId !== 'string' || !w.campaigns.some((c) => c.id === campaignId)) return fail(res, 404, 'Not Found', 'Campaign not found');
      const outcome = addLead(campaignId, json, json.skip_if_in_campaign === true, new Set());
      if (outcome === 'invalid') return fail(res, 400, 'Bad Request', 'body/email must be an email');
      return send(res, 200, w.leads.at(-1));
    }
    if (req.method === 'POST' && path === '/leads/list') {
      const campaignId = typeof json.campaign === 'string' ? json.campaign : null;
      const rows = campaignId ? w.leads.filter((l) => l.campaign === campaignId) : w.leads;
      return page(res, rows, json.limit, json.starting_after, byId);
    }
    return fail(res, 404, 'Not Found', `Route ${req.method}:${url.pathname} not found`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'Internal Server Error', 'sandbox failure'));
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: `${loopback.url}${prefix}`,
    failNext(n, status) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    seen,
    close: loopback.close,
  };
}
