import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../adapters/server/start-server.ts';
import { FetchHttp } from '../../adapters/client/fetch-http.ts';
import { ManualClock } from '../../adapters/client/manual-clock.ts';
import { ClientAppDriver } from './client-app-driver.ts';
import { GlobalWebSocket } from '../../adapters/client/global-web-socket.ts';
import type { Driver } from './driver.ts';
import { FetchUpload } from '../../adapters/client/fetch-upload.ts';
import { startLoopbackPages } from './web-pages.ts';
import { realServerBackstage, type Backstage } from './backstage.ts';
import { PLATFORM_ADMIN } from './platform-admin-account.ts';
import { startModelStub } from './model-stub.ts';

export interface RunningTestServer {
  url: string;
  /** Its mail outbox and operator's changes (features/support/backstage.ts). */
  backstage: Backstage;
  stop(): Promise<void>;
}

/**
 * The real server on an ephemeral loopback port, with its data in a fresh temporary folder. With `model`,
 * its agents write through the OpenAI-compatible adapter to a model stub on loopback (features/support/model-stub.ts).
 */
export async function startRealServer(options: { model?: boolean } = {}): Promise<RunningTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mw-features-'));
  const model = options.model ? await startModelStub() : null;
  // The offline engine is paced a little, so a reply takes long enough to cancel or background it.
  // URL sources are fetched from a page server of this process on loopback: allowed by host and port, never the internet.
  // One page server per run (web-pages.ts keeps its address): the model-backed server fetches none.
  const pages = options.model ? null : await startLoopbackPages();
  const server = await startServer({
    port: 0, dataDir, webRoot: null, offlineEnginePaceMs: 40, admin: PLATFORM_ADMIN, knowledgeBase: { urlFetch: { allowHosts: pages ? [pages.host] : [] } },
    llm: model ? { apiKey: 'stub-key', model: 'stub-model', baseUrl: model.baseUrl, embeddingModel: null } : undefined,
  });
  return {
    url: server.url,
    backstage: realServerBackstage(server.database.db),
    async stop() {
      await server.close();
      await pages?.stop();
      await model?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same client core, talking to the real server over HTTP with fetch. The clock is still the
 * hand-advanced one (started at the real time, so the server's token expiries make sense to it),
 * so no timer of the core ever fires on its own during a scenario.
 */
export function createHttpDriver(serverUrl: string): Driver {
  return new ClientAppDriver(new FetchHttp(), new ManualClock(Date.now()), serverUrl, new GlobalWebSocket(), 20, new FetchUpload());
}
