import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { listenOnLoopback } from './loopback-server.ts';

/** The token the sandbox's tool server accepts unless told otherwise (shown on the page in sandbox mode). */
export const SANDBOX_MCP_TOKEN = 'sandbox-mcp-7f3a9c2e51d84b06';

export interface McpSandboxOptions {
  /** The bearer token it requires. */
  token?: string;
  /** Tools per `tools/list` page (paged with `nextCursor`). */
  pageSize?: number;
  /** Every HTTP request waits this long before it is answered (a slow server). */
  delayMs?: number;
  /** Read the token from this header (e.g. `x-api-key`) instead of `Authorization: Bearer`. */
  tokenHeader?: string;
  /**
   * Stateful, as most MCP servers are (the default): `initialize` opens a session (`Mcp-Session-Id`) that lives
   * until the client ends it with an HTTP DELETE. `false`: stateless, every POST on its own.
   */
  stateful?: boolean;
}

export interface McpSandbox {
  /** The Streamable HTTP endpoint (`…/mcp`). */
  url: string;
  token: string;
  /** Tool calls received, in order. */
  readonly calls: { tool: string; args: Record<string, unknown> }[];
  /** Authorization headers seen, for asserting that the token travels only there. */
  readonly seen: (string | undefined)[];
  /** Sessions opened and not yet ended by their client (stateful only). */
  openSessions(): number;
  close(): Promise<void>;
}

const CUSTOMERS: Record<string, { name: string; plan: string; open_tickets: number }> = {
  'ada@example.com': { name: 'Ada Lovelace', plan: 'Growth', open_tickets: 1 },
  'grace@example.com': { name: 'Grace Hopper', plan: 'Enterprise', open_tickets: 0 },
};

/** The tools as `tools/list` shows them (JSON Schema), in the order they are paged. */
const TOOL_LIST = [
  {
    name: 'lookup_customer',
    title: 'Look up a customer',
    description: 'Finds a customer of the helpdesk by email: name, plan and open tickets.',
    inputSchema: { type: 'object', properties: { email: { type: 'string', description: 'The customer\'s email address' } }, required: ['email'] },
    annotations: { title: 'Look up a customer', readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'list_open_tickets',
    title: 'List open tickets',
    description: 'Lists the helpdesk\'s open tickets.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { title: 'List open tickets', readOnlyHint: true },
  },
  {
    name: 'create_ticket',
    title: 'Create a ticket',
    description: 'Opens a helpdesk ticket for a customer.',
    inputSchema: { type: 'object', properties: { email: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } }, required: ['email', 'subject'] },
    annotations: { title: 'Create a ticket', readOnlyHint: false, destructiveHint: false },
  },
];

/**
 * A local stand-in for an organization's own MCP server (a helpdesk): a real Streamable HTTP endpoint built with
 * the SDK's McpServer (stateful by default, with sessions ended by DELETE; JSON answers), requiring a bearer token, listing its tools in pages, with a
 * read-only tool (`lookup_customer`, `list_open_tickets`) and a write tool (`create_ticket`). The contract test runs
 * StreamableHttpMcpClient against it; INTEGRATIONS_SANDBOX=true starts it for demonstrations.
 */
export async function startMcpSandbox(options: McpSandboxOptions = {}): Promise<McpSandbox> {
  const token = options.token ?? SANDBOX_MCP_TOKEN;
  const pageSize = options.pageSize ?? 2;
  const calls: McpSandbox['calls'] = [];
  const seen: McpSandbox['seen'] = [];
  const tickets: { id: string; email: string; subject: string }[] = [{ id: 'T-1001', email: 'ada@example.com', subject: 'Invoice address' }];

  function mcpServer(): McpServer {
    const mcp = new McpServer({ name: 'sandbox-helpdesk', version: '1.0.0' });
    mcp.registerTool('lookup_customer', { description: TOOL_LIST[0]!.description, inputSchema: { email: z.string() }, annotations: TOOL_LIST[0]!.annotations }, async ({ email }) => {
      calls.push({ tool: 'lookup_customer', args: { email } });
      const customer = CUSTOMERS[email.toLowerCase()];
      if (!customer) return { content: [{ type: 'text', text: `No customer with the email ${email}` }], isError: true };
      return { content: [{ type: 'text', text: `${customer.name}: ${customer.plan} plan, ${customer.open_tickets} open ticket(s)` }] };
    });
    mcp.registerTool('list_open_tickets', { description: TOOL_LIST[1]!.description, annotations: TOOL_LIST[1]!.annotations }, async () => {
      calls.push({ tool: 'list_open_tickets', args: {} });
      return { content: [{ type: 'text', text: tickets.map((t) => `${t.id} ${t.email}: ${t.subject}`).join('\n') }] };
    });
    mcp.registerTool(
      'create_ticket',
      { description: TOOL_LIST[2]!.description, inputSchema: { email: z.string(), subject: z.string(), body: z.string().optional() }, annotations: TOOL_LIST[2]!.annotations },
      async ({ email, subject, body }) => {
        calls.push({ tool: 'create_ticket', args: { email, subject, ...(body !== undefined ? { body } : {}) } });
        const id = `T-${1001 + tickets.length}`;
        tickets.push({ id, email, subject });
        return { content: [{ type: 'text', text: `Ticket ${id} created for ${email}` }] };
      },
    );
    // Paged listing, as large servers answer (the McpServer's own listing sends one page).
    mcp.server.setRequestHandler(ListToolsRequestSchema, async (request) => {
      const start = Number(request.params?.cursor ?? 0) || 0;
      const page = TOOL_LIST.slice(start, start + pageSize);
      return { tools: page, ...(start + pageSize < TOOL_LIST.length ? { nextCursor: String(start + pageSize) } : {}) };
    });
    return mcp;
  }

  const stateful = options.stateful ?? true;
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; mcp: McpServer }>();

  /** A stateful server: a session per `initialize`, found again by its id, ended by DELETE (the SDK's transport answers it). */
  const handleStateful = async (req: IncomingMessage, res: ServerResponse) => {
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.get(id);
      if (!session) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }));
        return;
      }
      await session.transport.handleRequest(req, res);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: no session' }, id: null }));
      return;
    }
    const mcp = mcpServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (sessionId) => void sessions.set(sessionId, { transport, mcp }),
      onsessionclosed: (sessionId) => {
        sessions.delete(sessionId);
        void mcp.close();
      },
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (new URL(req.url ?? '/', 'http://sandbox').pathname !== '/mcp') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    seen.push(req.headers.authorization);
    const presented = options.tokenHeader ? req.headers[options.tokenHeader.toLowerCase()] : req.headers.authorization;
    if (presented !== (options.tokenHeader ? token : `Bearer ${token}`)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="sandbox-helpdesk"' }).end('{"error":"invalid_token"}');
      return;
    }
    if (stateful) return handleStateful(req, res);
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream, no session to end.
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const mcp = mcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: `${loopback.url}/mcp`,
    token,
    calls,
    seen,
    openSessions: () => sessions.size,
    close: () => {
      for (const { transport, mcp } of sessions.values()) {
        void transport.close();
        void mcp.close();
      }
      sessions.clear();
      return loopback.close();
    },
  };
}
