import type { Clock } from '../../../core/server/ports/clock.ts';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
