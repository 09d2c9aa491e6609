import { ContainerModule } from 'inversify';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import { LeadSearchProvider } from '../../../core/server/integrations/leads/lead-search-provider.ts';
import { LeadListRepository } from '../../../core/server/integrations/leads/lead-list-repository.ts';
import { ApolloVerifier } from '../../../core/server/integrations/leads/apollo-verifier.ts';
import { LeadSearchTool } from '../../../core/server/integrations/leads/lead-search-tool.ts';
import { ApolloLeadSearch, APOLLO_API_URL } from '../integrations/apollo-lead-search.ts';
import { KyselyLeadListRepository } from '../db/kysely-lead-list-repository.ts';
import { leadRoutes, leadRouteUseCases } from '../http/routes/lead-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from './feature-module.ts';

/**
 * Lead search with Apollo (base URL from configuration; the local sandbox with INTEGRATIONS_SANDBOX): its key
 * check, people search, the space's saved lead lists (which outreach reads), enrichment that spends Apollo
 * credits on an explicit call, CSV export, and the agents' `lead_search` tool.
 */
export const leadsModule: FeatureModuleFactory = (settings) => ({
  name: 'leads',
  bindings: new ContainerModule(({ bind }) => {
    const integrations = settings.integrations ?? {};
    bind(LeadSearchProvider).toConstantValue(new ApolloLeadSearch(integrations.apolloUrl ?? APOLLO_API_URL, Boolean(integrations.sandbox)));
    bind(LeadListRepository).toConstantValue(new KyselyLeadListRepository(settings.database.db));
    bind(CredentialVerifier).to(ApolloVerifier);
    bind(IntegrationTool).to(LeadSearchTool);
  }),
  routes: [httpRoutes(leadRouteUseCases, leadRoutes)],
});
