import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One table of Idempotency-Keys for every request that takes them (agent sends, credit deductions and
 * additions, purchases), scoped to the caller (organization and user), bound to the fingerprint of the
 * request, and marked done with what the request produced in the same commit. The agent keys move here.
 * Keys that billing requests left in the ledger before this change (`deduct:`, `add:`, the purchase's
 * payment reference) come along as done keys with a fingerprint no request has: their bodies were never
 * stored, so a retry of one is refused (422) rather than charged or granted a second time.
 */
export const requestKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('request_keys')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('claim_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('result_id', 'text')
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('request_keys_pk', ['org_id', 'user_id', 'idempotency_key'])
      .execute();
    await sql`
      insert into request_keys (org_id, user_id, idempotency_key, fingerprint, claim_id, state, result_id, claimed_at)
      select org_id, user_id, idempotency_key, fingerprint, request_id, state, case when state = 'done' then request_id else null end, claimed_at
      from agent_run_keys`.execute(db);
    const fromLedger = (key: RawBuilder<unknown>, where: RawBuilder<unknown>) => sql`
      insert into request_keys (org_id, user_id, idempotency_key, fingerprint, claim_id, state, result_id, claimed_at)
      select org_id, user_id, ${key}, 'legacy:' || id, 'legacy:' || id, 'done', id, created_at
      from credit_transactions
      where user_id is not null and ${where}
      on conflict do nothing`;
    await fromLedger(sql`substr(idempotency_key, 8)`, sql`idempotency_key like 'deduct:%'`).execute(db);
    await fromLedger(sql`substr(idempotency_key, 5)`, sql`idempotency_key like 'add:%'`).execute(db);
    await fromLedger(
      sql`substr(idempotency_key, length(org_id) + 19)`,
      sql`idempotency_key like 'payment:purchase:%' and substr(idempotency_key, 18, length(org_id) + 1) = org_id || ':'`,
    ).execute(db);
    await db.schema.dropTable('agent_run_keys').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_run_keys')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('agent_run_keys_pk', ['org_id', 'user_id', 'idempotency_key'])
      .execute();
    await sql`
      insert into agent_run_keys (org_id, user_id, idempotency_key, fingerprint, request_id, state, claimed_at)
      select org_id, user_id, idempotency_key, fingerprint, claim_id, state, claimed_at
      from request_keys
      where claim_id in (select request_id from agent_runs)`.execute(db);
    await db.schema.dropTable('request_keys').execute();
  },
};
