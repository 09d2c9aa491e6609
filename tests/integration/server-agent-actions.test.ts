import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { chunk, startStubModel, toolCallChunks, type StubModel } from '../support/stub-model.ts';
import { startInstantlySandbox, type InstantlySandbox } from '../../adapters/server/integrations/sandbox/instantly-sandbox.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../adapters/server/integrations/sandbox/apollo-sandbox.ts';
import { inSpace, registerMember, registerOwner } from '../support/test-accounts.ts';

/**
 * Agents that act with a person in the loop, over HTTP: a write tool's proposal
 * is stored with the answer and nothing is written at the provider (Instantly's contract fake) until a person
 * applies it; two applies write once; members apply only where the organization allows it; another
 * organization or a colleague finds nothing; a model calls the same tool through MCP and gets the same card.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const KEY = 'sandbox-instantly-key-0123456789';
const EMAIL_REQUEST = 'Create an Instantly campaign draft from this email\nSubject: A calmer Monday for {{firstName}}\nHi {{firstName}},\n\nZephyr plans your week in five minutes. Want to see it?\n\nBest,\nZoe';

type Who = { token: string; spaceId: string };

let instantly: InstantlySandbox;
let apollo: ApolloSandbox;
beforeAll(async () => {
  if (databaseUnavailable) return;
  instantly = await startInstantlySandbox();
  apollo = await startApolloSandbox();
});
afterAll(async () => {
  await instantly?.close();
  await apollo?.close();
});

const campaignWrites = () => instantly.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/campaigns')).length;

/** Sends a message and waits for the run's answer; returns the session id and the answer. */
async function ask(t: TestServer, who: Who, agent: string, message: string): Promise<{ sessionId: string; answer: any }> {
  const sent = await t.call('POST', `/agents/${agent}/messages/async`, { ...inSpace(who), body: { message } });
  expect(sent.status).toBe(200);
  const sessionId = sent.body.session_id as string;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const messages = await t.call('GET', `/agents/sessions/${sessionId}/messages`, inSpace(who));
    const answer = messages.body.find((m: any) => m.role === 'assistant');
    if (answer) return { sessionId, answer };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no answer');
}

const proposals = async (t: TestServer, who: Who, sessionId: string) => (await t.call('GET', `/agents/proposals?session_id=${sessionId}`, inSpace(who))).body;

