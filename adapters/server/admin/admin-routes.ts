import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { DescribeIntegrations } from '../../../core/server/admin/describe-integrations.ts';
import { ManageWaitlist } from '../../../core/server/auth/manage-waitlist.ts';
import { PlatformAdmin } from '../../../core/server/admin/platform-admin.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { principalOf, requireAuth } from '../http/authenticate-request.ts';
import { CreditsSchema, ErrorSchema, IntegrationsReportSchema, PlanSchema } from '../http/schemas.ts';
import { CURSOR_MAX_LENGTH } from '../../../core/domain/list-cursor.ts';
import type {
  AdminOrganization as AdminOrganizationRecord,
  AdminOrganizationPage,
  AdminUser as AdminUserRecord,
  AdminUserPage,
  AuditEntry as AuditEntryRecord,
  AuditLogPage,
  AuditQuery,
  CreditGrant,
  CreditGrantResult,
  PageQuery,
  PlatformStats,
  UserDisabledState,
  WaitlistPage,
  WaitlistQuery,
} from '../../../core/domain/admin/platform-admin.ts';
import type { PlanChangeRequest } from '../../../core/domain/billing/billing.ts';
import type { MessageResponse } from '../../../core/domain/message-response.ts';
import { PlatformAdminApi } from '../../../core/domain/admin/platform-admin-api.ts';

const AdminUser = z.object({
  id: z.string(), email: z.string(), name: z.string(), role: z.string(), org_id: z.string().nullable(),
  created_at: z.string(), last_login_at: z.string().nullable(), disabled: z.boolean(),
}) satisfies z.ZodType<AdminUserRecord>;
const AdminOrganization = z.object({
  id: z.string(), name: z.string(), created_at: z.string(), member_count: z.number(), plan: PlanSchema, credits: CreditsSchema,
}) satisfies z.ZodType<AdminOrganizationRecord>;
const AuditEntry = z.object({
  id: z.string(), at: z.string(), action: z.string(), actor_id: z.string().nullable(), org_id: z.string().nullable(),
  target: z.string().nullable(), details: z.unknown(), ip: z.string().nullable(),
  actor_name: z.string().nullable().describe("The actor's name, joined from users (null when unknown)"),
  actor_email: z.string().nullable().describe("The actor's email address (null when unknown)"),
  org_name: z.string().nullable().describe("The organization's name (null when none)"),
  target_name: z.string().nullable().describe('The target\'s readable name when it is a user, organization or space'),
  target_email: z.string().nullable().describe('The target\'s email address when it is a user'),
}) satisfies z.ZodType<AuditEntryRecord>;

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const Paging = z.object({ q: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).optional(), offset: z.coerce.number().int().min(0).optional() });
/** Keyset paging beside the spec's offset (list-cursor.ts). */
const Cursor = z.string().max(CURSOR_MAX_LENGTH).optional().describe("The `next_cursor` of the page before: the page after it, read by key from an index (a deep page costs what the first does); `offset` is then not used");
const NextCursor = z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page');
const Total = z.number().optional().describe('Counted on a first page only (without cursor): a page read by cursor carries none, as counting reads every row');
const IdParam = z.object({ id: z.string().min(1).max(100) });

/** The use cases the admin routes call. */
export const adminRouteUseCases = {
  authenticate: Authenticate,
  platformAdmin: PlatformAdmin,
  manageWaitlist: ManageWaitlist,
  describeIntegrations: DescribeIntegrations,
} satisfies UseCaseClasses;

