import type { WebFeature } from '../web-feature.ts';

/** Publishing to the space's sites (WordPress, Ghost; R-OPEN-40): what was sent, and "Send to <site> as draft" under answers (send-to-site.tsx). */
export const publishingFeature: WebFeature = {
  name: 'publishing',
  pages: [
    { path: '/connections/publishing', load: async () => (await import('./sent-drafts-page.tsx')).SentDraftsPage },
  ],
};