describe('agents that act, offline engine (R-OPEN-38)', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ offlineEnginePaceMs: 0, integrations: { instantlyUrl: instantly.url, apolloUrl: apollo.url } });
  });
  afterAll(async () => t?.stop());

  it('the Email Agent proposes the campaign draft, writes nothing until applied, and two applies create it once', async () => {
    const owner = await registerOwner(t, 'olga@acting.io', 'Acting Co');
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const before = campaignWrites();
    const { sessionId, answer } = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    expect(answer.content).toContain('Nothing is created until you apply the card below.');
    const [card] = await proposals(t, owner, sessionId);
    expect(card).toMatchObject({
      message_id: answer.id,
      action: 'draft_campaign',
      title: 'Create an Instantly campaign draft',
      target: 'Instantly',
      status: 'pending',
      can_apply: true,
      result: null,
    });
    expect(card.details).toContain('Name: A calmer Monday for {{firstName}}');
    expect(card.payload).toBeUndefined();
    // Proposed only: Instantly has seen no write.
    expect(campaignWrites()).toBe(before);

    const [first, second] = await Promise.all([
      t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner)),
      t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const applied = first.status === 200 ? first.body : second.body;
    expect(applied).toMatchObject({ status: 'applied', error: null });
    expect(applied.result.summary).toContain('A calmer Monday for {{firstName}}');
    expect(campaignWrites()).toBe(before + 1);
    // The stored sequence kept the merge variable untouched.
    expect(JSON.stringify(instantly.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/campaigns')).at(-1)!.body)).toContain('{{firstName}}');
    const again = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This action was applied already');
    expect(campaignWrites()).toBe(before + 1);
    const audit = await t.server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'proposal.applied').execute();
    expect(audit.some((a) => a.target === `proposal:${card.id}`)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(KEY);
    expect((await proposals(t, owner, sessionId))[0].status).toBe('applied');
  });

  it('a member is refused unless the organization allows it, then applies; colleagues and other organizations find nothing', async () => {
    const owner = await registerOwner(t, 'owen@acting.io', 'Members Co');
    const mia = await registerMember(t, owner, 'mia@acting.io');
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const { sessionId } = await ask(t, mia, 'email-agent', EMAIL_REQUEST);
    const [card] = await proposals(t, mia, sessionId);
    expect(card.can_apply).toBe(false);
    expect((await t.call('GET', '/agents/proposals', inSpace(mia))).status).toBe(422);
    const before = campaignWrites();
    const refused = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(mia));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only organization owners and admins can create, send or launch things in connected tools here. Ask an owner to allow members in the organization settings.');
    expect(campaignWrites()).toBe(before);

    // The chat is Mia's: her owner cannot see or apply its card, another organization neither.
    expect((await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner))).status).toBe(404);
    expect((await t.call('GET', `/agents/proposals?session_id=${sessionId}`, inSpace(owner))).status).toBe(404);
    const stranger = await registerOwner(t, 'sam@elsewhere.io', 'Elsewhere');
    expect((await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(stranger))).status).toBe(404);
    expect((await t.call('POST', `/agents/proposals/${card.id}/dismiss`, inSpace(stranger))).status).toBe(404);
    expect((await t.call('POST', `/agents/proposals/${card.id}/apply`, { token: stranger.token, headers: { 'X-Space-ID': owner.spaceId } })).status).toBe(403);

    // Only owners and admins change the setting, and only to a yes or no.
    expect((await t.call('PUT', '/settings/org', { token: mia.token, body: { members_may_apply_actions: true } })).status).toBe(403);
    expect((await t.call('PUT', '/settings/org', { token: owner.token, body: { members_may_apply_actions: 'yes' } })).status).toBe(422);
    const allowed = await t.call('PUT', '/settings/org', { token: owner.token, body: { members_may_apply_actions: true } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.members_may_apply_actions).toBe(true);
    expect((await proposals(t, mia, sessionId))[0].can_apply).toBe(true);
    const applied = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(mia));
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe('applied');
    expect(campaignWrites()).toBe(before + 1);
  });

  it('dismisses a card; a failed apply can be tried again; an apply a dead process left reads as failed', async () => {
    const owner = await registerOwner(t, 'dora@acting.io', 'Dismiss Co');
    // Not connected: the answer says what connecting would allow, and proposes nothing.
    const unconnected = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    expect(unconnected.answer.content).toContain('Instantly is not connected to this space, so I prepared nothing there.');
    expect(await proposals(t, owner, unconnected.sessionId)).toEqual([]);

    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const { sessionId } = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    const [card] = await proposals(t, owner, sessionId);
    const dismissed = await t.call('POST', `/agents/proposals/${card.id}/dismiss`, inSpace(owner));
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe('dismissed');
    expect((await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner))).status).toBe(409);

    const second = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    const [next] = await proposals(t, owner, second.sessionId);
    instantly.failNext(3, 503);
    const failed = await t.call('POST', `/agents/proposals/${next.id}/apply`, inSpace(owner));
    expect(failed.status).toBe(200);
    expect(failed.body.status).toBe('failed');
    expect(failed.body.error).toContain('Instantly could not be reached');

    // A claim left `applying` by a process that died: after five minutes it reads as failed and may be retried.
    await t.server.database.db.updateTable('action_proposals').set({ status: 'applying', claimed_at: new Date(Date.now() - 6 * 60_000).toISOString() }).where('id', '=', next.id).execute();
    const [stale] = await proposals(t, owner, second.sessionId);
    expect(stale).toMatchObject({ status: 'failed', error: 'Applying was interrupted before it finished. Check the tool, then try again if nothing was created.' });
    const retried = await t.call('POST', `/agents/proposals/${next.id}/apply`, inSpace(owner));
    expect(retried.body.status).toBe('applied');
  });

  it('after a regenerate only the card of the answer shown applies: the two cards together never create two campaigns', async () => {
    const owner = await registerOwner(t, 'regina@acting.io', 'Regenerate Co');
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const { sessionId, answer } = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    const [replaced] = await proposals(t, owner, sessionId);
    const regen = await t.call('POST', `/agents/messages/${answer.id}/regenerate`, inSpace(owner));
    expect(regen.status).toBe(200);
    const current = (await proposals(t, owner, sessionId)).find((c: any) => c.message_id === regen.body.new_message_id);
    expect(current).toBeDefined();
    const before = campaignWrites();
    const stale = await t.call('POST', `/agents/proposals/${replaced.id}/apply`, inSpace(owner));
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('This card belongs to an earlier version of the answer. Apply the card under the answer shown now.');
    expect(campaignWrites()).toBe(before);
    expect((await t.call('POST', `/agents/proposals/${current.id}/apply`, inSpace(owner))).body.status).toBe('applied');
    expect(campaignWrites()).toBe(before + 1);
  });

  it('a card not applied within 7 days reads as expired, and a late apply gets 410 and writes nothing', async () => {
    const owner = await registerOwner(t, 'otto@acting.io', 'Late Co');
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const { sessionId } = await ask(t, owner, 'email-agent', EMAIL_REQUEST);
    const [card] = await proposals(t, owner, sessionId);
    await t.server.database.db.updateTable('action_proposals').set({ created_at: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000).toISOString() }).where('id', '=', card.id).execute();
    expect((await proposals(t, owner, sessionId))[0]).toMatchObject({ status: 'expired', can_apply: false });
    const before = campaignWrites();
    const late = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner));
    expect(late.status).toBe(410);
    expect(late.body.detail).toBe('This card expired 7 days after the agent proposed it. Ask the agent again for a fresh one.');
    expect(campaignWrites()).toBe(before);
  });
});

