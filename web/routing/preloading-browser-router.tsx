import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator, type To } from 'react-router-dom';

/**
 * React Router's `BrowserRouter`, except that an in-app navigation (a link, `navigate`, the guard's redirect)
 * first fetches the code of the screens its address renders, and only then changes the address. So the address
 * and the page change together, as with the data router this replaced: a page is never shown under another
 * page's address while its code is on the way. Should a newer navigation (or Back, Forward) start meanwhile, the
 * older one is dropped. Back and Forward change the address at once (the browser has already moved); the old page stays
 * until the new one can render (a transition).
 */
// React Router's own browser history (BrowserRouter is this component without the preload step) under its `Router`.
export function PreloadingBrowserRouter({ preload, children }: { preload: (pathname: string) => Promise<unknown>; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  /** The newest navigation asked for; Back or Forward counts as one, so a pending push does not land after it. */
  const [tickets] = useState(() => ({ latest: 0 }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (action === 'POP') tickets.latest++;
        startTransition(() => setState({ action, location }));
      }),
    [history, tickets],
  );
  const navigator = useMemo<Navigator>(() => {
    const after = (to: To, change: () => void) => {
      const ticket = ++tickets.latest;
      const pathname = typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname);
      // A failed fetch still navigates: the page's error view then says so.
      void preload(pathname).finally(() => {
        if (ticket === tickets.latest) change();
      });
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => {
        tickets.latest++;
        history.go(delta);
      },
      push: (to, state) => after(to, () => history.push(to, state)),
      replace: (to, state) => after(to, () => history.replace(to, state)),
    };
  }, [history, preload, tickets]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
