import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Clock } from '../ports/clock.ts';

/** Revokes the refresh token's family, so neither it nor anything rotated from it works again. */
@injectable()
export class SignOut {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Holding the refresh token is the authority to end its session (the access token may already have
   * expired). An unknown token is a no-op, so logout is idempotent.
   */
  async execute(refreshToken: string): Promise<void> {
    await this.uow.run(async (repos) => {
      const stored = await repos.refreshTokens.findByHash(this.opaqueTokens.hash(refreshToken));
      if (stored) await repos.refreshTokens.revokeFamily(stored.familyId, this.clock.now());
    });
  }
}
