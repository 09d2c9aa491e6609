import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A model that stalls mid-stream or whose provider fails: the run ends, is refunded once, and the person reads a
 * plain sentence, never the provider's raw error. The model on loopback streams a few words and then goes silent
 * (a request naming "stall"), or answers 500 with its own error text, or 429.
 */
let model: Server;
let modelUrl = '';
const chunk = (delta: Record<string, unknown>) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
const held: import('node:http').ServerResponse[] = [];

beforeAll(async () => {
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const asked = JSON.stringify(JSON.parse(raw).messages);
      if (asked.includes('upstream')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'stub upstream failure', type: 'server_error' } }));
      }
      if (asked.includes('busy')) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
        return res.end(JSON.stringify({ error: { message: 'Rate limit reached for stub-model', type: 'rate_limit_error' } }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'Subject: A first line' }));
      // ...and nothing more: the connection stays open.
      held.push(res);
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as { port: number }).port}/v1`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => model.close(() => resolve()));
});

describe('R-CHATERR-24 a model that fails or stalls ends the run with a plain message and a refund', () => {
  let t: TestServer;
  let as: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ llm: { apiKey: 'stub-key', model: 'stub-model', baseUrl: modelUrl, embeddingModel: null, idleSeconds: 1 } });
    const reg = await t.call('POST', '/register', { body: { email: 'stall@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Stall Co' } });
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    as = { token, headers: { 'x-space-id': spaceId } };
  });
  afterAll(async () => t?.stop());

  async function outcomeOf(message: string): Promise<{ answer: { content: string; outcome: string }; before: number; after: number }> {
    const before = (await t.call('GET', '/billing/credits', as)).body.remaining as number;
    const sent = await t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message } });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 300; i++) {
      const answer = ((await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[]).find((m) => m.role === 'assistant');
      if (answer) return { answer, before, after: (await t.call('GET', '/billing/credits', as)).body.remaining as number };
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no answer');
  }

  it('a stream that goes silent for the idle limit fails the run, refunds it and says why', async () => {
    const { answer, before, after } = await outcomeOf('Write a launch email (stall)');
    expect(answer.outcome).toBe('failed');
    expect(answer.content).toBe('The AI model stopped responding for 1 seconds, so the request was stopped and your credits were refunded. Please try again.');
    expect(after).toBe(before);
  });

  it("a provider's 500 shows a plain sentence, not its raw text", async () => {
    const { answer, after, before } = await outcomeOf('Write a launch email (upstream)');
    expect(answer.outcome).toBe('failed');
    expect(answer.content).toBe('The AI model could not be reached. Your credits were refunded; please try again in a few minutes.');
    expect(answer.content).not.toContain('stub upstream failure');
    expect(after).toBe(before);
  });

  it('a provider that rate-limits says the model is busy', async () => {
    const { answer } = await outcomeOf('Write a launch email (busy)');
    expect(answer.content).toBe('The AI model is busy right now. Your credits were refunded; please try again in a minute.');
  });
});
