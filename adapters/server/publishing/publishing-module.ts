import { ContainerModule } from 'inversify';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import { ProposalApplier } from '../../../core/server/integrations/actions/proposal-applier.ts';
import { PublishingProvider } from '../../../core/server/publishing/publishing-provider.ts';
import { PostBodyRenderer } from '../../../core/server/publishing/post-body-renderer.ts';
import { PublishedDraftRepository } from '../../../core/server/publishing/published-draft-repository.ts';
import { PublishingSiteVerifier } from '../../../core/server/publishing/publishing-site-verifier.ts';
import { PublishDraftTool } from '../../../core/server/publishing/publish-draft-tool.ts';
import { PublishDraftApplier } from '../../../core/server/publishing/publish-draft-applier.ts';
import { ReadableSources } from '../../../core/server/agents/readable-source.ts';
import { WordPressPublishing } from './wordpress-publishing.ts';
import { GhostPublishing } from './ghost-publishing.ts';
import { MicromarkPostBody } from './post-body-html.ts';
import { PublicSite } from '../integrations/public-site.ts';
import { KyselyPublishedDraftRepository } from './kysely-published-draft-repository.ts';
import { publishingRoutes, publishingRouteUseCases } from './publishing-routes.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { publishedDrafts } from './migrations/024-published-drafts.ts';

/**
 * Content publishing: WordPress (REST API, Application Password) and Ghost (Admin API key) behind one port, each
 * over its own PublicSite (the customer's address under SSRF rules; its local fake with INTEGRATIONS_SANDBOX),
 * their credential checks, sending drafts and the list of what was sent, and the agents' `publish_draft`
 * tool with the applier of its proposals.
 */
export const publishingModule: FeatureModuleFactory = withMigrations({ '024-published-drafts': publishedDrafts }, (settings) => ({
  name: 'publishing',
  bindings: new ContainerModule(({ bind, isBound }) => {
    const publishing = settings.integrations?.publishing ?? {};
    const wordpress = new WordPressPublishing(new PublicSite({ sandboxOrigin: publishing.wordpressSandboxUrl ?? null, allowHosts: publishing.allowHosts }));
    const ghost = new GhostPublishing(new PublicSite({ sandboxOrigin: publishing.ghostSandboxUrl ?? null, allowHosts: publishing.allowHosts }));
    bind(PublishingProvider).toConstantValue(wordpress);
    bind(PublishingProvider).toConstantValue(ghost);
    bind(CredentialVerifier).toConstantValue(new PublishingSiteVerifier(wordpress));
    bind(CredentialVerifier).toConstantValue(new PublishingSiteVerifier(ghost));
    bind(PostBodyRenderer).toConstantValue(new MicromarkPostBody());
    bind(PublishedDraftRepository).toConstantValue(new KyselyPublishedDraftRepository(settings.database.db));
    bind(IntegrationTool).to(PublishDraftTool);
    bind(ProposalApplier).to(PublishDraftApplier);
    // Shared with the email bookmarks: bound by whichever module loads first.
    if (!isBound(ReadableSources)) bind(ReadableSources).toSelf();
  }),
  routes: [httpRoutes(publishingRouteUseCases, publishingRoutes)],
}));
