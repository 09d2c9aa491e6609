import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../adapters/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import type { QueryLogEntry } from '../../adapters/server/db/query-log.ts';

/**
 * LOG_QUERIES: `slow:<ms>` logs each statement at or over the threshold through Kysely's `log` option,
 * with its plan on SQLite and without its values; below the threshold, or unset, nothing is logged.
 */
const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function opened(slowerThanMs: number | null) {
  const dir = mkdtempSync(join(tmpdir(), 'mw-query-log-'));
  dirs.push(dir);
  const logged: QueryLogEntry[] = [];
  const handle = await openDatabase({ dataDir: dir, ...(slowerThanMs === null ? {} : { logQueries: { slowerThanMs, write: (e: QueryLogEntry) => void logged.push(e) } }) });
  handles.push(handle);
  logged.length = 0;
  return { db: handle.db, logged };
}

describe('query logging (LOG_QUERIES)', () => {
  it('reads slow:<ms> and off from the environment, and a wrong value stops the start naming the setting', () => {
    expect(configFromEnv({ LOG_QUERIES: 'slow:50' }).logQueries).toEqual({ slowerThanMs: 50 });
    expect(configFromEnv({ LOG_QUERIES: 'off' }).logQueries).toBeUndefined();
    expect(configFromEnv({}).logQueries).toBeUndefined();
    expect(() => configFromEnv({ LOG_QUERIES: 'fast' })).toThrow(/LOG_QUERIES/);
  });

  it('logs a statement over the threshold with its SQL, its time and its SQLite plan, never its values', async () => {
    const { db, logged } = await opened(0);
    await db.selectFrom('users').select('id').where('email', '=', 'secret@example.com').execute();
    expect(logged).toEqual([{ ms: expect.any(Number), sql: expect.stringMatching(/^select "id" from "users" where "email" = \?$/), plan: [expect.stringMatching(/^SEARCH users USING (COVERING )?INDEX /)] }]);
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
  });

  it('logs nothing under the threshold, nor when unset', async () => {
    for (const threshold of [60_000, null]) {
      const { db, logged } = await opened(threshold);
      await db.selectFrom('users').select('id').execute();
      expect(logged).toEqual([]);
    }
  });
});
