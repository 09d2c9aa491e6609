import type { Page } from 'puppeteer-core';
import { json } from './support.ts';

/** Debian's Chromium, headless; without the background-networking flags it tries this closed network at start. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Signs `email` in through the API and leaves the page's storage as the app keeps a session (tokens, the
 * current space, the tour already seen), on the origin the browser opens the app at (`origin`: the app's own, or
 * a proxy in front of it): the next navigation opens signed in.
 */
export async function signInPage(page: Page, url: string, email: string, spaceId: string, origin = url): Promise<void> {
  const tokens = await json(url, 'POST', '/login', { email, password: 'bench-password-1' });
  await page.goto(`${origin}/login`);
  await page.evaluate(
    (t: { access: string; refresh: string; space: string }) => {
      localStorage.setItem('access_token', t.access);
      localStorage.setItem('refresh_token', t.refresh);
      localStorage.setItem('currentSpaceId', t.space);
      localStorage.setItem('tour_completed', 'true');
      sessionStorage.setItem('tour_shown_this_session', 'true');
    },
    { access: tokens.access_token, refresh: tokens.refresh_token, space: spaceId },
  );
}
