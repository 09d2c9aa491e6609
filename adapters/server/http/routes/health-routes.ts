import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HttpUseCases } from '../http-use-cases.ts';
import { HealthSchema } from '../schemas.ts';

export function healthRoutes(useCases: HttpUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['system'], response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
      const report = await useCases.checkHealth.execute();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    });
  };
}
