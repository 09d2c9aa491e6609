import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ManageBrandVoice } from '../../../core/server/knowledge/manage-brand-voice.ts';
import { ManageDocuments } from '../../../core/server/knowledge/manage-documents.ts';
import { ManageUrlSources } from '../../../core/server/knowledge/manage-url-sources.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema, MessageSchema } from '../http/schemas.ts';
import { handleError } from '../http/error-handler.ts';
import { ServerError, ServerMessages } from '../../../core/server/errors.ts';
import { KnowledgeServerMessages } from '../../../core/server/knowledge/knowledge-server-messages.ts';
import {
  formatMegabytes,
  type BrandVoice,
  type BrandVoiceUpdate,
  type DocumentListQuery,
  type DocumentText,
  type KnowledgeDocument,
  type KnowledgeSearchHit,
  type KnowledgeSearchQuery,
  type NewUrlSource,
  type UploadUrlRequest,
  type UploadUrlResponse,
  type UrlSource,
  type UrlSourceWithContent,
} from '../../../core/domain/knowledge/knowledge-base.ts';
import { KnowledgeBaseApi } from '../../../core/domain/knowledge/knowledge-base-api.ts';
import { CURSOR_MAX_LENGTH, DOCUMENT_LIST_MAX } from '../../../core/domain/list-cursor.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 422: ErrorSchema };
const IdParam = z.object({ id: z.string().min(1).max(100) });
const DocumentSchema = z.object({
  id: z.string(), filename: z.string(), kind: z.enum(['pdf', 'docx', 'txt', 'markdown', 'html', 'csv']), mime_type: z.string(), size_bytes: z.number(),
  status: z.enum(['uploading', 'queued', 'processing', 'ready', 'error']), error_message: z.string().nullable(), chunk_count: z.number(), uploaded_by: z.string(),
  created_at: z.string(), updated_at: z.string(), processed_at: z.string().nullable(),
}) satisfies z.ZodType<KnowledgeDocument>;
const UrlSourceSchema = z.object({
  id: z.string(), url: z.string(), final_url: z.string().nullable(), title: z.string().nullable(), content_type: z.string().nullable(),
  status: z.enum(['queued', 'processing', 'ready', 'error']), error_message: z.string().nullable(), fetched_at: z.string().nullable(), created_by: z.string(),
  created_at: z.string(), updated_at: z.string(),
}) satisfies z.ZodType<UrlSource>;
const HitSchema = z.object({ source_type: z.enum(['document', 'url']), source_id: z.string(), title: z.string(), chunk_id: z.string(), chunk_index: z.number(), snippet: z.string(), score: z.number() }) satisfies z.ZodType<KnowledgeSearchHit>;
const DocumentTextSchema = z.object({
  document_id: z.string(), filename: z.string(), kind: DocumentSchema.shape.kind, text: z.string(),
  chunks: z.array(z.object({ index: z.number().int(), start: z.number().int().describe('Offset in text, inclusive'), end: z.number().int().describe('Offset in text, exclusive') })),
}) satisfies z.ZodType<DocumentText>;
const BrandVoiceSchema = z.object({
  content: z.string().nullable(), updated_at: z.string().nullable(), created_by: z.string().nullable(),
  updated_by: z.string().nullable().describe('The id of the user who saved it last'),
  updated_by_name: z.string().nullable().describe('The name of the user who saved it last (null when unknown)'),
  updated_by_email: z.string().nullable().describe('The email address of the user who saved it last (null when unknown)'),
}) satisfies z.ZodType<BrandVoice>;

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

function tooLarge(maxBytes: number): ServerError {
  return new ServerError('KB.TOO_LARGE', KnowledgeServerMessages.uploadTooLarge(formatMegabytes(maxBytes)));
}

/** The use cases the knowledge-base and brand-voice routes call. */
export const knowledgeBaseRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  manageDocuments: ManageDocuments,
  manageUrlSources: ManageUrlSources,
  manageBrandVoice: ManageBrandVoice,
} satisfies UseCaseClasses;

