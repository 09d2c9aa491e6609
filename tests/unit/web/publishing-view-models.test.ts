import { describe, expect, it } from 'vitest';
import { SendToSiteViewModel } from '../../../web/publishing/send-to-site.view-model.ts';
import { EmailBookmarksViewModel } from '../../../web/email-bookmarks/email-bookmarks.view-model.ts';
import type { Notifier, ToastSpec } from '../../../web/view-models/notifier.ts';
import type { EmailBookmarkView, PublishingSiteView, SendDraftRequest, SentDraftView } from '../../../core/domain/publishing/publishing.ts';

/** "Send to <site> as draft" (R-OPEN-40) and email bookmarks (R-OPEN-41) as their view-models behave. */
const WORDPRESS: PublishingSiteView = { provider: 'wordpress', name: 'WordPress', label: 'Acme Blog (blog.acme.test)' };

function sendSetup(fail: Error | null = null) {
  const sent: { provider: string; request: SendDraftRequest }[] = [];
  const toasts: ToastSpec[] = [];
  let n = 0;
  const store = {
    sites: [WORDPRESS],
    fetchSites: async () => [WORDPRESS],
    taxonomies: async () => ({ categories: [{ id: '1', name: 'Guides' }], tags: [] }),
    send: async (provider: 'wordpress' | 'ghost', request: SendDraftRequest): Promise<SentDraftView> => {
      if (fail) throw fail;
      sent.push({ provider, request });
      return { id: 'd1', provider, site: WORDPRESS.label, title: request.title, external_id: '7', edit_link: 'https://blog.acme.test/wp-admin/post.php?post=7&action=edit', preview_link: null, message_id: request.message_id ?? null, artifact_id: null, sent_by: 'u1', created_at: '2026-11-23T10:00:00Z' };
    },
  };
  const notifier: Notifier = { show: (toast) => toasts.push(toast) };
  return { vm: new SendToSiteViewModel(store, { next: () => `key-${++n}` }, notifier, () => 0), sent, toasts };
}

describe('sending an answer to a site as a draft', () => {
  it('prefills the title from the first heading, sends once with the key of this opening, and links to the draft', async () => {
    const { vm, sent, toasts } = sendSetup();
    vm.open(WORDPRESS, { messageId: 'm1', text: 'Intro line\n\n## Ten **grinder** tips\n\nBody' });
    expect(vm.title).toBe('Ten grinder tips');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.availableCategories.map((c) => c.name)).toEqual(['Guides']);
    vm.toggleCategory('Guides');
    vm.setTags('coffee, , tips ');
    await Promise.all([vm.send(), vm.send()]);
    expect(sent).toEqual([{ provider: 'wordpress', request: { title: 'Ten grinder tips', message_id: 'm1', categories: ['Guides'], tags: ['coffee', 'tips'], idempotency_key: 'key-1' } }]);
    expect(vm.pending).toBeNull();
    expect(toasts).toEqual([{ message: 'Draft sent to WordPress', description: 'Ten grinder tips', intent: 'success', timeoutMs: 10_000, action: { text: 'Open the draft', to: '/connections/publishing', href: 'https://blog.acme.test/wp-admin/post.php?post=7&action=edit' } }]);
  });

  it('keeps the dialog open with the server\'s reason when sending fails, and needs a title', async () => {
    const { vm } = sendSetup(new Error('Only organization owners and admins can create, send or launch things in connected tools here.'));
    vm.open(WORDPRESS, { artifactId: 'a1', name: 'seo-article.md' });
    expect(vm.title).toBe('seo article');
    vm.setTitle('  ');
    expect(vm.canSend).toBe(false);
    vm.setTitle('Article');
    await vm.send();
    expect(vm.pending).not.toBeNull();
    expect(vm.error).toBe('Only organization owners and admins can create, send or launch things in connected tools here.');
  });
});

describe('email bookmarks', () => {
  function bookmarksSetup() {
    const store = {
      bookmarks: [] as EmailBookmarkView[],
      loaded: false,
      fetches: 0,
      async fetch() {
        this.fetches++;
        this.loaded = true;
        return this.bookmarks;
      },
      async add(source: { messageId?: string }) {
        const b = { id: `b-${source.messageId}`, message_id: source.messageId ?? null, artifact_id: null, session_id: 's1', subject: 'Welcome', body: 'Hi', created_at: 't' };
        this.bookmarks = [b, ...this.bookmarks];
        return b;
      },
      async remove(id: string) {
        this.bookmarks = this.bookmarks.filter((b) => b.id !== id);
      },
      of(source: { messageId?: string }) {
        return this.bookmarks.find((b) => b.message_id === source.messageId);
      },
    };
    const session = { userId: 'u1' as string | undefined };
    const copied: string[] = [];
    const toasts: ToastSpec[] = [];
    const vm = new EmailBookmarksViewModel(store, session, { writeText: async (t) => void copied.push(t) }, { show: (t) => toasts.push(t) });
    return { vm, store, session, copied, toasts };
  }

  it('toggles a bookmark on an Email Agent answer only, and copies one as subject and body', async () => {
    const { vm, store, copied } = bookmarksSetup();
    expect(vm.applies('seo-agent')).toBe(false);
    expect(vm.applies('email-agent')).toBe(true);
    await vm.toggle({ messageId: 'm1' });
    expect(vm.isBookmarked({ messageId: 'm1' })).toBe(true);
    await vm.copy(store.bookmarks[0]!);
    expect(copied).toEqual(['Welcome\n\nHi']);
    await vm.toggle({ messageId: 'm1' });
    expect(vm.isBookmarked({ messageId: 'm1' })).toBe(false);
  });

  it('loads again for the next person after a user switch emptied the store', () => {
    const { vm, store, session } = bookmarksSetup();
    vm.ensureLoaded();
    vm.ensureLoaded();
    expect(store.fetches).toBe(1);
    // The switch: the registry resets the store, another person signs in.
    store.loaded = false;
    store.bookmarks = [];
    session.userId = 'u2';
    vm.ensureLoaded();
    expect(store.fetches).toBe(2);
  });
});
