import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';
import type { GOOGLE_ENDPOINTS } from '../google-analytics-provider.ts';

/**
 * A local stand-in for Google's OAuth 2.0 server (a consent page, the token endpoint with PKCE S256 and refresh
 * tokens that can be revoked) and the GA4 Admin and Data APIs (account summaries, runReport), answering in their
 * documented shapes. The contract tests run GoogleAnalyticsProvider against it; INTEGRATIONS_SANDBOX=true points
 * the product at it. Its figures are made up, from a hash of the date.
 */
export interface GoogleAnalyticsSandbox {
  endpoints: typeof GOOGLE_ENDPOINTS;
  clientId: string;
  clientSecret: string;
  /** Revokes every refresh token: the next refresh answers `invalid_grant`, as after the person removes access. */
  revokeAll(): void;
  /** Makes the next `count` API calls answer 429 RESOURCE_EXHAUSTED. */
  limitNext(count: number): void;
  /** Moves the fake's clock on: access tokens last an hour, and refresh tokens of an app in Testing status 7 days. */
  advance(ms: number): void;
  /** Sets the OAuth consent screen's publishing status (see the option). */
  setConsentScreen(status: 'testing' | 'in_production'): void;
  close(): Promise<void>;
}

const ACCOUNTS = [
  {
    account: 'accounts/2001', displayName: 'Sandbox Retail',
    propertySummaries: [
      { property: 'properties/300001', displayName: 'sandbox-shop.example (web)', propertyType: 'PROPERTY_TYPE_ORDINARY', parent: 'accounts/2001' },
      { property: 'properties/300002', displayName: 'Sandbox Shop app', propertyType: 'PROPERTY_TYPE_ORDINARY', parent: 'accounts/2001' },
    ],
  },
  { account: 'accounts/2002', displayName: 'Sandbox Blog', propertySummaries: [{ property: 'properties/300003', displayName: 'blog.sandbox.example', propertyType: 'PROPERTY_TYPE_ORDINARY', parent: 'accounts/2002' }] },
];
const CHANNELS: [string, number][] = [['Organic Search', 0.38], ['Paid Social', 0.22], ['Direct', 0.16], ['Email', 0.12], ['Paid Search', 0.08], ['Referral', 0.04]];
const PAGES: [string, number][] = [['/', 0.34], ['/spring-sale', 0.24], ['/products/linen-shirt', 0.16], ['/blog/how-to-style-linen', 0.14], ['/about', 0.12]];
const SOURCES: [string, number][] = [['google / organic', 0.36], ['facebook / paid', 0.14], ['instagram / paid', 0.08], ['(direct) / (none)', 0.16], ['newsletter / email', 0.12], ['google / cpc', 0.08], ['partner.example / referral', 0.06]];

const seeded = (label: string) => createHash('sha256').update(label).digest().readUInt32BE(0) / 0xffffffff;

