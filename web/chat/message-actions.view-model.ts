import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ChatStore } from '../../core/client/chat/chat-store.ts';
import type { AgentMode } from '../../core/domain/agents/agent-cost.ts';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';

/** What the actions need of the chat screen: whether a reply is pending, and the mode a resend goes in. */
export interface MessageActionsContext {
  busy(): boolean;
  mode(): AgentMode;
}

/**
 * What can be done to a message in the open chat (spec 4.7): rate, regenerate and continue an answer, switch between a
 * turn's versions, edit and resend a question, and "delete from here" with its confirmation and undo.
 */
export class MessageActionsViewModel {
  /** The question being edited in place, and its text so far. */
  editingMessageId: string | null = null;
  editDraft = '';
  /** "Delete from here" waiting for confirmation: the message, and how many messages would go. */
  pendingDeleteFrom: { messageId: string; count: number } | null = null;

  constructor(
    private readonly chat: ChatStore,
    private readonly context: MessageActionsContext,
  ) {
    makeObservable(this, {
      editingMessageId: observable,
      editDraft: observable,
      pendingDeleteFrom: observable,
      busy: computed,
      canSaveEdit: computed,
      undoable: computed,
      rate: actionBound,
      regenerate: actionBound,
      continueMessage: actionBound,
      showVersion: actionBound,
      startEdit: actionBound,
      setEditDraft: actionBound,
      cancelEdit: actionBound,
      saveEdit: actionBound,
      askDeleteFrom: actionBound,
      confirmDeleteFrom: actionBound,
      undoDelete: actionBound,
      flushDelete: actionBound,
    });
  }

  get busy(): boolean {
    return this.context.busy();
  }

  /** Rating, regenerate, continue and delete are for answers that are there, not while a reply is pending. */
  canAct(message: ChatMessage): boolean {
    return !this.busy && !message.id.startsWith('temp-') && message.outcome === 'completed';
  }

  rate(messageId: string, rating: number): void {
    void this.chat.actions.rate(messageId, rating);
  }

  regenerate(messageId: string): void {
    void this.chat.actions.regenerate(messageId);
  }

  isContinuing(message: ChatMessage): boolean {
    return this.chat.view.continuingMessageId === message.id;
  }

  continueMessage(messageId: string): void {
    void this.chat.actions.continueMessage(messageId);
  }

  // ---- versions ----

  /** Where a message stands among its turn's versions, or null when it has only one. */
  versionOf(message: ChatMessage): { position: number; count: number; previousId: string | null; nextId: string | null } | null {
    const versions = this.chat.actions.versionsOf(message.id);
    if (versions.length < 2) return null;
    const index = versions.findIndex((m) => m.id === message.id);
    return { position: index + 1, count: versions.length, previousId: versions[index - 1]?.id ?? null, nextId: versions[index + 1]?.id ?? null };
  }

  /** Switching is for a settled chat: while a reply is pending the branch it answers stays shown. */
  showVersion(messageId: string | null): void {
    if (messageId && !this.busy) this.chat.actions.showVersion(messageId);
  }

  // ---- edit and resend ----

  /** A question can be edited and resent when no reply is pending. */
  canEdit(message: ChatMessage): boolean {
    return message.role === 'user' && !this.busy && !message.id.startsWith('temp-');
  }

  startEdit(message: ChatMessage): void {
    if (!this.canEdit(message)) return;
    this.editingMessageId = message.id;
    this.editDraft = message.content;
  }

  setEditDraft(text: string): void {
    this.editDraft = text;
  }

  cancelEdit(): void {
    this.editingMessageId = null;
  }

  get canSaveEdit(): boolean {
    return this.editingMessageId !== null && this.editDraft.trim().length > 0 && !this.busy;
  }

  /** Resends the edited question in the chat's mode: its answer starts a new branch. */
  async saveEdit(): Promise<void> {
    const id = this.editingMessageId;
    if (!id || !this.canSaveEdit) return;
    const text = this.editDraft;
    this.editingMessageId = null;
    const sent = await this.chat.sender.editMessage(id, text, { mode: this.context.mode() });
    runInAction(() => {
      // A refused or failed resend keeps the edit open with what was typed.
      if (!sent) {
        this.editingMessageId = id;
        this.editDraft = text;
      }
    });
  }

  // ---- delete from here, with undo ----

  /** Asks before "delete from here", naming how many messages go. */
  askDeleteFrom(messageId: string | null): void {
    this.pendingDeleteFrom = messageId ? { messageId, count: this.chat.actions.deleteCount(messageId) } : null;
  }

  confirmDeleteFrom(): void {
    const pending = this.pendingDeleteFrom;
    this.pendingDeleteFrom = null;
    if (pending) this.chat.actions.deleteFrom(pending.messageId);
  }

  /** The deletion waiting out its undo window in the open chat, if any. */
  get undoable(): { count: number } | null {
    return this.chat.view.undoableDelete;
  }

  undoDelete(): void {
    this.chat.actions.undoDelete();
  }

  /** The page is going away: a deletion waiting out its undo window happens now. */
  flushDelete(): void {
    void this.chat.actions.flushDelete();
  }
}
