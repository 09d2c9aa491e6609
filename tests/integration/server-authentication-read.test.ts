import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { KyselyUserRepository } from '../../adapters/server/db/kysely-user-repository.ts';
import { KyselyRefreshTokenRepository } from '../../adapters/server/db/kysely-refresh-token-repository.ts';
import { PreparedQuery } from '../../adapters/server/db/prepared-query.ts';
import type { UserRecord } from '../../core/server/ports/records.ts';
import { createPostgresDatabase, databaseUnavailable, testDatabaseKind } from '../support/test-database.ts';

/**
 * The read every authenticated request makes (`Authenticate`: the account and whether the token's session has
 * ended), on the database the project runs against: the query is built and compiled once (PreparedQuery) and
 * then run with each request's values, so one caller's answer must never come back for another's.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const AT = new Date('2026-11-28T08:00:00.000Z');

let dataDir: string;
let pg: { url: string; drop(): Promise<void> } | null;
let database: DatabaseHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mw-auth-read-'));
  pg = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : null;
  database = await openDatabase({ dataDir, databaseUrl: pg?.url });
});
afterAll(async () => {
  await database?.close();
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function user(id: string, extra: Partial<UserRecord> = {}): UserRecord {
  return { id, email: `${id}@auth-read.io`, name: id, passwordHash: 'x', role: 'org_member', orgId: null, createdAt: AT, lastLoginAt: null, disabledAt: null, ...extra };
}

async function session(userId: string, familyId: string): Promise<void> {
  await new KyselyRefreshTokenRepository(database.db).create({ id: `${familyId}-t`, userId, familyId, tokenHash: `${familyId}-hash`, expiresAt: new Date(AT.getTime() + 86_400_000), createdAt: AT, usedAt: null, revokedAt: null });
}

describe('the authentication read', () => {
  it('answers each caller with their own account and their own session\'s state, however often and in whatever order it runs', async () => {
    const users = new KyselyUserRepository(database.db);
    await users.create(user('ada'));
    await users.create(user('ben', { role: 'org_admin', disabledAt: AT }));
    await session('ada', 'ada-phone');
    await session('ada', 'ada-laptop');
    await session('ben', 'ben-phone');
    expect(await new KyselyRefreshTokenRepository(database.db).endSessions('ada', { only: 'ada-laptop' }, AT)).toBe(1);

    const asks = [
      ['ada', 'ada-phone', { id: 'ada', role: 'org_member', disabledAt: null }, false],
      ['ada', 'ada-laptop', { id: 'ada' }, true],
      ['ben', 'ben-phone', { id: 'ben', role: 'org_admin', disabledAt: AT }, false],
      ['ada', null, { id: 'ada' }, false],
      ['ada', 'ada-phone', { id: 'ada' }, false],
      ['ada', 'no-such-session', { id: 'ada' }, false],
    ] as const;
    for (const [id, sessionId, account, ended] of asks) {
      const found = await users.findForAuthentication(id, sessionId);
      expect(found?.user).toMatchObject(account);
      expect(found?.sessionEnded).toBe(ended);
    }
    // Side by side, as concurrent requests run them.
    const together = await Promise.all(asks.map(([id, sessionId]) => users.findForAuthentication(id, sessionId)));
    expect(together.map((found) => [found?.user.id, found?.sessionEnded])).toEqual(asks.map(([id, , , ended]) => [id, ended]));
    expect(await users.findForAuthentication('nobody', 'ada-phone')).toBeNull();
    expect(await users.findForAuthentication('nobody', null)).toBeNull();
  });

  it('refuses to prepare a query that changes a value while building it, rather than bind the wrong one', async () => {
    const lowered = new PreparedQuery((db, { email }: { email: string }) => db.selectFrom('users').selectAll().where('email', '=', String(email).toLowerCase()));
    await expect(lowered.execute(database.db, { email: 'ADA@auth-read.io' })).rejects.toThrow('PreparedQuery: email not bound as given');
  });
});
