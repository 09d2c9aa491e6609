import { sql, type Kysely } from 'kysely';
import type { AgentStore } from '../../../core/server/agents/ports.ts';
import type { AgentConfig } from '../../../core/server/agents/agent-configuration.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';
import type { DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

/** The agent runtime's event log and per-space settings over Kysely (SQLite or PostgreSQL). */
export class KyselyAgentStore implements AgentStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async appendEvent(e: Omit<RunEventRecord, 'seq'>): Promise<RunEventRecord> {
    // The next number is taken inside the insert, and the (session, seq) key refuses a duplicate: retry on a clash.
    for (let attempt = 0; ; attempt++) {
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
        if (attempt >= 5) throw error;
      }
    }
  }

  async eventsAfter(sessionId: string, seq: number): Promise<RunEventRecord[]> {
    const rows = await this.db.selectFrom('run_events').selectAll().where('session_id', '=', sessionId).where('seq', '>', seq).orderBy('seq').execute();
    return rows.map((r) => ({ sessionId: r.session_id, seq: Number(r.seq), requestId: r.request_id, type: r.type, payload: { ...JSON.parse(r.payload), seq: Number(r.seq) }, createdAt: toDate(r.created_at) }));
  }

  async agentConfig(spaceId: string, agentSlug: string): Promise<AgentConfig | null> {
    const r = await this.db.selectFrom('agent_configs').select('config').where('space_id', '=', spaceId).where('agent_slug', '=', agentSlug).executeTakeFirst();
    return r ? (JSON.parse(r.config) as AgentConfig) : null;
  }

  async agentConfigs(spaceId: string): Promise<AgentConfig[]> {
    const rows = await this.db.selectFrom('agent_configs').select('config').where('space_id', '=', spaceId).execute();
    return rows.map((r) => JSON.parse(r.config) as AgentConfig);
  }

  async saveAgentConfig(spaceId: string, config: AgentConfig, by: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('agent_configs').where('space_id', '=', spaceId).where('agent_slug', '=', config.agent_slug).execute();
      await trx.insertInto('agent_configs').values({ space_id: spaceId, agent_slug: config.agent_slug, config: JSON.stringify(config), updated_by: by, updated_at: at.toISOString() }).execute();
    });
  }
}
