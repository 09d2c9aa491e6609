import type { PageKey } from '../../domain/list-cursor.ts';
import type { ServiceIdentifier } from 'inversify';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_throttled'
  | 'auth.password_changed'
  | 'auth.password_change_failed'
  | 'auth.sessions_ended'
  | 'member.role_changed'
  | 'member.removed'
  | 'member.invited'
  | 'invite.resent'
  | 'invite.revoked'
  | 'join_request.approved'
  | 'join_request.denied'
  | 'space.deleted'
  | 'credits.added'
  | 'credits.deducted'
  | 'credits.purchased'
  | 'credits.granted_by_admin'
  | 'plan.changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'integration.connected'
  | 'integration.disconnected'
  | 'integration.secrets_resealed'
  | 'integration.selected'
  | 'mcp_server.added'
  | 'mcp_server.tools_refreshed'
  | 'mcp_server.tool_toggled'
  | 'mcp_server.removed'
  | 'mcp_server.tool_called'
  | 'proposal.applied'
  | 'proposal.apply_failed'
  | 'proposal.dismissed'
  | 'outreach.campaign_drafted'
  | 'outreach.leads_added'
  | 'outreach.campaign_launched'
  | 'outreach.campaign_paused'
  | 'outreach.campaign_resumed'
  | 'outreach.settings_changed'
  | 'publishing.draft_sent'
  | 'leads.enriched';

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
