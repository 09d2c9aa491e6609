import { toChatSession, type ChatSession } from './chat-entities.ts';

/** Search across one's chats: the query's bound (the server refuses longer) and how many chats answer. */
export const CHAT_SEARCH_MAX_LENGTH = 200;
export const CHAT_SEARCH_LIMIT = 20;

/** A chat that matched: where the words were found, to open it there. */
export interface ChatSearchResult {
  session: ChatSession;
  agentName: string;
  snippet: string;
  /** The message that matched, or null when the title did. */
  messageId: string | null;
  role: 'user' | 'assistant' | null;
}

export function toChatSearchResult(raw: Record<string, unknown>): ChatSearchResult {
  const role = raw.message_role;
  return {
    session: toChatSession((raw.session ?? {}) as Record<string, unknown>),
    agentName: String(raw.agent_name ?? ''),
    snippet: String(raw.snippet ?? ''),
    messageId: typeof raw.message_id === 'string' ? raw.message_id : null,
    role: role === 'user' || role === 'assistant' ? role : null,
  };
}
