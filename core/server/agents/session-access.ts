import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatSessionRecord } from './records.ts';

/**
 * A chat session is private to the person who started it, in its own organization and space. Anyone else,
 * a colleague included, is told it does not exist (404), so a session id reveals nothing.
 */
@injectable()
export class SessionAccess {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  check(principal: Principal, sessionId: string, spaceId?: string | null): Promise<ChatSessionRecord> {
    return this.uow.run((repos) => this.checkIn(repos, principal, sessionId, spaceId));
  }

  /** The same check inside a unit of work the caller already runs. */
  async checkIn(repos: Repositories, principal: Principal, sessionId: string, spaceId?: string | null): Promise<ChatSessionRecord> {
    const session = await repos.chats.findSession(sessionId);
    if (!session || session.orgId !== principal.orgId || session.userId !== principal.userId || (spaceId && session.spaceId !== spaceId)) {
      throw new ServerError('AGENT.SESSION_NOT_FOUND', AgentsServerMessages.sessionNotFound);
    }
    return session;
  }
}
