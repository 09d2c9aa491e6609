import { actionBound, makeObservable, observable } from 'mobx';
import type { ChatStore } from '../../core/client/chat/chat-store.ts';
import type { Navigator } from '../view-models/navigator.ts';
import { chatPath } from './chat-path.ts';

/** What the list needs of the chat screen's address. */
export interface ChatListRoute {
  /** The agent in the address, if any. */
  slug(): string | null;
  /** Goes to the agent's empty chat and keeps it empty; `replace` when the chat shown was deleted. */
  openFresh(slug: string, options?: { replace?: boolean }): void;
}

/**
 * The open agent's chats beside the conversation (spec 4.7): new chat, open one, load more, rename in place, pin,
 * delete after asking, and on a narrow screen the drawer they are in.
 */
export class ChatListViewModel {
  /** On a narrow screen the chats are in a drawer: open, and closed again once a chat is chosen. */
  sessionsDrawerOpen = false;
  pendingDeleteSessionId: string | null = null;
  /** The chat being renamed in the list, and the title typed so far. */
  renamingSessionId: string | null = null;
  renameDraft = '';

  constructor(
    private readonly chat: ChatStore,
    private readonly navigator: Navigator,
    private readonly route: ChatListRoute,
  ) {
    makeObservable(this, {
      sessionsDrawerOpen: observable,
      pendingDeleteSessionId: observable,
      renamingSessionId: observable,
      renameDraft: observable,
      openSessionsDrawer: actionBound,
      closeSessionsDrawer: actionBound,
      loadMoreSessions: actionBound,
      newChat: actionBound,
      selectSession: actionBound,
      askDeleteSession: actionBound,
      confirmDeleteSession: actionBound,
      startRename: actionBound,
      setRenameDraft: actionBound,
      cancelRename: actionBound,
      confirmRename: actionBound,
      togglePin: actionBound,
    });
  }

  openSessionsDrawer(): void {
    this.sessionsDrawerOpen = true;
  }

  closeSessionsDrawer(): void {
    this.sessionsDrawerOpen = false;
  }

  /** The next page of the agent's chats. */
  loadMoreSessions(): void {
    void this.chat.loadMoreSessions();
  }

  newChat(): void {
    this.sessionsDrawerOpen = false;
    const slug = this.route.slug();
    if (!slug || !this.chat.view.canSwitchSession) return;
    if (this.chat.newChat()) this.route.openFresh(slug);
  }

  selectSession(sessionId: string): void {
    this.sessionsDrawerOpen = false;
    const slug = this.route.slug();
    if (!slug || !this.chat.view.canSwitchSession || sessionId === this.chat.view.sessionId) return;
    this.navigator.navigate(chatPath(slug, sessionId));
  }

  askDeleteSession(sessionId: string | null): void {
    this.pendingDeleteSessionId = sessionId;
  }

  async confirmDeleteSession(): Promise<void> {
    const id = this.pendingDeleteSessionId;
    this.pendingDeleteSessionId = null;
    if (!id) return;
    const wasCurrent = this.chat.view.sessionId === id;
    await this.chat.deleteSession(id);
    const slug = this.route.slug();
    if (wasCurrent && slug && this.chat.view.sessionId === null) this.route.openFresh(slug, { replace: true });
  }

  startRename(sessionId: string): void {
    this.renamingSessionId = sessionId;
    this.renameDraft = this.chat.view.sessions.find((s) => s.id === sessionId)?.title ?? '';
  }

  setRenameDraft(text: string): void {
    this.renameDraft = text;
  }

  cancelRename(): void {
    this.renamingSessionId = null;
  }

  async confirmRename(): Promise<void> {
    const id = this.renamingSessionId;
    if (!id) return;
    this.renamingSessionId = null;
    await this.chat.renameSession(id, this.renameDraft);
  }

  togglePin(sessionId: string): void {
    const session = this.chat.view.sessions.find((s) => s.id === sessionId);
    if (session) void this.chat.setPinned(sessionId, !session.pinned);
  }
}
