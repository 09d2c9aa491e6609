import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { EmailBookmarksStore } from '../../core/client/email-bookmarks/email-bookmarks-store.ts';
import type { EmailBookmarkView } from '../../core/domain/publishing/publishing.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { messageOf } from '../view-models/load-state.ts';
import { EmailBookmarksText } from './email-bookmarks-text.ts';

const EMAIL_AGENT = 'email-agent';

/**
 * Email bookmarks (R-OPEN-41): the "Bookmark" toggle on Email Agent answers and email artifacts, and the Email
 * Agent screen's list (subject, date, open, copy, remove). The store is cleared on a user switch, and the
 * list loads again for whoever signs in next.
 */
export class EmailBookmarksViewModel {
  busy = new Set<string>();
  panelOpen = false;
  error: string | null = null;
  private loadedFor: string | null = null;

  constructor(
    private readonly store: Pick<EmailBookmarksStore, 'bookmarks' | 'loaded' | 'fetch' | 'add' | 'remove' | 'of'>,
    private readonly session: { readonly userId: string | undefined },
    private readonly clipboard: { writeText(text: string): Promise<void> },
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, {
      busy: observable,
      panelOpen: observable,
      error: observable,
      openPanel: actionBound,
      closePanel: actionBound,
      bookmarks: computed,
      ensureLoaded: actionBound,
      toggle: actionBound,
      remove: actionBound,
      copy: actionBound,
    });
  }

  openPanel(): void {
    this.panelOpen = true;
    this.ensureLoaded();
  }

  closePanel(): void {
    this.panelOpen = false;
  }

  get bookmarks(): EmailBookmarkView[] {
    return this.store.bookmarks;
  }

  /** Only Email Agent chats bookmark. */
  applies(agentSlug: string): boolean {
    return agentSlug === EMAIL_AGENT;
  }

  /** Loads the person's bookmarks unless this person's are already loaded (a user switch empties the store). */
  ensureLoaded(): void {
    const user = this.session.userId ?? null;
    if (this.store.loaded && this.loadedFor === user) return;
    this.loadedFor = user;
    this.store.fetch().catch((error: unknown) => runInAction(() => (this.error = messageOf(error))));
  }

  isBookmarked(source: { messageId?: string; artifactId?: string }): boolean {
    return Boolean(this.store.of(source));
  }

  isBusy(source: { messageId?: string; artifactId?: string }): boolean {
    return this.busy.has(source.artifactId ?? source.messageId ?? '');
  }

  async toggle(source: { messageId?: string; artifactId?: string }): Promise<void> {
    const key = source.artifactId ?? source.messageId ?? '';
    if (!key || this.busy.has(key)) return;
    this.busy.add(key);
    try {
      const existing = this.store.of(source);
      if (existing) await this.store.remove(existing.id);
      else {
        await this.store.add(source);
        this.notifier.show({ message: EmailBookmarksText.added, intent: 'success' });
      }
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.store.remove(id);
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }

  async copy(bookmark: EmailBookmarkView): Promise<void> {
    try {
      await this.clipboard.writeText(`${bookmark.subject}\n\n${bookmark.body}`);
      this.notifier.show({ message: EmailBookmarksText.copied, intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }
}
