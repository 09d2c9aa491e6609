import type { Kysely } from 'kysely';
import type { JoinRequestRepository } from '../../../core/server/ports/join-request-repository.ts';
import type { JoinRequestRecord, JoinRequestStatus } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, JoinRequestsTable } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

export class KyselyJoinRequestRepository implements JoinRequestRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(r: JoinRequestRecord): Promise<void> {
    await this.db
      .insertInto('join_requests')
      .values({ id: r.id, org_id: r.orgId, user_id: r.userId, status: r.status, created_at: r.createdAt.toISOString(), decided_at: null, decided_by: null })
      .execute();
  }

  async findById(id: string): Promise<JoinRequestRecord | null> {
    const row = await this.db.selectFrom('join_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRequest(row) : null;
  }

  async listByOrganization(orgId: string, status?: JoinRequestStatus): Promise<JoinRequestRecord[]> {
    let query = this.db.selectFrom('join_requests').selectAll().where('org_id', '=', orgId);
    if (status) query = query.where('status', '=', status);
    return (await query.orderBy('created_at').execute()).map(toRequest);
  }

  async decide(id: string, status: 'approved' | 'denied', by: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('join_requests')
      .set({ status, decided_by: by, decided_at: at.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toRequest(row: JoinRequestsTable): JoinRequestRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    userId: row.user_id,
    status: row.status as JoinRequestStatus,
    createdAt: toDate(row.created_at),
    decidedAt: toOptionalDate(row.decided_at),
    decidedBy: row.decided_by,
  };
}
