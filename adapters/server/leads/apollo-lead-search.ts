import type { LeadCandidate, LeadSearchCriteria, LeadSearchPage, LeadSearchProvider } from '../../../core/server/leads/lead-search-provider.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from '../integrations/provider-http.ts';

/** Apollo's REST API (https://docs.apollo.io/reference). */
export const APOLLO_API_URL = 'https://api.apollo.io/api/v1';
/** Apollo's page size limit for people search. */
const MAX_PER_PAGE = 100;
/** Apollo shows at most 500 pages of a search. */
const MAX_PAGE = 500;

interface ApolloError {
  error?: string;
  error_code?: string;
  message?: string;
}
interface ApolloOrganization {
  name?: string | null;
  estimated_num_employees?: number | null;
  industry?: string | null;
}
/** A person as people search gives them: the last name masked, and flags for what Apollo has. */
interface ApolloSearchPerson {
  id?: string;
  first_name?: string | null;
  last_name_obfuscated?: string | null;
  title?: string | null;
  has_email?: boolean;
  organization?: { name?: string | null } | null;
}
/** A person as enrichment (`people/match`) gives them. */
interface ApolloPerson {
  id?: string;
  first_name?: string | null;
  last_name?: string | null;
  title?: string | null;
  email?: string | null;
  linkedin_url?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  organization?: ApolloOrganization | null;
}
interface ApolloSearch {
  people?: ApolloSearchPerson[];
  /** At the top level: people search has no pagination object. */
  total_entries?: number;
}

const NOT_MASTER = "this API key is not a master key, and Apollo's people search works only with a master key (create one in Apollo under Settings, API keys)";

/** A provider's message without anything that looks like a key, cut to a sentence's length. */
function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_:=+/-]{20,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) return null;
  const body = response.body as ApolloError | null;
  const message = body?.error ?? body?.message;
  // A key that is not a master key: Apollo answers people search with 403 API_INACCESSIBLE.
  if (response.status === 403 && body?.error_code === 'API_INACCESSIBLE') return new ProviderError('auth_refused', NOT_MASTER);
  // Apollo answers a wrong key with a plain-text 401, not JSON.
  if (response.status === 401 || response.status === 403) return new ProviderError('auth_refused', cleanDetail(message ?? 'Apollo did not accept the API key'));
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

/** A person as people search found them: what the search does not give stays null until enrichment. */
function found(p: ApolloSearchPerson): LeadCandidate | null {
  const id = text(p.id);
  if (!id) return null;
  const masked = text(p.last_name_obfuscated);
  return {
    externalId: id,
    firstName: text(p.first_name) ?? '',
    lastName: masked ?? '',
    lastNameMasked: masked !== null,
    hasEmail: typeof p.has_email === 'boolean' ? p.has_email : null,
    title: text(p.title),
    company: text(p.organization?.name),
    companySize: null,
    industry: null,
    location: null,
    linkedinUrl: null,
    email: null,
  };
}

/** A person as enrichment gives them: everything the product shows. */
function enriched(p: ApolloPerson): LeadCandidate | null {
  const id = text(p.id);
  if (!id) return null;
  const location = [text(p.city), text(p.state), text(p.country)].filter(Boolean).join(', ') || null;
  const linkedin = text(p.linkedin_url);
  const email = text(p.email);
  // Apollo writes placeholders for emails it has not revealed.
  const realEmail = email && email.includes('@') && !email.startsWith('email_not_unlocked') ? email.toLowerCase() : null;
  return {
    externalId: id,
    firstName: text(p.first_name) ?? '',
    lastName: text(p.last_name) ?? '',
    lastNameMasked: false,
    hasEmail: realEmail !== null,
    title: text(p.title),
    company: text(p.organization?.name),
    companySize: sizeRange(p.organization?.estimated_num_employees),
    industry: text(p.organization?.industry),
    location,
    linkedinUrl: linkedin && /^https?:\/\//i.test(linkedin) ? linkedin : null,
    email: realEmail,
  };
}

/**
 * Apollo people search (`mixed_people/api_search`: free, master API keys only, masked last names and no contact
 * data), enrichment (`people/match`, spends credits: the rest of the person) and the key check (one free search of
 * one person, so a key that is not a master key is told at connect time), with the key in the `x-api-key` header
 * only, never in a URL.
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
    const size = Math.min(Math.max(1, Math.trunc(perPage)), MAX_PER_PAGE);
    params.set('per_page', String(size));
    const body = await this.request<ApolloSearch>(apiKey, 'POST', `/mixed_people/api_search?${params}`);
    const people = (body.people ?? []).map(found).filter((c): c is LeadCandidate => c !== null);
    const total = typeof body.total_entries === 'number' ? body.total_entries : people.length;
    return { people, page: wantedPage, totalPages: Math.min(Math.max(1, Math.ceil(total / size)), MAX_PAGE), total };
  }

  async enrich(apiKey: string, externalId: string): Promise<LeadCandidate | null> {
    try {
      // Apollo documents these as query parameters.
      const query = new URLSearchParams({ id: externalId, reveal_personal_emails: 'false', reveal_phone_number: 'false' });
      const body = await this.request<{ person?: ApolloPerson | null }>(apiKey, 'POST', `/people/match?${query}`);
      return body.person ? enriched(body.person) : null;
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /**
   * One free search for one person: a wrong key is refused (401), and a key that is not a master key too (403
   * `API_INACCESSIBLE`), which Apollo's key health check would let through to fail every later search.
   */
  async checkKey(apiKey: string): Promise<{ accountId: string; accountLabel: string }> {
    await this.request<ApolloSearch>(apiKey, 'POST', `/mixed_people/api_search?${new URLSearchParams({ page: '1', per_page: '1' })}`);
    return { accountId: 'apollo', accountLabel: 'Apollo master API key' };
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
