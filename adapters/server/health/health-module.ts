import { ContainerModule } from 'inversify';
import { AppVersion, CheckHealth, RuntimeInfo } from '../../../core/server/health/check-health.ts';
import { CheckReadiness } from '../../../core/server/health/check-readiness.ts';
import { LlmProvider } from '../../../core/server/agents/ports.ts';
import { healthRoutes, healthRouteUseCases } from './health-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** Health and readiness: the version, this process's role and the adapter behind each shared port. Workers serve it too. */
export const healthModule: FeatureModuleFactory = (settings, scaleOut) => ({
  name: 'health',
  servedOnWorkers: true,
  bindings: new ContainerModule(({ bind }) => {
    bind<string>(AppVersion).toConstantValue(settings.version);
    bind<RuntimeInfo>(RuntimeInfo).toDynamicValue((context) => {
      const llm = context.get(LlmProvider);
      return {
        role: settings.role ?? 'all',
        adapters: { database: settings.database.kind, events: scaleOut.kind, queue: scaleOut.kind, rate_limits: scaleOut.kind, llm: llm.offline ? 'offline engine' : llm.name },
      };
    });
    bind(CheckHealth).toSelf();
    bind(CheckReadiness).toSelf();
  }),
  routes: [httpRoutes(healthRouteUseCases, healthRoutes)],
});
