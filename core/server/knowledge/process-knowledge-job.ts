import { inject, injectable } from 'inversify';
import { DocumentStorage, KnowledgeFailure, KnowledgeQueue, KnowledgeRepository, TextExtractor, UrlFetcher } from './ports.ts';
import type { RunQueue } from '../agents/ports.ts';
import { Clock } from '../ports/clock.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';
import { STALE_UPLOADS_TASK, knowledgeJob, parseKnowledgeJob } from './knowledge-jobs.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { SweepStaleUploads } from './sweep-stale-uploads.ts';
import { EmbedChunks } from './embed-chunks.ts';

/**
 * The worker side of the knowledge base: has a document's text read and chunked (the extractor does both
 * off the event loop) or fetches a URL source, and indexes the chunks, which searches see only once all
 * are in and the source is ready; any failure leaves the source in `error` with a reason a user can read
 * and no half-written chunks, and a restart midway re-queues it (recover). Housekeeping jobs (the
 * stale-upload sweep) run here too.
 */
@injectable()
export class ProcessKnowledgeJob {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(DocumentStorage) private readonly files: DocumentStorage,
    @inject(TextExtractor) private readonly extractor: TextExtractor,
    @inject(UrlFetcher) private readonly fetcher: UrlFetcher,
    @inject(KnowledgeQueue) private readonly queue: RunQueue,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(SweepStaleUploads) private readonly staleUploads: SweepStaleUploads,
    @inject(EmbedChunks) private readonly embedChunks: EmbedChunks,
  ) {}

  async execute(job: string): Promise<void> {
    const parsed = parseKnowledgeJob(job);
    if (parsed?.kind === 'document') return this.processDocument(parsed.id);
    if (parsed?.kind === 'url') return this.processUrl(parsed.id);
    if (parsed?.kind === 'sweep' && parsed.id === STALE_UPLOADS_TASK) await this.staleUploads.execute();
  }

  /** After a restart of the single process: jobs that were queued or running are queued again. */
  async recover(): Promise<void> {
    for (const d of await this.store.documentsInStatus(['queued', 'processing'])) {
      await this.store.transitionDocument(d.id, ['processing'], 'queued', this.clock.now());
      await this.queue.enqueue(knowledgeJob('document', d.id, this.ids.next()));
    }
    for (const s of await this.store.urlSourcesInStatus(['queued', 'processing'])) {
      await this.store.transitionUrlSource(s.id, ['processing'], 'queued', this.clock.now());
      await this.queue.enqueue(knowledgeJob('url', s.id, this.ids.next()));
    }
  }

  private async processDocument(id: string): Promise<void> {
    const doc = await this.store.findDocument(id);
    if (!doc || !(await this.store.transitionDocument(id, ['queued'], 'processing', this.clock.now()))) return;
    try {
      const bytes = await this.files.get(doc.storageKey);
      if (!bytes) throw new KnowledgeFailure(KnowledgeServerMessages.documentMissingBytes);
      if (bytes.byteLength === 0) throw new KnowledgeFailure(KnowledgeServerMessages.documentEmpty);
      const chunks = await this.extractor.documentChunks(doc.kind, bytes);
      if (chunks.length === 0) throw new KnowledgeFailure(KnowledgeServerMessages.documentNoText);
      if (!(await this.store.completeDocument(id, chunks, this.clock.now()))) return;
    } catch (error) {
      await this.store.failDocument(id, reason(error), this.clock.now());
      return;
    }
    await this.embedChunks.execute('document', id);
  }

  private async processUrl(id: string): Promise<void> {
    const source = await this.store.findUrlSource(id);
    if (!source || !(await this.store.transitionUrlSource(id, ['queued'], 'processing', this.clock.now()))) return;
    try {
      const resource = await this.fetcher.fetch(source.url);
      const page = await this.extractor.readable(resource.contentType, resource.body, resource.finalUrl);
      if (page.chunks.length === 0) throw new KnowledgeFailure(KnowledgeServerMessages.pageNoText);
      if (!(await this.store.completeUrlSource(id, { finalUrl: resource.finalUrl, title: page.title, content: page.text, contentType: resource.contentType }, page.chunks, this.clock.now()))) return;
    } catch (error) {
      await this.store.failUrlSource(id, reason(error), this.clock.now());
      return;
    }
    await this.embedChunks.execute('url', id);
  }
}

function reason(error: unknown): string {
  return error instanceof KnowledgeFailure ? error.message : KnowledgeServerMessages.processingFailed;
}
