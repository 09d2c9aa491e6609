import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { SearchLeads } from '../../../core/server/leads/search-leads.ts';
import { SaveLeadsToList } from '../../../core/server/leads/save-leads-to-list.ts';
import { EnrichLeadList } from '../../../core/server/leads/enrich-lead-list.ts';
import { LeadLists } from '../../../core/server/leads/lead-lists.ts';
import { ExportLeadList } from '../../../core/server/leads/export-lead-list.ts';
import type { LeadList, LeadInput, SavedLead } from '../../../core/server/leads/lead-list-repository.ts';
import type { LeadCandidate } from '../../../core/server/leads/lead-search-provider.ts';
import { ServerError, ServerMessages } from '../../../core/server/errors.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { isMaskedLastName } from '../../../core/domain/leads/lead-names.ts';
import type {
  AddLeadsToList,
  EnrichLeadListRequest,
  EnrichLeadListResult,
  LeadListView,
  LeadListWithLeads,
  LeadPersonView,
  LeadSearchPageView,
  LeadSearchRequest,
  LeadToSave,
  NewLeadList,
  RenameLeadList,
  SaveLeadsResult,
  SavedLeadView,
} from '../../../core/domain/leads/leads.ts';
import { LeadsApi } from '../../../core/domain/leads/leads-api.ts';
import { LeadsServerMessages } from '../../../core/server/leads/leads-server-messages.ts';

const tags = ['leads'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const IdParam = z.object({ id: z.string().min(1).max(100).describe('A lead list id') });
const Values = (description: string) => z.array(z.string().max(100)).max(20).optional().describe(description);
const Nullable = (max: number, description: string) => z.string().max(max).nullable().optional().describe(description);

const SearchBody = z.object({
  titles: Values('Job titles, e.g. "Head of Marketing"'),
  seniorities: Values('Seniorities: owner, founder, c_suite, partner, vp, head, director, manager, senior, entry, intern'),
  company_sizes: Values('Company head-count ranges as "min,max", e.g. "51,200"'),
  industries: Values('Industry keywords, e.g. "SaaS"'),
  locations: Values('Countries, regions or cities, e.g. "Germany"'),
  page: z.number().int().min(1).max(500).optional().describe('Page, from 1'),
  per_page: z.number().int().min(1).max(100).optional().describe('People per page (default 25)'),
}) satisfies z.ZodType<LeadSearchRequest>;
const PersonSchema = z.object({
  external_id: z.string().describe("Apollo's id of the person"),
  first_name: z.string(),
  last_name: z.string().describe('Apollo shows it masked (first two letters, ***, last letter) until the person is enriched'),
  last_name_masked: z.boolean().describe('True while the last name is the masked one'),
  has_email: z.boolean().nullable().describe('Whether Apollo has an email for the person (revealed by enrichment); null when unknown'),
  email: z.string().nullable().describe('Only once revealed (enrichment)'),
  title: z.string().nullable(),
  company: z.string().nullable(),
  company_size: z.string().nullable().describe('Head-count range, e.g. 101-200; only once enriched (Apollo\'s search does not give it)'),
  industry: z.string().nullable().describe('Only once enriched'),
  location: z.string().nullable().describe('Only once enriched'),
  linkedin_url: z.string().nullable().describe('Only once enriched'),
}) satisfies z.ZodType<LeadPersonView>;
const SearchResult = z.object({ people: z.array(PersonSchema), page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }) satisfies z.ZodType<LeadSearchPageView>;
const LeadInputSchema = z.object({
  external_id: Nullable(100, "The provider's id of the person (Apollo's)"),
  first_name: z.string().max(300).describe('First name'),
  last_name: z.string().max(300).describe('Last name'),
  email: Nullable(300, 'Email, when known'),
  title: Nullable(300, 'Job title'),
  company: Nullable(300, 'Company'),
  company_size: Nullable(100, 'Head-count range'),
  industry: Nullable(300, 'Industry'),
  location: Nullable(300, 'Location'),
  linkedin_url: Nullable(300, 'LinkedIn profile URL'),
}) satisfies z.ZodType<LeadToSave>;
const ListSchema = z.object({ id: z.string(), name: z.string(), lead_count: z.number().int(), created_by: z.string(), created_at: z.string() }) satisfies z.ZodType<LeadListView>;
const SavedLeadSchema = PersonSchema.extend({ id: z.string(), external_id: z.string().nullable(), saved_at: z.string() }) satisfies z.ZodType<SavedLeadView>;
const SaveResult = z.object({ list: ListSchema, added: z.number().int().describe('Leads added'), already_there: z.number().int().describe('Leads the list already held') }) satisfies z.ZodType<SaveLeadsResult>;
const Leads = z.array(LeadInputSchema).max(1000).describe('At most 1,000 leads per call');

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

/** A found person always has the provider's id. */
const person = (p: LeadCandidate): LeadPersonView & { external_id: string } => ({
  external_id: p.externalId,
  first_name: p.firstName,
  last_name: p.lastName,
  last_name_masked: p.lastNameMasked,
  has_email: p.hasEmail,
  email: p.email,
  title: p.title,
  company: p.company,
  company_size: p.companySize,
  industry: p.industry,
  location: p.location,
  linkedin_url: p.linkedinUrl,
});
const listView = (l: LeadList): LeadListView => ({ id: l.id, name: l.name, lead_count: l.leadCount, created_by: l.createdBy, created_at: l.createdAt.toISOString() });
const savedView = (l: SavedLead): SavedLeadView => ({
  ...person({ ...l, externalId: l.externalId ?? '', lastNameMasked: isMaskedLastName(l.lastName), hasEmail: l.email ? true : null }),
  id: l.id,
  external_id: l.externalId,
  saved_at: l.savedAt.toISOString(),
});
const leadInput = (l: z.infer<typeof LeadInputSchema>): LeadInput => ({
  externalId: l.external_id,
  firstName: l.first_name,
  lastName: l.last_name,
  email: l.email,
  title: l.title,
  company: l.company,
  companySize: l.company_size,
  industry: l.industry,
  location: l.location,
  linkedinUrl: l.linkedin_url,
});

export const leadRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  searchLeads: SearchLeads,
  saveLeads: SaveLeadsToList,
  enrichList: EnrichLeadList,
  leadLists: LeadLists,
  exportList: ExportLeadList,
} satisfies UseCaseClasses;

