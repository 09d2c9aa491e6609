import { spaceRoutes, spaceRouteUseCases } from './space-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** Spaces of an organization and their profile questionnaire; CheckSpaceAccess guards every X-Space-ID. */
export const spacesModule: FeatureModuleFactory = () => ({
  name: 'spaces',
  routes: [httpRoutes(spaceRouteUseCases, spaceRoutes)],
});
