import { sql, type Kysely } from 'kysely';
import type { AgentStore } from '../../../core/server/agents/ports.ts';
import type { AgentConfig } from '../../../core/server/agents/agent-configuration.ts';
import type { AgentRunRecord, ArtifactRecord, ChatMessageRecord, ChatSessionRecord, RunEventRecord, RunStatus } from '../../../core/server/agents/records.ts';
import type { AgentRunsTable, ArtifactsTable, ChatMessagesTable, ChatSessionsTable, DatabaseSchema } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

/** The agent runtime's storage over Kysely (SQLite or PostgreSQL). */
export class KyselyAgentStore implements AgentStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async createSession(s: ChatSessionRecord): Promise<void> {
    await this.db.insertInto('chat_sessions').values({ id: s.id, org_id: s.orgId, space_id: s.spaceId, user_id: s.userId, agent_slug: s.agentSlug, title: s.title, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() }).execute();
  }

  async findSession(id: string): Promise<ChatSessionRecord | null> {
    const r = await this.db.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toSession(r) : null;
  }

  async listSessions(spaceId: string, userId: string, agentSlug?: string): Promise<ChatSessionRecord[]> {
    let q = this.db.selectFrom('chat_sessions').selectAll().where('space_id', '=', spaceId).where('user_id', '=', userId);
    if (agentSlug) q = q.where('agent_slug', '=', agentSlug);
    return (await q.orderBy('updated_at', 'desc').execute()).map(toSession);
  }

  async touchSession(id: string, at: Date): Promise<void> {
    await this.db.updateTable('chat_sessions').set({ updated_at: at.toISOString() }).where('id', '=', id).execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('chat_messages').where('session_id', '=', id).execute();
      await trx.deleteFrom('run_events').where('session_id', '=', id).execute();
      await trx.deleteFrom('artifacts').where('session_id', '=', id).execute();
      await trx.deleteFrom('chat_sessions').where('id', '=', id).execute();
    });
  }

  async addMessage(m: ChatMessageRecord): Promise<void> {
    await this.db
      .insertInto('chat_messages')
      .values({ id: m.id, session_id: m.sessionId, role: m.role, content: m.content, request_id: m.requestId, created_at: m.createdAt.toISOString(), rating: m.rating, feedback_categories: JSON.stringify(m.feedbackCategories), feedback_text: m.feedbackText, transaction_id: m.transactionId, metadata: JSON.stringify(m.metadata) })
      .execute();
  }

  async findMessage(id: string): Promise<ChatMessageRecord | null> {
    const r = await this.db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toMessage(r) : null;
  }

  async listMessages(sessionId: string, since?: Date): Promise<ChatMessageRecord[]> {
    let q = this.db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId);
    if (since) q = q.where('created_at', '>', since.toISOString());
    return (await q.orderBy('created_at').orderBy('id').execute()).map(toMessage);
  }

  async updateMessage(id: string, c: Partial<Pick<ChatMessageRecord, 'content' | 'rating' | 'feedbackCategories' | 'feedbackText' | 'metadata'>>): Promise<void> {
    const values: Partial<ChatMessagesTable> = {};
    if (c.content !== undefined) values.content = c.content;
    if (c.rating !== undefined) values.rating = c.rating;
    if (c.feedbackCategories !== undefined) values.feedback_categories = JSON.stringify(c.feedbackCategories);
    if (c.feedbackText !== undefined) values.feedback_text = c.feedbackText;
    if (c.metadata !== undefined) values.metadata = JSON.stringify(c.metadata);
    if (Object.keys(values).length) await this.db.updateTable('chat_messages').set(values).where('id', '=', id).execute();
  }

  async deleteMessagesFrom(sessionId: string, createdAt: Date): Promise<void> {
    await this.db.deleteFrom('chat_messages').where('session_id', '=', sessionId).where('created_at', '>=', createdAt.toISOString()).execute();
  }

  async createRun(r: AgentRunRecord): Promise<void> {
    await this.db
      .insertInto('agent_runs')
      .values({ request_id: r.requestId, session_id: r.sessionId, org_id: r.orgId, space_id: r.spaceId, user_id: r.userId, agent_slug: r.agentSlug, mode: r.mode, cost: r.cost, transaction_id: r.transactionId, status: r.status, input: JSON.stringify(r.input), error: r.error, created_at: r.createdAt.toISOString(), finished_at: null })
      .execute();
  }

  async findRun(requestId: string): Promise<AgentRunRecord | null> {
    const r = await this.db.selectFrom('agent_runs').selectAll().where('request_id', '=', requestId).executeTakeFirst();
    return r ? toRun(r) : null;
  }

  async transitionRun(requestId: string, from: RunStatus[], to: RunStatus, at: Date, error: string | null = null): Promise<boolean> {
    const finished = to === 'completed' || to === 'failed' || to === 'cancelled';
    const result = await this.db
      .updateTable('agent_runs')
      .set({ status: to, error, ...(finished ? { finished_at: at.toISOString() } : {}) })
      .where('request_id', '=', requestId)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async runsInStatus(statuses: RunStatus[]): Promise<AgentRunRecord[]> {
    return (await this.db.selectFrom('agent_runs').selectAll().where('status', 'in', statuses).execute()).map(toRun);
  }

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

  async addArtifact(a: ArtifactRecord): Promise<void> {
    await this.db
      .insertInto('artifacts')
      .values({ id: a.id, org_id: a.orgId, space_id: a.spaceId, session_id: a.sessionId, message_id: a.messageId, artifact_type: a.artifactType, artifact_subtype: a.artifactSubtype, filename: a.filename, mime_type: a.mimeType, size_bytes: a.sizeBytes, generation_status: a.generationStatus, error_message: a.errorMessage, storage_key: a.storageKey, created_at: a.createdAt.toISOString() })
      .execute();
  }

  async findArtifact(id: string): Promise<ArtifactRecord | null> {
    const r = await this.db.selectFrom('artifacts').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toArtifact(r) : null;
  }

  async listArtifacts(spaceId: string): Promise<ArtifactRecord[]> {
    return (await this.db.selectFrom('artifacts').selectAll().where('space_id', '=', spaceId).orderBy('created_at', 'desc').execute()).map(toArtifact);
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

  async artifactsOfSession(sessionId: string): Promise<ArtifactRecord[]> {
    return (await this.db.selectFrom('artifacts').selectAll().where('session_id', '=', sessionId).orderBy('created_at').execute()).map(toArtifact);
  }
}

const toSession = (r: ChatSessionsTable): ChatSessionRecord => ({ id: r.id, orgId: r.org_id, spaceId: r.space_id, userId: r.user_id, agentSlug: r.agent_slug, title: r.title, createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at) });
const toMessage = (r: ChatMessagesTable): ChatMessageRecord => ({ id: r.id, sessionId: r.session_id, role: r.role as 'user' | 'assistant', content: r.content, requestId: r.request_id, createdAt: toDate(r.created_at), rating: r.rating === null ? null : Number(r.rating), feedbackCategories: JSON.parse(r.feedback_categories), feedbackText: r.feedback_text, transactionId: r.transaction_id, metadata: JSON.parse(r.metadata) });
const toRun = (r: AgentRunsTable): AgentRunRecord => ({ requestId: r.request_id, sessionId: r.session_id, orgId: r.org_id, spaceId: r.space_id, userId: r.user_id, agentSlug: r.agent_slug, mode: r.mode, cost: Number(r.cost), transactionId: r.transaction_id, status: r.status as RunStatus, input: JSON.parse(r.input), error: r.error, createdAt: toDate(r.created_at), finishedAt: toOptionalDate(r.finished_at) });
const toArtifact = (r: ArtifactsTable): ArtifactRecord => ({ id: r.id, orgId: r.org_id, spaceId: r.space_id, sessionId: r.session_id, messageId: r.message_id, artifactType: r.artifact_type, artifactSubtype: r.artifact_subtype, filename: r.filename, mimeType: r.mime_type, sizeBytes: Number(r.size_bytes), generationStatus: r.generation_status as 'completed' | 'failed', errorMessage: r.error_message, storageKey: r.storage_key, createdAt: toDate(r.created_at) });
