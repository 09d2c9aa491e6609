import type { CreditAccountRecord, CreditTransactionRecord } from '../ports/records.ts';
import type { PlanOffer } from './plan-catalogue.ts';
import type { CreditTransaction, ServerCredits, ServerPlan } from '../../domain/billing/billing.ts';

const DAY_MS = 24 * 3600 * 1000;

export function toPlanView(account: CreditAccountRecord, offer: PlanOffer, now: Date): ServerPlan {
  return {
    id: `plan_${offer.type}`,
    type: offer.type,
    name: offer.name,
    is_active: account.planActive,
    days_left: Math.max(0, Math.ceil((account.resetDate.getTime() - now.getTime()) / DAY_MS)),
    expires_at: account.resetDate.toISOString(),
  };
}

export function toCreditsView(account: CreditAccountRecord): ServerCredits {
  return {
    used: account.used,
    total: account.total,
    remaining: account.balance,
    reset_date: account.resetDate.toISOString(),
    last_updated: account.updatedAt.toISOString(),
  };
}

/** A ledger row for the API; the person's name and email when the listing joined them. */
export function toTransactionView(row: CreditTransactionRecord & { userName?: string | null; userEmail?: string | null }): CreditTransaction {
  return {
    transaction_id: row.id,
    credits: row.credits,
    feature: row.feature,
    activity: row.activity,
    transaction_type: row.transactionType,
    agent_name: row.agentName,
    mode: row.mode,
    base_credits: row.baseCredits,
    status: row.status,
    activity_details: row.activityDetails,
    related_to: row.relatedType && row.relatedId ? { type: row.relatedType, id: row.relatedId } : null,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    user_name: row.userName ?? null,
    user_email: row.userEmail ?? null,
  };
}
