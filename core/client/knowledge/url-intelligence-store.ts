import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { KnowledgeBaseApi } from '../../domain/knowledge/knowledge-base-api.ts';
import { KnowledgeBaseMessages as M, type UrlSource, type UrlSourceWithContent } from '../../domain/knowledge/knowledge-base.ts';

/**
 * The URL sources of the current space and their extracted content (spec 3's URL intelligence store): list,
 * add, view, refresh, delete. Observable: the knowledge base screen, the source picker and the CLI read the
 * one list, so a source added or refreshed anywhere shows everywhere.
 */
@injectable()
export class UrlIntelligenceStore implements Resettable {
  readonly storeName = 'url-intelligence';
  sources: UrlSource[] = [];

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable<this, 'replaceSource'>(this, { sources: observableRef, reset: action, replaceSource: action });
  }

  reset(): void {
    this.sources = [];
  }

  async fetchUrlSources(): Promise<UrlSource[]> {
    try {
      const sources = await this.api.call(KnowledgeBaseApi.urls, {});
      runInAction(() => (this.sources = sources));
      return sources;
    } catch (error) {
      throw storeError(error, M.fetchUrlsFailed);
    }
  }

  /** One URL source with its readable content (the view screen); the list keeps its summary. */
  async fetchUrlSource(id: string): Promise<UrlSourceWithContent> {
    try {
      const source = await this.api.call(KnowledgeBaseApi.url, { id });
      const { content: _content, ...summary } = source;
      this.replaceSource(summary);
      return source;
    } catch (error) {
      throw storeError(error, M.fetchUrlsFailed);
    }
  }

  async addUrl(url: string): Promise<UrlSource> {
    try {
      const source = await this.api.call(KnowledgeBaseApi.addUrl, {}, { url });
      runInAction(() => (this.sources = [source, ...this.sources]));
      return source;
    } catch (error) {
      throw storeError(error, M.addUrlFailed);
    }
  }

  async refreshUrl(id: string): Promise<UrlSource> {
    try {
      const source = await this.api.call(KnowledgeBaseApi.refreshUrl, { id });
      this.replaceSource(source);
      return source;
    } catch (error) {
      throw storeError(error, M.refreshUrlFailed);
    }
  }

  async deleteUrl(id: string): Promise<void> {
    try {
      await this.api.call(KnowledgeBaseApi.deleteUrl, { id });
      runInAction(() => (this.sources = this.sources.filter((s) => s.id !== id)));
    } catch (error) {
      throw storeError(error, M.deleteUrlFailed);
    }
  }

  private replaceSource(source: UrlSource): void {
    const at = this.sources.findIndex((s) => s.id === source.id);
    this.sources = at < 0 ? [source, ...this.sources] : this.sources.map((s) => (s.id === source.id ? source : s));
  }
}
