import { describe as baseDescribe, expect, it, vi } from 'vitest';
import { fetch, FormData } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { toChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { AnswerCopyViewModel } from '../../web/chat/answer-copy.view-model.ts';
import { inSpace, registerOwner, type InSpace } from '../support/test-accounts.ts';

/**
 * What the server does with a catalogue task's output, over HTTP: the answer's text carries no Sources list, its
 * stored sources (the chips) are those the deliverable used, it keeps the deliverable apart for Copy, and acting
 * proposes the WordPress card only from an article that was written. The agent's catalogue is replaced by a
 * stand-in task (tests/support/stand-in-tasks.ts) so these hold whatever wording the real catalogue settles on.
 */
vi.mock('../../core/server/agents/tasks/catalogue.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/server/agents/tasks/catalogue.ts')>();
  const { standInTasks } = await import('../support/stand-in-tasks.ts');
  return { ...original, tasksOf: (agent: Parameters<typeof original.tasksOf>[0]) => standInTasks[agent] ?? original.tasksOf(agent) };
});

const describe = baseDescribe.skipIf(databaseUnavailable);
const REQUEST = 'Write an article about our subscription and publish it to WordPress';
const ARTICLE_TITLE = 'Harbour Roasters: a weekly coffee subscription for offices';
const ARTICLE = `# ${ARTICLE_TITLE}\n\nWe roast beans every Monday and deliver them by Wednesday.`;

const t = serverForFile(() => ({ offlineEnginePaceMs: 0, integrations: { sandbox: true } }));

/** A space owner whose profile says `profile` and whose space publishes to a WordPress site (the sandbox). */
async function register(email: string, profile: Record<string, string>): Promise<InSpace> {
  const who = await registerOwner(t, email, `Org ${email}`, { name: 'Rae' });
  await t.call('PUT', `/spaces/${who.spaceId}/profile`, { token: who.token, body: { answers: profile } });
  expect((await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(who), body: { site_url: 'https://blog.roast.example', username: 'rae', access_token: 'sandbox abcd efgh ijkl' } })).status).toBe(200);
  return who;
}

async function uploaded(who: InSpace, filename: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/markdown' }), filename);
  const res = await fetch(`${t.url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { authorization: `Bearer ${who.token}`, 'x-space-id': who.spaceId }, body: form });
  const id = ((await res.json()) as { id: string }).id;
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if ((await t.call('GET', `/knowledge-base/documents/${id}`, inSpace(who))).body.status === 'ready') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${filename} not read`);
}

async function ask(who: InSpace, body: Record<string, unknown>): Promise<{ sessionId: string; answer: any }> {
  const sent = await t.call('POST', '/agents/seo-agent/messages/async', { ...inSpace(who), body });
  expect(sent.status).toBe(200);
  const sessionId = sent.body.session_id as string;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const answer = (await t.call('GET', `/agents/sessions/${sessionId}/messages`, inSpace(who))).body.find((m: any) => m.role === 'assistant');
    if (answer) return { sessionId, answer };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no answer');
}

const cards = async (who: InSpace, sessionId: string) => (await t.call('GET', `/agents/proposals?session_id=${sessionId}`, inSpace(who))).body;

describe('answers of the catalogue engine: chips, Copy and cards from deliverables (R-PROD-02)', () => {
  it('R-PROD-02 the article is cited by chips, copied alone, and is what the WordPress card sends', async () => {
    const who = await register('rae@roast.example', { business_name: 'Harbour Roasters', offer_main: 'a weekly coffee subscription for offices', business_description: 'We roast beans every Monday and deliver them by Wednesday.' });
    const notes = await uploaded(who, 'roast-notes.md', '# Roast notes\n\nOur subscription beans are roasted every Monday in small batches.');
    await uploaded(who, 'old-menu.md', '# Old menu\n\nThe subscription menu of last winter, kept for reference.');
    const { sessionId, answer } = await ask(who, { message: REQUEST, referenced_document_ids: [notes] });

    expect(answer.content).not.toContain('**Sources**');
    expect(answer.content).not.toMatch(/^\[\d+\] /m);
    // The chips: the document the article used, then the space profile once; the other document was read for facts but not used.
    expect(answer.sources.map((s: any) => [s.type, s.title])).toEqual([['document', 'roast-notes.md'], ['space_profile', 'Space profile']]);
    expect(answer.sources[0]).toMatchObject({ id: notes, passage: expect.stringContaining('roasted every Monday') });

    // Copy copies the article alone, not the summary or the card's section.
    expect(answer.deliverable).toBe(ARTICLE);
    const copied: string[] = [];
    await new AnswerCopyViewModel({ writeText: async (text) => void copied.push(text) }, { show: () => undefined }).copyMarkdown(toChatMessage(answer));
    expect(copied).toEqual([ARTICLE]);

    const [card] = await cards(who, sessionId);
    expect(card).toMatchObject({ action: 'publish_draft', title: 'Send to WordPress as draft', target: 'WordPress: blog.roast.example', status: 'pending' });
    expect(card.details[0]).toBe(`Title: ${ARTICLE_TITLE}`);
    const stored = await t.server.database.db.selectFrom('action_proposals').select('payload').where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(stored.payload))).toMatchObject({ site: 'wordpress', title: ARTICLE_TITLE, markdown: ARTICLE });
    const applied = await t.call('POST', `/agents/proposals/${card.id}/apply`, inSpace(who));
    expect(applied.body).toMatchObject({ status: 'applied', result: { summary: expect.stringContaining(`Draft "${ARTICLE_TITLE}" sent to WordPress`) } });
  });

  it('R-PROD-02 when no article was written, no card is proposed and the answer says nothing was prepared for WordPress', async () => {
    const who = await register('sol@roast.example', { business_name: 'Harbour Roasters' });
    const { sessionId, answer } = await ask(who, { message: REQUEST });
    expect(answer.content).toContain('I could not write the article: the space profile does not say what you sell yet.');
    expect(answer.content).toContain('No article was written here, so nothing was prepared for WordPress.');
    expect(answer.content).not.toContain('Nothing is created until you apply the card below.');
    expect(answer.deliverable).toBeNull();
    expect(answer.sources).toEqual([]);
    expect(await cards(who, sessionId)).toEqual([]);
  });
});
