import { useLayoutEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Navigator } from '../view-models/navigator.ts';

/**
 * The Navigator over React Router: the address comes from the page (the router keeps it in the browser's
 * history), navigation goes through the router once it has mounted (`RouterNavigatorBinding`). A navigation
 * asked for before that (an auth event while the session starts) is kept, the last one wins, and made at mount.
 */
export class RouterNavigator implements Navigator {
  private navigateFn: NavigateFunction | null = null;
  private pending: { to: string; options?: { replace?: boolean } } | null = null;

  constructor(private readonly location: Pick<Location, 'pathname' | 'search'>) {}

  pathname(): string {
    return this.location.pathname;
  }

  query(): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(this.location.search));
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    if (this.navigateFn) void this.navigateFn(to, options);
    else this.pending = { to, options };
  }

  bind(navigate: NavigateFunction): void {
    this.navigateFn = navigate;
    const pending = this.pending;
    this.pending = null;
    if (pending) void navigate(pending.to, pending.options);
  }
}

/** Mounted inside the router: hands the router's navigate to the RouterNavigator. */
export function RouterNavigatorBinding({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigator.bind(navigate), [navigator, navigate]);
  return null;
}
