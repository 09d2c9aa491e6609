import type { WebFeature } from '../web-feature.ts';

/** Outreach with Instantly: its overview, campaigns, analytics and settings pages; the chat's campaign draft (campaign-draft-action.tsx). */
export const outreachFeature: WebFeature = {
  name: 'outreach',
  pages: [
    { path: '/instantly', load: async () => (await import('./instantly-page.tsx')).InstantlyPage },
    { path: '/instantly/campaigns', load: async () => (await import('./instantly-campaigns-page.tsx')).InstantlyCampaignsPage },
    { path: '/instantly/analytics', load: async () => (await import('./instantly-analytics-page.tsx')).InstantlyAnalyticsPage },
    { path: '/instantly/settings', load: async () => (await import('./instantly-settings-page.tsx')).InstantlySettingsPage },
  ],
};
