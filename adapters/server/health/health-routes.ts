import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckHealth } from '../../../core/server/health/check-health.ts';
import { CheckReadiness } from '../../../core/server/health/check-readiness.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { HealthSchema, ReadinessSchema } from '../http/schemas.ts';
import { RETRY_BUSY_SECONDS } from '../http/error-handler.ts';

/** The use cases the health routes call. */
export const healthRouteUseCases = { checkHealth: CheckHealth, checkReadiness: CheckReadiness } satisfies UseCaseClasses;

export function healthRoutes(useCases: UseCasesOf<typeof healthRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      schema: { tags: ['system'], summary: 'Liveness: the process answers, without asking the database or Redis', response: { 200: HealthSchema } },
    }, async () => useCases.checkHealth.execute());
    app.get('/ready', {
      schema: {
        tags: ['system'],
        summary: 'Readiness: each dependency asked with a short bound; 503 names the one that did not answer',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    }, async (_request, reply) => {
      const report = await useCases.checkReadiness.execute();
      if (report.status !== 'ready') reply.header('Retry-After', String(RETRY_BUSY_SECONDS));
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    });
  };
}
