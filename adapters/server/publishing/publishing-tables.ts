/** What a space sent to its publishing sites as drafts (migration 024). */
export interface PublishedDraftsTable {
  id: string;
  org_id: string;
  space_id: string;
  provider: string;
  site_label: string;
  title: string;
  status: string;
  external_id: string | null;
  edit_link: string | null;
  preview_link: string | null;
  source_message_id: string | null;
  source_artifact_id: string | null;
  dedupe_key: string | null;
  sent_by: string;
  created_at: string;
}

// Drafts sent to a site: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    published_drafts: PublishedDraftsTable;
  }
}
