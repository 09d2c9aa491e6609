/**
 * The browser's composition root: binds the client core's ports to browser adapters, builds the
 * view-models, the router with its guard, and renders. The only place that calls `container.get`.
 */
import 'reflect-metadata';
// Before anything renders an icon: the loader that gives only the icons the app uses.
import './icons/icon-loader.ts';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { Messages } from '../core/domain/messages.ts';
import { Classes, FocusStyleManager, OverlaysProvider } from '@blueprintjs/core';
import { clientCoreModule } from '../core/client/client-module.ts';
import { HttpPort } from '../core/client/ports/http.port.ts';
import { UploadPort } from '../core/client/ports/upload.port.ts';
import { SessionStoragePort, StoragePort } from '../core/client/ports/storage.port.ts';
import { Clock } from '../core/client/ports/clock.port.ts';
import { IdGenerator } from '../core/client/ports/id-generator.port.ts';
import { EventBus } from '../core/client/ports/event-bus.port.ts';
import { RouteProvider } from '../core/client/ports/client-context.port.ts';
import { ApiConfig } from '../core/client/api/api-config.ts';
import { AuthSession } from '../core/client/auth/auth-session.ts';
import { SpacesService } from '../core/client/spaces/spaces-service.ts';
import { CreditsStore } from '../core/client/credits/credits-store.ts';
import { OrganizationStore } from '../core/client/organization/organization-store.ts';
import { SidebarState } from '../core/client/shell/sidebar-state.ts';
import { TourState } from '../core/client/tour/tour-state.ts';
import { KnowledgeBaseStore } from '../core/client/stores/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../core/client/stores/url-intelligence-store.ts';
import { BrandVoiceStore } from '../core/client/stores/brand-voice-store.ts';
import { ConnectionsStore } from '../core/client/integrations/connections-store.ts';
import { BackgroundTasksStore } from '../core/client/stores/background-tasks-store.ts';
import { ChatStore } from '../core/client/chat/chat-store.ts';
import { ChatNotifications } from '../core/client/chat/chat-notifications.ts';
import { SocketPort } from '../core/client/chat/socket.port.ts';
import { DesktopNotifier } from '../core/client/chat/desktop-notifier.port.ts';
import { Toaster } from '../core/client/ports/toaster.port.ts';
import { FetchHttp } from '../adapters/client/fetch-http.ts';
import { XhrUpload } from '../adapters/client/xhr-upload.ts';
import { WebStorage } from '../adapters/client/web-storage.ts';
import { SystemClock } from '../adapters/client/system-clock.ts';
import { CryptoIdGenerator } from '../adapters/client/crypto-id-generator.ts';
import { MittEventBus } from '../adapters/client/mitt-event-bus.ts';
import { GlobalWebSocket } from '../adapters/client/global-web-socket.ts';
import { BrowserDesktopNotifier } from '../adapters/client/browser-desktop-notifier.ts';
import { BrowserRoute } from './adapters/browser-route.ts';
import { MediaColorScheme } from './adapters/media-color-scheme.ts';
import { DeferredNavigator } from './view-models/navigator.ts';
import { SessionViewModel } from './view-models/session.view-model.ts';
import { DashboardViewModel } from './view-models/dashboard.view-model.ts';
import { LogoutDialogViewModel } from './view-models/logout-dialog.view-model.ts';
import { ThemeViewModel } from './view-models/theme.view-model.ts';
import type { LoginFormViewModel } from './view-models/login-form.view-model.ts';
import type { RegisterFormViewModel } from './view-models/register-form.view-model.ts';
import { SidebarViewModel } from './view-models/sidebar.view-model.ts';
import { CreditsPanelViewModel } from './view-models/credits-panel.view-model.ts';
import { SpaceSelectorViewModel } from './view-models/space-selector.view-model.ts';
import { TourViewModel, WelcomeModalViewModel } from './view-models/tour.view-model.ts';
import type { CreditsViewModel } from './view-models/credits.view-model.ts';
import type { PricingViewModel } from './view-models/pricing.view-model.ts';
import type { WorkspaceSettingsViewModel } from './view-models/workspace-settings.view-model.ts';
import type { SpaceProfileViewModel } from './view-models/space-profile.view-model.ts';
import type { OrgUsersViewModel } from './view-models/org-users.view-model.ts';
import type { AdminDashboardViewModel } from './view-models/admin-dashboard.view-model.ts';
import type { AdminUsersViewModel } from './view-models/admin-users.view-model.ts';
import type { AdminOrganizationsViewModel } from './view-models/admin-organizations.view-model.ts';
import type { AdminSecurityViewModel } from './view-models/admin-security.view-model.ts';
import type { AdminIntegrationsViewModel } from './view-models/admin-integrations.view-model.ts';
import type { OrgAdminDashboardViewModel } from './view-models/org-admin-dashboard.view-model.ts';
import { PlatformAdminService } from '../core/client/admin/platform-admin-service.ts';
import type { AgentsCatalogueViewModel } from './view-models/agents-catalogue.view-model.ts';
import type { UrlSourceViewModel } from './view-models/knowledge-base.view-model.ts';
import type { KnowledgeBaseViewModel } from './view-models/knowledge-base.view-model.ts';
import type { BrandVoiceViewModel } from './view-models/brand-voice.view-model.ts';
import type { AssetsViewModel } from './view-models/assets.view-model.ts';
import type { ConnectionsViewModel } from './view-models/connections.view-model.ts';
import type { Ga4SetupViewModel } from './view-models/ga4-setup.view-model.ts';
import type { Ga4PropertiesViewModel } from './view-models/ga4-properties.view-model.ts';
import { AnalyticsPropertyStore } from '../core/client/stores/analytics-property-store.ts';
import { McpServersStore } from '../core/client/integrations/mcp-servers-store.ts';
import { AdPlatformStore } from '../core/client/stores/ad-platform-store.ts';
import { OutreachStore } from '../core/client/stores/outreach-store.ts';
import { LeadSearchStore } from '../core/client/stores/lead-search-store.ts';
import { downloadText } from './adapters/download-text.ts';
import { ErpStore } from '../core/client/stores/erp-store.ts';
import type { DashboardAnalyticsViewModel } from './view-models/dashboard-analytics.view-model.ts';
import { PendingToasts, type PageReloader } from './view-models/notifier.ts';
import { BlueprintNotifier } from './adapters/blueprint-notifier.ts';
import { NotifierToaster } from './adapters/notifier-toaster.ts';
import { AgentChatViewModel } from './view-models/agent-chat.view-model.ts';
import { BackgroundTasksViewModel } from './view-models/background-tasks.view-model.ts';
import type { SettingsViewModel } from './view-models/settings.view-model.ts';
import type { AccountSettingsViewModel } from './view-models/account-settings.view-model.ts';
import { AccountSettingsService } from '../core/client/auth/account-settings-service.ts';
import type { ScreenViewModelFactories, ViewModels } from './view-models/view-models.ts';
import { ViewModelProvider } from './view-model-context.tsx';
import { createGuardLoader } from './routing/navigation-guard.ts';
import { createAppRouter } from './routing/router.tsx';
import type { VerifyEmailViewModel } from './view-models/verify-email.view-model.ts';
import type { ForgotPasswordViewModel } from './view-models/forgot-password.view-model.ts';
import type { ResetPasswordViewModel } from './view-models/reset-password.view-model.ts';
import type { WaitlistViewModel } from './view-models/waitlist.view-model.ts';
import type { PaymentSuccessViewModel } from './view-models/payment-success.view-model.ts';
import type { AgentManagementViewModel } from './view-models/agent-management.view-model.ts';
import type { AgentConfigurationViewModel } from './view-models/agent-configuration.view-model.ts';
import { AgentConfigurationStore } from '../core/client/stores/agent-configuration-store.ts';
import { AccountRequests } from '../core/client/auth/account-requests.ts';
import { AssetsService } from '../core/client/assets/assets-service.ts';
import { UserProfileStore } from '../core/client/user/user-profile-store.ts';
import { AgentDocumentsStore } from '../core/client/stores/agent-documents-store.ts';
import { ChatAttachmentsViewModel } from './view-models/chat-attachments.view-model.ts';
import { ArtifactPreviewsViewModel } from './view-models/artifact-previews.view-model.ts';
import { DocumentViewerViewModel } from './view-models/document-viewer.view-model.ts';
import { AnswerCopyViewModel } from './view-models/answer-copy.view-model.ts';
import { SaveBrandVoiceViewModel } from './view-models/save-brand-voice.view-model.ts';
import { SendToSiteViewModel } from './view-models/send-to-site.view-model.ts';
import { EmailBookmarksViewModel } from './view-models/email-bookmarks.view-model.ts';
import { ContentPublishingStore } from '../core/client/stores/content-publishing-store.ts';
import { EmailBookmarksStore } from '../core/client/stores/email-bookmarks-store.ts';
import { ActionProposalsViewModel } from './view-models/action-proposals.view-model.ts';
import { ActionProposalsStore } from '../core/client/chat/action-proposals-store.ts';
import { BrowserClipboard } from './adapters/browser-clipboard.ts';
import type { DashboardStartViewModel } from './view-models/dashboard-start.view-model.ts';
import { AgentApi } from '../core/client/chat/agent-api.ts';

