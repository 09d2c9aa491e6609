import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Emails the user bookmarked from agent answers. */
@injectable()
export class EmailBookmarksStore extends RegisteredStore {
  bookmarks: unknown[] = [];
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'email-bookmarks');
  }

  reset(): void {
    this.bookmarks = [];
  }
}
