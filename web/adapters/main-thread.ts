/**
 * Giving the browser's main thread back between parts of a long piece of work, so no single task blocks input
 * or a paint for long (a phone runs the signed-in app's start-up several times slower than a desktop).
 */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task, ahead of other queued work where the browser supports `scheduler.yield`. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at most `timeoutMs` later): for work no page is waiting for. */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
