import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { request } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startGoogleAnalyticsSandbox, type GoogleAnalyticsSandbox } from '../../adapters/server/integrations/sandbox/google-analytics-sandbox.ts';
import { startMetaGraphSandbox, type MetaGraphSandbox } from '../../adapters/server/integrations/sandbox/meta-graph-sandbox.ts';

/**
 * Issue 18, "Agents that use it": over HTTP, with GA4 and Meta Ads connected against
 * their contract fakes, the CMO's answer grounds its advice in the space's figures and says where they come
 * from; with nothing connected the strategy agent says what connecting would add; other agents do not read them.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
let google: GoogleAnalyticsSandbox;
let graph: MetaGraphSandbox;
const PASSWORD = 'ember-quartz-harbor-64';

beforeAll(async () => {
  if (databaseUnavailable) return;
  google = await startGoogleAnalyticsSandbox();
  graph = await startMetaGraphSandbox();
  t = await startTestServer({ integrations: { metaGraphUrl: graph.url, google: { clientId: google.clientId, clientSecret: google.clientSecret, endpoints: google.endpoints } } });
});
afterAll(async () => {
  await t?.stop();
  await google?.close();
  await graph?.close();
});

async function register(email: string, org: string) {
  const res = await t.call('POST', '/register', { body: { email, password: PASSWORD, name: email.split('@')[0], org_name: org } });
  const token = res.body.access_token as string;
  return { token, spaceId: (await t.call('GET', '/spaces/', { token })).body[0].id as string };
}
const inSpace = (who: { token: string; spaceId: string }) => ({ token: who.token, headers: { 'X-Space-ID': who.spaceId } });

async function answer(who: { token: string; spaceId: string }, agent: string, message: string): Promise<string> {
  const start = await t.call('POST', `/agents/${agent}/messages/async`, { ...inSpace(who), body: { message } });
  expect(start.status).toBe(200);
  const end = Date.now() + 20_000;
  for (;;) {
    const messages = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, inSpace(who))).body as { role: string; content: string }[];
    const last = messages.at(-1);
    if (last?.role === 'assistant') return last.content;
    if (Date.now() > end) throw new Error('no answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('agents that read the connected tools', () => {
  it('the CMO grounds its findings in GA4 and Meta Ads figures and cites them', async () => {
    const owner = await register('cora@figures.io', 'Figures Co');
    await t.call('POST', '/integrations/meta_ads/connect', { ...inSpace(owner), body: { access_token: 'sandbox-figures-token-0123456789abcdefgh' } });
    const started = await t.call('POST', '/integrations/ga4/oauth/start', inSpace(owner));
    const decide = new URL(started.body.authorization_url);
    decide.pathname += '/decide';
    decide.searchParams.set('decision', 'allow');
    const back = await request(decide.toString());
    await back.body.dump();
    const query = new URL(String(back.headers.location)).search;
    expect((await t.call('POST', '/integrations/ga4/oauth/callback', { ...inSpace(owner), body: { query } })).status).toBe(200);
    await t.call('PUT', '/integrations/ga4/properties', { ...inSpace(owner), body: { linked: ['300001'], selected: '300001' } });

    const text = await answer(owner, 'cmo', 'How are our channels doing, and where should next month\'s budget go?');
    expect(text).toContain('## What your numbers say');
    expect(text).toMatch(/- Sessions (held steady|fell \d+ %|rose \d+ %) \([\d,]+ -> [\d,]+\)\./);
    expect(text).toMatch(/- Organic Search brings the most sessions: \d+ % of them\./);
    expect(text).toMatch(/- Ad spend was \$[\d,]+\.\d\d/);
    expect(text).toMatch(/- CPC was \$\d+\.\d\d/);
    expect(text).toMatch(/- Best ROAS: "[^"]+" at \d+\.\d\d; weakest: "[^"]+" at \d+\.\d\d\./);
    expect(text).toMatch(/\*Figures from Google Analytics 4, sandbox-shop\.example \(web\): \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d, compared with .*; Meta Ads, Sandbox Ads Account: /);
    expect(text).not.toContain('Connect Google Analytics 4');
  });

  it('with nothing connected the strategy agent says what connecting would add, and the email agent reads no figures', async () => {
    const owner = await register('sven@no-figures.io', 'Plain Co');
    const strategy = await answer(owner, 'strategy-review-agent', 'Review our marketing strategy');
    expect(strategy).toContain('## What your numbers say');
    // The wording varies by request and version; each names what connecting adds and where.
    expect(strategy).toMatch(/- (No connected tool has figures for this space yet|None of this space's tools has figures to read yet|There are no figures from connected tools yet)\./);
    expect(strategy).toMatch(/- .*Google Analytics 4 .*\(Connections\).*sessions, key events and revenue by channel/);
    expect(strategy).toMatch(/- .*Meta Ads.*\(Connections\)|- .*CPC and ROAS by campaign.*Meta Ads/);
    expect(strategy).toContain('CPC and ROAS by campaign');
    const email = await answer(owner, 'email-agent', 'Write a launch email for our spring sale');
    expect(email).not.toContain('What your numbers say');
  });
});
