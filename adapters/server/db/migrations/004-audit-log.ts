import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The security audit log. */
export const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('org_id', 'text')
      .addColumn('target', 'text')
      .addColumn('details', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_org').on('audit_log').columns(['org_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
  },
};
