import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A chat is private to whoever started it, and so is what it made: the Assets list shows a person the artifacts
 * of their own chats in the space, and a colleague who holds a link cannot fetch it with their own token.
 */
describe('artifacts follow their chat', () => {
  let t: TestServer;
  let owner: { token: string; headers: Record<string, string> };
  let member: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ offlineEnginePaceMs: 0 });
    const reg = await t.call('POST', '/register', { body: { email: 'owner@private-art.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Private Art' } });
    const spaceId = (await t.call('GET', '/spaces/', { token: reg.body.access_token })).body[0].id as string;
    owner = { token: reg.body.access_token, headers: { 'x-space-id': spaceId } };
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'member@private-art.io', role: 'org_member' } });
    const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', 'member@private-art.io').executeTakeFirstOrThrow();
    const invite = new URL(row.link!).searchParams.get('invite')!;
    const joined = await t.call('POST', '/register', { body: { email: 'member@private-art.io', password: 'ember-quartz-harbor-64', name: 'Member', org_name: '-', invite_token: invite } });
    member = { token: joined.body.access_token, headers: { 'x-space-id': spaceId } };
  });
  afterAll(async () => t?.stop());

  async function emailArtifact(as: { token: string; headers: Record<string, string> }, message: string): Promise<{ id: string; download_url: string }> {
    const sent = await t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message } });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 400; i++) {
      const answer = ((await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[]).find((m) => m.role === 'assistant');
      if (answer?.artifacts?.length) return answer.artifacts[0];
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no artifact');
  }

  it("a member's artifact is listed to the member alone, and the owner's token cannot download it", async () => {
    const mine = await emailArtifact(member, 'Write a welcome email for new customers');
    const theirs = await emailArtifact(owner, 'Write a launch email for our spring range');
    const listedToMember = ((await t.call('GET', '/agents/artifacts', member)).body as { id: string }[]).map((a) => a.id);
    const listedToOwner = ((await t.call('GET', '/agents/artifacts', owner)).body as { id: string }[]).map((a) => a.id);
    expect(listedToMember).toContain(mine.id);
    expect(listedToMember).not.toContain(theirs.id);
    expect(listedToOwner).toContain(theirs.id);
    expect(listedToOwner).not.toContain(mine.id);

    const path = mine.download_url.replace(/^.*\/api\/v1/, '');
    expect((await t.call('GET', path, member)).status).toBe(200);
    expect((await t.call('GET', path, owner)).status).not.toBe(200);
  });
});
