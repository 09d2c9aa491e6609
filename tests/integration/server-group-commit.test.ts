import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';
import { GroupCommit } from '../../adapters/server/db/group-commit.ts';
import { SystemClock } from '../../adapters/server/system/system-clock.ts';
import type { UserRecord } from '../../core/server/ports/records.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * The server's SQLite unit of work commits the units of one event loop turn together (GroupCommit). Each must
 * still be all or nothing on its own, and none may be answered before the commit that stores it.
 */
const describe = baseDescribe.skipIf(testDatabaseKind() !== 'sqlite');
const AT = new Date('2026-11-28T09:00:00.000Z');

let dataDir: string;
let database: DatabaseHandle;
let uow: KyselyUnitOfWork;
let observer: DatabaseSync;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mw-group-commit-'));
  database = await openDatabase({ dataDir });
  uow = new KyselyUnitOfWork(database.db, new SystemClock(), undefined, new GroupCommit(database.db));
  // Another connection to the same file sees only what is committed.
  observer = new DatabaseSync(join(dataDir, 'app.db'), { readOnly: true });
});
afterAll(async () => {
  observer?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function user(id: string): UserRecord {
  return { id, email: `${id}@group.io`, name: id, passwordHash: 'x', role: 'org_member', orgId: null, createdAt: AT, lastLoginAt: null, disabledAt: null };
}
const committed = (id: string) => observer.prepare('select count(*) as n from users where id = ?').get(id)!.n === 1;

describe('units of work committed together (SQLite)', () => {
  it('each unit is all or nothing: one that fails half-way is undone alone, the others are stored, each answered after its commit', async () => {
    const seenAtAnswer: Record<string, boolean> = {};
    const units = ['g1', 'g2', 'g3', 'g4', 'g5'].map((id) =>
      uow
        .run(async (repos) => {
          await repos.users.create(user(id));
          await repos.users.setName(id, `${id} named`);
          if (id === 'g3') throw new Error('g3 refused half-way');
          return id;
        })
        .then((value) => {
          seenAtAnswer[id] = committed(id);
          return value;
        }),
    );
    const outcomes = await Promise.allSettled(units);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual(['g1', 'g2', 'g3 refused half-way', 'g4', 'g5']);
    expect(seenAtAnswer).toEqual({ g1: true, g2: true, g4: true, g5: true });
    const rows = await database.db.selectFrom('users').select(['id', 'name']).where('id', 'like', 'g%').orderBy('id').execute();
    expect(rows).toEqual(['g1', 'g2', 'g4', 'g5'].map((id) => ({ id, name: `${id} named` })));
  });

  it('a commit that fails answers every unit of it with a refusal and stores none of them', async () => {
    // A deferred constraint fails at COMMIT, as a full disk would.
    await sql`create table group_commit_probe (id text primary key, owner text references users(id) deferrable initially deferred)`.execute(database.db);
    const group = new GroupCommit(database.db);
    const units = ['h1', 'h2', 'h3'].map((id) =>
      group.run(async (trx) => {
        await trx.insertInto('users').values({ id, email: `${id}@group.io`, name: id, password_hash: 'x', role: 'org_member', org_id: null, created_at: AT.toISOString(), last_login_at: null, disabled_at: null, email_domain: 'group.io', email_verified_at: null }).execute();
        if (id === 'h2') await sql`insert into group_commit_probe (id, owner) values ('p', 'nobody')`.execute(trx);
      }),
    );
    const outcomes = await Promise.allSettled(units);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(['h1', 'h2', 'h3'].map(committed)).toEqual([false, false, false]);
    // The next unit of work commits as usual.
    await group.run((trx) => trx.updateTable('users').set({ name: 'g1 again' }).where('id', '=', 'g1').execute());
    await uow.run((repos) => repos.users.create(user('h4')));
    expect(committed('h4')).toBe(true);
  });

  it('once the database has closed, a unit of work is refused instead of waiting for ever', async () => {
    await database.close();
    await expect(uow.run((repos) => repos.users.count())).rejects.toThrow();
  });
});
