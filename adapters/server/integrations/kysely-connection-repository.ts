import { sql, type Kysely, type Selectable } from 'kysely';
import type { ConnectionRecord, ConnectionRepository, ConnectionSettings } from '../../../core/server/integrations/connection-repository.ts';
import type { ConnectionStatus, IntegrationProviderId } from '../../../core/domain/integrations/integrations.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { IntegrationConnectionsTable } from './integrations-tables.ts';

function toRecord(r: Selectable<IntegrationConnectionsTable>): ConnectionRecord {
  return {
    id: r.id,
    orgId: r.org_id,
    spaceId: r.space_id,
    provider: r.provider as IntegrationProviderId,
    slot: r.slot,
    selected: r.selected === 1,
    status: r.status as ConnectionStatus,
    statusReason: r.status_reason,
    accountId: r.account_id,
    accountLabel: r.account_label,
    sealedSecret: r.sealed_secret,
    keyId: r.key_id,
    checkedAt: r.checked_at ? new Date(r.checked_at) : null,
    settings: JSON.parse(r.settings) as ConnectionSettings,
    connectedAt: new Date(r.connected_at),
    connectedBy: r.connected_by,
  };
}

/** The integrations' connections over Kysely (SQLite or PostgreSQL). */
export class KyselyConnectionRepository implements ConnectionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listForSpace(spaceId: string): Promise<ConnectionRecord[]> {
    const rows = await this.db.selectFrom('integration_connections').selectAll().where('space_id', '=', spaceId).execute();
    return rows.map(toRecord);
  }

  async find(spaceId: string, provider: IntegrationProviderId): Promise<ConnectionRecord | null> {
    const row = await this.db
      .selectFrom('integration_connections')
      .selectAll()
      .where('space_id', '=', spaceId)
      .where('provider', '=', provider)
      .orderBy('selected', 'desc')
      .orderBy('connected_at')
      .orderBy('id')
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async listForProvider(spaceId: string, provider: IntegrationProviderId): Promise<ConnectionRecord[]> {
    const rows = await this.db.selectFrom('integration_connections').selectAll().where('space_id', '=', spaceId).where('provider', '=', provider).orderBy('account_label').orderBy('slot').execute();
    return rows.map(toRecord);
  }

  async findById(spaceId: string, id: string): Promise<ConnectionRecord | null> {
    const row = await this.db.selectFrom('integration_connections').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findBySlot(spaceId: string, provider: IntegrationProviderId, slot: string): Promise<ConnectionRecord | null> {
    const row = await this.db.selectFrom('integration_connections').selectAll().where('space_id', '=', spaceId).where('provider', '=', provider).where('slot', '=', slot).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async removeById(spaceId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('integration_connections').where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async select(spaceId: string, provider: IntegrationProviderId, id: string): Promise<boolean> {
    // One statement: two owners selecting at once leave exactly one selected.
    const result = await this.db
      .updateTable('integration_connections')
      .set({ selected: sql<number>`case when id = ${id} then 1 else 0 end` })
      .where('space_id', '=', spaceId)
      .where('provider', '=', provider)
      .where((eb) => eb.exists(eb.selectFrom('integration_connections as chosen').select('chosen.id').where('chosen.id', '=', id).where('chosen.space_id', '=', spaceId).where('chosen.provider', '=', provider)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async save(c: ConnectionRecord): Promise<void> {
    const row = {
      id: c.id,
      org_id: c.orgId,
      space_id: c.spaceId,
      provider: c.provider,
      slot: c.slot ?? '',
      status: c.status,
      status_reason: c.statusReason,
      account_id: c.accountId,
      account_label: c.accountLabel,
      sealed_secret: c.sealedSecret,
      key_id: c.keyId,
      checked_at: c.checkedAt?.toISOString() ?? null,
      settings: JSON.stringify(c.settings),
      connected_at: c.connectedAt.toISOString(),
      connected_by: c.connectedBy,
    };
    // One statement, so two owners connecting at once leave one row (the later), never a unique-key error. The id
    // is replaced too: a secret is sealed with its row's id, so id and secret must come from the same write.
    await this.db
      .insertInto('integration_connections')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['space_id', 'provider', 'slot']).doUpdateSet({
          id: row.id,
          status: row.status,
          status_reason: row.status_reason,
          account_id: row.account_id,
          account_label: row.account_label,
          sealed_secret: row.sealed_secret,
          key_id: row.key_id,
          checked_at: row.checked_at,
          settings: row.settings,
          connected_at: row.connected_at,
          connected_by: row.connected_by,
        }),
      )
      .execute();
  }

  async remove(spaceId: string, provider: IntegrationProviderId): Promise<boolean> {
    const result = await this.db.deleteFrom('integration_connections').where('space_id', '=', spaceId).where('provider', '=', provider).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async setStatus(id: string, status: ConnectionStatus, reason: string | null, checkedAt: Date): Promise<void> {
    await this.db.updateTable('integration_connections').set({ status, status_reason: reason, checked_at: checkedAt.toISOString() }).where('id', '=', id).execute();
  }

  async sealedWithOtherKey(keyId: string, limit: number): Promise<Pick<ConnectionRecord, 'id' | 'sealedSecret'>[]> {
    const rows = await this.db
      .selectFrom('integration_connections')
      .select(['id', 'sealed_secret'])
      .where('sealed_secret', 'is not', null)
      .where('key_id', '!=', keyId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, sealedSecret: r.sealed_secret }));
  }

  async reseal(id: string, previous: string, sealed: string, keyId: string): Promise<boolean> {
    const result = await this.db.updateTable('integration_connections').set({ sealed_secret: sealed, key_id: keyId }).where('id', '=', id).where('sealed_secret', '=', previous).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async keyIdsInUse(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('integration_connections').select('key_id').distinct().where('key_id', 'is not', null).execute();
    return new Set(rows.map((r) => r.key_id!));
  }
}
