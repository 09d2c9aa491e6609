import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostAllowList } from './host-allow-list.ts';
import type { SocketHandler } from './ws-upgrades.ts';

/** The `/api/v1` scope routes are registered in (zod schemas validate and document them). */
export type ApiScope = Parameters<FastifyPluginAsyncZod>[0];

/** What the HTTP app knows that some routes need: the process role and the agent socket's origin checks. */
export interface RouteContext {
  role: 'all' | 'api' | 'worker';
  /** Origins allowed to open the agent WebSocket besides the app's own. */
  allowedOrigins: string[];
  /** The host names that are ours. */
  hosts: HostAllowList;
  /** PUBLIC_URL's origin, when one is configured. */
  publicOrigin: string | null;
  /** WebSocket routes, their paths under `/api/v1` like the scope's (`/agents/ws/:sessionId`). */
  sockets: { route(path: string, handler: SocketHandler): void };
}

/** Registers the API's routes: the HTTP app calls it and knows nothing of features or the container. */
export type RouteRegistrar = (api: ApiScope, context: RouteContext) => Promise<void>;
