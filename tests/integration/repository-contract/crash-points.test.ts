import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import type { DatabaseHandle } from '../../../adapters/server/db/open-database.ts';
import { StartAgentRun } from '../../../core/server/agents/start-agent-run.ts';
import { ExecuteAgentRun } from '../../../core/server/agents/execute-agent-run.ts';
import { AgentChat } from '../../../core/server/agents/agent-chat.ts';
import { RecoverInterruptedRuns } from '../../../core/server/agents/recover-interrupted-runs.ts';
import type { LlmProvider } from '../../../core/server/agents/ports.ts';
import { CrashPoints } from '../../support/crash-points.ts';
import { agentRuntimeProcess, newOwner, UnavailableModel, type Owner } from '../../support/agent-runtime-process.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database.ts';

/**
 * Crash points (tests/support/crash-points.ts): a process dies before each write of a money step in turn, a new
 * process starts on the same database and recovers, and what the database holds must add up.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);

let opened: TestDatabase;
/** The database outlives every process the tests start and kill on it. */
let disk: DatabaseHandle;

beforeAll(async () => {
  if (databaseUnavailable) return;
  opened = await openTestDatabase();
  disk = opened.handle;
}, 60_000);

afterAll(async () => opened?.close());

const send = (process: Container, owner: Owner, key?: string) =>
  process.get(StartAgentRun).execute(owner.principal, owner.spaceId, 'email-agent', { message: 'Write a launch email for our weekly report' }, key);

interface Path {
  name: string;
  llm?: () => LlmProvider;
  /** Runs before the crash point is armed; what it answers is handed to `act`. */
  setup(process: Container, owner: Owner): Promise<Record<string, string>>;
  act(process: Container, owner: Owner, facts: Record<string, string>): Promise<unknown>;
}

const PATHS: Path[] = [
  {
    name: 'send (with an Idempotency-Key)',
    setup: async () => ({}),
    act: (process, owner) => send(process, owner, `crash-key-${owner.spaceId}`),
  },
  {
    name: 'execute to an answer',
    setup: async (process, owner) => ({ requestId: (await send(process, owner)).request_id }),
    act: (process, _owner, facts) => process.get(ExecuteAgentRun).execute(facts.requestId!),
  },
  {
    name: 'execute to a failure (the model is down)',
    llm: () => new UnavailableModel(),
    setup: async (process, owner) => ({ requestId: (await send(process, owner)).request_id }),
    act: (process, _owner, facts) => process.get(ExecuteAgentRun).execute(facts.requestId!),
  },
  {
    name: 'cancel a queued run',
    setup: async (process, owner) => {
      const started = await send(process, owner);
      return { requestId: started.request_id, sessionId: started.session_id };
    },
    act: (process, owner, facts) => process.get(AgentChat).cancel(owner.principal, owner.spaceId, facts.sessionId!, facts.requestId!),
  },
  {
    name: 'regenerate an answer',
    setup: async (process, owner) => {
      const started = await send(process, owner);
      await process.get(ExecuteAgentRun).execute(started.request_id);
      const answer = await disk.db.selectFrom('chat_messages').select('id').where('request_id', '=', started.request_id).where('role', '=', 'assistant').executeTakeFirstOrThrow();
      return { answerId: answer.id };
    },
    act: (process, owner, facts) => process.get(AgentChat).regenerate(owner.principal, facts.answerId!),
  },
  {
    name: 'recovery on start',
    setup: async (process, owner) => ({ requestId: (await send(process, owner)).request_id }),
    act: (process) => process.get(RecoverInterruptedRuns).execute(),
  },
];

