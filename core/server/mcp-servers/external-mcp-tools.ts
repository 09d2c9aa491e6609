import { inject, injectable } from 'inversify';
import { McpServerRepository, type McpServerRecord } from './mcp-server-repository.ts';
import { McpServerCalls } from './mcp-server-calls.ts';
import { isReadOnlyTool } from './mcp-server-view.ts';
import type { McpToolDescription } from './mcp-tool-server-client.ts';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';
import type { AgentToolSource } from '../agents/actions/agent-tool-source.ts';
import { ServerError } from '../errors.ts';
import { EXTERNAL_TOOL_ACTION, externalToolArguments } from './external-tool-arguments.ts';

const MAX_NAME = 64;

/** `ext_<server>_<tool>`: our own tools never start with `ext_`, and a model's tool name holds at most 64 of `[A-Za-z0-9_-]`. */
function externalToolName(server: Pick<McpServerRecord, 'handle'>, tool: string): string {
  return `ext_${server.handle}_${tool.replace(/[^A-Za-z0-9_-]+/g, '_')}`.slice(0, MAX_NAME);
}

/**
 * The tools of a space's external MCP servers that its owners enabled, as agent tools (`kind: 'external'`). A tool
 * its server annotates `readOnlyHint: true` is called when the agent asks; every other one only proposes the call
 * (action `external_tool`), which ExternalToolApplier performs when a person applies it. Bound as an
 * AgentToolSource, so the run's toolbox offers them beside the connected integrations' tools.
 */
@injectable()
export class ExternalMcpTools implements AgentToolSource {
  constructor(
    @inject(McpServerRepository) private readonly servers: McpServerRepository,
    @inject(McpServerCalls) private readonly calls: McpServerCalls,
  ) {}

  async toolsFor(scope: ToolScope): Promise<IntegrationTool[]> {
    const servers = (await this.servers.listForSpace(scope.spaceId)).filter((s) => s.status === 'connected' && s.orgId === scope.orgId);
    const tools: IntegrationTool[] = [];
    const names = new Set<string>();
    for (const server of servers) {
      const enabled = new Set(server.enabledTools);
      for (const tool of server.tools) {
        if (!enabled.has(tool.name)) continue;
        const name = externalToolName(server, tool.name);
        // Two tool names that reduce to the same one: the first keeps it, so a call never reaches the wrong tool.
        if (names.has(name)) continue;
        names.add(name);
        tools.push(this.tool(server, tool, name));
      }
    }
    return tools;
  }

  private tool(server: McpServerRecord, tool: McpToolDescription, name: string): IntegrationTool {
    const readOnly = isReadOnlyTool(tool);
    const host = new URL(server.url).host;
    const origin = `From the organization's tool server "${server.name}" (${host})`;
    const description = `${origin}${readOnly ? '' : ', needs a person to confirm each call'}: ${tool.description || tool.name}`.slice(0, 1024);
    const calls = this.calls;
    const servers = this.servers;
    return {
      name,
      kind: 'external',
      effect: readOnly ? 'read' : 'write',
      description,
      inputSchema: tool.inputSchema,
      async available(scope: ToolScope) {
        const current = await servers.find(scope.spaceId, server.id);
        return Boolean(current && current.status === 'connected' && current.enabledTools.includes(tool.name));
      },
      async run(scope: ToolScope, raw: Record<string, unknown>): Promise<ToolOutcome> {
        let args: Record<string, unknown>;
        try {
          args = externalToolArguments(raw);
        } catch (error) {
          if (error instanceof ServerError) return { text: error.message };
          throw error;
        }
        if (!readOnly) {
          return {
            text: `Proposed calling "${tool.name}" on the tool server "${server.name}"; it runs only when a person applies it.`,
            proposal: {
              action: EXTERNAL_TOOL_ACTION,
              title: `Call "${tool.annotations.title ?? tool.name}" on ${server.name}`,
              target: `${server.name} (${host})`,
              details: [`Tool: ${tool.name}`, ...argumentLines(args)],
              payload: { server_id: server.id, tool: tool.name, arguments: args },
            },
          };
        }
        const current = await servers.find(scope.spaceId, server.id);
        if (!current || !current.enabledTools.includes(tool.name)) return { text: `The tool "${tool.name}" of "${server.name}" is not enabled any more.` };
        try {
          const result = await calls.callTool(current, tool.name, args);
          const text = result.isError ? `The tool reported a failure: ${result.text}` : result.text;
          return { text: result.truncated ? `${text}\n[The answer was cut short.]` : text, data: { server: server.name, tool: tool.name, is_error: result.isError } };
        } catch (error) {
          // The model reads why, in our words; the failure is recorded on the server's state by McpServerCalls.
          if (error instanceof ServerError) return { text: error.message };
          throw error;
        }
      },
    };
  }
}

/** The arguments as a person reads them on the confirmation card, one per line, bounded. */
function argumentLines(args: Record<string, unknown>): string[] {
  return Object.entries(args).slice(0, 20).map(([key, value]) => {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`;
  });
}
