import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, observableShallow, reaction, runInAction } from 'mobx';
import { Clock, type TimerHandle } from '../ports/clock.port.ts';
import { IdGenerator } from '../ports/id-generator.port.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import { Toaster } from '../ports/toaster.port.ts';
import { SocketPort } from './socket.port.ts';
import { ApiClient } from '../api/api-client.ts';
import type { AgentInfo } from './agent-catalogue.ts';
import { AgentChatApi } from '../../domain/agents/agent-chat-api.ts';
import { RunNotices } from './run-notices.ts';
import { ChatSearch } from './chat-search.ts';
import { AgentCatalogue } from './agent-catalogue.ts';
import { ChatSessions } from './chat-sessions.ts';
import { ChatConversation, type ChatProgress, type RunFacts, type RunOutcome, type SendPhase, type TransportChoice } from './chat-conversation.ts';
import type { SocketEvent } from './agent-socket.ts';
import { BackgroundTasksStore } from './background-tasks-store.ts';
import { ClientLog, logPreview } from '../logging/client-log.ts';
import { CreditsStore } from '../credits/credits-store.ts';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';
import { configuredMode } from '../../domain/agents/agent-settings.ts';
import { agentDisplayName, type AgentTransport } from '../../domain/agents/agents.ts';
import { toChatMessage, toChatSession, type ChatMessage, type ChatSession } from '../../domain/agents/chat-entities.ts';
import { MESSAGE_TURNS_PAGE } from '../../domain/list-cursor.ts';
import { RENAMED_TITLE_MAX_LENGTH, sessionTitleFromFirstMessage } from '../../domain/agents/session-title.ts';
import { groupSessions, type SessionGroup } from '../../domain/agents/session-groups.ts';
import { sendCost } from '../../domain/agents/send-precheck.ts';
import {
  chatErrorText,
  isSpaceContextFailure,
  SESSIONS_RETRY_MS,
  transportFor,
  type ChatOperation,
  type SocketStatus,
} from '../../domain/agents/chat-rules.ts';
import { facts } from './chat-failure-facts.ts';
import { MessageActions } from './message-actions.ts';
import { MessageSender } from './message-sender.ts';
import type { OpenChat } from './open-chat.ts';
import { ChatCharges } from './chat-charges.ts';

/** Everything a chat screen (or the CLI) shows, read at once. */
export interface ChatView {
  agents: AgentInfo[];
  /** The agents' list (each agent's configuration in the space) is on its way. */
  loadingAgents: boolean;
  agent: AgentInfo | null;
  sessions: ChatSession[];
  /** The sessions as the list shows them: pinned first, then by date (Today, Yesterday, Previous 7 days, Older). */
  sessionGroups: SessionGroup[];
  loadingSessions: boolean;
  /** More chats than the pages held: "Load more chats" asks for the next page. */
  hasMoreSessions: boolean;
  loadingMoreSessions: boolean;
  sessionId: string | null;
  messages: ChatMessage[];
  loadingMessages: boolean;
  /** Turns before the oldest one held may be left: "Load earlier messages" asks for them. */
  hasEarlierMessages: boolean;
  loadingEarlierMessages: boolean;
  phase: SendPhase;
  locked: boolean;
  progress: ChatProgress | null;
  streamingText: string | null;
  /** The transport the agent uses (spec 4.7), and the one carrying the pending request (a failed socket polls). */
  plannedTransport: AgentTransport | null;
  activeTransport: AgentTransport | null;
  /** The transport that carried the last reply. */
  lastTransport: AgentTransport | null;
  socketStatus: SocketStatus;
  /** The charge of the message being answered, cleared on completion (spec 4.7, D10). */
  transaction: { id: string | null; credits: number | null } | null;
  continuingMessageId: string | null;
  /** "Delete from here" waiting out its undo window in this chat: how many messages go. */
  undoableDelete: { count: number } | null;
  canSwitchSession: boolean;
  isRunning: boolean;
  error: string | null;
}

