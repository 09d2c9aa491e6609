import type { Kysely } from 'kysely';
import type { AuditEntry, AuditListFilter, AuditRecord, AuditTrail, AuditAction } from '../../../core/server/ports/audit-trail.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';
import type { DatabaseSchema } from './schema.ts';
import { KyselyAuditLogRepository } from './kysely-audit-log-repository.ts';

/** The audit log in the database; written outside business transactions so a refused action is still recorded. */
export class KyselyAuditTrail implements AuditTrail {
  private readonly log: KyselyAuditLogRepository;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    clock: Clock,
  ) {
    this.log = new KyselyAuditLogRepository(db, clock);
  }

  record(entry: AuditEntry): Promise<void> {
    return this.log.record(entry);
  }

  async list(filter: AuditListFilter): Promise<{ rows: AuditRecord[]; total: number | null }> {
    let query = this.db.selectFrom('audit_log');
    if (filter.orgId) query = query.where('audit_log.org_id', '=', filter.orgId);
    if (filter.action) query = query.where('audit_log.action', '=', filter.action);
    // A page after a cursor starts at its key in the index of its filter ((at, id), (org_id, at, id) or
    // (action, at, id)); an offset would walk the skipped entries and their five joins.
    const { after } = filter;
    const page = after ? query.where((eb) => eb(eb.refTuple('audit_log.at', 'audit_log.id'), '<', eb.tuple(after.at, after.id))) : query.offset(filter.offset);
    // Names are joined in the one query (actor, organization, and a target that is a user, organization or space).
    const [rows, count] = await Promise.all([
      page
        .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
        .leftJoin('organizations as org', 'org.id', 'audit_log.org_id')
        .leftJoin('users as target_user', 'target_user.id', 'audit_log.target')
        .leftJoin('organizations as target_org', 'target_org.id', 'audit_log.target')
        .leftJoin('spaces as target_space', 'target_space.id', 'audit_log.target')
        .selectAll('audit_log')
        .select([
          'actor.name as actor_name',
          'actor.email as actor_email',
          'org.name as org_name',
          'target_user.name as target_user_name',
          'target_user.email as target_user_email',
          'target_org.name as target_org_name',
          'target_space.name as target_space_name',
        ])
        .orderBy('audit_log.at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(filter.limit)
        .execute(),
      // A page after a cursor is not counted: the first page's total stands.
      after ? null : query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: count ? Number(count.n) : null,
      rows: rows.map((r) => ({
        id: r.id,
        at: new Date(r.at),
        action: r.action as AuditAction,
        actorId: r.actor_id,
        orgId: r.org_id,
        target: r.target,
        details: r.details ? JSON.parse(r.details) : undefined,
        ip: r.ip,
        actorName: r.actor_name ?? null,
        actorEmail: r.actor_email ?? null,
        orgName: r.org_name ?? null,
        targetName: r.target_user_name ?? r.target_org_name ?? r.target_space_name ?? null,
        targetEmail: r.target_user_email ?? null,
      })),
    };
  }
}
