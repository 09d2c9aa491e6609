import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { buildServerContainer } from '../../adapters/server/container.ts';
import type { DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { RedisRateLimitStore } from '../../adapters/server/redis/redis-rate-limit-store.ts';
import { SignIn } from '../../core/server/auth/sign-in.ts';
import { RegisterAccount } from '../../core/server/auth/register-account.ts';
import { Clock } from '../../core/server/ports/clock.ts';
import { RateLimitStore } from '../../core/server/ports/rate-limit-store.ts';
import { ServerError } from '../../core/server/errors.ts';
import { databaseUnavailable, openTestDatabase } from '../support/test-database.ts';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';

/**
 * Sign-in throttling through the server's real container (real database, hasher and rate-limit stores),
 * with explicit client addresses, which one loopback HTTP client cannot vary, and a hand-advanced clock
 * for the account's growing delay.
 */
const PASSWORD = 'violet-harbor-lantern-42';

type Outcome = 'signed in' | 'wrong password' | { throttled: number };

class HandClock {
  private ms = Date.UTC(2030, 0, 1);
  now(): Date {
    return new Date(this.ms);
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

async function serverContainer(store: 'in-memory' | 'redis') {
  const opened = await openTestDatabase();
  const database: DatabaseHandle = opened.handle;
  const container: Container = await buildServerContainer({
    database,
    jwtSecret: 'sign-in-throttle-test-secret-0123456789',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlMs: 3_600_000,
    version: 'test',
    appUrl: 'http://127.0.0.1:1',
    dataDir: opened.dataDir,
    log: () => undefined,
  });
  const clock = new HandClock();
  container.rebind(Clock).toConstantValue(clock);
  const redisStore = store === 'redis' ? new RedisRateLimitStore(REDIS_URL, uniquePrefix('signin')) : null;
  if (redisStore) container.rebind(RateLimitStore).toConstantValue(redisStore);
  const signIn = container.get(SignIn);
  const register = container.get(RegisterAccount);
  return {
    clock,
    database,
    async owner(email: string) {
      await register.execute({ email, password: PASSWORD, name: 'Owner', org_name: `Org of ${email}` });
    },
    async attempt(email: string, password: string, ip: string): Promise<Outcome> {
      try {
        await signIn.execute({ email, password }, { ip });
        return 'signed in';
      } catch (error) {
        if (error instanceof ServerError && error.code === 'AUTH.INVALID_CREDENTIALS') return 'wrong password';
        if (error instanceof ServerError && error.code === 'AUTH.THROTTLED') return { throttled: error.meta.retryAfterSeconds! };
        throw error;
      }
    },
    async close() {
      await redisStore?.close();
      await opened.close();
    },
  };
}

const stores = [
  { store: 'in-memory' as const, skip: databaseUnavailable },
  { store: 'redis' as const, skip: databaseUnavailable || redisUnavailable },
];

for (const { store, skip } of stores) {
  describe.skipIf(skip)(`sign-in throttling (${store} rate-limit store)`, () => {
    let server: Awaited<ReturnType<typeof serverContainer>>;
    beforeAll(async () => {
      server = await serverContainer(store);
    });
    afterAll(async () => server?.close());

    it('of 60 concurrent guesses from one address at most 5 are evaluated, and the right one at position 45 is refused', async () => {
      await server.owner('target@concurrent.io');
      const guesses = Array.from({ length: 60 }, (_, i) => (i === 44 ? PASSWORD : `wrong-guess-${i}`));
      const outcomes = await Promise.all(guesses.map((password) => server.attempt('target@concurrent.io', password, '198.51.100.7')));
      expect(outcomes[44]).toEqual({ throttled: expect.any(Number) });
      expect(outcomes.filter((o) => o === 'wrong password').length).toBeLessThanOrEqual(5);
      expect(outcomes.filter((o) => typeof o === 'object').length).toBeGreaterThanOrEqual(55);
      expect(outcomes).not.toContain('signed in');
      const failed = await server.database.db.selectFrom('audit_log').select('id').where('action', '=', 'auth.login_failed').where('target', '=', 'target@concurrent.io').execute();
      expect(failed.length).toBeLessThanOrEqual(5);
    });

    it("an attacker's five wrong passwords from one address do not lock the owner out from another", async () => {
      await server.owner('victim@lockout.io');
      for (let i = 0; i < 5; i++) expect(await server.attempt('victim@lockout.io', `attacker-guess-${i}`, '203.0.113.66')).toBe('wrong password');
      // The attacker's address is locked out of this account for the window, even with the right password.
      expect(await server.attempt('victim@lockout.io', PASSWORD, '203.0.113.66')).toEqual({ throttled: 15 * 60 });
      // The owner, elsewhere, waits at most the account's first delay (one second) and gets in; attempts
      // refused inside the delay are not counted, so retrying impatiently does not lock the owner's address.
      for (let i = 0; i < 6; i++) expect(await server.attempt('victim@lockout.io', PASSWORD, '192.0.2.10')).toEqual({ throttled: 1 });
      server.clock.advance(1);
      expect(await server.attempt('victim@lockout.io', PASSWORD, '192.0.2.10')).toBe('signed in');
    });

    it('past five failures on an account, from any addresses, each attempt waits a delay that doubles up to a minute', async () => {
      const email = 'spaced@delay.io';
      await server.owner(email);
      let address = 0;
      const fromNewAddress = (password: string) => server.attempt(email, password, `10.0.0.${++address}`);
      for (let i = 0; i < 5; i++) expect(await fromNewAddress(`spray-${i}`)).toBe('wrong password');
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const refused = await fromNewAddress(`spray-early-${i}`);
        expect(refused).toEqual({ throttled: expect.any(Number) });
        const wait = (refused as { throttled: number }).throttled;
        waits.push(wait);
        server.clock.advance(wait - 0.5);
        expect(await fromNewAddress(`spray-still-early-${i}`)).toEqual({ throttled: 1 });
        server.clock.advance(0.5);
        expect(await fromNewAddress(`spray-late-${i}`)).toBe('wrong password');
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
      // The owner waits out the current delay and is let in; the success ends the delay.
      server.clock.advance(60);
      expect(await fromNewAddress(PASSWORD)).toBe('signed in');
      expect(await fromNewAddress('after-success')).toBe('wrong password');
    });

    it('one address gets 30 attempts per window across all accounts; a success does not use one up', async () => {
      const ip = '198.51.100.99';
      await server.owner('sprayer@own.io');
      expect(await server.attempt('sprayer@own.io', PASSWORD, ip)).toBe('signed in');
      for (let i = 0; i < 30; i++) expect(await server.attempt(`nobody-${i}@spray.io`, 'spray-password', ip)).toBe('wrong password');
      expect(await server.attempt('nobody-30@spray.io', 'spray-password', ip)).toEqual({ throttled: expect.any(Number) });
      expect(await server.attempt('sprayer@own.io', PASSWORD, ip)).toEqual({ throttled: expect.any(Number) });
      expect(await server.attempt('sprayer@own.io', PASSWORD, '198.51.100.100')).toBe('signed in');
    });
  });
}
