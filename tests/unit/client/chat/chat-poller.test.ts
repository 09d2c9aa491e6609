import { describe, expect, it } from 'vitest';
import { ChatPoller } from '../../../../core/client/chat/chat-poller.ts';
import { ManualClock } from '../../../../adapters/client/manual-clock.ts';
import { ApiError } from '../../../../core/domain/api-error.ts';
import { advance } from './chat-harness.ts';

const START = Date.UTC(2026, 5, 1, 12);

/** A message as a poll brings it, in the fields these tests give. */
type Message = { id: string; role: string; content: string; created_at: string };
type Answer = Message[] | Error | ((since: string) => Message[] | Error);

function pollerUnderTest(agent: { slug: string; name: string }, answers: Answer[] = [], sinceMs = START - 5_000) {
  const clock = new ManualClock(START);
  const sinces: string[] = [];
  const batches: Message[][] = [];
  const timeouts: string[] = [];
  const errors: unknown[] = [];
  const signals: AbortSignal[] = [];
  let call = 0;
  const poller = new ChatPoller<Message>(clock, agent, sinceMs, {
    fetch: async (since, signal) => {
      sinces.push(since);
      signals.push(signal);
      const answer = answers[call++] ?? [];
      const value = typeof answer === 'function' ? answer(since) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
    onMessages: (batch) => void batches.push(batch),
    onTimeout: (text) => void timeouts.push(text),
    onError: (error) => void errors.push(error),
  });
  return { clock, poller, sinces, batches, timeouts, errors, signals };
}

/** The spec's schedule, written out: 15 s to 3 min, 30 s to 8, 45 s to 15, 60 s to 25, 90 s to 35, then 2 min; stop at the maximum. */
function expectedPollTimes(maxMinutes: number): number[] {
  const phases: [number, number][] = [[180, 15], [480, 30], [900, 45], [1_500, 60], [2_100, 90]];
  const times: number[] = [];
  let t = 0;
  while (t < maxMinutes * 60) {
    times.push(t * 1_000);
    const every = phases.find(([until]) => t < until)?.[1] ?? 120;
    t = Math.min(t + every, maxMinutes * 60);
  }
  return times;
}

describe('ChatPoller schedule (spec 9)', () => {
  it('R-POLL-01 R-CHATERR-28 an idle run polls at 0 s, then every 15 s to 3 min, 30 s to 8, 45 s to 15, 60 s to 25, 90 s to 35, 2 min after; the Email Agent stops at 30 minutes', async () => {
    const t = pollerUnderTest({ slug: 'email-agent', name: 'Email Agent' });
    t.poller.start();
    await advance(t.clock, 30 * 60_000);
    expect(t.poller.pollTimes).toEqual(expectedPollTimes(30));
    expect(t.poller.pollTimes.slice(0, 13)).toEqual([0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180].map((s) => s * 1_000));
    expect(t.poller.pollTimes).toContain(480_000);
    expect(t.poller.pollTimes).toContain(525_000);
    expect(t.timeouts).toEqual(['Request timed out after 30 minutes']);
    expect(t.poller.isPolling).toBe(false);
    const count = t.poller.pollTimes.length;
    await advance(t.clock, 10 * 60_000, 10_000);
    expect(t.poller.pollTimes).toHaveLength(count);
  });

  it('R-POLL-01 past 35 minutes the CMO Agent polls every 2 minutes until its 40-minute maximum', async () => {
    const t = pollerUnderTest({ slug: 'cmo', name: 'CMO Agent' });
    t.poller.start();
    await advance(t.clock, 40 * 60_000);
    expect(t.poller.pollTimes).toEqual(expectedPollTimes(40));
    // 2070 s is still in the 90 s phase; from 2160 s (past 35 min) the wait is 2 minutes.
    expect(t.poller.pollTimes.slice(-3)).toEqual([2_070_000, 2_160_000, 2_280_000]);
    expect(t.timeouts).toEqual(['Request timed out after 40 minutes']);
  });

  it.each([
    ['brand-voice', 35],
    ['cmo', 40],
    ['strategy-review-agent', 35],
    ['email-agent', 30],
    ['seo-agent', 35],
    ['creative-agent', 30],
    ['some-other-agent', 35],
  ])('R-CHATERR-28 the %s run gives up at exactly %i minutes', async (slug, minutes) => {
    const t = pollerUnderTest({ slug, name: slug });
    t.poller.start();
    await advance(t.clock, minutes * 60_000 - 1_000, 5_000);
    expect(t.timeouts).toEqual([]);
    await advance(t.clock, 1_000);
    expect(t.timeouts).toEqual([`Request timed out after ${minutes} minutes`]);
  });

  it('R-POLL-03 the first poll asks since the given moment; a poll with news is followed at once, from the newest message', async () => {
    const msg = (id: string, at: string) => ({ id, role: 'assistant', content: id, created_at: at });
    const t = pollerUnderTest({ slug: 'cmo', name: 'CMO Agent' }, [
      [msg('a', '2026-06-01T12:00:01.000Z')],
      [msg('b', '2026-06-01T12:00:03.000Z'), msg('c', '2026-06-01T12:00:02.000Z')],
      [],
    ]);
    t.poller.start();
    await advance(t.clock, 0);
    expect(t.sinces).toEqual(['2026-06-01T11:59:55.000Z', '2026-06-01T12:00:01.000Z', '2026-06-01T12:00:03.000Z']);
    expect(t.poller.pollTimes).toEqual([0, 0, 0]);
    expect(t.batches.map((b) => b.map((m) => m.id))).toEqual([['a'], ['b', 'c']]);
    await advance(t.clock, 15_000);
    expect(t.poller.pollTimes).toEqual([0, 0, 0, 15_000]);
  });

  it('R-CHATERR-30 a poll timeout or network error in the first 30 s fails the run', async () => {
    const t = pollerUnderTest({ slug: 'cmo', name: 'CMO Agent' }, [[], new ApiError('Network error - please check your connection', 'NETWORK_ERROR')]);
    t.poller.start();
    await advance(t.clock, 15_000);
    expect(t.errors).toHaveLength(1);
    expect((t.errors[0] as ApiError).code).toBe('NETWORK_ERROR');
    expect(t.poller.isPolling).toBe(false);
    await advance(t.clock, 60_000);
    expect(t.poller.pollTimes).toEqual([0, 15_000]);
  });

  it('R-CHATERR-30 after the first 30 s a poll timeout or network error is retried on the next poll, and other errors still fail', async () => {
    const timeout = new ApiError('Request timed out', 'TIMEOUT_ERROR');
    const network = new ApiError('Network error', 'NETWORK_ERROR');
    const t = pollerUnderTest({ slug: 'cmo', name: 'CMO Agent' }, [[], [], [], timeout, network, [{ id: 'r', role: 'assistant', content: 'done', created_at: '2026-06-01T12:01:00.000Z' }], [], new ApiError('Internal server error', 'INTERNAL_ERROR')]);
    t.poller.start();
    await advance(t.clock, 75_000);
    expect(t.errors).toEqual([]);
    expect(t.poller.pollTimes).toEqual([0, 15_000, 30_000, 45_000, 60_000, 75_000, 75_000]);
    expect(t.batches).toHaveLength(1);
    await advance(t.clock, 15_000);
    expect(t.errors).toHaveLength(1);
    expect((t.errors[0] as ApiError).code).toBe('INTERNAL_ERROR');
  });

  it('R-CHATERR-29 when the last poll had failed, the timeout names the agent and says the request may still be processing', async () => {
    const network = new ApiError('Network error', 'NETWORK_ERROR');
    const answers: Answer[] = Array.from({ length: 200 }, (_, i) => (i < 3 ? [] : network));
    const t = pollerUnderTest({ slug: 'email-agent', name: 'Email Agent' }, answers);
    t.poller.start();
    await advance(t.clock, 30 * 60_000, 5_000);
    expect(t.errors).toEqual([]);
    expect(t.timeouts).toEqual(['Email Agent timed out after 30 minutes. The request may still be processing.']);
  });

  it('stop() aborts the poll in flight and stops the schedule', async () => {
    const t = pollerUnderTest({ slug: 'cmo', name: 'CMO Agent' });
    t.poller.start();
    await advance(t.clock, 0);
    t.poller.stop();
    expect(t.signals[0]!.aborted).toBe(true);
    await advance(t.clock, 60_000, 5_000);
    expect(t.poller.pollTimes).toEqual([0]);
  });
});
