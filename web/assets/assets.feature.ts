import type { WebFeature } from '../web-feature.ts';

/** The space's assets: every file the agents made, in one list. */
export const assetsFeature: WebFeature = {
  name: 'assets',
  pages: [
    { path: '/assets', load: async () => (await import('./assets-page.tsx')).AssetsPage },
  ],
};
