import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamableHttpMcpClient } from '../../adapters/server/mcp-servers/streamable-http-mcp-client.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startMcpSandbox, type McpSandbox } from '../../adapters/server/integrations/sandbox/mcp-sandbox.ts';
import { ContractChecker, loadContract, startContractProxy, type ContractProxy } from './contract-check.ts';

/** R-OPEN-41: the MCP client and the sandbox's tool server, both held to the Streamable HTTP and message contract (tests/contracts/mcp.contract.json). */
describe('MCP (Streamable HTTP) contract', () => {
  const TOKEN = 'helpdesk-token-0123456789abcdef';
  const checker = new ContractChecker(loadContract('mcp'));
  let fake: McpSandbox;
  let proxy: ContractProxy;
  const client = () => new StreamableHttpMcpClient(new PublicSite({ allowHosts: [new URL(proxy.url).host] }), { timeoutMs: 5000 });
  const address = (token = TOKEN) => ({ url: proxy.url, credential: { header: null, value: token } });

  beforeAll(async () => {
    fake = await startMcpSandbox({ token: TOKEN, pageSize: 2 });
    proxy = await startContractProxy(fake.url);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });

  it('every request the client sends, and every answer the server gives, keeps the contract; every session is ended', async () => {
    await client().listTools(address());
    await client().callTool(address(), 'lookup_customer', { email: 'ada@example.com' });
    await client().callTool(address(), 'lookup_customer', { email: 'nobody@example.com' });
    await client().callTool(address(), 'no_such_tool', {}).catch(() => undefined);
    await client().listTools(address('wrong-token')).catch(() => undefined);
    expect(checker.violations(proxy.exchanges)).toEqual([]);
    // The server's own stream (GET) is optional; everything else must be reached.
    expect(checker.unexercised(proxy.exchanges).filter((id) => id !== 'stream.open')).toEqual([]);
    expect(proxy.exchanges.filter((e) => e.method === 'DELETE')).toHaveLength(4);
    expect(fake.openSessions()).toBe(0);
  });
});
