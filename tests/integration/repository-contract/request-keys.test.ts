import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { CreditAccounts } from '../../../core/server/billing/credit-accounts.ts';
import { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import { Clock } from '../../../core/server/ports/clock.ts';
import type { RequestKeyRecord } from '../../../core/server/idempotency/request-key-record.ts';
import type { Repositories } from '../../../core/server/ports/unit-of-work.ts';
import { AT, at, newTenant, openContractDatabase, unique, userRecord, type ContractDatabase, type Tenant } from '../../support/contract-database.ts';
import { databaseUnavailable, testDatabaseKind } from '../../support/test-database.ts';

/**
 * Idempotency keys (kysely-request-key-repository.ts): one row per organization, user and key, whose claim is
 * exclusive; the key turns done in the commit that writes what its request produced.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);

let database: ContractDatabase;
let t: Tenant;
beforeAll(async () => {
  if (databaseUnavailable) return;
  database = await openContractDatabase();
  t = await newTenant(database.uow, 'keys');
}, 60_000);
afterAll(async () => database?.close());

const run = <T>(work: (repos: Repositories) => Promise<T>) => database.uow.run(work);

function claim(key: string, claimId: string, extra: Partial<RequestKeyRecord> = {}): RequestKeyRecord {
  return { orgId: t.orgId, userId: t.ownerId, key, fingerprint: 'fingerprint-a', claimId, state: 'in_flight', resultId: null, claimedAt: AT, ...extra };
}

const stored = (key: string) => database.other.db.selectFrom('request_keys').selectAll().where('org_id', '=', t.orgId).where('idempotency_key', '=', key).execute();

describe(`request keys (${kind})`, () => {
  it('claim records the key in flight, and a second claim of it answers the first as stored; find reads it, scoped to the caller', async () => {
    const key = unique('key');
    expect(await run((repos) => repos.requestKeys.find(claim(key, 'any')))).toBeNull();
    expect(await run((repos) => repos.requestKeys.claim(claim(key, 'first')))).toEqual(claim(key, 'first'));
    expect(await run((repos) => repos.requestKeys.claim(claim(key, 'second', { fingerprint: 'fingerprint-b', claimedAt: at(5) })))).toEqual(claim(key, 'first'));
    expect(await run((repos) => repos.requestKeys.find(claim(key, 'whoever')))).toEqual(claim(key, 'first'));
    expect(await stored(key)).toEqual([{ org_id: t.orgId, user_id: t.ownerId, idempotency_key: key, fingerprint: 'fingerprint-a', claim_id: 'first', state: 'in_flight', result_id: null, claimed_at: AT.toISOString() }]);
    // Another user's identical key is another key.
    const colleague = unique('colleague');
    await run((repos) => repos.users.create(userRecord(colleague, { orgId: t.orgId })));
    expect(await run((repos) => repos.requestKeys.find(claim(key, 'x', { userId: colleague })))).toBeNull();
    expect(await run((repos) => repos.requestKeys.claim(claim(key, 'colleague-claim', { userId: colleague })))).toMatchObject({ userId: colleague, claimId: 'colleague-claim' });
  });

  it('complete marks the attempt\'s key done with its result, only while it is that attempt\'s and in flight', async () => {
    const key = unique('complete');
    await run((repos) => repos.requestKeys.claim(claim(key, 'mine')));
    expect(await run((repos) => repos.requestKeys.complete(claim(key, 'not-mine'), 'result-x'))).toBe(false);
    expect(await run((repos) => repos.requestKeys.complete(claim(key, 'mine'), 'result-1'))).toBe(true);
    expect(await run((repos) => repos.requestKeys.complete(claim(key, 'mine'), 'result-2'))).toBe(false);
    expect(await stored(key)).toEqual([expect.objectContaining({ claim_id: 'mine', state: 'done', result_id: 'result-1' })]);
  });

  it('takeOver hands an in-flight key to a new attempt once; not a key that moved meanwhile or is done', async () => {
    const key = unique('takeover');
    const held = await run((repos) => repos.requestKeys.claim(claim(key, 'dead-attempt')));
    const next = claim(key, 'new-attempt', { fingerprint: 'fingerprint-b', claimedAt: at(60_000) });
    expect(await run((repos) => repos.requestKeys.takeOver(held, next))).toBe(true);
    expect(await run((repos) => repos.requestKeys.takeOver(held, claim(key, 'third-attempt')))).toBe(false);
    expect(await stored(key)).toEqual([expect.objectContaining({ claim_id: 'new-attempt', fingerprint: 'fingerprint-b', state: 'in_flight', claimed_at: at(60_000).toISOString() })]);
    await run((repos) => repos.requestKeys.complete(next, 'done-result'));
    expect(await run((repos) => repos.requestKeys.takeOver(next, claim(key, 'too-late')))).toBe(false);
    expect(await stored(key)).toEqual([expect.objectContaining({ claim_id: 'new-attempt', state: 'done', result_id: 'done-result' })]);
  });

  it('release forgets the attempt\'s own claim in flight, never another attempt\'s or a done key', async () => {
    const key = unique('release');
    await run((repos) => repos.requestKeys.claim(claim(key, 'refused')));
    await run((repos) => repos.requestKeys.release(claim(key, 'someone-else')));
    expect(await stored(key)).toHaveLength(1);
    await run((repos) => repos.requestKeys.release(claim(key, 'refused')));
    expect(await stored(key)).toEqual([]);
    const done = unique('release-done');
    await run(async (repos) => {
      await repos.requestKeys.claim(claim(done, 'finished'));
      await repos.requestKeys.complete(claim(done, 'finished'), 'kept');
    });
    await run((repos) => repos.requestKeys.release(claim(done, 'finished')));
    expect(await stored(done)).toEqual([expect.objectContaining({ state: 'done', result_id: 'kept' })]);
  });

  it('of ten attempts claiming one key at once exactly one holds it, and every one is told who does', async () => {
    const key = unique('race');
    const held = await Promise.all(Array.from({ length: 10 }, (_, i) => run((repos) => repos.requestKeys.claim(claim(key, `attempt-${i}`)))));
    expect(new Set(held.map((h) => h.claimId)).size).toBe(1);
    expect(await stored(key)).toEqual([expect.objectContaining({ claim_id: held[0]!.claimId, state: 'in_flight' })]);
  });

  it('concurrent identical deductions with one key charge once per caller, and every answer is that charge', async () => {
    const org = await newTenant(database.uow, 'keyed-deduct');
    const colleague = unique('keyed-colleague');
    await run(async (repos) => {
      await repos.users.create(userRecord(colleague, { orgId: org.orgId, role: 'org_admin' }));
      await database.container.get(CreditAccounts).open(repos, org.orgId, 'free', database.container.get(Clock).now());
    });
    const deduct = database.container.get(DeductCredits);
    const as = (userId: string) => ({ userId, orgId: org.orgId, role: 'org_owner' as const });
    const send = (userId: string) => deduct.execute(as(userId), { amount: 11, description: 'Keyed correction', feature_type: 'ai_agents' }, { idempotencyKey: 'same-key' });
    const answers = await Promise.all([...Array.from({ length: 8 }, () => send(org.ownerId)), ...Array.from({ length: 4 }, () => send(colleague))]);
    const ownerCharge = answers[0]!.transaction_id;
    const colleagueCharge = answers[8]!.transaction_id;
    expect(answers.slice(0, 8).map((a) => a.transaction_id)).toEqual(Array(8).fill(ownerCharge));
    expect(answers.slice(8).map((a) => a.transaction_id)).toEqual(Array(4).fill(colleagueCharge));
    expect(ownerCharge).not.toBe(colleagueCharge);
    const debits = await database.other.db.selectFrom('credit_transactions').select(['id', 'user_id']).where('org_id', '=', org.orgId).where('transaction_type', '=', 'debit').orderBy('user_id').execute();
    expect(debits).toEqual([{ id: ownerCharge, user_id: org.ownerId }, { id: colleagueCharge, user_id: colleague }].sort((a, b) => a.user_id.localeCompare(b.user_id)));
    const keys = await database.other.db.selectFrom('request_keys').select(['user_id', 'state', 'result_id']).where('org_id', '=', org.orgId).orderBy('user_id').execute();
    expect(keys).toEqual([{ user_id: org.ownerId, state: 'done', result_id: ownerCharge }, { user_id: colleague, state: 'done', result_id: colleagueCharge }].sort((a, b) => a.user_id.localeCompare(b.user_id)));
    expect(Number((await database.other.db.selectFrom('credit_accounts').select('balance').where('org_id', '=', org.orgId).executeTakeFirstOrThrow()).balance)).toBe(478);
  });
});
