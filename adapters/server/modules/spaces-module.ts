import { spaceRoutes, spaceRouteUseCases } from '../http/routes/space-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from './feature-module.ts';

/** Spaces of an organization and their profile questionnaire; CheckSpaceAccess guards every X-Space-ID. */
export const spacesModule: FeatureModuleFactory = () => ({
  name: 'spaces',
  routes: [httpRoutes(spaceRouteUseCases, spaceRoutes)],
});
