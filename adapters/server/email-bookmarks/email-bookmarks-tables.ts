/** A person's bookmarks of Email Agent answers and artifacts in a space (migration 028). */
export interface EmailBookmarksTable {
  id: string;
  org_id: string;
  space_id: string;
  user_id: string;
  message_id: string | null;
  artifact_id: string | null;
  source_key: string;
  session_id: string;
  subject: string;
  body: string;
  created_at: string;
}

// Bookmarked emails: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    email_bookmarks: EmailBookmarksTable;
  }
}
