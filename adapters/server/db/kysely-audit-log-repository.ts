import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../core/server/ports/audit-trail.ts';
import type { AuditLogRepository } from '../../../core/server/ports/audit-log-repository.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';
import type { AuditLogTable, DatabaseSchema } from './schema.ts';
import { PreparedQuery } from './prepared-query.ts';

/** Every audited change writes one (compiled once: PreparedQuery). */
const insertEntry = new PreparedQuery((db, row: AuditLogTable) =>
  db.insertInto('audit_log').values({ id: row.id, at: row.at, action: row.action, actor_id: row.actor_id, org_id: row.org_id, target: row.target, details: row.details, ip: row.ip }),
);

/**
 * The newest entry written by this process. The log is read newest first by its time: two actions taken within
 * one millisecond (disable, then enable, by a script) would otherwise tie and could list in either order, so an
 * entry is stamped at least a millisecond after the one before it.
 */
let lastStamp = 0;

function auditStamp(now: Date): string {
  lastStamp = Math.max(now.getTime(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** Writes audit entries through whatever it is given: a transaction (a unit of work's) or the database itself. */
export class KyselyAuditLogRepository implements AuditLogRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await insertEntry.execute(this.db, {
      id: randomUUID(),
      at: auditStamp(this.clock.now()),
      action: entry.action,
      actor_id: entry.actorId,
      org_id: entry.orgId,
      target: entry.target ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: entry.ip ?? null,
    });
  }
}
