import { inject, injectable } from 'inversify';
import { AccessTokenService } from '../ports/access-token-service.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from './principal.ts';

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

  /** The same check, also answering when the token expires (from its verified claims): a socket closes then. */
  async withExpiry(bearerToken: string | undefined): Promise<{ principal: Principal; expiresAt: Date }> {
    if (!bearerToken) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.notAuthenticated);
    const claims = await this.accessTokens.verify(bearerToken);
    if (!claims) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.tokenInvalid);
    // Every authenticated request runs this: two independent reads, side by side and outside a transaction
    // (each refusal stands on its own, so no snapshot across them is needed).
    const [user, ended] = await this.uow.read((repos) =>
      Promise.all([repos.users.findById(claims.sub), claims.sid ? repos.refreshTokens.isSessionEnded(claims.sid) : false]),
    );
    if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.tokenInvalid);
    // A session ended from the settings (or by a password change) ends at once, its unexpired access tokens included.
    if (ended) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.sessionEnded);
    return { principal: { userId: user.id, role: user.role, orgId: user.orgId, sessionId: claims.sid ?? null }, expiresAt: claims.expiresAt };
  }
}
