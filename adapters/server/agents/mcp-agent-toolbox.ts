import { injectable, multiInject } from 'inversify';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';
import { proposalDraftOf } from '../../../core/server/agents/actions/proposal-draft-shape.ts';
import { ServerError } from '../../../core/server/errors.ts';
import type { AgentToolbox, AgentToolSet } from '../../../core/server/agents/actions/agent-toolbox.ts';
import type { IntegrationTool, ProposalDraft, ToolScope } from '../../../core/server/integrations/actions/integration-tool.ts';
import type { LlmTool } from '../../../core/server/agents/ports.ts';

const VERSION = '1.0.0';

/** The SDK loads with the first run that has tools, so a server that runs none never holds it (memory). */
let sdkLoading: ReturnType<typeof loadSdk> | null = null;
async function loadSdk() {
  const [server, client, memory, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/inMemory.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Server: server.Server, Client: client.Client, InMemoryTransport: memory.InMemoryTransport, CallToolRequestSchema: types.CallToolRequestSchema, ListToolsRequestSchema: types.ListToolsRequestSchema };
}
const mcpSdk = () => (sdkLoading ??= loadSdk());

/**
 * The run's integration tools through the Model Context Protocol: one in-process MCP server per integration
 * kind (lead search, outreach, publishing, ERP, an organization's external servers) holding that kind's
 * available tools, each linked to a client by an in-memory transport. The model path calls the listed tools
 * through the clients; a write tool's proposal comes back in the result's `structuredContent` and is kept for
 * the run to store with its answer.
 */
@injectable()
export class McpAgentToolbox implements AgentToolbox {
  constructor(@multiInject(AgentToolSource) private readonly sources: AgentToolSource[]) {}

  async open(scope: ToolScope): Promise<AgentToolSet> {
    // A source that fails (an external server down) costs its own tools, not the run.
    const found = (await Promise.all(this.sources.map((s) => s.toolsFor(scope).catch(() => [])))).flat();
    const byKind = new Map<string, IntegrationTool[]>();
    const names = new Set<string>();
    for (const tool of found) {
      // The model calls tools by name: the first source to offer a name keeps it.
      if (names.has(tool.name)) continue;
      names.add(tool.name);
      byKind.set(tool.kind, [...(byKind.get(tool.kind) ?? []), tool]);
    }
    const proposals: ProposalDraft[] = [];
    const linked: { client: Client; server: Server }[] = [];
    const tools: LlmTool[] = [];
    try {
      for (const [kind, kindTools] of byKind) {
        const { client, server } = await linkServer(kind, kindTools, scope);
        linked.push({ client, server });
        const listed = await client.listTools();
        for (const tool of listed.tools) {
          tools.push({
            name: tool.name,
            description: tool.description ?? tool.name,
            parameters: tool.inputSchema as Record<string, unknown>,
            async run(args, signal) {
              const result = (await client.callTool({ name: tool.name, arguments: args }, undefined, { signal })) as CallToolResult;
              const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n').trim();
              if (result.isError) throw new Error(text || `${tool.name} failed`);
              const proposal = proposalDraftOf((result.structuredContent as { proposal?: unknown } | undefined)?.proposal);
              if (proposal) proposals.push(proposal);
              return text;
            },
          });
        }
      }
    } catch (error) {
      await Promise.all(linked.map((l) => l.client.close()));
      throw error;
    }
    return {
      tools,
      proposals,
      async close() {
        await Promise.all(linked.map(async (l) => { await l.client.close(); await l.server.close(); }));
      },
    };
  }
}

/** One kind's MCP server over its tools, for the run's scope, connected to a fresh client. */
async function linkServer(kind: string, tools: IntegrationTool[], scope: ToolScope): Promise<{ client: Client; server: Server }> {
  const { Server, Client, InMemoryTransport, CallToolRequestSchema, ListToolsRequestSchema } = await mcpSdk();
  const server = new Server({ name: `${kind}-tools`, version: VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.inputSchema as { type: 'object'; [key: string]: unknown },
      annotations: { readOnlyHint: t.effect === 'read' },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `There is no tool called ${request.params.name}` }] };
    try {
      const outcome = await tool.run(scope, (request.params.arguments ?? {}) as Record<string, unknown>);
      // Only a write tool may propose; a read tool's proposal would be a bug, and is dropped.
      const proposal = tool.effect === 'write' ? outcome.proposal : undefined;
      return {
        content: [{ type: 'text', text: outcome.text }],
        ...(proposal || outcome.data !== undefined ? { structuredContent: { ...(proposal ? { proposal } : {}), ...(outcome.data !== undefined ? { data: outcome.data } : {}) } } : {}),
      };
    } catch (error) {
      // Our own errors carry texts meant for people; anything else could carry internals.
      return { isError: true, content: [{ type: 'text', text: error instanceof ServerError ? error.message : `${tool.name} failed` }] };
    }
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'agent-run', version: VERSION });
  await server.connect(serverSide);
  await client.connect(clientSide);
  return { client, server };
}
