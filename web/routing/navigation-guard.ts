import { redirect, type LoaderFunction } from 'react-router-dom';
import { decideNavigation, type RefusalReason } from '../../core/domain/navigation-policy.ts';
import type { AuthState } from '../../core/domain/auth-state.ts';
import type { Role } from '../../core/domain/roles.ts';

/** What the guard needs to know about the user, read at each navigation. */
export interface GuardContext {
  /** Resolves once authentication is initialized (spec 2.2: before the first navigation). */
  ready(): Promise<void>;
  authState(): AuthState;
  role(): Role | undefined;
  hasCurrentSpace(): boolean;
  /** Tells the user why the guard sent them elsewhere (e.g. a member opening /org-admin/users). */
  refused?(reason: RefusalReason): void;
}

/**
 * The route guard: the loader of the pathless layout route above every page. It waits for the auth
 * initialization, then asks the core navigation policy (spec 2.1, 2.2) and throws its redirect.
 * This is the only place the web app decides who may open a page.
 */
export function createGuardLoader(context: GuardContext): LoaderFunction {
  let previousPath: string | undefined;
  return async ({ request }) => {
    await context.ready();
    const url = new URL(request.url);
    const decision = decideNavigation({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authState: context.authState(),
      role: context.role(),
      hasCurrentSpace: context.hasCurrentSpace(),
      previousPath,
    });
    if (decision.kind === 'redirect') {
      if (decision.reason) context.refused?.(decision.reason);
      throw redirect(decision.to);
    }
    previousPath = `${url.pathname}${url.search}`;
    return null;
  };
}

/** The guard looks again at every navigation, not only when the layout's own params change. */
export const guardAlwaysRevalidates = () => true;
