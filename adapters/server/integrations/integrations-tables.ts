import type { Generated } from 'kysely';

export interface IntegrationConnectionsTable {
  id: string;
  org_id: string;
  space_id: string;
  provider: string;
  /** '' for single-connection providers; the account for providers a space connects several times (Odoo). */
  slot: Generated<string>;
  /** 1 for the connection reads use among a space's several to one provider. */
  selected: Generated<number>;
  status: string;
  status_reason: string | null;
  account_id: string | null;
  account_label: string | null;
  sealed_secret: string | null;
  key_id: string | null;
  checked_at: string | null;
  settings: string;
  connected_at: string;
  connected_by: string;
}

// Integration connections: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    integration_connections: IntegrationConnectionsTable;
  }
}
