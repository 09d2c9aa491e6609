import type { Kysely } from 'kysely';
import type { AgentRunRepository } from '../../../core/server/agents/agent-run-repository.ts';
import type { AgentRunRecord, RunStatus } from '../../../core/server/agents/records.ts';
import type { AgentRunsTable, DatabaseSchema } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

/** Agent runs over Kysely (SQLite or PostgreSQL), on whatever transaction it is given. */
export class KyselyAgentRunRepository implements AgentRunRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(r: AgentRunRecord): Promise<void> {
    await this.db
      .insertInto('agent_runs')
      .values({ request_id: r.requestId, session_id: r.sessionId, org_id: r.orgId, space_id: r.spaceId, user_id: r.userId, agent_slug: r.agentSlug, mode: r.mode, cost: r.cost, transaction_id: r.transactionId, status: r.status, input: JSON.stringify(r.input), error: r.error, created_at: r.createdAt.toISOString(), finished_at: null, attempt: r.attempt, worker_id: r.workerId })
      .execute();
  }

  async find(requestId: string): Promise<AgentRunRecord | null> {
    const r = await this.db.selectFrom('agent_runs').selectAll().where('request_id', '=', requestId).executeTakeFirst();
    return r ? toRun(r) : null;
  }

  async findAll(requestIds: string[]): Promise<AgentRunRecord[]> {
    if (requestIds.length === 0) return [];
    return (await this.db.selectFrom('agent_runs').selectAll().where('request_id', 'in', requestIds).execute()).map(toRun);
  }

  async transition(requestId: string, from: RunStatus[], to: RunStatus, at: Date, error: string | null = null, attempt?: number): Promise<boolean> {
    const finished = to === 'completed' || to === 'failed' || to === 'cancelled';
    // One conditional statement: of two closers racing (a cancel and the worker), exactly one moves the run.
    let update = this.db
      .updateTable('agent_runs')
      .set({ status: to, error, ...(finished ? { finished_at: at.toISOString() } : {}) })
      .where('request_id', '=', requestId)
      .where('status', 'in', from);
    if (attempt !== undefined) update = update.where('attempt', '=', attempt);
    return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
  }

  async start(requestId: string, attempt: number, workerId: string): Promise<boolean> {
    const result = await this.db.updateTable('agent_runs').set({ status: 'running', worker_id: workerId }).where('request_id', '=', requestId).where('status', '=', 'queued').where('attempt', '=', attempt).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async retry(requestId: string, attempt: number): Promise<boolean> {
    const result = await this.db
      .updateTable('agent_runs')
      .set({ status: 'queued', attempt: attempt + 1, worker_id: null })
      .where('request_id', '=', requestId)
      .where('status', '=', 'running')
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async inStatus(statuses: RunStatus[]): Promise<AgentRunRecord[]> {
    return (await this.db.selectFrom('agent_runs').selectAll().where('status', 'in', statuses).orderBy('created_at').execute()).map(toRun);
  }

  async activeInSession(sessionId: string): Promise<AgentRunRecord | null> {
    const row = await this.db.selectFrom('agent_runs').selectAll().where('session_id', '=', sessionId).where('status', 'in', ['queued', 'running']).executeTakeFirst();
    return row ? toRun(row) : null;
  }

  async queuedBefore(createdBefore: Date, limit: number): Promise<AgentRunRecord[]> {
    // created_at is an ISO-8601 UTC string of fixed width, so text order is time order (agent_runs_status narrows it).
    return (
      await this.db.selectFrom('agent_runs').selectAll().where('status', '=', 'queued').where('created_at', '<', createdBefore.toISOString()).orderBy('created_at').limit(limit).execute()
    ).map(toRun);
  }
}

const toRun = (r: AgentRunsTable): AgentRunRecord => ({ requestId: r.request_id, sessionId: r.session_id, orgId: r.org_id, spaceId: r.space_id, userId: r.user_id, agentSlug: r.agent_slug, mode: r.mode, cost: Number(r.cost), transactionId: r.transaction_id, status: r.status as RunStatus, input: JSON.parse(r.input), error: r.error, createdAt: toDate(r.created_at), finishedAt: toOptionalDate(r.finished_at), attempt: Number(r.attempt), workerId: r.worker_id });
