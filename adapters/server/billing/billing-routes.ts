import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddCredits } from '../../../core/server/billing/add-credits.ts';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { ChangePlan } from '../../../core/server/billing/change-plan.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import { GetBillingOverview } from '../../../core/server/billing/get-billing-overview.ts';
import { ImportLedgerRecords } from '../../../core/server/billing/import-ledger-records.ts';
import { ListTransactions } from '../../../core/server/billing/list-transactions.ts';
import { PurchaseCredits } from '../../../core/server/billing/purchase-credits.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth } from '../http/authenticate-request.ts';
import { IdempotencyKeyHeader } from '../http/idempotency-key-header.ts';
import {
  AddCreditsBody,
  CreditPackSchema,
  CreditsSchema,
  DailySpendingQuerySchema,
  DailySpendingSchema,
  DeductBody,
  DeductResponseSchema,
  ErrorSchema,
  PlanChangeBody,
  PlanSchema,
  PurchaseBody,
  TransactionQuerySchema,
  TransactionSchema,
} from '../http/schemas.ts';
import { BillingApi } from '../../../core/domain/billing/billing-api.ts';
import type {
  ActivityImport,
  CreditPackList,
  CreditsAdded,
  PlanChangeOutcome,
  PlanList,
  PurchaseOutcome,
  RecentActivity,
  TransactionList,
  UsageBreakdown,
  UsageImport,
} from '../../../core/domain/billing/billing.ts';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema };

/** The use cases the billing routes call. */
export const billingRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  billingOverview: GetBillingOverview,
  deductCredits: DeductCredits,
  addCredits: AddCredits,
  purchaseCredits: PurchaseCredits,
  changePlan: ChangePlan,
  listTransactions: ListTransactions,
  importLedgerRecords: ImportLedgerRecords,
} satisfies UseCaseClasses;

