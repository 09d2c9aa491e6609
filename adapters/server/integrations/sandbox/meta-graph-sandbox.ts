import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { listenOnLoopback } from './loopback-server.ts';
import { META_GRAPH_VERSION } from '../meta-graph-ad-platform.ts';

/**
 * A local stand-in for the Graph API's ad account and insights endpoints, answering in their documented
 * shapes (`data` lists, `paging.next` links, `error` bodies with Graph error codes). The contract tests
 * run MetaGraphAdPlatform against it, and INTEGRATIONS_SANDBOX=true points the product at it so the
 * product can be shown without a Meta account. Its figures are made up, from a hash of the date.
 */
export interface MetaSandboxOptions {
  /** Tokens it accepts; any `sandbox-…` token when absent. */
  tokens?: Set<string>;
  /** Rows per page (Graph's default is 25). */
  pageSize?: number;
}

export interface MetaGraphSandbox {
  /** The base URL to give MetaGraphAdPlatform (with the API version). */
  url: string;
  /** Makes the next `count` requests answer as Graph does when rate limited: HTTP 400 with code 4 (app), 17 (user) or 613 (custom rate). */
  limitNext(count: number, how: 'code4' | 'code17' | 'code613'): void;
  /** Makes the next request answer with this Graph error (HTTP 400 unless `status` says otherwise). */
  failNext(error: { code: number; subcode?: number; type?: string; message: string; status?: number }): void;
  /** Revokes a token: it is then refused with code 190, as when the person changes their password. */
  revoke(token: string): void;
  /** Authorization headers seen, for asserting that the token travels only there. */
  readonly seen: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const CAMPAIGNS = [
  { id: '120210000000001', name: 'Spring sale - prospecting', share: 0.45 },
  { id: '120210000000002', name: 'Retargeting - cart visitors', share: 0.3 },
  { id: '120210000000003', name: 'Brand awareness - video', share: 0.25 },
];
const ACCOUNT = { id: 'act_1029384756', name: 'Sandbox Ads Account', currency: 'USD' };

function seeded(label: string): number {
  return createHash('sha256').update(label).digest().readUInt32BE(0) / 0xffffffff;
}

function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${until}T00:00:00Z`);
  for (let t = Date.parse(`${since}T00:00:00Z`); t <= end && days.length < 400; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

function dayFigures(day: string, share: number, label: string) {
  const r = seeded(`${label}:${day}`);
  const spend = Math.round((80 + r * 60) * share * 100) / 100;
  const impressions = Math.round(spend * (90 + r * 30));
  const clicks = Math.round(impressions * (0.011 + r * 0.006));
  const purchases = Math.round(clicks * (0.03 + r * 0.02));
  return { spend, impressions, clicks, purchases, value: Math.round(purchases * 54.5 * 100) / 100 };
}

function sum(days: string[], share: number, label: string) {
  const total = { spend: 0, impressions: 0, clicks: 0, purchases: 0, value: 0 };
  for (const day of days) {
    const f = dayFigures(day, share, label);
    total.spend += f.spend;
    total.impressions += f.impressions;
    total.clicks += f.clicks;
    total.purchases += f.purchases;
    total.value += f.value;
  }
  return total;
}

function row(figures: { spend: number; impressions: number; clicks: number; purchases: number; value: number }) {
  return {
    spend: figures.spend.toFixed(2),
    impressions: String(figures.impressions),
    clicks: String(figures.clicks),
    actions: [
      { action_type: 'link_click', value: String(figures.clicks) },
      { action_type: 'purchase', value: String(figures.purchases) },
    ],
    action_values: [{ action_type: 'purchase', value: figures.value.toFixed(2) }],
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function graphError(res: ServerResponse, status: number, code: number, message: string, type = 'OAuthException', subcode?: number): void {
  send(res, status, { error: { message, type, code, ...(subcode !== undefined ? { error_subcode: subcode } : {}), fbtrace_id: 'AbCdEfSandbox' } });
}

export async function startMetaGraphSandbox(options: MetaSandboxOptions = {}): Promise<MetaGraphSandbox> {
  const pageSize = options.pageSize ?? 25;
  const revoked = new Set<string>();
  const limits: ('code4' | 'code17' | 'code613')[] = [];
  const failures: { code: number; subcode?: number; type?: string; message: string; status?: number }[] = [];
  const seen: { path: string; authorization: string | undefined }[] = [];
  const prefix = `/${META_GRAPH_VERSION}`;
  let base = '';

  // `next` links name the host the request came to, as Graph's do (a proxy in front of the fake keeps working).
  const page = (res: ServerResponse, url: URL, rows: unknown[]) => {
    const after = Number(url.searchParams.get('after') ?? 0);
    const slice = rows.slice(after, after + pageSize);
    const next = new URL(url.toString());
    next.searchParams.set('after', String(after + pageSize));
    send(res, 200, { data: slice, paging: { cursors: { before: String(after), after: String(after + pageSize) }, ...(after + pageSize < rows.length ? { next: `${next.origin}${next.pathname}${next.search}` } : {}) } });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'sandbox'}`);
    seen.push({ path: url.pathname, authorization: req.headers.authorization });
    if (req.method !== 'GET' || !url.pathname.startsWith(prefix)) return graphError(res, 400, 100, 'Unsupported request', 'GraphMethodException');
    const limit = limits.shift();
    // Graph says "slow down" with HTTP 400 and a code, not with a 429, and sends no Retry-After.
    if (limit === 'code4') return graphError(res, 400, 4, '(#4) Application request limit reached');
    if (limit === 'code17') return graphError(res, 400, 17, '(#17) User request limit reached');
    if (limit === 'code613') return graphError(res, 400, 613, '(#613) Calls to this api have exceeded the rate limit.');
    const failure = failures.shift();
    if (failure) return graphError(res, failure.status ?? 400, failure.code, failure.message, failure.type ?? 'OAuthException', failure.subcode);
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token');
    if (!token) return graphError(res, 400, 2500, 'An active access token must be used to query information about the current user.');
    const accepted = options.tokens ? options.tokens.has(token) : token.startsWith('sandbox-');
    if (!accepted || revoked.has(token)) return graphError(res, 400, 190, 'Error validating access token: The session has been invalidated because the user changed their password.', 'OAuthException', 460);
    const path = url.pathname.slice(prefix.length);
    if (path === '/me/adaccounts') return page(res, url, [ACCOUNT]);
    if (path === `/${ACCOUNT.id}`) return send(res, 200, ACCOUNT);
    const insights = /^\/(act_\d+)\/insights$/.exec(path);
    if (!insights) return graphError(res, 404, 803, 'Some of the aliases you requested do not exist', 'OAuthException');
    if (insights[1] !== ACCOUNT.id) return graphError(res, 400, 100, 'Unsupported get request. Object does not exist or you lack permission.', 'GraphMethodException');
    let range: { since?: string; until?: string };
    try {
      range = JSON.parse(url.searchParams.get('time_range') ?? '{}') as { since?: string; until?: string };
    } catch {
      return graphError(res, 400, 100, 'Invalid parameter time_range', 'OAuthException');
    }
    if (!range.since || !range.until || !/^\d{4}-\d{2}-\d{2}$/.test(range.since) || !/^\d{4}-\d{2}-\d{2}$/.test(range.until)) {
      return graphError(res, 400, 100, 'Invalid parameter time_range', 'OAuthException');
    }
    const days = daysBetween(range.since, range.until);
    if (url.searchParams.get('level') === 'campaign') {
      return page(res, url, CAMPAIGNS.map((c) => ({ campaign_id: c.id, campaign_name: c.name, ...row(sum(days, c.share, c.id)), date_start: range.since, date_stop: range.until })));
    }
    if (url.searchParams.get('time_increment') === '1') {
      return page(res, url, days.map((day) => {
        const total = { spend: 0, impressions: 0, clicks: 0, purchases: 0, value: 0 };
        for (const c of CAMPAIGNS) {
          const f = dayFigures(day, c.share, c.id);
          total.spend += f.spend;
          total.impressions += f.impressions;
          total.clicks += f.clicks;
          total.purchases += f.purchases;
          total.value += f.value;
        }
        return { ...row(total), date_start: day, date_stop: day };
      }));
    }
    return page(res, url, [{ ...row(CAMPAIGNS.reduce((acc, c) => { const s = sum(days, c.share, c.id); return { spend: acc.spend + s.spend, impressions: acc.impressions + s.impressions, clicks: acc.clicks + s.clicks, purchases: acc.purchases + s.purchases, value: acc.value + s.value }; }, { spend: 0, impressions: 0, clicks: 0, purchases: 0, value: 0 })), date_start: range.since, date_stop: range.until }]);
  };

  const server: Server = createServer(handle);
  const loopback = await listenOnLoopback(server);
  base = `${loopback.url}${prefix}`;
  return {
    url: base,
    limitNext: (count, how) => {
      for (let i = 0; i < count; i++) limits.push(how);
    },
    failNext: (error) => void failures.push(error),
    revoke: (token) => revoked.add(token),
    seen,
    close: loopback.close,
  };
}