const navigator = new DeferredNavigator();
const notifier = new BlueprintNotifier((to) => navigator.navigate(to));
const desktopNotifier = new BrowserDesktopNotifier();

const container = new Container();
container.bind(HttpPort).toConstantValue(new FetchHttp());
container.bind(UploadPort).toConstantValue(new XhrUpload());
container.bind(StoragePort).toConstantValue(new WebStorage(window.localStorage));
container.bind(SessionStoragePort).toConstantValue(new WebStorage(window.sessionStorage));
container.bind(Clock).toConstantValue(new SystemClock());
container.bind(IdGenerator).toConstantValue(new CryptoIdGenerator());
container.bind(EventBus).toConstantValue(new MittEventBus());
container.bind(RouteProvider).toConstantValue(new BrowserRoute(window.location));
container.bind(ApiConfig).toConstantValue({ baseUrl: '', pageOrigin: window.location.origin });
container.bind(SocketPort).toConstantValue(new GlobalWebSocket());
container.bind(DesktopNotifier).toConstantValue(desktopNotifier);
container.bind(Toaster).toConstantValue(new NotifierToaster(notifier));
container.load(clientCoreModule);

const auth = container.get(AuthSession);
const spaces = container.get(SpacesService);
const bus = container.get(EventBus);

const creditsStore = container.get(CreditsStore);
const organizationStore = container.get(OrganizationStore);
const sessionStorage = container.get(SessionStoragePort);
const knowledgeBaseStore = container.get(KnowledgeBaseStore);
const urlIntelligenceStore = container.get(UrlIntelligenceStore);
const brandVoiceStore = container.get(BrandVoiceStore);
const clock = container.get(Clock);

