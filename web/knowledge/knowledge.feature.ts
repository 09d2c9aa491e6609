import type { WebFeature } from '../web-feature.ts';

/** The space's knowledge base: documents and URL sources, one URL source's page and its read-only view. */
export const knowledgeFeature: WebFeature = {
  name: 'knowledge',
  pages: [
    { path: '/knowledge-base', load: async () => (await import('./knowledge-base-page.tsx')).KnowledgeBasePage },
    { path: '/knowledge-base/urls/:id', load: async () => (await import('./url-source-page.tsx')).UrlSourcePage },
    { path: '/knowledge-base/urls/:id/view', load: async () => (await import('./url-source-page.tsx')).UrlSourceViewPage },
  ],
};
