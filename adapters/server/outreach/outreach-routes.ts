import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { OutreachCampaigns } from '../../../core/server/outreach/outreach-campaigns.ts';
import { CreateCampaignDraft } from '../../../core/server/outreach/create-campaign-draft.ts';
import { AddCampaignLeads } from '../../../core/server/outreach/add-campaign-leads.ts';
import { OutreachAnalytics } from '../../../core/server/outreach/outreach-analytics.ts';
import { OutreachSettings } from '../../../core/server/outreach/outreach-settings.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';
import { OutreachApi } from '../../../core/domain/outreach/outreach-api.ts';
import type {
  CampaignConfirmRequest,
  CampaignDetailView,
  CampaignDraftRequest,
  CampaignDraftResultView,
  CampaignStepView,
  CampaignView,
  LeadSourceRequest,
  LeadsAddedView,
  LeadsSkippedView,
  OutreachAnalyticsQuery,
  OutreachAnalyticsView,
  OutreachPreferencesView,
  OutreachSettingsView,
} from '../../../core/domain/outreach/outreach.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const tags = ['outreach'];
const IdParam = z.object({ id: z.string().min(1).max(100).describe("Instantly's campaign id") });
const StepSchema = z.object({ subject: z.string(), body: z.string(), delay_days: z.number().int() }) satisfies z.ZodType<CampaignStepView>;
const CampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'active', 'paused', 'completed', 'other']),
  steps: z.array(StepSchema),
  sending_accounts: z.array(z.string()),
  daily_limit: z.number().nullable(),
  created_at: z.string().nullable(),
}) satisfies z.ZodType<CampaignView>;
const StepBody = z.object({
  subject: z.string().max(300).describe('The email subject; variables such as {{firstName}} are kept'),
  body: z.string().max(20_000).describe('The email body, kept as written (variables such as {{firstName}} included)'),
  delay_days: z.number().int().min(0).max(90).default(0).describe('Days to wait after the previous email (the first step: 0)'),
});
const LeadSourceShape = {
  lead_list_id: z.string().max(100).optional().describe("One of the space's saved lead lists"),
  csv: z.string().max(2_000_000).optional().describe('CSV text with a header row and an email column (first name, last name and company are read too)'),
};
const DraftBody = z.object({
  name: z.string().max(200).describe("The campaign's name in Instantly"),
  steps: z.array(StepBody).max(10).describe('The sequence, in order'),
  ...LeadSourceShape,
}) satisfies z.ZodType<CampaignDraftRequest>;
const Skipped = z
  .object({
    without_email: z.number().int(),
    already_in_campaign: z.number().int(),
    in_other_campaign: z.number().int().describe('Already in another campaign of the Instantly workspace (Instantly skips those)'),
    blocklisted: z.number().int(),
    invalid_email: z.number().int(),
  })
  .describe('Why leads were not added') satisfies z.ZodType<LeadsSkippedView>;
const LeadsResult = z.object({ leads_added: z.number().int(), leads_skipped: z.number().int(), skipped: Skipped }) satisfies z.ZodType<LeadsAddedView>;
const DraftResult = LeadsResult.extend({ campaign: CampaignSchema }) satisfies z.ZodType<CampaignDraftResultView>;
const ConfirmBody = z.object({ confirm: z.boolean().optional().describe('True: a person confirmed it (after seeing the campaign and its number of leads)') }) satisfies z.ZodType<CampaignConfirmRequest>;
const Figures = { sent: z.number(), opened: z.number(), replied: z.number(), bounced: z.number().nullable().describe('Null where Instantly gives no bounces (one campaign by day)') };
const AnalyticsSchema = z.object({
  campaign_id: z.string().nullable(),
  range: z.object({ since: z.string(), until: z.string() }),
  daily: z.array(z.object({ date: z.string(), ...Figures })),
  totals: z.object(Figures),
  sandbox: z.boolean(),
}) satisfies z.ZodType<OutreachAnalyticsView>;
const AnalyticsQuery = z.object({
  campaign_id: z.string().max(100).optional().describe('A campaign id; every campaign when absent'),
  days: z.coerce.number().int().optional().describe('7, 28 or 90 days back, today included (default 7)'),
}) satisfies z.ZodType<OutreachAnalyticsQuery>;
const PreferencesSchema = z.object({
  sending_accounts: z.array(z.string()),
  daily_limit: z.number().int(),
  timezone: z.string(),
  days: z.array(z.number().int()),
  from: z.string(),
  to: z.string(),
}) satisfies z.ZodType<OutreachPreferencesView>;
const PreferencesBody = z.object({
  sending_accounts: z.array(z.string().max(254)).max(100).describe('Sending accounts (email addresses of the Instantly workspace) new drafts send from'),
  daily_limit: z.number().int().describe('Emails a campaign sends per day at most (1 to 10,000)'),
  timezone: z.string().max(60).describe('The schedule\'s time zone: one of those Instantly accepts (`time_zones` of the settings), e.g. Europe/Belgrade'),
  days: z.array(z.number().int()).max(7).describe('Days of the week it sends on, 0 = Sunday'),
  from: z.string().max(5).describe('Daily window start, HH:MM'),
  to: z.string().max(5).describe('Daily window end, HH:MM'),
}) satisfies z.ZodType<OutreachPreferencesView>;
const SettingsSchema = z.object({
  preferences: PreferencesSchema,
  accounts: z.array(z.object({ email: z.string(), name: z.string().nullable(), status: z.enum(['active', 'paused', 'error']) })),
  time_zones: z.array(z.string()).describe('The time zones Instantly accepts for a schedule'),
}) satisfies z.ZodType<OutreachSettingsView>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);
const steps = (list: z.infer<typeof StepBody>[]) => list.map((s) => ({ subject: s.subject, body: s.body, delayDays: s.delay_days }));

