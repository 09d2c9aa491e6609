import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** Content publishing site connection and posts. */
@injectable()
export class ContentPublishingStore extends RegisteredStore {
  sites: unknown[] = [];
  posts: unknown[] = [];
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'content-publishing');
  }

  reset(): void {
    this.sites = [];
    this.posts = [];
  }
}
