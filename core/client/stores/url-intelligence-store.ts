import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** URL sources and their extracted content. */
@injectable()
export class UrlIntelligenceStore implements Resettable {
  readonly storeName = 'url-intelligence';
  sources: unknown[] = [];
  selectedSourceId: string | null = null;

  reset(): void {
    this.sources = [];
    this.selectedSourceId = null;
  }
}
