import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetaGraphAdPlatform } from '../../adapters/server/integrations/meta-graph-ad-platform.ts';
import { startMetaGraphSandbox, type MetaGraphSandbox } from '../../adapters/server/integrations/sandbox/meta-graph-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/** R-OPEN-37: the Meta Ads adapter and its fake, both held to the Graph API (Ads Insights) contract (tests/contracts/meta.contract.json). */
describe('Meta Graph API (Ads Insights) contract', () => {
  const TOKEN = 'sandbox-token-abcdefghijklmnopqrstuvwxyz0123456789';
  const checker = new ContractChecker(loadContract('meta'));
  let fake: MetaGraphSandbox;
  let proxy: ContractProxy;
  const adapter = () => new MetaGraphAdPlatform(proxy.url, false, { sleep: async () => {}, attempts: 3 });

  beforeAll(async () => {
    fake = await startMetaGraphSandbox({ pageSize: 2 });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const [account] = await adapter().adAccounts(TOKEN);
    await adapter().insights(TOKEN, account!.id, { since: '2026-11-01', until: '2026-11-07' });
    await adapter().insights(TOKEN, account!.id, { since: '2026-11-07', until: 'last week' }).catch(() => undefined);
    fake.limitNext(1, 'code4');
    fake.limitNext(1, 'code17');
    await adapter().adAccounts(TOKEN);
    fake.limitNext(1, 'code613');
    fake.failNext({ code: 102, subcode: 463, message: 'Session has expired' });
    await adapter().adAccounts(TOKEN).catch(() => undefined);
    fake.revoke('sandbox-gone');
    await adapter().adAccounts('sandbox-gone').catch(() => undefined);
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });

  it('the contract catches a token sent in the URL, an unknown level, and a fake that answers without a Graph error body', () => {
    const violations = checker.violations([
      { method: 'GET', path: '/act_1/insights', query: { fields: 'spend', time_range: '{"since":"2026-11-01","until":"2026-11-02"}', level: 'everything', access_token: 'x' }, headers: {}, body: undefined, response: { status: 429, headers: {}, body: { error: { message: 'slow', code: 4 } } } },
    ]);
    expect(violations).toEqual([
      'adaccount.insights (GET /act_1/insights): request without its header Authorization',
      'adaccount.insights (GET /act_1/insights): request query must not carry access_token',
      'adaccount.insights (GET /act_1/insights): request query/level must be equal to one of the allowed values (ad, adset, campaign, account)',
      'adaccount.insights (GET /act_1/insights): answered 429, a status the contract does not list',
    ]);
  });
});
