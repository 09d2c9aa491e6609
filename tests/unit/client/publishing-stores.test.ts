import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import { ContentPublishingStore } from '../../../core/client/publishing/content-publishing-store.ts';
import { EmailBookmarksStore } from '../../../core/client/email-bookmarks/email-bookmarks-store.ts';

/** The content publishing (R-OPEN-40) and email bookmarks (R-OPEN-41) stores, and the user switch (spec 3). */
const BOOKMARK = { id: 'b1', message_id: 'm1', artifact_id: null, session_id: 's1', subject: 'Welcome aboard', body: 'Hi', created_at: '2026-11-23T10:00:00Z' };
const DRAFT = { id: 'd1', provider: 'ghost', site: 'Blog (blog.test)', title: 'Launch', external_id: 'x', edit_link: 'https://blog.test/ghost/#/editor/post/x', preview_link: null, message_id: null, artifact_id: null, sent_by: 'u1', created_at: '2026-11-23T10:00:00Z' };

describe('publishing and email bookmark stores', () => {
  it('hold the connected sites, the sent drafts and the bookmarks, and are emptied on a user switch', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.http
      .on('GET', '/integrations/connections', ok([
        { provider: 'wordpress', kind: 'publishing', name: 'WordPress', status: 'connected', account_label: 'Blog (blog.test)' },
        { provider: 'ghost', kind: 'publishing', name: 'Ghost', status: 'disconnected', account_label: null },
        { provider: 'meta_ads', kind: 'ad_platform', name: 'Meta Ads', status: 'connected', account_label: 'Ads' },
      ]))
      .on('GET', '/publishing/drafts', ok([DRAFT]))
      .on('GET', '/email-bookmarks', ok([BOOKMARK]));
    const publishing = h.get(ContentPublishingStore);
    const bookmarks = h.get(EmailBookmarksStore);
    expect(await publishing.fetchSites()).toEqual([{ provider: 'wordpress', name: 'WordPress', label: 'Blog (blog.test)' }]);
    await publishing.fetchDrafts();
    await bookmarks.fetch();
    expect(publishing.drafts).toEqual([DRAFT]);
    expect(bookmarks.of({ messageId: 'm1' })?.subject).toBe('Welcome aboard');

    h.get(StoreRegistry).resetAll();
    expect([publishing.sites, publishing.drafts, bookmarks.bookmarks]).toEqual([[], [], []]);
    expect(bookmarks.loaded).toBe(false);
  });
});
