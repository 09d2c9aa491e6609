/** External MCP servers of a space (migration 027); `tools` and `enabled_tools` are JSON. */
export interface McpServersTable {
  id: string;
  org_id: string;
  space_id: string;
  name: string;
  handle: string;
  url: string;
  credential_header: string | null;
  sealed_credential: string | null;
  key_id: string | null;
  status: string;
  status_reason: string | null;
  tools: string;
  enabled_tools: string;
  created_by: string;
  created_at: string;
  checked_at: string | null;
}

// Tool servers: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    mcp_servers: McpServersTable;
  }
}
