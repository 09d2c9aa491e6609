import type { ServiceIdentifier } from 'inversify';
import type { McpToolDescription } from './mcp-tool-server-client.ts';
import type { ResealableSecrets } from '../integrations/resealable-secrets.ts';

/** An external MCP server of a space as stored: the credential only sealed (SecretBox, the row id as context). */
export interface McpServerRecord {
  id: string;
  orgId: string;
  spaceId: string;
  name: string;
  /** The name reduced to `[a-z0-9_]`, unique in the space: the prefix of its tools' names for the agents. */
  handle: string;
  url: string;
  /** Null: the credential is sent as `Authorization: Bearer <credential>`; else the header its value is sent in. */
  credentialHeader: string | null;
  sealedCredential: string | null;
  keyId: string | null;
  status: 'connected' | 'error';
  statusReason: string | null;
  tools: McpToolDescription[];
  enabledTools: string[];
  createdBy: string;
  createdAt: Date;
  checkedAt: Date | null;
}

/** A space's external MCP servers. Kept outside the units of work, like connections. */
export interface McpServerRepository extends ResealableSecrets {
  listForSpace(spaceId: string): Promise<McpServerRecord[]>;
  find(spaceId: string, id: string): Promise<McpServerRecord | null>;
  /** False when the space already has a server with this handle (two adds racing included). */
  insert(record: McpServerRecord): Promise<boolean>;
  /** The tools as listed again and the outcome of the check. */
  saveCheck(id: string, check: { tools: McpToolDescription[]; enabledTools: string[]; status: 'connected' | 'error'; statusReason: string | null; checkedAt: Date }): Promise<void>;
  setStatus(id: string, status: 'connected' | 'error', reason: string | null, checkedAt: Date): Promise<void>;
  /** Replaces the enabled tools only if they are still `previous` (a concurrent toggle is not lost: the caller retries). */
  replaceEnabledTools(id: string, previous: string[], next: string[]): Promise<boolean>;
  remove(spaceId: string, id: string): Promise<boolean>;
}
export const McpServerRepository: ServiceIdentifier<McpServerRepository> = Symbol.for('server.McpServerRepository');
