import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { SendDraftToSite } from '../../../core/server/publishing/send-draft-to-site.ts';
import { ListSentDrafts } from '../../../core/server/publishing/list-sent-drafts.ts';
import { ReadSiteTaxonomies } from '../../../core/server/publishing/read-site-taxonomies.ts';
import type { PublishedDraftRecord } from '../../../core/server/publishing/published-draft-repository.ts';
import { PUBLISHING_PROVIDERS, type SendDraftRequest, type SentDraftView, type SiteTaxonomies, type SiteTerm } from '../../../core/domain/publishing/publishing.ts';
import { PublishingApi } from '../../../core/domain/publishing/publishing-api.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const ProviderParam = z.object({ provider: z.string().min(1).max(40).describe('wordpress or ghost') });
const Term = z.string().max(100);
const SendBody = z.object({
  title: z.string().max(1000).describe('The post title'),
  markdown: z.string().max(500_000).optional().describe('The body in Markdown (rendered to HTML on the server; raw HTML in it is escaped)'),
  html: z.string().max(500_000).optional().describe('The body in HTML (scripts, event handlers and javascript: links removed)'),
  message_id: z.string().min(1).max(100).optional().describe('The assistant answer it comes from (also its body when neither markdown nor html is given)'),
  artifact_id: z.string().min(1).max(100).optional().describe('The Markdown or HTML artifact it comes from (also its body when neither markdown nor html is given)'),
  categories: z.array(Term).max(50).optional().describe('WordPress category names (must exist on the site)'),
  tags: z.array(Term).max(50).optional().describe('Tag names; WordPress creates missing tags with the draft'),
  idempotency_key: z.string().min(8).max(100).optional().describe('The same key answers with the same draft (a retry or a double click)'),
}) satisfies z.ZodType<SendDraftRequest>;
export const SentDraftSchema = z.object({
  id: z.string(),
  provider: z.enum(PUBLISHING_PROVIDERS),
  site: z.string().describe("The site's name and host"),
  title: z.string(),
  external_id: z.string().nullable().describe("The site's id of the draft"),
  edit_link: z.string().nullable().describe("Where to edit the draft in the site's admin"),
  preview_link: z.string().nullable(),
  message_id: z.string().nullable(),
  artifact_id: z.string().nullable(),
  sent_by: z.string(),
  sent_by_name: z.string().optional(),
  created_at: z.string(),
}) satisfies z.ZodType<SentDraftView>;
const TermSchema = z.object({ id: z.string(), name: z.string() }) satisfies z.ZodType<SiteTerm>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

function view(d: PublishedDraftRecord & { sentByName?: string }): SentDraftView {
  return {
    id: d.id,
    provider: d.provider,
    site: d.siteLabel,
    title: d.title,
    external_id: d.externalId,
    edit_link: d.editLink,
    preview_link: d.previewLink,
    message_id: d.sourceMessageId,
    artifact_id: d.sourceArtifactId,
    sent_by: d.sentBy,
    ...(d.sentByName ? { sent_by_name: d.sentByName } : {}),
    created_at: d.createdAt.toISOString(),
  };
}

export const publishingRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  sendDraftToSite: SendDraftToSite,
  listSentDrafts: ListSentDrafts,
  readSiteTaxonomies: ReadSiteTaxonomies,
} satisfies UseCaseClasses;

/** Sending answers and artifacts to a space's WordPress or Ghost site as drafts, and what was sent. */
export function publishingRoutes(u: UseCasesOf<typeof publishingRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.post(PublishingApi.sendDraft.pattern, {
      schema: {
        tags: ['publishing'],
        description: 'Creates a draft (never a published post) on the space\'s connected WordPress or Ghost site (X-Space-ID; owners and admins, or members where the organization allows external writes). The same source sent to the same site within a minute, or the same idempotency key, answers with the first draft.',
        params: ProviderParam,
        body: SendBody,
        response: { 200: SentDraftSchema, ...errors },
      },
    }, async (req) => {
      const headerKey = req.headers['idempotency-key'];
      const draft = await u.sendDraftToSite.execute(principalOf(req), spaceOf(req), {
        provider: req.params.provider,
        title: req.body.title,
        markdown: req.body.markdown,
        html: req.body.html,
        source: { messageId: req.body.message_id ?? null, artifactId: req.body.artifact_id ?? null },
        categories: req.body.categories,
        tags: req.body.tags,
        idempotencyKey: req.body.idempotency_key ?? (typeof headerKey === 'string' && headerKey.length <= 100 ? headerKey : undefined),
      });
      return view(draft);
    });

    app.get(PublishingApi.drafts.pattern, {
      schema: { tags: ['publishing'], description: 'What was sent from the space to its publishing sites, newest first (X-Space-ID; members read).', response: { 200: z.array(SentDraftSchema), ...errors } },
    }, async (req) => (await u.listSentDrafts.execute(principalOf(req), spaceOf(req))).map(view));

    app.get(PublishingApi.taxonomies.pattern, {
      schema: { tags: ['publishing'], description: "The connected WordPress site's categories and tags, every page (X-Space-ID; members read).", response: { 200: z.object({ categories: z.array(TermSchema), tags: z.array(TermSchema) }) satisfies z.ZodType<SiteTaxonomies>, ...errors } },
    }, async (req) => u.readSiteTaxonomies.execute(principalOf(req), spaceOf(req)));
  };
}
