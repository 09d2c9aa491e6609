import { inject, injectable } from 'inversify';
import { AccessTokenService } from '../ports/access-token-service.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from './principal.ts';

/** Turns a bearer token into the principal, or refuses it. */
@injectable()
export class Authenticate {
  constructor(@inject(AccessTokenService) private readonly accessTokens: AccessTokenService) {}

  async execute(bearerToken: string | undefined): Promise<Principal> {
    if (!bearerToken) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.notAuthenticated);
    const claims = await this.accessTokens.verify(bearerToken);
    if (!claims) throw new ServerError('AUTH.TOKEN_INVALID', ServerMessages.tokenInvalid);
    return { userId: claims.sub, role: claims.role, orgId: claims.org_id };
  }
}
