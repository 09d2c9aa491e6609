import { ContainerModule } from 'inversify';
import { EmailBookmarkRepository } from '../../../core/server/email-bookmarks/email-bookmark-repository.ts';
import { ReadableSources } from '../../../core/server/agents/readable-source.ts';
import { KyselyEmailBookmarkRepository } from './kysely-email-bookmark-repository.ts';
import { emailBookmarkRoutes, emailBookmarkRouteUseCases } from './email-bookmark-routes.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { emailBookmarks } from './migrations/028-email-bookmarks.ts';

/** Email bookmarks (R-OPEN-41): a person's bookmarks of Email Agent answers and artifacts, per space. */
export const emailBookmarksModule: FeatureModuleFactory = withMigrations({ '028-email-bookmarks': emailBookmarks }, (settings) => ({
  name: 'email-bookmarks',
  bindings: new ContainerModule(({ bind, isBound }) => {
    bind(EmailBookmarkRepository).toConstantValue(new KyselyEmailBookmarkRepository(settings.database.db));
    // Shared with publishing: bound by whichever module loads first.
    if (!isBound(ReadableSources)) bind(ReadableSources).toSelf();
  }),
  routes: [httpRoutes(emailBookmarkRouteUseCases, emailBookmarkRoutes)],
}));
