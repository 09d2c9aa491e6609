import * as oauth from 'oauth4webapi';
import type { AnalyticsAccount, AnalyticsDimension, AnalyticsProvider, AnalyticsRow, OAuthGrant } from '../../../core/server/integrations/analytics-provider.ts';
import type { DateRange } from '../../../core/server/integrations/ad-platform-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { GA4_SCOPE } from '../../../core/domain/integrations/analytics.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from './provider-http.ts';

/** Google's documented endpoints; each can be pointed elsewhere (the contract fake, the sandbox). */
export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  adminApi: 'https://analyticsadmin.googleapis.com/v1beta',
  dataApi: 'https://analyticsdata.googleapis.com/v1beta',
};

export interface GoogleAnalyticsSettings {
  clientId?: string;
  clientSecret?: string;
  endpoints?: Partial<typeof GOOGLE_ENDPOINTS>;
  sandbox?: boolean;
  http?: ProviderHttpOptions;
}

const DIMENSIONS: Record<AnalyticsDimension, string> = {
  date: 'date',
  channel: 'sessionDefaultChannelGroup',
  landing_page: 'landingPage',
  source_medium: 'sessionSourceMedium',
};
const METRICS = ['sessions', 'totalUsers', 'newUsers', 'engagementRate', 'keyEvents', 'totalRevenue'];
/** Pages of account summaries followed at most (200 accounts each). */
const MAX_PAGES = 10;

interface GoogleError {
  error?: { code?: number; message?: string; status?: string };
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) return null;
  const error = (response.body as GoogleError | null)?.error;
  const detail = (error?.message ?? `status ${response.status}`).slice(0, 300);
  if (response.status === 429 || error?.status === 'RESOURCE_EXHAUSTED') return 'retry';
  if (response.status === 401 || error?.status === 'UNAUTHENTICATED') return new ProviderError('auth_refused', detail);
  if (response.status === 403 || error?.status === 'PERMISSION_DENIED') return new ProviderError('auth_refused', detail);
  if (response.status === 404) return new ProviderError('not_found', detail);
  if (response.status >= 500) return new ProviderError('unavailable', detail);
  return new ProviderError('bad_response', detail);
}

