import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startServer } from '../../adapters/server/start-server.ts';
import { startLoopbackPages } from './web-pages.ts';
import { realServerBackstage, type Backstage } from './backstage.ts';
import { PLATFORM_ADMIN } from './platform-admin-account.ts';
import { startModelStub } from './model-stub.ts';

/** How the specs' client reaches the server: over a loopback port (http profile), or in-process with no socket (core profile). */
export type SpecTransport = 'loopback' | 'in-process';

export interface SpecServer {
  /** The address the client core is configured with (in-process: where the server believes it is; nothing listens). */
  url: string;
  app: FastifyInstance;
  /** Its mail outbox and operator's changes (features/support/backstage.ts). */
  backstage: Backstage;
  stop(): Promise<void>;
}

/**
 * The real server, built by its own composition root (startServer): on an ephemeral loopback port with its data
 * in a temporary folder, or in-process (no port, SQLite in memory). With `model`, its agents write through the
 * OpenAI-compatible adapter to a model stub on loopback (features/support/model-stub.ts).
 */
export async function startSpecServer(transport: SpecTransport, options: { model?: boolean } = {}): Promise<SpecServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mw-features-'));
  const model = options.model ? await startModelStub() : null;
  // The offline engine is paced a little, so a reply takes long enough to cancel or background it.
  // URL sources are fetched from a page server of this process on loopback: allowed by host and port, never the internet.
  // One page server per run (web-pages.ts keeps its address): the model-backed server fetches none.
  const pages = options.model ? null : await startLoopbackPages();
  const inProcess = transport === 'in-process';
  const server = await startServer({
    port: inProcess ? null : 0, dataDir, databaseUrl: inProcess ? 'sqlite::memory:' : undefined, webRoot: null, offlineEnginePaceMs: 40, admin: PLATFORM_ADMIN,
    knowledgeBase: { urlFetch: { allowHosts: pages ? [pages.host] : [] } },
    llm: model ? { apiKey: 'stub-key', model: 'stub-model', baseUrl: model.baseUrl, embeddingModel: null } : undefined,
  });
  return {
    url: server.url,
    app: server.app,
    backstage: realServerBackstage(server.database.db),
    async stop() {
      await server.close();
      await pages?.stop();
      await model?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