/** What the database holds for one organization must add up, whatever write the process died before. */
async function expectMoneyAndHistoryConsistent(orgId: string): Promise<void> {
  const runs = await disk.db.selectFrom('agent_runs').selectAll().where('org_id', '=', orgId).execute();
  const ledger = await disk.db.selectFrom('credit_transactions').selectAll().where('org_id', '=', orgId).execute();
  const account = await disk.db.selectFrom('credit_accounts').select('balance').where('org_id', '=', orgId).executeTakeFirstOrThrow();
  const sessions = await disk.db.selectFrom('chat_sessions').select('id').where('org_id', '=', orgId).execute();
  const messages = sessions.length ? await disk.db.selectFrom('chat_messages').selectAll().where('session_id', 'in', sessions.map((s) => s.id)).execute() : [];

  // Charged if and only if the run exists, for exactly its cost.
  const charges = ledger.filter((t) => t.idempotency_key?.startsWith('run:'));
  expect(charges.map((t) => t.idempotency_key).sort()).toEqual(runs.map((r) => `run:${r.request_id}`).sort());
  for (const run of runs) {
    expect(charges.find((t) => t.idempotency_key === `run:${run.request_id}`)).toMatchObject({ transaction_type: 'debit' });
    expect(Number(charges.find((t) => t.idempotency_key === `run:${run.request_id}`)!.credits)).toBe(Number(run.cost));
  }
  for (const run of runs) {
    // After the restart's recovery nothing is left half-done.
    expect(['completed', 'failed', 'cancelled']).toContain(run.status);
    const refunds = ledger.filter((t) => t.idempotency_key === `refund:${run.request_id}`);
    expect(refunds).toHaveLength(run.status === 'completed' ? 0 : 1);
    if (refunds[0]) expect(Number(refunds[0].credits)).toBe(Number(run.cost));
    // The answer (or the note saying why there is none) was stored with the final status.
    const answers = messages.filter((m) => m.request_id === run.request_id && m.role === 'assistant');
    expect(answers).toHaveLength(1);
    expect(JSON.parse(answers[0]!.metadata).outcome ?? 'completed').toBe(run.status);
  }
  // No question without its paid run, and no session left behind by a request that was not stored.
  for (const question of messages.filter((m) => m.role === 'user')) expect(runs.some((r) => r.request_id === question.request_id)).toBe(true);
  for (const session of sessions) expect(runs.some((r) => r.session_id === session.id)).toBe(true);
  // The ledger's sum is the balance.
  const net = ledger.reduce((sum, t) => sum + (t.transaction_type === 'credit' ? Number(t.credits) : -Number(t.credits)), 0);
  expect(net).toBe(Number(account.balance));
}

describe(`a crash between any two writes of a money step, then a restart (${kind})`, () => {
  for (const path of PATHS) {
    it(`${path.name}: charged iff the run exists, refunded once if it did not answer, ledger sum = balance`, async () => {
      const crash = new CrashPoints();
      const processDir = mkdtempSync(join(tmpdir(), 'mw-crash-process-'));
      try {
        // First, how many writes the path makes when nothing goes wrong.
        const probe = await agentRuntimeProcess(disk, processDir, { plugin: crash, llm: path.llm?.() });
        const probeOwner = await newOwner(probe, disk, 'crash-points.io');
        const probeFacts = await path.setup(probe, probeOwner);
        crash.crashBefore(null);
        await path.act(probe, probeOwner, probeFacts).catch(() => undefined);
        const writes = crash.writesSoFar;
        expect(writes).toBeGreaterThan(0);

        // Then die before each of them in turn, and once after the last (before any later step, such as queueing).
        for (let point = 1; point <= writes + 1; point++) {
          crash.crashBefore(null);
          const dying = await agentRuntimeProcess(disk, processDir, { plugin: crash, llm: path.llm?.() });
          const owner = await newOwner(dying, disk, 'crash-points.io');
          const facts = await path.setup(dying, owner);
          crash.crashBefore(point);
          await path.act(dying, owner, facts).catch(() => undefined);
          expect(crash.dead, `the process died before write ${point}`).toBe(point <= writes);

          const restarted = await agentRuntimeProcess(disk, processDir);
          await restarted.get(RecoverInterruptedRuns).execute();
          await expectMoneyAndHistoryConsistent(owner.principal.orgId!);
        }
      } finally {
        rmSync(processDir, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
