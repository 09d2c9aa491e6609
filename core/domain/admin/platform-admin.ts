import type { ServerCredits, ServerPlan } from '../billing/billing.ts';

/** Shapes of the platform admin API (GET/PUT/POST /admin/...), shared by the client core and the web app. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: string;
  org_id: string | null;
  created_at: string;
  last_login_at: string | null;
  disabled: boolean;
}

export interface AdminOrganization {
  id: string;
  name: string;
  created_at: string;
  member_count: number;
  plan: ServerPlan;
  credits: ServerCredits;
}

export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  actor_id: string | null;
  org_id: string | null;
  target: string | null;
  details?: unknown;
  ip: string | null;
  /** The actor's name and email (null when unknown); actor_id stays for reference. */
  actor_name?: string | null;
  actor_email?: string | null;
  /** The organization's name (null when none). */
  org_name?: string | null;
  /** The target's name (a user, organization or space) and email (a user), null otherwise. */
  target_name?: string | null;
  target_email?: string | null;
}

export interface WaitlistEntry {
  id: string;
  email: string;
  name: string;
  company: string | null;
  status: string;
  created_at: string;
  approved_at: string | null;
}

/** Adapter names the server runs on (GET /admin/integrations); never a secret. */
export interface IntegrationsReport {
  llm: { adapter: 'offline_engine' | 'openai_compatible'; model: string | null; embeddings: string | null };
  payments: { adapter: 'stripe' | 'offline'; test_mode: boolean };
  mail: { adapter: 'smtp' | 'outbox'; from: string | null };
  database: { adapter: 'sqlite' | 'postgres' };
  events: { adapter: 'in-process' | 'redis'; queue: 'in-process' | 'redis'; rate_limits: 'in-process' | 'redis' };
  process_role: 'all' | 'api' | 'worker';
  registration: { mode: string; require_verified_email: boolean };
  /** The integrations' providers: local sandbox or the real services, where their credentials are kept. */
  integrations: { sandbox: boolean; credential_store: 'environment' | 'data_folder'; google_analytics: 'configured' | 'not_configured'; meta_ads: 'graph_api' };
}

export interface Page<T> {
  /** Absent on a page read by cursor (decision L1: only a first page is counted). */
  total?: number;
  rows: T[];
  /** Keyset lists (decision L1): the cursor of the page after this one, null on the last; absent for a list paged by offset. */
  nextCursor?: string | null;
}

export type PageQuery = {
  q?: string;
  limit?: number;
  offset?: number;
  /** A `next_cursor` the list gave: the page after it (the offset is then not used). */
  cursor?: string;
};

export type AuditQuery = {
  action?: string;
  org_id?: string;
  limit?: number;
  offset?: number;
  cursor?: string;
};

export type WaitlistQuery = {
  status?: 'pending' | 'approved';
  limit?: number;
  offset?: number;
};

export interface PlatformStats {
  users: number;
  organizations: number;
}

/** A page of users; `next_cursor` continues it by key. */
export interface AdminUserPage {
  /** Counted on a first page only (without cursor). */
  total?: number;
  next_cursor: string | null;
  users: AdminUser[];
}

export interface AdminOrganizationPage {
  total: number;
  organizations: AdminOrganization[];
}

export interface AuditLogPage {
  /** Counted on a first page only (without cursor). */
  total?: number;
  next_cursor: string | null;
  entries: AuditEntry[];
}

export interface WaitlistPage {
  total: number;
  entries: WaitlistEntry[];
}

export interface UserDisabledState {
  id: string;
  disabled: boolean;
}

/** Credits a platform admin grants an organization, and why (kept in its ledger). */
export interface CreditGrant {
  amount: number;
  reason?: string;
}

export interface CreditGrantResult {
  transaction_id: string;
  credits: ServerCredits;
}

/** The actions the server records in its audit log, to filter by (the server matches the action exactly). */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.password_changed',
  'auth.password_change_failed',
  'auth.sessions_ended',
  'user.disabled',
  'user.enabled',
  'member.role_changed',
  'member.removed',
  'member.invited',
  'invite.resent',
  'invite.revoked',
  'join_request.approved',
  'join_request.denied',
  'space.deleted',
  'plan.changed',
  'credits.added',
  'credits.deducted',
  'credits.purchased',
  'credits.granted_by_admin',
] as const;

/** What a secrets key rotation did (`POST /admin/integrations/rotate-secrets-key`). */
export interface SecretsRotationReport {
  key_id: string;
  key_source: 'env' | 'file';
  resealed: number;
  /** Rows that could not be opened with any key the server has (their key was lost): they need reconnecting. */
  unreadable: number;
  retired_key_ids: string[];
}

/** The server's bounds for an admin credit grant (POST /admin/organizations/:id/credits). */
export const MAX_CREDIT_GRANT = 10_000_000;
export const MAX_GRANT_REASON = 500;

export type GrantAmountProblem = 'required' | 'not_whole' | 'not_positive' | 'too_large';

/** Whether a typed grant amount is a whole number from 1 to MAX_CREDIT_GRANT; null when it is. */
export function grantAmountProblem(text: string): GrantAmountProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (!/^-?\d+$/.test(trimmed)) return 'not_whole';
  const amount = Number(trimmed);
  if (amount <= 0) return 'not_positive';
  return amount > MAX_CREDIT_GRANT ? 'too_large' : null;
}

/** How many pages of `size` rows `total` rows fill (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
