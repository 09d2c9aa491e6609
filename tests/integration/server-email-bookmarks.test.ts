import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';
import { askAgent } from '../support/chat-calls.ts';

/**
 * Email bookmarks (R-OPEN-41) over HTTP: a person bookmarks Email Agent
 * answers and email artifacts of their own chats; a colleague, another organization or another space sees and
 * removes none of them; other agents' answers are not email.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

type Who = { token: string; spaceId: string };
const colleague = (owner: Who, email: string) => registerMember(t, owner, email, { role: 'org_admin', name: 'Kai' });

const answer = (who: Who, agent: string, message: string) => askAgent(t, who, agent, message);

describe('email bookmarks (R-OPEN-41)', () => {
  it('bookmarks an Email Agent answer and its artifact once each, lists and removes them', async () => {
    const owner = await registerOwner(t, 'emma@bookmarks.io', 'Bookmarks Co');
    const email = await answer(owner, 'email-agent', 'Write a welcome email for new customers');
    const added = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: { message_id: email.id } });
    expect(added.status).toBe(200);
    expect(added.body.message_id).toBe(email.id);
    expect(added.body.subject.length).toBeGreaterThan(3);
    expect(added.body.subject).not.toContain('**');
    expect(added.body.body).toBe(email.content);
    const again = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: { message_id: email.id } });
    expect(again.body.id).toBe(added.body.id);

    const artifacts = (await t.call('GET', '/agents/artifacts', inSpace(owner))).body as { id: string; mime_type: string }[];
    const html = artifacts.find((a) => a.mime_type === 'text/html')!;
    const fromArtifact = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: { artifact_id: html.id } });
    expect(fromArtifact.status).toBe(200);
    expect(fromArtifact.body.subject).toBe(added.body.subject);
    expect(fromArtifact.body.body).not.toContain('<p>');

    const list = await t.call('GET', '/email-bookmarks', inSpace(owner));
    expect(list.body.map((b: { id: string }) => b.id).sort()).toEqual([added.body.id, fromArtifact.body.id].sort());
    expect((await t.call('DELETE', `/email-bookmarks/${added.body.id}`, inSpace(owner))).status).toBe(204);
    expect((await t.call('GET', '/email-bookmarks', inSpace(owner))).body).toHaveLength(1);
    expect((await t.call('DELETE', `/email-bookmarks/${added.body.id}`, inSpace(owner))).status).toBe(404);
  });

  it('refuses other agents\' answers and a missing source', async () => {
    const owner = await registerOwner(t, 'otto@bookmarks.io', 'Other Agents Co');
    const seo = await answer(owner, 'seo-agent', 'Audit our homepage');
    const refused = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: { message_id: seo.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0].msg).toBe('Only Email Agent answers and artifacts can be bookmarked');
    const none = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: {} });
    expect(none.status).toBe(422);
  });

  it('a colleague or another organization neither sees, adds nor removes someone\'s bookmarks', async () => {
    const owner = await registerOwner(t, 'ines@bookmarks.io', 'Private Co');
    const email = await answer(owner, 'email-agent', 'Write a follow-up email');
    const mine = await t.call('POST', '/email-bookmarks', { ...inSpace(owner), body: { message_id: email.id } });
    const kai = await colleague(owner, 'kai@bookmarks.io');
    expect((await t.call('GET', '/email-bookmarks', inSpace(kai))).body).toEqual([]);
    expect((await t.call('POST', '/email-bookmarks', { ...inSpace(kai), body: { message_id: email.id } })).status).toBe(404);
    expect((await t.call('DELETE', `/email-bookmarks/${mine.body.id}`, inSpace(kai))).status).toBe(404);
    const eve = await registerOwner(t, 'eve@elsewhere-bm.io', 'Elsewhere Co');
    expect((await t.call('GET', '/email-bookmarks', { token: eve.token, headers: { 'X-Space-ID': owner.spaceId } })).status).toBe(403);
    expect((await t.call('POST', '/email-bookmarks', { ...inSpace(eve), body: { message_id: email.id } })).status).toBe(404);
    expect((await t.call('GET', '/email-bookmarks', inSpace(owner))).body).toHaveLength(1);
  });
});
