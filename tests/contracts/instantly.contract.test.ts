import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstantlyOutreach } from '../../adapters/server/outreach/instantly-outreach.ts';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { INSTANTLY_TIME_ZONES } from '../../core/domain/outreach/instantly-time-zones.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/**
 * R-OPEN-38: the Instantly adapter and its fake (the product's sandbox), both held to the API v2 contract derived
 * from Instantly's OpenAPI 3.1 document (tests/contracts/instantly.contract.json).
 */
describe('Instantly API v2 contract', () => {
  const KEY = 'sandbox-instantly-contract-0123456789abcdefghijklmnop';
  const contract = loadContract('instantly');
  const checker = new ContractChecker(contract);
  let fake: InstantlySandbox;
  let proxy: ContractProxy;
  const adapter = (attempts = 3) => new InstantlyOutreach(proxy.url, false, { sleep: async () => {}, attempts });
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    fake = await startInstantlySandbox({ pageSize: 2 });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('offers exactly the time zones the contract lists for a schedule', () => {
    expect([...INSTANTLY_TIME_ZONES]).toEqual((contract.definitions!.timeZone as { enum: string[] }).enum);
  });

  it('every request the adapter sends, and every answer the fake gives, keeps the contract', async () => {
    const a = adapter();
    await a.checkKey(KEY);
    const draft = {
      name: 'Contract',
      steps: [
        { subject: 'Hello {{firstName}}', body: 'Hi', delayDays: 0 },
        { subject: 'Again', body: 'Hi again', delayDays: 2 },
      ],
      schedule: { timezone: 'Europe/Belgrade', days: [1, 2, 3], from: '09:00', to: '17:00' },
      dailyLimit: 30,
      sendingAccounts: ['alex@outreach-sandbox.io'],
    };
    const first = await a.createDraft(KEY, draft);
    const second = await a.createDraft(KEY, { ...draft, name: 'Second' });
    await a.createDraft(KEY, { ...draft, name: 'Third' });
    // A campaign without a name: Instantly answers 400.
    await expect(a.createDraft(KEY, { ...draft, name: ' ' })).rejects.toMatchObject({ failure: 'bad_response' });
    await a.campaigns(KEY);
    await a.campaign(KEY, first.id);
    await a.activate(KEY, first.id);
    await a.pause(KEY, first.id);
    await a.activate(KEY, first.id);
    await expect(a.pause(KEY, 'no-such-campaign')).rejects.toMatchObject({ failure: 'not_found' });
    await a.addLeads(KEY, first.id, [{ email: 'ana@acme.io', firstName: 'Ana', lastName: 'Lopez', companyName: 'Acme' }, { email: 'ben@acme.io' }, { email: 'cy@beta.io' }]);
    await a.addLeads(KEY, second.id, [{ email: 'ana@acme.io' }, { email: 'dee@beta.io' }, { email: 'not-an-email' }]);
    await a.campaignLeads(KEY, first.id);
    await a.dailyAnalytics(KEY, first.id, day(6), day(0));
    await a.dailyAnalytics(KEY, null, day(40), day(0));
    await a.sendingAccounts(KEY);
    await expect(a.campaigns('wrong-key-0123456789')).rejects.toMatchObject({ failure: 'auth_refused' });
    fake.failNext(1, 429);
    await a.campaigns(KEY);
    fake.failNext(1, 503);
    await expect(adapter(1).campaigns(KEY)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    expect(checker.unexercised(proxy.exchanges)).toEqual([]);
  });

  it('would catch a fake that answers in a shape Instantly does not have', () => {
    const daily = { method: 'GET', path: '/campaigns/analytics/daily', query: {}, headers: { authorization: `Bearer ${KEY}` }, body: undefined };
    const withBounced = { ...daily, response: { status: 200, headers: {}, body: [{ date: '2026-11-01', sent: 3, bounced: 0 }] } };
    expect(checker.violations([withBounced]).join('\n')).toContain('(bounced)');
    const berlin = {
      method: 'POST',
      path: '/campaigns',
      query: {},
      headers: { authorization: `Bearer ${KEY}` },
      body: { name: 'x', campaign_schedule: { schedules: [{ name: 'Default', timing: { from: '09:00', to: '17:00' }, days: { 1: true }, timezone: 'Europe/Berlin' }] } },
    };
    expect(checker.violations([berlin]).join('\n')).toContain('timezone must be equal to one of the allowed values');
  });
});
