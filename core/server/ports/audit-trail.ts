import type { ServiceIdentifier } from 'inversify';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_throttled'
  | 'member.role_changed'
  | 'member.removed'
  | 'member.invited'
  | 'credits.added'
  | 'credits.deducted'
  | 'credits.purchased'
  | 'credits.granted_by_admin'
  | 'plan.changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'integration.connected'
  | 'integration.disconnected'
  | 'integration.secrets_resealed';

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
}

/** The security audit log: written for logins, role changes, credit grants and plan changes; read by platform admins. */
export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
  list(filter: { orgId?: string; action?: string; limit: number; offset: number }): Promise<{ rows: AuditRecord[]; total: number }>;
}
export const AuditTrail: ServiceIdentifier<AuditTrail> = Symbol.for('server.AuditTrail');
