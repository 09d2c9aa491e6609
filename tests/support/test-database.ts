import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';

/** Where the PostgreSQL tests run; the machine's trust-auth server by default. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** SQLite, or PostgreSQL in the `postgres` vitest project (or by hand: TEST_DATABASE=postgres). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

let availability: Promise<boolean> | undefined;

/** Whether PostgreSQL answers; in CI it must, so a missing server fails the run instead of skipping. */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      if (process.env.CI === 'true') {
        throw new Error(`PostgreSQL is required in CI but did not answer at ${POSTGRES_ADMIN_URL}: ${String(error)}`);
      }
      console.warn(`SKIPPED: PostgreSQL tests, no server at ${POSTGRES_ADMIN_URL} (they run in CI).`);
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return availability;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What decides the schema a migrated database has: the migrations, the code that runs them and the pragmas a
 * SQLite file keeps, and Kysely's migrator. A template is named after it, so a changed migration gets a new one.
 */
function schemaVersion(): string {
  const hash = createHash('sha256');
  // The platform's migrations (db/migrations) and each feature's own (adapters/server/<feature>/migrations).
  const server = join(root, 'adapters/server');
  for (const folder of readdirSync(server).sort().map((part) => join(server, part, 'migrations')).filter((f) => existsSync(f))) {
    for (const name of readdirSync(folder).sort()) hash.update(join(folder, name).slice(root.length)).update(readFileSync(join(folder, name)));
  }
  for (const file of ['adapters/server/db/open-database.ts', 'adapters/server/db/node-sqlite-database.ts', 'node_modules/kysely/package.json']) hash.update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number: the key every test process takes before building a PostgreSQL template. */
const TEMPLATE_LOCK = 7_391_024;
let postgresTemplate: Promise<string> | undefined;

/**
 * The PostgreSQL database test databases are copied from, migrated once by the server's own openDatabase.
 * The first process to need it builds it under another name and renames it when complete, holding an advisory
 * lock meanwhile: the others wait for the lock, then find it. A process that dies while building leaves no
 * template (and its session's lock goes with it).
 */
function postgresTemplateName(): Promise<string> {
  postgresTemplate ??= withAdmin(async (admin) => {
    const name = `mw_template_${schemaVersion()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const migrated = await openDatabase({ dataDir: tmpdir(), databaseUrl: postgresUrl(building) });
        await migrated.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  });
  return postgresTemplate;
}

/**
 * A PostgreSQL database for one test server or suite, dropped afterwards: a copy of the migrated template
 * (openDatabase then finds nothing to migrate), or `empty` for a test of migrating itself.
 */
export async function createPostgresDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const template = options.empty ? null : await postgresTemplateName();
  const name = `mw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin((admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  return {
    url: postgresUrl(name),
    drop: () =>
      withAdmin(async (admin) => {
        // A suite's own pool may still be closing its connections: pg-pool's end() resolves before their sockets close.
        // Cut by the forced drop mid-close, such a client emits the server's FATAL 57P01 with nobody listening, an
        // unhandled error that failed a CI run. They are waited for, a second at most, before the drop.
        for (let tries = 0; tries < 20; tries++) {
          const { rows } = await admin.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
          if (rows[0]!.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * The SQLite file test databases are copied from, migrated once by the server's own openDatabase. Closing it
 * checkpoints its log into the file, which is then renamed into place: a process racing this one renames a
 * file of the same schema, and no process ever copies a half-written one.
 */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = join(tmpdir(), `mw-sqlite-template-${schemaVersion()}.db`);
    if (existsSync(file)) return file;
    const building = mkdtempSync(join(tmpdir(), 'mw-sqlite-template-'));
    try {
      const migrated = await openDatabase({ dataDir: building });
      await migrated.close();
      if (existsSync(join(building, 'app.db-wal'))) throw new Error('the migrated SQLite template kept a write-ahead log: its file alone is not the database');
      renameSync(join(building, 'app.db'), file);
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    return file;
  })();
  return sqliteTemplate;
}

/** Puts a copy of the migrated SQLite template where openDatabase looks in `dataDir`. */
export async function sqliteFromTemplate(dataDir: string): Promise<void> {
  copyFileSync(await sqliteTemplateFile(), join(dataDir, 'app.db'));
}

/** One suite's database, opened as the server opens it (openDatabase), and where another connection finds it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  kind: TestDatabaseKind;
  /** The data folder (the SQLite file is `app.db` in it; PostgreSQL keeps only the server's other files there). */
  dataDir: string;
  /** The PostgreSQL database's URL; null on SQLite. */
  url: string | null;
  close(): Promise<void>;
}

/** A database of the project's kind copied from the migrated template, or `empty` for a test of migrating itself. */
export async function openTestDatabase(options: { kind?: TestDatabaseKind; empty?: boolean } = {}): Promise<TestDatabase> {
  const kind = options.kind ?? testDatabaseKind();
  const dataDir = mkdtempSync(join(tmpdir(), `mw-${kind}-`));
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase({ empty: options.empty }) : null;
  if (kind === 'sqlite' && !options.empty) await sqliteFromTemplate(dataDir);
  const opened = await openDatabase({ dataDir, databaseUrl: pgDatabase?.url });
  let closing: Promise<void> | undefined;
  // A test may close it itself (to see what a closed database answers); closing twice is then no error.
  const handle: DatabaseHandle = { ...opened, close: () => (closing ??= opened.close()) };
  return {
    handle,
    kind,
    dataDir,
    url: pgDatabase?.url ?? null,
    async close() {
      await handle.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** True in the `postgres` project when no server answers (outside CI only): its suites skip, saying why. */
export const databaseUnavailable: boolean = testDatabaseKind() === 'postgres' && !(await postgresAvailable());
