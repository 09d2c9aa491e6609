import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import type { McpServerAddress, McpToolDescription, McpToolResult, McpToolServerClient } from '../../../core/server/mcp-servers/mcp-tool-server-client.ts';
import type { PublicSite } from '../integrations/public-site.ts';

export interface StreamableHttpMcpClientOptions {
  /** Each call (connecting, a page of tools, a tool call) gives up after this long. */
  timeoutMs?: number;
  /** The most bytes read from one HTTP answer of the server. */
  maxResponseBytes?: number;
  /** The most characters of a tool's answer kept (for a model's context and a person's card). */
  maxResultChars?: number;
  /** Pages of `tools/list` followed, and tools kept in all. */
  maxPages?: number;
  maxTools?: number;
}

/** The SDK loads with the first call to an MCP server, so a server whose organizations add none never holds it (memory). */
let sdkLoading: ReturnType<typeof loadSdk> | null = null;
async function loadSdk() {
  const [client, http, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Client: client.Client, StreamableHTTPClientTransport: http.StreamableHTTPClientTransport, StreamableHTTPError: http.StreamableHTTPError, ErrorCode: types.ErrorCode, McpError: types.McpError };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;
const mcpSdk = () => (sdkLoading ??= loadSdk());

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);
const MAX_DESCRIPTION = 2000;
const MAX_SCHEMA_CHARS = 20_000;

