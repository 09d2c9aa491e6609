import type { ServiceIdentifier } from 'inversify';

/** What a deployment tells the MCP feature: the sandbox's demo server (INTEGRATIONS_SANDBOX), else null. */
export interface McpServerSettings {
  sandbox: { url: string; token: string } | null;
}
export const McpServerSettings: ServiceIdentifier<McpServerSettings> = Symbol.for('server.McpServerSettings');
