import type { Container, ContainerModule } from 'inversify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Migration } from 'kysely/migration';
import type { ApiScope, RouteContext } from '../http/route-registrar.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import type { ContainerSettings } from '../container-settings.ts';
import type { ScaleOutAdapters } from './scale-out-adapters.ts';
import { resolveUseCases } from './resolve-use-cases.ts';

/**
 * One route file of a feature: the use cases it calls, by name, and how it mounts once given them. The container
 * binds each of those use cases (unless the feature bound it otherwise), so a use case a route calls is named in
 * its class and in the route file's map, nowhere else.
 */
export interface FeatureRouteFile {
  readonly useCases: UseCaseClasses;
  mount(api: ApiScope, container: Container, context: RouteContext): Promise<void>;
}

/** An HTTP route file: a Fastify plugin made from its use cases, registered under `/api/v1`. */
export function httpRoutes<T extends UseCaseClasses>(useCases: T, plugin: (useCases: UseCasesOf<T>) => FastifyPluginAsyncZod): FeatureRouteFile {
  return {
    useCases,
    mount: async (api, container) => {
      await api.register(plugin(resolveUseCases(container, useCases)));
    },
  };
}

/** A WebSocket route file: it attaches its handlers to the app's upgrade routes. */
export function socketRoutes<T extends UseCaseClasses>(useCases: T, attach: (sockets: RouteContext['sockets'], useCases: UseCasesOf<T>, context: RouteContext) => void): FeatureRouteFile {
  return {
    useCases,
    mount: async (_api, container, context) => {
      attach(context.sockets, resolveUseCases(container, useCases), context);
    },
  };
}

/**
 * One feature of the server: what it binds in the container and which route files it serves. The server's
 * container loads every feature's bindings, then binds the use cases their route files call; the HTTP app
 * registers every feature's routes, in list order.
 */
export interface FeatureModule {
  readonly name: string;
  /** The feature's ports bound to their adapters, and the use cases no route file calls (jobs, tools, sweeps). */
  readonly bindings?: ContainerModule;
  /** Its route files, registered under `/api/v1`, each given the use cases it calls from the container. */
  readonly routes?: readonly FeatureRouteFile[];
  /** Worker processes serve only the routes of features that set this (health); API processes serve all. */
  readonly servedOnWorkers?: boolean;
}

/** The migrations of a feature's own tables, by name (`NNN-what`, numbered in the one history). */
export type FeatureMigrations = Readonly<Record<string, Migration>>;

/**
 * Builds a feature from the server's settings and the adapters the one scale-out switch chose. A feature with
 * tables of its own carries their migrations: they join the platform's in one history, applied in name order
 * (db/migrations/index.ts), so a feature's tables live in its folder beside the repository that reads them.
 */
export interface FeatureModuleFactory {
  (settings: ContainerSettings, scaleOut: ScaleOutAdapters): FeatureModule;
  readonly migrations?: FeatureMigrations;
}

/** A feature whose tables are its own: `build` with their migrations attached. */
export function withMigrations(migrations: FeatureMigrations, build: (settings: ContainerSettings, scaleOut: ScaleOutAdapters) => FeatureModule): FeatureModuleFactory {
  return Object.assign(build, { migrations });
}
