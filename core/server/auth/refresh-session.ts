import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Clock } from '../ports/clock.ts';
import { SessionIssuer, type SessionDevice } from './session-issuer.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { AuthTokens } from '../../domain/user.ts';

/**
 * Rotates a refresh token. A token is good once: presenting a used or revoked one means it
 * leaked, so its whole family is revoked and the holder must sign in again.
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
  ) {}

  /** `device`: where this refresh comes from (the sessions list shows the latest); else the session's last known. */
  async execute(refreshToken: string, device: SessionDevice = {}): Promise<AuthTokens> {
    const invalid = () => new ServerError('AUTH.TOKEN_INVALID', ServerMessages.tokenInvalid);
    const hash = this.opaqueTokens.hash(refreshToken);
    const outcome = await this.uow.run(async (repos) => {
      const now = this.clock.now();
      const stored = await repos.refreshTokens.findByHash(hash);
      if (!stored || stored.revokedAt || stored.expiresAt <= now) return { kind: 'invalid' as const };
      if (stored.usedAt || !(await repos.refreshTokens.markUsed(stored.id, now))) {
        await repos.refreshTokens.revokeFamily(stored.familyId, now);
        return { kind: 'reused' as const };
      }
      const user = await repos.users.findById(stored.userId);
      if (!user || user.disabledAt) return { kind: 'invalid' as const };
      const seenFrom = { userAgent: device.userAgent ?? stored.userAgent ?? null, ip: device.ip ?? stored.ip ?? null };
      return { kind: 'ok' as const, tokens: await this.sessions.issue(repos, user, stored.familyId, seenFrom) };
    });
    if (outcome.kind !== 'ok') throw invalid();
    return outcome.tokens;
  }
}
