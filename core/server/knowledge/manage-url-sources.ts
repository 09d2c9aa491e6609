import { inject, injectable } from 'inversify';
import { KnowledgeFailure, KnowledgeQueue, KnowledgeRepository, UrlFetcher, type UrlSourceRecord } from './ports.ts';
import type { RunQueue } from '../agents/ports.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError } from '../errors.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';
import { urlSourceView, urlSourceWithContentView } from './knowledge-views.ts';
import { knowledgeJob } from './knowledge-jobs.ts';
import type { UrlSource, UrlSourceWithContent } from '../../domain/knowledge/knowledge-base.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * URL sources of a space: added after the fetcher vets the address (scheme, resolved addresses), then
 * fetched and read in the background; listed, viewed with their content, refreshed, deleted.
 */
@injectable()
export class ManageUrlSources {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(UrlFetcher) private readonly fetcher: UrlFetcher,
    @inject(KnowledgeQueue) private readonly queue: RunQueue,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async add(principal: Principal, spaceId: string, url: string): Promise<UrlSource> {
    try {
      await this.fetcher.vet(url);
    } catch (error) {
      const reason = error instanceof KnowledgeFailure ? error.message : 'This address cannot be fetched';
      throw new ServerError('KB.URL_REFUSED', reason, [{ loc: ['body', 'url'], msg: reason, type: 'value_error' }]);
    }
    const now = this.clock.now();
    const source: UrlSourceRecord = {
      id: this.ids.next(), orgId: principal.orgId!, spaceId, url: new URL(url).toString(), finalUrl: null, title: null, content: null, contentType: null,
      status: 'queued', errorMessage: null, fetchedAt: null, createdBy: principal.userId, createdAt: now, updatedAt: now,
    };
    await this.store.addUrlSource(source);
    await this.queue.enqueue(knowledgeJob('url', source.id, this.ids.next()));
    return urlSourceView(source);
  }

  async list(spaceId: string): Promise<UrlSource[]> {
    return (await this.store.listUrlSources(spaceId)).map(urlSourceView);
  }

  async get(spaceId: string, id: string): Promise<UrlSourceWithContent> {
    return urlSourceWithContentView(await this.owned(spaceId, id));
  }

  async refresh(spaceId: string, id: string): Promise<UrlSource> {
    await this.owned(spaceId, id);
    if (!(await this.store.transitionUrlSource(id, ['ready', 'error'], 'queued', this.clock.now()))) throw new ServerError('KB.BUSY', KnowledgeServerMessages.urlSourceBusy);
    await this.queue.enqueue(knowledgeJob('url', id, this.ids.next()));
    return urlSourceView((await this.store.findUrlSource(id))!);
  }

  async delete(spaceId: string, id: string): Promise<void> {
    await this.owned(spaceId, id);
    await this.store.deleteUrlSource(id);
  }

  private async owned(spaceId: string, id: string): Promise<UrlSourceRecord> {
    const source = await this.store.findUrlSource(id);
    if (!source || source.spaceId !== spaceId) throw new ServerError('KB.URL_NOT_FOUND', KnowledgeServerMessages.urlSourceNotFound);
    return source;
  }
}
