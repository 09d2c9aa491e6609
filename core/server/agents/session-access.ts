import { inject, injectable } from 'inversify';
import { AgentStore } from './ports.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatSessionRecord } from './records.ts';

/** A chat session is reachable only by members of its organization, from its own space. */
@injectable()
export class SessionAccess {
  constructor(@inject(AgentStore) private readonly store: AgentStore) {}

  async check(principal: Principal, sessionId: string, spaceId?: string | null): Promise<ChatSessionRecord> {
    const session = await this.store.findSession(sessionId);
    if (!session || session.orgId !== principal.orgId || (spaceId && session.spaceId !== spaceId)) {
      throw new ServerError('AGENT.SESSION_NOT_FOUND', ServerMessages.sessionNotFound);
    }
    return session;
  }
}
