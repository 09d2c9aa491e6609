import type { BrowserContext, Page } from 'playwright-core';

/**
 * A timeline of the toast region in each document `target` loads from now on: each state of its toasts (classes and
 * text), each timer of a toast's length (2 to 5 s) as it is set and as it fires, and any error or rejection. The
 * "Set up your space" follow-up (R-TOAST-08) has, rarely and only in CI, never come after "Space created": a failed
 * test prints this (`toastTimeline`) to say whether its timer never fired, fired and threw, or changed nothing.
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const log: string[] = [];
    const at = () => `${Math.round(performance.now())} ms`;
    (window as unknown as { toastTimeline: string[] }).toastTimeline = log;
    let last = '';
    new MutationObserver(() => {
      const toasts = [...document.querySelectorAll('.toast-region .bp6-toast')].map((t) => `${t.className.replace(/\s+/g, '.')}: ${(t.textContent ?? '').slice(0, 50)}`);
      const line = `${toasts.length}: ${toasts.join(' | ')}`;
      if (line !== last) log.push(`${at()} ${line}`);
      last = line;
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class'] });
    const setTimer = window.setTimeout.bind(window);
    const waiting = new Set<number>();
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (typeof handler !== 'function' || !ms || ms < 2000 || ms > 5000) return setTimer(handler, ms, ...rest);
      const id = setTimer(() => {
        waiting.delete(id);
        log.push(`${at()} timer ${id} (${ms} ms) fired`);
        (handler as (...args: unknown[]) => void)(...rest);
      }, ms);
      waiting.add(id);
      log.push(`${at()} timer ${id} (${ms} ms) set`);
      return id;
    }) as typeof window.setTimeout;
    // Timer ids are plain numbers: a clear with another kind of handle (a frame's, an idle callback's) can cancel
    // one of these by accident. Such a clear shows with where it came from.
    for (const name of ['clearTimeout', 'clearInterval'] as const) {
      const clear = window[name].bind(window);
      window[name] = ((id?: number) => {
        if (id !== undefined && waiting.delete(id)) log.push(`${at()} timer ${id} cleared by ${name} at ${(new Error().stack ?? '').split('\n').slice(2, 5).map((line) => line.trim()).join(' < ')}`);
        clear(id);
      }) as (typeof window)[typeof name];
    }
    // A page the browser hides or freezes holds its timers back: these lines say whether that happened.
    log.push(`${at()} page ${document.visibilityState}${document.hasFocus() ? ', focused' : ''}`);
    document.addEventListener('visibilitychange', () => log.push(`${at()} page ${document.visibilityState}`));
    document.addEventListener('freeze', () => log.push(`${at()} page frozen`));
    document.addEventListener('resume', () => log.push(`${at()} page resumed`));
    // A main thread held by one long task holds every timer back too: such a task shows with its length.
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) if (task.duration >= 200) log.push(`${Math.round(task.startTime)} ms long task of ${Math.round(task.duration)} ms`);
    }).observe({ type: 'longtask', buffered: true });
    window.addEventListener('error', (event) => log.push(`${at()} error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => log.push(`${at()} rejection: ${String(event.reason)}`));
  });
}

/** The page's toast timeline so far (`recordToasts`), one entry per line. */
export async function toastTimeline(page: Page): Promise<string> {
  const log = await page
    .evaluate(() => [...((window as unknown as { toastTimeline?: string[] }).toastTimeline ?? ['(not recorded)']), `${Math.round(performance.now())} ms now, page ${document.visibilityState}${document.hasFocus() ? ', focused' : ''}`])
    .catch(() => ['(page gone)']);
  return `[e2e] the toast region since the page loaded:\n  ${log.join('\n  ')}`;
}
