import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

/**
 * A model on loopback that, like a real one, first asks for a tool and then answers from what the tool
 * returned: the run over the real server must offer the agent's tools, run the call, stream it as the
 * spec's tool events, and store the model's answer.
 */
let model: Server;
let modelUrl = '';
const requests: any[] = [];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

beforeAll(async () => {
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push(body);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const toolResult = body.messages.find((m: any) => m.role === 'tool');
      if (!toolResult) {
        res.write(chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'read_space_profile', arguments: '' } }] }));
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] }, 'tool_calls'));
      } else {
        for (const word of ['From ', 'your ', 'profile: ', 'Zephyr ', 'Labs.']) res.write(chunk({ content: word }));
        res.write(chunk({}, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => model.close(() => resolve())));

describe('model-backed agents call their tools', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ llm: { apiKey: 'stub-key', model: 'stub-model', baseUrl: modelUrl, embeddingModel: null } });
  });
  afterAll(async () => t?.stop());

  it('the run offers the tools, states the space facts once in the system message, streams the call as tool events and stores the answer', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'tools@example.com', password: 'Agent-runtime-passphrase-73', name: 'Owner', org_name: 'Zephyr' } });
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    const as = { token, headers: { 'x-space-id': spaceId } };
    expect((await t.call('PUT', `/spaces/${spaceId}/profile`, { ...as, body: { answers: { business_name: 'Zephyr Labs' } } })).status).toBe(200);
    const sent = await t.call('POST', '/agents/seo-agent/messages/async', { ...as, body: { message: 'What should our site rank for?' } });
    expect(sent.status).toBe(200);

    const events: any[] = [];
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${sent.body.session_id}?token=${token}&after=0`);
      const timer = setTimeout(() => reject(new Error(`timed out: ${events.map((e) => e.type).join(',')}`)), 20_000);
      ws.onmessage = (m) => {
        const e = JSON.parse(String(m.data));
        events.push(e);
        if (e.type === 'agent_response' || e.type === 'agent_error') {
          clearTimeout(timer);
          ws.close(1000);
          resolve();
        }
      };
    });

    expect(requests[0].tools.map((tool: any) => tool.function.name)).toEqual(['seo_audit', 'search_knowledge_base', 'read_space_profile']);
    expect(requests[0].messages[0]).toMatchObject({ role: 'system' });
    expect(requests[0].messages[0].content).toContain('Space profile:');
    expect(requests[1].messages.find((m: any) => m.role === 'tool')).toMatchObject({ tool_call_id: 'call_1' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'progress_update', stage: 'tool_start', message: 'read_space_profile: {}' }));
    expect(events.some((e) => e.type === 'tool_output' && e.tool === 'read_space_profile')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'agent_response', response: 'From your profile: Zephyr Labs.', engine: 'stub-model' });
    const messages = (await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body;
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: 'From your profile: Zephyr Labs.', engine: 'stub-model' });
  });
});
