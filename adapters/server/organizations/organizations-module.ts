import { organizationRoutes, organizationRouteUseCases } from './organization-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** The organization, its members, invitations and join requests. */
export const organizationsModule: FeatureModuleFactory = () => ({
  name: 'organizations',
  routes: [httpRoutes(organizationRouteUseCases, organizationRoutes)],
});
