import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetaGraphAdPlatform } from '../../adapters/server/integrations/meta-graph-ad-platform.ts';
import { startMetaGraphSandbox, type MetaGraphSandbox } from '../../adapters/server/integrations/sandbox/meta-graph-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';

/**
 * The ad platform adapter against the Graph API's contract fake on loopback (documented shapes:
 * `data` lists and `paging.next`, Graph error codes, 429 with Retry-After). Never the internet.
 */
describe('MetaGraphAdPlatform against the Graph API contract fake', () => {
  let fake: MetaGraphSandbox;
  const waits: number[] = [];
  const adapter = () => new MetaGraphAdPlatform(fake.url, false, { sleep: async (ms) => void waits.push(ms), attempts: 3 });
  const TOKEN = 'sandbox-token-abcdefghijklmnopqrstuvwxyz0123456789';

  beforeAll(async () => {
    // Two rows a page, so every list below crosses pages.
    fake = await startMetaGraphSandbox({ pageSize: 2 });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('lists the ad accounts a token may read', async () => {
    const accounts = await adapter().adAccounts(TOKEN);
    expect(accounts).toEqual([{ id: 'act_1029384756', name: 'Sandbox Ads Account', currency: 'USD' }]);
  });

  it('reads campaigns and days across pages, counting a purchase once', async () => {
    const [account] = await adapter().adAccounts(TOKEN);
    const insights = await adapter().insights(TOKEN, account!.id, { since: '2026-11-01', until: '2026-11-07' });
    expect(insights.account).toEqual(account);
    expect(insights.campaigns.map((c) => c.campaignName)).toEqual(['Spring sale - prospecting', 'Retargeting - cart visitors', 'Brand awareness - video']);
    expect(insights.daily.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    for (const c of insights.campaigns) {
      expect(c.spend).toBeGreaterThan(0);
      expect(c.clicks).toBeLessThan(c.impressions);
      // The fake reports link clicks as an action too: only the purchase counts as a conversion.
      expect(c.conversions).toBeLessThan(c.clicks);
      expect(c.conversionValue).toBeGreaterThan(0);
    }
    const campaignSpend = insights.campaigns.reduce((s, c) => s + c.spend, 0);
    const dailySpend = insights.daily.reduce((s, d) => s + d.spend, 0);
    expect(Math.abs(campaignSpend - dailySpend)).toBeLessThan(0.05);
  });

  it('sends the token only in the Authorization header, never in a URL', async () => {
    fake.seen.length = 0;
    await adapter().adAccounts(TOKEN);
    expect(fake.seen.length).toBeGreaterThan(0);
    for (const request of fake.seen) {
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.path).not.toContain(TOKEN);
    }
  });

  it('waits and tries again on Graph\'s rate-limit codes 4, 17 and 613 (HTTP 400, no Retry-After)', async () => {
    waits.length = 0;
    fake.limitNext(1, 'code4');
    fake.limitNext(1, 'code17');
    expect(await adapter().adAccounts(TOKEN)).toHaveLength(1);
    // The exponential backoff's first two steps.
    expect(waits).toEqual([1000, 2000]);
    waits.length = 0;
    fake.limitNext(1, 'code613');
    expect(await adapter().adAccounts(TOKEN)).toHaveLength(1);
    expect(waits).toEqual([1000]);
  });

  it('reports a provider that keeps refusing as rate limited, after the bounded attempts', async () => {
    waits.length = 0;
    fake.limitNext(3, 'code4');
    const failure = await adapter().adAccounts(TOKEN).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).failure).toBe('rate_limited');
    expect(waits).toHaveLength(2);
  });

  it('reports a revoked token as refused with Graph\'s reason, and the reason carries no token', async () => {
    const token = 'sandbox-revoked-token-0123456789abcdefghijklmnop';
    fake.revoke(token);
    const failure = (await adapter().adAccounts(token).catch((e: unknown) => e)) as ProviderError;
    expect(failure.failure).toBe('auth_refused');
    expect(failure.detail).toContain('Error validating access token');
    expect(failure.message).not.toContain(token);
  });

  it('tells a bad request from a dead token: code 100 is our request, 190 and 102 mean connect again', async () => {
    // Graph sends "Invalid parameter" (code 100) with the type OAuthException too; the token is fine.
    const badRange = (await adapter().insights(TOKEN, 'act_1029384756', { since: '2026-11-07', until: 'last week' }).catch((e: unknown) => e)) as ProviderError;
    expect(badRange.failure).toBe('bad_response');
    expect(badRange.detail).toBe('Invalid parameter time_range');
    fake.failNext({ code: 100, type: 'OAuthException', message: '(#100) Tried accessing nonexisting field (conversions_x)' });
    expect(((await adapter().adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError).failure).toBe('bad_response');
    fake.failNext({ code: 102, subcode: 463, message: 'Session has expired on Sunday, 29-Nov-26 04:00:00 PST.' });
    expect(((await adapter().adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError).failure).toBe('auth_refused');
    fake.failNext({ code: 102, message: 'API Session' });
    expect(((await adapter().adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError).failure).toBe('auth_refused');
    fake.failNext({ code: 190, subcode: 467, message: 'Error validating access token: Invalid OAuth access token.' });
    expect(((await adapter().adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError).failure).toBe('auth_refused');
    // A permission taken back (code 200-299 or 10) also needs the person to connect again and grant it.
    fake.failNext({ code: 200, type: 'OAuthException', message: '(#200) Ad account owner has NOT grant ads_management or ads_read permission', status: 403 });
    expect(((await adapter().adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError).failure).toBe('auth_refused');
  });

  it('refuses a page link that points outside the API, so a provider answer cannot send the token elsewhere', async () => {
    const { createServer } = await import('node:http');
    const evil = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ id: 'act_1', name: 'A' }], paging: { next: 'http://127.0.0.1:9/steal' } }));
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const port = (evil.address() as { port: number }).port;
    const failure = (await new MetaGraphAdPlatform(`http://127.0.0.1:${port}/v23.0`, false, { sleep: async () => {} }).adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError;
    evil.close();
    expect(failure.failure).toBe('bad_response');
  });

  it('reports a provider that does not answer in time as unavailable', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const failure = (await new MetaGraphAdPlatform(`http://127.0.0.1:${port}/v23.0`, false, { timeoutMs: 100, attempts: 2, sleep: async () => {} }).adAccounts(TOKEN).catch((e: unknown) => e)) as ProviderError;
    silent.closeAllConnections();
    silent.close();
    expect(failure.failure).toBe('unavailable');
    expect(failure.detail).toBe('the request timed out');
  });
});
