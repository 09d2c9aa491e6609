import { FetchHttp } from '../../adapters/client/fetch-http.ts';
import { FetchUpload } from '../../adapters/client/fetch-upload.ts';
import { GlobalWebSocket } from '../../adapters/client/global-web-socket.ts';
import { ManualClock } from '../../adapters/client/manual-clock.ts';
import { ClientAppDriver } from './client-app-driver.ts';
import type { Driver } from './driver.ts';

/**
 * The client core talking to the real server over HTTP with fetch and the platform's WebSocket. The clock is
 * the hand-advanced one (started at the real time, so the server's token expiries make sense to it), so no
 * timer of the core ever fires on its own during a scenario.
 */
export function createHttpDriver(serverUrl: string): Driver {
  return new ClientAppDriver(new FetchHttp(), new ManualClock(Date.now()), serverUrl, new GlobalWebSocket(), 20, new FetchUpload());
}
