import type { Kysely } from 'kysely';
import type { AgentConfigRepository } from '../../../core/server/agents/agent-config-repository.ts';
import type { AgentConfig } from '../../../core/domain/agents/agent-config.ts';
import type { DatabaseSchema } from './schema.ts';

/** The per-space agent settings over Kysely (SQLite or PostgreSQL). */
export class KyselyAgentConfigRepository implements AgentConfigRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(spaceId: string, agentSlug: string): Promise<AgentConfig | null> {
    const r = await this.db.selectFrom('agent_configs').select('config').where('space_id', '=', spaceId).where('agent_slug', '=', agentSlug).executeTakeFirst();
    return r ? (JSON.parse(r.config) as AgentConfig) : null;
  }

  async list(spaceId: string): Promise<AgentConfig[]> {
    const rows = await this.db.selectFrom('agent_configs').select('config').where('space_id', '=', spaceId).execute();
    return rows.map((r) => JSON.parse(r.config) as AgentConfig);
  }

  async save(spaceId: string, config: AgentConfig, by: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('agent_configs').where('space_id', '=', spaceId).where('agent_slug', '=', config.agent_slug).execute();
      await trx.insertInto('agent_configs').values({ space_id: spaceId, agent_slug: config.agent_slug, config: JSON.stringify(config), updated_by: by, updated_at: at.toISOString() }).execute();
    });
  }
}
