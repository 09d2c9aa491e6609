import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { toSessionView } from './message-view.ts';
import { agentDisplayName } from '../../domain/agents/agents.ts';
import { CHAT_SEARCH_LIMIT } from '../../domain/agents/chat-search.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatSearchHitView } from '../../domain/agents/agent-chat-api.ts';

/**
 * Search across the caller's chats in one space (titles and message text, full-text): chats are private to
 * who started them, so a colleague's or another organization's never match.
 */
@injectable()
export class SearchChats {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal, spaceId: string, text: string): Promise<ChatSearchHitView[]> {
    if (!principal.orgId) return [];
    const orgId = principal.orgId;
    const hits = await this.uow.run((repos) => repos.chats.searchChats({ orgId, spaceId, userId: principal.userId, text, limit: CHAT_SEARCH_LIMIT }));
    return hits.map((h) => ({
      session: toSessionView(h.session),
      agent_slug: h.session.agentSlug,
      agent_name: agentDisplayName(h.session.agentSlug),
      snippet: h.snippet,
      message_id: h.messageId,
      message_role: h.role,
    }));
  }
}
