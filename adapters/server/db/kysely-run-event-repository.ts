import { sql, type Kysely } from 'kysely';
import type { RunEventRepository } from '../../../core/server/agents/run-event-repository.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';
import type { DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * A clash on (session, seq) means another append of the same session took that number, so every round of clashes
 * lets at least one append through: the loop ends after as many rounds as appends race. The bound only stops a
 * key that can never be free (a bug) from spinning for ever.
 */
const MAX_CLASHES = 1000;

/** The agent runtime's numbered event log over Kysely (SQLite or PostgreSQL). */
export class KyselyRunEventRepository implements RunEventRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async append(e: Omit<RunEventRecord, 'seq'>): Promise<RunEventRecord> {
    // The next number is taken inside the insert, and the (session, seq) key refuses a duplicate: retry on a clash.
    for (let clashes = 0; ; clashes++) {
      try {
        const row = await this.db
          .insertInto('run_events')
          .values((eb) => ({
            session_id: e.sessionId,
            seq: eb.selectFrom('run_events').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('session_id', '=', e.sessionId),
            request_id: e.requestId,
            type: e.type,
            payload: JSON.stringify(e.payload),
            created_at: e.createdAt.toISOString(),
          }))
          .returning('seq')
          .executeTakeFirstOrThrow();
        return { ...e, seq: Number(row.seq), payload: { ...e.payload, seq: Number(row.seq) } };
      } catch (error) {
        if (!isUniqueViolation(error) || clashes >= MAX_CLASHES) throw error;
      }
    }
  }

  async after(sessionId: string, seq: number): Promise<RunEventRecord[]> {
    const rows = await this.db.selectFrom('run_events').selectAll().where('session_id', '=', sessionId).where('seq', '>', seq).orderBy('seq').execute();
    return rows.map((r) => ({ sessionId: r.session_id, seq: Number(r.seq), requestId: r.request_id, type: r.type, payload: { ...JSON.parse(r.payload), seq: Number(r.seq) }, createdAt: toDate(r.created_at) }));
  }
}