const chatStore = container.get(ChatStore);
const backgroundTasksStore = container.get(BackgroundTasksStore);
const chatNotifications = container.get(ChatNotifications);
const pendingToasts = new PendingToasts(sessionStorage);
const page: PageReloader = { reload: () => window.location.reload() };
const session = new SessionViewModel(auth, bus, navigator);
const dashboard = new DashboardViewModel(spaces, bus);
const creditsPanel = new CreditsPanelViewModel(container.get(UserProfileStore), session);
const tour = new TourViewModel(container.get(TourState), session);
const viewModels: ViewModels = {
  session,
  dashboard,
  logoutDialog: new LogoutDialogViewModel(session),
  theme: new ThemeViewModel(new MediaColorScheme(window)),
  sidebar: new SidebarViewModel(container.get(SidebarState), { get role() { return session.role; }, get current() { return dashboard.current; } }, window.innerWidth),
  creditsPanel,
  spaceSelector: new SpaceSelectorViewModel(spaces, dashboard, session, pendingToasts, page),
  tour,
  welcome: new WelcomeModalViewModel(container.get(StoragePort), tour),
  artifactPreviews: new ArtifactPreviewsViewModel(container.get(AssetsService)),
  documentViewer: new DocumentViewerViewModel(knowledgeBaseStore, urlIntelligenceStore),
  agentChat: new AgentChatViewModel(chatStore, container.get(AgentDocumentsStore), new ChatAttachmentsViewModel(knowledgeBaseStore, clock), navigator),
  backgroundTasks: new BackgroundTasksViewModel(backgroundTasksStore, navigator),
  answerCopy: new AnswerCopyViewModel(new BrowserClipboard(window), notifier),
  saveBrandVoice: new SaveBrandVoiceViewModel(brandVoiceStore, session, notifier),
  sendToSite: new SendToSiteViewModel(container.get(ContentPublishingStore), container.get(IdGenerator), notifier, () => clock.now()),
  emailBookmarks: new EmailBookmarksViewModel(container.get(EmailBookmarksStore), { get userId() { return session.user?.id; } }, new BrowserClipboard(window), notifier),
  actionProposals: new ActionProposalsViewModel(container.get(ActionProposalsStore)),
};
const factories: ScreenViewModelFactories = {
  loginForm: (Make) => new Make(auth, navigator),
  registerForm: (Make) => new Make(auth, navigator, container.get(AccountRequests)),
  verifyEmail: (Make) => new Make(container.get(AccountRequests), navigator),
  forgotPassword: (Make) => new Make(container.get(AccountRequests), navigator),
  resetPassword: (Make) => new Make(container.get(AccountRequests), navigator),
  waitlist: (Make) => new Make(container.get(AccountRequests), navigator),
  paymentSuccess: (Make) => new Make(creditsStore, session, navigator, clock),
  agentManagement: (Make) => new Make(container.get(AgentConfigurationStore), session, notifier),
  agentConfiguration: (Make) => (slug: string) => new Make(slug, container.get(AgentConfigurationStore), session, notifier),
  credits: (Make) => new Make(creditsStore, session, (url) => window.location.assign(url)),
  pricing: (Make) => new Make(creditsStore, session, (url) => window.location.assign(url)),
  workspaceSettings: (Make) => new Make(spaces, dashboard, session, notifier, { pending: pendingToasts, page }),
  spaceProfile: (Make) => new Make(spaces, dashboard, session, notifier),
  orgUsers: (Make) => new Make(organizationStore, session, notifier),
  adminDashboard: (Make) => new Make(container.get(PlatformAdminService)),
  adminUsers: (Make) => new Make(container.get(PlatformAdminService), session, notifier),
  adminOrganizations: (Make) => new Make(container.get(PlatformAdminService), session, notifier),
  adminSecurity: (Make) => new Make(container.get(PlatformAdminService), session, notifier),
  adminIntegrations: (Make) => new Make(container.get(PlatformAdminService)),
  orgAdminDashboard: (Make) => new Make(organizationStore, creditsStore, notifier),
  agentsCatalogue: (Make) => new Make(container.get(AgentConfigurationStore)),
  knowledgeBase: (Make) => new Make(knowledgeBaseStore, urlIntelligenceStore, clock, notifier),
  urlSource: (Make) => new Make(urlIntelligenceStore, notifier),
  brandVoice: (Make) => new Make(brandVoiceStore, session, notifier),
  assets: (Make) => new Make(container.get(AssetsService)),
  settings: (Make) => new Make(chatNotifications, desktopNotifier),
  connections: (Make) => new Make(container.get(ConnectionsStore), session, notifier),
  ga4Setup: (Make) => new Make(container.get(AnalyticsPropertyStore), session, navigator, (url) => window.location.assign(url)),
  ga4Properties: (Make) => new Make(container.get(AnalyticsPropertyStore), session, notifier),
  instantlyOverview: (Make) => new Make(container.get(ConnectionsStore), container.get(OutreachStore)),
  apollo: (Make) => new Make(container.get(ConnectionsStore), container.get(LeadSearchStore), session, notifier, downloadText),
  instantlyCampaigns: (Make) => new Make(container.get(OutreachStore), session, notifier),
  instantlyAnalytics: (Make) => new Make(container.get(OutreachStore)),
  instantlySettings: (Make) => new Make(container.get(OutreachStore), container.get(ConnectionsStore), session, notifier),
  campaignDraft: (Make) => new Make(container.get(OutreachStore), container.get(AssetsService)),
  campaignDraftAvailability: (Make) => new Make(container.get(ConnectionsStore)),
  mcpServers: (Make) => new Make(container.get(McpServersStore), session, notifier),
  dashboardAnalytics: (Make) => new Make(container.get(ConnectionsStore), container.get(AnalyticsPropertyStore), container.get(AdPlatformStore), creditsStore, clock),
  erpDashboard: (Make) => new Make(container.get(ErpStore)),
  odooConnections: (Make) => new Make(container.get(ErpStore), container.get(ConnectionsStore), session, notifier),
  sentDrafts: (Make) => new Make(container.get(ContentPublishingStore)),
  accountSettings: (Make) => new Make(container.get(AccountSettingsService), session, notifier),
  dashboardStart: (Make) =>
    new Make({
      space: dashboard,
      session,
      documents: knowledgeBaseStore,
      brandVoice: brandVoiceStore,
      chats: container.get(AgentApi),
      credits: creditsStore,
      profiles: spaces,
    }),
};

// Authentication starts now; the guard holds the first navigation until it is done.
void session.initialize();
const router = createAppRouter(
  createGuardLoader({
    ready: () => session.initialize(),
    authState: () => session.state,
    role: () => session.role,
    hasCurrentSpace: () => spaces.current !== null,
    refused: () => notifier.show({ message: Messages.orgAdminsOnly, intent: 'warning' }),
  }),
);
navigator.attach({
  pathname: () => router.state.location.pathname,
  query: () => Object.fromEntries(new URLSearchParams(router.state.location.search)),
  navigate: (to, options) => void router.navigate(to, options),
});

autorun(() => document.body.classList.toggle(Classes.DARK, viewModels.theme.isDark));
// Toasts put aside before a reload (space switch or creation, decisions D6) show now, once.
void session.initialize().finally(() => {
  for (const toast of pendingToasts.takeAll()) notifier.show(toast);
});
FocusStyleManager.onlyShowFocusOnTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OverlaysProvider>
      <ViewModelProvider viewModels={viewModels} factories={factories}>
        <RouterProvider router={router} />
      </ViewModelProvider>
    </OverlaysProvider>
  </StrictMode>,
);