export type ChatEventListener = (sessionId: string | null, event: SocketEvent) => void;

const DRAFT = '__draft__';
const SESSIONS_MAX_RETRIES = 3;

/**
 * The agent chat (spec 4.7, 8.4, 8.5, 9), shared by the web app and the CLI: which agent and chat are open, over its
 * parts: the agents (`AgentCatalogue`), the agent's chats (`ChatSessions`), each open chat's messages and run
 * (`ChatConversation`, following it by socket or poll), sending (`MessageSender`), what can be done to a message
 * (`MessageActions`) and the search (`ChatSearch`). It is the spec's agents store
 * (section 3): a user switch clears it. A running chat moved away from with an active socket keeps running in the
 * background and is resumed on return.
 */
@injectable()
export class ChatStore implements Resettable {
  readonly storeName = 'agents';
  agent: AgentInfo | null = null;
  loadingMessages = false;
  transportChoice: TransportChoice = 'auto';
  private storeError: string | null = null;
  private readonly conversations = new Map<string, ChatConversation>();
  private currentKey: string | null = null;
  private messagesLoad: AbortController | null = null;
  private sessionsRetry: TimerHandle | null = null;
  /** The agents' list on its way, if any. */
  private agentsLoad: Promise<AgentInfo[]> | null = null;
  /** The pre-check before a send, and the balance read again after a charge or refund. */
  private readonly charges: ChatCharges;
  /** What can be done to the open chat's messages: rate, regenerate, continue, versions, delete (with undo). */
  readonly actions: MessageActions;
  /** Sends and edits-and-resends in the open chat, each charged and followed to its answer. */
  readonly sender: MessageSender;
  private readonly eventListeners = new Set<ChatEventListener>();
  /** False while the person is on another screen: the current chat's run then finishes "in the background". */
  private shown = true;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) ids: IdGenerator,
    @inject(SocketPort) private readonly sockets: SocketPort,
    @inject(RunNotices) private readonly notices: RunNotices,
    @inject(BackgroundTasksStore) private readonly tasks: BackgroundTasksStore,
    @inject(CreditsStore) credits: CreditsStore,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(EventBus) bus: EventBus,
    @inject(ClientLog) private readonly log: ClientLog,
    /** Search across the person's chats, emptied with the store. */
    @inject(ChatSearch) readonly search: ChatSearch,
    /** The space's agents, emptied with the store. */
    @inject(AgentCatalogue) readonly catalogue: AgentCatalogue,
    /** The open agent's chats, emptied with the store. */
    @inject(ChatSessions) readonly sessions: ChatSessions,
  ) {
    this.charges = new ChatCharges(credits, clock);
    const openChat: OpenChat = {
      agent: () => this.agent,
      current: () => this.current,
      draft: (agent) => this.draft(agent),
      adopt: (conversation, sessionId, firstMessage) => this.adoptSession(conversation, sessionId, firstMessage),
      plannedTransport: (slug) => this.plannedTransport(slug),
      reload: (c) => this.loadMessages(c, { quiet: true }),
      refuse: (text) => this.refuse(text),
      fail: (error, operation) => this.fail(error, operation),
    };
    this.actions = new MessageActions(api, clock, this.charges, openChat);
    this.sender = new MessageSender(api, clock, ids, log, this.charges, openChat);
    makeObservable<this, 'storeError' | 'conversations' | 'currentKey' | 'current' | 'conversation' | 'draft' | 'adoptSession' | 'leaveCurrent' | 'loadMessages' | 'fail' | 'refuse'>(this, {
      agent: observableRef,
      loadingMessages: observable,
      transportChoice: observable,
      storeError: observable,
      conversations: observableShallow,
      currentKey: observable,
      view: computed,
      canSwitchSession: computed,
      current: computed,
      selectAgent: action,
      newChat: action,
      openSession: action,
      clearError: action,
      reset: action,
      conversation: action,
      draft: action,
      adoptSession: action,
      leaveCurrent: action,
      loadMessages: action,
      fail: action,
      refuse: action,
    });
    bus.on('space-switched', () => this.reset());
    bus.on('LOGOUT_COMPLETE', () => this.reset());
  }

  // ---- reading ----

  get view(): ChatView {
    const c = this.current;
    return {
      agents: this.catalogue.agents,
      loadingAgents: this.catalogue.loading,
      agent: this.agent,
      sessions: this.sessions.list,
      sessionGroups: groupSessions(this.sessions.list, this.clock.now(), -new Date(this.clock.now()).getTimezoneOffset()),
      loadingSessions: this.sessions.loading,
      hasMoreSessions: this.sessions.hasMore,
      loadingMoreSessions: this.sessions.loadingMore,
      sessionId: c?.sessionId ?? null,
      messages: c?.thread.messages ?? [],
      loadingMessages: this.loadingMessages,
      hasEarlierMessages: c?.thread.hasEarlier ?? false,
      loadingEarlierMessages: c?.loadingEarlier ?? false,
      phase: c?.phase ?? 'idle',
      locked: c?.locked ?? false,
      progress: c?.progress ?? null,
      streamingText: c?.streamingText ?? null,
      plannedTransport: this.agent ? this.plannedTransport(this.agent.slug) : null,
      activeTransport: c?.follower.activeTransport ?? null,
      lastTransport: c?.follower.lastTransport ?? null,
      socketStatus: c?.follower.socketStatus ?? 'disconnected',
      transaction: c?.run ? { id: c.run.transactionId, credits: c.run.creditsCharged } : null,
      undoableDelete: this.actions.undoableIn(c),
      continuingMessageId: this.actions.continuingMessageId,
      canSwitchSession: this.canSwitchSession,
      isRunning: c?.isRunning ?? false,
      error: c?.error ?? this.storeError,
    };
  }

  /** Spec 4.7: blocked while sending, locked or polling, unless the socket is active. */
  get canSwitchSession(): boolean {
    const c = this.current;
    if (!c) return true;
    if (c.follower.socketActive) return true;
    return !(c.phase === 'sending' || c.locked || c.follower.isPolling);
  }

  /** The cost of a send in this mode for the current agent, shown before sending. */
  costOf(mode: string | undefined): number {
    return sendCost(mode ?? configuredMode(this.agent), this.agent?.estimated_credits);
  }

  /** Calls `listener` after every change of the view (the CLI prints progress from it). */
  subscribe(listener: () => void): () => void {
    return reaction(() => this.view, () => listener());
  }

  /** Every socket event as it arrives (the CLI's --json prints them). */
  onEvent(listener: ChatEventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  // ---- agents and sessions ----

  /** Reads the agents' list; an agent opened meanwhile takes its configuration from it. */
  loadAgents(): Promise<AgentInfo[]> {
    const load = this.readAgents();
    this.agentsLoad = load;
    void load.finally(() => {
      if (this.agentsLoad === load) this.agentsLoad = null;
    });
    return load;
  }

  /** Resolves once no agents' list is on its way (a send waits for its agent's configuration in the space). */
  async agentsSettled(): Promise<void> {
    while (this.agentsLoad) await this.agentsLoad;
  }

  private async readAgents(): Promise<AgentInfo[]> {
    try {
      const agents = await this.catalogue.load();
      runInAction(() => {
        this.storeError = null;
        // An agent opened from the catalogue while the list was on its way takes its configuration now.
        const opened = this.agent && agents.find((a) => a.slug === this.agent!.slug);
        if (opened) this.agent = opened;
      });
    } catch (error) {
      this.fail(error, 'agents');
    }
    return this.catalogue.agents;
  }

  /**
   * Opens an agent: its sessions load and a new chat starts. Leaving the current session follows the
   * switching rule (spec 4.7): refused (false) while it is busy without an active socket.
   */
  async selectAgent(slug: string): Promise<boolean> {
    if (this.agent?.slug !== slug) {
      const known = this.catalogue.find(slug);
      if (!known) {
        this.storeError = Messages.chatAgentUnavailable;
        return false;
      }
      if (!this.canSwitchSession) return false;
      this.agent = known;
      this.sessions.clear();
      this.leaveCurrent();
      this.currentKey = null;
    }
    await this.loadSessions();
    return true;
  }

  /** Spec 8.4: a 'Space context required' failure retries by itself after 2 s. */
  async loadSessions(attempt = 0): Promise<void> {
    if (!this.agent) return;
    if (this.sessionsRetry !== null) this.clock.clearTimeout(this.sessionsRetry);
    this.sessionsRetry = null;
    try {
      await this.sessions.load(this.agent.slug);
      runInAction(() => (this.storeError = null));
    } catch (error) {
      this.fail(error, 'sessions');
      if (isSpaceContextFailure(facts(error)) && attempt < SESSIONS_MAX_RETRIES) {
        this.sessionsRetry = this.clock.setTimeout(() => void this.loadSessions(attempt + 1), SESSIONS_RETRY_MS);
      }
    }
  }

  /** The agent's next page of chats, after the last one held (pinned ones come first, then by date). */
  async loadMoreSessions(): Promise<void> {
    if (!this.agent) return;
    try {
      await this.sessions.loadMore(this.agent.slug);
    } catch (error) {
      this.fail(error, 'sessions');
    }
  }

  /** The current chat's turns before the oldest one held, a page at a time. */
  async loadEarlierMessages(): Promise<void> {
    const c = this.current;
    const before = c?.thread.earliestCursor;
    if (!c?.sessionId || !before || !c.thread.hasEarlier || c.loadingEarlier) return;
    c.setLoadingEarlier(true);
    try {
      c.thread.prepend((await this.api.call(AgentChatApi.messages, { id: c.sessionId }, undefined, { query: { limit: MESSAGE_TURNS_PAGE, before } })).map(toChatMessage), MESSAGE_TURNS_PAGE);
    } catch (error) {
      c.showError(chatErrorText(facts(error), 'messages'));
    } finally {
      c.setLoadingEarlier(false);
    }
  }

  /** A new, empty chat with the current agent (its session is created by the first send). */
  newChat(): boolean {
    if (!this.canSwitchSession) return false;
    this.leaveCurrent();
    this.currentKey = null;
    this.storeError = null;
    return true;
  }

  /**
   * Opening an agent returns to its most recent chat: the newest session of the agent in the space (sessions
   * list newest first), or a new chat when there is none. The id opened, or null for a new chat.
   */
  async openMostRecent(): Promise<string | null> {
    const newest = this.sessions.newest();
    if (!newest) return this.current?.sessionId ?? null;
    return (await this.openSession(newest.id)) ? newest.id : (this.current?.sessionId ?? null);
  }

  /** Renames one of the person's chats (1 to 100 characters); false with the reason in the view when refused. */
  async renameSession(sessionId: string, title: string): Promise<boolean> {
    const trimmed = title.replace(/\s+/g, ' ').trim();
    if (!trimmed || trimmed.length > RENAMED_TITLE_MAX_LENGTH) return this.refuse(Messages.sessionTitleInvalid) ?? false;
    return this.updateSession(sessionId, { title: trimmed }, Messages.renameChatFailed);
  }

  /** Pins a chat to the top of the list, or unpins it. */
  async setPinned(sessionId: string, pinned: boolean): Promise<boolean> {
    return this.updateSession(sessionId, { pinned }, Messages.pinChatFailed);
  }

  /** Whether the chat screen is showing (the web's screen says; the CLI always watches its chat). */
  setShown(shown: boolean): void {
    this.shown = shown;
    if (!shown) void this.actions.flushDelete();
  }

  /** Creates an empty session now (the CLI's and the catalogue's "new session"). */
  async createSession(): Promise<ChatSession | null> {
    const agent = this.agent;
    if (!agent) return this.refuse(Messages.noCurrentAgent);
    try {
      const created = await this.api.call(AgentChatApi.createSession, { slug: agent.slug });
      const session = toChatSession({ id: created.session_id, title: '', agent_slug: agent.slug, created_at: created.created_at, updated_at: created.created_at });
      this.sessions.add(session);
      await this.openSession(session.id);
      return session;
    } catch (error) {
      this.fail(error, 'createSession');
      return null;
    }
  }

  /**
   * Switches to a session (spec 4.7). Refused (false) while the current one is busy without an active
   * socket; with one, the running session goes to the background. A background session is resumed
   * with what it buffered.
   */
  async openSession(sessionId: string): Promise<boolean> {
    if (this.currentKey === sessionId) return true;
    if (!this.canSwitchSession) return false;
    this.leaveCurrent();
    this.currentKey = sessionId;
    this.storeError = null;
    const resumed = this.conversations.get(sessionId);
    if (resumed) {
      this.tasks.remove(sessionId);
      if (!resumed.isRunning) await this.loadMessages(resumed);
      return true;
    }
    const agent = this.agent ?? { slug: this.sessions.agentOf(sessionId) ?? '', name: '' };
    const conversation = this.conversation(sessionId, agent);
    await this.loadMessages(conversation);
    return true;
  }

  async deleteSession(sessionId: string): Promise<void> {
    try {
      await this.sessions.delete(sessionId);
      runInAction(() => {
        this.conversations.get(sessionId)?.dispose();
        this.conversations.delete(sessionId);
        this.tasks.remove(sessionId);
        if (this.currentKey === sessionId) this.currentKey = null;
      });
      this.toaster.show({ intent: 'success', message: Messages.sessionDeleted });
    } catch {
      this.toaster.show({ intent: 'danger', message: Messages.deleteSessionFailed });
    }
  }

  // ---- the run ----

  async cancel(): Promise<void> {
    await this.current?.cancel();
  }

  clearError(): void {
    this.storeError = null;
    this.current?.clearError();
  }

  /** Stops every run and forgets everything (space switch, sign-out). */
  reset(): void {
    this.actions.reset();
    for (const c of this.conversations.values()) c.dispose();
    this.conversations.clear();
    this.currentKey = null;
    this.catalogue.reset();
    this.agent = null;
    this.sessions.clear();
    this.storeError = null;
    this.messagesLoad?.abort();
    if (this.sessionsRetry !== null) this.clock.clearTimeout(this.sessionsRetry);
    this.sessionsRetry = null;
    this.sender.leaveAll();
    this.search.reset();
  }

  // ---- inside ----

  private get current(): ChatConversation | null {
    return this.currentKey === null ? null : (this.conversations.get(this.currentKey) ?? null);
  }

  private plannedTransport(slug: string): AgentTransport {
    return this.transportChoice === 'auto' ? transportFor(slug) : this.transportChoice;
  }

  private conversation(key: string, agent: { slug: string; name: string }): ChatConversation {
    const conversation = new ChatConversation(key === DRAFT ? null : key, { slug: agent.slug, name: agent.name }, { clock: this.clock, api: this.api, sockets: this.sockets }, {
      progressed: (c) => {
        if (c !== this.current) this.notices.progressedInBackground(c);
      },
      event: (c, event) => this.incoming(c, event),
      settled: (c, outcome, text, run) => this.settled(c, outcome, text, run),
    });
    this.conversations.set(key, conversation);
    return conversation;
  }

  private draft(agent: AgentInfo): ChatConversation {
    this.currentKey = DRAFT;
    return this.conversation(DRAFT, agent);
  }

  /** The first send created the session: the draft takes its id and heads the list. */
  private adoptSession(conversation: ChatConversation, sessionId: string, firstMessage: string): void {
    conversation.adopt(sessionId);
    this.conversations.delete(DRAFT);
    this.conversations.set(sessionId, conversation);
    if (this.currentKey === DRAFT) this.currentKey = sessionId;
    const now = new Date(this.clock.now()).toISOString();
    const session: ChatSession = { id: sessionId, title: sessionTitleFromFirstMessage(firstMessage), agentSlug: conversation.agent.slug, createdAt: now, updatedAt: now, pinned: false };
    this.sessions.add(session);
  }

  /** Leaving a session: a running one goes to the background (at most 5 there), an idle one is dropped. */
  private leaveCurrent(): void {
    void this.actions.flushDelete();
    this.messagesLoad?.abort();
    this.messagesLoad = null;
    const c = this.current;
    if (!c || this.currentKey === null) return;
    if (c.isRunning && c.sessionId) {
      this.tasks.add({ sessionId: c.sessionId, agentSlug: c.agent.slug, agentName: c.agent.name || agentDisplayName(c.agent.slug), type: c.follower.activeTransport ?? 'websocket', lastProgressMessage: c.progress?.text ?? null });
      return;
    }
    c.dispose();
    this.conversations.delete(this.currentKey);
  }

  /** Spec 7.5: switching sessions aborts the previous load. */
  private async loadMessages(conversation: ChatConversation, options: { quiet?: boolean } = {}): Promise<void> {
    if (!conversation.sessionId) return;
    this.messagesLoad?.abort();
    const controller = new AbortController();
    this.messagesLoad = controller;
    this.loadingMessages = !options.quiet;
    try {
      const raw = await this.api.call(AgentChatApi.messages, { id: conversation.sessionId }, undefined, { signal: controller.signal, query: { limit: MESSAGE_TURNS_PAGE } });
      if (controller.signal.aborted) return;
      // The newest turns, every version and branch: the conversation shows the current one, the others a click away.
      conversation.loaded(raw.map(toChatMessage), MESSAGE_TURNS_PAGE);
    } catch (error) {
      if (controller.signal.aborted || (error instanceof ApiError && error.code === 'CANCELLED')) return;
      if (!options.quiet) conversation.showError(chatErrorText(facts(error), 'messages'));
    } finally {
      if (this.messagesLoad === controller) {
        this.messagesLoad = null;
        runInAction(() => (this.loadingMessages = false));
      }
    }
  }

  private incoming(c: ChatConversation, event: SocketEvent): void {
    for (const listener of this.eventListeners) listener(c.sessionId, event);
    this.notices.event(c, event);
  }

  private settled(c: ChatConversation, outcome: RunOutcome, text: string, run: RunFacts): void {
    this.log.log(outcome === 'error' ? 'error' : 'info', `Chat: run ${outcome}`, { agent: c.agent.slug, request_id: run.requestId, preview: logPreview(text) });
    this.sender.settle(run.requestId, {
      outcome,
      text,
      message: outcome === 'completed' ? ([...c.thread.messages].reverse().find((m) => m.role === 'assistant' && m.requestId === run.requestId) ?? null) : null,
    });
    const inBackground = c !== this.current && c.sessionId !== null;
    // Finished while the person looks elsewhere: another chat, or another screen of the app.
    this.notices.ended(c, outcome, text, run.requestId, { inBackground, unseen: c.sessionId !== null && (inBackground || !this.shown) });
    // The server's copy carries the real message ids (the question showed with a temporary one).
    if (outcome === 'completed' && c === this.current) void this.loadMessages(c, { quiet: true });
    this.charges.settled();
  }

  private async updateSession(sessionId: string, changes: { title?: string; pinned?: boolean }, fallback: string): Promise<boolean> {
    try {
      await this.sessions.update(sessionId, changes);
      runInAction(() => (this.storeError = null));
      return true;
    } catch (error) {
      runInAction(() => (this.storeError = error instanceof ApiError && error.status !== 404 && error.message ? error.message : fallback));
      return false;
    }
  }

  private fail(error: unknown, operation: ChatOperation): void {
    this.storeError = chatErrorText(facts(error), operation);
  }

  private refuse(text: string): null {
    this.storeError = text;
    return null;
  }
}
