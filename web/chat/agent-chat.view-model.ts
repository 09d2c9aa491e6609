import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ChatStore, ChatView } from '../../core/client/chat/chat-store.ts';
import type { AgentDocumentsStore } from '../../core/client/chat/agent-documents-store.ts';
import { configuredMode } from '../../core/domain/agents/agent-settings.ts';
import type { ChatAttachmentsViewModel } from './chat-attachments.view-model.ts';
import { AGENT_MODES, type AgentMode } from '../../core/domain/agents/agent-cost.ts';
import { agentDisplayName, findAgent } from '../../core/domain/agents/agents.ts';
import { chatPath } from './chat-path.ts';
import { ChatListViewModel } from './chat-list.view-model.ts';
import { ChatSearchViewModel } from './chat-search.view-model.ts';
import type { KnowledgeDocument, UrlSource } from '../../core/domain/knowledge/knowledge-base.ts';
import type { Navigator } from '../view-models/navigator.ts';
import { LoadState, type LoadStatus } from '../view-models/load-state.ts';
import { ChatText } from './chat-text.ts';
import { MessageActionsViewModel } from './message-actions.view-model.ts';

/** Thumbs up and down, on the server's 1-5 rating scale. */
export const RATING_UP = 5;
export const RATING_DOWN = 1;

/** Enter sends; Shift+Enter (and IME composition) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Whether the person points with a finger (a touch screen, `pointer: coarse`), where there is no Shift+Enter to speak of. */
export interface PointerSource {
  coarse(): boolean;
}

const FINE_POINTER: PointerSource = { coarse: () => false };

/**
 * AgentChat and AgentChatSession (spec 2.3, 4.7): reads the core ChatStore's view (observable) and
 * keeps what only the screen has (the draft, the mode, the picked documents and URL sources). One
 * per app, like the ChatStore, so the draft and mode survive the move from /agents/{slug} to the
 * session's address when the first send creates the session.
 */
export class AgentChatViewModel {
  draft = '';
  /** A message sent while the agents' list was on its way, waiting for it to leave. */
  private holdingSend = false;
  /** The mode the person picked in this chat; none means the agent's configured default. */
  private pickedMode: AgentMode | null = null;
  selectedDocumentIds: string[] = [];
  selectedUrlIds: string[] = [];
  sourcesOpen = false;
  /** "New chat" (or deleting the open chat) asked for an empty chat: /agents/{slug} then stays empty. */
  private freshChat = false;
  private readonly sourcesState = new LoadState();
  private routeSlug: string | null = null;
  private routeSessionId: string | null = null;

  readonly modes = AGENT_MODES;
  /** Rate, regenerate, continue, versions, edit and resend, delete from here. */
  readonly messageActions: MessageActionsViewModel;
  /** The agent's chats: new, open, load more, rename, pin, delete, and their drawer on a narrow screen. */
  readonly chatList: ChatListViewModel;
  /** Search across the person's chats, and the message a result opens at. */
  readonly chatSearch: ChatSearchViewModel;

  constructor(
    private readonly chat: ChatStore,
    private readonly sources: AgentDocumentsStore,
    /** Files dropped onto the composer, uploaded and referenced by the next message. */
    readonly attachments: ChatAttachmentsViewModel,
    private readonly navigator: Navigator,
    private readonly pointer: PointerSource = FINE_POINTER,
  ) {
    this.messageActions = new MessageActionsViewModel(chat, { busy: () => this.busy, mode: () => this.mode });
    this.chatList = new ChatListViewModel(chat, navigator, {
      slug: () => this.routeSlug,
      openFresh: (slug, options) => {
        this.freshChat = true;
        this.navigator.navigate(chatPath(slug, null), options);
      },
    });
    this.chatSearch = new ChatSearchViewModel(chat, navigator, () => this.chatList.closeSessionsDrawer());
    // Not observable: the injected stores and child view-models, the modes, the route (routeSlug, routeSessionId,
    // freshChat) and the placeholder (it asks the pointer, which MobX cannot watch).
    makeObservable<this, 'pickedMode' | 'holdingSend' | 'openChat' | 'backToCurrent'>(this, {
      draft: observable,
      holdingSend: observable,
      pickedMode: observable,
      selectedDocumentIds: observable,
      selectedUrlIds: observable,
      sourcesOpen: observable,
      view: computed,
      agentName: computed,
      offline: computed,
      mode: computed,
      cost: computed,
      busy: computed,
      canSend: computed,
      selectedSourceCount: computed,
      starters: computed,
      sourcesStatus: computed,
      sourcesError: computed,
      documents: computed,
      urlSources: computed,
      open: actionBound,
      openChat: actionBound,
      leave: actionBound,
      loadEarlierMessages: actionBound,
      useStarter: actionBound,
      setDraft: actionBound,
      setMode: actionBound,
      send: actionBound,
      cancel: actionBound,
      clearError: actionBound,
      toggleSources: actionBound,
      loadSources: actionBound,
      toggleDocument: actionBound,
      toggleUrlSource: actionBound,
      backToCurrent: actionBound,
    });
  }

