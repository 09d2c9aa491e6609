import type { Kysely } from 'kysely';
import type { RunKeyRepository } from '../../../core/server/agents/run-key-repository.ts';
import type { RunKeyRecord } from '../../../core/server/agents/records.ts';
import type { AgentRunKeysTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

/** Idempotency keys of agent requests over Kysely; the (org, user, key) primary key makes a claim exclusive. */
export class KyselyRunKeyRepository implements RunKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async claim(c: RunKeyRecord): Promise<RunKeyRecord> {
    // Of two requests with one key, the insert of one wins; the other reads the winner's row.
    await this.db
      .insertInto('agent_run_keys')
      .values({ org_id: c.orgId, user_id: c.userId, idempotency_key: c.key, fingerprint: c.fingerprint, request_id: c.requestId, state: c.state, claimed_at: c.claimedAt.toISOString() })
      .onConflict((oc) => oc.columns(['org_id', 'user_id', 'idempotency_key']).doNothing())
      .execute();
    const row = await this.db.selectFrom('agent_run_keys').selectAll().where((eb) => eb.and(keyOf(c))).executeTakeFirstOrThrow();
    return toKey(row);
  }

  async takeOver(held: RunKeyRecord, c: RunKeyRecord): Promise<boolean> {
    const result = await this.db
      .updateTable('agent_run_keys')
      .set({ request_id: c.requestId, fingerprint: c.fingerprint, claimed_at: c.claimedAt.toISOString(), state: 'in_flight' })
      .where((eb) => eb.and(keyOf(c)))
      .where('request_id', '=', held.requestId)
      .where('state', '=', 'in_flight')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async complete(c: RunKeyRecord): Promise<boolean> {
    // Also locks the row until the run commits, so a takeover cannot slip in between.
    const result = await this.db
      .updateTable('agent_run_keys')
      .set({ state: 'done' })
      .where((eb) => eb.and(keyOf(c)))
      .where('request_id', '=', c.requestId)
      .where('state', '=', 'in_flight')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(c: RunKeyRecord): Promise<void> {
    await this.db
      .deleteFrom('agent_run_keys')
      .where((eb) => eb.and(keyOf(c)))
      .where('request_id', '=', c.requestId)
      .where('state', '=', 'in_flight')
      .execute();
  }
}

/** The caller's key: organization, user and the key they sent. */
const keyOf = (c: RunKeyRecord) => ({ org_id: c.orgId, user_id: c.userId, idempotency_key: c.key });

const toKey = (r: AgentRunKeysTable): RunKeyRecord => ({ orgId: r.org_id, userId: r.user_id, key: r.idempotency_key, fingerprint: r.fingerprint, requestId: r.request_id, state: r.state === 'done' ? 'done' : 'in_flight', claimedAt: toDate(r.claimed_at) });
