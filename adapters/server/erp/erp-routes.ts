import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ErpConnections } from '../../../core/server/erp/erp-connections.ts';
import { ReadErpRevenue } from '../../../core/server/erp/read-erp-revenue.ts';
import { CONNECTION_STATUSES } from '../../../core/domain/integrations/integrations.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';
import { ErpApi } from '../../../core/domain/erp/erp-api.ts';
import type { ErpConnectionView, ErpRevenueQuery, ErpRevenueView, ErpTotals } from '../../../core/domain/erp/erp.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const IdParam = z.object({ id: z.string().min(1).max(100).describe("The connection's id (from GET /integrations/odoo/connections)") });
const ErpConnectionSchema = z.object({
  id: z.string(),
  provider: z.literal('odoo'),
  label: z.string().describe('The company and database, e.g. "Acme Trading GmbH (acme)"'),
  site_url: z.string().describe('The Odoo address'),
  database: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  status_reason: z.string().nullable(),
  selected: z.boolean().describe('The connection the Dashboard and the agents read'),
  connected_at: z.string(),
  checked_at: z.string().nullable(),
}) satisfies z.ZodType<ErpConnectionView>;
const RangeSchema = z.object({ since: z.string(), until: z.string() });
const TotalsSchema = z.object({
  revenue: z.number().describe('Posted customer invoices less credit notes, untaxed, in the company currency'),
  orders: z.number().int().describe('Confirmed sales orders'),
  average_order_value: z.number().nullable().describe('Untaxed order value per confirmed order'),
  customers: z.number().int().describe('Distinct customers invoiced'),
}) satisfies z.ZodType<ErpTotals>;
const ErpRevenueSchema = z.object({
  connection: z.object({ id: z.string(), label: z.string() }),
  currency: z.string(),
  days: z.union([z.literal(7), z.literal(28), z.literal(90)]),
  range: RangeSchema,
  previous_range: RangeSchema,
  totals: TotalsSchema,
  previous_totals: TotalsSchema,
  by_day: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  top_products: z.array(z.object({ name: z.string(), revenue: z.number(), quantity: z.number() })),
  top_customers: z.array(z.object({ name: z.string(), revenue: z.number(), orders: z.number().int() })),
  truncated: z.boolean().describe('True when Odoo held more records than are read: the figures are a lower bound'),
  sandbox: z.boolean(),
}) satisfies z.ZodType<ErpRevenueView>;
const RevenueQuery = z.object({
  days: z.enum(['7', '28', '90']).optional().describe('The period in days, ending yesterday (default 28)'),
  connection_id: z.string().min(1).max(100).optional().describe('One of the space\'s Odoo connections; the selected one when absent'),
}) satisfies z.ZodType<ErpRevenueQuery>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

export const erpRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  erpConnections: ErpConnections,
  readErpRevenue: ReadErpRevenue,
} satisfies UseCaseClasses;

/** A space's ERP (Odoo) connections, the selected one, and its revenue figures. Connecting is POST /integrations/odoo/connect. */
export function erpRoutes(u: UseCasesOf<typeof erpRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(ErpApi.connections.pattern, {
      schema: { tags: ['integrations'], description: "The space's Odoo connections (one per database), the selected one marked (X-Space-ID; members read). Never contains a key.", response: { 200: z.array(ErpConnectionSchema), ...errors } },
    }, async (req) => u.erpConnections.list(principalOf(req), spaceOf(req)));

    app.post(ErpApi.select.pattern, {
      schema: { tags: ['integrations'], description: 'Makes this Odoo connection the one the Dashboard and the agents read (owners and admins).', params: IdParam, response: { 200: z.array(ErpConnectionSchema), ...errors } },
    }, async (req) => u.erpConnections.select(principalOf(req), spaceOf(req), req.params.id));

    app.delete(ErpApi.remove.pattern, {
      schema: { tags: ['integrations'], description: 'Removes one Odoo connection and its stored key (owners and admins); the oldest remaining one is read when it was the selected one.', params: IdParam, response: { 200: z.array(ErpConnectionSchema), ...errors } },
    }, async (req) => u.erpConnections.remove(principalOf(req), spaceOf(req), req.params.id));

    app.get(ErpApi.revenue.pattern, {
      schema: { tags: ['integrations'], description: 'Revenue (posted invoices), orders, average order value and customers for the last 7, 28 or 90 days against the period before, by day, with the top products and customers (X-Space-ID; members read).', querystring: RevenueQuery, response: { 200: ErpRevenueSchema, ...errors } },
    }, async (req) => u.readErpRevenue.execute(principalOf(req), spaceOf(req), { days: req.query.days ? Number(req.query.days) : undefined, connectionId: req.query.connection_id }));
  };
}
