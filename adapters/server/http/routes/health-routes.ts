import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckHealth } from '../../../../core/server/health/check-health.ts';
import type { UseCaseClasses, UseCasesOf } from '../route-use-cases.ts';
import { HealthSchema } from '../schemas.ts';

/** The use cases the health route calls. */
export const healthRouteUseCases = { checkHealth: CheckHealth } satisfies UseCaseClasses;

export function healthRoutes(useCases: UseCasesOf<typeof healthRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['system'], response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
      const report = await useCases.checkHealth.execute();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    });
  };
}
