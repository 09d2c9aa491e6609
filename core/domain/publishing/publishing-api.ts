import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { PublishingProviderId, SendDraftRequest, SentDraftView, SiteTaxonomies } from './publishing.ts';

/** Content publishing's endpoints (X-Space-ID): the server registers these patterns, the client store calls them. */
export const PublishingApi = {
  sendDraft: wireRoute<{ provider: PublishingProviderId }, SendDraftRequest, SentDraftView>()('POST', '/publishing/:provider/drafts'),
  drafts: wireRoute<NoParams, NoBody, SentDraftView[]>()('GET', '/publishing/drafts'),
  taxonomies: wireRoute<NoParams, NoBody, SiteTaxonomies>()('GET', '/publishing/wordpress/taxonomies'),
};
