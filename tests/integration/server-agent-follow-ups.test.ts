import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A follow-up in the same chat revises the chat's answer instead of starting over: "shorter, under 40 words" cuts
 * that answer to the limit and keeps its words, and the answer says what changed, read off the two texts.
 */
describe('R-PROD-02 follow-ups revise the previous answer in the same chat', () => {
  let t: TestServer;
  let as: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ offlineEnginePaceMs: 0 });
    const reg = await t.call('POST', '/register', { body: { email: 'follow-ups@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Larch Joinery' } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    as = { token, headers: { 'x-space-id': spaceId } };
    await t.call('PUT', `/spaces/${spaceId}/profile`, {
      ...as,
      body: {
        answers: {
          business_name: 'Larch Joinery',
          business_description: 'A two-person joinery in Leeds making fitted wardrobes and alcove shelving',
          audience_primary: 'Homeowners in Leeds renovating older terraced houses',
          offer_main: 'Made-to-measure fitted wardrobes from £1,800, fitted in one day',
          offer_differentiator: 'Every piece is built in our own workshop from FSC-certified oak and birch ply',
        },
      },
    });
  });
  afterAll(async () => t?.stop());

  async function send(message: string, sessionId?: string): Promise<{ sessionId: string; content: string; metadata: any }> {
    const answersIn = async (id: string) => ((await t.call('GET', `/agents/sessions/${id}/messages`, as)).body as any[]).filter((m) => m.role === 'assistant');
    const before = sessionId ? (await answersIn(sessionId)).length : 0;
    const sent = await t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message, ...(sessionId ? { session_id: sessionId } : {}) } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    for (let i = 0; i < 400; i++) {
      const answers = await answersIn(sent.body.session_id);
      const latest = answers.find((m) => m.request_id === sent.body.request_id) ?? (answers.length > before ? answers.at(-1) : null);
      if (latest) return { sessionId: sent.body.session_id, content: latest.content, metadata: latest.metadata ?? {} };
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no answer');
  }
  const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

  it('"make it shorter, under 40 words" cuts the previous email to the limit and says what changed', async () => {
    const first = await send('Write a promotional email to homeowners about our fitted wardrobes, with 10% off orders placed before 31 March using code ALCOVE10.');
    const followUp = await send('Make it shorter, under 40 words.', first.sessionId);
    expect(followUp.content).toContain('**What changed**');
    const revised = followUp.content.split('**What changed**')[0]!;
    const body = revised.split('\n').slice(1).join('\n');
    expect(words(body)).toBeLessThanOrEqual(40);
    // The revision keeps the previous email's own lines: the offer and its code survive the cut.
    expect(body).toContain('ALCOVE10');
    const firstSentences = new Set(first.content.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => s.length > 20));
    expect(body.split(/(?<=[.!?])\s+|\n+/).some((s) => firstSentences.has(s.trim()))).toBe(true);
  });

  it('a question about the email is answered, and the next change is made to the email, not to that answer', async () => {
    const first = await send('Write a promotional email to homeowners about our fitted wardrobes, from £1,800 and fitted in one day.');
    const subject = /^Subject:\s*(.+?)\s*$/m.exec(first.content)![1]!;
    const why = await send('Why did you pick that subject line?', first.sessionId);
    expect(why.content.startsWith(`Why that subject line: "${subject}"`)).toBe(true);
    expect(why.content).not.toContain('Hi {{first_name}}');
    const shorter = await send('Make it shorter, under 40 words.', first.sessionId);
    expect(shorter.content).toMatch(/^Subject:/m);
    expect(shorter.content).toContain('**What changed**');
    expect(shorter.content).not.toContain('Why that subject line');
  });
});
