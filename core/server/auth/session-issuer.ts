import { inject, injectable } from 'inversify';
import { AccessTokenService } from '../ports/access-token-service.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import type { Repositories } from '../ports/unit-of-work.ts';
import type { UserRecord } from '../ports/records.ts';
import type { AuthTokens } from '../../domain/auth/user.ts';

export const AuthSettings = Symbol.for('server.AuthSettings');
export interface AuthSettings {
  refreshTokenTtlMs: number;
}

/** Where a session was opened or last refreshed from. */
export interface SessionDevice {
  userAgent?: string | null;
  ip?: string | null;
}
const MAX_USER_AGENT = 300;

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

  /** `device`: the client's user agent and address, shown in the sessions list. */
  async issue(repos: Repositories, user: UserRecord, familyId?: string, device: SessionDevice = {}): Promise<AuthTokens> {
    const now = this.clock.now();
    const refreshToken = this.opaqueTokens.create();
    const family = familyId ?? this.ids.next();
    await repos.refreshTokens.create({
      id: this.ids.next(),
      userId: user.id,
      familyId: family,
      tokenHash: this.opaqueTokens.hash(refreshToken),
      expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtlMs),
      createdAt: now,
      usedAt: null,
      revokedAt: null,
      userAgent: device.userAgent?.slice(0, MAX_USER_AGENT) || null,
      ip: device.ip || null,
    });
    const access = await this.accessTokens.issue({ sub: user.id, role: user.role, org_id: user.orgId, sid: family });
    return { access_token: access.token, refresh_token: refreshToken };
  }
}
