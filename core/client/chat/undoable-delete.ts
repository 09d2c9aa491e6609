import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Clock, TimerHandle } from '../ports/clock.port.ts';
import type { ApiClient } from '../api/api-client.ts';
import { AgentChatApi } from '../../domain/agents/agent-chat-api.ts';
import type { ChatConversation } from './chat-conversation.ts';
import { chatErrorText } from '../../domain/agents/chat-rules.ts';
import { facts } from './chat-failure-facts.ts';

/** How long "delete from here" can be undone before the messages are deleted. */
const DELETE_UNDO_MS = 5000;

/**
 * "Delete from here" with an undo window: the messages hide at once and are deleted when the window closes (the
 * Clock's timer), when the chat is left or another deletion starts; Undo shows them again. One at a time.
 */
export class UndoableDelete {
  private pending: { conversation: ChatConversation; count: number; timer: TimerHandle } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly api: ApiClient,
  ) {
    makeObservable<this, 'pending'>(this, { pending: observableRef, start: action, undo: action, reset: action });
  }

  /** How many messages the deletion waiting in `conversation` hides; null when none waits there. */
  waitingIn(conversation: ChatConversation | null): { count: number } | null {
    return this.pending && this.pending.conversation === conversation ? { count: this.pending.count } : null;
  }

  start(conversation: ChatConversation, messageId: string): void {
    void this.flush();
    conversation.thread.hideFrom(messageId);
    this.pending = { conversation, count: conversation.thread.pendingDelete?.removed.length ?? 0, timer: this.clock.setTimeout(() => void this.flush(), DELETE_UNDO_MS) };
  }

  /** Undo: the pending deletion is dropped and its messages show again. */
  undo(): void {
    const pending = this.pending;
    if (!pending) return;
    this.clock.clearTimeout(pending.timer);
    this.pending = null;
    pending.conversation.thread.restoreHidden();
  }

  /** Deletes now what is waiting out its undo window (leaving the chat or the page). */
  async flush(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    this.clock.clearTimeout(pending.timer);
    runInAction(() => (this.pending = null));
    const c = pending.conversation;
    const messageId = c.thread.pendingDelete?.messageId;
    if (!messageId) return;
    try {
      await this.api.call(AgentChatApi.deleteMessage, { id: messageId });
      c.thread.cutFrom(messageId);
    } catch (error) {
      c.thread.restoreHidden();
      c.showError(chatErrorText(facts(error), 'deleteMessage'));
    }
  }

  /** Forgets the waiting deletion without deleting (a space switch, a sign-out). */
  reset(): void {
    if (this.pending) this.clock.clearTimeout(this.pending.timer);
    this.pending = null;
  }
}
