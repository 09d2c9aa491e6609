import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from './lazy-screen.ts';
import { StartingUp } from '../shell/starting-up.tsx';
import { WEB_FEATURES } from '../web-features.ts';

/** The route table and how to fetch a path's screens ahead of rendering them. */
export interface AppRoutes {
  routes: RouteObject[];
  /** Fetches the code of the screens a path renders (the shell and its page); settles once it has arrived or failed. */
  preload(pathname: string): Promise<unknown>;
}

/**
 * The route tree: Login and Register without the shell, every other page inside it; the guard
 * (navigation-guard.tsx) stands above all of it. Each screen is its own chunk, and the shell comes with the
 * signed-in half of the composition root (`loadShell`, web/main.tsx), so Login loads no signed-in code.
 * React Router's declarative routes, not its data router: the guard needs no loader, and the data router's
 * code (loaders, actions, fetchers, revalidation) was 17 KB gzip of what every first visit downloads.
 */
export function createAppRoutes(loadShell: () => Promise<ComponentType>): AppRoutes {
  const lazyScreens = new Map<RouteObject, LazyScreen>();
  /** A route whose screen is loaded on first visit, in its own chunk. */
  function screen(path: string | undefined, load: (() => Promise<ComponentType>) | LazyScreen, children?: RouteObject[]): RouteObject {
    const lazy = typeof load === 'function' ? lazyScreen(load) : load;
    const route: RouteObject = { path, Component: lazy.Component, children };
    lazyScreens.set(route, lazy);
    return route;
  }
  const routes: RouteObject[] = [
    // '/' only ever redirects (the guard sends it to Login or the role's home).
    { path: '/', Component: StartingUp },
    screen('/login', async () => (await import('../sign-in/login-page.tsx')).LoginPage),
    screen('/register', async () => (await import('../sign-in/register-page.tsx')).RegisterPage),
    screen('/verify-email', async () => (await import('../sign-in/verify-email-page.tsx')).VerifyEmailPage),
    screen('/forgot-password', async () => (await import('../sign-in/forgot-password-page.tsx')).ForgotPasswordPage),
    screen('/reset-password', async () => (await import('../sign-in/reset-password-page.tsx')).ResetPasswordPage),
    screen('/waitlist', async () => (await import('../sign-in/waitlist-page.tsx')).WaitlistPage),
    screen(undefined, loadShell, [
      ...WEB_FEATURES.flatMap((feature) =>
        feature.pages.flatMap((page) => {
          const lazy = lazyScreen(page.load);
          return (typeof page.path === 'string' ? [page.path] : page.path).map((path) => screen(path, lazy));
        }),
      ),
    ]),
    screen('*', async () => (await import('../shell/not-found-screen.tsx')).NotFoundScreen),
  ];
  return {
    routes,
    preload: (pathname) => Promise.allSettled((matchRoutes(routes, pathname) ?? []).map(({ route }) => lazyScreens.get(route)?.preload())),
  };
}
