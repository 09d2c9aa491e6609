import { ContainerModule } from 'inversify';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import { LeadSearchProvider } from '../../../core/server/leads/lead-search-provider.ts';
import { LeadListRepository } from '../../../core/server/leads/lead-list-repository.ts';
import { ApolloVerifier } from '../../../core/server/leads/apollo-verifier.ts';
import { LeadSearchTool } from '../../../core/server/leads/lead-search-tool.ts';
import { ApolloLeadSearch, APOLLO_API_URL } from './apollo-lead-search.ts';
import { KyselyLeadListRepository } from './kysely-lead-list-repository.ts';
import { leadRoutes, leadRouteUseCases } from './lead-routes.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { leadLists } from './migrations/022-lead-lists.ts';

/**
 * Lead search with Apollo (base URL from configuration; the local sandbox with INTEGRATIONS_SANDBOX): its key
 * check, people search, the space's saved lead lists (which outreach reads), enrichment that spends Apollo
 * credits on an explicit call, CSV export, and the agents' `lead_search` tool.
 */
export const leadsModule: FeatureModuleFactory = withMigrations({ '022-lead-lists': leadLists }, (settings) => ({
  name: 'leads',
  bindings: new ContainerModule(({ bind }) => {
    const integrations = settings.integrations ?? {};
    bind(LeadSearchProvider).toConstantValue(new ApolloLeadSearch(integrations.apolloUrl ?? APOLLO_API_URL, Boolean(integrations.sandbox)));
    bind(LeadListRepository).toConstantValue(new KyselyLeadListRepository(settings.database.db));
    bind(CredentialVerifier).to(ApolloVerifier);
    bind(IntegrationTool).to(LeadSearchTool);
  }),
  routes: [httpRoutes(leadRouteUseCases, leadRoutes)],
}));
