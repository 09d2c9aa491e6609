import type { PageKey } from '../../domain/list-cursor.ts';
import type { ServiceIdentifier } from 'inversify';

/**
 * The actions the audit log records, by code. This lists the platform's (sign-in, members, spaces, credits,
 * plans, users, the agents' proposals); a feature that audits its own adds them from its folder
 * (`core/server/<feature>/<feature>-audit-actions.ts`, interface merging), so a new feature does not edit this file.
 */
export interface AuditActions {
  'auth.login': true;
  'auth.login_failed': true;
  'auth.login_throttled': true;
  'auth.password_changed': true;
  'auth.password_change_failed': true;
  'auth.sessions_ended': true;
  'member.role_changed': true;
  'member.removed': true;
  'member.invited': true;
  'invite.resent': true;
  'invite.revoked': true;
  'join_request.approved': true;
  'join_request.denied': true;
  'space.deleted': true;
  'credits.added': true;
  'credits.deducted': true;
  'credits.purchased': true;
  'credits.granted_by_admin': true;
  'plan.changed': true;
  'user.disabled': true;
  'user.enabled': true;
  'proposal.applied': true;
  'proposal.apply_failed': true;
  'proposal.dismissed': true;
}
export type AuditAction = keyof AuditActions;

export interface AuditEntry {
  action: AuditAction;
  actorId: string | null;
  orgId: string | null;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export interface AuditRecord extends AuditEntry {
  id: string;
  at: Date;
  /** Who acted, read with the entry (null when the actor is unknown or gone). */
  actorName?: string | null;
  actorEmail?: string | null;
  /** The organization's name, read with the entry. */
  orgName?: string | null;
  /** The target's readable name and email when the target is a user, organization or space. */
  targetName?: string | null;
  targetEmail?: string | null;
}

/** The security audit log: written for logins, role changes, credit grants and plan changes; read by platform admins. */
export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first, `limit` entries from just after `after` (keyset; not counted: total null) or else from `offset`. */
  list(filter: AuditListFilter): Promise<{ rows: AuditRecord[]; total: number | null }>;
}

export interface AuditListFilter {
  orgId?: string;
  action?: string;
  limit: number;
  offset: number;
  after?: PageKey;
}
export const AuditTrail: ServiceIdentifier<AuditTrail> = Symbol.for('server.AuditTrail');
