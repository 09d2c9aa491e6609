import type { SessionViewModel } from './session.view-model.ts';
import type { DashboardViewModel } from '../dashboard/dashboard.view-model.ts';
import type { LogoutDialogViewModel } from '../shell/logout-dialog.view-model.ts';
import type { AccountMenuViewModel } from '../shell/account-menu.view-model.ts';
import type { ThemeViewModel } from '../shell/theme.view-model.ts';
import type { SidebarViewModel } from '../shell/sidebar.view-model.ts';
import type { CreditsPanelViewModel } from '../shell/credits-panel.view-model.ts';
import type { SpaceSelectorViewModel } from '../shell/space-selector.view-model.ts';
import type { TourViewModel, WelcomeModalViewModel } from '../shell/tour.view-model.ts';
import type { AgentChatViewModel } from '../chat/agent-chat.view-model.ts';
import type { ArtifactPreviewsViewModel } from '../chat/artifact-previews.view-model.ts';
import type { DocumentViewerViewModel } from './document-viewer.view-model.ts';
import type { AnswerCopyViewModel } from '../chat/answer-copy.view-model.ts';
import type { SaveBrandVoiceViewModel } from '../chat/save-brand-voice.view-model.ts';
import type { ActionProposalsViewModel } from '../chat/action-proposals.view-model.ts';
import type { BackgroundTasksViewModel } from '../shell/background-tasks.view-model.ts';

/** The app-wide view-models every page has, built at start (web/main.tsx). */
export interface SignInViewModels {
  session: SessionViewModel;
  theme: ThemeViewModel;
}

/**
 * The app-wide view-models, one each: the ones above, and those the signed-in shell's pages use, built with the
 * shell (web/signed-in-root.ts).
 */
export interface ViewModels extends SignInViewModels {
  dashboard: DashboardViewModel;
  logoutDialog: LogoutDialogViewModel;
  accountMenu: AccountMenuViewModel;
  sidebar: SidebarViewModel;
  creditsPanel: CreditsPanelViewModel;
  spaceSelector: SpaceSelectorViewModel;
  tour: TourViewModel;
  welcome: WelcomeModalViewModel;
  /** One per app, like the core ChatStore it mirrors (the draft and mode outlive a route change). */
  agentChat: AgentChatViewModel;
  /** Artifacts shown in place in the chat (and wherever an answer's files are listed). */
  artifactPreviews: ArtifactPreviewsViewModel;
  /** The document viewer: answers' source chips and the knowledge base open documents at a passage in it. */
  documentViewer: DocumentViewerViewModel;
  /** Copying answers and their code blocks to the clipboard. */
  answerCopy: AnswerCopyViewModel;
  /** Saving a Brand Voice answer's proposal as the space's brand voice. */
  saveBrandVoice: SaveBrandVoiceViewModel;
  /** Agents' proposed actions in connected tools: the confirmation cards under answers. */
  actionProposals: ActionProposalsViewModel;
  backgroundTasks: BackgroundTasksViewModel;
}

