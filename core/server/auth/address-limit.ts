import { inject, injectable } from 'inversify';
import { RateLimitStore } from '../ports/rate-limit-store.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

/** How many attempts one client address may make in a window. */
export interface AddressAllowance {
  max: number;
  windowMs: number;
}

/**
 * Unauthenticated calls that reveal something or cost real work are counted per client address before the
 * work runs ("count before you compute"); past the allowance, 429 with Retry-After.
 */
@injectable()
export class AddressLimit {
  constructor(
    @inject(RateLimitStore) private readonly store: RateLimitStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async take(purpose: string, address: string | null | undefined, allowance: AddressAllowance): Promise<void> {
    const reservation = await this.store.reserve([{ key: `${purpose}:ip:${address ?? 'unknown'}`, ...allowance }], this.clock.now());
    if (reservation.granted) return;
    const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
    throw new ServerError('AUTH.THROTTLED', AuthServerMessages.tooManyRequests(retryAfter), [], { retryAfterSeconds: retryAfter });
  }
}
