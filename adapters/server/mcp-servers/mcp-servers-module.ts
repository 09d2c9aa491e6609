import { ContainerModule } from 'inversify';
import { McpServerRepository } from '../../../core/server/mcp-servers/mcp-server-repository.ts';
import { McpToolServerClient } from '../../../core/server/mcp-servers/mcp-tool-server-client.ts';
import { McpServerSettings } from '../../../core/server/mcp-servers/mcp-server-settings.ts';
import { McpServerCalls } from '../../../core/server/mcp-servers/mcp-server-calls.ts';
import { ExternalMcpTools } from '../../../core/server/mcp-servers/external-mcp-tools.ts';
import { ExternalToolApplier } from '../../../core/server/mcp-servers/external-tool-applier.ts';
import { ProposalApplier } from '../../../core/server/integrations/actions/proposal-applier.ts';
import { ResealableSecrets } from '../../../core/server/integrations/resealable-secrets.ts';
import { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';
import { KyselyMcpServerRepository } from './kysely-mcp-server-repository.ts';
import { StreamableHttpMcpClient } from './streamable-http-mcp-client.ts';
import { PublicSite } from '../integrations/public-site.ts';
import { mcpServerRoutes, mcpServerRouteUseCases } from './mcp-server-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { mcpServers } from './migrations/027-mcp-servers.ts';

/**
 * An organization's own MCP servers for its spaces (Streamable HTTP): their store (credentials sealed with the
 * integrations' SecretBox, re-sealed by the key rotation), the SDK client behind the SSRF guard, the agents'
 * external tools and the applier of their confirmed writes, and the routes. In sandbox mode the demo server on
 * loopback is the one non-public host allowed.
 */
export const mcpServersModule: FeatureModuleFactory = withMigrations({ '027-mcp-servers': mcpServers }, (settings) => ({
  name: 'mcp-servers',
  bindings: new ContainerModule(({ bind }) => {
    const mcp = settings.integrations?.mcp ?? {};
    const sandboxHost = mcp.sandboxUrl ? new URL(mcp.sandboxUrl).host : null;
    const site = new PublicSite({ allowHosts: [...(mcp.allowHosts ?? []), ...(sandboxHost ? [sandboxHost] : [])] });
    const repository = new KyselyMcpServerRepository(settings.database.db);
    bind(McpServerRepository).toConstantValue(repository);
    bind(ResealableSecrets).toConstantValue(repository);
    bind(McpToolServerClient).toConstantValue(new StreamableHttpMcpClient(site, { timeoutMs: mcp.timeoutMs }));
    bind(McpServerSettings).toConstantValue({ sandbox: mcp.sandboxUrl && mcp.sandboxToken ? { url: mcp.sandboxUrl, token: mcp.sandboxToken } : null });
    bindUseCases(bind, [McpServerCalls, ExternalMcpTools, ExternalToolApplier]);
    // The agents' toolbox offers the enabled tools; applying a confirmed write comes back to the applier.
    bind(AgentToolSource).toService(ExternalMcpTools);
    bind(ProposalApplier).toService(ExternalToolApplier);
  }),
  routes: [httpRoutes(mcpServerRouteUseCases, mcpServerRoutes)],
}));
