import pg from 'pg';

/** Where the PostgreSQL tests run; the machine's trust-auth server by default. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'sqlite' | 'postgres';

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

/** A fresh database for one test server; dropped afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** True in the `postgres` project when no server answers (outside CI only): the server suites skip, saying why. */
export const databaseUnavailable: boolean = testDatabaseKind() === 'postgres' && !(await postgresAvailable());
