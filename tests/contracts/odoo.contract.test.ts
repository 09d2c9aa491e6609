import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooErp } from '../../adapters/server/erp/odoo-erp.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startOdooSandbox, type OdooSandbox } from '../../adapters/server/integrations/sandbox/odoo-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/**
 * R-OPEN-36: the Odoo adapter and its fake (the product's sandbox), both held to the External JSON-2 API contract
 * derived from Odoo's external_api.rst (tests/contracts/odoo.contract.json).
 */
describe('Odoo External JSON-2 API contract', () => {
  const KEY = 'sandbox-odoo-contract-0123456789abcdef0123456789';
  const TODAY = '2026-11-20';
  const checker = new ContractChecker(loadContract('odoo'));
  let fake: OdooSandbox;
  let proxy: ContractProxy;
  const adapter = (attempts = 3) => new OdooErp(new PublicSite({ allowHosts: [new URL(proxy.url).host] }), { sleep: async () => {}, attempts });

  beforeAll(async () => {
    fake = await startOdooSandbox({ today: TODAY });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const acme = { url: proxy.url, database: 'acme' };
    await adapter().company(acme, KEY);
    await adapter().sales(acme, KEY, { since: '2026-07-24', until: TODAY });
    await expect(adapter().company(acme, 'wrong-key-0123456789abcdef0123456789')).rejects.toMatchObject({ failure: 'auth_refused' });
    await expect(adapter().company({ url: proxy.url, database: 'nosuchdb' }, KEY)).rejects.toMatchObject({ failure: 'not_found' });
    fake.failNext(1, 429);
    await adapter().company(acme, KEY);
    fake.failNext(1, 503);
    await expect(adapter(1).company(acme, KEY)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });

  it('would catch a request without its bearer key or with an argument search_read does not take, and an error without its name', () => {
    const exchange = {
      method: 'POST',
      path: '/json/2/res.company/search_read',
      query: {},
      headers: { 'content-type': 'application/json' },
      body: { domain: [], fields: ['name'], count: true },
      response: { status: 401, headers: {}, body: { message: 'Invalid apikey' } },
    };
    const found = checker.violations([exchange]).join('\n');
    expect(found).toContain('request without its header Authorization');
    expect(found).toContain('(count)');
    expect(found).toContain("must have required property 'name'");
  });
});