/** Plans, credits and the ledger (spec 7.2). */
export function billingRoutes(u: UseCasesOf<typeof billingRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(BillingApi.plan.pattern, { schema: { tags: ['billing'], response: { 200: PlanSchema, ...errors } } }, async (req) =>
      u.billingOverview.plan(principalOf(req)));

    app.get(BillingApi.plans.pattern, {
      schema: {
        tags: ['billing'],
        response: {
          200: z.object({
            plans: z.array(PlanSchema.extend({ credits: z.number(), price: z.number(), period_days: z.number(), features: z.array(z.string()).describe('What the plan offers, in words') })),
            total_plans: z.number(),
            active_plans: z.number(),
          }) satisfies z.ZodType<PlanList>,
          ...errors,
        },
      },
    }, async (req) => u.billingOverview.plans(principalOf(req)));

    app.get(BillingApi.credits.pattern, { schema: { tags: ['billing'], response: { 200: CreditsSchema, ...errors } } }, async (req) =>
      u.billingOverview.credits(principalOf(req)));

    app.get(BillingApi.packs.pattern, {
      schema: { tags: ['billing'], response: { 200: z.object({ packs: z.array(CreditPackSchema) }) satisfies z.ZodType<CreditPackList>, ...errors } },
    }, async () => u.billingOverview.creditPacks());

    app.post(BillingApi.deduct.pattern, { schema: { tags: ['billing'], headers: IdempotencyKeyHeader, body: DeductBody, response: { 200: DeductResponseSchema, ...errors } } }, async (req) =>
      u.deductCredits.execute(principalOf(req), req.body, { idempotencyKey: req.headers['idempotency-key'], spaceId: req.spaceId }));

    app.post(BillingApi.addCredits.pattern, {
      schema: { tags: ['billing'], headers: IdempotencyKeyHeader, body: AddCreditsBody, response: { 200: CreditsSchema.extend({ transaction_id: z.string() }) satisfies z.ZodType<CreditsAdded>, ...errors, 404: ErrorSchema } },
    }, async (req) => u.addCredits.execute(principalOf(req), req.body, req.headers['idempotency-key']));

    app.post(BillingApi.purchase.pattern, {
      schema: {
        tags: ['billing'],
        headers: IdempotencyKeyHeader,
        body: PurchaseBody,
        response: { 200: z.object({ transaction_id: z.string(), credits_added: z.number(), test_mode: z.boolean(), status: z.enum(['completed', 'pending']), checkout_url: z.string().nullable() }) satisfies z.ZodType<PurchaseOutcome>, ...errors },
      },
    }, async (req) => u.purchaseCredits.execute(principalOf(req), req.body, req.headers['idempotency-key']));

    const planChange = {
      schema: { tags: ['billing'], body: PlanChangeBody, response: { 200: PlanSchema.extend({ test_mode: z.boolean(), status: z.enum(['completed', 'pending']), checkout_url: z.string().nullable() }) satisfies z.ZodType<PlanChangeOutcome>, ...errors } },
    };
    app.post(BillingApi.changePlan.pattern, planChange, async (req) => u.changePlan.execute(principalOf(req), req.body.plan_type));
    // Decisions D13: both paths behave identically.
    app.post(BillingApi.changePlanAlias.pattern, planChange, async (req) => u.changePlan.execute(principalOf(req), req.body.plan_type));

    app.get(BillingApi.transactions.pattern, {
      schema: {
        tags: ['billing'],
        description: "The credit history, newest first. Owners and admins get the organization's rows, each with who spent it (user_name, user_email); a plain member gets only their own rows, and total and has_more count only those.",
        querystring: TransactionQuerySchema,
        response: { 200: z.object({ transactions: z.array(TransactionSchema), total: z.number().optional().describe('Counted on a first page only (without cursor): a page read by cursor carries none, as counting reads every row'), has_more: z.boolean(), next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page') }) satisfies z.ZodType<TransactionList>, ...errors },
      },
    }, async (req) => u.listTransactions.execute(principalOf(req), req.query));

    const ImportedTransaction = z.object({
      org_id: z.string().min(1).max(100),
      credits: z.number().int().positive().max(10_000_000),
      transaction_type: z.enum(['debit', 'credit']).default('debit'),
      feature: z.string().min(1).max(100).default('ai_agents'),
      activity: z.string().max(500).default('Imported'),
      agent_name: z.string().max(100).optional(),
      mode: z.string().max(30).optional(),
      base_credits: z.number().int().min(0).optional(),
      activity_details: z.unknown().optional(),
      related_to: z.object({ type: z.string().max(100), id: z.string().max(200) }).optional(),
      transaction_id: z.string().max(200).optional(),
    });
    const adminOnly = { ...errors, 409: ErrorSchema };

    app.post(BillingApi.createTransaction.pattern, {
      schema: { tags: ['billing'], body: ImportedTransaction, response: { 200: TransactionSchema, ...adminOnly } },
    }, async (req) => u.importLedgerRecords.one(principalOf(req), req.body));

    app.post(BillingApi.bulkCreateTransactions.pattern, {
      schema: { tags: ['billing'], body: z.array(ImportedTransaction).max(10_000), response: { 200: z.object({ created_count: z.number() }), ...adminOnly } },
    }, async (req) => u.importLedgerRecords.many(principalOf(req), req.body));

    app.post(BillingApi.createUsageBreakdown.pattern, {
      schema: {
        tags: ['billing'],
        body: z.object({ org_id: z.string().min(1).max(100), feature: z.string().min(1).max(100), credits: z.number().int().positive().max(10_000_000), period: z.string().max(50).optional() }) satisfies z.ZodType<UsageImport>,
        response: { 200: z.object({ created_count: z.number() }), ...adminOnly },
      },
    }, async (req) =>
      u.importLedgerRecords.many(principalOf(req), [
        { org_id: req.body.org_id, credits: req.body.credits, transaction_type: 'debit', feature: req.body.feature, activity: `Imported usage${req.body.period ? ` (${req.body.period})` : ''}` },
      ]));

    app.post(BillingApi.createRecentActivity.pattern, {
      schema: {
        tags: ['billing'],
        body: z.object({
          org_id: z.string().min(1).max(100),
          activities: z.array(z.object({ activity: z.string().min(1).max(500), credits: z.number().int().positive().max(10_000_000), feature: z.string().max(100).optional() })).max(10_000),
        }) satisfies z.ZodType<ActivityImport>,
        response: { 200: z.object({ created_count: z.number() }), ...adminOnly },
      },
    }, async (req) =>
      u.importLedgerRecords.many(
        principalOf(req),
        req.body.activities.map((a) => ({ org_id: req.body.org_id, credits: a.credits, transaction_type: 'debit' as const, feature: a.feature ?? 'ai_agents', activity: a.activity })),
      ));

    app.get(BillingApi.usageBreakdown.pattern, {
      schema: {
        tags: ['billing'],
        response: {
          200: z.object({
            total_credits_used: z.number(),
            breakdown: z.array(z.object({ feature: z.string(), credits: z.number(), percentage: z.number().optional() })),
          }) satisfies z.ZodType<UsageBreakdown>,
          ...errors,
        },
      },
    }, async (req) => u.listTransactions.usageBreakdown(principalOf(req)));

    app.get(BillingApi.dailySpending.pattern, {
      schema: {
        tags: ['billing'],
        description: "Credits spent per day and agent over the last `days` days (UTC, today included): each day's charges less its refunds. Owners and admins get the organization's spending; a plain member only their own.",
        querystring: DailySpendingQuerySchema,
        response: { 200: DailySpendingSchema, ...errors },
      },
    }, async (req) => u.listTransactions.dailySpending(principalOf(req), req.query.days));

    app.get(BillingApi.recentActivity.pattern, {
      schema: {
        tags: ['billing'],
        response: {
          200: z.object({
            activities: z.array(z.object({ id: z.string().optional(), activity: z.string(), credits: z.number(), created_at: z.string(), feature: z.string().optional(), transaction_type: z.enum(['debit', 'credit']).optional() })),
          }) satisfies z.ZodType<RecentActivity>,
          ...errors,
        },
      },
    }, async (req) => u.listTransactions.recentActivity(principalOf(req)));
  };
}
