import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditRecord, AuditTrail, AuditAction } from '../../../core/server/ports/audit-trail.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';
import type { DatabaseSchema } from './schema.ts';

/** The audit log in the database; written outside business transactions so a refused action is still recorded. */
export class KyselyAuditTrail implements AuditTrail {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: this.clock.now().toISOString(),
        action: entry.action,
        actor_id: entry.actorId,
        org_id: entry.orgId,
        target: entry.target ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
        ip: entry.ip ?? null,
      })
      .execute();
  }

  async list(filter: { orgId?: string; action?: string; limit: number; offset: number }): Promise<{ rows: AuditRecord[]; total: number }> {
    let query = this.db.selectFrom('audit_log');
    if (filter.orgId) query = query.where('org_id', '=', filter.orgId);
    if (filter.action) query = query.where('action', '=', filter.action);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('at', 'desc').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        at: new Date(r.at),
        action: r.action as AuditAction,
        actorId: r.actor_id,
        orgId: r.org_id,
        target: r.target,
        details: r.details ? JSON.parse(r.details) : undefined,
        ip: r.ip,
      })),
    };
  }
}
