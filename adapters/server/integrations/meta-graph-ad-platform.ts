import type { AdAccount, AdInsights, AdPlatformProvider, CampaignInsight, DailyInsight, DateRange } from '../../../core/server/integrations/ad-platform-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from './provider-http.ts';

/** The Graph API version the adapter was written against (https://developers.facebook.com/docs/graph-api/changelog). */
export const META_GRAPH_VERSION = 'v23.0';
export const META_GRAPH_URL = `https://graph.facebook.com/${META_GRAPH_VERSION}`;

/** Pages of a paged answer we follow at most (100 rows each): a runaway `paging.next` cannot loop us. */
const MAX_PAGES = 20;
/** Graph API error codes that mean "slow down" although the status is 400 (rate limiting docs). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80000, 80003, 80004, 80014]);
/**
 * Codes that mean the person must connect again: 190 (token expired, revoked or invalid, whatever its subcode),
 * 102 (session gone, with or without a subcode), 10 and 200-299 (a permission not granted or taken back).
 * The type `OAuthException` alone says nothing: Graph sends it with code 100 (a bad parameter) too.
 */
const isReconnect = (code: number): boolean => code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299);
/** Conversion action types, in order of preference, so a purchase is not counted twice under several names. */
const CONVERSION_TYPES = ['omni_purchase', 'purchase', 'offsite_conversion.fb_pixel_purchase', 'lead', 'complete_registration'];

interface GraphError {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string };
}
interface Paged<T> {
  data?: T[];
  paging?: { next?: string };
}
interface GraphAction {
  action_type?: string;
  value?: string;
}
interface InsightRow {
  campaign_id?: string;
  campaign_name?: string;
  date_start?: string;
  spend?: string;
  impressions?: string;
  clicks?: string;
  actions?: GraphAction[];
  action_values?: GraphAction[];
}

/** A provider's message without anything that looks like a token, cut to a sentence's length. */
function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) return null;
  const error = (response.body as GraphError | null)?.error;
  const code = error?.code;
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) return 'retry';
  if (code !== undefined && isReconnect(code)) return new ProviderError('auth_refused', cleanDetail(error?.message));
  // Code 100 and the rest: our request, not the token. A bare 401 without a Graph code is still a refusal.
  if (response.status === 401 && code === undefined) return new ProviderError('auth_refused', cleanDetail(error?.message));
  if (response.status === 404) return new ProviderError('not_found', cleanDetail(error?.message));
  if (response.status >= 500) return new ProviderError('unavailable', cleanDetail(error?.message));
  return new ProviderError('bad_response', cleanDetail(error?.message));
}

const num = (value: string | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

function preferred(actions: GraphAction[] | undefined): number | null {
  if (!actions?.length) return null;
  for (const type of CONVERSION_TYPES) {
    const found = actions.find((a) => a.action_type === type);
    if (found) return num(found.value);
  }
  return null;
}

/**
 * Meta's Marketing API (Graph API) for ad accounts and their insights, with the token in the Authorization
 * header (never in a URL that could be logged). The base URL comes from configuration, so tests and the
 * sandbox point it at a local fake.
 */
export class MetaGraphAdPlatform implements AdPlatformProvider {
  constructor(
    private readonly baseUrl: string = META_GRAPH_URL,
    readonly sandbox = false,
    private readonly http: ProviderHttpOptions = {},
  ) {}

  async adAccounts(accessToken: string): Promise<AdAccount[]> {
    const rows = await this.paged<{ id?: string; name?: string; currency?: string }>(accessToken, `/me/adaccounts?${new URLSearchParams({ fields: 'id,name,currency', limit: '100' })}`);
    return rows.filter((r) => typeof r.id === 'string').map((r) => ({ id: r.id!, name: r.name ?? r.id!, currency: r.currency ?? 'USD' }));
  }

  async insights(accessToken: string, accountId: string, range: DateRange): Promise<AdInsights> {
    const found = await this.object<{ id?: string; name?: string; currency?: string }>(accessToken, `/${encodeURIComponent(accountId)}?${new URLSearchParams({ fields: 'id,name,currency' })}`);
    const account: AdAccount = { id: found.id ?? accountId, name: found.name ?? accountId, currency: found.currency ?? 'USD' };
    const timeRange = JSON.stringify({ since: range.since, until: range.until });
    const fields = 'campaign_id,campaign_name,spend,impressions,clicks,actions,action_values';
    const byCampaign = await this.paged<InsightRow>(accessToken, `/${encodeURIComponent(account.id)}/insights?${new URLSearchParams({ level: 'campaign', fields, time_range: timeRange, limit: '100' })}`);
    const byDay = await this.paged<InsightRow>(
      accessToken,
      `/${encodeURIComponent(account.id)}/insights?${new URLSearchParams({ level: 'account', fields: 'spend,impressions,clicks,actions,action_values', time_range: timeRange, time_increment: '1', limit: '100' })}`,
    );
    const campaigns: CampaignInsight[] = byCampaign.map((r) => ({
      campaignId: r.campaign_id ?? '',
      campaignName: r.campaign_name ?? r.campaign_id ?? '',
      spend: num(r.spend),
      impressions: num(r.impressions),
      clicks: num(r.clicks),
      conversions: preferred(r.actions) ?? 0,
      conversionValue: preferred(r.action_values),
    }));
    const daily: DailyInsight[] = byDay
      .filter((r) => r.date_start)
      .map((r) => ({ date: r.date_start!, spend: num(r.spend), impressions: num(r.impressions), clicks: num(r.clicks), conversions: preferred(r.actions) ?? 0, conversionValue: preferred(r.action_values) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { account, campaigns, daily };
  }

  private async object<T>(accessToken: string, path: string): Promise<T> {
    const response = await providerRequest(`${this.baseUrl}${path}`, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } }, classify, this.http);
    if (!response.body || typeof response.body !== 'object') throw new ProviderError('bad_response', 'the answer was not an object');
    return response.body as T;
  }

  private async paged<T>(accessToken: string, path: string): Promise<T[]> {
    const rows: T[] = [];
    let url: string | undefined = `${this.baseUrl}${path}`;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      // Only follow `next` links to the same API: a provider answer must not send our token elsewhere.
      if (!url.startsWith(this.baseUrl)) throw new ProviderError('bad_response', 'a page link pointed outside the API');
      const response = await providerRequest(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } }, classify, this.http);
      const body = response.body as Paged<T> | null;
      if (!body || !Array.isArray(body.data)) throw new ProviderError('bad_response', 'the answer had no data list');
      rows.push(...body.data);
      url = body.paging?.next;
    }
    return rows;
  }
}
