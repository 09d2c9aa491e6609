import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ManageConnections } from '../../../core/server/integrations/manage-connections.ts';
import { RotateSecretsKey } from '../../../core/server/integrations/rotate-secrets-key.ts';
import { ReadAdPerformance } from '../../../core/server/integrations/read-ad-performance.ts';
import { Ga4Connection } from '../../../core/server/integrations/ga4-connection.ts';
import { CONNECTION_STATUSES, INTEGRATION_KINDS, INTEGRATION_PROVIDERS, type ConnectCredentials, type ConnectionView } from '../../../core/domain/integrations/integrations.ts';
import { IntegrationsApi } from '../../../core/domain/integrations/integrations-api.ts';
import { PlatformAdminApi } from '../../../core/domain/admin/platform-admin-api.ts';
import type { SecretsRotationReport } from '../../../core/domain/admin/platform-admin.ts';
import type { AdPerformanceView, DateRangeQuery } from '../../../core/domain/integrations/ad-performance.ts';
import type { AnalyticsAccountView, AnalyticsAuthorizationView, AnalyticsBreakdownRow, AnalyticsCallbackRequest, AnalyticsPropertiesRequest, AnalyticsReportView } from '../../../core/domain/integrations/analytics.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const ProviderParam = z.object({ provider: z.string().min(1).max(40) });
export const ConnectionSchema = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  used_for: z.string(),
  auth: z.enum(['oauth', 'token']),
  availability: z.enum(['available', 'soon']),
  status: z.enum(CONNECTION_STATUSES),
  status_reason: z.string().nullable(),
  account_label: z.string().nullable(),
  checked_at: z.string().nullable(),
  connected_at: z.string().nullable(),
  connected_by: z.string().nullable(),
  sandbox: z.boolean(),
}) satisfies z.ZodType<ConnectionView>;
const ConnectBody = z.object({
  access_token: z.string().min(1).max(4096).describe('The provider access token, API key, application password or Admin API key; stored encrypted, never returned'),
  account_id: z.string().min(1).max(100).optional().describe('Which ad account to read; the first the token may read when absent'),
  site_url: z.string().max(500).optional().describe('WordPress, Ghost and Odoo: the site address (a public http(s) host)'),
  username: z.string().max(200).optional().describe('WordPress: the user the drafts are created as'),
  database: z.string().max(200).optional().describe('Odoo: the database to read'),
}) satisfies z.ZodType<ConnectCredentials>;
const Figures = {
  spend: z.number(), impressions: z.number(), clicks: z.number(), conversions: z.number(), conversion_value: z.number().nullable(),
};
const Ratios = { ctr: z.number().nullable(), cpc: z.number().nullable(), roas: z.number().nullable() };
const RangeSchema = z.object({ since: z.string(), until: z.string() });
const AdPerformanceSchema = z.object({
  provider: z.literal('meta_ads'),
  account: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
  range: RangeSchema,
  previous_range: RangeSchema,
  totals: z.object({ ...Figures, ...Ratios }),
  previous_totals: z.object({ ...Figures, ...Ratios }),
  campaigns: z.array(z.object({ campaign_id: z.string(), name: z.string(), ...Figures, ...Ratios })),
  daily: z.array(z.object({ date: z.string(), ...Figures })),
  sandbox: z.boolean(),
}) satisfies z.ZodType<AdPerformanceView>;
const RangeQuery = z.object({
  since: z.string().max(10).optional().describe('First day, YYYY-MM-DD (default: 28 days before yesterday)'),
  until: z.string().max(10).optional().describe('Last day, YYYY-MM-DD (default: yesterday)'),
}) satisfies z.ZodType<DateRangeQuery>;
const AnalyticsTotalsShape = {
  sessions: z.number(), users: z.number(), new_users: z.number(), engagement_rate: z.number(), key_events: z.number(), revenue: z.number().nullable(),
};
const BreakdownSchema = z.object({ label: z.string(), sessions: z.number(), users: z.number(), key_events: z.number() }) satisfies z.ZodType<AnalyticsBreakdownRow>;
const AnalyticsReportSchema = z.object({
  property: z.object({ id: z.string(), name: z.string() }),
  range: RangeSchema,
  previous_range: RangeSchema,
  totals: z.object(AnalyticsTotalsShape),
  previous_totals: z.object(AnalyticsTotalsShape),
  by_day: z.array(z.object({ date: z.string(), ...AnalyticsTotalsShape })),
  by_channel: z.array(BreakdownSchema),
  previous_by_channel: z.array(BreakdownSchema),
  by_landing_page: z.array(BreakdownSchema),
  by_source_medium: z.array(BreakdownSchema),
  sandbox: z.boolean(),
}) satisfies z.ZodType<AnalyticsReportView>;
const AnalyticsAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  properties: z.array(z.object({ id: z.string(), name: z.string(), linked: z.boolean(), selected: z.boolean() })),
}) satisfies z.ZodType<AnalyticsAccountView>;
const CallbackBody = z.object({
  query: z.string().min(1).max(4096).describe("Google's callback query string as the browser received it on /ga4-setup (code and state, or error)"),
}) satisfies z.ZodType<AnalyticsCallbackRequest>;
const PropertiesBody = z.object({
  linked: z.array(z.string().regex(/^\d{1,20}$/)).max(50).describe('GA4 property ids linked to the space'),
  selected: z.string().regex(/^\d{1,20}$/).nullable().describe('The linked property the reports read'),
}) satisfies z.ZodType<AnalyticsPropertiesRequest>;
const RotationSchema = z.object({
  key_id: z.string(),
  key_source: z.enum(['env', 'file']),
  resealed: z.number().int(),
  unreadable: z.number().int(),
  retired_key_ids: z.array(z.string()),
}) satisfies z.ZodType<SecretsRotationReport>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

