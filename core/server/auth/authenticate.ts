import { inject, injectable } from 'inversify';
import { AccessTokenService } from '../ports/access-token-service.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { Principal } from './principal.ts';
import type { UserRecord } from '../ports/records.ts';

/**
 * Turns a bearer token into the principal, or refuses it. Role and organization are read from the
 * account as it is now, so a removed member, a changed role or a disabled account takes effect at
 * once instead of when the token expires.
 */
@injectable()
export class Authenticate {
  constructor(
    @inject(AccessTokenService) private readonly accessTokens: AccessTokenService,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
  ) {}

  async execute(bearerToken: string | undefined): Promise<Principal> {
    return (await this.withExpiry(bearerToken)).principal;
  }

  /**
   * The same check, also answering with the account as this request read it (`/me` answers from it rather
   * than reading it again) and when the token expires (from its verified claims): a socket closes then.
   */
  async withExpiry(bearerToken: string | undefined): Promise<{ principal: Principal; account: UserRecord; expiresAt: Date }> {
    if (!bearerToken) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.notAuthenticated);
    const claims = await this.accessTokens.verify(bearerToken);
    if (!claims) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.tokenInvalid);
    // Every authenticated request runs this: one statement for the account and its session, outside a transaction.
    const found = await this.uow.read((repos) => repos.users.findForAuthentication(claims.sub, claims.sid ?? null));
    const user = found?.user;
    if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.tokenInvalid);
    // A session ended from the settings (or by a password change) ends at once, its unexpired access tokens included.
    if (found.sessionEnded) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.sessionEnded);
    return { principal: { userId: user.id, role: user.role, orgId: user.orgId, sessionId: claims.sid ?? null }, account: user, expiresAt: claims.expiresAt };
  }
}
