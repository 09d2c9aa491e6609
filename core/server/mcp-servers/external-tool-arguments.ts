import { ServerError } from '../errors.ts';
import { McpServersServerMessages } from './mcp-servers-server-messages.ts';

/** The proposal action of external MCP tools that write. */
export const EXTERNAL_TOOL_ACTION = 'external_tool';

const MAX_ARGUMENTS_CHARS = 20_000;

/** A model's (or a stored proposal's) arguments for an external tool: a plain JSON object, bounded in size. */
export function externalToolArguments(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpBadArguments);
  let json: string;
  try {
    json = JSON.stringify(raw);
  } catch {
    throw new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpBadArguments);
  }
  if (json.length > MAX_ARGUMENTS_CHARS) throw new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpBadArguments);
  return JSON.parse(json) as Record<string, unknown>;
}
