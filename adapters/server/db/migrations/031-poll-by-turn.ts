import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A poll reads the new messages' turns and their files by index, not the whole chat (AgentChat.views). */
export const pollByTurn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('chat_messages_version_of').on('chat_messages').columns(['session_id', 'version_of']).execute();
    await db.schema.createIndex('artifacts_message').on('artifacts').column('message_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['artifacts_message', 'chat_messages_version_of']) await db.schema.dropIndex(name).execute();
  },
};
