import { inject, injectable } from 'inversify';
import { RateLimitStore, type AttemptLimit } from '../ports/rate-limit-store.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

export const LoginThrottleSettings = Symbol.for('server.LoginThrottleSettings');
export interface LoginThrottleSettings {
  windowMs: number;
  /** Attempts at one account from one address per window; then 429 until the window ends. */
  maxAttemptsPerAccountAndIp: number;
  /** Attempts from one address per window, whatever the accounts. */
  maxAttemptsPerIp: number;
  /** Attempts at one account from anywhere before each further one waits a delay that doubles, up to the cap. */
  freeAttemptsPerAccount: number;
  accountDelay: { baseMs: number; maxMs: number };
}
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  windowMs: 15 * 60_000,
  maxAttemptsPerAccountAndIp: 5,
  maxAttemptsPerIp: 30,
  freeAttemptsPerAccount: 5,
  accountDelay: { baseMs: 1000, maxMs: 60_000 },
};

/**
 * Limits password guessing without handing attackers a lockout: an address that guesses wrong is locked
 * out of that account, and limited overall; the account itself is never locked, its attempts are only
 * spaced out, so its owner signing in from elsewhere still gets in. Each attempt is counted before the
 * password is checked, atomically, so concurrent guesses cannot get past the limits.
 */
@injectable()
export class LoginThrottle {
  constructor(
    @inject(RateLimitStore) private readonly store: RateLimitStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(LoginThrottleSettings) private readonly settings: LoginThrottleSettings,
  ) {}

  /** Counts this attempt, or throws AUTH.THROTTLED (429, Retry-After) without counting it. */
  async reserve(email: string, ip: string | null): Promise<void> {
    const s = this.settings;
    const keys = keysFor(email, ip);
    const limits: AttemptLimit[] = [
      { key: keys.accountAndIp, max: s.maxAttemptsPerAccountAndIp, windowMs: s.windowMs },
      { key: keys.ip, max: s.maxAttemptsPerIp, windowMs: s.windowMs },
      { key: keys.account, max: s.freeAttemptsPerAccount, windowMs: s.windowMs, backoff: s.accountDelay },
    ];
    const reservation = await this.store.reserve(limits, this.clock.now());
    if (!reservation.granted) {
      const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      throw new ServerError('AUTH.THROTTLED', AuthServerMessages.tooManyLoginAttempts(retryAfter), [], { retryAfterSeconds: retryAfter });
    }
  }

  /** The password was right: this address's attempts at the account and the account's delay are forgotten, and the attempt is given back to the address. */
  async succeeded(email: string, ip: string | null): Promise<void> {
    const keys = keysFor(email, ip);
    await this.store.reset(keys.accountAndIp);
    await this.store.reset(keys.account);
    await this.store.release(keys.ip);
  }
}

function keysFor(email: string, ip: string | null) {
  const account = email.trim().toLowerCase();
  // Without a known address every such attempt shares one bucket, which still limits it.
  const address = ip ?? 'unknown';
  return { account: `login:account:${account}`, accountAndIp: `login:account-ip:${address}:${account}`, ip: `login:ip:${address}` };
}
