import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** Content publishing site connection and posts. */
@injectable()
export class ContentPublishingStore implements Resettable {
  readonly storeName = 'content-publishing';
  sites: unknown[] = [];
  posts: unknown[] = [];

  reset(): void {
    this.sites = [];
    this.posts = [];
  }
}
