/** Readable names for the ledger's codes: the Credits screen's tables show these, never `ai_agents` or `plan_change`. */
import { agentDisplayName } from '../agents/agents.ts';
import type { CreditTransaction } from './billing.ts';

const FEATURE_LABELS: Readonly<Record<string, string>> = {
  ai_agents: 'AI agents',
  knowledge_base: 'Knowledge base',
  creative_assets: 'Creative assets',
  plan_allowance: 'Plan credits',
  period_reset: 'New credit period',
  plan_change: 'Plan change',
  credit_addition: 'Credits added',
  credit_purchase: 'Credit purchase',
  admin_grant: 'Credits granted by support',
  plan_carry_over: 'Credits carried over',
};

/** Features whose credit rows are grants in their own right; a credit row of any other feature gives back a charge. */
const GRANT_FEATURES = new Set(['plan_allowance', 'period_reset', 'plan_change', 'credit_addition', 'credit_purchase', 'admin_grant', 'plan_carry_over']);

/** A feature whose debit rows are spending (charges) and whose credit rows give a charge back (refunds); the rest is bookkeeping. */
export function isSpendingFeature(feature: string): boolean {
  return !GRANT_FEATURES.has(feature);
}

/** The feature's readable name; an unknown code reads as a sentence ('some_feature' → 'Some feature'). */
export function featureLabel(feature: string): string {
  const known = FEATURE_LABELS[feature];
  if (known) return known;
  const words = feature.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other';
}

/**
 * What a ledger row was, in words: an agent run names its agent ('Email Agent run'), a credit row of a
 * spending feature is its refund ('Refund: Email Agent run'), and bookkeeping rows read as their feature.
 */
export function transactionLabel(tx: Pick<CreditTransaction, 'feature' | 'transaction_type' | 'agent_name'>): string {
  const spent = tx.agent_name ? `${agentDisplayName(tx.agent_name)} run` : featureLabel(tx.feature);
  if (tx.transaction_type === 'credit' && !GRANT_FEATURES.has(tx.feature)) return `Refund: ${spent}`;
  if (tx.transaction_type === 'debit' && (tx.feature === 'period_reset' || tx.feature === 'plan_change')) return `${featureLabel(tx.feature)}: unused credits lapsed`;
  return spent;
}

/** Who spent, for owners and admins: the person's name, else their email; '' for the organization's own rows. */
export function transactionSpender(tx: Pick<CreditTransaction, 'user_name' | 'user_email'>): string {
  return tx.user_name?.trim() || tx.user_email || '';
}