/** Lead search with the space's Apollo key and the space's saved lead lists (X-Space-ID; members search and save). */
export function leadRoutes(u: UseCasesOf<typeof leadRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.post(LeadsApi.search.pattern, {
      schema: { tags, description: "People search with the space's Apollo key: free, without emails (members).", body: SearchBody, response: { 200: SearchResult, ...errors } },
    }, async (req) => {
      const { page, per_page: perPage, ...criteria } = req.body;
      const found = await u.searchLeads.execute(principalOf(req), spaceOf(req), criteria, page ?? 1, perPage);
      return { ...found, people: found.people.map(person) };
    });

    app.get(LeadsApi.lists.pattern, {
      schema: { tags, description: "The space's saved lead lists with their lead counts, newest first (members).", response: { 200: z.array(ListSchema), ...errors } },
    }, async (req) => (await u.leadLists.list(principalOf(req), spaceOf(req))).map(listView));

    app.post(LeadsApi.createList.pattern, {
      schema: {
        tags,
        description: 'A new lead list, empty or with leads (members; at most 1,000 leads, names at most 120 characters).',
        body: z.object({ name: z.string().max(200).describe('The list name (1 to 120 characters)'), leads: Leads.optional() }) satisfies z.ZodType<NewLeadList>,
        response: { 200: SaveResult, ...errors },
      },
    }, async (req) => {
      if (!req.body.leads?.length) return { list: listView(await u.leadLists.create(principalOf(req), spaceOf(req), req.body.name)), added: 0, already_there: 0 };
      const saved = await u.saveLeads.execute(principalOf(req), spaceOf(req), { newListName: req.body.name || ' ', leads: req.body.leads.map(leadInput) });
      return { ...saved, list: listView(saved.list) };
    });

    app.get(LeadsApi.list.pattern, {
      schema: { tags, description: 'One lead list with its leads (members).', params: IdParam, response: { 200: z.object({ list: ListSchema, leads: z.array(SavedLeadSchema) }) satisfies z.ZodType<LeadListWithLeads>, ...errors } },
    }, async (req) => {
      const { list, leads } = await u.leadLists.read(principalOf(req), spaceOf(req), req.params.id);
      return { list: listView(list), leads: leads.map(savedView) };
    });

    app.patch(LeadsApi.renameList.pattern, {
      schema: { tags, description: 'Renames a lead list (members).', params: IdParam, body: z.object({ name: z.string().max(200).describe('The new name (1 to 120 characters)') }) satisfies z.ZodType<RenameLeadList>, response: { 200: ListSchema, ...errors } },
    }, async (req) => listView(await u.leadLists.rename(principalOf(req), spaceOf(req), req.params.id, req.body.name)));

    app.delete(LeadsApi.removeList.pattern, {
      schema: { tags, description: 'Deletes a lead list and its leads (who made it, owners and admins).', params: IdParam, response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await u.leadLists.remove(principalOf(req), spaceOf(req), req.params.id);
      return reply.status(204).send(null);
    });

    app.post(LeadsApi.addLeads.pattern, {
      schema: { tags, description: 'Saves leads into a list; people already in it (same Apollo id, else same email) are not added again (members).', params: IdParam, body: z.object({ leads: Leads }) satisfies z.ZodType<AddLeadsToList>, response: { 200: SaveResult, ...errors } },
    }, async (req) => {
      const saved = await u.saveLeads.execute(principalOf(req), spaceOf(req), { listId: req.params.id, leads: req.body.leads.map(leadInput) });
      return { ...saved, list: listView(saved.list) };
    });

    app.post(LeadsApi.enrich.pattern, {
      schema: {
        tags,
        description: "Reveals the work emails of the list's leads that have none with Apollo's enrichment. This spends the space's Apollo credits (one per lead): `spend_credits` must be true. Owners and admins, or members where the organization allows external writes.",
        params: IdParam,
        body: z.object({ spend_credits: z.boolean().describe('True: a person confirmed spending Apollo credits'), lead_ids: z.array(z.string().max(100)).max(1000).optional().describe('Only these leads of the list (all without an email when absent)') }) satisfies z.ZodType<EnrichLeadListRequest>,
        response: { 200: z.object({ enriched: z.number().int(), still_without_email: z.number().int() }) satisfies z.ZodType<EnrichLeadListResult>, ...errors },
      },
    }, async (req) => {
      if (req.body.spend_credits !== true) throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadEnrichConfirm, [{ loc: ['body', 'spend_credits'], msg: LeadsServerMessages.leadEnrichConfirm, type: 'value_error' }]);
      return u.enrichList.execute(principalOf(req), spaceOf(req), req.params.id, req.body.lead_ids);
    });

    app.get(LeadsApi.exportCsv.pattern, {
      schema: { tags, description: 'The list as a CSV file (members); cells that would run as spreadsheet formulas start with an apostrophe.', params: IdParam, response: { 200: z.string(), ...errors } },
    }, async (req, reply) => {
      const file = await u.exportList.execute(principalOf(req), spaceOf(req), req.params.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      return reply.send(file.csv);
    });
  };
}
