import type { ClientFeature } from '../client-feature.ts';
import { ContentPublishingStore } from './content-publishing-store.ts';

/** Publishing to the space's sites (WordPress, Ghost; R-OPEN-40): drafts sent, their list and the sites' taxonomies. */
export const publishingFeature: ClientFeature = { name: 'publishing', stores: [ContentPublishingStore] };