export const integrationRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  manageConnections: ManageConnections,
  rotateSecretsKey: RotateSecretsKey,
  readAdPerformance: ReadAdPerformance,
  ga4: Ga4Connection,
} satisfies UseCaseClasses;

/** A space's connections to outside services, and the secrets key rotation of platform admins. */
export function integrationRoutes(u: UseCasesOf<typeof integrationRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(IntegrationsApi.connections.pattern, {
      schema: { tags: ['integrations'], description: 'Every integration of the catalogue with this space\'s connection to it (X-Space-ID). Never contains a secret.', response: { 200: z.array(ConnectionSchema), ...errors } },
    }, async (req) => u.manageConnections.list(principalOf(req), spaceOf(req)));

    app.post(IntegrationsApi.connect.pattern, {
      schema: { tags: ['integrations'], description: 'Connects a token-based provider to the space (owners and admins). The token is checked with the provider before it is stored, encrypted.', params: ProviderParam, body: ConnectBody, response: { 200: ConnectionSchema, ...errors } },
    }, async (req) => u.manageConnections.connectWithToken(principalOf(req), spaceOf(req), req.params.provider, {
      secret: req.body.access_token,
      accountId: req.body.account_id,
      siteUrl: req.body.site_url,
      username: req.body.username,
      database: req.body.database,
    }));

    app.delete(IntegrationsApi.disconnect.pattern, {
      schema: { tags: ['integrations'], description: 'Disconnects the provider from the space (owners and admins); its stored secret is deleted.', params: ProviderParam, response: { 200: ConnectionSchema, ...errors } },
    }, async (req) => u.manageConnections.disconnect(principalOf(req), spaceOf(req), req.params.provider));

    app.get(IntegrationsApi.adPerformance.pattern, {
      schema: { tags: ['integrations'], description: 'Ad spend, impressions, clicks, conversions, CTR, CPC and ROAS by campaign and day for a range, with the period before it (X-Space-ID; members read).', querystring: RangeQuery, response: { 200: AdPerformanceSchema, ...errors } },
    }, async (req) => u.readAdPerformance.execute(principalOf(req), spaceOf(req), req.query));

    app.post(IntegrationsApi.ga4Start.pattern, {
      schema: { tags: ['integrations'], description: 'Starts connecting Google Analytics (owners and admins): the Google sign-in address, with PKCE and a state bound to the caller and the space.', response: { 200: z.object({ authorization_url: z.string() }) satisfies z.ZodType<AnalyticsAuthorizationView>, ...errors } },
    }, async (req) => u.ga4.start(principalOf(req), spaceOf(req)));

    app.post(IntegrationsApi.ga4Callback.pattern, {
      schema: { tags: ['integrations'], description: "Finishes connecting Google Analytics with Google's callback; the refresh token is stored encrypted.", body: CallbackBody, response: { 200: ConnectionSchema, ...errors } },
    }, async (req) => {
      const params = new URLSearchParams(req.body.query.replace(/^\?/, ''));
      return u.ga4.finish(principalOf(req), spaceOf(req), Object.fromEntries(params.entries()));
    });

    app.get(IntegrationsApi.ga4Accounts.pattern, {
      schema: { tags: ['integrations'], description: 'The Google account\'s GA4 accounts and properties, marked linked and selected for the space (Admin API account summaries).', response: { 200: z.array(AnalyticsAccountSchema), ...errors } },
    }, async (req) => u.ga4.accounts(principalOf(req), spaceOf(req)));

    app.put(IntegrationsApi.ga4Properties.pattern, {
      schema: { tags: ['integrations'], description: 'Links GA4 properties to the space and selects the one its reports read (owners and admins).', body: PropertiesBody, response: { 200: ConnectionSchema, ...errors } },
    }, async (req) => u.ga4.setProperties(principalOf(req), spaceOf(req), req.body.linked, req.body.selected));

    app.get(IntegrationsApi.ga4Report.pattern, {
      schema: { tags: ['integrations'], description: 'Sessions, users, new users, engagement rate, key events and revenue of the selected property by day, channel, landing page and source / medium, with the period before (Data API runReport).', querystring: RangeQuery, response: { 200: AnalyticsReportSchema, ...errors } },
    }, async (req) => u.ga4.report(principalOf(req), spaceOf(req), req.query));

    app.post(PlatformAdminApi.rotateSecretsKey.pattern, {
      schema: { tags: ['admin'], description: 'Re-encrypts every stored integration secret under the current key (system admins; `npm run cli -- admin rotate-secrets-key`).', response: { 200: RotationSchema, ...errors } },
    }, async (req) => u.rotateSecretsKey.execute(principalOf(req)));
  };
}
