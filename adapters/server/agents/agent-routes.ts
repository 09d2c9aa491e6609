import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AgentChat } from '../../../core/server/agents/agent-chat.ts';
import { AgentConfiguration } from '../../../core/server/agents/agent-configuration.ts';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { StartAgentRun } from '../../../core/server/agents/start-agent-run.ts';
import { EditMessage } from '../../../core/server/agents/edit-message.ts';
import { SearchChats } from '../../../core/server/agents/search-chats.ts';
import { UpdateChatSession } from '../../../core/server/agents/update-chat-session.ts';
import { CHAT_SEARCH_MAX_LENGTH } from '../../../core/domain/agents/chat-search.ts';
import { RENAMED_TITLE_MAX_LENGTH } from '../../../core/domain/agents/session-title.ts';
import { CHAT_LIST_MAX, CURSOR_MAX_LENGTH } from '../../../core/domain/list-cursor.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { AgentConfigPatchBody, AgentConfigSchema, ErrorSchema, MessageSchema } from '../http/schemas.ts';
import { IdempotencyKeyHeader } from '../http/idempotency-key-header.ts';
import { AgentCatalogueApi, type CatalogueAgent } from '../../../core/domain/agents/agent-catalogue-api.ts';
import { AgentConfigurationApi } from '../../../core/domain/agents/agent-configuration-api.ts';
import { AgentChatApi, type ChatMessageView, type ChatSearchHitView, type ChatSessionView } from '../../../core/domain/agents/agent-chat-api.ts';
import { AssetsApi } from '../../../core/domain/agents/assets-api.ts';
import type { Artifact } from '../../../core/domain/agents/artifact.ts';
import { ServerError } from '../../../core/server/errors.ts';
import { AgentsServerMessages } from '../../../core/server/agents/agents-server-messages.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 402: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
/** A send with an Idempotency-Key whose first request is still being stored. */
const inFlight = { 409: ErrorSchema };
const Id = z.string().min(1).max(100);
/** Keyset pages of the chat lists (list-cursor.ts): their answers stay arrays, so the cursor is built from a row held. */
const ChatPageLimit = z.coerce.number().int().min(1).max(CHAT_LIST_MAX).optional();
const ChatPageCursor = z.string().max(CURSOR_MAX_LENGTH).optional();
const ArtifactSchema = z.object({
  id: z.string(), artifact_type: z.string(), artifact_subtype: z.string().nullable(), filename: z.string(), mime_type: z.string(), size_bytes: z.number(),
  generation_status: z.string(), download_url: z.string().nullable(), created_at: z.string(), generated_at: z.string().nullable(), error_message: z.string().nullable(),
}) satisfies z.ZodType<Artifact>;
const CatalogueAgentSchema = z.object({
  slug: z.string(), name: z.string(), description: z.string(), transport: z.string(), estimated_credits: z.number(), starters: z.array(z.string()).describe('Four example requests an empty chat offers'),
  engine: z.string(), offline: z.boolean(), enabled: z.boolean(), default_mode: z.string(), k_value_ref_docs: z.number(), k_value_kb: z.number(), k_value_url: z.number(),
}) satisfies z.ZodType<CatalogueAgent>;
const MessageView = z.object({
  id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), created_at: z.string(), request_id: z.string().nullable(), rating: z.number().nullable(),
  feedback_categories: z.array(z.string()), feedback_text: z.string().nullable(), transaction_id: z.string().nullable(), thread_id: z.string(),
  continuation_count: z.number(), final_output_length: z.number(), truncated_due_to_tokens: z.boolean(), truncation_reason: z.string().nullable(),
  engine: z.string().nullable(), outcome: z.enum(['completed', 'failed', 'cancelled']), artifacts: z.array(ArtifactSchema),
  credits_charged: z.number().nullable().describe("The credits the run charged for this answer; null for a question and for a failed or cancelled (refunded) run"),
  // Regenerate keeps every version of an answer; a conversation shows the current one.
  version: z.number().int().optional().describe('1 for a question or a first answer; regenerated answers count on'),
  version_count: z.number().int().optional().describe('How many versions this answer has'),
  is_current: z.boolean().optional().describe('Whether this is the version the conversation shows (the newest completed one)'),
  version_of: z.string().nullable().optional().describe("The first version's message id, for a regenerated answer"),
  branch: z.record(z.string(), z.string()).optional().describe('Edit and resend: for each edited question before this message, the version it follows (the first version when absent)'),
  partial_text: z.string().nullable().optional().describe('A cancelled answer: the text streamed before the cancel (cut off)'),
  sources: z.array(z.object({
    type: z.enum(['space_profile', 'document', 'url']),
    id: z.string().nullable().describe('The document or URL source id; null for the space profile'),
    title: z.string().describe('The file name, the page title, or "Space profile"'),
    passage: z.string().describe('The cited passage (for the space profile, its quoted answers, one a line)'),
    chunk_index: z.number().nullable().describe('The chunk of the source the passage is from, when known (see GET /knowledge-base/documents/{id}/text)'),
  })).optional().describe('What the answer cites: each document or URL passage, then the space profile once; empty for a question'),
  brand_voice_proposal: z.string().nullable().optional().describe("A Brand Voice answer's proposed voice, which the chat offers to save as the space's brand voice (PUT /brand-voice); null otherwise"),
  deliverable: z.string().nullable().optional().describe("The deliverable alone, without the answer's summary and notes (what the app's Copy copies); null when the answer has none apart"),
}) satisfies z.ZodType<ChatMessageView>;
const SessionView = z.object({ id: z.string(), title: z.string(), agent_slug: z.string(), created_at: z.string(), updated_at: z.string(), pinned: z.boolean().optional().describe('Pinned chats list first') }) satisfies z.ZodType<ChatSessionView>;
const ChatSearchHitSchema = z.object({
  session: SessionView,
  agent_slug: z.string(),
  agent_name: z.string(),
  snippet: z.string().describe('The matched passage of the message, or the title'),
  message_id: z.string().nullable().describe('The message that matched; null when only the title did'),
  message_role: z.enum(['user', 'assistant']).nullable(),
}) satisfies z.ZodType<ChatSearchHitView>;
export const SendMessageBody = z.object({
  session_id: z.string().max(100).nullish(),
  message: z.string().trim().min(1, 'Message is required').max(100_000),
  mode: z.string().max(20).optional(),
  referenced_document_ids: z.array(z.string().max(100)).max(100).optional(),
  referenced_web_source_ids: z.array(z.string().max(100)).max(100).optional(),
  brand_documents: z.array(z.string().max(100)).max(100).optional(),
  brand_voice: z.string().max(20_000).nullish(),
  k_value_ref_docs: z.number().int().min(1).max(50).optional(),
  k_value_kb: z.number().int().min(1).max(50).optional(),
  k_value_url: z.number().int().min(1).max(50).optional(),
  branch: z.record(Id, Id).refine((b) => Object.keys(b).length <= 200, 'At most 200 edited questions').optional().describe('Edit and resend: the branch the chat shows, for each edited question the version it follows'),
});

