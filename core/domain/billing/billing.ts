import type { AgentMode } from '../agents/agent-cost.ts';

/** Billing shapes of spec section 3 and 7.2. */
export interface ServerPlan {
  id: string;
  type: string;
  name: string;
  is_active: boolean;
  days_left: number | null;
  expires_at: string | null;
}

export interface PlanList {
  plans: ServerPlan[];
  total_plans: number;
  active_plans: number;
}

export interface ServerCredits {
  used: number;
  total: number;
  remaining: number;
  reset_date: string | null;
  last_updated: string | null;
  /** Of `remaining`, the credits paid for on their own (packs, carried-over credits); a plan change carries these over (credit-carry-over.ts). */
  paid_remaining?: number;
}

export interface CreditTransaction {
  credits: number;
  feature: string;
  activity: string;
  transaction_type: 'debit' | 'credit';
  agent_name?: string | null;
  mode?: string | null;
  base_credits?: number | null;
  status: string;
  activity_details?: unknown;
  related_to?: { type: string; id: string } | null;
  transaction_id: string;
  created_at?: string;
  /** Who spent or received it, for owners and admins (null for the organization's own rows: allowances, purchases). */
  user_id?: string | null;
  user_name?: string | null;
  user_email?: string | null;
}

export interface TransactionList {
  transactions: CreditTransaction[];
  /** Counted on the first page only: a page read by cursor carries none (the first page's stands). */
  total?: number;
  has_more: boolean;
  /** The next page's cursor (keyset, list-cursor.ts), null on the last page. */
  next_cursor: string | null;
}

export type TransactionQuery = {
  limit?: number;
  offset?: number;
  /** A `next_cursor` this list gave: the page after it, read by key (the offset is then not used). */
  cursor?: string;
  feature?: string;
  period?: string;
  status?: string;
};

export interface DeductRequest {
  amount: number;
  description: string;
  feature_type: string;
  agent_name?: string;
  agent_mode?: AgentMode | string;
  activity_type?: string;
  activity_details?: unknown;
  related_to?: { type: string; id: string };
}

export interface DeductResponse {
  success: boolean;
  credits_remaining: number;
  transaction_id: string | null;
}

export interface PurchaseRequest {
  credits: number;
  bonus: number;
  price: number;
}

/** A credit pack on offer (GET /billing/credits/packs); a purchase sends its credits, bonus and price. */
export interface CreditPackOffer {
  id: string;
  credits: number;
  bonus: number;
  price: number;
}

/** What a purchase did: offline test mode credits at once; with Stripe the credits land with the payment's webhook. */
export interface PurchaseOutcome {
  transaction_id: string;
  credits_added: number;
  test_mode: boolean;
  status: 'completed' | 'pending';
  checkout_url: string | null;
}

/** Credits a platform admin grants without a payment (to `org_id`, having no organization of their own). */
export interface AddCreditsRequest {
  amount: number;
  description?: string;
  org_id?: string;
}

export type CreditsAdded = ServerCredits & { transaction_id: string };

export interface PlanChangeRequest {
  plan_type: string;
}

/** The new plan; with Stripe it is pending until the payment's webhook, and `checkout_url` is where to pay. */
export type PlanChangeOutcome = ServerPlan & { test_mode: boolean; status: 'completed' | 'pending'; checkout_url: string | null };

/** An import tool's usage figure for an organization, kept as one debit. */
export interface UsageImport {
  org_id: string;
  feature: string;
  credits: number;
  period?: string;
}

/** An import tool's past activities of an organization, kept as debits. */
export interface ActivityImport {
  org_id: string;
  activities: { activity: string; credits: number; feature?: string }[];
}

/** How many ledger rows an import created. */
export interface ImportedCount {
  created_count: number;
}

export type DailySpendingQuery = {
  days?: number;
};

export interface CreditPackList {
  packs: CreditPackOffer[];
}

export interface UsageBreakdown {
  total_credits_used: number;
  breakdown: { feature: string; credits: number; percentage?: number }[];
}

export interface RecentActivity {
  /** The latest charges and refunds, newest first; `transaction_type` says which ('debit' is a charge, 'credit' gives one back). */
  activities: { id?: string; activity: string; credits: number; created_at: string; feature?: string; transaction_type?: 'debit' | 'credit' }[];
}

export const DEFAULT_ACTIVITY_TYPE = 'chat_message';
export const DEFAULT_TRANSACTION_STATUS = 'completed';

/**
 * Daily spending by agent (GET /billing/analytics/daily-spending): one series per agent (or other spending
 * feature), one number per day (UTC, oldest first), each the day's charges less its refunds, never below 0.
 */
export interface DailySpending {
  days: string[];
  series: { key: string; label: string; credits: number[]; total: number }[];
  total_credits: number;
}

/** How many days the daily-spending chart may ask for. */
export const DAILY_SPENDING_MAX_DAYS = 90;
