import { ContainerModule, type Newable } from 'inversify';
import type { Resettable } from './stores/store-registry.ts';
import { AgentDocumentsStore } from './chat/agent-documents-store.ts';
import { BackgroundTasksStore } from './chat/background-tasks-store.ts';
import { UserProfileStore } from './user/user-profile-store.ts';
import { Uploader } from './api/uploader.ts';
import { GuardedCall } from './api/guarded-call.ts';
import { TourState } from './tour/tour-state.ts';
import { SidebarState } from './shell/sidebar-state.ts';
import { ChatNotifications } from './chat/chat-notifications.ts';
import { RunNotices } from './chat/run-notices.ts';
import { ChatStore } from './chat/chat-store.ts';
import { ChatSearch } from './chat/chat-search.ts';
import { AgentCatalogue } from './chat/agent-catalogue.ts';
import { ChatSessions } from './chat/chat-sessions.ts';
import { ActionProposalsStore } from './chat/action-proposals-store.ts';
import { adminFeature } from './admin/admin.feature.ts';
import { erpFeature } from './erp/erp.feature.ts';
import { mcpServersFeature } from './mcp-servers/mcp-servers.feature.ts';
import { leadsFeature } from './leads/leads.feature.ts';
import { outreachFeature } from './outreach/outreach.feature.ts';
import { emailBookmarksFeature } from './email-bookmarks/email-bookmarks.feature.ts';
import { publishingFeature } from './publishing/publishing.feature.ts';
import { organizationsFeature } from './organizations/organizations.feature.ts';
import { integrationsFeature } from './integrations/integrations.feature.ts';
import { creditsFeature } from './credits/credits.feature.ts';
import { knowledgeFeature } from './knowledge/knowledge.feature.ts';
import { agentConfigurationFeature } from './agent-configuration/agent-configuration.feature.ts';
import { assetsFeature } from './assets/assets.feature.ts';
import { accountFeature } from './account/account.feature.ts';
import type { ClientFeature } from './client-feature.ts';
import { bindSingletons } from './module-bindings.ts';

/** The client core's features that live in a folder of their own (core/client/<feature>/): one line each. */
const FEATURES: readonly ClientFeature[] = [
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
];

/** The workspace's stores of spec section 3 (and ours beside them), each also bound to `ResettableStore` (module-bindings.ts). */
export const WORKSPACE_STORES: readonly Newable<Resettable>[] = [
  ChatStore, AgentDocumentsStore, BackgroundTasksStore, ActionProposalsStore, ...FEATURES.flatMap((feature) => feature.stores ?? []),
];

/** Everything a signed-in user works with, beside `signInCoreModule` (which it needs loaded first). */
export const workspaceCoreModule = new ContainerModule((options) => {
  bindSingletons(
    options,
    [
      UserProfileStore, TourState, SidebarState, Uploader, GuardedCall, ChatNotifications, RunNotices, ChatSearch, AgentCatalogue, ChatSessions,
      ...FEATURES.flatMap((feature) => feature.services ?? []),
    ],
    WORKSPACE_STORES,
  );
});
