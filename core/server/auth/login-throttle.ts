import { inject, injectable } from 'inversify';
import { RateLimitStore } from '../ports/rate-limit-store.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError, ServerMessages } from '../errors.ts';

export const LoginThrottleSettings = Symbol.for('server.LoginThrottleSettings');
export interface LoginThrottleSettings {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
}
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = { windowMs: 15 * 60_000, maxFailuresPerAccount: 5, maxFailuresPerIp: 30 };

/** Failed sign-ins are limited per account and per client address; past the limit, 429 with Retry-After. */
@injectable()
export class LoginThrottle {
  constructor(
    @inject(RateLimitStore) private readonly store: RateLimitStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(LoginThrottleSettings) private readonly settings: LoginThrottleSettings,
  ) {}

  async assertAllowed(email: string, ip: string | null): Promise<void> {
    const now = this.clock.now();
    const checks: [string, number][] = [[accountKey(email), this.settings.maxFailuresPerAccount]];
    if (ip) checks.push([ipKey(ip), this.settings.maxFailuresPerIp]);
    for (const [key, max] of checks) {
      const current = await this.store.peek(key, now);
      if (current && current.count >= max) {
        const retryAfter = Math.max(1, Math.ceil((current.resetAt.getTime() - now.getTime()) / 1000));
        throw new ServerError('AUTH.THROTTLED', ServerMessages.tooManyLoginAttempts(retryAfter), [], { retryAfterSeconds: retryAfter });
      }
    }
  }

  async recordFailure(email: string, ip: string | null): Promise<void> {
    const now = this.clock.now();
    await this.store.increment(accountKey(email), this.settings.windowMs, now);
    if (ip) await this.store.increment(ipKey(ip), this.settings.windowMs, now);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(accountKey(email));
  }
}

const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