  /** The composer's hint: the keys with a keyboard and a mouse; on a touch screen just what to do. */
  get placeholder(): string {
    return this.pointer.coarse() ? ChatText.messagePlaceholderTouch : ChatText.messagePlaceholder;
  }

  // ---- reading ----

  /** What the chat shows, as the core's ChatStore has it now. */
  get view(): ChatView {
    return this.chat.view;
  }

  get agentName(): string {
    return this.view.agent?.name || (this.routeSlug ? agentDisplayName(this.routeSlug) : '');
  }

  /**
   * The heading for the route's agent, also on the first paint, before open() has run for it: a heading that
   * arrived after the header was drawn pushed the conversation down (Lighthouse's layout shift on a phone).
   */
  titleFor(slug: string): string {
    return this.routeSlug === slug ? this.agentName : agentDisplayName(slug);
  }

  get offline(): boolean {
    return this.view.agent?.offline === true;
  }

  /** The mode a send uses: the person's pick, else what the space configured for the agent (Manage Agents). */
  get mode(): AgentMode {
    return this.pickedMode ?? configuredMode(this.view.agent);
  }

  /** Credits the send costs in the picked mode, shown before sending. */
  get cost(): number {
    // Read the view so the cost follows the agent once the catalogue has loaded.
    void this.view.agent;
    return this.chat.costOf(this.mode);
  }

  costOf(mode: AgentMode): number {
    void this.view.agent;
    return this.chat.costOf(mode);
  }

  get busy(): boolean {
    return this.view.isRunning || this.view.phase === 'sending';
  }

  get canSend(): boolean {
    return this.view.agent !== null && !this.holdingSend && this.draft.trim().length > 0 && !this.busy && !this.attachments.busy;
  }

  get selectedSourceCount(): number {
    return this.selectedDocumentIds.length + this.selectedUrlIds.length;
  }

  // ---- the route ----

  /** The address changed to /agents/{slug} or /agents/{slug}/chat/{sessionId}: open that agent and session. */
  async open(slug: string, sessionId: string | null): Promise<void> {
    this.chatSearch.goingTo(sessionId);
    this.routeSlug = slug;
    this.routeSessionId = sessionId;
    this.chat.setShown(true);
    const agentsLoad = this.chat.catalogue.outdated ? this.chat.loadAgents() : null;
    // An agent of the catalogue opens at once and its chats load beside the agents' list, which brings its
    // configuration in the space (sending waits for it): one round trip less before the chat shows.
    if (agentsLoad && !findAgent(slug)) await agentsLoad;
    await Promise.all([this.openChat(slug, sessionId), agentsLoad]);
  }

  private async openChat(slug: string, sessionId: string | null): Promise<void> {
    let sessionsLoad: Promise<boolean> | null = null;
    if (this.chat.view.agent?.slug !== slug) {
      this.selectedDocumentIds = [];
      this.selectedUrlIds = [];
      this.pickedMode = null;
      sessionsLoad = this.chat.selectAgent(slug);
      // Chosen at once unless refused, the agent's sessions still loading: a chat's own messages load meanwhile
      // (one round trip less before the chat shows); without a chat to open, the sessions say which one.
      if (this.chat.view.agent?.slug !== slug || !sessionId) {
        if (!(await sessionsLoad)) {
          // A polled run still going keeps the user on its chat (spec 4.7).
          const current = this.chat.view.agent?.slug;
          if (current) this.backToCurrent(current);
          return;
        }
      }
    }
    if (this.routeSlug !== slug || this.routeSessionId !== sessionId) return; // moved on meanwhile
    if (sessionId) {
      const opened = await this.chat.openSession(sessionId);
      if (!opened) this.backToCurrent(slug);
      await sessionsLoad;
    } else if (this.freshChat) {
      this.freshChat = false;
      if (this.chat.view.sessionId !== null && !this.chat.newChat()) this.backToCurrent(slug);
    } else {
      // Opening an agent returns to its most recent chat: the one left open, else the newest; its address follows.
      const id = this.chat.view.sessionId ?? (await this.chat.openMostRecent());
      if (id && this.routeSlug === slug && this.routeSessionId === null) {
        this.routeSessionId = id;
        this.navigator.navigate(chatPath(slug, id), { replace: true });
      }
    }
  }

