import { ContainerModule } from 'inversify';
import { ApiClient } from './api/api-client.ts';
import { TokenStore } from './auth/token-store.ts';
import { AuthSession } from './auth/auth-session.ts';
import { PrefetchRegistry } from './auth/prefetch-registry.ts';
import { SpacesService } from './spaces/spaces-service.ts';
import { CurrentSpace } from './spaces/current-space.ts';
import { ResettableStore, StoreRegistry } from './stores/store-registry.ts';
import { AnalyticsPropertyStore } from './stores/analytics-property-store.ts';
import { KnowledgeBaseStore } from './stores/knowledge-base-store.ts';
import { BrandVoiceStore } from './stores/brand-voice-store.ts';
import { AgentDocumentsStore } from './stores/agent-documents-store.ts';
import { AgentConfigurationStore } from './stores/agent-configuration-store.ts';
import { ErpStore } from './stores/erp-store.ts';
import { AdPlatformStore } from './stores/ad-platform-store.ts';
import { OutreachStore } from './stores/outreach-store.ts';
import { LeadSearchStore } from './stores/lead-search-store.ts';
import { UrlIntelligenceStore } from './stores/url-intelligence-store.ts';
import { EmailBookmarksStore } from './stores/email-bookmarks-store.ts';
import { BackgroundTasksStore } from './stores/background-tasks-store.ts';
import { ContentPublishingStore } from './stores/content-publishing-store.ts';
import { CreditsStore } from './credits/credits-store.ts';
import { OrganizationStore } from './organization/organization-store.ts';
import { UserProfileStore } from './user/user-profile-store.ts';
import { ClientLog } from './logging/client-log.ts';
import { Uploader } from './api/uploader.ts';
import { GuardedCall } from './api/guarded-call.ts';
import { AssetsService } from './assets/assets-service.ts';
import { TourState } from './tour/tour-state.ts';
import { SidebarState } from './shell/sidebar-state.ts';
import { AccountRequests } from './auth/account-requests.ts';
import { AccountSettingsService } from './auth/account-settings-service.ts';
import { AgentApi } from './chat/agent-api.ts';
import { ChatNotifications } from './chat/chat-notifications.ts';
import { ChatStore } from './chat/chat-store.ts';
import { ChatSearch } from './chat/chat-search.ts';
import { PlatformAdminService } from './admin/platform-admin-service.ts';
import { ConnectionsStore } from './integrations/connections-store.ts';
import { ActionProposalsStore } from './chat/action-proposals-store.ts';
import { McpServersStore } from './integrations/mcp-servers-store.ts';

/** The stores of spec section 3: a user switch clears each (StoreRegistry injects them all through `ResettableStore`). */
const RESETTABLE_STORES = [
  AnalyticsPropertyStore, SpacesService, KnowledgeBaseStore, ChatStore, BrandVoiceStore, OrganizationStore, AgentDocumentsStore,
  AgentConfigurationStore, ErpStore, AdPlatformStore, OutreachStore, LeadSearchStore, UrlIntelligenceStore, EmailBookmarksStore,
  CreditsStore, BackgroundTasksStore, ContentPublishingStore, ConnectionsStore,
  ActionProposalsStore, McpServersStore,
] as const;

/**
 * The client core's own services, one instance each per container. A composition root binds
 * the ports (HttpPort, UploadPort, StoragePort, SessionStoragePort, Clock, IdGenerator, EventBus,
 * RouteProvider, ApiConfig, and the chat's SocketPort, DesktopNotifier and Toaster) and loads this.
 */
export const clientCoreModule = new ContainerModule((options) => {
  const singletons: (new (...args: never[]) => unknown)[] = [
    ...RESETTABLE_STORES, StoreRegistry, PrefetchRegistry, ClientLog, CurrentSpace, TokenStore, ApiClient, AuthSession, UserProfileStore,
    TourState, SidebarState, Uploader, GuardedCall, AccountRequests, AssetsService, AgentApi, ChatNotifications, ChatSearch,
    PlatformAdminService, AccountSettingsService,
  ];
  for (const service of singletons) options.bind(service).toSelf().inSingletonScope();
  for (const store of RESETTABLE_STORES) options.bind(ResettableStore).toService(store);
});
