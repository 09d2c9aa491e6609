import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import type { EmailBookmarkView } from '../../domain/publishing/publishing.ts';
import { EmailBookmarksApi } from '../../domain/email-bookmarks/email-bookmarks-api.ts';
import { EmailBookmarksMessages } from './email-bookmarks-messages.ts';

/** Emails the user bookmarked from Email Agent answers and artifacts, in the current space. Cleared on a user switch. */
@injectable()
export class EmailBookmarksStore implements Resettable {
  readonly storeName = 'email-bookmarks';
  bookmarks: EmailBookmarkView[] = [];
  loaded = false;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, { bookmarks: observableRef, loaded: observableRef, reset: action });
  }

  reset(): void {
    this.bookmarks = [];
    this.loaded = false;
  }

  /** The bookmark of this answer or artifact, if there is one. */
  of(source: { messageId?: string; artifactId?: string }): EmailBookmarkView | undefined {
    return this.bookmarks.find((b) => (source.artifactId ? b.artifact_id === source.artifactId : b.message_id === source.messageId && b.artifact_id === null));
  }

  async fetch(): Promise<EmailBookmarkView[]> {
    try {
      const bookmarks = await this.api.call(EmailBookmarksApi.list, {});
      runInAction(() => {
        this.bookmarks = bookmarks;
        this.loaded = true;
      });
      return bookmarks;
    } catch (error) {
      throw storeError(error, EmailBookmarksMessages.fetchEmailBookmarksFailed);
    }
  }

  async add(source: { messageId?: string; artifactId?: string }): Promise<EmailBookmarkView> {
    try {
      const bookmark = await this.api.call(EmailBookmarksApi.add, {}, source.artifactId ? { artifact_id: source.artifactId } : { message_id: source.messageId });
      runInAction(() => (this.bookmarks = [bookmark, ...this.bookmarks.filter((b) => b.id !== bookmark.id)]));
      return bookmark;
    } catch (error) {
      throw storeError(error, EmailBookmarksMessages.addEmailBookmarkFailed);
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.api.call(EmailBookmarksApi.remove, { id });
      runInAction(() => (this.bookmarks = this.bookmarks.filter((b) => b.id !== id)));
    } catch (error) {
      throw storeError(error, EmailBookmarksMessages.removeEmailBookmarkFailed);
    }
  }
}
