import type { Clock } from '../ports/clock.port.ts';
import type { ApiClient } from '../api/api-client.ts';
import type { ChatConversation } from './chat-conversation.ts';
import type { ChatCharges } from './chat-charges.ts';
import { AgentChatApi } from '../../domain/agents/agent-chat-api.ts';
import { Messages } from '../../domain/messages.ts';
import { toChatMessage, type ChatMessage } from '../../domain/agents/chat-entities.ts';
import { chatErrorText, type ChatOperation } from '../../domain/agents/chat-rules.ts';
import type { OpenChat } from './open-chat.ts';
import { facts } from './chat-failure-facts.ts';
import { ContinueIndicator } from './continue-indicator.ts';
import { UndoableDelete } from './undoable-delete.ts';

/**
 * What can be done to the messages of the open chat (spec 4.7): rate, regenerate and continue an answer, switch
 * between a turn's versions, delete a message, and "delete from here" with its undo window. A failure shows in the
 * chat and answers false; nothing changes on the screen before the server has taken it, except the deletion
 * waiting out its undo window.
 */
export class MessageActions {
  /** The answer being continued, shown a little after it is in. */
  private readonly continuing: ContinueIndicator;
  /** The deletion waiting out its undo window, in the chat that asked for it. */
  private readonly undoableDelete: UndoableDelete;

  constructor(
    private readonly api: ApiClient,
    clock: Clock,
    private readonly charges: ChatCharges,
    private readonly chat: OpenChat,
  ) {
    this.undoableDelete = new UndoableDelete(clock, api);
    this.continuing = new ContinueIndicator(clock);
  }

  /** The answer whose continuation is on its way or just in. */
  get continuingMessageId(): string | null {
    return this.continuing.messageId;
  }

  /** How many messages the deletion waiting in `conversation` hides; null when none waits there. */
  undoableIn(conversation: ChatConversation | null): { count: number } | null {
    return this.undoableDelete.waitingIn(conversation);
  }

  async rate(messageId: string, rating: number, categories: string[] = [], feedbackText: string | null = null): Promise<boolean> {
    return this.act('rating', async (c) => {
      await this.api.call(AgentChatApi.rate, { id: messageId }, { rating, feedback_categories: categories, feedback_text: feedbackText });
      c.thread.replaceMessage(messageId, { rating, feedbackCategories: categories, feedbackText });
    });
  }

  async regenerate(messageId: string): Promise<boolean> {
    return this.act('regenerate', async (c) => {
      const result = await this.api.call(AgentChatApi.regenerate, { id: messageId });
      // The new version shows in the old one's place; the earlier ones stay a click away.
      c.thread.addVersion(messageId, { id: result.new_message_id, content: result.content, finalOutputLength: result.content.length, rating: null, artifacts: [], outcome: 'completed' });
      // A regenerate is charged like a send.
      this.charges.charged();
      // The server's copy brings the new version's own artifacts and cost.
      await this.chat.reload(c);
    });
  }

  /** Continue a cut-off answer; the indicator clears 2 s after it is done (spec 4.7). */
  async continueMessage(messageId: string): Promise<boolean> {
    const agent = this.chat.agent();
    if (!agent) return this.chat.refuse(Messages.noCurrentAgent) ?? false;
    this.continuing.start(messageId);
    const ok = await this.act('continue', async (c) => {
      const result = await this.api.call(AgentChatApi.continue, { slug: agent.slug, id: messageId });
      // The server clears the cut-off flag once continued: so does the client, and Continue goes away.
      c.thread.replaceMessage(messageId, { content: result.content, continuationCount: result.continuation_count, finalOutputLength: result.final_output_length, truncatedDueToTokens: false, truncationReason: null });
    });
    if (ok) this.continuing.done();
    else this.continuing.clear();
    return ok;
  }

  /** The versions of a message's turn in the open chat, oldest first (an answer's regenerations, a question's edits). */
  versionsOf(messageId: string): ChatMessage[] {
    return this.chat.current()?.thread.versionsOf(messageId) ?? [];
  }

  /** Shows another version of a turn; for a question, the branch its answer started. */
  showVersion(messageId: string): void {
    this.chat.current()?.thread.showVersion(messageId);
  }

  /** The versions of any of the person's messages, from the server (the CLI's `versions`). */
  async listVersions(messageId: string): Promise<ChatMessage[] | null> {
    try {
      return (await this.api.call(AgentChatApi.versions, { id: messageId })).map(toChatMessage);
    } catch (error) {
      this.chat.fail(error, 'messages');
      return null;
    }
  }

  async deleteMessage(messageId: string): Promise<boolean> {
    return this.act('deleteMessage', async (c) => {
      await this.api.call(AgentChatApi.deleteMessage, { id: messageId });
      c.thread.cutFrom(messageId);
    });
  }

  /** How many messages "delete from here" removes: the message's turn with its versions, and all after it. */
  deleteCount(messageId: string): number {
    return this.chat.current()?.thread.deleteCount(messageId) ?? 0;
  }

  /** "Delete from here", which Undo can take back for a few seconds (UndoableDelete). */
  deleteFrom(messageId: string): void {
    const c = this.chat.current();
    if (c?.sessionId) this.undoableDelete.start(c, messageId);
  }

  undoDelete(): void {
    this.undoableDelete.undo();
  }

  /** Deletes now what is waiting out its undo window (leaving the chat or the page). */
  flushDelete(): Promise<void> {
    return this.undoableDelete.flush();
  }

  /** Forgets the waiting deletion and the continuation shown (a space switch, a sign-out). */
  reset(): void {
    this.undoableDelete.reset();
    this.continuing.clear();
  }

  private async act(operation: ChatOperation, work: (c: ChatConversation) => Promise<void>): Promise<boolean> {
    const c = this.chat.current();
    if (!c) return false;
    try {
      await work(c);
      return true;
    } catch (error) {
      c.showError(chatErrorText(facts(error), operation));
      return false;
    }
  }
}
