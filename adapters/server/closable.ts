import type { ServiceIdentifier } from 'inversify';

/**
 * An adapter that holds something outside the process's memory (child processes, worker threads, Redis
 * connections, a worker's heartbeat) and lets go of it at shutdown. Multi-bound by the module that binds the
 * adapter; `start-server.ts` closes each, in the order bound, once the HTTP server and the queues have closed,
 * so no request or run still uses it.
 */
export interface Closable {
  close(): Promise<void>;
}
export const Closable: ServiceIdentifier<Closable> = Symbol.for('server.Closable');
