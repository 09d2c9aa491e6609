import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { fail } from '../../support/scripted-http.ts';
import { SessionViewModel } from '../../../web/view-models/session.view-model.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';

/** A router that is at `url` and moves wherever it is told, remembering each move. */
function routerAt(url: string): Navigator & { visits: string[] } {
  let [path = '', search = ''] = url.split('?');
  const visits: string[] = [];
  return {
    visits,
    pathname: () => path,
    query: () => Object.fromEntries(new URLSearchParams(search)),
    navigate(to: string) {
      visits.push(to);
      [path = '', search = ''] = to.split('?');
    },
  };
}

describe('session view-model (spec 2.2, 8.1)', () => {
  it('R-GUARD-15 R-ERR-04 when the session cannot be refreshed, LOGIN_REQUIRED takes the app to Login with the page as redirect', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    const router = routerAt('/agents/seo-agent?tab=history');
    const session = new SessionViewModel(h.auth, h.bus, router);
    h.http.on('GET', '/billing/credits', fail(401)).on('POST', '/refresh', fail(401));

    await expect(h.api.get('/billing/credits')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    expect(router.visits).toEqual(['/login?redirect=%2Fagents%2Fseo-agent%3Ftab%3Dhistory']);
    expect(session.isAuthenticated).toBe(false);
    session.dispose();
  });

  it('R-GUARD-21 a page failing with an auth or 401 error logs out; another failure does not', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    const session = new SessionViewModel(h.auth, h.bus, routerAt('/agents'));

    expect(await session.handleNavigationError(new Error('Chunk failed to load'))).toBe(false);
    expect(session.isAuthenticated).toBe(true);
    expect(await session.handleNavigationError(new Error('401 Unauthorized'))).toBe(true);
    expect(session.isAuthenticated).toBe(false);
    session.dispose();
  });
});
