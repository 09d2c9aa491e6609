import { inject, injectable } from 'inversify';
import { McpServerRepository, type McpServerRecord } from './mcp-server-repository.ts';
import { McpToolServerClient, type McpServerAddress, type McpToolResult } from './mcp-tool-server-client.ts';
import { SecretBox } from '../integrations/secret-box.ts';
import { ProviderError } from '../integrations/provider-error.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import { McpServersServerMessages } from './mcp-servers-server-messages.ts';

const UNREADABLE = 'the stored credential could not be read';

/**
 * Calls a stored MCP server with its credential opened for the call only, and keeps its state true: a refused
 * credential or an unreadable one marks it `error` with the reason, a success after an error marks it
 * `connected`. Failures come out in our catalogue (409 needs a new credential, 503 could not be reached).
 */
@injectable()
export class McpServerCalls {
  constructor(
    @inject(McpServerRepository) private readonly servers: McpServerRepository,
    @inject(McpToolServerClient) private readonly client: McpToolServerClient,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async callTool(server: McpServerRecord, tool: string, args: Record<string, unknown>): Promise<McpToolResult> {
    return this.run(server, (address) => this.client.callTool(address, tool, args));
  }

  async run<T>(server: McpServerRecord, work: (address: McpServerAddress) => Promise<T>): Promise<T> {
    const address = await this.address(server);
    try {
      const result = await work(address);
      if (server.status !== 'connected') await this.servers.setStatus(server.id, 'connected', null, this.clock.now());
      return result;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === 'auth_refused') {
        await this.servers.setStatus(server.id, 'error', error.detail, this.clock.now());
        throw new ServerError('INTEGRATION.RECONNECT_NEEDED', McpServersServerMessages.mcpReconnect(server.name, error.detail));
      }
      if (error.failure === 'bad_address') throw new ServerError('VALIDATION.INVALID', error.detail);
      throw new ServerError('INTEGRATION.PROVIDER_UNAVAILABLE', McpServersServerMessages.mcpUnreachable(server.name, error.detail), [], { retryAfterSeconds: error.retryAfterSeconds });
    }
  }

  private async address(server: McpServerRecord): Promise<McpServerAddress> {
    if (!server.sealedCredential) return { url: server.url, credential: null };
    try {
      return { url: server.url, credential: { header: server.credentialHeader, value: this.box.open(server.sealedCredential, server.id) } };
    } catch {
      // Its key is gone (a lost keyring): only adding the server again helps.
      await this.servers.setStatus(server.id, 'error', UNREADABLE, this.clock.now());
      throw new ServerError('INTEGRATION.RECONNECT_NEEDED', McpServersServerMessages.mcpReconnect(server.name, UNREADABLE));
    }
  }
}
