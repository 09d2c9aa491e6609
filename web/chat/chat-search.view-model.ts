import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { ChatStore } from '../../core/client/chat/chat-store.ts';
import type { ChatSearchView } from '../../core/client/chat/chat-search.ts';
import type { ChatSearchResult } from '../../core/domain/agents/chat-search.ts';
import type { Navigator } from '../view-models/navigator.ts';
import { chatPath } from './chat-path.ts';

/**
 * Search across the person's chats (spec 4.7): the query and its results, opening a result's chat (whichever agent's),
 * and then scrolling to the matched message once that chat shows it.
 */
export class ChatSearchViewModel {
  /** A search result opened at a message: the chat scrolls to it once shown (the message list), then clears this. */
  revealMessage: { sessionId: string; messageId: string } | null = null;

  constructor(
    private readonly chat: ChatStore,
    private readonly navigator: Navigator,
    /** Called as a result is opened: the chat list's drawer closes. */
    private readonly opening: () => void,
  ) {
    makeObservable(this, {
      revealMessage: observable,
      search: computed,
      revealReady: computed,
      messageToReveal: computed,
      setSearch: actionBound,
      openSearchResult: actionBound,
      goingTo: actionBound,
      revealed: actionBound,
    });
  }

  get search(): ChatSearchView {
    return this.chat.search.view;
  }

  setSearch(text: string): void {
    this.chat.search.type(text);
  }

  /** Opens the chat a result belongs to, whichever agent's. */
  openSearchResult(result: ChatSearchResult): void {
    this.opening();
    const view = this.chat.view;
    if (!view.canSwitchSession && result.session.id !== view.sessionId) return;
    this.chat.search.reset();
    this.revealMessage = result.messageId ? { sessionId: result.session.id, messageId: result.messageId } : null;
    this.navigator.navigate(chatPath(result.session.agentSlug, result.session.id));
  }

  /** A message to reveal belongs to the chat it was found in; going to any other chat drops it. */
  goingTo(sessionId: string | null): void {
    if (this.revealMessage && this.revealMessage.sessionId !== sessionId) this.revealMessage = null;
  }

  /** The chat a message is to be revealed in has loaded: reveal it now, or never when not shown (another version). */
  get revealReady(): boolean {
    const reveal = this.revealMessage;
    const view = this.chat.view;
    return reveal !== null && view.sessionId === reveal.sessionId && !view.loadingMessages;
  }

  /** The message to scroll to and highlight, once its chat shows it. */
  get messageToReveal(): string | null {
    const reveal = this.revealMessage;
    return reveal && this.revealReady && this.chat.view.messages.some((m) => m.id === reveal.messageId) ? reveal.messageId : null;
  }

  /** The message list has revealed the message (or found it not shown): later changes scroll to the end again. */
  revealed(): void {
    this.revealMessage = null;
  }
}
