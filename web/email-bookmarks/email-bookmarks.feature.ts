import type { WebFeature } from '../web-feature.ts';

/** The Email Agent's bookmarks (R-OPEN-41): no page of their own; the chat shows the toggle and the panel. */
export const emailBookmarksFeature: WebFeature = { name: 'email-bookmarks', pages: [] };
