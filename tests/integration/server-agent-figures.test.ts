import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { request } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startGoogleAnalyticsSandbox, type GoogleAnalyticsSandbox } from '../../adapters/server/integrations/sandbox/google-analytics-sandbox.ts';
import { startMetaGraphSandbox, type MetaGraphSandbox } from '../../adapters/server/integrations/sandbox/meta-graph-sandbox.ts';
import { registerOwner, inSpace, type InSpace } from '../support/test-accounts.ts';
import { askAgent } from '../support/chat-calls.ts';

/**
 * Agents that use connected figures: over HTTP, with GA4 and Meta Ads connected against
 * their contract fakes, the CMO's answer grounds its advice in the space's figures and says where they come
 * from; with nothing connected the strategy agent says what connecting would add; other agents do not read them.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let google: GoogleAnalyticsSandbox;
let graph: MetaGraphSandbox;

beforeAll(async () => {
  if (databaseUnavailable) return;
  google = await startGoogleAnalyticsSandbox();
  graph = await startMetaGraphSandbox();
});
afterAll(async () => {
  await google?.close();
  await graph?.close();
});
const t = serverForFile(() => ({ integrations: { metaGraphUrl: graph.url, google: { clientId: google.clientId, clientSecret: google.clientSecret, endpoints: google.endpoints } } }));

const answer = async (who: InSpace, agent: string, message: string) => (await askAgent(t, who, agent, message)).content;

/** Connects Meta Ads and GA4 (property 300001) for the owner's space, through the sandboxes' sign-in. */
async function connectBoth(owner: { token: string; spaceId: string }) {
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
}

const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('agents that read the connected tools', () => {
  it('the CMO grounds its budget call in the Meta Ads figures and cites both connected sources with their periods', async () => {
    const owner = await registerOwner(t, 'cora@figures.io', 'Figures Co');
    await connectBoth(owner);

    const text = await answer(owner, 'cmo', 'How are our channels doing, and where should next month\'s budget go?');
    // The same figures the Dashboard reads (the last 28 days): the answer quotes them as the platform reports them.
    const ads = (await t.call('GET', '/integrations/meta_ads/performance', inSpace(owner))).body as { range: { since: string; until: string }; campaigns: { name: string; spend: number; conversions: number }[] };
    const report = (await t.call('GET', '/integrations/ga4/report', inSpace(owner))).body as { range: { since: string; until: string } };
    const quoted = ads.campaigns.filter((c) => text.includes(`"${c.name}"`));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.some((c) => text.includes(dollars(c.spend)) && text.includes(`${c.conversions} conversions`))).toBe(true);
    expect(text).toContain(`*Figures from Google Analytics 4, sandbox-shop.example (web): ${report.range.since} to ${report.range.until}, compared with `);
    expect(text).toContain(`; Meta Ads, Sandbox Ads Account: ${ads.range.since} to ${ads.range.until}, compared with `);
    expect(text).not.toContain('**Sources**');
    expect(text).not.toContain('Connect Google Analytics 4');
    expect(text).not.toContain('Connect Meta Ads');
  });

  it('asked how the channels are doing, the CMO answers from the GA4 figures it cites', async () => {
    const owner = await registerOwner(t, 'cleo@figures.io', 'Channels Co');
    await connectBoth(owner);

    const text = await answer(owner, 'cmo', 'How are our channels doing, and where should next month\'s budget go?');
    const report = (await t.call('GET', '/integrations/ga4/report', inSpace(owner))).body as { by_channel: { label: string; sessions: number }[] };
    // GA4 is cited as a source, so at least one channel's sessions appear as GA4 reports them.
    expect(report.by_channel.some((c) => text.includes(c.label) && text.includes(c.sessions.toLocaleString('en-US')))).toBe(true);
  });

  it('with nothing connected the strategy agent says what connecting each tool would add to a budget split', async () => {
    const owner = await registerOwner(t, 'sven@no-figures.io', 'Plain Co');
    const strategy = await answer(owner, 'strategy-review-agent', 'How should we split our $5k monthly budget between Meta ads and Google search ads?');
    expect(strategy).toMatch(/Google Analytics 4 .*\(Connections\).*sessions, key events and revenue by channel/);
    expect(strategy).toMatch(/Meta Ads.*\(Connections\)|CPC and ROAS by campaign.*Meta Ads/);
    expect(strategy).toContain('CPC and ROAS by campaign');
  });

  it('the email agent reads no figures', async () => {
    const owner = await registerOwner(t, 'elsa@no-figures.io', 'Mail Co');
    const email = await answer(owner, 'email-agent', 'Write a launch email for our spring sale');
    expect(email).toMatch(/^Subject: \S/m);
    for (const figuresWord of ['Google Analytics', 'Meta Ads', 'Figures from', 'sessions']) expect(email).not.toContain(figuresWord);
  });
});
