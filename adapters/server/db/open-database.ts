import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { NodeSqliteDatabase } from './node-sqlite-database.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Opens PostgreSQL when a `postgres://` URL is given, else SQLite in the data folder; migrates to latest. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    handle = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    const file = options.databaseUrl?.replace(/^sqlite:/, '') || join(options.dataDir, 'app.db');
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(file) }) });
    handle = { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const { error, results } = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await handle.close();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return handle;
}
