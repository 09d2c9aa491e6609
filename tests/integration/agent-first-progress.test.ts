import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { RunEventBus, RunQueue } from '../../core/server/agents/ports.ts';
import type { RunEventRecord } from '../../core/server/agents/records.ts';
import { agentRuntimeProcess, newOwner } from '../support/agent-runtime-process.ts';

/** A queue as busy as it can be: it takes the run and never reaches it. */
class NeverReachedQueue {
  readonly queued: string[] = [];
  async enqueue(requestId: string): Promise<void> {
    this.queued.push(requestId);
  }
  async accepting(): Promise<boolean> {
    return true;
  }
  process(): void {}
  async close(): Promise<void> {}
}

/**
 * With 100 runs sent at once the queue reached the last ones seconds later, and their first progress
 * event with them. The first stage now leaves when the run is accepted, whatever the queue is doing.
 */
describe('the first progress event of a run', () => {
  let disk: DatabaseHandle;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mw-first-progress-'));
    disk = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await disk.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is stored and published when the send is accepted, before the queue runs anything', async () => {
    const process = await agentRuntimeProcess(disk, dataDir);
    const queue = new NeverReachedQueue();
    process.rebind(RunQueue).toConstantValue(queue);
    const owner = await newOwner(process, disk, 'first-progress.io');
    const published: RunEventRecord[] = [];
    const bus = process.get(RunEventBus);
    const originalPublish = bus.publish.bind(bus);
    bus.publish = (event) => {
      published.push(event);
      originalPublish(event);
    };

    const answer = await process.get(StartAgentRun).execute(owner.principal, owner.spaceId, 'email-agent', { message: 'Write a launch email for our weekly report' });

    expect(queue.queued).toEqual([answer.request_id]);
    const run = await disk.db.selectFrom('agent_runs').select('status').where('request_id', '=', answer.request_id).executeTakeFirstOrThrow();
    expect(run.status).toBe('queued');
    const stored = await disk.db.selectFrom('run_events').select(['type', 'payload']).where('request_id', '=', answer.request_id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.type).toBe('progress_update');
    expect(JSON.parse(String(stored[0]!.payload))).toMatchObject({ stage: 'agent_start', message: 'Email Agent is on it...' });
    expect(published.map((e) => [e.type, (e.payload as { stage?: string }).stage])).toEqual([['progress_update', 'agent_start']]);
  });
});
