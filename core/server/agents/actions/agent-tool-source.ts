import type { ServiceIdentifier } from 'inversify';
import type { IntegrationTool, ToolScope } from '../../integrations/actions/integration-tool.ts';

/**
 * Where a run's integration tools come from. Multi-injected: the built-in one offers the space's connected
 * integrations' tools (`IntegrationTool`s); an organization's external MCP servers plug in as another source
 * (`bind(AgentToolSource).to(...)`) returning tools of kind `external`.
 */
export interface AgentToolSource {
  /** The tools available to this run (only those the space can use now). */
  toolsFor(scope: ToolScope): Promise<IntegrationTool[]>;
}
export const AgentToolSource: ServiceIdentifier<AgentToolSource> = Symbol.for('server.AgentToolSource');
