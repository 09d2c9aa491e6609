import { inject, injectable } from 'inversify';
import { AccessTokenService } from '../ports/access-token-service.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import type { Repositories } from '../ports/unit-of-work.ts';
import type { UserRecord } from '../ports/records.ts';
import type { AuthTokens } from '../../domain/user.ts';

export const AuthSettings = Symbol.for('server.AuthSettings');
export interface AuthSettings {
  refreshTokenTtlMs: number;
}

/** Issues an access token and a stored, single-use refresh token of a token family. */
@injectable()
export class SessionIssuer {
  constructor(
    @inject(AccessTokenService) private readonly accessTokens: AccessTokenService,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuthSettings) private readonly settings: AuthSettings,
  ) {}

  async issue(repos: Repositories, user: UserRecord, familyId?: string): Promise<AuthTokens> {
    const now = this.clock.now();
    const refreshToken = this.opaqueTokens.create();
    await repos.refreshTokens.create({
      id: this.ids.next(),
      userId: user.id,
      familyId: familyId ?? this.ids.next(),
      tokenHash: this.opaqueTokens.hash(refreshToken),
      expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtlMs),
      createdAt: now,
      usedAt: null,
      revokedAt: null,
    });
    const access = await this.accessTokens.issue({ sub: user.id, role: user.role, org_id: user.orgId });
    return { access_token: access.token, refresh_token: refreshToken };
  }
}
