import { ContainerModule } from 'inversify';
import { ListSpaces } from '../../../core/server/spaces/list-spaces.ts';
import { CreateSpace } from '../../../core/server/spaces/create-space.ts';
import { ManageSpace } from '../../../core/server/spaces/manage-space.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { spaceRoutes, spaceRouteUseCases } from '../http/routes/space-routes.ts';
import { resolveUseCases } from './resolve-use-cases.ts';
import { bindUseCases } from './bind-use-cases.ts';
import type { FeatureModuleFactory } from './feature-module.ts';

/** Spaces of an organization and their profile questionnaire; CheckSpaceAccess guards every X-Space-ID. */
export const spacesModule: FeatureModuleFactory = () => ({
  name: 'spaces',
  bindings: new ContainerModule(({ bind }) => {
    bindUseCases(bind, [ListSpaces, CreateSpace, ManageSpace, CheckSpaceAccess]);
  }),
  routes: async (api, container) => {
    await api.register(spaceRoutes(resolveUseCases(container, spaceRouteUseCases)));
  },
});
