import type { WebFeature } from '../web-feature.ts';

/** The Dashboard (spec 4.4): the current space, its first run and its figures. */
export const dashboardFeature: WebFeature = {
  name: 'dashboard',
  pages: [{ path: '/dashboard', load: async () => (await import('./dashboard-page.tsx')).DashboardPage }],
};
