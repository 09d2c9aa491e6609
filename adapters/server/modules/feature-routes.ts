import { ContainerModule, type Container, type Newable } from 'inversify';
import type { RouteRegistrar } from '../http/route-registrar.ts';
import type { FeatureModule } from './feature-module.ts';

/** The HTTP app's route registrar: every feature's routes in list order; a worker serves only those meant for it. */
export function featureRoutes(features: readonly FeatureModule[], container: Container): RouteRegistrar {
  return async (api, context) => {
    for (const feature of features) {
      if (context.role === 'worker' && !feature.servedOnWorkers) continue;
      for (const routeFile of feature.routes ?? []) await routeFile.mount(api, container, context);
    }
  };
}

/**
 * Binds, to themselves, the use cases the features' route files call, loaded after every feature's bindings so a
 * use case a feature bound its own way (or shares with another feature) keeps that binding.
 */
export function routeUseCaseBindings(features: readonly FeatureModule[]): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    for (const feature of features) {
      for (const routeFile of feature.routes ?? []) {
        for (const useCase of Object.values(routeFile.useCases)) {
          if (!isBound(useCase)) bind(useCase as Newable<object>).toSelf();
        }
      }
    }
  });
}
