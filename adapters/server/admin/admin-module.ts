import { ContainerModule } from 'inversify';
import { IntegrationSettings } from '../../../core/server/admin/describe-integrations.ts';
import { LlmProvider } from '../../../core/server/agents/ports.ts';
import { EmbeddingProvider } from '../../../core/server/knowledge/ports.ts';
import { RegistrationPolicy } from '../../../core/server/auth/registration-policy.ts';
import { AnalyticsProvider } from '../../../core/server/integrations/analytics-provider.ts';
import { adminRoutes, adminRouteUseCases } from './admin-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** The platform admin API: users, organizations, grants, the waitlist, the audit log and the Integrations screen. */
export const adminModule: FeatureModuleFactory = (settings, scaleOut) => ({
  name: 'admin',
  bindings: new ContainerModule(({ bind }) => {
    // The admin Integrations screen: adapter names only, never a key or a connection string.
    bind<IntegrationSettings>(IntegrationSettings).toDynamicValue((context) => {
      const llm = context.get(LlmProvider);
      const registration = context.get(RegistrationPolicy);
      return {
        llm: llm.offline ? { adapter: 'offline_engine', model: null, embeddings: null } : { adapter: 'openai_compatible', model: llm.name, embeddings: context.get(EmbeddingProvider).model },
        payments: settings.stripe ? { adapter: 'stripe', test_mode: false } : { adapter: 'offline', test_mode: true },
        mail: settings.smtp ? { adapter: 'smtp', from: settings.smtp.from } : { adapter: 'outbox', from: null },
        database: { adapter: settings.database.kind },
        events: { adapter: scaleOut.kind, queue: scaleOut.kind, rate_limits: scaleOut.kind },
        process_role: settings.role ?? 'all',
        registration: { mode: registration.mode, require_verified_email: registration.requireVerifiedEmail },
        integrations: {
          sandbox: Boolean(settings.integrations?.sandbox),
          credential_store: settings.integrations?.secretsKey ? 'environment' : 'data_folder',
          google_analytics: context.get(AnalyticsProvider).configured ? 'configured' : 'not_configured',
          meta_ads: 'graph_api',
        },
      };
    });
  }),
  routes: [httpRoutes(adminRouteUseCases, adminRoutes)],
});
