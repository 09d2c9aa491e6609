import type { Kysely } from 'kysely';
import type { RequestKeyRepository } from '../../../core/server/idempotency/request-key-repository.ts';
import type { RequestKeyRecord } from '../../../core/server/idempotency/request-key-record.ts';
import type { DatabaseSchema, RequestKeysTable } from './schema.ts';
import { toDate } from './row-conversions.ts';

/**
 * Idempotency keys over Kysely. The (org, user, key) primary key makes a claim exclusive: of two attempts
 * with one key the insert of one wins, and on PostgreSQL the other's insert waits for the winner's commit.
 */
export class KyselyRequestKeyRepository implements RequestKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(c: RequestKeyRecord): Promise<RequestKeyRecord | null> {
    const row = await this.db.selectFrom('request_keys').selectAll().where((eb) => eb.and(keyOf(c))).executeTakeFirst();
    return row ? toKey(row) : null;
  }

  async claim(c: RequestKeyRecord): Promise<RequestKeyRecord> {
    await this.db
      .insertInto('request_keys')
      .values({ org_id: c.orgId, user_id: c.userId, idempotency_key: c.key, fingerprint: c.fingerprint, claim_id: c.claimId, state: 'in_flight', result_id: null, claimed_at: c.claimedAt.toISOString() })
      .onConflict((oc) => oc.columns(['org_id', 'user_id', 'idempotency_key']).doNothing())
      .execute();
    return (await this.find(c))!;
  }

  async takeOver(held: RequestKeyRecord, c: RequestKeyRecord): Promise<boolean> {
    const result = await this.db
      .updateTable('request_keys')
      .set({ claim_id: c.claimId, fingerprint: c.fingerprint, claimed_at: c.claimedAt.toISOString(), state: 'in_flight', result_id: null })
      .where((eb) => eb.and(keyOf(c)))
      .where('claim_id', '=', held.claimId)
      .where('state', '=', 'in_flight')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async complete(c: RequestKeyRecord, resultId: string): Promise<boolean> {
    // Also locks the row until the work commits, so a takeover cannot slip in between.
    const result = await this.db
      .updateTable('request_keys')
      .set({ state: 'done', result_id: resultId })
      .where((eb) => eb.and(keyOf(c)))
      .where('claim_id', '=', c.claimId)
      .where('state', '=', 'in_flight')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(c: RequestKeyRecord): Promise<void> {
    await this.db
      .deleteFrom('request_keys')
      .where((eb) => eb.and(keyOf(c)))
      .where('claim_id', '=', c.claimId)
      .where('state', '=', 'in_flight')
      .execute();
  }
}

/** The caller's key: organization, user and the key they sent. */
const keyOf = (c: RequestKeyRecord) => ({ org_id: c.orgId, user_id: c.userId, idempotency_key: c.key });

const toKey = (r: RequestKeysTable): RequestKeyRecord => ({
  orgId: r.org_id,
  userId: r.user_id,
  key: r.idempotency_key,
  fingerprint: r.fingerprint,
  claimId: r.claim_id,
  state: r.state === 'done' ? 'done' : 'in_flight',
  resultId: r.result_id,
  claimedAt: toDate(r.claimed_at),
});
