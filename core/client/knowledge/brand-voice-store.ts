import { inject, injectable } from 'inversify';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { CurrentSpace } from '../spaces/current-space.ts';
import { PrefetchRegistry } from '../auth/prefetch-registry.ts';
import { storeError } from '../store-error.ts';
import { KnowledgeBaseApi } from '../../domain/knowledge/knowledge-base-api.ts';
import { KnowledgeBaseMessages as M, type BrandVoice } from '../../domain/knowledge/knowledge-base.ts';

/** The current space's brand voice: content, updated at, created by. */
@injectable()
export class BrandVoiceStore implements Resettable {
  readonly storeName = 'brand-voice';
  content: string | null = null;
  updatedAt: string | null = null;
  createdBy: string | null = null;
  isLoading = false;
  isSaving = false;
  private loading: Promise<BrandVoice> | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
    @inject(PrefetchRegistry) prefetch: PrefetchRegistry,
  ) {
        // Part of the post-login prefetch (with the documents); needs a space, fails quietly.
    prefetch.add('brand voice', async () => {
      if (this.currentSpace.id) await this.fetch().catch(() => undefined);
    });
  }

  reset(): void {
    this.content = null;
    this.updatedAt = null;
    this.createdBy = null;
    this.isLoading = false;
    this.isSaving = false;
    this.loading = null;
  }

  /** Loads the brand voice; calls while one is in flight share it. */
  fetch(): Promise<BrandVoice> {
    this.loading ??= (async () => {
      this.isLoading = true;
      try {
        const voice = await this.api.call(KnowledgeBaseApi.brandVoice, {});
        this.apply(voice);
        return voice;
      } catch (error) {
        throw storeError(error, M.fetchBrandVoiceFailed);
      } finally {
        this.isLoading = false;
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Saves it (organization owners and admins; the server refuses others with its own message). */
  async save(content: string): Promise<BrandVoice> {
    this.isSaving = true;
    try {
      const voice = await this.api.call(KnowledgeBaseApi.saveBrandVoice, {}, { content });
      this.apply(voice);
      return voice;
    } catch (error) {
      throw storeError(error, M.saveBrandVoiceFailed);
    } finally {
      this.isSaving = false;
    }
  }

  private apply(voice: BrandVoice): void {
    this.content = voice.content;
    this.updatedAt = voice.updated_at;
    this.createdBy = voice.created_by;
  }
}
