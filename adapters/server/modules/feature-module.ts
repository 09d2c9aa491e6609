import type { Container, ContainerModule } from 'inversify';
import type { ApiScope, RouteContext } from '../http/route-registrar.ts';
import type { ContainerSettings } from '../container-settings.ts';
import type { ScaleOutAdapters } from './scale-out-adapters.ts';

/**
 * One feature of the server: what it binds in the container and which HTTP routes it serves. The server's
 * container loads every feature's bindings; the HTTP app registers every feature's routes, in list order.
 */
export interface FeatureModule {
  readonly name: string;
  /** The feature's ports bound to their adapters, and its use cases. */
  readonly bindings: ContainerModule;
  /** Registers the feature's routes under `/api/v1`, each given the use cases it calls from the container. */
  readonly routes?: (api: ApiScope, container: Container, context: RouteContext) => Promise<void>;
  /** Worker processes serve only the routes of features that set this (health); API processes serve all. */
  readonly servedOnWorkers?: boolean;
}

/** Builds a feature from the server's settings and the adapters the one scale-out switch chose. */
export type FeatureModuleFactory = (settings: ContainerSettings, scaleOut: ScaleOutAdapters) => FeatureModule;
