/**
 * The browser's composition root, signed-in half: loaded with the signed-in shell (web/main.tsx hands it the
 * container and what it built at start), so Login and the other public pages download none of it. Binds the
 * ports only signed-in pages use, loads the workspace core, and builds the shell's app-wide view-models and the
 * parts the features' pages are composed from (web/<feature>/*-page.tsx, web/signed-in-parts.ts). With
 * web/main.tsx and those pages (through `SignedInParts.get`), the only place that reaches the container.
 */
import type { Container } from 'inversify';
import { WORKSPACE_STORES, workspaceCoreModule } from '../core/client/workspace-module.ts';
import { UploadPort } from '../core/client/ports/upload.port.ts';
import { StoragePort } from '../core/client/ports/storage.port.ts';
import { Clock } from '../core/client/ports/clock.port.ts';
import { EventBus } from '../core/client/ports/event-bus.port.ts';
import { SocketPort } from '../core/client/chat/socket.port.ts';
import { DesktopNotifier } from '../core/client/chat/desktop-notifier.port.ts';
import { Toaster } from '../core/client/ports/toaster.port.ts';
import { SpacesService } from '../core/client/spaces/spaces-service.ts';
import { SidebarState } from '../core/client/shell/sidebar-state.ts';
import { TourState } from '../core/client/tour/tour-state.ts';
import { KnowledgeBaseStore } from '../core/client/knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../core/client/knowledge/url-intelligence-store.ts';
import { BrandVoiceStore } from '../core/client/knowledge/brand-voice-store.ts';
import { BackgroundTasksStore } from '../core/client/chat/background-tasks-store.ts';
import { ChatStore } from '../core/client/chat/chat-store.ts';
import { AssetsService } from '../core/client/assets/assets-service.ts';
import { UserProfileStore } from '../core/client/user/user-profile-store.ts';
import { AgentDocumentsStore } from '../core/client/chat/agent-documents-store.ts';
import { ActionProposalsStore } from '../core/client/chat/action-proposals-store.ts';
import { XhrUpload } from '../adapters/client/xhr-upload.ts';
import { GlobalWebSocket } from '../adapters/client/global-web-socket.ts';
import { BrowserDesktopNotifier } from '../adapters/client/browser-desktop-notifier.ts';
import { NotifierToaster } from './adapters/notifier-toaster.ts';
import { BrowserClipboard } from './adapters/browser-clipboard.ts';
import { MediaPointer } from './adapters/media-pointer.ts';
import { whenIdle, yieldToMain } from './adapters/main-thread.ts';
import type { Navigator } from './view-models/navigator.ts';
import type { Notifier, PageReloader, PendingToasts } from './view-models/notifier.ts';
import type { SessionViewModel } from './view-models/session.view-model.ts';
import type { ThemeViewModel } from './shell/theme.view-model.ts';
import { DashboardViewModel } from './dashboard/dashboard.view-model.ts';
import { LogoutDialogViewModel } from './shell/logout-dialog.view-model.ts';
import { AccountMenuViewModel } from './shell/account-menu.view-model.ts';
import { OrganizationStore } from '../core/client/organizations/organization-store.ts';
import { SidebarViewModel } from './shell/sidebar.view-model.ts';
import { CreditsPanelViewModel } from './shell/credits-panel.view-model.ts';
import { SpaceSelectorViewModel } from './shell/space-selector.view-model.ts';
import { TourViewModel, WelcomeModalViewModel } from './shell/tour.view-model.ts';
import { AgentChatViewModel } from './chat/agent-chat.view-model.ts';
import { BackgroundTasksViewModel } from './shell/background-tasks.view-model.ts';
import { ChatAttachmentsViewModel } from './chat/chat-attachments.view-model.ts';
import { ArtifactPreviewsViewModel } from './chat/artifact-previews.view-model.ts';
import { DocumentViewerViewModel } from './view-models/document-viewer.view-model.ts';
import { AnswerCopyViewModel } from './chat/answer-copy.view-model.ts';
import { SaveBrandVoiceViewModel } from './chat/save-brand-voice.view-model.ts';
import { ActionProposalsViewModel } from './chat/action-proposals.view-model.ts';
import type { ViewModels } from './view-models/view-models.ts';
import type { SignedInParts } from './signed-in-parts.ts';

