import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Each index that becomes a fuller one: [old name, table, old columns, new name, new columns]. */
const WIDENED: [string, string, string[], string, string[]][] = [
  ['audit_log_at', 'audit_log', ['at'], 'audit_log_page', ['at', 'id']],
  ['audit_log_org', 'audit_log', ['org_id', 'at'], 'audit_log_org_page', ['org_id', 'at', 'id']],
  ['audit_log_action_at', 'audit_log', ['action', 'at'], 'audit_log_action_page', ['action', 'at', 'id']],
  ['credit_transactions_org_created', 'credit_transactions', ['org_id', 'created_at'], 'credit_transactions_page', ['org_id', 'created_at', 'id']],
  ['chat_sessions_space_user', 'chat_sessions', ['space_id', 'user_id', 'updated_at'], 'chat_sessions_page', ['space_id', 'user_id', 'pinned', 'updated_at', 'id']],
  ['chat_messages_version_of', 'chat_messages', ['session_id', 'version_of'], 'chat_messages_turns', ['session_id', 'version_of', 'created_at', 'id']],
  ['knowledge_documents_space', 'knowledge_documents', ['space_id', 'created_at'], 'knowledge_documents_page', ['space_id', 'created_at', 'id']],
];

/** Indexes that are new: [name, table, columns]. */
const ADDED: [string, string, string[]][] = [
  ['credit_transactions_feature_page', 'credit_transactions', ['org_id', 'feature', 'created_at', 'id']],
  ['credit_transactions_user_page', 'credit_transactions', ['org_id', 'user_id', 'created_at', 'id']],
  ['chat_sessions_agent_page', 'chat_sessions', ['space_id', 'user_id', 'agent_slug', 'pinned', 'updated_at', 'id']],
];

/**
 * Keyset pages (core/domain/list-cursor.ts): every newest-first list is read from its cursor's key by an index in
 * the list's own order, its id last, so a deep page reads its own rows (no offset walk, no sort of the table into a
 * temporary B-tree for the tie on time). The narrower index each replaces is dropped; its columns lead the new one.
 */
export const keysetPages: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [oldName, table, , name, columns] of WIDENED) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
      await db.schema.dropIndex(oldName).execute();
    }
    for (const [name, table, columns] of ADDED) await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of ADDED) await db.schema.dropIndex(name).execute();
    for (const [oldName, table, oldColumns, name] of WIDENED) {
      await db.schema.createIndex(oldName).on(table).columns(oldColumns).execute();
      await db.schema.dropIndex(name).execute();
    }
  },
};