/** An answer whose body errors once it passes `max` bytes, so a server cannot fill our memory. */
function capped(response: Response, max: number): Response {
  if (!response.body || NO_BODY_STATUSES.has(response.status)) return response;
  let seen = 0;
  const limited = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new ProviderError('bad_response', 'the answer was too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(limited, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A failure of the SDK or the network in our terms; never the server's body or our headers. */
function failure(error: unknown, { StreamableHTTPError, McpError, ErrorCode }: Sdk): ProviderError {
  if (error instanceof ProviderError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof ProviderError) return cause;
  if (error instanceof StreamableHTTPError) {
    const code = error.code ?? 0;
    if (code === 401 || code === 403) return new ProviderError('auth_refused', `the server answered ${code}`);
    if (code === 404) return new ProviderError('bad_response', 'there is no MCP endpoint at this address (404)');
    if (code === 429) return new ProviderError('rate_limited', 'the server asked us to slow down');
    if (code >= 500) return new ProviderError('unavailable', `the server answered ${code}`);
    if (code >= 300 && code < 400) return new ProviderError('bad_response', 'the server redirects elsewhere; enter the address it redirects to');
    return new ProviderError('bad_response', code > 0 ? `the server answered ${code}` : 'the server did not answer in the MCP format');
  }
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return new ProviderError('unavailable', 'the request timed out');
    if (error.code === ErrorCode.ConnectionClosed) return new ProviderError('unavailable', 'the connection closed');
    return new ProviderError('bad_response', `the server answered with an error (${error.code})`);
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return new ProviderError('unavailable', 'the request timed out');
  if (error instanceof TypeError || (error instanceof Error && /fetch failed|ECONN|socket/i.test(error.message))) return new ProviderError('unavailable', 'the connection failed');
  return new ProviderError('bad_response', 'the server did not answer in the MCP format');
}

function boundedSchema(schema: unknown): Record<string, unknown> {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return { type: 'object' };
  return JSON.stringify(schema).length > MAX_SCHEMA_CHARS ? { type: 'object' } : (schema as Record<string, unknown>);
}

/**
 * The organization's MCP servers over Streamable HTTP (`@modelcontextprotocol/sdk`'s Client): every request goes
 * through PublicSite's fetch (the SSRF rules of addresses a customer typed, no redirects), with the credential as
 * a header, a timeout per call and answers bounded in bytes; a client per call, its session ended and closed after it.
 */
export class StreamableHttpMcpClient implements McpToolServerClient {
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;
  private readonly maxResultChars: number;
  private readonly maxPages: number;
  private readonly maxTools: number;

  constructor(
    private readonly site: PublicSite,
    options: StreamableHttpMcpClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxResponseBytes = options.maxResponseBytes ?? 1024 * 1024;
    this.maxResultChars = options.maxResultChars ?? 20_000;
    this.maxPages = options.maxPages ?? 10;
    this.maxTools = options.maxTools ?? 200;
  }

  async vet(raw: string): Promise<string> {
    const base = this.site.base(raw);
    await this.site.vet(base);
    return base;
  }

  async listTools(server: McpServerAddress): Promise<McpToolDescription[]> {
    return this.session(server, async (client) => {
      const tools: McpToolDescription[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < this.maxPages; page++) {
        const result = await client.listTools(cursor ? { cursor } : undefined, { timeout: this.timeoutMs });
        for (const tool of result.tools) {
          if (seen.has(tool.name) || tools.length >= this.maxTools) continue;
          seen.add(tool.name);
          const a = tool.annotations ?? {};
          tools.push({
            name: tool.name.slice(0, 200),
            description: (tool.description ?? tool.title ?? '').slice(0, MAX_DESCRIPTION),
            inputSchema: boundedSchema(tool.inputSchema),
            annotations: {
              ...(typeof (a.title ?? tool.title) === 'string' ? { title: String(a.title ?? tool.title).slice(0, 200) } : {}),
              ...(typeof a.readOnlyHint === 'boolean' ? { readOnlyHint: a.readOnlyHint } : {}),
              ...(typeof a.destructiveHint === 'boolean' ? { destructiveHint: a.destructiveHint } : {}),
              ...(typeof a.idempotentHint === 'boolean' ? { idempotentHint: a.idempotentHint } : {}),
              ...(typeof a.openWorldHint === 'boolean' ? { openWorldHint: a.openWorldHint } : {}),
            },
          });
        }
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return tools;
    });
  }

  async callTool(server: McpServerAddress, name: string, args: Record<string, unknown>): Promise<McpToolResult> {
    return this.session(server, async (client) => {
      const result = await client.callTool({ name, arguments: args }, undefined, { timeout: this.timeoutMs });
      const parts: string[] = [];
      const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string; uri?: string }[]) : [];
      for (const block of content) {
        if (block.type === 'text' && typeof block.text === 'string') parts.push(block.text);
        else if (block.type === 'resource_link' && typeof block.uri === 'string') parts.push(`[link: ${block.uri}]`);
        else parts.push(`[${block.type} not shown]`);
      }
      if (parts.length === 0 && result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent));
      const text = parts.join('\n');
      const truncated = text.length > this.maxResultChars;
      return { text: truncated ? text.slice(0, this.maxResultChars) : text, isError: result.isError === true, truncated };
    });
  }

  private async session<T>(server: McpServerAddress, work: (client: Client) => Promise<T>): Promise<T> {
    const sdk = await mcpSdk();
    const { Client, StreamableHTTPClientTransport } = sdk;
    let url: URL;
    try {
      url = new URL(this.site.base(server.url));
    } catch (error) {
      throw failure(error, sdk);
    }
    const headers: Record<string, string> = {};
    if (server.credential) {
      if (server.credential.header) headers[server.credential.header] = server.credential.value;
      else headers.authorization = `Bearer ${server.credential.value}`;
    }
    const fetchThroughGuard = async (input: string | URL, init?: RequestInit): Promise<Response> => {
      const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(this.timeoutMs)]) : AbortSignal.timeout(this.timeoutMs);
      return capped(await this.site.fetch(String(input), { ...init, signal }), this.maxResponseBytes);
    };
    const transport = new StreamableHTTPClientTransport(url, { fetch: fetchThroughGuard, requestInit: { headers } });
    const client = new Client({ name: 'marketing-workspace', version: '1.0.0' });
    try {
      await client.connect(transport, { timeout: this.timeoutMs });
      return await work(client);
    } catch (error) {
      throw failure(error, sdk);
    } finally {
      // A stateful server keeps a session until its client ends it (HTTP DELETE with the session id; a server
      // without sessions answers 405, which the SDK accepts); closing alone would leave one open per call.
      await transport.terminateSession().catch(() => undefined);
      await client.close().catch(() => undefined);
    }
  }
}