/** What web/main.tsx built at start and the signed-in half shares. */
export interface SignInRoot {
  container: Container;
  session: SessionViewModel;
  theme: ThemeViewModel;
  navigator: Navigator;
  notifier: Notifier;
  pendingToasts: PendingToasts;
  page: PageReloader;
}

/** Everything the signed-in shell's pages reach: the app-wide view-models, and the parts each feature's pages are composed from. */
export interface SignedInScope {
  viewModels: ViewModels;
  parts: SignedInParts;
}

/** Builds `make`'s value the first time it is asked for, and gives that one every time after. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * Built in parts with the main thread given back between them, and only what the shell's first paint reads:
 * built in one task, everything took 180 ms of a phone's main thread before the first signed-in paint. The
 * view-models of a chat's answers are made when a page first reads them; the stores no page has asked for yet
 * are built one per idle moment afterwards. Each store joins the registry a user switch clears when it is built
 * (module-bindings.ts), and one not built yet holds nothing to clear.
 */
export async function buildSignedInScope(root: SignInRoot): Promise<SignedInScope> {
  const { container, session, navigator, notifier, pendingToasts, page } = root;
  container.bind(UploadPort).toConstantValue(new XhrUpload());
  container.bind(SocketPort).toConstantValue(new GlobalWebSocket());
  container.bind(DesktopNotifier).toConstantValue(new BrowserDesktopNotifier());
  container.bind(Toaster).toConstantValue(new NotifierToaster(notifier));
  container.load(workspaceCoreModule);
  await yieldToMain();

  const spaces = container.get(SpacesService);
  const bus = container.get(EventBus);
  const clock = container.get(Clock);
  // The knowledge base and the brand voice start their after-sign-in loads at once when the sign-in came first
  // (PrefetchRegistry), and the Dashboard reads both.
  const knowledgeBaseStore = container.get(KnowledgeBaseStore);
  const brandVoiceStore = container.get(BrandVoiceStore);

  const dashboard = new DashboardViewModel(spaces, bus);
  const tour = new TourViewModel(container.get(TourState), session);
  const artifactPreviews = once(() => new ArtifactPreviewsViewModel(container.get(AssetsService)));
  const documentViewer = once(() => new DocumentViewerViewModel(knowledgeBaseStore, container.get(UrlIntelligenceStore)));
  const agentChat = once(
    () => new AgentChatViewModel(container.get(ChatStore), container.get(AgentDocumentsStore), new ChatAttachmentsViewModel(knowledgeBaseStore, clock), navigator, new MediaPointer(window)),
  );
  const answerCopy = once(() => new AnswerCopyViewModel(new BrowserClipboard(window), notifier));
  const saveBrandVoice = once(() => new SaveBrandVoiceViewModel(brandVoiceStore, session, notifier));
  const actionProposals = once(() => new ActionProposalsViewModel(container.get(ActionProposalsStore)));
  const accountMenu = once(() => new AccountMenuViewModel(container.get(OrganizationStore), session));
  const viewModels: ViewModels = {
    session,
    theme: root.theme,
    dashboard,
    logoutDialog: new LogoutDialogViewModel(session),
    get accountMenu() { return accountMenu(); },
    sidebar: new SidebarViewModel(container.get(SidebarState), { get role() { return session.role; }, get current() { return dashboard.current; } }, window.innerWidth),
    creditsPanel: new CreditsPanelViewModel(container.get(UserProfileStore), session),
    spaceSelector: new SpaceSelectorViewModel(spaces, dashboard, session, pendingToasts, page),
    tour,
    welcome: new WelcomeModalViewModel(container.get(StoragePort)),
    backgroundTasks: new BackgroundTasksViewModel(container.get(BackgroundTasksStore), navigator),
    get artifactPreviews() { return artifactPreviews(); },
    get documentViewer() { return documentViewer(); },
    get agentChat() { return agentChat(); },
    get answerCopy() { return answerCopy(); },
    get saveBrandVoice() { return saveBrandVoice(); },
    get actionProposals() { return actionProposals(); },
  };
  void (async () => {
    for (const store of WORKSPACE_STORES) {
      await whenIdle();
      container.get(store);
    }
  })();
  const parts: SignedInParts = { get: (token) => container.get(token), session, notifier, navigator, clock, spaces, viewModels, pendingToasts, page };
  return { viewModels, parts };
}
