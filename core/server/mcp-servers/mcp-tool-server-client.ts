import type { ServiceIdentifier } from 'inversify';

/** Where an external MCP server is and how to show it our credential (never logged, never in an error). */
export interface McpServerAddress {
  url: string;
  credential: { header: string | null; value: string } | null;
}

/** A tool as the server lists it. `annotations` are the server's hints (MCP ToolAnnotations), not guarantees. */
export interface McpToolDescription {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
}

/** A tool's answer as text for a model and a person, cut to a bounded size. */
export interface McpToolResult {
  text: string;
  /** The tool reported a failure of its own (MCP `isError`). */
  isError: boolean;
  truncated: boolean;
}

/**
 * Talks to an organization's own MCP server over Streamable HTTP, with the SSRF rules of addresses a customer
 * typed, a timeout per call and bounded answers. Failures are ProviderErrors (`bad_address`, `auth_refused`,
 * `unavailable`, `bad_response`, `rate_limited`).
 */
export interface McpToolServerClient {
  /** The typed address as it will be called; refuses addresses that are not public http(s) sites. */
  vet(raw: string): Promise<string>;
  /** Every tool, following the server's pages (bounded). */
  listTools(server: McpServerAddress): Promise<McpToolDescription[]>;
  callTool(server: McpServerAddress, name: string, args: Record<string, unknown>): Promise<McpToolResult>;
}
export const McpToolServerClient: ServiceIdentifier<McpToolServerClient> = Symbol.for('server.McpToolServerClient');

