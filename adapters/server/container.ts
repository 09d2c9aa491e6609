import 'reflect-metadata';
import { Container } from 'inversify';
import type { ContainerSettings } from './container-settings.ts';
import type { FeatureModule } from './modules/feature-module.ts';
import { SERVER_FEATURES } from './server-features.ts';
import { scaleOutAdapters } from './modules/scale-out-adapters.ts';
import { routeUseCaseBindings } from './modules/feature-routes.ts';

/** Every feature of the server process, over the adapters the scale-out switch chose for these settings. */
export async function serverFeatures(settings: ContainerSettings): Promise<FeatureModule[]> {
  const scaleOut = await scaleOutAdapters(settings.redis);
  return SERVER_FEATURES.map((feature) => feature(settings, scaleOut));
}

/** Wires the server process: every feature's ports to adapters and use cases to their ports (a route file's use cases are bound from its map). */
export async function buildServerContainer(settings: ContainerSettings, features?: readonly FeatureModule[]): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  // Async: the platform module hashes the sign-in timing equaliser once, and adapters used only when configured are imported then.
  const all = features ?? (await serverFeatures(settings));
  await container.loadAsync(...all.flatMap((feature) => (feature.bindings ? [feature.bindings] : [])));
  // After every feature's bindings (loadAsync runs modules concurrently), so one a feature bound its own way stays.
  container.load(routeUseCaseBindings(all));
  return container;
}
