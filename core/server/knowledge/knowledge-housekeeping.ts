import { inject, injectable } from 'inversify';
import { KnowledgeQueue, KnowledgeSettings } from './ports.ts';
import { Scheduler, type RunQueue } from '../agents/ports.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { STALE_UPLOADS_TASK, knowledgeJob } from './knowledge-jobs.ts';
import { repeatEvery } from '../agents/repeat-every.ts';

/**
 * The knowledge base's periodic work: a sweep of abandoned signed uploads, queued on the knowledge job
 * queue at start (leftovers of a previous process) and then every `staleUploadSweepMs`, until stopped.
 * The queue's worker runs it (SweepStaleUploads), so it shares the jobs' concurrency limit and, scaled
 * out, any worker may take it; a sweep is safe to run twice.
 */
@injectable()
export class KnowledgeHousekeeping {
  constructor(
    @inject(KnowledgeQueue) private readonly queue: RunQueue,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(KnowledgeSettings) private readonly settings: KnowledgeSettings,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** Runs until `signal` aborts; never throws (a queue that refuses a job is tried again next time). */
  run(signal: AbortSignal): Promise<void> {
    return repeatEvery(this.scheduler, this.settings.staleUploadSweepMs, signal, () => this.queue.enqueue(knowledgeJob('sweep', STALE_UPLOADS_TASK, this.ids.next())));
  }
}
