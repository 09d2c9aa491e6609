import type { WebFeature } from '../web-feature.ts';

/** The space's connections to its tools: the Connections page and Google Analytics' setup and properties. */
export const integrationsFeature: WebFeature = {
  name: 'integrations',
  pages: [
    { path: '/connections', load: async () => (await import('./connections-page.tsx')).ConnectionsPage },
    { path: '/connections/ga4/manage', load: async () => (await import('./ga4-properties-page.tsx')).Ga4PropertiesPage },
    { path: '/ga4-setup', load: async () => (await import('./ga4-setup-page.tsx')).Ga4SetupPage },
  ],
};
