import type { ServiceIdentifier } from 'inversify';

/**
 * A limit on one key: `max` attempts per window of `windowMs` from the first one; past it, refused until
 * the window ends. With `backoff` there is no hard stop: past `max`, attempts are let through one at a
 * time, each after a delay that doubles with every attempt (from `baseMs` up to `maxMs`), and the window
 * restarts with each attempt, so a steady stream is never forgotten.
 */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
  backoff?: { baseMs: number; maxMs: number };
}

export type Reservation = { granted: true } | { granted: false; retryAfterMs: number };

/**
 * Attempt counters shared by everything that limits attempts: in memory for one process, Redis when
 * several share the limits. Counting happens before the work it limits ("count before you compute").
 */
export interface RateLimitStore {
  /**
   * Counts one attempt against every limit, atomically: either all of them count it, or, when any of
   * them refuses, none does and the answer says how long until the longest refusal ends.
   */
  reserve(limits: readonly AttemptLimit[], now: Date): Promise<Reservation>;
  /** Takes one counted attempt back (a sign-in that succeeded does not use up the address's allowance). */
  release(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}
export const RateLimitStore: ServiceIdentifier<RateLimitStore> = Symbol.for('server.RateLimitStore');
