import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideNavigation, type NavigationDecision, type RefusalReason } from '../../core/domain/shell/navigation-policy.ts';
import type { AuthState } from '../../core/domain/auth/auth-state.ts';
import type { Role } from '../../core/domain/roles.ts';
import { StartingUp } from '../shell/starting-up.tsx';

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
 * The route guard, above every page: it waits for the auth initialization, then asks the core navigation
 * policy (spec 2.1, 2.2) at each navigation and renders its redirect instead of the page. This is the only
 * place the web app decides who may open a page.
 *
 * It decides once per navigation (the location's key), from the session as it is then: it does not observe the
 * session, so a token refresh under an open page moves nobody. A redirect replaces the refused entry in the
 * history, so Back never lands on a page the guard refused.
 */
export function NavigationGuard({ context, children }: { context: GuardContext; children: ReactNode }) {
  const location = useLocation();
  const [initialized, setInitialized] = useState<{ error?: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    // A transition: should the first page's code still be on its way, the starting view stays until it has
    // arrived, instead of a Suspense fallback React would then hold for at least 300 ms.
    const settle = (state: { error?: unknown }) => live && startTransition(() => setInitialized(state));
    context.ready().then(() => settle({}), (error: unknown) => settle({ error }));
    return () => {
      live = false;
    };
  }, [context]);
  /** The last page shown, for the policy's REFRESHING / LOGGING_OUT rule. */
  const previousPath = useRef<string | undefined>(undefined);
  const decision = useMemo<NavigationDecision | null>(
    () =>
      !initialized || initialized.error !== undefined
        ? null
        : decideNavigation({
            path: location.pathname,
            query: Object.fromEntries(new URLSearchParams(location.search)),
            authState: context.authState(),
            role: context.role(),
            hasCurrentSpace: context.hasCurrentSpace(),
            previousPath: previousPath.current,
          }),
    // Once per navigation: location.key changes with every one, even to the same address.
    [initialized, location.key],
  );
  useEffect(() => {
    if (!decision) return;
    if (decision.kind === 'redirect') {
      if (decision.reason) context.refused?.(decision.reason);
    } else {
      previousPath.current = `${location.pathname}${location.search}`;
    }
  }, [decision]);

  if (initialized?.error) throw initialized.error;
  if (!decision) return <StartingUp />;
  // The starting view stays while the redirect's page is fetched.
  if (decision.kind === 'redirect') return <><StartingUp /><Navigate to={decision.to} replace /></>;
  return children;
}
