import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { Principal } from './principal.ts';
import type { UserRecord } from '../ports/records.ts';
import type { SessionUser } from '../../domain/auth/user.ts';

/**
 * `/me`: the caller as stored now (a deleted or disabled account is refused). `account` is the caller's
 * account as this request's authentication read it, a statement earlier; without it, it is read here.
 */
@injectable()
export class GetCurrentUser {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal, account?: UserRecord): Promise<SessionUser & { email_verified: boolean }> {
    const user = account?.id === principal.userId ? account : await this.uow.read((repos) => repos.users.findById(principal.userId));
    if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.userNotFound);
    return { ...toSessionUser(user), email_verified: Boolean(user.emailVerifiedAt) };
  }
}
