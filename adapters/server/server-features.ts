import type { FeatureModuleFactory } from './modules/feature-module.ts';
import { platformModule } from './modules/platform-module.ts';
import { healthModule } from './health/health-module.ts';
import { authModule } from './auth/auth-module.ts';
import { spacesModule } from './spaces/spaces-module.ts';
import { billingModule } from './billing/billing-module.ts';
import { organizationsModule } from './organizations/organizations-module.ts';
import { adminModule } from './admin/admin-module.ts';
import { paymentsModule } from './payments/payments-module.ts';
import { agentsModule } from './agents/agents-module.ts';
import { knowledgeModule } from './knowledge/knowledge-module.ts';
import { integrationsModule } from './integrations/integrations-module.ts';
import { mcpServersModule } from './mcp-servers/mcp-servers-module.ts';
import { agentActionsModule } from './agents/agent-actions-module.ts';
import { outreachModule } from './outreach/outreach-module.ts';
import { erpModule } from './erp/erp-module.ts';
import { publishingModule } from './publishing/publishing-module.ts';
import { emailBookmarksModule } from './email-bookmarks/email-bookmarks-module.ts';
import { leadsModule } from './leads/leads-module.ts';

/**
 * The server's features, one line each: the container loads their bindings and binds the use cases their route
 * files call (container.ts), the HTTP app registers their routes in this order (the OpenAPI document lists them so), and the database applies their
 * tables' migrations with the platform's (db/migrations/index.ts).
 */
export const SERVER_FEATURES: readonly FeatureModuleFactory[] = [
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
