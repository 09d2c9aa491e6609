import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CreateSpace } from '../../../core/server/spaces/create-space.ts';
import { ListSpaces } from '../../../core/server/spaces/list-spaces.ts';
import { ManageSpace } from '../../../core/server/spaces/manage-space.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { principalOf, requireAuth } from '../http/authenticate-request.ts';
import { CreateSpaceBody, ErrorSchema, SpaceSchema } from '../http/schemas.ts';
import { SpacesApi } from '../../../core/domain/spaces/spaces-api.ts';
import type { SpaceChanges } from '../../../core/domain/spaces/space.ts';
import type { SpaceProfileAnswers } from '../../../core/domain/spaces/space-profile-questions.ts';
import type { MessageResponse } from '../../../core/domain/message-response.ts';

/** The use cases the space routes call. */
export const spaceRouteUseCases = {
  authenticate: Authenticate,
  listSpaces: ListSpaces,
  manageSpace: ManageSpace,
  createSpace: CreateSpace,
} satisfies UseCaseClasses;

export function spaceRoutes(useCases: UseCasesOf<typeof spaceRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(useCases.authenticate));

    app.get(SpacesApi.list.pattern, {
      schema: { tags: ['spaces'], response: { 200: z.array(SpaceSchema), 401: ErrorSchema } },
    }, async (request) => useCases.listSpaces.execute(principalOf(request)));

    const IdParam = z.object({ id: z.string().min(1).max(100) });
    const ProfileSchema = SpaceSchema.extend({
      space_id: z.string(),
      questions: z.array(z.object({ id: z.string(), section: z.string(), prompt: z.string(), kind: z.string(), options: z.array(z.string()).optional(), format: z.literal('web-address').optional() })),
      answers: z.record(z.string(), z.string()),
    });

    app.patch(SpacesApi.update.pattern, {
      schema: {
        tags: ['spaces'],
        params: IdParam,
        body: z.object({ name: z.string().trim().min(1).max(100).optional(), description: z.string().max(1000).nullish() }) satisfies z.ZodType<SpaceChanges>,
        response: { 200: SpaceSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema },
      },
    }, async (request) => useCases.manageSpace.update(principalOf(request), request.params.id, request.body));

    app.delete(SpacesApi.remove.pattern, {
      schema: { tags: ['spaces'], params: IdParam, response: { 200: z.object({ message: z.string() }) satisfies z.ZodType<MessageResponse>, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema } },
    }, async (request) => {
      await useCases.manageSpace.remove(principalOf(request), request.params.id);
      return { message: 'Space deleted' };
    });

    app.get(SpacesApi.profile.pattern, {
      schema: { tags: ['spaces'], params: IdParam, response: { 200: ProfileSchema, 401: ErrorSchema, 403: ErrorSchema } },
    }, async (request) => useCases.manageSpace.profile(principalOf(request), request.params.id));

    app.put(SpacesApi.saveProfile.pattern, {
      schema: {
        tags: ['spaces'],
        params: IdParam,
        body: z.object({ answers: z.record(z.string().max(100), z.string().max(10_000)) }) satisfies z.ZodType<SpaceProfileAnswers>,
        response: { 200: ProfileSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema },
      },
    }, async (request) => useCases.manageSpace.saveProfile(principalOf(request), request.params.id, request.body.answers));

    app.post(SpacesApi.create.pattern, {
      schema: { tags: ['spaces'], body: CreateSpaceBody, response: { 201: SpaceSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema } },
    }, async (request, reply) => {
      const { name, slug, description } = request.body;
      const space = await useCases.createSpace.execute(principalOf(request), { name, slug, description: description ?? undefined });
      return reply.status(201).send(space);
    });
  };
}
