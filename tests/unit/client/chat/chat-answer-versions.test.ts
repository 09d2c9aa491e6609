import { describe, expect, it } from 'vitest';
import { ok } from '../../../support/scripted-http.ts';
import { chatHarness } from './chat-harness.ts';

/** The server keeps every version of a regenerated answer; the conversation shows one answer per turn. */
describe('regenerated answers in the chat', () => {
  const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const message = (id: string, role: 'user' | 'assistant', content: string, minute: number, versions: Record<string, unknown> = {}) => ({
    id, role, content, created_at: at(minute), request_id: `req-${id}`, rating: null, feedback_categories: [], feedback_text: null, transaction_id: null,
    thread_id: 'sess-v', continuation_count: 0, final_output_length: content.length, truncated_due_to_tokens: false, truncation_reason: null,
    engine: 'offline engine', outcome: 'completed', artifacts: [], version: 1, version_count: 1, is_current: true, version_of: null, ...versions,
  });

  it('after a reload only the current version of each answer shows, in its place', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions/sess-v/messages', ok([
      message('q1', 'user', 'First question', 1),
      message('a1', 'assistant', 'First answer, version 1', 2, { version: 1, version_count: 2, is_current: false }),
      message('a1b', 'assistant', 'First answer, version 2', 9, { version: 2, version_count: 2, is_current: true, version_of: 'a1' }),
      message('q2', 'user', 'Second question', 3),
      message('a2', 'assistant', 'Second answer', 4),
    ]));
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.openSession('sess-v');
    expect(h.chat.view.messages.map((m) => m.content)).toEqual(['First question', 'First answer, version 2', 'Second question', 'Second answer']);
  });

  it('regenerate replaces the answer in place and refreshes the balance it was charged to', async () => {
    const h = await chatHarness();
    const stored = [message('q1', 'user', 'First question', 1), message('a1', 'assistant', 'First answer', 2), message('q2', 'user', 'Second question', 3)];
    h.http.on('GET', '/agents/sessions/sess-v/messages', () => ok([...stored]));
    h.http.on('POST', '/agents/messages/a1/regenerate', () => {
      // The server keeps both versions; the new one is current.
      stored.splice(2, 0, message('a1b', 'assistant', 'First answer, again', 9, { version: 2, version_count: 2, version_of: 'a1' }));
      return ok({ new_message_id: 'a1b', content: 'First answer, again', version: 2, credits_charged: 20, transaction_id: 'tx-2' });
    });
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.openSession('sess-v');
    const creditReads = h.http.requests.filter((r) => r.url.endsWith('/billing/credits')).length;
    expect(await h.chat.actions.regenerate('a1')).toBe(true);
    expect(h.chat.view.messages.map((m) => [m.id, m.content])).toEqual([['q1', 'First question'], ['a1b', 'First answer, again'], ['q2', 'Second question']]);
    await new Promise((r) => setImmediate(r));
    expect(h.http.requests.filter((r) => r.url.endsWith('/billing/credits')).length).toBe(creditReads + 1);
  });
});
