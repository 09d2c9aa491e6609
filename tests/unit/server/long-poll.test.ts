import { describe, expect, it } from 'vitest';
import { AgentChat } from '../../../core/server/agents/agent-chat.ts';
import { LONG_POLL_MS, SessionEventStream } from '../../../core/server/agents/session-event-stream.ts';
import { InProcessRunEventBus } from '../../../adapters/server/agents/in-process-run-event-bus.ts';
import type { ChatMessageRecord } from '../../../core/server/agents/records.ts';

/** A scheduler moved by hand: the 25 s long poll is checked without waiting 25 s. */
class HandScheduler {
  waits: { ms: number; resolve: () => void }[] = [];
  delay(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waits.push({ ms, resolve });
      signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
  }
  elapse(): void {
    for (const w of this.waits.splice(0)) w.resolve();
  }
}

function chat(messages: ChatMessageRecord[], scheduler: HandScheduler, bus: InProcessRunEventBus) {
  const repos = {
    chats: {
      listMessages: async (_id: string, since?: Date) => messages.filter((m) => !since || m.createdAt > since),
      listTurns: async (_id: string, roots: string[]) => messages.filter((m) => roots.includes(m.versionOf ?? m.id)),
    },
    artifacts: { ofSession: async () => [], ofMessages: async () => [] },
    agentRuns: { findAll: async () => [] },
  };
  const uow = { run: <T>(work: (r: never) => Promise<T>) => work(repos as never) };
  const access = { check: async () => ({}) };
  const links = { urlFor: () => '' };
  // Only the collaborators poll() uses are real; the rest are never called.
  const unused = {} as never;
  const clock = { now: () => new Date(0) };
  const stream = new SessionEventStream(unused, unused, access as never, unused, bus, clock, scheduler);
  return new AgentChat(uow as never, unused, unused, access as never, unused, unused, links as never, unused, unused, unused, unused, unused, stream);
}

const principal = { userId: 'u', role: 'org_member' as const, orgId: 'o' };
const message = (id: string, at: number): ChatMessageRecord => ({ id, sessionId: 's', role: 'assistant', content: id, requestId: 'r', createdAt: new Date(at), rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: {}, versionOf: null });

describe('long poll (GET /agents/sessions/{id}/poll)', () => {
  it('R-AGENTAPI-07 answers at once when newer messages exist', async () => {
    const scheduler = new HandScheduler();
    const result = await chat([message('m1', 2000)], scheduler, new InProcessRunEventBus()).poll(principal, 'sp', 's', new Date(1000));
    expect(result.map((m) => m.id)).toEqual(['m1']);
    expect(scheduler.waits).toHaveLength(0);
  });

  it('waits about 25 s and answers empty when nothing comes', async () => {
    const scheduler = new HandScheduler();
    const pending = chat([], scheduler, new InProcessRunEventBus()).poll(principal, 'sp', 's', new Date(1000));
    await new Promise((r) => setImmediate(r));
    expect(scheduler.waits.map((w) => w.ms)).toEqual([LONG_POLL_MS]);
    expect(LONG_POLL_MS).toBe(25_000);
    scheduler.elapse();
    expect(await pending).toEqual([]);
  });

  it('answers as soon as the run finishes', async () => {
    const scheduler = new HandScheduler();
    const bus = new InProcessRunEventBus();
    const messages: ChatMessageRecord[] = [];
    const pending = chat(messages, scheduler, bus).poll(principal, 'sp', 's', new Date(1000));
    await new Promise((r) => setImmediate(r));
    messages.push(message('answer', 3000));
    bus.publish({ sessionId: 's', seq: 9, requestId: 'r', type: 'agent_response', payload: {}, createdAt: new Date() });
    expect((await pending).map((m) => m.id)).toEqual(['answer']);
  });

  it('checks access to the session through the event stream before reading', async () => {
    const scheduler = new HandScheduler();
    const bus = new InProcessRunEventBus();
    const refused = new SessionEventStream({} as never, {} as never, { check: async () => Promise.reject(new Error('Session not found')) } as never, {} as never, bus, { now: () => new Date(0) }, scheduler);
    const agentChat = new AgentChat({ run: () => Promise.reject(new Error('read before the access check')) } as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, {} as never, refused);
    await expect(agentChat.poll(principal, 'sp', 's', new Date(1000))).rejects.toThrow('Session not found');
    expect(scheduler.waits).toHaveLength(0);
  });
});
