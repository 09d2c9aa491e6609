import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { HealthProbe } from '../../../core/server/ports/health-probe.ts';
import { UnitOfWork } from '../../../core/server/ports/unit-of-work.ts';
import { agentRuntimeProcess } from '../../support/agent-runtime-process.ts';
import { openContractDatabase, unique, userRecord, type ContractDatabase } from '../../support/contract-database.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind } from '../../support/test-database.ts';

/**
 * The server's unit of work (KyselyUnitOfWork as platform-module.ts composes it): one transaction per unit on
 * PostgreSQL; on SQLite the units of one event-loop turn each in a savepoint of one commit (GroupCommit). Either
 * way a unit is all or nothing, and none is answered before the commit that stores it.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);

let database: ContractDatabase;
/** Whether a user row is committed, as another connection sees it at the moment of asking (synchronously on SQLite). */
let committed: (id: string) => boolean | Promise<boolean>;
let observer: DatabaseSync | null = null;

beforeAll(async () => {
  if (databaseUnavailable) return;
  database = await openContractDatabase();
  if (kind === 'sqlite') {
    observer = new DatabaseSync(join(database.dataDir, 'app.db'), { readOnly: true });
    committed = (id) => observer!.prepare('select count(*) as n from users where id = ?').get(id)!.n === 1;
  } else {
    committed = async (id) => (await database.other.db.selectFrom('users').select('id').where('id', '=', id).execute()).length === 1;
  }
}, 60_000);
afterAll(async () => {
  observer?.close();
  await database?.close();
});

describe(`unit of work (${kind})`, () => {
  it('stores every write of a unit at its commit, and none before: another connection sees nothing while it runs', async () => {
    const id = unique('held');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const unit = database.uow.run(async (repos) => {
      await repos.users.create(userRecord(id));
      await repos.users.setName(id, 'Renamed in the same unit');
      wrote();
      await gate;
      return 'done';
    });
    await written;
    expect(await committed(id)).toBe(false);
    release();
    expect(await unit).toBe('done');
    expect(await committed(id)).toBe(true);
    expect(await database.other.db.selectFrom('users').select(['id', 'name']).where('id', '=', id).execute()).toEqual([{ id, name: 'Renamed in the same unit' }]);
  });

  it('rolls a unit back when its work throws: the caller gets that error and none of its writes is stored', async () => {
    const orgId = unique('rolled-back-org');
    const id = unique('rolled-back');
    const refusal = new Error('refused half-way');
    await expect(
      database.uow.run(async (repos) => {
        await repos.organizations.create({ id: orgId, name: 'Rolled back', createdAt: new Date(), settings: {} });
        await repos.users.create(userRecord(id, { orgId }));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await committed(id)).toBe(false);
    expect(await database.other.db.selectFrom('organizations').select('id').where('id', '=', orgId).execute()).toEqual([]);
    // Reads outside a unit see what is committed, and nothing of the unit that rolled back.
    expect(await database.uow.read((repos) => repos.users.findById(id))).toBeNull();
    expect(await database.uow.read((repos) => repos.organizations.findById(orgId))).toBeNull();
  });

  it('units started together are each all or nothing: one that fails half-way is undone alone, the others are stored, each answered after its commit', async () => {
    const ids = ['g1', 'g2', 'g3', 'g4', 'g5'].map((label) => unique(label));
    const seenAtAnswer: Record<string, boolean | Promise<boolean>> = {};
    const units = ids.map((id, i) =>
      database.uow
        .run(async (repos) => {
          await repos.users.create(userRecord(id));
          await repos.users.setName(id, `${id} named`);
          if (i === 2) throw new Error(`${id} refused half-way`);
          return id;
        })
        .then((value) => {
          seenAtAnswer[id] = committed(id);
          return value;
        }),
    );
    const outcomes = await Promise.allSettled(units);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([ids[0], ids[1], `${ids[2]} refused half-way`, ids[3], ids[4]]);
    const stored = [ids[0]!, ids[1]!, ids[3]!, ids[4]!];
    expect(Object.fromEntries(await Promise.all(Object.entries(seenAtAnswer).map(async ([id, seen]) => [id, await seen])))).toEqual(Object.fromEntries(stored.map((id) => [id, true])));
    const rows = await database.other.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows).toEqual(stored.sort().map((id) => ({ id, name: `${id} named` })));
  });

  it('a unit whose commit fails is refused and stores nothing (on SQLite with the units that shared its commit); the next unit commits as usual', async () => {
    // A deferred constraint is checked at COMMIT, as a full disk would fail it; a trigger breaks it for one user.
    const db = database.handle.db;
    await sql`create table commit_probe (id text primary key, owner text references users(id) deferrable initially deferred)`.execute(db);
    if (kind === 'postgres') {
      await sql`create function poison_commit() returns trigger as $$ begin insert into commit_probe (id, owner) values (new.id, 'nobody'); return new; end $$ language plpgsql`.execute(db);
      await sql`create trigger poison_commit after insert on users for each row when (new.name = 'poisons its commit') execute function poison_commit()`.execute(db);
    } else {
      await sql`create trigger poison_commit after insert on users when new.name = 'poisons its commit' begin insert into commit_probe (id, owner) values (new.id, 'nobody'); end`.execute(db);
    }
    try {
      const ids = ['h1', 'h2', 'h3'].map((label) => unique(label));
      const units = ids.map((id, i) => database.uow.run((repos) => repos.users.create(userRecord(id, i === 1 ? { name: 'poisons its commit' } : {}))));
      const outcomes = await Promise.allSettled(units);
      const stored = await Promise.all(ids.map(committed));
      if (kind === 'sqlite') {
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
        expect(stored).toEqual([false, false, false]);
      } else {
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
        expect(stored).toEqual([true, false, true]);
      }
      const after = unique('h4');
      await database.uow.run((repos) => repos.users.create(userRecord(after)));
      expect(await committed(after)).toBe(true);
    } finally {
      await sql`drop trigger poison_commit${sql.raw(kind === 'postgres' ? ' on users' : '')}`.execute(db);
      if (kind === 'postgres') await sql`drop function poison_commit()`.execute(db);
      await sql`drop table commit_probe`.execute(db);
    }
  });

  it('the health probe reads the database', async () => {
    expect(await database.container.get(HealthProbe).databaseOk()).toBe(true);
  });

  it('once the database has closed, a unit of work is refused instead of waiting for ever', async () => {
    const closing = await openTestDatabase();
    try {
      const uow = (await agentRuntimeProcess(closing.handle, closing.dataDir)).get(UnitOfWork);
      expect(await uow.run((repos) => repos.users.count())).toBe(0);
      await closing.handle.close();
      await expect(uow.run((repos) => repos.users.count())).rejects.toThrow();
      await expect(database.container.get(HealthProbe).databaseOk()).resolves.toBe(true);
    } finally {
      await closing.close();
    }
  });
});
