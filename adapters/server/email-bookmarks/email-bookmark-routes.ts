import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { ManageEmailBookmarks } from '../../../core/server/email-bookmarks/manage-email-bookmarks.ts';
import type { EmailBookmarkRecord } from '../../../core/server/email-bookmarks/email-bookmark-repository.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth, spaceOfRequest } from '../http/authenticate-request.ts';
import { ErrorSchema } from '../http/schemas.ts';
import { ServerMessages } from '../../../core/server/errors.ts';
import { EmailBookmarksApi } from '../../../core/domain/email-bookmarks/email-bookmarks-api.ts';
import type { AddEmailBookmark, EmailBookmarkView } from '../../../core/domain/publishing/publishing.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const BookmarkSchema = z.object({
  id: z.string(),
  message_id: z.string().nullable(),
  artifact_id: z.string().nullable(),
  session_id: z.string().describe('The Email Agent chat it is in'),
  subject: z.string(),
  body: z.string().describe('The email as it was when bookmarked'),
  created_at: z.string(),
}) satisfies z.ZodType<EmailBookmarkView>;
const AddBody = z.object({
  message_id: z.string().min(1).max(100).optional().describe('An Email Agent answer in one of your chats'),
  artifact_id: z.string().min(1).max(100).optional().describe('An email artifact in one of your chats'),
}) satisfies z.ZodType<AddEmailBookmark>;
const IdParam = z.object({ id: z.string().min(1).max(100) });

const spaceOf = (req: FastifyRequest): string => spaceOfRequest(req, ServerMessages.knowledgeSpaceRequired);

function view(b: EmailBookmarkRecord): EmailBookmarkView {
  return { id: b.id, message_id: b.messageId, artifact_id: b.artifactId, session_id: b.sessionId, subject: b.subject, body: b.body, created_at: b.createdAt.toISOString() };
}

export const emailBookmarkRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  emailBookmarks: ManageEmailBookmarks,
} satisfies UseCaseClasses;

/** A person's bookmarks of Email Agent answers and artifacts in a space (R-OPEN-41): their own only. */
export function emailBookmarkRoutes(u: UseCasesOf<typeof emailBookmarkRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(EmailBookmarksApi.list.pattern, {
      schema: { tags: ['email-bookmarks'], description: 'Your bookmarks of Email Agent answers and artifacts in the space (X-Space-ID), newest first.', response: { 200: z.array(BookmarkSchema), ...errors } },
    }, async (req) => (await u.emailBookmarks.list(principalOf(req), spaceOf(req))).map(view));

    app.post(EmailBookmarksApi.add.pattern, {
      schema: { tags: ['email-bookmarks'], description: 'Bookmarks an Email Agent answer or email artifact of one of your chats in the space; bookmarking it again answers with the same bookmark.', body: AddBody, response: { 200: BookmarkSchema, ...errors } },
    }, async (req) => view(await u.emailBookmarks.add(principalOf(req), spaceOf(req), { messageId: req.body.message_id ?? null, artifactId: req.body.artifact_id ?? null })));

    app.delete(EmailBookmarksApi.remove.pattern, {
      schema: { tags: ['email-bookmarks'], description: 'Removes one of your bookmarks.', params: IdParam, response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await u.emailBookmarks.remove(principalOf(req), spaceOf(req), req.params.id);
      return reply.status(204).send(null);
    });
  };
}
