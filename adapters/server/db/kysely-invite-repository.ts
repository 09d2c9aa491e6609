import type { Kysely } from 'kysely';
import type { InviteRepository } from '../../../core/server/ports/invite-repository.ts';
import type { InviteRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, OrgInvitesTable } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';
import { isRole } from '../../../core/domain/roles.ts';

export class KyselyInviteRepository implements InviteRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(invite: InviteRecord): Promise<boolean> {
    // A second waiting invitation to the same person is not written (org_invites_one_waiting). ON CONFLICT rather than
    // a caught error: on PostgreSQL a failed statement would leave the caller's transaction unable to commit.
    const result = await this.db
      .insertInto('org_invites')
      .values({
        id: invite.id,
        org_id: invite.orgId,
        email: invite.email,
        role: invite.role,
        token_hash: invite.tokenHash,
        invited_by: invite.invitedBy,
        created_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        accepted_at: null,
      })
      .onConflict((oc) => oc.columns(['org_id', 'email']).where('accepted_at', 'is', null).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async findWaiting(orgId: string, email: string): Promise<InviteRecord | null> {
    const row = await this.db.selectFrom('org_invites').selectAll().where('org_id', '=', orgId).where('email', '=', email).where('accepted_at', 'is', null).executeTakeFirst();
    return row ? toInvite(row) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<InviteRecord | null> {
    const row = await this.db.selectFrom('org_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row ? toInvite(row) : null;
  }

  async markAccepted(id: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('org_invites')
      .set({ accepted_at: at.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async findById(id: string): Promise<InviteRecord | null> {
    const row = await this.db.selectFrom('org_invites').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toInvite(row) : null;
  }

  async listUnaccepted(orgId: string): Promise<InviteRecord[]> {
    const rows = await this.db
      .selectFrom('org_invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('accepted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toInvite);
  }

  async reissue(id: string, link: { tokenHash: string; sentAt: Date; expiresAt: Date }): Promise<boolean> {
    const result = await this.db
      .updateTable('org_invites')
      .set({ token_hash: link.tokenHash, created_at: link.sentAt.toISOString(), expires_at: link.expiresAt.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteUnaccepted(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('org_invites').where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

function toInvite(row: OrgInvitesTable): InviteRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    email: row.email,
    role: isRole(row.role) ? row.role : 'org_member',
    tokenHash: row.token_hash,
    invitedBy: row.invited_by,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    acceptedAt: toOptionalDate(row.accepted_at),
  };
}