export const outreachRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  campaigns: OutreachCampaigns,
  createDraft: CreateCampaignDraft,
  addLeads: AddCampaignLeads,
  analytics: OutreachAnalytics,
  settings: OutreachSettings,
} satisfies UseCaseClasses;

/** Outreach with Instantly: campaigns, their leads, daily analytics and the space's settings (X-Space-ID; members read). */
export function outreachRoutes(u: UseCasesOf<typeof outreachRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(OutreachApi.campaigns.pattern, {
      schema: { tags, description: "The Instantly workspace's campaigns with their status and sequence (members read).", response: { 200: z.array(CampaignSchema), ...errors } },
    }, async (req) => u.campaigns.list(principalOf(req), spaceOf(req)));

    app.post(OutreachApi.createDraft.pattern, {
      schema: { tags, description: 'Creates a campaign in Instantly as a draft (nothing is sent until it is launched), with its sequence, the space\'s sending accounts and schedule defaults, and leads from a saved list or a CSV deduplicated by email (owners and admins).', body: DraftBody, response: { 200: DraftResult, ...errors } },
    }, async (req) => u.createDraft.execute(principalOf(req), spaceOf(req), { name: req.body.name, steps: steps(req.body.steps), leadListId: req.body.lead_list_id, csv: req.body.csv }));

    app.get(OutreachApi.campaign.pattern, {
      schema: { tags, description: 'One campaign and its number of leads (what the launch confirmation names).', params: IdParam, response: { 200: z.object({ campaign: CampaignSchema, lead_count: z.number().int() }) satisfies z.ZodType<CampaignDetailView>, ...errors } },
    }, async (req) => u.campaigns.detail(principalOf(req), spaceOf(req), req.params.id));

    app.post(OutreachApi.addLeads.pattern, {
      schema: { tags, description: 'Adds leads from a saved list or a CSV to the campaign, skipping those it has (by email) and those without an email (owners and admins).', params: IdParam, body: z.object(LeadSourceShape) satisfies z.ZodType<LeadSourceRequest>, response: { 200: LeadsResult, ...errors } },
    }, async (req) => u.addLeads.execute(principalOf(req), spaceOf(req), req.params.id, { leadListId: req.body.lead_list_id, csv: req.body.csv }));

    app.post(OutreachApi.launch.pattern, {
      schema: { tags, description: 'Launches a draft: it starts sending to its leads. Only with `confirm: true`, a person\'s confirmation (owners and admins).', params: IdParam, body: ConfirmBody, response: { 200: CampaignSchema, ...errors } },
    }, async (req) => u.campaigns.launch(principalOf(req), spaceOf(req), req.params.id, req.body.confirm === true));

    app.post(OutreachApi.pause.pattern, {
      schema: { tags, description: 'Pauses a campaign (owners and admins).', params: IdParam, response: { 200: CampaignSchema, ...errors } },
    }, async (req) => u.campaigns.pause(principalOf(req), spaceOf(req), req.params.id));

    app.post(OutreachApi.resume.pattern, {
      schema: { tags, description: 'Resumes a paused campaign: it sends again. Only with `confirm: true` (owners and admins).', params: IdParam, body: ConfirmBody, response: { 200: CampaignSchema, ...errors } },
    }, async (req) => u.campaigns.resume(principalOf(req), spaceOf(req), req.params.id, req.body.confirm === true));

    app.get(OutreachApi.analytics.pattern, {
      schema: { tags, description: 'Daily sent, opened, replied and bounced, with totals, for a campaign or all of them over the last 7, 28 or 90 days (members read).', querystring: AnalyticsQuery, response: { 200: AnalyticsSchema, ...errors } },
    }, async (req) => u.analytics.execute(principalOf(req), spaceOf(req), { campaignId: req.query.campaign_id ?? null, days: req.query.days }));

    app.get(OutreachApi.settings.pattern, {
      schema: { tags, description: "The space's Instantly defaults and the workspace's sending accounts (members read).", response: { 200: SettingsSchema, ...errors } },
    }, async (req) => u.settings.get(principalOf(req), spaceOf(req)));

    app.put(OutreachApi.saveSettings.pattern, {
      schema: { tags, description: 'Sets the sending accounts new drafts use and the schedule defaults (owners and admins).', body: PreferencesBody, response: { 200: SettingsSchema, ...errors } },
    }, async (req) =>
      u.settings.save(principalOf(req), spaceOf(req), {
        sendingAccounts: req.body.sending_accounts,
        dailyLimit: req.body.daily_limit,
        timezone: req.body.timezone,
        days: req.body.days,
        from: req.body.from,
        to: req.body.to,
      }));
  };
}
