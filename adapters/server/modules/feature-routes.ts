import type { Container } from 'inversify';
import type { RouteRegistrar } from '../http/route-registrar.ts';
import type { FeatureModule } from './feature-module.ts';

/** The HTTP app's route registrar: every feature's routes in list order; a worker serves only those meant for it. */
export function featureRoutes(features: readonly FeatureModule[], container: Container): RouteRegistrar {
  return async (api, context) => {
    for (const feature of features) {
      if (!feature.routes || (context.role === 'worker' && !feature.servedOnWorkers)) continue;
      await feature.routes(api, container, context);
    }
  };
}
