import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloLeadSearch } from '../../adapters/server/leads/apollo-lead-search.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/**
 * R-OPEN-39: the Apollo adapter and its fake (the product's sandbox), both held to the contract derived from the
 * OpenAPI fragments of Apollo's API reference (tests/contracts/apollo.contract.json).
 */
describe('Apollo API contract', () => {
  const KEY = 'sandbox-apollo-contract-0123456789';
  const PLAIN = 'sandbox-plain-apollo-contract-0123456789';
  const checker = new ContractChecker(loadContract('apollo'));
  let fake: ApolloSandbox;
  let proxy: ContractProxy;
  const adapter = (attempts = 3) => new ApolloLeadSearch(proxy.url, false, { sleep: async () => {}, attempts });

  beforeAll(async () => {
    fake = await startApolloSandbox();
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const a = adapter();
    await a.checkKey(KEY);
    const criteria = { titles: ['Head of Marketing', 'VP Marketing'], seniorities: ['head' as const], companySizes: ['51,200'], industries: ['SaaS'], locations: ['Germany'] };
    const found = await a.search(KEY, criteria, 2, 10);
    await a.search(KEY, { titles: ['CMO'], seniorities: [], companySizes: [], industries: [], locations: [] }, 1, 100);
    await a.enrich(KEY, found.people[0]!.externalId);
    expect(await a.enrich(KEY, 'no-such-person')).toBeNull();
    await expect(a.checkKey(PLAIN)).rejects.toMatchObject({ failure: 'auth_refused' });
    await expect(a.search('wrong-key-0123456789', criteria, 1, 10)).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.failNext(1, 429);
    await a.search(KEY, criteria, 1, 10);
    fake.failNext(1, 503);
    await expect(adapter(1).search(KEY, criteria, 1, 10)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });

  it('would catch a fake whose search answers with what Apollo\'s search does not give', () => {
    const exchange = {
      method: 'POST',
      path: '/mixed_people/api_search',
      query: { page: '1', per_page: '10' },
      headers: { 'x-api-key': KEY },
      body: undefined,
      response: { status: 200, headers: {}, body: { people: [{ id: '1', first_name: 'Ana', last_name: 'Lopez', city: 'Berlin', linkedin_url: 'http://x' }], pagination: { total_entries: 1 } } },
    };
    const found = checker.violations([exchange]).join('\n');
    for (const field of ['total_entries', 'pagination', 'last_name', 'city', 'linkedin_url']) expect(found).toContain(field);
  });
});
