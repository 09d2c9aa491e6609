import { inject, injectable } from 'inversify';
import { AccessTokenService, type VerifiedAccessToken } from '../ports/access-token-service.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { Principal } from './principal.ts';
import type { UserRecord } from '../ports/records.ts';
import type { AuthenticationRead } from '../ports/user-repository.ts';

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
  async withExpiry(bearerToken: string | undefined): Promise<Authenticated> {
    if (!bearerToken) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.notAuthenticated);
    const claims = await this.accessTokens.verify(bearerToken);
    if (!claims) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.tokenInvalid);
    // Every authenticated request runs this: one statement for the account and its session, outside a transaction.
    const found = await this.uow.read((repos) => repos.users.findForAuthentication(claims.sub, claims.sid ?? null));
    return judged(claims, found);
  }

  /**
   * {@link withExpiry}'s answer at once, with the same checks, when the token was verified here and the account
   * read in the last few seconds (most requests of a signed-in page); undefined when only withExpiry can tell.
   * An answer without a promise spares every such request a few turns of the event loop.
   */
  known(bearerToken: string | undefined): Authenticated | undefined {
    if (!bearerToken) return undefined;
    const claims = this.accessTokens.known(bearerToken);
    if (!claims) return undefined;
    const found = this.uow.readKnown((repos) => repos.users.knownForAuthentication(claims.sub, claims.sid ?? null));
    return found ? judged(claims, found) : undefined;
  }
}

export interface Authenticated {
  principal: Principal;
  account: UserRecord;
  expiresAt: Date;
}

/** The caller, or the refusal: a missing or disabled account, or a session ended. */
function judged(claims: VerifiedAccessToken, found: AuthenticationRead | null): Authenticated {
  const user = found?.user;
  if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.tokenInvalid);
  // A session ended from the settings (or by a password change) ends at once, its unexpired access tokens included.
  if (found.sessionEnded) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.sessionEnded);
  return { principal: { userId: user.id, role: user.role, orgId: user.orgId, sessionId: claims.sid ?? null }, account: user, expiresAt: claims.expiresAt };
}
