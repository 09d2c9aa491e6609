import type { ServiceIdentifier } from 'inversify';

export type TimerHandle = unknown;

/** Time as a port, so tests can advance it by hand. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
export const Clock: ServiceIdentifier<Clock> = Symbol.for('Clock');