/** Platform admin API (system_admin; support_admin read-only). */
export function adminRoutes(u: UseCasesOf<typeof adminRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));

    app.get(PlatformAdminApi.stats.pattern, { schema: { tags: ['admin'], response: { 200: z.object({ users: z.number(), organizations: z.number() }) satisfies z.ZodType<PlatformStats>, ...errors } } }, async (req) =>
      u.platformAdmin.stats(principalOf(req)));

    app.get(PlatformAdminApi.users.pattern, { schema: { tags: ['admin'], querystring: Paging.extend({ cursor: Cursor }) satisfies z.ZodType<PageQuery>, response: { 200: z.object({ total: Total, next_cursor: NextCursor, users: z.array(AdminUser) }) satisfies z.ZodType<AdminUserPage>, ...errors } } }, async (req) => u.platformAdmin.users(principalOf(req), req.query));

    app.get(PlatformAdminApi.organizations.pattern, { schema: { tags: ['admin'], querystring: Paging satisfies z.ZodType<PageQuery>, response: { 200: z.object({ total: z.number(), organizations: z.array(AdminOrganization) }) satisfies z.ZodType<AdminOrganizationPage>, ...errors } } }, async (req) =>
      u.platformAdmin.organizations(principalOf(req), req.query));

    app.put(PlatformAdminApi.disableUser.pattern, { schema: { tags: ['admin'], params: IdParam, response: { 200: z.object({ id: z.string(), disabled: z.boolean() }) satisfies z.ZodType<UserDisabledState>, ...errors } } }, async (req) =>
      u.platformAdmin.setUserDisabled(principalOf(req), req.params.id, true));

    app.put(PlatformAdminApi.enableUser.pattern, { schema: { tags: ['admin'], params: IdParam, response: { 200: z.object({ id: z.string(), disabled: z.boolean() }) satisfies z.ZodType<UserDisabledState>, ...errors } } }, async (req) =>
      u.platformAdmin.setUserDisabled(principalOf(req), req.params.id, false));

    app.put(PlatformAdminApi.changePlan.pattern, { schema: { tags: ['admin'], params: IdParam, body: z.object({ plan_type: z.string().min(1).max(50) }) satisfies z.ZodType<PlanChangeRequest>, response: { 200: PlanSchema, ...errors } } }, async (req) =>
      u.platformAdmin.changeOrganizationPlan(principalOf(req), req.params.id, req.body.plan_type));

    app.post(PlatformAdminApi.grantCredits.pattern, {
      schema: {
        tags: ['admin'],
        params: IdParam,
        body: z.object({ amount: z.number().int().positive().max(10_000_000), reason: z.string().max(500).default('') }) satisfies z.ZodType<CreditGrant>,
        response: { 200: z.object({ transaction_id: z.string(), credits: CreditsSchema }) satisfies z.ZodType<CreditGrantResult>, ...errors },
      },
    }, async (req) => u.platformAdmin.grantCredits(principalOf(req), req.params.id, req.body));

    app.get(PlatformAdminApi.waitlist.pattern, {
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(['pending', 'approved']).optional(), limit: z.coerce.number().int().min(1).max(200).optional(), offset: z.coerce.number().int().min(0).optional() }) satisfies z.ZodType<WaitlistQuery>,
        response: {
          200: z.object({
            total: z.number(),
            entries: z.array(z.object({ id: z.string(), email: z.string(), name: z.string(), company: z.string().nullable(), status: z.string(), created_at: z.string(), approved_at: z.string().nullable() })),
          }) satisfies z.ZodType<WaitlistPage>,
          ...errors,
        },
      },
    }, async (req) => u.manageWaitlist.list(principalOf(req), req.query));

    app.put(PlatformAdminApi.approveWaitlist.pattern, { schema: { tags: ['admin'], params: IdParam, response: { 200: z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>, ...errors } } }, async (req) =>
      u.manageWaitlist.approve(principalOf(req), req.params.id));

    // What the server is configured with, by adapter name (no secrets): the admin Integrations screen.
    app.get(PlatformAdminApi.integrations.pattern, {
      schema: {
        tags: ['admin'],
        response: {
          200: IntegrationsReportSchema,
          ...errors,
        },
      },
    }, async (req) => u.describeIntegrations.execute(principalOf(req)));

    app.get(PlatformAdminApi.auditLog.pattern, {
      schema: {
        tags: ['admin'],
        querystring: z.object({ org_id: z.string().max(100).optional(), action: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(200).optional(), offset: z.coerce.number().int().min(0).optional(), cursor: Cursor }) satisfies z.ZodType<AuditQuery>,
        response: { 200: z.object({ total: Total, next_cursor: NextCursor, entries: z.array(AuditEntry) }) satisfies z.ZodType<AuditLogPage>, ...errors },
      },
    }, async (req) => u.platformAdmin.auditLog(principalOf(req), req.query));
  };
}