function days(since: string, until: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${until}T00:00:00Z`);
  for (let t = Date.parse(`${since}T00:00:00Z`); t <= end && out.length < 400; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

function day(property: string, date: string) {
  const r = seeded(`${property}:${date}`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const sessions = Math.round((900 + r * 400) * (weekday === 0 || weekday === 6 ? 0.7 : 1));
  const users = Math.round(sessions * 0.78);
  return { sessions, users, newUsers: Math.round(users * 0.55), engaged: Math.round(sessions * (0.55 + r * 0.1)), keyEvents: Math.round(sessions * 0.021), revenue: Math.round(sessions * 0.021 * 61.4 * 100) / 100 };
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (d) => (body += String(d)));
    req.on('end', () => resolve(body));
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface GoogleAnalyticsSandboxOptions {
  /**
   * The OAuth consent screen's publishing status. In `testing`, Google ends every grant 7 days after it was
   * given: the refresh token then answers `invalid_grant`, exactly as a revoked one does.
   */
  consentScreen?: 'testing' | 'in_production';
  /** Days (YYYY-MM-DD) on which every property had no traffic at all. */
  quietDays?: string[];
}

const TESTING_GRANT_MS = 7 * 24 * 60 * 60 * 1000;
const ACCESS_MS = 3599 * 1000;

/** The small blog property has days without a single visit, as small sites do. */
const quiet = (property: string, date: string, quietDays: readonly string[]) => quietDays.includes(date) || (property === '300003' && seeded(`quiet:${date}`) < 0.2);

export async function startGoogleAnalyticsSandbox(options: GoogleAnalyticsSandboxOptions = {}): Promise<GoogleAnalyticsSandbox> {
  const quietDays = options.quietDays ?? [];
  let consentScreen = options.consentScreen ?? 'in_production';
  let skewMs = 0;
  const now = () => Date.now() + skewMs;
  const clientId = 'sandbox-client.apps.googleusercontent.com';
  const clientSecret = `sandbox-secret-${randomBytes(8).toString('hex')}`;
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  /** Refresh tokens and when each was issued. */
  const refreshTokens = new Map<string, number>();
  /** Access tokens and when each was issued (they last ACCESS_MS). */
  const accessTokens = new Map<string, number>();
  let limited = 0;

  const issueAccess = () => {
    const token = `ya29.sandbox-${randomBytes(16).toString('hex')}`;
    accessTokens.set(token, now());
    return token;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    // The consent page: what a person sees at Google, with Allow and Deny.
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const p = url.searchParams;
      if (p.get('client_id') !== clientId || p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge') || !p.get('redirect_uri')) {
        res.writeHead(400, { 'Content-Type': 'text/html' });
        return res.end('<!doctype html><title>Error 400: invalid_request</title><h1>Error 400: invalid_request</h1>');
      }
      const hidden = [...p.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><head><title>Sign in - Google Accounts (sandbox)</title></head><body><main>
<h1>Marketing Workspace wants to access your Google Account</h1>
<p>This will allow Marketing Workspace to: See and download your Google Analytics data (${escapeHtml(p.get('scope') ?? '')})</p>
<form method="get" action="/o/oauth2/v2/auth/decide">${hidden}<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Cancel</button></form>
</main></body></html>`);
    }
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth/decide') {
      const p = url.searchParams;
      const back = new URL(p.get('redirect_uri')!);
      if (p.get('state')) back.searchParams.set('state', p.get('state')!);
      if (p.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = `4/sandbox-${randomBytes(12).toString('hex')}`;
        codes.set(code, { challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')!, scope: p.get('scope') ?? '' });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', p.get('scope') ?? '');
      }
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    // The Google Account's "Third-party apps with account access" page: removing access revokes every grant.
    if (req.method === 'GET' && url.pathname === '/account/permissions') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><head><title>Third-party apps with account access (sandbox)</title></head><body><main>
<h1>Third-party apps with account access</h1>
<p>Marketing Workspace has access to: See and download your Google Analytics data</p>
<form method="post" action="/account/permissions/remove"><button>Remove access</button></form>
</main></body></html>`);
    }
    if (req.method === 'POST' && url.pathname === '/account/permissions/remove') {
      refreshTokens.clear();
      accessTokens.clear();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><html lang="en"><head><title>Access removed (sandbox)</title></head><body><main><h1>Access removed</h1><p>Marketing Workspace no longer has access to your Google Account.</p></main></body></html>');
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await read(req));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        const refresh = `1//sandbox-${randomBytes(16).toString('hex')}`;
        refreshTokens.set(refresh, now());
        return json(res, 200, { access_token: issueAccess(), expires_in: 3599, refresh_token: refresh, scope: grant.scope, token_type: 'Bearer' });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const issued = refreshTokens.get(form.get('refresh_token') ?? '');
        const lapsed = issued !== undefined && consentScreen === 'testing' && now() - issued >= TESTING_GRANT_MS;
        if (issued === undefined || lapsed) return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(res, 200, { access_token: issueAccess(), expires_in: 3599, scope: 'https://www.googleapis.com/auth/analytics.readonly', token_type: 'Bearer' });
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    // The APIs: a bearer token we issued, else 401 UNAUTHENTICATED.
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const issuedAt = token ? accessTokens.get(token) : undefined;
    if (issuedAt === undefined || now() - issuedAt >= ACCESS_MS) return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    if (limited > 0) {
      limited--;
      return json(res, 429, { error: { code: 429, message: 'Exhausted property tokens per hour for a project per property.', status: 'RESOURCE_EXHAUSTED' } }, { 'Retry-After': '1' });
    }
    if (req.method === 'GET' && url.pathname === '/admin/v1beta/accountSummaries') return json(res, 200, { accountSummaries: ACCOUNTS });
    const report = /^\/data\/v1beta\/properties\/(\d+):runReport$/.exec(url.pathname);
    if (req.method === 'POST' && report) {
      const property = report[1]!;
      if (!ACCOUNTS.some((a) => a.propertySummaries.some((p) => p.property === `properties/${property}`))) {
        return json(res, 403, { error: { code: 403, message: 'User does not have sufficient permissions for this property.', status: 'PERMISSION_DENIED' } });
      }
      const body = JSON.parse(await read(req)) as { dateRanges: { startDate: string; endDate: string }[]; dimensions?: { name: string }[]; metrics: { name: string }[]; keepEmptyRows?: boolean };
      const range = body.dateRanges[0]!;
      const dimension = body.dimensions?.[0]?.name;
      const list = days(range.startDate, range.endDate).map((d) => (quiet(property, d, quietDays) ? { date: d, sessions: 0, users: 0, newUsers: 0, engaged: 0, keyEvents: 0, revenue: 0 } : { date: d, ...day(property, d) }));
      const sum = (rows: typeof list, share = 1) => {
        const s = rows.reduce((a, r) => ({ sessions: a.sessions + r.sessions, users: a.users + r.users, newUsers: a.newUsers + r.newUsers, engaged: a.engaged + r.engaged, keyEvents: a.keyEvents + r.keyEvents, revenue: a.revenue + r.revenue }), { sessions: 0, users: 0, newUsers: 0, engaged: 0, keyEvents: 0, revenue: 0 });
        return { sessions: Math.round(s.sessions * share), users: Math.round(s.users * share), newUsers: Math.round(s.newUsers * share), engaged: Math.round(s.engaged * share), keyEvents: Math.round(s.keyEvents * share), revenue: Math.round(s.revenue * share * 100) / 100 };
      };
      const values = (f: ReturnType<typeof sum>) => {
        const by: Record<string, string> = { sessions: String(f.sessions), totalUsers: String(f.users), newUsers: String(f.newUsers), engagementRate: String(f.sessions ? f.engaged / f.sessions : 0), keyEvents: String(f.keyEvents), totalRevenue: String(f.revenue) };
        return body.metrics.map((m) => ({ value: by[m.name] ?? '0' }));
      };
      let rows: { dimensionValues: { value: string }[]; metricValues: { value: string }[] }[];
      if (dimension === 'date') rows = list.map((r) => ({ dimensionValues: [{ value: r.date.replaceAll('-', '') }], metricValues: values(sum([r])) }));
      else if (dimension) {
        const shares = dimension === 'sessionDefaultChannelGroup' ? CHANNELS : dimension === 'landingPage' ? PAGES : SOURCES;
        rows = shares.map(([label, share]) => ({ dimensionValues: [{ value: label }], metricValues: values(sum(list, share)) }));
      } else rows = [{ dimensionValues: [], metricValues: values(sum(list)) }];
      // Google leaves out every row whose metrics are all zero (a day without traffic) unless keepEmptyRows is set,
      // and, as proto3 JSON does, leaves out an empty `rows` and a zero `rowCount`.
      if (!body.keepEmptyRows) rows = rows.filter((r) => r.metricValues.some((m) => Number(m.value) !== 0));
      return json(res, 200, {
        dimensionHeaders: dimension ? [{ name: dimension }] : [],
        metricHeaders: body.metrics.map((m) => ({ name: m.name, type: m.name === 'totalRevenue' ? 'TYPE_CURRENCY' : m.name === 'engagementRate' ? 'TYPE_FLOAT' : 'TYPE_INTEGER' })),
        ...(rows.length ? { rows, rowCount: rows.length } : {}),
        metadata: { currencyCode: 'USD', timeZone: 'Etc/UTC' },
        kind: 'analyticsData#runReport',
      });
    }
    return json(res, 404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  const loopback = await listenOnLoopback(server);
  const base = loopback.url;
  return {
    endpoints: { authorize: `${base}/o/oauth2/v2/auth`, token: `${base}/token`, adminApi: `${base}/admin/v1beta`, dataApi: `${base}/data/v1beta` },
    clientId,
    clientSecret,
    revokeAll: () => {
      // As when the person removes the app's access at Google: every token stops working.
      refreshTokens.clear();
      accessTokens.clear();
    },
    limitNext: (count) => (limited += count),
    advance: (ms) => void (skewMs += ms),
    setConsentScreen: (status) => void (consentScreen = status),
    close: loopback.close,
  };
}