describe('the CMO combines lead search and outreach (R-OPEN-39, R-OPEN-38)', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ offlineEnginePaceMs: 0, integrations: { instantlyUrl: instantly.url, apolloUrl: apollo.url } });
  });
  afterAll(async () => t?.stop());

  const COMBINED = `Find 50 heads of marketing at 50–200-person SaaS companies in Germany and draft a campaign from this email\nSubject: Plan your week in five minutes, {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes.\n\nBest,\nZoe`;

  it('without Apollo it says what connecting would allow and proposes nothing', async () => {
    const owner = await registerOwner(t, 'cora@cmo.io', 'CMO Unconnected');
    const { sessionId, answer } = await ask(t, owner, 'cmo', COMBINED);
    expect(answer.content).toContain('Apollo and Instantly are not connected to this space, so I prepared nothing there. Connecting them (Connections, by an owner or admin) would let me find these people with Apollo, save them as a lead list and prepare an Instantly campaign draft with them, for you to apply.');
    expect(await proposals(t, owner, sessionId)).toEqual([]);
  });

  it('searches now, proposes one card that saves, reveals and drafts, and spends credits and writes only when applied', async () => {
    const owner = await registerOwner(t, 'cmo@cmo.io', 'CMO Co');
    expect((await t.call('POST', '/integrations/apollo/connect', { ...inSpace(owner), body: { access_token: 'sandbox-apollo-key-0123456789' } })).status).toBe(200);
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const [writes, enrichments] = [campaignWrites(), apollo.enrichments];
    const { sessionId, answer } = await ask(t, owner, 'cmo', COMBINED);
    expect(answer.content).toContain('I found 50 people with Apollo (Head of Marketing, 50–200 employees, SaaS, Germany) and prepared one action:');
    const [card] = await proposals(t, owner, sessionId);
    expect(card).toMatchObject({ action: 'lead_campaign', title: 'Save the leads, reveal their emails and create an Instantly campaign draft', target: 'Apollo and Instantly', status: 'pending' });
    expect(card.details).toEqual([
      'Leads: 50 found by Apollo (Head of Marketing, 50–200 employees, SaaS, Germany)',
      "Lead list: 'Head of Marketing (Germany)' (new, in this space)",
      'Reveal emails: spends up to 50 Apollo credits',
      "Campaign draft: 'Plan your week in five minutes, {{firstName}}' in Instantly, with the leads that have an email",
      'Step 1: Plan your week in five minutes, {{firstName}}',
    ]);
    // The search ran (a read); no credit was spent, no list saved, no campaign created.
    expect(apollo.enrichments).toBe(enrichments);
    expect(campaignWrites()).toBe(writes);
    expect((await t.call('GET', '/lead-lists', inSpace(owner))).body).toEqual([]);

    const applied = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner));
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe('applied');
    expect(applied.body.result.summary).toMatch(/^Saved 50 leads to 'Head of Marketing \(Germany\)', revealed \d+ emails.* and created the draft campaign 'Plan your week in five minutes, \{\{firstName\}\}' in Instantly with \d+ leads$/);
    expect(applied.body.result.link).toBe('/instantly/campaigns');
    expect(apollo.enrichments).toBeGreaterThan(enrichments);
    expect(apollo.enrichments - enrichments).toBeLessThanOrEqual(50);
    expect(campaignWrites()).toBe(writes + 1);
    const lists = (await t.call('GET', '/lead-lists', inSpace(owner))).body;
    expect(lists).toEqual([expect.objectContaining({ name: 'Head of Marketing (Germany)' })]);
  });
});

