import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startServer, type RunningServer, type ServerOptions } from '../../adapters/server/start-server.ts';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresDatabase, databaseUnavailable, sqliteFromTemplate, testDatabaseKind } from './test-database.ts';

export interface TestServer {
  server: RunningServer;
  url: string;
  call(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** What a test may set of the server's options; the rest are the test defaults (ephemeral port, temporary data). */
export interface TestServerOptions {
  webRoot?: string | null;
  accessTokenTtlSeconds?: number;
  admin?: { email: string; password: string };
  stripe?: ServerOptions['stripe'];
  registration?: { mode: 'open' | 'waitlist' | 'invite_only'; requireVerifiedEmail: boolean };
  offlineEnginePaceMs?: number;
  knowledgeBase?: ServerOptions['knowledgeBase'];
  publicUrl?: string;
  allowedHosts?: string[];
  jwtSecret?: string;
  llm?: ServerOptions['llm'];
  integrations?: ServerOptions['integrations'];
}

/** A real server on an ephemeral loopback port with a temporary SQLite file (a PostgreSQL database with TEST_DATABASE=postgres). */
export async function startTestServer(extra: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-test-'));
  // Either copied from a template the server's own migrator migrated once: the server finds nothing to migrate.
  const pgDatabase = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : null;
  if (!pgDatabase) await sqliteFromTemplate(dataDir);
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: pgDatabase?.url,
    webRoot: extra.webRoot ?? null,
    accessTokenTtlSeconds: extra.accessTokenTtlSeconds,
    jwtSecret: extra.jwtSecret,
    admin: extra.admin,
    stripe: extra.stripe,
    registration: extra.registration,
    offlineEnginePaceMs: extra.offlineEnginePaceMs,
    llm: extra.llm,
    knowledgeBase: extra.knowledgeBase,
    publicUrl: extra.publicUrl,
    allowedHosts: extra.allowedHosts,
    integrations: extra.integrations,
  });
  return {
    server,
    url: server.url,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) {
        body = options.rawBody;
        headers['content-type'] = 'application/json';
      } else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      const res = await request(`${server.url}/api/v1${path}`, { method: method as 'GET', headers, body });
      const text = await res.body.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: res.statusCode, body: parsed, headers: res.headers };
    },
    async stop() {
      await server.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test server a file's tests share: started in a beforeAll (after the hooks the file registered before it, so a
 * provider fake started there can give its address to `options`) and stopped in an afterAll (before those hooks'
 * own afterAll); not started when the test database is unavailable. Its members reach the running server.
 */
export function serverForFile(options: () => TestServerOptions = () => ({})): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    started = await startTestServer(options());
  });
  afterAll(async () => {
    await started?.stop();
  });
  const running = (): TestServer => {
    if (!started) throw new Error('The test server is not running');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get url() {
      return running().url;
    },
    call: (method, path, callOptions) => running().call(method, path, callOptions),
    stop: () => running().stop(),
  };
}
