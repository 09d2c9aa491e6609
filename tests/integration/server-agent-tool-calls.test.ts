import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { registerOwner } from '../support/test-accounts.ts';
import { chunk, startStubModel, toolCallChunks, type StubModel } from '../support/stub-model.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

/**
 * A model on loopback that, like a real one, first asks for a tool and then answers from what the tool
 * returned: the run over the real server must offer the agent's tools, run the call, stream it as the
 * spec's tool events, and store the model's answer.
 */
let model: StubModel;
const requests: any[] = [];

beforeAll(async () => {
  model = await startStubModel((body) => {
    requests.push(body);
    const toolResult = body.messages.find((m: any) => m.role === 'tool');
    if (!toolResult) return toolCallChunks('call_1', 'read_space_profile', {});
    return [...['From ', 'your ', 'profile: ', 'Zephyr ', 'Labs.'].map((word) => chunk({ content: word })), chunk({}, 'stop')];
  });
});
afterAll(() => model.close());

describe('model-backed agents call their tools', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ llm: model.llm });
  });
  afterAll(async () => t?.stop());

  it('the run offers the tools, states the space facts once in the system message, streams the call as tool events and stores the answer', async () => {
    const { token, spaceId } = await registerOwner(t, 'tools@example.com', 'Zephyr');
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
