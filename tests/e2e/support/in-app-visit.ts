import { vi } from 'vitest';
import type { Page, Request } from 'playwright-core';

/** An address no route matches: the app shows its "Page not found" there, whatever the person. */
const NOWHERE = '/e2e-between-routes';

/**
 * Opens `path` and waits until the network is quiet (as a load's `networkidle`). In a page where the app already
 * runs (one a test handed back loaded), the address changes in the app, as a link changes it, instead of loading the
 * app again. Measured alone, against each test loading its address afresh: the route sweep's file took 81–99 CPU-s
 * against 125, lists-on-phones 27 against 36–40, the sweep's screens and public pages 156 against 182. The router
 * keeps the old page until the new one can render, so the change goes through an address no route matches first:
 * once its "Page not found" has gone, what shows is the new address's page (or where the guard sends the person).
 * What the app keeps in memory between pages (its stores) stays, as it does for a person.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const appRuns = origin !== 'null' && (await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0));
  if (!appRuns) {
    await page.goto(path);
    return page.waitForLoadState('networkidle');
  }
  const notFound = page.getByRole('heading', { name: 'Page not found', level: 1 });
  const quiet = networkQuiet(page);
  try {
    await changeAddress(page, NOWHERE);
    await notFound.waitFor();
    await changeAddress(page, path);
    await notFound.waitFor({ state: 'detached' });
    await quiet.reached();
  } finally {
    quiet.stop();
  }
}

/**
 * Whether a page can be handed to the next test with the app still loaded: nothing is open over it (a dialog, a menu,
 * a popover, a toast, a tour card), which a change of address may leave open, and so in the next test's way.
 */
export async function nothingOpenOver(page: Page): Promise<boolean> {
  return page
    .evaluate(() => !document.querySelector('.bp6-overlay-open, .bp6-toast, .bp6-popover, [role="dialog"], [role="alertdialog"], [role="menu"], .tour-card'))
    .catch(() => false);
}

async function changeAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // An entry as the app's router writes one (React Router's `usr`, `key`, `idx`), with a key of its own: the router
    // takes the change for a new navigation, and its guard, which decides once per key, decides again (a member sent
    // from an admin page to the Dashboard, as on a load). With no key, every change read as the same one.
    const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e-${index}-${performance.now().toString(36)}`, idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** As Playwright's `networkidle` for a load: no request of the page's started or in flight for 500 ms. */
function networkQuiet(page: Page): { reached(): Promise<void>; stop(): void } {
  // Requests by identity: one the test before left in flight may end now, and must not hide one that starts.
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    reached: () =>
      vi.waitFor(
        () => {
          if (inFlight.size > 0) throw new Error(`${inFlight.size} requests in flight`);
          if (performance.now() - lastChange < 500) throw new Error('a request ended less than 500 ms ago');
        },
        { timeout: 30_000, interval: 100 },
      ),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
