import type { WebFeature } from '../web-feature.ts';

/** The signed-in person's own settings: profile, password, active sessions and desktop notifications. */
export const accountFeature: WebFeature = {
  name: 'account',
  pages: [{ path: '/settings', load: async () => (await import('./settings-page.tsx')).SettingsPage }],
};
