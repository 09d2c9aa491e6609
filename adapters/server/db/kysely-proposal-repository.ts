import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { ProposalRepository } from '../../../core/server/agents/actions/proposal-repository.ts';
import type { ProposalRecord } from '../../../core/server/agents/actions/proposal-record.ts';
import type { ProposalStatus } from '../../../core/domain/agents/action-proposals.ts';
import type { ActionProposalsTable, DatabaseSchema } from './schema.ts';

function toRecord(r: Selectable<ActionProposalsTable>): ProposalRecord {
  const date = (v: string | null) => (v ? new Date(v) : null);
  return {
    id: r.id,
    orgId: r.org_id,
    spaceId: r.space_id,
    sessionId: r.session_id,
    messageId: r.message_id,
    requestId: r.request_id,
    action: r.action,
    title: r.title,
    target: r.target,
    details: JSON.parse(r.details) as string[],
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    status: r.status as ProposalStatus,
    createdFor: r.created_for,
    createdAt: new Date(r.created_at),
    claimedAt: date(r.claimed_at),
    appliedBy: r.applied_by,
    appliedAt: date(r.applied_at),
    resultSummary: r.result_summary,
    resultLink: r.result_link,
    externalId: r.external_id,
    error: r.error,
  };
}

/** Only proposals whose answer was stored: a run that failed or was cancelled after proposing shows none. */
const answered = (eb: ExpressionBuilder<DatabaseSchema, 'action_proposals'>) =>
  eb.exists(eb.selectFrom('chat_messages').select('chat_messages.id').whereRef('chat_messages.id', '=', 'action_proposals.message_id'));

/** The agents' proposals over Kysely (SQLite or PostgreSQL); the claim is one conditional UPDATE. */
export class KyselyProposalRepository implements ProposalRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async addAll(records: ProposalRecord[]): Promise<void> {
    if (!records.length) return;
    await this.db
      .insertInto('action_proposals')
      .values(records.map((p) => ({
        id: p.id,
        org_id: p.orgId,
        space_id: p.spaceId,
        session_id: p.sessionId,
        message_id: p.messageId,
        request_id: p.requestId,
        action: p.action,
        title: p.title,
        target: p.target,
        details: JSON.stringify(p.details),
        payload: JSON.stringify(p.payload),
        status: p.status,
        created_for: p.createdFor,
        created_at: p.createdAt.toISOString(),
        claimed_at: null,
        applied_by: null,
        applied_at: null,
        result_summary: null,
        result_link: null,
        external_id: null,
        error: null,
      })))
      .execute();
  }

  async find(spaceId: string, id: string): Promise<ProposalRecord | null> {
    const row = await this.db.selectFrom('action_proposals').selectAll().where('space_id', '=', spaceId).where('id', '=', id).where(answered).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async listForSession(spaceId: string, sessionId: string): Promise<ProposalRecord[]> {
    const rows = await this.db.selectFrom('action_proposals').selectAll().where('space_id', '=', spaceId).where('session_id', '=', sessionId).where(answered).orderBy('created_at').orderBy('id').execute();
    return rows.map(toRecord);
  }

  async claim(id: string, from: readonly ProposalStatus[], staleBefore: Date, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('action_proposals')
      .set({ status: 'applying', claimed_at: now.toISOString(), error: null })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('status', 'in', [...from]), eb.and([eb('status', '=', 'applying'), eb('claimed_at', '<', staleBefore.toISOString())])]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async finish(id: string, o: { status: 'applied' | 'failed'; by: string; at: Date; summary?: string | null; link?: string | null; externalId?: string | null; error?: string | null }): Promise<void> {
    await this.db
      .updateTable('action_proposals')
      .set({
        status: o.status,
        applied_by: o.by,
        applied_at: o.status === 'applied' ? o.at.toISOString() : null,
        result_summary: o.summary ?? null,
        result_link: o.link ?? null,
        external_id: o.externalId ?? null,
        error: o.error ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .execute();
  }

  async dismiss(id: string, from: readonly ProposalStatus[]): Promise<boolean> {
    const result = await this.db.updateTable('action_proposals').set({ status: 'dismissed' }).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
