import type { LeadCandidate, LeadSearchCriteria, LeadSearchPage, LeadSearchProvider } from '../../../core/server/integrations/leads/lead-search-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from './provider-http.ts';

/** Apollo's REST API (https://docs.apollo.io/reference). */
export const APOLLO_API_URL = 'https://api.apollo.io/api/v1';
/** Apollo's page size limit for people search. */
const MAX_PER_PAGE = 100;
/** Apollo shows at most 500 pages of a search. */
const MAX_PAGE = 500;

interface ApolloError {
  error?: string;
  message?: string;
}
interface ApolloOrganization {
  name?: string | null;
  estimated_num_employees?: number | null;
  industry?: string | null;
}
interface ApolloPerson {
  id?: string;
  first_name?: string | null;
  last_name?: string | null;
  last_name_obfuscated?: string | null;
  name?: string | null;
  title?: string | null;
  email?: string | null;
  linkedin_url?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  organization?: ApolloOrganization | null;
}
interface ApolloSearch {
  people?: ApolloPerson[];
  total_entries?: number;
  pagination?: { page?: number; per_page?: number; total_entries?: number; total_pages?: number };
}

/** A provider's message without anything that looks like a key, cut to a sentence's length. */
function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_:=+/-]{20,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) return null;
  const body = response.body as ApolloError | null;
  const message = body?.error ?? body?.message;
  if (response.status === 401 || response.status === 403) return new ProviderError('auth_refused', cleanDetail(message ?? 'the API key was refused'));
  if (response.status === 404) return new ProviderError('not_found', cleanDetail(message ?? 'no such person'));
  if (response.status >= 500) return new ProviderError('unavailable', cleanDetail(message ?? `it answered ${response.status}`));
  return new ProviderError('bad_response', cleanDetail(message ?? `it answered ${response.status}`));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Apollo's organization head count as the range it falls into (the ranges the search filters by). */
function sizeRange(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  const bounds = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
  let low = 1;
  for (const high of bounds) {
    if (count <= high) return `${low}-${high}`;
    low = high + 1;
  }
  return '10001+';
}

function candidate(p: ApolloPerson): LeadCandidate | null {
  const id = text(p.id);
  if (!id) return null;
  const location = [text(p.city), text(p.state), text(p.country)].filter(Boolean).join(', ') || null;
  const linkedin = text(p.linkedin_url);
  const email = text(p.email);
  return {
    externalId: id,
    firstName: text(p.first_name) ?? '',
    lastName: text(p.last_name) ?? text(p.last_name_obfuscated) ?? '',
    title: text(p.title),
    company: text(p.organization?.name),
    companySize: sizeRange(p.organization?.estimated_num_employees),
    industry: text(p.organization?.industry),
    location,
    linkedinUrl: linkedin && /^https?:\/\//i.test(linkedin) ? linkedin : null,
    // Apollo writes placeholders for emails it has not revealed.
    email: email && email.includes('@') && !email.startsWith('email_not_unlocked') ? email.toLowerCase() : null,
  };
}

/**
 * Apollo people search (`mixed_people/api_search`, free, no emails), enrichment (`people/match`, spends
 * credits) and key check (`auth/health`), with the key in the `x-api-key` header only, never in a URL.
 */
export class ApolloLeadSearch implements LeadSearchProvider {
  constructor(
    private readonly baseUrl: string = APOLLO_API_URL,
    readonly sandbox = false,
    private readonly http: ProviderHttpOptions = {},
  ) {}

  async search(apiKey: string, criteria: LeadSearchCriteria, page: number, perPage: number): Promise<LeadSearchPage> {
    const params = new URLSearchParams();
    for (const t of criteria.titles) params.append('person_titles[]', t);
    for (const s of criteria.seniorities) params.append('person_seniorities[]', s);
    for (const r of criteria.companySizes) params.append('organization_num_employees_ranges[]', r);
    for (const i of criteria.industries) params.append('q_organization_keyword_tags[]', i);
    for (const l of criteria.locations) params.append('person_locations[]', l);
    const wantedPage = Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE);
    params.set('page', String(wantedPage));
    params.set('per_page', String(Math.min(Math.max(1, Math.trunc(perPage)), MAX_PER_PAGE)));
    const body = await this.request<ApolloSearch>(apiKey, 'POST', `/mixed_people/api_search?${params}`);
    const people = (body.people ?? []).map(candidate).filter((c): c is LeadCandidate => c !== null);
    const total = body.pagination?.total_entries ?? body.total_entries ?? people.length;
    const size = body.pagination?.per_page ?? perPage;
    const totalPages = body.pagination?.total_pages ?? (size > 0 ? Math.ceil(total / size) : 1);
    return { people, page: body.pagination?.page ?? wantedPage, totalPages: Math.min(totalPages, MAX_PAGE), total };
  }

  async enrich(apiKey: string, externalId: string): Promise<LeadCandidate | null> {
    try {
      const body = await this.request<{ person?: ApolloPerson | null }>(apiKey, 'POST', '/people/match', { id: externalId, reveal_personal_emails: false, reveal_phone_number: false });
      return body.person ? candidate(body.person) : null;
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  async checkKey(apiKey: string): Promise<{ accountId: string; accountLabel: string }> {
    const body = await this.request<{ is_logged_in?: boolean; healthy?: boolean }>(apiKey, 'GET', '/auth/health');
    if (body.is_logged_in === false) throw new ProviderError('auth_refused', 'Apollo did not accept the API key');
    return { accountId: 'apollo', accountLabel: 'Apollo API key' };
  }

  private async request<T>(apiKey: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    const response = await providerRequest(
      `${this.baseUrl}${path}`,
      {
        method,
        headers: { 'x-api-key': apiKey, Accept: 'application/json', 'Cache-Control': 'no-cache', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      },
      classify,
      this.http,
    );
    if (!response.body || typeof response.body !== 'object') throw new ProviderError('bad_response', 'the answer was not an object');
    return response.body as T;
  }
}