/** Documents (multipart and signed-URL uploads), search, URL sources, and the brand voice of a space. */
export function knowledgeBaseRoutes(u: UseCasesOf<typeof knowledgeBaseRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    const maxBytes = u.manageDocuments.maxUploadBytes;
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));
    // Platform admins have no organization and so no spaces: refused before their input is looked at.
    app.addHook('onRequest', async (req) => {
      if (!principalOf(req).orgId) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceAccessDenied);
    });
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });

    app.get(KnowledgeBaseApi.documents.pattern, {
      schema: {
        tags: ['knowledge-base'],
        description: `The space's documents, newest first. A page of \`limit\` documents (${DOCUMENT_LIST_MAX} when not given, at most ${DOCUMENT_LIST_MAX}); \`before\` continues after a document: \`<created_at>~<id>\` of the last document of the page before. A page shorter than \`limit\` is the last.`,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(DOCUMENT_LIST_MAX).optional(), before: z.string().max(CURSOR_MAX_LENGTH).optional() }) satisfies z.ZodType<DocumentListQuery>,
        response: { 200: z.array(DocumentSchema), ...errors },
      },
    }, async (req) => u.manageDocuments.list(spaceOf(req), req.query));

    app.post(KnowledgeBaseApi.upload.pattern, {
      schema: { tags: ['knowledge-base'], description: `multipart/form-data with the file in a field named "file" (PDF, DOCX, TXT, Markdown, HTML or CSV; checked by content).`, response: { 201: DocumentSchema, ...errors } },
    }, async (req, reply) => {
      const spaceId = spaceOf(req);
      // A declared size far over the limit is refused before anything is read.
      if (Number(req.headers['content-length']) > maxBytes + 1024 * 1024) throw tooLarge(maxBytes);
      if (!req.isMultipart()) throw new ServerError('VALIDATION.INVALID', KnowledgeServerMessages.uploadMissingFile, [{ loc: ['body', 'file'], msg: KnowledgeServerMessages.uploadMissingFile, type: 'missing' }]);
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new ServerError('VALIDATION.INVALID', KnowledgeServerMessages.uploadMissingFile, [{ loc: ['body', 'file'], msg: KnowledgeServerMessages.uploadMissingFile, type: 'missing' }]);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
        throw error;
      }
      const document = await u.manageDocuments.upload(principalOf(req), spaceId, file.filename, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return reply.status(201).send(document);
    });

    app.post(KnowledgeBaseApi.uploadUrl.pattern, {
      schema: {
        tags: ['knowledge-base'],
        body: z.object({ filename: z.string().trim().min(1).max(255), size: z.number().int().min(0).optional(), content_type: z.string().max(200).optional() }) satisfies z.ZodType<UploadUrlRequest>,
        response: { 200: z.object({ document_id: z.string(), upload_url: z.string(), expires_at: z.string() }) satisfies z.ZodType<UploadUrlResponse>, ...errors },
      },
    }, async (req) => {
      const result = await u.manageDocuments.createUploadUrl(principalOf(req), spaceOf(req), req.body.filename, req.body.size);
      // The link names the configured address, never the request's Host (which a caller can spoof).
      return { document_id: result.document_id, upload_url: `${req.server.apiUrl}${result.path}`, expires_at: result.expires_at };
    });

    app.get(KnowledgeBaseApi.document.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: DocumentSchema, ...errors } } }, async (req) =>
      u.manageDocuments.get(spaceOf(req), req.params.id));

    app.get(KnowledgeBaseApi.documentText.pattern, {
      schema: {
        tags: ['knowledge-base'],
        description: "The document's extracted text (its indexed chunks joined where they overlap) and each chunk's place in it, so a search hit or a cited passage (by chunk_index) opens there. A document of another space, or of another organization, answers 404 as an unknown one. Page numbers are not known (PDF pages are merged when extracted).",
        params: IdParam,
        response: { 200: DocumentTextSchema, ...errors },
      },
    }, async (req) => u.manageDocuments.text(spaceOf(req), req.params.id));

    app.delete(KnowledgeBaseApi.deleteDocument.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: MessageSchema, ...errors } } }, async (req) => {
      await u.manageDocuments.delete(spaceOf(req), req.params.id);
      return { message: 'Document deleted' };
    });

    app.post(KnowledgeBaseApi.reprocess.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: DocumentSchema, ...errors } } }, async (req) =>
      u.manageDocuments.reprocess(spaceOf(req), req.params.id));

    app.get(KnowledgeBaseApi.search.pattern, {
      schema: { tags: ['knowledge-base'], querystring: z.object({ q: z.string().trim().min(1, 'Enter something to search for').max(1000), k: z.coerce.number().int().min(1).max(50).default(10) }) satisfies z.ZodType<KnowledgeSearchQuery>, response: { 200: z.array(HitSchema), ...errors } },
    }, async (req) => u.manageDocuments.search(spaceOf(req), req.query.q, req.query.k));

    app.get(KnowledgeBaseApi.urls.pattern, { schema: { tags: ['knowledge-base'], response: { 200: z.array(UrlSourceSchema), ...errors } } }, async (req) => u.manageUrlSources.list(spaceOf(req)));

    app.post(KnowledgeBaseApi.addUrl.pattern, {
      schema: { tags: ['knowledge-base'], body: z.object({ url: z.string().trim().min(1, 'Enter a web address').max(2048) }) satisfies z.ZodType<NewUrlSource>, response: { 201: UrlSourceSchema, ...errors } },
    }, async (req, reply) => reply.status(201).send(await u.manageUrlSources.add(principalOf(req), spaceOf(req), req.body.url)));

    app.get(KnowledgeBaseApi.url.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: UrlSourceSchema.extend({ content: z.string().nullable() }) satisfies z.ZodType<UrlSourceWithContent>, ...errors } } }, async (req) =>
      u.manageUrlSources.get(spaceOf(req), req.params.id));

    app.post(KnowledgeBaseApi.refreshUrl.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: UrlSourceSchema, ...errors } } }, async (req) =>
      u.manageUrlSources.refresh(spaceOf(req), req.params.id));

    app.delete(KnowledgeBaseApi.deleteUrl.pattern, { schema: { tags: ['knowledge-base'], params: IdParam, response: { 200: MessageSchema, ...errors } } }, async (req) => {
      await u.manageUrlSources.delete(spaceOf(req), req.params.id);
      return { message: 'URL source deleted' };
    });

    app.get(KnowledgeBaseApi.brandVoice.pattern, { schema: { tags: ['brand-voice'], response: { 200: BrandVoiceSchema, ...errors } } }, async (req) => u.manageBrandVoice.get(spaceOf(req)));

    app.put(KnowledgeBaseApi.saveBrandVoice.pattern, {
      schema: { tags: ['brand-voice'], body: z.object({ content: z.string().max(50_000) }) satisfies z.ZodType<BrandVoiceUpdate>, response: { 200: BrandVoiceSchema, ...errors } },
    }, async (req) => u.manageBrandVoice.save(principalOf(req), spaceOf(req), req.body.content));
  };
}

