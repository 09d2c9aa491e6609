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

  /** Only the owner of the token can end it; an unknown token is a no-op, so logout is idempotent. */
  async execute(userId: string, refreshToken: string): Promise<void> {
    await this.uow.run(async (repos) => {
      const stored = await repos.refreshTokens.findByHash(this.opaqueTokens.hash(refreshToken));
      if (stored && stored.userId === userId) await repos.refreshTokens.revokeFamily(stored.familyId, this.clock.now());
    });
  }
}
