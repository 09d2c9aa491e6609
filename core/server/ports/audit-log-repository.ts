import type { AuditEntry } from './audit-trail.ts';

/**
 * The audit log inside a unit of work: an entry about a change to money commits with that change, so a crash
 * between the two can neither keep the change unaudited nor audit a change that was rolled back. Entries about
 * refused or outside actions go through AuditTrail, which writes on its own.
 */
export interface AuditLogRepository {
  record(entry: AuditEntry): Promise<void>;
}
