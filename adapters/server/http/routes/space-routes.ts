import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HttpUseCases } from '../http-use-cases.ts';
import { principalOf, requireAuth } from '../authenticate-request.ts';
import { CreateSpaceBody, ErrorSchema, SpaceSchema } from '../schemas.ts';

export function spaceRoutes(useCases: HttpUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(useCases.authenticate));

    app.get('/spaces/', {
      schema: { tags: ['spaces'], response: { 200: z.array(SpaceSchema), 401: ErrorSchema } },
    }, async (request) => useCases.listSpaces.execute(principalOf(request)));

    app.post('/spaces/', {
      schema: { tags: ['spaces'], body: CreateSpaceBody, response: { 201: SpaceSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema } },
    }, async (request, reply) => {
      const { name, slug, description } = request.body;
      const space = await useCases.createSpace.execute(principalOf(request), { name, slug, description: description ?? undefined });
      return reply.status(201).send(space);
    });
  };
}
