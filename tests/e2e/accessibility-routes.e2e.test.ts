import { describe, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '../../core/domain/shell/route-table.ts';
import { DESKTOP, PHONE, app, expectAccessible, openPage, owner, platformAdmin, sessions, shown, useSweep, type Viewport } from './support/accessibility-sweep.ts';
import { park } from './support/e2e-app.ts';
import { visit } from './support/in-app-visit.ts';
import { phoneLayoutProblems } from './support/phone-layout.ts';

/**
 * The accessibility sweep (support/accessibility-sweep.ts), every route of the route table at 1280 and at 390 px,
 * opened by the person it is for: a visitor for public pages, an owner for the app, a platform admin for the admin
 * area (a new route is swept as soon as it is in the table). One test per route and width, so a failure names it.
 * At 390 px the same page must also not scroll sideways, and its header's parts must neither overlap nor leave the
 * screen (the owner's long name is there to try it).
 */
describe('accessibility sweep', () => {
  useSweep();

  // The tests of a block are independent reads of pages, three at a time, as most of a test's time is spent
  // waiting for its page (the project's maxConcurrency). A test takes a page of the person and width that an
  // earlier test kept with the app loaded, if there is one, and changes its address in the app (`visit`).
  describe.concurrent('every route', () => {
    const params = (): Record<string, string> => ({ slug: 'email-agent', sessionId: sessions.email, id: 'no-such-source' });
    // At 390, public pages as the owner too (those with the shell show it; the others redirect or look the same).
    const peopleFor = (route: RouteDefinition, viewport: Viewport): ('visitor' | 'owner' | 'platform admin')[] => {
      if (route.access === 'admin') return ['platform admin'];
      if (route.access !== 'public') return ['owner'];
      return viewport === PHONE || route.shell ? ['visitor', 'owner'] : ['visitor'];
    };
    for (const viewport of [DESKTOP, PHONE]) {
      for (const route of ROUTES) {
        for (const who of peopleFor(route, viewport)) {
          const title = `${route.pattern} as ${who === 'owner' ? 'the owner' : who === 'visitor' ? 'a visitor' : 'the platform admin'} at ${viewport.width} px`;
          it(title, async ({ expect }) => {
            const page = await openPage(app, { as: who === 'owner' ? owner : who === 'platform admin' ? platformAdmin : undefined, viewport });
            const values = params();
            await visit(page, route.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!)));
            await shown(page);
            await expectAccessible(page);
            if (viewport === PHONE) expect(await phoneLayoutProblems(page, title)).toEqual([]);
            await park(page, { loaded: true });
          });
        }
      }
    }
  });
});
