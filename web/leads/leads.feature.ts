import type { WebFeature } from '../web-feature.ts';

/** Lead search (Apollo): the search page, its saved lists and their exports. */
export const leadsFeature: WebFeature = {
  name: 'leads',
  pages: [
    { path: '/apollo', load: async () => (await import('./apollo-page.tsx')).ApolloPage },
  ],
};
