import { chatRoute } from '../../core/domain/agents/chat-rules.ts';

/** The address of a chat: the agent's page for a new chat, else the session's. */
export function chatPath(slug: string, sessionId: string | null): string {
  return sessionId ? chatRoute(encodeURIComponent(slug), encodeURIComponent(sessionId)) : `/agents/${encodeURIComponent(slug)}`;
}
