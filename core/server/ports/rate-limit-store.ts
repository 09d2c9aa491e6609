import type { ServiceIdentifier } from 'inversify';

export interface WindowCount {
  count: number;
  resetAt: Date;
}

/** Counts events per key in fixed windows: in memory for one process, Redis when several share the limits. */
export interface RateLimitStore {
  increment(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  peek(key: string, now: Date): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
}
export const RateLimitStore: ServiceIdentifier<RateLimitStore> = Symbol.for('server.RateLimitStore');
