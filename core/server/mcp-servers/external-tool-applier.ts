import { inject, injectable } from 'inversify';
import { McpServerRepository } from './mcp-server-repository.ts';
import { McpServerCalls } from './mcp-server-calls.ts';
import { EXTERNAL_TOOL_ACTION, externalToolArguments } from './external-tool-arguments.ts';
import type { AppliedAction, ProposalApplier } from '../integrations/actions/proposal-applier.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { McpServersServerMessages } from './mcp-servers-server-messages.ts';

const MAX_SUMMARY = 300;

/**
 * Performs an external MCP tool call an agent proposed (`external_tool`), once a person applies it. The payload
 * came from a model: the server must be the space's, the tool one it still offers and is enabled, the arguments
 * a bounded object. The call is in the audit log (server, tool and argument names; not their values).
 */
@injectable()
export class ExternalToolApplier implements ProposalApplier {
  readonly action = EXTERNAL_TOOL_ACTION;

  constructor(
    @inject(McpServerRepository) private readonly servers: McpServerRepository,
    @inject(McpServerCalls) private readonly calls: McpServerCalls,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async apply(principal: Principal, spaceId: string, payload: Record<string, unknown>): Promise<AppliedAction> {
    const serverId = payload.server_id;
    const tool = payload.tool;
    if (typeof serverId !== 'string' || typeof tool !== 'string' || serverId.length > 100 || tool.length > 200) {
      throw new ServerError('VALIDATION.INVALID', McpServersServerMessages.mcpBadProposal);
    }
    const args = externalToolArguments(payload.arguments);
    const server = await this.servers.find(spaceId, serverId);
    if (!server) throw new ServerError('INTEGRATION.NOT_FOUND', McpServersServerMessages.mcpServerNotFound);
    if (!server.tools.some((t) => t.name === tool) || !server.enabledTools.includes(tool)) {
      throw new ServerError('INTEGRATION.NOT_AVAILABLE', McpServersServerMessages.mcpToolNotEnabled(tool));
    }
    const result = await this.calls.callTool(server, tool, args);
    await this.audit.record({
      action: 'mcp_server.tool_called',
      actorId: principal.userId,
      orgId: server.orgId,
      target: spaceId,
      details: { server: server.id, name: server.name, tool, arguments: Object.keys(args), failed: result.isError },
    });
    if (result.isError) throw new ServerError('INTEGRATION.PROVIDER_UNAVAILABLE', McpServersServerMessages.mcpToolFailed(tool, result.text.slice(0, MAX_SUMMARY)));
    const answer = result.text.length > MAX_SUMMARY ? `${result.text.slice(0, MAX_SUMMARY)}…` : result.text;
    return { summary: `${server.name} ran "${tool}"${answer ? `: ${answer}` : ''}`, externalId: null, link: null };
  }
}
