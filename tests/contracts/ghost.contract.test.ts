import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GhostPublishing } from '../../adapters/server/publishing/ghost-publishing.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startGhostSandbox, type GhostSandbox } from '../../adapters/server/integrations/sandbox/ghost-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/** R-OPEN-40: the Ghost adapter and its fake, both held to the Admin API contract (tests/contracts/ghost.contract.json). */
describe('Ghost Admin API contract', () => {
  const KEY = '65a1b2c3d4e5f60718293a4b:8d3c5e7f9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5';
  const OTHER = '65a1b2c3d4e5f60718293a4b:0000000000000000000000000000000000000000000000000000000000000000';
  const checker = new ContractChecker(loadContract('ghost'));
  let fake: GhostSandbox;
  let proxy: ContractProxy;
  const adapter = () => new GhostPublishing(new PublicSite({ allowHosts: [new URL(proxy.url).host] }), { sleep: async () => {}, attempts: 3 });

  beforeAll(async () => {
    fake = await startGhostSandbox({ keys: [KEY], pageSize: 2, tags: ['News', 'Marketing', 'Guides'] });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const site = { url: proxy.url };
    await adapter().checkSite(site, KEY);
    await adapter().createDraft(site, KEY, { title: 'Launch notes', html: '<p>Hello</p>', categories: [], tags: ['Launch'] });
    await adapter().taxonomies(site, KEY);
    await expect(adapter().checkSite(site, OTHER)).rejects.toMatchObject({ failure: 'auth_refused' });
    await expect(adapter().createDraft(site, OTHER, { title: 'x', html: '', categories: [], tags: [] })).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.failNext(1, '429');
    await adapter().taxonomies(site, KEY);
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });
});
