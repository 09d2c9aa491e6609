import type { AgentInfo } from './agent-catalogue.ts';
import type { ChatConversation } from './chat-conversation.ts';
import type { AgentTransport } from '../../domain/agents/agents.ts';
import type { ChatOperation } from '../../domain/agents/chat-rules.ts';

/**
 * The open agent and chat as the chat store's parts see them (`MessageSender`, `MessageActions`): the store keeps
 * which chat is open; its parts act on that chat through this, and MobX carries what they change to its view.
 */
export interface OpenChat {
  agent(): AgentInfo | null;
  current(): ChatConversation | null;
  /** A new chat with `agent`, opened, whose session the first send creates. */
  draft(agent: AgentInfo): ChatConversation;
  /** The first send created the session: the draft takes its id and heads the list. */
  adopt(conversation: ChatConversation, sessionId: string, firstMessage: string): void;
  plannedTransport(slug: string): AgentTransport;
  /** Reads the chat's newest messages again, quietly (the server's copy after a change). */
  reload(conversation: ChatConversation): Promise<void>;
  /** Shows `text` as the store's error; null. */
  refuse(text: string): null;
  /** Shows why `operation` failed as the store's error. */
  fail(error: unknown, operation: ChatOperation): void;
}
