import { setTimeout as wait } from 'node:timers/promises';
import type { Scheduler } from '../../../core/server/agents/ports.ts';

export class TimerScheduler implements Scheduler {
  async delay(ms: number, signal?: AbortSignal): Promise<void> {
    await wait(ms, undefined, { signal });
  }
}
