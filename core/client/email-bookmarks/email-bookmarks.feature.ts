import type { ClientFeature } from '../client-feature.ts';
import { EmailBookmarksStore } from './email-bookmarks-store.ts';

/** The Email Agent's bookmarks of answers and artifacts (R-OPEN-41). */
export const emailBookmarksFeature: ClientFeature = { name: 'email-bookmarks', stores: [EmailBookmarksStore] };
