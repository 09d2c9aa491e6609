import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { KnowledgeBaseStore } from '../knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../knowledge/url-intelligence-store.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import type { KnowledgeDocument, UrlSource } from '../../domain/knowledge/knowledge-base.ts';

/**
 * The documents and URL sources an agent message can reference (spec 3's agent documents store): the
 * current space's ready ones, as the chat's source picker offers them. A space switch clears them (they
 * belong to the space), and so does a user switch.
 */
@injectable()
export class AgentDocumentsStore implements Resettable {
  readonly storeName = 'agent-documents';
  documents: KnowledgeDocument[] = [];
  urlSources: UrlSource[] = [];

  constructor(
    @inject(KnowledgeBaseStore) private readonly knowledge: KnowledgeBaseStore,
    @inject(UrlIntelligenceStore) private readonly urls: UrlIntelligenceStore,
    @inject(EventBus) bus: EventBus,
  ) {
    makeObservable(this, { documents: observableRef, urlSources: observableRef, reset: action });
    bus.on('space-switched', () => this.reset());
  }

  /** Loads the space's documents and URL sources; only ready ones can be referenced (the rest are not indexed yet). */
  async load(): Promise<void> {
    const [documents, urls] = await Promise.all([this.knowledge.fetchDocuments(), this.urls.fetchUrlSources()]);
    runInAction(() => {
      this.documents = documents.filter((d) => d.status === 'ready');
      this.urlSources = urls.filter((u) => u.status === 'ready');
    });
  }

  reset(): void {
    this.documents = [];
    this.urlSources = [];
  }
}
