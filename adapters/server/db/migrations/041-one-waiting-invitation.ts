import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One waiting invitation per person and organization: inviting someone again replaces the earlier invitation
 * (InviteMember), and this index holds that against two invitations sent at once. Invitations already written twice
 * keep their newest; an accepted one is history and does not count.
 */
export const oneWaitingInvitation: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from org_invites where accepted_at is null and exists (
      select 1 from org_invites newer where newer.org_id = org_invites.org_id and newer.email = org_invites.email and newer.accepted_at is null
        and (newer.created_at > org_invites.created_at or (newer.created_at = org_invites.created_at and newer.id > org_invites.id)))`.execute(db);
    await sql`create unique index org_invites_one_waiting on org_invites (org_id, email) where accepted_at is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('org_invites_one_waiting').execute();
  },
};
