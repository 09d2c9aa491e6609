import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Instantly's API v2 (campaigns, leads, daily campaign analytics, sending accounts, the
 * current workspace), answering in its documented shapes: `{items, next_starting_after}` pages, numeric campaign
 * statuses (0 draft, 1 active, 2 paused), `{statusCode, error, message}` errors. Campaigns and leads live in
 * memory per API key. Active campaigns get made-up daily figures, from a hash of the campaign and the day.
 */
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
}
interface Lead {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  campaign: string;
  timestamp_created: string;
}
interface Workspace {
  campaigns: Campaign[];
  leads: Lead[];
  counter: number;
}

const ACCOUNTS = [
  { email: 'alex@outreach-sandbox.io', first_name: 'Alex', last_name: 'Sender', status: 1, warmup_status: 1 },
  { email: 'sam@outreach-sandbox.io', first_name: 'Sam', last_name: 'Sender', status: 1, warmup_status: 1 },
  { email: 'kim@outreach-sandbox.io', first_name: 'Kim', last_name: 'Sender', status: 2, warmup_status: 0 },
];

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

  const page = <T extends { id: string }>(res: ServerResponse, rows: T[], limitRaw: unknown, after: unknown) => {
    const limit = Math.min(pageSize, Math.max(1, Number(limitRaw ?? 100) || 100));
    const start = typeof after === 'string' && after ? rows.findIndex((r) => r.id === after) + 1 : 0;
    const slice = rows.slice(start, start + limit);
    const more = start + limit < rows.length;
    send(res, 200, { items: slice, ...(more ? { next_starting_after: slice.at(-1)!.id } : {}) });
  };

  const daily = (w: Workspace, campaignId: string | null, since: string, until: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const end = until < today ? until : today;
    const active = w.campaigns.filter((c) => (campaignId ? c.id === campaignId : true) && c.status !== 0);
    const rows: { date: string; sent: number; contacted: number; opened: number; unique_opened: number; replies: number; unique_replies: number; bounced: number; clicks: number; unique_clicks: number }[] = [];
    const startMs = Date.parse(`${since}T00:00:00Z`);
    const endMs = Date.parse(`${end}T00:00:00Z`);
    if (Number.isNaN(startMs) || Number.isNaN(endMs)) return rows;
    for (let t = startMs; t <= endMs && rows.length < 400; t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const day = { date, sent: 0, contacted: 0, opened: 0, unique_opened: 0, replies: 0, unique_replies: 0, bounced: 0, clicks: 0, unique_clicks: 0 };
      for (const c of active) {
        const r = seeded(`${c.id}:${date}`);
        const sent = 12 + Math.floor(r * 30);
        const opened = Math.round(sent * (0.35 + r * 0.2));
        const replied = Math.round(sent * (0.04 + r * 0.05));
        const bounced = Math.round(sent * 0.02 * r);
        day.sent += sent;
        day.contacted += sent;
        day.opened += opened + 2;
        day.unique_opened += opened;
        day.replies += replied + 1;
        day.unique_replies += replied;
        day.bounced += bounced;
      }
      rows.push(day);
    }
    return rows;
  };

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

    if (req.method === 'GET' && path === '/workspaces/current') return send(res, 200, { id: 'a1b2c3d4-0000-7000-8000-000000000001', name: 'Sandbox Outreach Workspace', owner: 'owner@outreach-sandbox.io' });
    if (req.method === 'GET' && path === '/accounts') {
      return page(res, ACCOUNTS.map((a) => ({ ...a, id: a.email })), url.searchParams.get('limit'), url.searchParams.get('starting_after'));
    }
    if (req.method === 'GET' && path === '/campaigns') return page(res, w.campaigns, url.searchParams.get('limit'), url.searchParams.get('starting_after'));
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
    const action = /^\/campaigns\/([^/]+)(?:\/(pause|activate))?$/.exec(path);
    if (action) {
      const campaign = w.campaigns.find((c) => c.id === decodeURIComponent(action[1]!));
      if (!campaign) return fail(res, 404, 'Not Found', 'Campaign not found');
      if (req.method === 'GET' && !action[2]) return send(res, 200, campaign);
      if (req.method === 'POST' && action[2] === 'pause') {
        campaign.status = 2;
        return send(res, 200, campaign);
      }
      if (req.method === 'POST' && action[2] === 'activate') {
        campaign.status = 1;
        return send(res, 200, campaign);
      }
    }
    const addLead = (campaignId: string, raw: Record<string, unknown>, skipIfInCampaign: boolean): 'added' | 'skipped' | 'invalid' => {
      const email = typeof raw.email === 'string' ? raw.email.trim() : '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'invalid';
      if (skipIfInCampaign && w.leads.some((l) => l.campaign === campaignId && l.email.toLowerCase() === email.toLowerCase())) return 'skipped';
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      w.leads.push({ id: newId(w, 'lead'), email, first_name: str(raw.first_name), last_name: str(raw.last_name), company_name: str(raw.company_name), campaign: campaignId, timestamp_created: new Date().toISOString() });
      return 'added';
    };
    if (req.method === 'POST' && path === '/leads/add') {
      const campaignId = json.campaign_id;
      if (typeof campaignId !== 'string' || !w.campaigns.some((c) => c.id === campaignId)) return fail(res, 404, 'Not Found', 'Campaign not found');
      if (!Array.isArray(json.leads) || json.leads.length > 1000) return fail(res, 400, 'Bad Request', 'body/leads must be an array of at most 1000 items');
      const outcomes = (json.leads as Record<string, unknown>[]).map((l) => addLead(campaignId, l ?? {}, json.skip_if_in_campaign === true));
      return send(res, 200, {
        status: 'success',
        total_sent: outcomes.length,
        leads_uploaded: outcomes.filter((o) => o === 'added').length,
        skipped_count: outcomes.filter((o) => o === 'skipped').length,
        invalid_email_count: outcomes.filter((o) => o === 'invalid').length,
        in_blocklist: 0,
      });
    }
    if (req.method === 'POST' && path === '/leads') {
      const campaignId = json.campaign;
      if (typeof campaignId !== 'string' || !w.campaigns.some((c) => c.id === campaignId)) return fail(res, 404, 'Not Found', 'Campaign not found');
      const outcome = addLead(campaignId, json, json.skip_if_in_campaign === true);
      if (outcome === 'invalid') return fail(res, 400, 'Bad Request', 'body/email must be an email');
      return send(res, 200, w.leads.at(-1));
    }
    if (req.method === 'POST' && path === '/leads/list') {
      const campaignId = typeof json.campaign === 'string' ? json.campaign : null;
      const rows = campaignId ? w.leads.filter((l) => l.campaign === campaignId) : w.leads;
      return page(res, rows, json.limit, json.starting_after);
    }
    return fail(res, 404, 'Not Found', `Route ${req.method}:${url.pathname} not found`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'Internal Server Error', 'sandbox failure'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    failNext(n, status) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
