import type { McpServerRecord } from './mcp-server-repository.ts';
import type { McpServerView } from '../../domain/mcp-servers/mcp-servers.ts';

/** A tool is a read only when its server says so (`readOnlyHint: true`); every other tool waits for a person. */
export function isReadOnlyTool(tool: { annotations: { readOnlyHint?: boolean } }): boolean {
  return tool.annotations.readOnlyHint === true;
}

/** What members see of a server: its tools and state, never its credential. */
export function mcpServerView(record: McpServerRecord): McpServerView {
  const enabled = new Set(record.enabledTools);
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    status: record.status,
    status_reason: record.statusReason,
    has_credential: record.sealedCredential !== null,
    credential_header: record.credentialHeader,
    tools: record.tools.map((t) => ({ name: t.name, description: t.description, effect: isReadOnlyTool(t) ? 'read' : 'write', enabled: enabled.has(t.name) })),
    created_at: record.createdAt.toISOString(),
    checked_at: record.checkedAt?.toISOString() ?? null,
  };
}
