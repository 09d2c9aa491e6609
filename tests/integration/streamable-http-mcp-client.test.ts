import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamableHttpMcpClient } from '../../adapters/server/mcp-servers/streamable-http-mcp-client.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startMcpSandbox, type McpSandbox } from '../../adapters/server/integrations/sandbox/mcp-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';

/**
 * The external MCP client (the SDK's Client over Streamable HTTP, through PublicSite's SSRF-guarded fetch)
 * against a real MCP server on loopback built with the SDK's McpServer (the sandbox's helpdesk): paged listing,
 * calls, a refused token, addresses that are not public, a slow server, bounded answers. Never the internet.
 */
describe('StreamableHttpMcpClient against an MCP server on loopback', () => {
  let fake: McpSandbox;
  let slow: McpSandbox;
  const TOKEN = 'helpdesk-token-0123456789abcdef';
  const allowing = (sandbox: McpSandbox, options: ConstructorParameters<typeof StreamableHttpMcpClient>[1] = {}) =>
    new StreamableHttpMcpClient(new PublicSite({ allowHosts: [new URL(sandbox.url).host] }), { timeoutMs: 5000, ...options });
  const address = (sandbox: McpSandbox, token = TOKEN) => ({ url: sandbox.url, credential: { header: null, value: token } });

  async function failureOf(work: Promise<unknown>): Promise<ProviderError> {
    const error = await work.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }

  beforeAll(async () => {
    // One tool a page, so the listing crosses pages.
    fake = await startMcpSandbox({ token: TOKEN, pageSize: 1 });
    // It answers long after any test's bound, so an answer can only ever be the client's own timeout.
    slow = await startMcpSandbox({ token: TOKEN, delayMs: 120_000 });
  });
  afterAll(async () => {
    await fake.close();
    await slow.close();
  });

  it('lists every tool across pages, with their schemas and read-only hints', async () => {
    const tools = await allowing(fake).listTools(address(fake));
    expect(tools.map((t) => t.name)).toEqual(['lookup_customer', 'list_open_tickets', 'create_ticket']);
    expect(tools[0]).toMatchObject({
      description: 'Finds a customer of the helpdesk by email: name, plan and open tickets.',
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
      annotations: { readOnlyHint: true, title: 'Look up a customer' },
    });
    expect(tools[2]!.annotations.readOnlyHint).toBe(false);
  });

  it('calls a tool with its arguments and reads its answer; a tool failure is reported as one', async () => {
    const client = allowing(fake);
    const found = await client.callTool(address(fake), 'lookup_customer', { email: 'ada@example.com' });
    expect(found).toEqual({ text: 'Ada Lovelace: Growth plan, 1 open ticket(s)', isError: false, truncated: false });
    const missing = await client.callTool(address(fake), 'lookup_customer', { email: 'nobody@example.com' });
    expect(missing).toMatchObject({ text: 'No customer with the email nobody@example.com', isError: true });
    expect(fake.calls.at(-1)).toEqual({ tool: 'lookup_customer', args: { email: 'nobody@example.com' } });
  });

  it('ends its session on a stateful server (HTTP DELETE) after each listing and call, leaving none open', async () => {
    const client = allowing(fake);
    await client.listTools(address(fake));
    await client.callTool(address(fake), 'list_open_tickets', {});
    await failureOf(client.callTool(address(fake), 'no_such_tool', {})).catch(() => undefined);
    expect(fake.openSessions()).toBe(0);
  });

  it('sends the token only as a bearer token in the Authorization header', async () => {
    fake.seen.length = 0;
    await allowing(fake).listTools(address(fake));
    expect(fake.seen.length).toBeGreaterThan(0);
    expect(new Set(fake.seen)).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('sends the credential in the header a server asks for, as typed', async () => {
    const keyed = await startMcpSandbox({ token: TOKEN, tokenHeader: 'X-API-Key' });
    try {
      const tools = await allowing(keyed).listTools({ url: keyed.url, credential: { header: 'X-API-Key', value: TOKEN } });
      expect(tools).toHaveLength(3);
      expect(keyed.seen.every((authorization) => authorization === undefined)).toBe(true);
      expect((await failureOf(allowing(keyed).listTools(address(keyed)))).failure).toBe('auth_refused');
    } finally {
      await keyed.close();
    }
  });

  it('reports a refused token (401) as auth_refused, without the token', async () => {
    const error = await failureOf(allowing(fake).listTools(address(fake, 'wrong-token')));
    expect(error.failure).toBe('auth_refused');
    expect(error.detail).toBe('the server answered 401');
    expect(error.message).not.toContain('wrong-token');
  });

  it('refuses a loopback or private address unless its host is allowed, before any request', async () => {
    const guarded = new StreamableHttpMcpClient(new PublicSite(), { timeoutMs: 2000 });
    fake.seen.length = 0;
    const literal = await failureOf(guarded.vet(fake.url));
    expect(literal).toMatchObject({ failure: 'bad_address', detail: 'Refused: 127.0.0.1 is a loopback address, not a public site' });
    expect((await failureOf(guarded.vet('http://10.1.2.3/mcp'))).failure).toBe('bad_address');
    expect((await failureOf(guarded.vet('ftp://example.com/mcp'))).failure).toBe('bad_address');
    // A name that resolves to loopback is refused when connecting, too.
    const byName = await failureOf(guarded.listTools({ url: fake.url.replace('127.0.0.1', 'localhost'), credential: { header: null, value: TOKEN } }));
    expect(byName.failure).toBe('bad_address');
    expect(fake.seen).toEqual([]);
  });

  // The bound only keeps a client without a working timeout from hanging the run; how fast it gives up is not asserted here.
  it('gives up on a slow server after its timeout, before the server answers', { timeout: 10_000 }, async () => {
    const error = await failureOf(allowing(slow, { timeoutMs: 300 }).listTools(address(slow)));
    expect(error).toMatchObject({ failure: 'unavailable', detail: 'the request timed out' });
  });

  it('bounds what it keeps of an answer', async () => {
    const short = await allowing(fake, { maxResultChars: 12 }).callTool(address(fake), 'lookup_customer', { email: 'grace@example.com' });
    expect(short).toEqual({ text: 'Grace Hopper', isError: false, truncated: true });
    const tooLarge = await failureOf(allowing(fake, { maxResponseBytes: 64 }).listTools(address(fake)));
    expect(tooLarge).toMatchObject({ failure: 'bad_response', detail: 'the answer was too large' });
  });
});
