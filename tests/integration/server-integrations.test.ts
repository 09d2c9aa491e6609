import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile, startTestServer } from '../support/test-server.ts';
import { startMetaGraphSandbox, type MetaGraphSandbox } from '../../adapters/server/integrations/sandbox/meta-graph-sandbox.ts';
import { TEST_PASSWORD, registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';

/**
 * The integration platform over HTTP: a space's connections, a token checked
 * with the provider (the Graph API's contract fake on loopback) before it is stored encrypted, who may do what,
 * and no secret in any answer.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let graph: MetaGraphSandbox;
const TOKEN = 'sandbox-EAAGm0PX4ZCpsBAKZA0123456789abcdefghij';

beforeAll(async () => {
  if (databaseUnavailable) return;
  graph = await startMetaGraphSandbox();
});
afterAll(async () => {
  await graph?.close();
});
const t = serverForFile(() => ({ integrations: { metaGraphUrl: graph.url } }));

describe('integration connections', () => {
  it('lists every integration of the catalogue, each available to connect', async () => {
    const owner = await registerOwner(t, 'olga@connections.io', 'Connections Co');
    const list = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((c: { provider: string }) => c.provider)).toEqual(['ga4', 'meta_ads', 'instantly', 'apollo', 'wordpress', 'ghost', 'odoo']);
    expect(list.body.every((c: { status: string }) => c.status === 'disconnected')).toBe(true);
    expect(list.body.find((c: { provider: string }) => c.provider === 'ga4')).toMatchObject({ name: 'Google Analytics 4', availability: 'available', auth: 'oauth' });
    expect(list.body.find((c: { provider: string }) => c.provider === 'meta_ads')).toMatchObject({ name: 'Meta Ads', availability: 'available', auth: 'token' });
    expect(list.body.every((c: { availability: string }) => c.availability === 'available')).toBe(true);
    const missing = await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(owner), body: { access_token: TOKEN } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d: { loc: string[]; msg: string }) => [d.loc.at(-1), d.msg])).toEqual([['site_url', 'Enter the site address'], ['username', 'Enter the username']]);
    const unknown = await t.call('POST', '/integrations/myspace/connect', { ...inSpace(owner), body: { access_token: TOKEN } });
    expect(unknown.status).toBe(404);
  });

  it('connects the ad platform with a token it checked first, stores the token only encrypted, and never answers with it', async () => {
    const owner = await registerOwner(t, 'owen@connections.io', 'Token Co');
    const connected = await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: TOKEN } });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ provider: 'meta_ads', status: 'connected', account_label: 'Sandbox Ads Account (act_1029384756)', status_reason: null });
    expect(JSON.stringify(connected.body)).not.toContain(TOKEN);
    const list = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(list.body.find((c: { provider: string }) => c.provider === 'meta_ads').status).toBe('connected');
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
    const row = await t.server.database.db.selectFrom('integration_connections').selectAll().where('space_id', '=', owner.spaceId).executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(TOKEN);
    expect(row.sealed_secret).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(row.key_id).toBe(row.sealed_secret!.split('.')[1]);
    // The provider saw the token, in its Authorization header only.
    expect(graph.seen.some((s) => s.authorization === `Bearer ${TOKEN}`)).toBe(true);

    // Connecting again replaces the connection: still one row.
    await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: `${TOKEN}-2` } });
    expect(await t.server.database.db.selectFrom('integration_connections').select('id').where('space_id', '=', owner.spaceId).execute()).toHaveLength(1);

    const disconnected = await t.call('DELETE', '/integrations/meta_ads', inSpace(owner));
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.status).toBe('disconnected');
    expect(await t.server.database.db.selectFrom('integration_connections').select('id').where('space_id', '=', owner.spaceId).execute()).toHaveLength(0);
    const again = await t.call('DELETE', '/integrations/meta_ads', inSpace(owner));
    expect(again.status).toBe(409);
    const audit = await t.server.database.db.selectFrom('audit_log').select(['action', 'details']).where('action', 'like', 'integration.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['integration.connected', 'integration.disconnected']));
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
  });

  it('two connects racing leave one connection whose token opens (the last one stored)', async () => {
    // A slow provider (a proxy that holds each answer 300 ms) makes every connect look up the space's connection
    // before any of them stores one: the interleaving where an id and a secret from different writes could meet.
    const slow = createServer((req, res) => {
      setTimeout(() => {
        const upstream = httpRequest(`${graph.url.replace(/\/v[\d.]+$/, '')}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(upstream);
      }, 300);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const server = await startTestServer({ integrations: { metaGraphUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/${graph.url.split('/').pop()}` } });
    try {
      const res = await server.call('POST', '/register', { body: { email: 'race@connections.io', password: TEST_PASSWORD, name: 'race', org_name: 'Race Co' } });
      const owner = { token: res.body.access_token as string, spaceId: (await server.call('GET', '/spaces/', { token: res.body.access_token })).body[0].id as string };
      const results = await Promise.all(['a', 'b', 'c'].map((n) => server.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: `${TOKEN}-${n}` } })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const rows = await server.server.database.db.selectFrom('integration_connections').selectAll().where('space_id', '=', owner.spaceId).execute();
      expect(rows).toHaveLength(1);
      // The stored token opens: the performance reads through it.
      expect((await server.call('GET', '/integrations/meta_ads/performance?since=2026-10-01&until=2026-10-07', inSpace(owner))).status).toBe(200);
    } finally {
      await server.stop();
      slow.close();
    }
  });

  it('refuses a token the provider refuses, with the provider\'s reason and without echoing the token', async () => {
    const owner = await registerOwner(t, 'rita@connections.io', 'Refused Co');
    const refused = await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: 'EAAnot-a-sandbox-token-0123456789abcdefghij' } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe('Meta Ads refused the connection: Error validating access token: The session has been invalidated because the user changed their password.');
    expect(JSON.stringify(refused.body)).not.toContain('0123456789abcdefghij');
    const blank = await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: 'two words' } });
    expect(blank.status).toBe(422);
    expect(blank.body.detail[0]).toMatchObject({ loc: ['body', 'access_token'] });
    const list = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(list.body.find((c: { provider: string }) => c.provider === 'meta_ads').status).toBe('disconnected');
  });

  it('retries a provider that says slow down (Graph: HTTP 400, code 4, no Retry-After), then reports it', async () => {
    const owner = await registerOwner(t, 'sly@connections.io', 'Slow Co');
    graph.limitNext(3, 'code4');
    const limited = await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: TOKEN } });
    expect(limited.status).toBe(503);
    expect(limited.body.detail).toBe('Meta Ads could not be reached: the provider asked us to slow down. Try again in a few minutes.');
    // Graph does not say how long to wait, so neither do we.
    expect(limited.headers['retry-after']).toBeUndefined();
  });

  it('R-OPEN-37: reads ad performance against the period before, and turns a revoked token into "connect again" with the platform\'s reason', async () => {
    const owner = await registerOwner(t, 'pia@connections.io', 'Performance Co');
    const token = `${TOKEN}-performance`;
    const notYet = await t.call('GET', '/integrations/meta_ads/performance', inSpace(owner));
    expect(notYet.status).toBe(409);
    expect(notYet.body.detail).toBe('Meta Ads is not connected to this space');
    await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: token } });
    const read = await t.call('GET', '/integrations/meta_ads/performance?since=2026-10-01&until=2026-10-14', inSpace(owner));
    expect(read.status).toBe(200);
    expect(read.body.account).toEqual({ id: 'act_1029384756', name: 'Sandbox Ads Account', currency: 'USD' });
    expect(read.body.range).toEqual({ since: '2026-10-01', until: '2026-10-14' });
    expect(read.body.previous_range).toEqual({ since: '2026-09-17', until: '2026-09-30' });
    expect(read.body.daily).toHaveLength(14);
    expect(read.body.campaigns).toHaveLength(3);
    const biggest = read.body.campaigns[0];
    expect(biggest.spend).toBeGreaterThanOrEqual(read.body.campaigns[1].spend);
    expect(biggest.cpc).toBeCloseTo(biggest.spend / biggest.clicks, 6);
    expect(biggest.roas).toBeCloseTo(biggest.conversion_value / biggest.spend, 6);
    expect(read.body.totals.spend).toBeCloseTo(read.body.campaigns.reduce((s: number, c: { spend: number }) => s + c.spend, 0), 1);
    expect(read.body.previous_totals.spend).toBeGreaterThan(0);
    const mia = await registerMember(t, owner, 'mia@performance-co.io');
    expect((await t.call('GET', '/integrations/meta_ads/performance', inSpace(mia))).status).toBe(200);

    const backwards = await t.call('GET', '/integrations/meta_ads/performance?since=2026-10-14&until=2026-10-01', inSpace(owner));
    expect(backwards.status).toBe(422);
    expect(backwards.body.detail[0].msg).toBe('The start comes after the end');
    expect((await t.call('GET', '/integrations/meta_ads/performance?since=2026-02-30&until=2026-03-01', inSpace(owner))).status).toBe(422);
    expect((await t.call('GET', '/integrations/meta_ads/performance?since=2024-01-01&until=2026-01-01', inSpace(owner))).status).toBe(422);

    graph.revoke(token);
    const revoked = await t.call('GET', '/integrations/meta_ads/performance', inSpace(owner));
    expect(revoked.status).toBe(409);
    expect(revoked.body.detail).toBe('Meta Ads needs to be connected again: Error validating access token: The session has been invalidated because the user changed their password.');
    const list = await t.call('GET', '/integrations/connections', inSpace(owner));
    expect(list.body.find((c: { provider: string }) => c.provider === 'meta_ads')).toMatchObject({ status: 'error', status_reason: 'Error validating access token: The session has been invalidated because the user changed their password.' });
    // Connecting again with a working token puts it right.
    await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: `${token}-new` } });
    expect((await t.call('GET', '/integrations/meta_ads/performance', inSpace(owner))).status).toBe(200);
  });

  it('members read the connections but cannot connect or disconnect; another organization reads nothing', async () => {
    const owner = await registerOwner(t, 'odile@connections.io', 'Roles Co');
    const mia = await registerMember(t, owner, 'mia@roles-co.io');
    expect((await t.call('GET', '/integrations/connections', inSpace(mia))).status).toBe(200);
    const connect = await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(mia), body: { access_token: TOKEN } });
    expect(connect.status).toBe(403);
    expect(connect.body.detail).toBe('Only organization owners and admins can connect or disconnect integrations');
    await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: TOKEN } });
    expect((await t.call('DELETE', '/integrations/meta_ads', inSpace(mia))).status).toBe(403);

    const stranger = await registerOwner(t, 'sam@elsewhere.io', 'Elsewhere');
    const foreign = await t.call('GET', '/integrations/connections', { token: stranger.token, headers: { 'X-Space-ID': owner.spaceId } });
    expect(foreign.status).toBe(403);
    const foreignDisconnect = await t.call('DELETE', '/integrations/meta_ads', { token: stranger.token, headers: { 'X-Space-ID': owner.spaceId } });
    expect(foreignDisconnect.status).toBe(403);
    expect((await t.call('GET', '/integrations/connections', inSpace(owner))).body.find((c: { provider: string }) => c.provider === 'meta_ads').status).toBe('connected');
  });
});
