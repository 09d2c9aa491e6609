import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** The current space's brand voice: content, updated at, created by. */
@injectable()
export class BrandVoiceStore extends RegisteredStore {
  content: string | null = null;
  updatedAt: string | null = null;
  createdBy: string | null = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'brand-voice');
  }

  reset(): void {
    this.content = null;
    this.updatedAt = null;
    this.createdBy = null;
  }
}
