import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WordPressPublishing } from '../../adapters/server/publishing/wordpress-publishing.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startWordPressSandbox, type WordPressSandbox } from '../../adapters/server/integrations/sandbox/wordpress-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/** R-OPEN-40: the WordPress adapter and its fake, both held to the REST API (wp/v2) contract (tests/contracts/wordpress.contract.json). */
describe('WordPress REST API contract', () => {
  const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
  const checker = new ContractChecker(loadContract('wordpress'));
  let fake: WordPressSandbox;
  let proxy: ContractProxy;
  const adapter = () => new WordPressPublishing(new PublicSite({ allowHosts: [new URL(proxy.url).host] }), { sleep: async () => {}, attempts: 3 });

  beforeAll(async () => {
    fake = await startWordPressSandbox({ users: new Map([['editor', PASSWORD]]), pageSize: 2 });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const site = { url: proxy.url, username: 'editor' };
    await adapter().checkSite(site, PASSWORD);
    const { categories } = await adapter().taxonomies(site, PASSWORD);
    await adapter().createDraft(site, PASSWORD, { title: 'Launch notes', html: '<p>Hello</p>', categories: [categories[0]!.name], tags: ['A brand new tag'] });
    await expect(adapter().checkSite({ ...site, username: 'someone' }, 'wrong password')).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.failNext(1, '429');
    await adapter().taxonomies(site, PASSWORD);
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });
});
