import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ChatMessage } from '../../domain/agents/chat-entities.ts';
import { deletedFrom, showConversation, turnOf, versionsOf } from '../../domain/agents/conversation-branches.ts';
import { cursorOf } from '../../domain/list-cursor.ts';

/**
 * A chat's messages as the client holds them (spec 4.7): every version of every turn, on every branch, the version
 * the person chose to see of each, what "delete from here" hides while its undo window is open, and whether earlier
 * turns are left to load. What a run adds to it (the question sent, the answer, a cancel's note) comes from its
 * conversation (chat-conversation.ts); what is done to an answer afterwards (rate, regenerate, continue, delete)
 * comes from the chat's message actions.
 */
export class MessageThread {
  /** Every message the server keeps (each version, each branch) plus local ones, in reading order. */
  private all: ChatMessage[] = [];
  /** The version the person chose to see, by turn (an answer's regenerations, a question's edits). */
  private readonly picks = new Map<string, string>();
  /** "Delete from here" waiting out its undo window: these messages are hidden, not yet deleted. */
  pendingDelete: { messageId: string; removed: ChatMessage[] } | null = null;
  /** Turns written before the oldest one held may be left: the chat is read a page of turns at a time, newest first. */
  hasEarlier = false;

  constructor() {
    makeObservable<this, 'all' | 'picks'>(this, {
      all: observableRef,
      picks: observable,
      pendingDelete: observableRef,
      hasEarlier: observable,
      messages: computed,
      branch: computed,
      earliestCursor: computed,
      showVersion: action,
      hideFrom: action,
      restoreHidden: action,
      append: action,
      appendVersion: action,
      withdraw: action,
      replaceMessage: action,
      addVersion: action,
      cutFrom: action,
      replaceAll: action,
      prepend: action,
    });
  }

  /** What the chat shows: one version per turn, on the branch of the questions shown. */
  get messages(): ChatMessage[] {
    const hidden = new Set(this.pendingDelete?.removed.map((m) => m.id) ?? []);
    return showConversation(hidden.size ? this.all.filter((m) => !hidden.has(m.id)) : this.all, this.picks).messages;
  }

  /** The branch a new message continues: for each edited question shown, the version shown. */
  get branch(): Record<string, string> {
    return showConversation(this.all, this.picks).branch;
  }

  /** Every version of a message's turn, oldest first. */
  versionsOf(messageId: string): ChatMessage[] {
    return versionsOf(this.all, messageId);
  }

  /** Shows another version of a turn (and so, for a question, its branch). */
  showVersion(messageId: string): void {
    const message = this.all.find((m) => m.id === messageId);
    if (!message) return;
    this.picks.set(this.turnOf(message), messageId);
  }

  /** How many messages "delete from here" removes (the turn's versions too, as the server cuts). */
  deleteCount(messageId: string): number {
    return deletedFrom(this.all, messageId).length;
  }

  /** Hides what "delete from here" removes until the deletion is done or undone. */
  hideFrom(messageId: string): void {
    this.pendingDelete = { messageId, removed: deletedFrom(this.all, messageId) };
  }

  /** Undo: the hidden messages show again. */
  restoreHidden(): void {
    this.pendingDelete = null;
  }

  /** A new message at the end, on the branch shown. */
  append(message: ChatMessage): void {
    this.all = [...this.all, { ...message, branch: this.branch }];
  }

  /** An edited question: a new version of `messageId`'s turn, on a branch of its own, shown in its place. */
  appendVersion(messageId: string, message: ChatMessage): boolean {
    const original = this.all.find((m) => m.id === messageId);
    if (!original) return false;
    const turn = this.turnOf(original);
    this.all = [...this.all, { ...message, versionOf: turn, branch: original.branch ?? {} }];
    this.picks.set(turn, message.id);
    return true;
  }

  /** A message shown before the server had it (a send that failed) goes, and so does any choice of it. */
  withdraw(messageId: string): void {
    this.all = this.all.filter((m) => m.id !== messageId);
    for (const [turn, id] of this.picks) if (id === messageId) this.picks.delete(turn);
  }

  /** A message changed in place: the server's ids for a question sent, a rating, a continuation's content. */
  replaceMessage(messageId: string, patch: Partial<ChatMessage>): void {
    this.all = this.all.map((m) => (m.id === messageId ? { ...m, ...patch } : m));
  }

  /** A regenerated answer: a new version of the message's turn, shown in its place. */
  addVersion(messageId: string, patch: Partial<ChatMessage> & { id: string }): void {
    const original = this.all.find((m) => m.id === messageId);
    if (!original) return;
    const turn = this.turnOf(original);
    this.all = [...this.all, { ...original, ...patch, versionOf: turn, isCurrent: true }];
    this.picks.set(turn, patch.id);
  }

  /** Delete message: it and everything after it go (the server cuts the same way). */
  cutFrom(messageId: string): void {
    const removed = new Set(deletedFrom(this.all, messageId).map((m) => m.id));
    this.all = this.all.filter((m) => !removed.has(m.id));
    if (this.pendingDelete?.messageId === messageId) this.pendingDelete = null;
  }

  /**
   * The server's copy replaces what is held (unless `keep`: a running request keeps its local messages until it
   * settles). `pageTurns`: the page asked for that many turns, so a full page says earlier ones may be left to load.
   */
  replaceAll(messages: ChatMessage[], pageTurns: number | undefined, keep: boolean): void {
    if (!keep) this.all = messages;
    if (pageTurns !== undefined) this.hasEarlier = turnsIn(messages) >= pageTurns;
  }

  /** The cursor of the oldest turn held (its first version's time and id), to read the turns before it. */
  get earliestCursor(): string | null {
    const oldest = this.all.find((m) => !m.versionOf && m.createdAt);
    return oldest ? cursorOf({ at: oldest.createdAt, id: oldest.id }) : null;
  }

  /** Earlier turns read from the server, placed before those held (any already held kept once). */
  prepend(earlier: ChatMessage[], pageTurns: number): void {
    const held = new Set(this.all.map((m) => m.id));
    this.all = [...earlier.filter((m) => !held.has(m.id)), ...this.all];
    this.hasEarlier = turnsIn(earlier) >= pageTurns;
  }

  private turnOf(message: ChatMessage): string {
    return turnOf(message, new Set(this.all.map((m) => m.id)));
  }
}

/** How many turns a list of messages holds: each first version starts one. */
function turnsIn(messages: ChatMessage[]): number {
  return messages.filter((m) => !m.versionOf).length;
}