/**
 * Agent calls need a space: the one in X-Space-ID, checked to be of the caller's organization once, by the
 * `checkSpaceHeader` hook every agent route runs. Sends, edits and new chats hand it on as it came (`callerSpace`
 * refuses a missing one there, after an edit has looked up its message, as before).
 */
const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, AgentsServerMessages.spaceRequiredForAgents);

/** The use cases the agent routes call. */
export const agentRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  agentChat: AgentChat,
  agentConfiguration: AgentConfiguration,
  startAgentRun: StartAgentRun,
  searchChats: SearchChats,
  updateChatSession: UpdateChatSession,
  editMessage: EditMessage,
} satisfies UseCaseClasses;

/** The agent runtime's HTTP calls (spec 7.5). */
export function agentRoutes(u: UseCasesOf<typeof agentRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));
    // A long poll answers what it has when the server closes, rather than holding the close for up to its 25 s
    // (a request injected in-process has no socket whose closing would end it).
    const closing = new AbortController();
    app.addHook('preClose', async () => closing.abort());

    app.get(AgentCatalogueApi.list.pattern, {
      schema: { tags: ['agents'], response: { 200: z.array(CatalogueAgentSchema), ...errors } },
    }, async (req) => {
      return u.agentChat.catalogue(spaceOf(req));
    });

    app.get(AgentConfigurationApi.list.pattern, { schema: { tags: ['agents'], response: { 200: z.array(AgentConfigSchema), ...errors } } }, async (req) => {
      const spaceId = spaceOf(req);
      const configs = await u.agentConfiguration.all(spaceId);
      return (await u.agentChat.catalogue(spaceId, true)).map((a) => configs.get(a.slug) ?? u.agentConfiguration.defaults(a.slug));
    });

    app.get(AgentConfigurationApi.get.pattern, { schema: { tags: ['agents'], params: z.object({ slug: Id }), response: { 200: AgentConfigSchema, ...errors } } }, async (req) =>
      u.agentConfiguration.get(spaceOf(req), req.params.slug));

    app.put(AgentConfigurationApi.save.pattern, {
      schema: {
        tags: ['agents'],
        params: z.object({ slug: Id }),
        body: AgentConfigPatchBody,
        response: { 200: AgentConfigSchema, ...errors },
      },
    }, async (req) => u.agentConfiguration.update(principalOf(req), spaceOf(req), req.params.slug, req.body));

    app.post(AgentChatApi.createSession.pattern, {
      schema: { tags: ['agents'], params: z.object({ slug: Id }), response: { 200: z.object({ session_id: z.string(), created_at: z.string() }), ...errors } },
    }, async (req) => u.agentChat.createSession(principalOf(req), req.spaceId, req.params.slug));

    app.get(AgentChatApi.sessions.pattern, {
      schema: {
        tags: ['agents'],
        description: `The caller's chats in the space, pinned first, then most recently active. A page of \`limit\` chats (${CHAT_LIST_MAX} when not given, at most ${CHAT_LIST_MAX}); \`before\` continues after a chat: \`[p~]<updated_at>~<id>\` of the last chat of the page before (p~ when it is pinned). A page shorter than \`limit\` is the last.`,
        querystring: z.object({ slug: z.string().max(100).optional(), limit: ChatPageLimit, before: ChatPageCursor }),
        response: { 200: z.array(SessionView), ...errors },
      },
    }, async (req) => u.agentChat.sessions(principalOf(req), spaceOf(req), req.query.slug, req.query));

    app.get(AgentChatApi.search.pattern, {
      schema: {
        tags: ['agents'],
        summary: "Search the caller's chats in the space: titles and message text",
        querystring: z.object({ q: z.string().trim().min(1).max(CHAT_SEARCH_MAX_LENGTH).describe('Words to find; the last one may be the start of a word') }),
        response: { 200: z.array(ChatSearchHitSchema), ...errors },
      },
    }, async (req) => u.searchChats.execute(principalOf(req), spaceOf(req), req.query.q));

    app.patch(AgentChatApi.updateSession.pattern, {
      schema: {
        tags: ['agents'],
        summary: 'Rename or pin one of your chats',
        params: z.object({ id: Id }),
        body: z.object({ title: z.string().trim().min(1).max(RENAMED_TITLE_MAX_LENGTH).optional().describe('1 to 100 characters; spaces are tidied'), pinned: z.boolean().optional() }).refine((b) => b.title !== undefined || b.pinned !== undefined, 'Give a title or pinned'),
        response: { 200: SessionView, ...errors },
      },
    }, async (req) => u.updateChatSession.execute(principalOf(req), spaceOf(req), req.params.id, req.body));

    app.get(AgentChatApi.messages.pattern, {
      schema: {
        tags: ['agents'],
        description: `The chat's newest \`limit\` turns (a question, or an answer with every version of it), in reading order (${CHAT_LIST_MAX} when not given, at most ${CHAT_LIST_MAX}). \`before\` reads the turns written before a turn: \`<created_at>~<id>\` of the first version of the oldest turn held. A page shorter than \`limit\` reaches the chat's start.`,
        params: z.object({ id: Id }),
        querystring: z.object({ limit: ChatPageLimit, before: ChatPageCursor }),
        response: { 200: z.array(MessageView), ...errors },
      },
    }, async (req) => u.agentChat.messages(principalOf(req), spaceOf(req), req.params.id, req.query));

    app.delete(AgentChatApi.deleteSession.pattern, { schema: { tags: ['agents'], params: z.object({ id: Id }), response: { 200: MessageSchema, ...errors } } }, async (req) => {
      await u.agentChat.deleteSession(principalOf(req), spaceOf(req), req.params.id);
      return { message: 'Session deleted' };
    });

    app.post(AgentChatApi.send.pattern, {
      schema: {
        tags: ['agents'],
        params: z.object({ slug: Id }),
        body: SendMessageBody,
        headers: IdempotencyKeyHeader,
        response: { 200: z.object({ session_id: z.string(), request_id: z.string(), message_id: z.string().optional().describe('The question stored'), transaction_id: z.string().optional(), credits_charged: z.number().optional(), created_at: z.string() }), ...errors, ...inFlight },
      },
    }, async (req) => {
      return u.startAgentRun.execute(principalOf(req), req.spaceId, req.params.slug, req.body, req.headers['idempotency-key']);
    });

    app.get(AgentChatApi.poll.pattern, {
      schema: { tags: ['agents'], params: z.object({ id: Id }), querystring: z.object({ since: z.string().max(40).optional() }), response: { 200: z.array(MessageView), ...errors } },
    }, async (req) => {
      const since = req.query.since ? new Date(Number.isNaN(Number(req.query.since)) ? req.query.since : Number(req.query.since)) : new Date(0);
      if (Number.isNaN(since.getTime())) throw new ServerError('VALIDATION.INVALID', 'since must be a timestamp', [{ loc: ['query', 'since'], msg: 'since must be a timestamp', type: 'value_error' }]);
      const closed = new AbortController();
      req.raw.on('close', () => closed.abort());
      return u.agentChat.poll(principalOf(req), spaceOf(req), req.params.id, since, AbortSignal.any([closed.signal, closing.signal]));
    });

    app.post(AgentChatApi.cancel.pattern, {
      schema: { tags: ['agents'], params: z.object({ id: Id }), body: z.object({ request_id: Id }), response: { 200: z.object({ message: z.string(), request_id: z.string() }), ...errors } },
    }, async (req) => u.agentChat.cancel(principalOf(req), spaceOf(req), req.params.id, req.body.request_id));

    app.post(AgentChatApi.rate.pattern, {
      schema: {
        tags: ['agents'],
        params: z.object({ id: Id }),
        body: z.object({ rating: z.number().int().min(-1).max(5), feedback_categories: z.array(z.string().max(100)).max(20).optional(), feedback_text: z.string().max(5000).nullish() }),
        response: { 200: z.object({ message: z.string(), message_id: z.string(), rating: z.number() }), ...errors },
      },
    }, async (req) => u.agentChat.rate(principalOf(req), req.params.id, req.body));

    app.post(AgentChatApi.regenerate.pattern, {
      schema: {
        tags: ['agents'],
        params: z.object({ id: Id }),
        response: {
          200: z.object({
            new_message_id: z.string(),
            content: z.string(),
            version: z.number().int().optional().describe('The new version of the answer (the first answer is version 1)'),
            request_id: z.string().optional().describe('The run that wrote it'),
            credits_charged: z.number().optional().describe('Charged like a send; refunded if the run fails'),
            transaction_id: z.string().optional(),
          }),
          ...errors,
          502: ErrorSchema,
        },
      },
    }, async (req) => u.agentChat.regenerate(principalOf(req), req.params.id));

    app.get(AgentChatApi.versions.pattern, {
      schema: { tags: ['agents'], description: "Every version of the message's turn (an answer's regenerations, a question's edits), oldest first", params: z.object({ id: Id }), response: { 200: z.array(MessageView), ...errors } },
    }, async (req) => u.agentChat.versions(principalOf(req), req.params.id));

    app.post(AgentChatApi.edit.pattern, {
      schema: {
        tags: ['agents'],
        description: 'Edit a sent question and resend it: a new version of the question whose answer starts a new branch; charged like a send',
        params: z.object({ id: Id }),
        body: z.object({ message: SendMessageBody.shape.message, mode: SendMessageBody.shape.mode }),
        headers: IdempotencyKeyHeader,
        response: { 200: z.object({ session_id: z.string(), request_id: z.string(), message_id: z.string().optional().describe('The edited question'), transaction_id: z.string().optional(), credits_charged: z.number().optional(), created_at: z.string() }), ...errors, ...inFlight },
      },
    }, async (req) => u.editMessage.execute(principalOf(req), req.spaceId, req.params.id, req.body, req.headers['idempotency-key']));

    app.delete(AgentChatApi.deleteMessage.pattern, { schema: { tags: ['agents'], params: z.object({ id: Id }), response: { 200: MessageSchema, ...errors } } }, async (req) =>
      u.agentChat.deleteMessage(principalOf(req), req.params.id));

    app.post(AgentChatApi.continue.pattern, {
      schema: { tags: ['agents'], params: z.object({ slug: Id, id: Id }), response: { 200: z.object({ message_id: z.string(), content: z.string(), continuation_count: z.number(), final_output_length: z.number() }), ...errors } },
    }, async (req) => u.agentChat.continueMessage(principalOf(req), req.params.slug, req.params.id));

    app.get(AssetsApi.list.pattern, { schema: { tags: ['agents'], response: { 200: z.array(ArtifactSchema), ...errors } } }, async (req) =>
      u.agentChat.artifacts(principalOf(req), spaceOf(req)));

  };
}

