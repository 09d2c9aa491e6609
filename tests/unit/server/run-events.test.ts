import { describe, expect, it } from 'vitest';
import { RunEvents } from '../../../core/server/agents/run-events.ts';
import { InProcessRunEventBus } from '../../../adapters/server/agents/in-process-run-event-bus.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';
import { decodeRunEvent } from '../../../core/domain/agents/run-event.ts';

/** The numbered log as the repositories keep it: the session's next seq, the payload with its seq. */
class NumberedLog {
  rows: RunEventRecord[] = [];
  async append(event: Omit<RunEventRecord, 'seq'>): Promise<RunEventRecord> {
    const seq = this.rows.filter((r) => r.sessionId === event.sessionId).length + 1;
    const row = { ...event, seq, payload: { ...event.payload, seq } };
    this.rows.push(row);
    return row;
  }
  async after(sessionId: string, seq: number): Promise<RunEventRecord[]> {
    return this.rows.filter((r) => r.sessionId === sessionId && r.seq > seq);
  }
}

describe('RunEvents.emit: the run-event union from the server to the socket frame', () => {
  it('stores and publishes the event with its request id and seq, in the wire order type, request_id, fields; the client decodes it as the same event', async () => {
    const log = new NumberedLog();
    const bus = new InProcessRunEventBus();
    const published: RunEventRecord[] = [];
    bus.subscribe('s1', (e) => published.push(e));
    const events = new RunEvents(log, bus, { now: () => new Date(Date.UTC(2026, 5, 1)) });
    await events.emit('s1', 'r1', { type: 'progress_update', stage: 'tool_start', message: 'Running analysis tools...' });
    await events.emit('s1', 'r1', { type: 'cancel_ack' });
    expect(published.map((e) => [e.seq, e.type, e.requestId])).toEqual([[1, 'progress_update', 'r1'], [2, 'cancel_ack', 'r1']]);
    const frame = JSON.stringify(published[0]!.payload);
    expect(frame).toBe('{"type":"progress_update","request_id":"r1","stage":"tool_start","message":"Running analysis tools...","seq":1}');
    expect(decodeRunEvent(JSON.parse(frame))).toEqual({ type: 'progress_update', request_id: 'r1', stage: 'tool_start', message: 'Running analysis tools...', seq: 1 });
    expect((await log.after('s1', 1)).map((e) => e.payload)).toEqual([{ type: 'cancel_ack', request_id: 'r1', seq: 2 }]);
  });

  it('refuses, at compile time, an event outside the union or a field of the wrong type (checked by npm run typecheck)', () => {
    const events = new RunEvents(new NumberedLog(), new InProcessRunEventBus(), { now: () => new Date(0) });
    // Never called: the lines below only have to fail to compile.
    const wrong = () => {
      // @ts-expect-error a stage outside the six of R-WS-08
      void events.emit('s1', 'r1', { type: 'progress_update', stage: 'thinking', message: 'x' });
      // @ts-expect-error an event type the contract does not have
      void events.emit('s1', 'r1', { type: 'progress', message: 'x' });
      // @ts-expect-error a token is text
      void events.emit('s1', 'r1', { type: 'stream_token', token: 42 });
      // @ts-expect-error a continuation names the message it replaces
      void events.emit('s1', 'r1', { type: 'message_updated', content: 'x' });
    };
    expect(typeof wrong).toBe('function');
  });
});
