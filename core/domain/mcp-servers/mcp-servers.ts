/** An external MCP server of a space as its members see it: never its credential, only whether it has one. */
export interface McpServerView {
  id: string;
  name: string;
  url: string;
  status: 'connected' | 'error';
  status_reason: string | null;
  has_credential: boolean;
  /** The header the credential travels in, when it is not `Authorization: Bearer`. */
  credential_header: string | null;
  tools: McpToolView[];
  created_at: string;
  checked_at: string | null;
}

/** One tool the server offers: a read runs when an agent calls it, anything else waits for a person's confirmation. */
export interface McpToolView {
  name: string;
  description: string;
  effect: 'read' | 'write';
  enabled: boolean;
}

/** The space's servers; `sandbox` names the demo server in sandbox mode (INTEGRATIONS_SANDBOX), else null. */
export interface McpServersView {
  servers: McpServerView[];
  sandbox: { url: string; token: string } | null;
}

/** What a person gives to add a tool server; the token is sent once and never read back. */
export interface AddMcpServer {
  name: string;
  url: string;
  /** A bearer token, or the value of `header`. */
  token?: string | null;
  /** The header the token is sent in; `Authorization: Bearer` when absent. */
  header?: string | null;
}

/** Offers a tool (or all of a server's tools) to the agents of the space, or stops offering it. */
export interface McpToolSwitch {
  enabled: boolean;
}
