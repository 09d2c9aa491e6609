import type { WebFeature } from './web-feature.ts';
import { chatFeature } from './chat/chat.feature.ts';
import { dashboardFeature } from './dashboard/dashboard.feature.ts';
import { spacesFeature } from './spaces/spaces.feature.ts';
import { accountFeature } from './account/account.feature.ts';
import { assetsFeature } from './assets/assets.feature.ts';
import { agentConfigurationFeature } from './agent-configuration/agent-configuration.feature.ts';
import { knowledgeFeature } from './knowledge/knowledge.feature.ts';
import { creditsFeature } from './credits/credits.feature.ts';
import { integrationsFeature } from './integrations/integrations.feature.ts';
import { organizationsFeature } from './organizations/organizations.feature.ts';
import { publishingFeature } from './publishing/publishing.feature.ts';
import { emailBookmarksFeature } from './email-bookmarks/email-bookmarks.feature.ts';
import { outreachFeature } from './outreach/outreach.feature.ts';
import { leadsFeature } from './leads/leads.feature.ts';
import { adminFeature } from './admin/admin.feature.ts';
import { erpFeature } from './erp/erp.feature.ts';
import { mcpServersFeature } from './mcp-servers/mcp-servers.feature.ts';

/**
 * The web app's features that live in a folder of their own (web/<feature>/): each is one line here, and the
 * router serves its pages inside the signed-in shell. Only addresses and lazy loads are read at start, so the
 * list adds no feature code to what Login downloads.
 */
export const WEB_FEATURES: readonly WebFeature[] = [
  dashboardFeature,
  chatFeature,
  adminFeature,
  erpFeature,
  mcpServersFeature,
  leadsFeature,
  outreachFeature,
  emailBookmarksFeature,
  publishingFeature,
  organizationsFeature,
  integrationsFeature,
  creditsFeature,
  knowledgeFeature,
  agentConfigurationFeature,
  assetsFeature,
  accountFeature,
  spacesFeature,
];
