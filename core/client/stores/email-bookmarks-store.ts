import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Emails the user bookmarked from agent answers. */
@injectable()
export class EmailBookmarksStore implements Resettable {
  readonly storeName = 'email-bookmarks';
  bookmarks: unknown[] = [];

  reset(): void {
    this.bookmarks = [];
  }
}
