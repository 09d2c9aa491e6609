import type { Generated } from 'kysely';
/** Table shapes for Kysely. Times are ISO-8601 strings and booleans 0/1, the same on SQLite and PostgreSQL. */
export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: string;
  settings: string;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  org_id: string | null;
  created_at: string;
  last_login_at: string | null;
  disabled_at: string | null;
  email_domain: string | null;
  email_verified_at: string | null;
}

export interface SpacesTable {
  id: string;
  org_id: string;
  name: string;
  slug: string;
  description: string | null;
  is_default: number;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  revoked_at: string | null;
  /** Migration 016: the session's client and address, and when it was ended from the settings. */
  user_agent?: string | null;
  ip?: string | null;
  ended_at?: string | null;
}

export interface CreditAccountsTable {
  org_id: string;
  plan_type: string;
  plan_active: number;
  period_start: string;
  reset_date: string;
  total: number | string;
  used: number | string;
  balance: number | string;
  updated_at: string;
}

export interface CreditTransactionsTable {
  id: string;
  org_id: string;
  user_id: string | null;
  space_id: string | null;
  credits: number | string;
  transaction_type: string;
  feature: string;
  activity: string;
  agent_name: string | null;
  mode: string | null;
  base_credits: number | string | null;
  status: string;
  activity_details: string | null;
  related_type: string | null;
  related_id: string | null;
  idempotency_key: string | null;
  balance_after: number | string;
  created_at: string;
}

/** The ledger's daily rollup (migration 038): '' stands for no agent and for the organization's own rows. */
export interface CreditDailyTotalsTable {
  org_id: string;
  day: string;
  feature: string;
  agent_name: string;
  user_id: string;
  debited: number | string;
  credited: number | string;
  /** How many ledger rows the day holds (migration 040). */
  entries: number | string;
}

export interface OrgInvitesTable {
  id: string;
  org_id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface JoinRequestsTable {
  id: string;
  org_id: string;
  user_id: string;
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  action: string;
  actor_id: string | null;
  org_id: string | null;
  target: string | null;
  details: string | null;
  ip: string | null;
}

export interface SpaceProfileAnswersTable {
  space_id: string;
  question_id: string;
  value: string;
  updated_at: string;
  updated_by: string;
}

export interface OneTimeTokensTable {
  id: string;
  purpose: string;
  subject_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface WaitlistTable {
  id: string;
  email: string;
  name: string;
  company: string | null;
  status: string;
  created_at: string;
  approved_at: string | null;
}

export interface ChatSessionsTable { id: string; org_id: string; space_id: string; user_id: string; agent_slug: string; title: string; created_at: string; updated_at: string; pinned: Generated<number> }
export interface ChatMessagesTable { id: string; session_id: string; role: string; content: string; request_id: string | null; created_at: string; rating: number | null; feedback_categories: string; feedback_text: string | null; transaction_id: string | null; metadata: string; version_of: string | null }
export interface AgentRunsTable { request_id: string; session_id: string; org_id: string; space_id: string; user_id: string; agent_slug: string; mode: string; cost: number; transaction_id: string | null; status: string; input: string; error: string | null; created_at: string; finished_at: string | null; attempt: number; worker_id: string | null }
export interface RequestKeysTable { org_id: string; user_id: string; idempotency_key: string; fingerprint: string; claim_id: string; state: string; result_id: string | null; claimed_at: string }
export interface RunEventsTable { session_id: string; seq: number; request_id: string | null; type: string; payload: string; created_at: string }
export interface ArtifactsTable { id: string; org_id: string; space_id: string; session_id: string; message_id: string | null; artifact_type: string; artifact_subtype: string | null; filename: string; mime_type: string; size_bytes: number; generation_status: string; error_message: string | null; storage_key: string | null; created_at: string }

export interface AgentConfigsTable { space_id: string; agent_slug: string; config: string; updated_by: string; updated_at: string }

export interface ActionProposalsTable {
  id: string;
  org_id: string;
  space_id: string;
  session_id: string;
  message_id: string;
  request_id: string;
  action: string;
  title: string;
  target: string;
  /** JSON array of strings. */
  details: string;
  /** JSON object: what the action's applier needs. */
  payload: string;
  status: string;
  created_for: string;
  created_at: string;
  claimed_at: string | null;
  applied_by: string | null;
  applied_at: string | null;
  result_summary: string | null;
  result_link: string | null;
  external_id: string | null;
  error: string | null;
}

export interface DatabaseSchema {
  action_proposals: ActionProposalsTable;
  agent_configs: AgentConfigsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  agent_runs: AgentRunsTable;
  request_keys: RequestKeysTable;
  run_events: RunEventsTable;
  artifacts: ArtifactsTable;
  one_time_tokens: OneTimeTokensTable;
  waitlist: WaitlistTable;
  space_profile_answers: SpaceProfileAnswersTable;
  audit_log: AuditLogTable;
  org_invites: OrgInvitesTable;
  join_requests: JoinRequestsTable;
  mail_outbox: MailOutboxTable;
  credit_accounts: CreditAccountsTable;
  credit_transactions: CreditTransactionsTable;
  credit_daily_totals: CreditDailyTotalsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  spaces: SpacesTable;
  refresh_tokens: RefreshTokensTable;
}
