import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../../support/client-harness.ts';
import { BackgroundTasksStore } from '../../../../core/client/chat/background-tasks-store.ts';
import { BackgroundTasksViewModel } from '../../../../web/shell/background-tasks.view-model.ts';
import { acceptSends, advance, chatHarness } from './chat-harness.ts';

function store() {
  const h = clientHarness();
  return { h, tasks: h.get(BackgroundTasksStore) };
}

const task = (n: number) => ({ sessionId: `s${n}`, agentSlug: 'email-agent', agentName: 'Email Agent', type: 'websocket' as const });

describe('background tasks store (spec 2.3, 4.7, D8)', () => {
  it('R-BGTASK-05 a failed task reads "Failed" and keeps its error', () => {
    const { tasks } = store();
    tasks.add(task(1));
    tasks.fail('s1', 'Agent processing failed');
    expect(tasks.rows()[0]!.statusLine).toBe('Failed');
    expect(tasks.find('s1')).toMatchObject({ status: 'error', errorMessage: 'Agent processing failed' });
  });

  it('R-BGTASK-11 completed, failed and cancelled rows have a close button; running rows do not', () => {
    const { tasks } = store();
    for (const n of [1, 2, 3, 4]) tasks.add(task(n));
    tasks.complete('s1', 'Here is your email');
    tasks.fail('s2', 'boom');
    tasks.cancel('s3');
    const closable = Object.fromEntries(tasks.rows().map((r) => [r.sessionId, r.closable]));
    expect(closable).toEqual({ s1: true, s2: true, s3: true, s4: false });
    // Closing a row removes it.
    tasks.remove('s1');
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s2', 's3', 's4']);
  });

  it('R-BGTASK-13 Clear Completed removes completed, failed and cancelled rows and keeps running ones', () => {
    const { tasks } = store();
    for (const n of [1, 2, 3, 4]) tasks.add(task(n));
    tasks.complete('s1', 'done');
    tasks.fail('s2', 'boom');
    tasks.cancel('s3');
    expect(tasks.footer).toContain('1');
    tasks.clearCompleted();
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s4']);
    expect(tasks.completedCount).toBe(0);
    expect(tasks.activeCount).toBe(1);
  });

  it('R-BGTASK-14 a completed or failed task is removed 5 minutes after it finished; a running one stays', () => {
    const { h, tasks } = store();
    for (const n of [1, 2, 3]) tasks.add(task(n));
    h.clock.advance(60_000);
    tasks.complete('s1', 'done');
    tasks.fail('s2', 'boom');
    h.clock.advance(300_000 - 1);
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s1', 's2', 's3']);
    h.clock.advance(1);
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s3']);
    h.clock.advance(3_600_000);
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s3']);
  });

  it('R-BGTASK-15 R-BGTASK-16 at most 5 run at once: a sixth is not added, but one fits again once a task finished', () => {
    const { tasks } = store();
    for (const n of [1, 2, 3, 4, 5]) expect(tasks.add(task(n))).toBe(true);
    expect(tasks.add(task(6))).toBe(false);
    expect(tasks.find('s6')).toBeUndefined();
    expect(tasks.activeCount).toBe(5);
    tasks.complete('s1', 'done');
    expect(tasks.add(task(6))).toBe(true);
    expect(tasks.activeCount).toBe(5);
    expect(tasks.count).toBe(6);
  });
});

describe('a running background task\'s status line (spec 2.3)', () => {
  it('R-BGTASK-06 reads "Processing..." until the run reports progress, then its last progress message', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    const socket = h.sockets.last;
    socket.open();
    h.chat.newChat();
    const panel = new BackgroundTasksViewModel(h.get(BackgroundTasksStore), { pathname: () => '/', query: () => ({}), navigate: () => undefined });
    const status = () => panel.rows.map((row) => row.statusLine);

    expect(status()).toEqual(['Processing...']);
    socket.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Reading your brand voice' });
    expect(status()).toEqual(['Reading your brand voice']);
    socket.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Writing the subject line' });
    expect(status()).toEqual(['Writing the subject line']);
    socket.emit({ type: 'agent_response', request_id: 'req-1', response: 'Subject: Spring is here' });
    await advance(h.clock, 2_000);
    expect(status()).toEqual(['Completed']);
  });

  it('R-BGTASK-06 a run left after it reported progress keeps that message as its status line', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    h.sockets.last.open();
    h.sockets.last.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Reading your brand voice' });
    h.chat.newChat();
    expect(h.get(BackgroundTasksStore).rows().map((row) => row.statusLine)).toEqual(['Reading your brand voice']);
  });
});
