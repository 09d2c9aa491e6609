import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloLeadSearch } from '../../adapters/server/leads/apollo-lead-search.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';
import type { LeadSearchCriteria } from '../../core/server/leads/lead-search-provider.ts';

/**
 * R-OPEN-39: the Apollo adapter against its fake on loopback, in the shapes of Apollo's API reference:
 * `POST /api/v1/mixed_people/api_search` with `name[]` query parameters, answering `total_entries` at the top level
 * and per person a first name, a masked last name (`last_name_obfuscated`), title, employer and `has_…` flags only,
 * for a master API key only; `POST /api/v1/people/match` by id for the rest; the key only in `x-api-key`.
 */
describe('ApolloLeadSearch against the Apollo contract fake', () => {
  let fake: ApolloSandbox;
  const waits: number[] = [];
  const adapter = (attempts = 3) => new ApolloLeadSearch(fake.url, false, { sleep: async (ms) => void waits.push(ms), attempts });
  const KEY = 'sandbox-apollo-key-0123456789abcdef';
  const heads: LeadSearchCriteria = { titles: ['Head of Marketing'], seniorities: [], companySizes: ['51,200'], industries: ['SaaS'], locations: ['Germany'] };

  beforeAll(async () => {
    fake = await startApolloSandbox();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('pages through heads of marketing at 51-200-person SaaS companies in Germany: masked last names, no emails', async () => {
    const first = await adapter().search(KEY, heads, 1, 25);
    // Apollo gives the total at the top level, not in a pagination object.
    expect(first.total).toBe(72);
    expect(first.totalPages).toBe(3);
    expect(first.page).toBe(1);
    expect(first.people).toHaveLength(25);
    const last = await adapter().search(KEY, heads, 3, 25);
    expect(last.page).toBe(3);
    expect(last.people).toHaveLength(22);
    const ids = new Set([...first.people, ...last.people].map((p) => p.externalId));
    expect(ids.size).toBe(47);
    for (const p of [...first.people, ...last.people]) {
      expect(p.title).toBe('Head of Marketing');
      expect(p.company).toMatch(/ (Cloud|Labs|Pay) /);
      // What search does not give stays empty until enrichment, and the last name is Apollo's masked one.
      expect(p.lastName).toMatch(/^\S{2}\*{3}\S$/);
      expect(p.lastNameMasked).toBe(true);
      expect(typeof p.hasEmail).toBe('boolean');
      expect({ location: p.location, companySize: p.companySize, industry: p.industry, linkedinUrl: p.linkedinUrl, email: p.email }).toEqual({ location: null, companySize: null, industry: null, linkedinUrl: null, email: null });
    }
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('POST');
    const query = new URL(request.url, 'http://x').searchParams;
    expect(query.getAll('person_titles[]')).toEqual(['Head of Marketing']);
    expect(query.getAll('organization_num_employees_ranges[]')).toEqual(['51,200']);
    expect(query.getAll('q_organization_keyword_tags[]')).toEqual(['SaaS']);
    expect(query.getAll('person_locations[]')).toEqual(['Germany']);
    expect(query.get('page')).toBe('3');
    expect(query.get('per_page')).toBe('25');
  });

  it('sends the key only in the x-api-key header, never in a URL', async () => {
    await adapter().checkKey(KEY);
    await adapter().search(KEY, heads, 1, 10);
    expect(fake.seen.length).toBeGreaterThan(0);
    for (const request of fake.seen) {
      expect(request.apiKey).toBe(KEY);
      expect(request.url).not.toContain(KEY);
    }
  });

  it('enriches one person by id with the fields the product shows: full name, work email, location, LinkedIn, company size and industry', async () => {
    const [someone] = (await adapter().search(KEY, heads, 1, 1)).people;
    const before = fake.enrichments;
    const found = await adapter().enrich(KEY, someone!.externalId);
    expect(found?.externalId).toBe(someone!.externalId);
    expect(found?.email).toMatch(/^[a-z.]+@[a-z]+\.example$/);
    expect(found?.lastNameMasked).toBe(false);
    expect(found?.lastName).not.toContain('*');
    expect(found?.lastName.slice(0, 2)).toBe(someone!.lastName.slice(0, 2));
    expect(found?.location).toMatch(/, Germany$/);
    expect(['51-100', '101-200']).toContain(found?.companySize);
    expect(found?.industry).toBe('computer software');
    expect(found?.linkedinUrl).toMatch(/^http:\/\/www\.linkedin\.com\/in\//);
    expect(fake.enrichments).toBe(before + 1);
    // The id travels as Apollo documents it, in the query.
    expect(new URL(fake.seen.at(-1)!.url, 'http://x').searchParams.get('id')).toBe(someone!.externalId);
    expect(await adapter().enrich(KEY, 'no-such-person')).toBeNull();
  });

  it('reports a refused key as auth_refused', async () => {
    const error = await adapter().search('wrong-key', heads, 1, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('auth_refused');
    expect((error as ProviderError).detail).toBe('Apollo did not accept the API key');
    await expect(adapter().checkKey('wrong-key')).rejects.toMatchObject({ failure: 'auth_refused' });
  });

  it('tells a key that is not a master key at connect time: people search needs a master key', async () => {
    const plain = 'sandbox-plain-apollo-key-0123456789';
    const error = await adapter().checkKey(plain).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'auth_refused', detail: 'this API key is not a master key, and Apollo\'s people search works only with a master key (create one in Apollo under Settings, API keys)' });
    await expect(adapter().search(plain, heads, 1, 10)).rejects.toMatchObject({ failure: 'auth_refused', detail: expect.stringContaining('not a master key') });
    expect(await adapter().checkKey(KEY)).toEqual({ accountId: 'apollo', accountLabel: 'Apollo master API key' });
  });

  it('waits out a 429 with its Retry-After and then succeeds', async () => {
    waits.length = 0;
    fake.failNext(1, 429);
    const found = await adapter().search(KEY, heads, 1, 10);
    expect(found.people).toHaveLength(10);
    expect(waits).toEqual([1000]);
  });

  it('reports Apollo failing on its side as unavailable', async () => {
    fake.failNext(2, 503);
    const error = await adapter(2).search(KEY, heads, 1, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('unavailable');
  });
});
