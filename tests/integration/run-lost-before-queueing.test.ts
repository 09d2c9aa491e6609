import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { RunQueue } from '../../core/server/agents/ports.ts';
import { RunQueueUnavailable } from '../../core/server/agents/run-queue-unavailable.ts';
import { agentRuntimeProcess, newOwner } from '../support/agent-runtime-process.ts';

/** A queue whose store answered the readiness check, then went away before the job was stored. */
class LostBeforeQueueing {
  async accepting(): Promise<boolean> {
    return true;
  }
  async enqueue(): Promise<void> {
    throw new RunQueueUnavailable('Redis did not store the job: no answer within 3000 ms');
  }
  process(): void {}
  async close(): Promise<void> {}
}

/** A queue whose store is gone: the send must be refused before anything is charged or stored. */
class Gone extends LostBeforeQueueing {
  override async accepting(): Promise<boolean> {
    return false;
  }
}

describe('a run the queue cannot take', () => {
  let disk: DatabaseHandle;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mw-run-lost-'));
    disk = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await disk.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ledger = async (orgId: string) => (await disk.db.selectFrom('credit_transactions').select(['idempotency_key', 'transaction_type', 'credits']).where('org_id', '=', orgId).where('feature', '=', 'ai_agents').execute());
  const balance = async (orgId: string) => Number((await disk.db.selectFrom('credit_accounts').select('balance').where('org_id', '=', orgId).executeTakeFirstOrThrow()).balance);

  it('with the queue gone, the send is refused with 503 and nothing is charged or stored', async () => {
    const process = await agentRuntimeProcess(disk, dataDir);
    process.rebind(RunQueue).toConstantValue(new Gone());
    const owner = await newOwner(process, disk, 'queue-gone.io');
    const before = await balance(owner.principal.orgId!);
    const refused = await process.get(StartAgentRun).execute(owner.principal, owner.spaceId, 'email-agent', { message: 'Write a launch email for our weekly report' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'SERVICE.UNAVAILABLE', message: 'Failed to send message: runs cannot be queued right now. Nothing was charged; try again in a minute.', meta: { retryAfterSeconds: 15 } });
    expect(await balance(owner.principal.orgId!)).toBe(before);
    expect(await ledger(owner.principal.orgId!)).toEqual([]);
    expect(await disk.db.selectFrom('agent_runs').select('request_id').where('org_id', '=', owner.principal.orgId!).execute()).toEqual([]);
  });

  it('lost between the check and the queueing, the run is closed as failed and refunded once, and the send is refused the same way', async () => {
    const process = await agentRuntimeProcess(disk, dataDir);
    process.rebind(RunQueue).toConstantValue(new LostBeforeQueueing());
    const owner = await newOwner(process, disk, 'queue-lost.io');
    const before = await balance(owner.principal.orgId!);
    const refused = await process.get(StartAgentRun).execute(owner.principal, owner.spaceId, 'email-agent', { message: 'Write a launch email for our weekly report' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    const run = await disk.db.selectFrom('agent_runs').selectAll().where('org_id', '=', owner.principal.orgId!).executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
    expect(await balance(owner.principal.orgId!)).toBe(before);
    const rows = await ledger(owner.principal.orgId!);
    expect(rows.map((r) => r.idempotency_key).sort()).toEqual([`refund:${run.request_id}`, `run:${run.request_id}`]);
    const note = await disk.db.selectFrom('chat_messages').select('content').where('request_id', '=', run.request_id).where('role', '=', 'assistant').executeTakeFirstOrThrow();
    expect(note.content).toBe('This request could not be queued; your credits were refunded. Please send it again.');
  });
});
