import 'reflect-metadata';
import { Container } from 'inversify';
import type { ContainerSettings } from './container-settings.ts';
import type { FeatureModule, FeatureModuleFactory } from './modules/feature-module.ts';
import { scaleOutAdapters } from './modules/scale-out-adapters.ts';
import { routeUseCaseBindings } from './modules/feature-routes.ts';
import { platformModule } from './modules/platform-module.ts';
import { healthModule } from './modules/health-module.ts';
import { authModule } from './modules/auth-module.ts';
import { spacesModule } from './spaces/spaces-module.ts';
import { billingModule } from './billing/billing-module.ts';
import { organizationsModule } from './organizations/organizations-module.ts';
import { adminModule } from './admin/admin-module.ts';
import { paymentsModule } from './payments/payments-module.ts';
import { agentsModule } from './modules/agents-module.ts';
import { knowledgeModule } from './knowledge/knowledge-module.ts';
import { integrationsModule } from './integrations/integrations-module.ts';
import { mcpServersModule } from './mcp-servers/mcp-servers-module.ts';
import { agentActionsModule } from './modules/agent-actions-module.ts';
import { outreachModule } from './outreach/outreach-module.ts';
import { erpModule } from './erp/erp-module.ts';
import { publishingModule } from './publishing/publishing-module.ts';
import { emailBookmarksModule } from './email-bookmarks/email-bookmarks-module.ts';
import { leadsModule } from './leads/leads-module.ts';

/** The server's features, in the order their routes are registered (and listed in the OpenAPI document). A new feature is one module file and one line here. */
const FEATURES: readonly FeatureModuleFactory[] = [
  platformModule,
  healthModule,
  authModule,
  spacesModule,
  billingModule,
  organizationsModule,
  adminModule,
  paymentsModule,
  agentsModule,
  knowledgeModule,
  integrationsModule,
  mcpServersModule,
  agentActionsModule,
  outreachModule,
  erpModule,
  publishingModule,
  emailBookmarksModule,
  leadsModule,
];

/** Every feature of the server process, over the adapters the scale-out switch chose for these settings. */
export async function serverFeatures(settings: ContainerSettings): Promise<FeatureModule[]> {
  const scaleOut = await scaleOutAdapters(settings.redis);
  return FEATURES.map((feature) => feature(settings, scaleOut));
}

/** Wires the server process: every feature's ports to adapters and use cases to their ports (a route file's use cases are bound from its map). */
export async function buildServerContainer(settings: ContainerSettings, features?: readonly FeatureModule[]): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  // Async: the platform module hashes the sign-in timing equaliser once, and adapters used only when configured are imported then.
  const all = features ?? (await serverFeatures(settings));
  await container.loadAsync(...all.flatMap((feature) => (feature.bindings ? [feature.bindings] : [])));
  // After every feature's bindings (loadAsync runs modules concurrently), so one a feature bound its own way stays.
  container.load(routeUseCaseBindings(all));
  return container;
}
