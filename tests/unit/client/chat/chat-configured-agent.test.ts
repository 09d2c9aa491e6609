import { describe, expect, it } from 'vitest';
import { ok } from '../../../support/scripted-http.ts';
import { acceptSends, chatHarness } from './chat-harness.ts';

/** What a space configured on Manage Agents is what a send uses, unless the person picks otherwise. */
describe('a send uses the agent as the space configured it', () => {
  async function configured(agent: Record<string, unknown>) {
    const h = await chatHarness();
    h.http.on('GET', '/agents', ok([{ slug: 'email-agent', name: 'Email Agent', estimated_credits: 20, ...agent }]));
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    return h;
  }
  const sentBody = (h: Awaited<ReturnType<typeof chatHarness>>) => h.http.requests.find((r) => r.url.endsWith('/agents/email-agent/messages/async'))!.body as Record<string, unknown>;

  it('R-OPEN-08 the configured default mode is sent and costed when none is picked', async () => {
    const h = await configured({ default_mode: 'max', k_value_ref_docs: 3, k_value_kb: 7, k_value_url: 9 });
    expect(h.chat.costOf(undefined)).toBe(40);
    await h.chat.sender.send('Write a launch email');
    expect(sentBody(h)).toMatchObject({ mode: 'max', k_value_ref_docs: 3, k_value_kb: 7, k_value_url: 9 });
  });

  it('R-CONST-12 a picked mode wins, and without a configuration the spec\'s retrieval counts (5, 10, 15) go', async () => {
    const h = await configured({});
    await h.chat.sender.send('Write a launch email', { mode: 'medium' });
    expect(sentBody(h)).toMatchObject({ mode: 'medium', k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 });
  });
});
