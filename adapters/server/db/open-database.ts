import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { slowQueryLog, type QueryLogEntry, type QueryLogSettings } from './query-log.ts';
import { Migrator } from 'kysely/migration';
import { NodeSqliteDatabase } from './node-sqlite-database.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';
import { databaseFileOf, preparePrivateDataFolder, tightenDatabaseFiles } from '../files/private-data-folder.ts';
import { requireAnswer } from '../system/require-answer.ts';
import { databaseTimeoutsFor, type DatabaseTimeouts } from './database-timeouts.ts';

export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  kind: 'sqlite' | 'postgres';
  /** PostgreSQL's bounds on statements, locks and pool checkouts (none on SQLite, which has one writer and no pool). */
  timeouts?: DatabaseTimeouts;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a `postgres://` URL is given, else SQLite in the data folder; migrates to latest.
 * `logQueries` (LOG_QUERIES) writes the statements at or over its threshold, with their plan on SQLite.
 * `timeouts` bound PostgreSQL's statements, lock waits and pool checkouts (an API process's by default);
 * migrations run on a connection of their own without them, since a migration may rightly take long.
 */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string; logQueries?: QueryLogSettings & { write: (entry: QueryLogEntry) => void }; timeouts?: DatabaseTimeouts }): Promise<DatabaseHandle> {
  const logQueries = options.logQueries;
  // The data folder holds more than SQLite (uploads, the JWT secret, the keyring): private with PostgreSQL too.
  preparePrivateDataFolder(options.dataDir);
  let handle: DatabaseHandle;
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const { default: pg } = await import('pg');
    const timeouts = options.timeouts ?? databaseTimeoutsFor('api');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: timeouts.poolSize,
      connectionTimeoutMillis: timeouts.acquireMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), ...(logQueries ? { log: slowQueryLog(logQueries, logQueries.write) } : {}) });
    // Kysely ends the pool only once it has used it; the start-up check used the pool directly.
    handle = { db, kind: 'postgres', timeouts, close: async () => { await db.destroy(); if (!pool.ended) await pool.end(); } };
    await requireAnswer('DATABASE_URL', options.databaseUrl, 'Start PostgreSQL or correct DATABASE_URL.', () => pool.query('select 1')).catch(async (error: unknown) => {
      await handle.close().catch(() => undefined);
      throw error;
    });
    const migrationPool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    migrationPool.on('error', () => undefined);
    const migrating = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: migrationPool }) });
    try {
      await migrate(migrating, handle);
    } finally {
      await migrating.destroy();
    }
    return handle;
  } else {
    const file = options.databaseUrl?.replace(/^sqlite:/, '') || databaseFileOf(options.dataDir);
    const database = new NodeSqliteDatabase(file);
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }), ...(logQueries ? { log: slowQueryLog(logQueries, logQueries.write, (sql, parameters) => database.explain(sql, parameters)) } : {}) });
    handle = { db, kind: 'sqlite', close: () => db.destroy() };
    // Opening the file switched it to WAL, which created its journal files: tighten all of them.
    tightenDatabaseFiles(file);
  }
  await migrate(handle.db, handle);
  return handle;
}

async function migrate(db: Kysely<DatabaseSchema>, handle: DatabaseHandle): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await handle.close();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