describe('the SEO agent sends an article to WordPress as a draft, once applied (R-OPEN-40)', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ offlineEnginePaceMs: 0, integrations: { sandbox: true } });
  });
  afterAll(async () => t?.stop());

  it('proposes the draft with the site, sends nothing until applied, then links to it', async () => {
    const owner = await registerOwner(t, 'sam@seo.io', 'SEO Co');
    expect((await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(owner), body: { site_url: 'https://blog.seo.example', username: 'sam', access_token: 'sandbox abcd efgh ijkl' } })).status).toBe(200);
    const article = `Send this to WordPress as a draft\n# Choosing a coffee grinder\n\n${'Burr grinders give an even grind, and an even grind gives a better cup. '.repeat(5)}`;
    const { sessionId, answer } = await ask(t, owner, 'seo-agent', article);
    expect(answer.content).toContain('Nothing is created until you apply the card below.');
    const [card] = await proposals(t, owner, sessionId);
    expect(card).toMatchObject({ action: 'publish_draft', title: 'Send to WordPress as draft', target: 'WordPress: blog.seo.example', status: 'pending' });
    expect(card.details[0]).toBe('Title: Choosing a coffee grinder');
    const sent = async () => (await t.server.database.db.selectFrom('published_drafts').selectAll().where('space_id', '=', owner.spaceId).execute()).length;
    expect(await sent()).toBe(0);
    const applied = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner));
    expect(applied.body).toMatchObject({ status: 'applied', result: { summary: expect.stringContaining('Draft "Choosing a coffee grinder" sent to WordPress'), link: expect.stringMatching(/^https?:\/\//) } });
    expect(await sent()).toBe(1);
  });

  it('R-PROD-02 "write an article and publish it to WordPress" proposes the article the answer wrote, titled by its heading, never by a message of the agent', async () => {
    const owner = await registerOwner(t, 'ada@seo.io', 'SEO Writers');
    await t.call('PUT', `/spaces/${owner.spaceId}/profile`, { token: owner.token, body: { answers: { business_name: 'Fellside Coffee', offer_main: 'A filter coffee subscription for offices', business_description: 'We roast every Monday and deliver by Wednesday.' } } });
    expect((await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(owner), body: { site_url: 'https://blog.fellside.example', username: 'ada', access_token: 'sandbox abcd efgh ijkl' } })).status).toBe(200);
    const { sessionId, answer } = await ask(t, owner, 'seo-agent', 'Write an article about our office coffee subscription and publish it to WordPress');
    const [card] = await proposals(t, owner, sessionId);
    expect(card).toMatchObject({ action: 'publish_draft', title: 'Send to WordPress as draft', target: 'WordPress: blog.fellside.example' });
    // The card carries the article the answer shows (Copy's deliverable): its heading as the title, its text as the body.
    const stored = await t.server.database.db.selectFrom('action_proposals').select('payload').where('id', '=', card.id).executeTakeFirstOrThrow();
    const payload = JSON.parse(String(stored.payload));
    expect(answer.deliverable).toContain(payload.title);
    expect(answer.deliverable).toContain(payload.markdown);
    expect(card.details[0]).toBe(`Title: ${payload.title}`);
    expect(payload.title).not.toMatch(/^(I |No |Sorry|Error)/);
  });
});

/** A model on loopback that calls `draft_campaign` once, then answers. */
let model: StubModel | undefined;
const modelRequests: any[] = [];
const MODEL_ARGS = { name: 'Calmer Mondays', steps: [{ subject: 'A calmer Monday for {{firstName}}', body: 'Hi {{firstName}}, Zephyr plans your week.', delay_days: 0 }] };

describe('agents that act, model path through MCP', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    model = await startStubModel((body) => {
      modelRequests.push(body);
      if (!body.messages.some((m: any) => m.role === 'tool')) return toolCallChunks('call_1', 'draft_campaign', MODEL_ARGS);
      return [chunk({ content: 'I prepared the campaign draft: apply the card to create it.' }), chunk({}, 'stop')];
    });
    t = await startTestServer({ llm: model.llm, integrations: { instantlyUrl: instantly.url } });
  });
  afterAll(async () => {
    await t?.stop();
    await model?.close();
  });

  it('offers the connected tools to the model, and its draft_campaign call becomes the same card, with no write', async () => {
    const owner = await registerOwner(t, 'mona@model.io', 'Model Co');
    expect((await t.call('POST', '/integrations/instantly/connect', { ...inSpace(owner), body: { access_token: KEY } })).status).toBe(200);
    const before = campaignWrites();
    const { sessionId, answer } = await ask(t, owner, 'email-agent', 'Turn this into an Instantly campaign');
    expect(answer.content).toBe('I prepared the campaign draft: apply the card to create it.');
    const offered = modelRequests[0].tools.map((tool: any) => tool.function.name);
    expect(offered).toEqual(expect.arrayContaining(['draft_campaign', 'outreach_analytics']));
    const [card] = await proposals(t, owner, sessionId);
    expect(card).toMatchObject({ action: 'draft_campaign', title: 'Create an Instantly campaign draft', target: 'Instantly', status: 'pending', message_id: answer.id });
    expect(card.details).toContain('Name: Calmer Mondays');
    expect(campaignWrites()).toBe(before);
    expect((await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(owner))).body.status).toBe('applied');
    expect(campaignWrites()).toBe(before + 1);
  });
});
