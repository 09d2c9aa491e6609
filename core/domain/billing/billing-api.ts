import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type {
  ActivityImport,
  AddCreditsRequest,
  CreditPackList,
  CreditsAdded,
  CreditTransaction,
  DailySpending,
  DailySpendingQuery,
  DeductRequest,
  DeductResponse,
  ImportedCount,
  PlanChangeOutcome,
  PlanChangeRequest,
  PlanList,
  PurchaseOutcome,
  PurchaseRequest,
  RecentActivity,
  ServerCredits,
  ServerPlan,
  TransactionList,
  TransactionQuery,
  UsageBreakdown,
  UsageImport,
} from './billing.ts';

/** A ledger row as an import tool sends it; the server's schema names and bounds its fields. */
type ImportedTransaction = Record<string, unknown>;

/** Plans, credits and the ledger: the server registers these patterns, the credits store calls them. */
export const BillingApi = {
  plan: wireRoute<NoParams, NoBody, ServerPlan>()('GET', '/billing/plan'),
  plans: wireRoute<NoParams, NoBody, PlanList>()('GET', '/payments/plans'),
  credits: wireRoute<NoParams, NoBody, ServerCredits>()('GET', '/billing/credits'),
  packs: wireRoute<NoParams, NoBody, CreditPackList>()('GET', '/billing/credits/packs'),
  deduct: wireRoute<NoParams, DeductRequest, DeductResponse>()('POST', '/billing/credits/deduct'),
  addCredits: wireRoute<NoParams, AddCreditsRequest, CreditsAdded>()('POST', '/billing/credits/add'),
  purchase: wireRoute<NoParams, PurchaseRequest, PurchaseOutcome>()('POST', '/billing/credits/purchase'),
  changePlan: wireRoute<NoParams, PlanChangeRequest, PlanChangeOutcome>()('POST', '/billing/plan/upgrade'),
  /** The same as `changePlan`: both paths are served. */
  changePlanAlias: wireRoute<NoParams, PlanChangeRequest, PlanChangeOutcome>()('POST', '/plan/upgrade'),
  transactions: wireRoute<NoParams, NoBody, TransactionList, TransactionQuery>()('GET', '/billing/credits/transactions'),
  createTransaction: wireRoute<NoParams, ImportedTransaction, CreditTransaction>()('POST', '/billing/credits/transactions/create'),
  bulkCreateTransactions: wireRoute<NoParams, ImportedTransaction[], ImportedCount>()('POST', '/billing/credits/transactions/bulk-create'),
  createUsageBreakdown: wireRoute<NoParams, UsageImport, ImportedCount>()('POST', '/billing/analytics/usage-breakdown/create'),
  createRecentActivity: wireRoute<NoParams, ActivityImport, ImportedCount>()('POST', '/billing/analytics/recent-activity/create'),
  usageBreakdown: wireRoute<NoParams, NoBody, UsageBreakdown>()('GET', '/billing/analytics/usage-breakdown'),
  dailySpending: wireRoute<NoParams, NoBody, DailySpending, DailySpendingQuery>()('GET', '/billing/analytics/daily-spending'),
  recentActivity: wireRoute<NoParams, NoBody, RecentActivity>()('GET', '/billing/analytics/recent-activity'),
};