/** The use cases the signed-upload route calls. */
export const knowledgeUploadRouteUseCases = { manageDocuments: ManageDocuments } satisfies UseCaseClasses;

/**
 * The PUT of a signed upload: no bearer token, the signed URL is the authority. The link is checked
 * before the body is read; the body is taken raw, whatever its content type, up to the upload limit.
 */
export function knowledgeUploadRoutes(u: UseCasesOf<typeof knowledgeUploadRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    const maxBytes = u.manageDocuments.maxUploadBytes;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));
    app.setErrorHandler((error, req, reply) =>
      handleError((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge(maxBytes) : (error as FastifyError), req, reply));

    const Query = z.object({ expires: z.coerce.number().int().optional(), sig: z.string().max(200).optional() });
    app.put(KnowledgeBaseApi.uploadContent.pattern, {
      bodyLimit: maxBytes,
      schema: { tags: ['knowledge-base'], description: 'The raw file bytes, to the upload_url from /knowledge-base/documents/upload-url.', params: IdParam, querystring: Query, response: { 200: DocumentSchema, ...errors } },
      onRequest: async (req) => {
        const { id } = req.params as { id: string };
        const query = req.query as { expires?: string; sig?: string };
        await u.manageDocuments.checkUploadLink(id, query.expires ? Number(query.expires) : undefined, query.sig);
      },
    }, async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return u.manageDocuments.receiveSignedUpload(req.params.id, req.query.expires, req.query.sig, new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    });
  };
}
