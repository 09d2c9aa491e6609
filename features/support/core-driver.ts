import { FetchHttp } from '../../adapters/client/fetch-http.ts';
import { FetchUpload } from '../../adapters/client/fetch-upload.ts';
import { ManualClock } from '../../adapters/client/manual-clock.ts';
import { ClientAppDriver } from './client-app-driver.ts';
import { injectFetch } from './inject-fetch.ts';
import { InProcessSockets } from './in-process-sockets.ts';
import type { SpecServer } from './spec-server.ts';
import type { Driver } from './driver.ts';

/**
 * The client core talking to the real server in this process: the same fetch adapters over Fastify's `inject`,
 * and sockets handed to the server's HTTP server as stream pairs (no port, no network). The clock is the
 * hand-advanced one, as over HTTP; the server's own work still takes real time, which each step gives it.
 */
export function createCoreDriver(server: SpecServer): Driver {
  const fetch = injectFetch(server.app);
  return new ClientAppDriver(new FetchHttp(fetch), new ManualClock(Date.now()), server.url, new InProcessSockets(server.app.server), 20, new FetchUpload(fetch));
}
