import { ContainerModule } from 'inversify';
import { OutreachProvider } from '../../../core/server/outreach/outreach-provider.ts';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import { ProposalApplier } from '../../../core/server/integrations/actions/proposal-applier.ts';
import { InstantlyVerifier } from '../../../core/server/outreach/instantly-verifier.ts';
import { OutreachWorkspace } from '../../../core/server/outreach/outreach-workspace.ts';
import { CampaignLeadSource } from '../../../core/server/outreach/campaign-lead-source.ts';
import { OutreachAnalyticsTool } from '../../../core/server/outreach/outreach-analytics-tool.ts';
import { DraftCampaignTool } from '../../../core/server/outreach/draft-campaign-tool.ts';
import { DraftCampaignApplier } from '../../../core/server/outreach/draft-campaign-applier.ts';
import { InstantlyOutreach, INSTANTLY_API_URL } from './instantly-outreach.ts';
import { outreachRoutes, outreachRouteUseCases } from './outreach-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/**
 * Outreach with Instantly (API v2, base URL from configuration; the local sandbox with INTEGRATIONS_SANDBOX):
 * its key check, campaigns, leads, analytics and settings, the agents' `outreach_analytics` and `draft_campaign`
 * tools and the applier of the latter's proposals.
 */
export const outreachModule: FeatureModuleFactory = (settings) => ({
  name: 'outreach',
  bindings: new ContainerModule(({ bind }) => {
    const integrations = settings.integrations ?? {};
    bind(OutreachProvider).toConstantValue(new InstantlyOutreach(integrations.instantlyUrl ?? INSTANTLY_API_URL, Boolean(integrations.sandbox)));
    bind(CredentialVerifier).to(InstantlyVerifier);
    bind(IntegrationTool).to(OutreachAnalyticsTool);
    bind(IntegrationTool).to(DraftCampaignTool);
    bind(ProposalApplier).to(DraftCampaignApplier);
    bindUseCases(bind, [OutreachWorkspace, CampaignLeadSource]);
  }),
  routes: [httpRoutes(outreachRouteUseCases, outreachRoutes)],
});
