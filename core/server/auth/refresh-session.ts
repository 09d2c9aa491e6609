import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Clock } from '../ports/clock.ts';
import { SessionIssuer, type SessionDevice } from './session-issuer.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { AuthTokens } from '../../domain/auth/user.ts';

/**
 * How long after its first use a refresh token may be presented again by the same session without counting as
 * leaked: tabs that refresh at once with the token they share (as Auth0's rotation "reuse interval" allows).
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;

/**
 * Rotates a refresh token. A token is good once: presenting a used or revoked one means it leaked, so its whole
 * family is revoked and the holder must sign in again. Within REFRESH_REUSE_INTERVAL_MS of its first use it is
 * not a leak but a second tab: that caller gets a pair of its own in the same session, and nobody is signed out.
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
    const invalid = () => new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.tokenInvalid);
    const hash = this.opaqueTokens.hash(refreshToken);
    const outcome = await this.uow.run(async (repos) => {
      const now = this.clock.now();
      const stored = await repos.refreshTokens.findByHash(hash);
      if (!stored || stored.revokedAt || stored.expiresAt <= now) return { kind: 'invalid' as const };
      if (stored.usedAt || !(await repos.refreshTokens.markUsed(stored.id, now))) {
        // Used a moment ago (or this instant, by the request that won the race): another tab of the same session.
        const current = stored.usedAt ? stored : await repos.refreshTokens.findByHash(hash);
        // Revoked meanwhile (signed out, session ended, password reset): no pair, whoever asks.
        if (!current || current.revokedAt) return { kind: 'invalid' as const };
        const usedAt = current.usedAt ?? now;
        const sibling = now.getTime() - usedAt.getTime() <= REFRESH_REUSE_INTERVAL_MS;
        if (!sibling) {
          await repos.refreshTokens.revokeFamily(stored.familyId, now);
          return { kind: 'reused' as const };
        }
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
