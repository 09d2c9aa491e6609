import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startServer, type RunningServer, type ServerOptions } from '../../adapters/server/start-server.ts';
import { createPostgresDatabase, sqliteFromTemplate, testDatabaseKind } from './test-database.ts';

export interface TestServer {
  server: RunningServer;
  url: string;
  call(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** A real server on an ephemeral loopback port with a temporary SQLite file (a PostgreSQL database with TEST_DATABASE=postgres). */
export async function startTestServer(extra: { webRoot?: string | null; accessTokenTtlSeconds?: number; admin?: { email: string; password: string }; stripe?: ServerOptions['stripe']; registration?: { mode: 'open' | 'waitlist' | 'invite_only'; requireVerifiedEmail: boolean }; offlineEnginePaceMs?: number; knowledgeBase?: ServerOptions['knowledgeBase']; publicUrl?: string; allowedHosts?: string[]; jwtSecret?: string; llm?: ServerOptions['llm']; integrations?: ServerOptions['integrations'] } = {}): Promise<TestServer> {
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
