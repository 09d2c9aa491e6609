import type { Container } from 'inversify';
import type { KyselyPlugin } from 'kysely';
import { buildServerContainer } from '../../adapters/server/container.ts';
import type { DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { LlmProvider } from '../../core/server/agents/ports.ts';

/**
 * One server process's use cases over a shared database, without HTTP: a test composition root. A plugin
 * (a crash seam) may sit between the process and the database; `llm` replaces the model. Two of these on
 * one database are a process and the process that replaced it after a crash.
 */
export async function agentRuntimeProcess(database: DatabaseHandle, dataDir: string, options: { plugin?: KyselyPlugin; llm?: LlmProvider } = {}): Promise<Container> {
  const db = options.plugin ? database.db.withPlugin(options.plugin) : database.db;
  const container = await buildServerContainer({
    database: { db, kind: database.kind, close: async () => undefined },
    jwtSecret: 'agent-runtime-process-secret-0123456789abcdef',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlMs: 3600_000,
    version: 'test',
    appUrl: 'http://127.0.0.1:0',
    dataDir,
    log: () => undefined,
  });
  if (options.llm) container.rebind(LlmProvider).toConstantValue(options.llm);
  return container;
}