  /** The chat screen closed: a run that finishes now finishes "in the background". */
  leave(): void {
    this.freshChat = false;
    this.chatList.closeSessionsDrawer();
    this.chat.setShown(false);
  }

  /** The open chat's turns before the oldest one shown. */
  loadEarlierMessages(): void {
    void this.chat.loadEarlierMessages();
  }

  // ---- prompt starters ----

  /**
   * The agent's example requests, offered on an empty chat: its space's own (about its offer, customers and goal)
   * once the agents' list has come, none while it is on its way, the general ones if it cannot be read.
   */
  get starters(): string[] {
    if (this.view.loadingAgents) return [];
    const agent = this.view.agent;
    return agent?.starters ?? [...(findAgent(agent?.slug ?? this.routeSlug ?? '')?.starters ?? [])];
  }

  /** A starter fills the composer; the person reads it, edits it and sends it. */
  useStarter(text: string): void {
    this.draft = text;
  }

  // ---- sending ----

  setDraft(text: string): void {
    this.draft = text;
  }

  setMode(mode: string): void {
    if ((AGENT_MODES as readonly string[]).includes(mode)) this.pickedMode = mode as AgentMode;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    const text = this.draft;
    const slug = this.routeSlug;
    this.draft = '';
    if (this.view.loadingAgents) {
      // The agent's modes and costs in the space come with the agents' list: the message leaves once it has come.
      this.holdingSend = true;
      await this.chat.agentsSettled();
      const stillHere = this.view.agent !== null && this.routeSlug === slug;
      runInAction(() => {
        this.holdingSend = false;
        if (!stillHere && this.draft === '') this.draft = text;
      });
      if (!stillHere) return;
    }
    const referencedDocumentIds = [...new Set([...this.selectedDocumentIds, ...this.attachments.readyDocumentIds])];
    const sent = await this.chat.sender.send(text, { mode: this.mode, referencedDocumentIds, webSourceIds: [...this.selectedUrlIds] });
    if (sent) this.attachments.clearSent();
    runInAction(() => {
      // A refused or failed send keeps what was typed.
      if (!sent && this.draft === '') this.draft = text;
    });
    // The first send created the session: its address follows.
    const sessionId = this.chat.view.sessionId;
    if (sent && slug && sessionId && sessionId !== this.routeSessionId && this.routeSlug === slug) {
      const fromNewChat = this.routeSessionId === null;
      this.routeSessionId = sessionId;
      this.navigator.navigate(chatPath(slug, sessionId), { replace: fromNewChat });
    }
  }

  cancel(): void {
    void this.chat.cancel();
  }

  clearError(): void {
    this.chat.clearError();
  }

  // ---- referenced documents and URL sources ----

  toggleSources(): void {
    this.sourcesOpen = !this.sourcesOpen;
    if (this.sourcesOpen) void this.loadSources();
  }

  /** The space's ready documents and URL sources (the core's agent documents store). */
  async loadSources(): Promise<void> {
    await this.sourcesState.run(() => this.sources.load(), () => undefined);
  }

  get sourcesStatus(): LoadStatus {
    return this.sourcesState.status;
  }

  get sourcesError(): string | null {
    return this.sourcesState.error;
  }

  get documents(): KnowledgeDocument[] {
    return this.sources.documents;
  }

  get urlSources(): UrlSource[] {
    return this.sources.urlSources;
  }

  toggleDocument(id: string): void {
    this.selectedDocumentIds = toggle(this.selectedDocumentIds, id);
  }

  toggleUrlSource(id: string): void {
    this.selectedUrlIds = toggle(this.selectedUrlIds, id);
  }

  private backToCurrent(slug: string): void {
    const current = this.chat.view.sessionId;
    this.routeSessionId = current;
    this.navigator.navigate(chatPath(slug, current), { replace: true });
  }
}

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}
