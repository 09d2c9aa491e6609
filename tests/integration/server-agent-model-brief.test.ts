import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { chunk, startStubModel, type StubModel } from '../support/stub-model.ts';

/**
 * With a model, the run gives it the brief the offline engine reads (counts, the offer's code) in its system
 * message, checks the answer against what can be counted, and gives it one repair turn when it falls short.
 * The model on loopback first writes one email without the code, then all three with it when told what it missed.
 */
let model: StubModel;
const requests: any[] = [];
const SHORT = '1. Subject: Still thinking it over?\nHi there, a quick note after your demo.';
const FULL = ['1. Subject: Thanks for the demo', '2. Subject: What teams like you saw', '3. Subject: Your 20% off ends soon, code DEMO20'].join('\n');

beforeAll(async () => {
  model = await startStubModel((body) => {
    requests.push(body);
    const asked = body.messages.map((m: any) => String(m.content ?? '')).join('\n');
    return [chunk({ role: 'assistant', content: asked.includes('It missed:') ? FULL : SHORT }), chunk({}, 'stop')];
  });
});
afterAll(() => model.close());

describe('R-PROD-02 a model-backed agent writes to the brief', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ llm: model.llm });
  });
  afterAll(async () => t?.stop());

  it('states the counts and the code in the system message, and repairs an answer that misses them once', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'brief@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Chairtime' } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    const as = { token, headers: { 'x-space-id': spaceId } };
    const sent = await t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message: 'Write 3 follow-up emails for practice managers who booked a demo, with 20% off the first month using code DEMO20.' } });
    expect(sent.status).toBe(200);
    let answer: any = null;
    for (let i = 0; i < 200 && !answer; i++) {
      const messages = (await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[];
      answer = messages.find((m) => m.role === 'assistant') ?? null;
      if (!answer) await new Promise((r) => setTimeout(r, 50));
    }

    const system = requests[0].messages[0].content as string;
    expect(system).toContain('Write exactly 3 emails');
    expect(system).toContain('code DEMO20');
    expect(requests).toHaveLength(2);
    expect(requests[1].messages.map((m: any) => m.content).join('\n')).toContain('It missed: 3 emails were asked for; the answer has 1 numbered pieces; the code DEMO20 is missing');
    expect(answer.content).toBe(FULL);
  });
});
