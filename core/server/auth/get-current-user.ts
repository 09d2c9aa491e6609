import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from './principal.ts';
import type { SessionUser } from '../../domain/user.ts';

/** `/me`: the caller as stored now (a deleted or disabled account is refused). */
@injectable()
export class GetCurrentUser {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal): Promise<SessionUser & { email_verified: boolean }> {
    const user = await this.uow.read((repos) => repos.users.findById(principal.userId));
    if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.userNotFound);
    return { ...toSessionUser(user), email_verified: Boolean(user.emailVerifiedAt) };
  }
}
