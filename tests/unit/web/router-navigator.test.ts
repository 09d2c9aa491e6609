import { describe, expect, it } from 'vitest';
import type { NavigateFunction } from 'react-router-dom';
import { RouterNavigator } from '../../../web/routing/router-navigator.tsx';

/** The router behind the view-models' Navigator, as web/main.tsx wires it before the router mounts. */
describe('RouterNavigator', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  const recorder = () => {
    const calls: [string, unknown][] = [];
    const navigate = ((to: string, options?: unknown) => void calls.push([to, options])) as NavigateFunction;
    return { calls, navigate };
  };

  it('reads the address from the page', () => {
    const navigator = new RouterNavigator(at('/knowledge-base', '?tab=urls&q=a%20b'));
    expect(navigator.pathname()).toBe('/knowledge-base');
    expect(navigator.query()).toEqual({ tab: 'urls', q: 'a b' });
  });

  it('keeps the last navigation asked for before the router mounted, and makes it at mount', () => {
    const navigator = new RouterNavigator(at('/dashboard'));
    navigator.navigate('/settings');
    navigator.navigate('/login?redirect=%2Fdashboard', { replace: true });
    const router = recorder();
    navigator.bind(router.navigate);
    expect(router.calls).toEqual([['/login?redirect=%2Fdashboard', { replace: true }]]);
    navigator.navigate('/credits');
    expect(router.calls.at(-1)).toEqual(['/credits', undefined]);
  });

  it('makes nothing at mount when nothing was asked', () => {
    const navigator = new RouterNavigator(at('/login'));
    const router = recorder();
    navigator.bind(router.navigate);
    expect(router.calls).toEqual([]);
  });
});