/** The use cases the artifact download route calls. */
export const artifactDownloadRouteUseCases = { authenticate: Authenticate, agentChat: AgentChat } satisfies UseCaseClasses;

/** Signed artifact links work from a plain browser link: the signature is the authority (a bearer token is optional). */
export function artifactDownloadRoutes(u: UseCasesOf<typeof artifactDownloadRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/agents/artifacts/:id/download', {
      schema: {
        tags: ['agents'],
        params: z.object({ id: Id }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          sig: z.string().max(200),
          inline: z.enum(['1']).optional().describe('1: for the app\'s preview (shown in place, framed only by the app, sandboxed: no script runs)'),
        }),
      },
    }, async (req, reply) => {
      const header = req.headers.authorization;
      const principal = header?.startsWith('Bearer ') ? await u.authenticate.execute(header.slice('Bearer '.length).trim()) : null;
      const file = await u.agentChat.download(principal, req.params.id, req.query.expires, req.query.sig);
      const filename = file.filename.replace(/[^\w.-]/g, '_');
      reply.header('Content-Type', file.mimeType).header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
      if (req.query.inline === '1') {
        // An agent's HTML or SVG is content, not code: shown in place it is a sandbox (an opaque origin, no
        // scripts, no forms), may load nothing from anywhere, and only the app itself may frame it.
        reply
          .header('Content-Disposition', `inline; filename="${filename}"`)
          .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; frame-ancestors 'self'")
          .header('X-Frame-Options', 'SAMEORIGIN');
      } else {
        reply.header('Content-Disposition', `attachment; filename="${filename}"`);
      }
      return reply.send(Buffer.from(file.data));
    });
  };
}
