import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/server/db/open-database.ts';
import { KyselyUserRepository } from '../../../adapters/server/db/kysely-user-repository.ts';
import { KyselyRefreshTokenRepository } from '../../../adapters/server/db/kysely-refresh-token-repository.ts';
import { PreparedQuery } from '../../../adapters/server/db/prepared-query.ts';
import { KyselyUnitOfWork } from '../../../adapters/server/db/kysely-unit-of-work.ts';
import { AccountReadCache } from '../../../adapters/server/db/account-read-cache.ts';
import { InProcessAccountChanges } from '../../../adapters/server/db/account-changes.ts';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { UserRecord } from '../../../core/server/ports/records.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database.ts';

/**
 * The read every authenticated request makes (`Authenticate`: the account and whether the token's session has
 * ended), on the database the project runs against: the query is built and compiled once (PreparedQuery) and
 * then run with each request's values, so one caller's answer must never come back for another's.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);
const AT = new Date('2026-11-28T08:00:00.000Z');

let opened: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  if (databaseUnavailable) return;
  opened = await openTestDatabase();
  database = opened.handle;
}, 60_000);
afterAll(async () => opened?.close());

function user(id: string, extra: Partial<UserRecord> = {}): UserRecord {
  return { id, email: `${id}@auth-read.io`, name: id, passwordHash: 'x', role: 'org_member', orgId: null, createdAt: AT, lastLoginAt: null, disabledAt: null, ...extra };
}

async function session(userId: string, familyId: string): Promise<void> {
  await new KyselyRefreshTokenRepository(database.db).create({ id: `${familyId}-t`, userId, familyId, tokenHash: `${familyId}-hash`, expiresAt: new Date(AT.getTime() + 86_400_000), createdAt: AT, usedAt: null, revokedAt: null });
}

describe(`the authentication read (${kind})`, () => {
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

/** Holds the answer of the next select until released: a request whose read began before a commit and ends after it. */
class HeldRead implements KyselyPlugin {
  private gate: Promise<void> | null = null;
  private readonly held = new WeakSet<object>();
  holdNext(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return release;
  }
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.gate && node.kind === 'SelectQueryNode' && !this.held.has(queryId)) this.held.add(queryId);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.held.has(queryId) && this.gate) {
      const gate = this.gate;
      this.gate = null;
      await gate;
    }
    return result;
  }
}

describe(`the authentication read, kept a few seconds (AccountReadCache; ${kind})`, () => {
  const clock = { at: AT.getTime(), now() { return new Date(this.at); } };
  const reads = (uow: KyselyUnitOfWork, id: string, sessionId: string | null) => uow.read((repos) => repos.users.findForAuthentication(id, sessionId));

  it('answers a burst from one read, and a change committed through the unit of work is seen by the next request', async () => {
    const uow = new KyselyUnitOfWork(database.db, clock, { cache: new AccountReadCache(clock, 5_000), changes: new InProcessAccountChanges() });
    await uow.run((repos) => repos.users.create(user('cy', { orgId: null })));
    await session('cy', 'cy-phone');
    expect((await reads(uow, 'cy', 'cy-phone'))?.user.role).toBe('org_member');
    // Changed behind the app's back: the cached answer stands (until it expires, below).
    await database.db.updateTable('users').set({ name: 'Behind' }).where('id', '=', 'cy').execute();
    expect((await reads(uow, 'cy', 'cy-phone'))?.user.name).toBe('cy');

    await uow.run((repos) => repos.users.setMembership('cy', null, 'org_admin'));
    expect((await reads(uow, 'cy', 'cy-phone'))?.user).toMatchObject({ role: 'org_admin', name: 'Behind' });
    await uow.run((repos) => repos.users.setDisabled('cy', AT));
    expect((await reads(uow, 'cy', 'cy-phone'))?.user.disabledAt).toEqual(AT);
    await uow.run((repos) => repos.refreshTokens.endSessions('cy', { only: 'cy-phone' }, AT));
    expect((await reads(uow, 'cy', 'cy-phone'))?.sessionEnded).toBe(true);

    // A change made outside the app shows once the few seconds have passed.
    expect((await reads(uow, 'cy', null))?.user.name).toBe('Behind');
    await database.db.updateTable('users').set({ name: 'Later' }).where('id', '=', 'cy').execute();
    expect((await reads(uow, 'cy', null))?.user.name).toBe('Behind');
    clock.at += 5_000;
    expect((await reads(uow, 'cy', null))?.user.name).toBe('Later');
  });

  it('never keeps what a read found when a change committed while it was under way', async () => {
    const held = new HeldRead();
    const uow = new KyselyUnitOfWork(database.db.withPlugin(held), clock, { cache: new AccountReadCache(clock, 5_000), changes: new InProcessAccountChanges() });
    await uow.run((repos) => repos.users.create(user('dee')));
    await session('dee', 'dee-phone');

    // The read runs and finds a member; before it answers, a promotion commits.
    const release = held.holdNext();
    const before = reads(uow, 'dee', 'dee-phone');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await uow.run((repos) => repos.users.setMembership('dee', null, 'org_admin'));
    release();
    expect((await before)?.user.role).toBe('org_member');
    // The next request must not get what that read found.
    expect((await reads(uow, 'dee', 'dee-phone'))?.user.role).toBe('org_admin');
  });

  it('keeps nothing while changes from other processes could be missed, and nothing at 0 seconds', async () => {
    const cache = new AccountReadCache(clock, 5_000);
    const uow = new KyselyUnitOfWork(database.db, clock, { cache, changes: new InProcessAccountChanges() });
    await uow.run((repos) => repos.users.create(user('eve')));
    cache.suspend();
    await reads(uow, 'eve', null);
    await database.db.updateTable('users').set({ name: 'Eve Two' }).where('id', '=', 'eve').execute();
    expect((await reads(uow, 'eve', null))?.user.name).toBe('Eve Two');
    cache.resume();

    const off = new KyselyUnitOfWork(database.db, clock, { cache: new AccountReadCache(clock, 0), changes: new InProcessAccountChanges() });
    await reads(off, 'eve', null);
    await database.db.updateTable('users').set({ name: 'Eve Three' }).where('id', '=', 'eve').execute();
    expect((await reads(off, 'eve', null))?.user.name).toBe('Eve Three');
  });
});
