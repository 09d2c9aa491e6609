import { ContainerModule } from 'inversify';
import { AgentToolbox } from '../../../core/server/agents/actions/agent-toolbox.ts';
import { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';
import { ConnectedIntegrationTools } from '../../../core/server/agents/actions/connected-integration-tools.ts';
import { OfflineAgentActions } from '../../../core/server/agents/actions/offline-agent-actions.ts';
import { ProposalRepository } from '../../../core/server/agents/actions/proposal-repository.ts';
import { LeadCampaignApplier } from '../../../core/server/agents/actions/lead-campaign-applier.ts';
import { ProposalApplier } from '../../../core/server/integrations/actions/proposal-applier.ts';
import { KyselyProposalRepository } from '../db/kysely-proposal-repository.ts';
import { McpAgentToolbox } from './mcp-agent-toolbox.ts';
import { proposalRoutes, proposalRouteUseCases } from './proposal-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/**
 * Agents that act through the integrations, with a person in the loop: the run's tools (through MCP for a
 * model, called directly by the offline engine), the proposals write tools return, and applying them.
 * Tool sources are multi-injected: the connected integrations' tools here; an organization's external MCP
 * servers add theirs with another `bind(AgentToolSource)`.
 */
export const agentActionsModule: FeatureModuleFactory = (settings) => ({
  name: 'agent-actions',
  bindings: new ContainerModule(({ bind }) => {
    bind(ProposalRepository).toConstantValue(new KyselyProposalRepository(settings.database.db));
    bind(ConnectedIntegrationTools).toSelf();
    bind(AgentToolSource).toService(ConnectedIntegrationTools);
    bind(AgentToolbox).to(McpAgentToolbox);
    // The CMO's combined proposal: save the leads, reveal their emails, create the Instantly draft with them.
    bind(ProposalApplier).to(LeadCampaignApplier);
    bindUseCases(bind, [OfflineAgentActions]);
  }),
  routes: [httpRoutes(proposalRouteUseCases, proposalRoutes)],
});