const num = (value: string | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** GA4's `date` dimension is YYYYMMDD. */
const isoDate = (value: string) => (/^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value);

/** The days from `since` to `until` (YYYY-MM-DD), both included. */
function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.until}T00:00:00Z`);
  for (let t = Date.parse(`${range.since}T00:00:00Z`); t <= end && days.length < 1000; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * A row for every day of the range. GA4 leaves out the rows whose metrics are all zero (a day without a visit)
 * unless the request sets keepEmptyRows, and even then has no row for a day it recorded nothing on: the missing
 * days are zeros, not gaps.
 */
function everyDay(rows: AnalyticsRow[], range: DateRange, withRevenue: boolean): AnalyticsRow[] {
  const byDay = new Map(rows.map((r) => [r.key, r]));
  const days = daysOf(range);
  if (!days.length) return rows;
  return days.map((key) => byDay.get(key) ?? { key, sessions: 0, users: 0, newUsers: 0, engagementRate: 0, keyEvents: 0, revenue: withRevenue ? 0 : null });
}

/**
 * Google Analytics 4 over its documented REST APIs: OAuth 2.0 with PKCE through oauth4webapi (offline access,
 * so Google returns a refresh token), the Admin API's account summaries and the Data API's runReport.
 */
export class GoogleAnalyticsProvider implements AnalyticsProvider {
  private readonly endpoints: typeof GOOGLE_ENDPOINTS;
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  readonly sandbox: boolean;

  constructor(private readonly settings: GoogleAnalyticsSettings) {
    this.endpoints = { ...GOOGLE_ENDPOINTS, ...settings.endpoints };
    this.as = { issuer: 'https://accounts.google.com', authorization_endpoint: this.endpoints.authorize, token_endpoint: this.endpoints.token };
    this.client = { client_id: settings.clientId ?? '' };
    this.sandbox = Boolean(settings.sandbox);
  }

  get configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  /** oauth4webapi refuses plain http; the contract fake and the sandbox are on loopback only. */
  private get requestOptions() {
    return new URL(this.endpoints.token).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
  }

  newCodeVerifier(): string {
    return oauth.generateRandomCodeVerifier();
  }

  async authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<string> {
    const url = new URL(this.endpoints.authorize);
    url.searchParams.set('client_id', this.client.client_id);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', GA4_SCOPE);
    url.searchParams.set('state', request.state);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    // Offline access and a consent prompt, so Google returns a refresh token every time.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
    url.searchParams.set('include_granted_scopes', 'true');
    return url.toString();
  }

  async exchangeCode(request: { callback: URLSearchParams; state: string; codeVerifier: string; redirectUri: string }): Promise<OAuthGrant> {
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(this.as, this.client, request.callback, request.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError) throw new ProviderError('auth_refused', error.error_description ?? error.error);
      throw new ProviderError('bad_response', 'the answer from Google did not match this request');
    }
    const tokens = await this.tokenCall(() =>
      oauth.authorizationCodeGrantRequest(this.as, this.client, oauth.ClientSecretPost(this.settings.clientSecret ?? ''), params, request.redirectUri, request.codeVerifier, this.requestOptions),
      (response) => oauth.processAuthorizationCodeResponse(this.as, this.client, response),
    );
    if (!tokens.refresh_token) throw new ProviderError('bad_response', 'Google returned no refresh token');
    return {
      refreshToken: tokens.refresh_token,
      accessToken: tokens.access_token,
      expiresInSeconds: tokens.expires_in ?? 3600,
      scopes: (tokens.scope ?? '').split(' ').filter(Boolean),
    };
  }

  async refreshAccessToken(refreshToken: string): Promise<{ accessToken: string; expiresInSeconds: number }> {
    const tokens = await this.tokenCall(
      () => oauth.refreshTokenGrantRequest(this.as, this.client, oauth.ClientSecretPost(this.settings.clientSecret ?? ''), refreshToken, this.requestOptions),
      (response) => oauth.processRefreshTokenResponse(this.as, this.client, response),
    );
    return { accessToken: tokens.access_token, expiresInSeconds: tokens.expires_in ?? 3600 };
  }

  async accountSummaries(accessToken: string): Promise<AnalyticsAccount[]> {
    const accounts: AnalyticsAccount[] = [];
    let pageToken = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
      const response = await providerRequest(`${this.endpoints.adminApi}/accountSummaries?${query}`, { headers: this.auth(accessToken) }, classify, this.settings.http);
      const body = response.body as {
        accountSummaries?: { account?: string; displayName?: string; propertySummaries?: { property?: string; displayName?: string }[] }[];
        nextPageToken?: string;
      } | null;
      if (!body) throw new ProviderError('bad_response', 'the account summaries were empty');
      for (const summary of body.accountSummaries ?? []) {
        if (!summary.account) continue;
        accounts.push({
          id: summary.account.replace(/^accounts\//, ''),
          name: summary.displayName ?? summary.account,
          properties: (summary.propertySummaries ?? [])
            .filter((p) => p.property)
            .map((p) => ({ id: p.property!.replace(/^properties\//, ''), name: p.displayName ?? p.property! })),
        });
      }
      if (!body.nextPageToken) break;
      pageToken = body.nextPageToken;
    }
    return accounts;
  }

  async report(accessToken: string, propertyId: string, range: DateRange, dimension?: AnalyticsDimension, limit = 1000): Promise<AnalyticsRow[]> {
    if (!/^\d+$/.test(propertyId)) throw new ProviderError('not_found', 'not a GA4 property id');
    const body = {
      dateRanges: [{ startDate: range.since, endDate: range.until }],
      dimensions: dimension ? [{ name: DIMENSIONS[dimension] }] : [],
      metrics: METRICS.map((name) => ({ name })),
      limit: String(limit),
      orderBys: dimension === 'date' ? [{ dimension: { dimensionName: 'date' } }] : [{ metric: { metricName: 'sessions' }, desc: true }],
    };
    const response = await providerRequest(
      `${this.endpoints.dataApi}/properties/${propertyId}:runReport`,
      { method: 'POST', headers: { ...this.auth(accessToken), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      classify,
      this.settings.http,
    );
    const report = response.body as {
      metricHeaders?: { name?: string }[];
      rows?: { dimensionValues?: { value?: string }[]; metricValues?: { value?: string }[] }[];
    } | null;
    if (!report) throw new ProviderError('bad_response', 'the report was empty');
    const at = (name: string) => (report.metricHeaders ?? []).findIndex((h) => h.name === name);
    const revenueAt = at('totalRevenue');
    const rows = (report.rows ?? []).map((row): AnalyticsRow => {
      const metric = (name: string) => num(row.metricValues?.[at(name)]?.value);
      const key = row.dimensionValues?.[0]?.value ?? '';
      return {
        key: dimension === 'date' ? isoDate(key) : key,
        sessions: metric('sessions'),
        users: metric('totalUsers'),
        newUsers: metric('newUsers'),
        engagementRate: metric('engagementRate'),
        keyEvents: metric('keyEvents'),
        revenue: revenueAt < 0 || row.metricValues?.[revenueAt]?.value === undefined ? null : metric('totalRevenue'),
      };
    });
    return dimension === 'date' ? everyDay(rows, range, revenueAt >= 0) : rows;
  }

  private auth(accessToken: string): Record<string, string> {
    return { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' };
  }

  /** A token endpoint call: `invalid_grant` (revoked, expired) is a refusal; the rest is Google's trouble. */
  private async tokenCall<T>(send: () => Promise<Response>, process: (response: Response) => Promise<T>): Promise<T> {
    let response: Response;
    try {
      response = await send();
    } catch {
      throw new ProviderError('unavailable', 'Google could not be reached');
    }
    try {
      return await process(response);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) {
        const reason = error.error_description ?? error.error;
        if (error.error === 'invalid_grant' || error.error === 'invalid_client' || error.error === 'unauthorized_client') throw new ProviderError('auth_refused', reason);
        if (error.status === 429) throw new ProviderError('rate_limited', reason);
        throw new ProviderError(error.status >= 500 ? 'unavailable' : 'bad_response', reason);
      }
      throw new ProviderError('bad_response', 'Google answered in an unexpected way');
    }
  }
}
