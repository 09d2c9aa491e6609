import type { LeadFields } from '../../../core/domain/leads/leads.ts';

/** A space's saved lead lists (migration 022). */
export interface LeadListsTable {
  id: string;
  org_id: string;
  space_id: string;
  name: string;
  created_by: string;
  created_at: string;
  /** Set while a reveal of the list's emails runs (a claim that expires, so a crash does not hold it). */
  enriching_until: string | null;
}

/** The people of a lead list, once each by `dedupe_key` (provider id, else lower-cased email) (migration 022). */
export interface LeadListMembersTable extends LeadFields {
  id: string;
  list_id: string;
  space_id: string;
  dedupe_key: string;
  saved_at: string;
}

// Saved lead lists: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    lead_lists: LeadListsTable;
    lead_list_members: LeadListMembersTable;
  }
}
