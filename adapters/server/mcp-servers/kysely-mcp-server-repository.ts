import type { Kysely, Selectable } from 'kysely';
import type { McpServerRecord, McpServerRepository } from '../../../core/server/mcp-servers/mcp-server-repository.ts';
import type { McpToolDescription } from '../../../core/server/mcp-servers/mcp-tool-server-client.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { McpServersTable } from './mcp-servers-tables.ts';

function toRecord(r: Selectable<McpServersTable>): McpServerRecord {
  return {
    id: r.id,
    orgId: r.org_id,
    spaceId: r.space_id,
    name: r.name,
    handle: r.handle,
    url: r.url,
    credentialHeader: r.credential_header,
    sealedCredential: r.sealed_credential,
    keyId: r.key_id,
    status: r.status === 'error' ? 'error' : 'connected',
    statusReason: r.status_reason,
    tools: JSON.parse(r.tools) as McpToolDescription[],
    enabledTools: JSON.parse(r.enabled_tools) as string[],
    createdBy: r.created_by,
    createdAt: new Date(r.created_at),
    checkedAt: r.checked_at ? new Date(r.checked_at) : null,
  };
}

/** External MCP servers over Kysely (SQLite or PostgreSQL). */
export class KyselyMcpServerRepository implements McpServerRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listForSpace(spaceId: string): Promise<McpServerRecord[]> {
    const rows = await this.db.selectFrom('mcp_servers').selectAll().where('space_id', '=', spaceId).orderBy('created_at').orderBy('id').execute();
    return rows.map(toRecord);
  }

  async find(spaceId: string, id: string): Promise<McpServerRecord | null> {
    const row = await this.db.selectFrom('mcp_servers').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async insert(s: McpServerRecord): Promise<boolean> {
    // One statement: of two adds with the same name racing, one row is stored and the other is told so.
    const result = await this.db
      .insertInto('mcp_servers')
      .values({
        id: s.id,
        org_id: s.orgId,
        space_id: s.spaceId,
        name: s.name,
        handle: s.handle,
        url: s.url,
        credential_header: s.credentialHeader,
        sealed_credential: s.sealedCredential,
        key_id: s.keyId,
        status: s.status,
        status_reason: s.statusReason,
        tools: JSON.stringify(s.tools),
        enabled_tools: JSON.stringify(s.enabledTools),
        created_by: s.createdBy,
        created_at: s.createdAt.toISOString(),
        checked_at: s.checkedAt?.toISOString() ?? null,
      })
      .onConflict((oc) => oc.columns(['space_id', 'handle']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return result !== undefined;
  }

  async saveCheck(id: string, check: { tools: McpToolDescription[]; enabledTools: string[]; status: 'connected' | 'error'; statusReason: string | null; checkedAt: Date }): Promise<void> {
    await this.db
      .updateTable('mcp_servers')
      .set({ tools: JSON.stringify(check.tools), enabled_tools: JSON.stringify(check.enabledTools), status: check.status, status_reason: check.statusReason, checked_at: check.checkedAt.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(id: string, status: 'connected' | 'error', reason: string | null, checkedAt: Date): Promise<void> {
    await this.db.updateTable('mcp_servers').set({ status, status_reason: reason, checked_at: checkedAt.toISOString() }).where('id', '=', id).execute();
  }

  async replaceEnabledTools(id: string, previous: string[], next: string[]): Promise<boolean> {
    const result = await this.db
      .updateTable('mcp_servers')
      .set({ enabled_tools: JSON.stringify(next) })
      .where('id', '=', id)
      .where('enabled_tools', '=', JSON.stringify(previous))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(spaceId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('mcp_servers').where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async sealedWithOtherKey(keyId: string, limit: number): Promise<{ id: string; sealedSecret: string | null }[]> {
    const rows = await this.db
      .selectFrom('mcp_servers')
      .select(['id', 'sealed_credential'])
      .where('sealed_credential', 'is not', null)
      .where('key_id', '!=', keyId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, sealedSecret: r.sealed_credential }));
  }

  async reseal(id: string, previous: string, sealed: string, keyId: string): Promise<boolean> {
    const result = await this.db.updateTable('mcp_servers').set({ sealed_credential: sealed, key_id: keyId }).where('id', '=', id).where('sealed_credential', '=', previous).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async keyIdsInUse(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('mcp_servers').select('key_id').distinct().where('key_id', 'is not', null).execute();
    return new Set(rows.map((r) => r.key_id!));
  }
}
