import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { SessionAccess } from './session-access.ts';
import { toSessionView } from './message-view.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { RENAMED_TITLE_MAX_LENGTH } from '../../domain/agents/session-title.ts';
import type { Principal } from '../auth/principal.ts';

export interface ChatSessionChanges {
  title?: string;
  pinned?: boolean;
}

/** Renames or pins one of the caller's chats; anyone else's is 'Chat session not found' (404), as everywhere. */
@injectable()
export class UpdateChatSession {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(SessionAccess) private readonly access: SessionAccess,
  ) {}

  async execute(principal: Principal, spaceId: string, sessionId: string, changes: ChatSessionChanges) {
    const title = changes.title === undefined ? undefined : changes.title.replace(/\s+/g, ' ').trim();
    if (title !== undefined && (title.length === 0 || title.length > RENAMED_TITLE_MAX_LENGTH)) {
      throw new ServerError('VALIDATION.INVALID', AgentsServerMessages.sessionTitleInvalid, [{ loc: ['body', 'title'], msg: AgentsServerMessages.sessionTitleInvalid, type: 'value_error' }]);
    }
    return this.uow.run(async (repos) => {
      const session = await this.access.checkIn(repos, principal, sessionId, spaceId);
      await repos.chats.updateSession(session.id, { title, pinned: changes.pinned });
      return toSessionView({ ...session, title: title ?? session.title, pinned: changes.pinned ?? session.pinned });
    });
  }
}
