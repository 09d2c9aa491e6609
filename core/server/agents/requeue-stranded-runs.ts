import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { RunQueue, Scheduler } from './ports.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { RunInterrupted } from './run-interrupted.ts';
import { repeatEvery } from './repeat-every.ts';

export interface StrandedRunSettings {
  /** A run still queued this long after its commit may have lost its job: it is queued again. */
  graceMs: number;
  /** A run still queued this long is closed as failed and refunded instead (its job keeps failing to start it). */
  giveUpMs: number;
  /** Time between sweeps. */
  sweepMs: number;
}
export const StrandedRunSettings: ServiceIdentifier<StrandedRunSettings> = Symbol.for('server.StrandedRunSettings');

/** Runs looked at per sweep, oldest first; the rest wait for the next one. */
const SWEEP_LIMIT = 200;

/**
 * Scale-out: StartAgentRun queues a run after the commit that charged it, so an API process that dies in
 * between leaves a paid run `queued` with no job, and no start-up recovery runs there (other processes may
 * own live runs). Workers sweep periodically: a run still queued after the grace period is queued again,
 * since the user paid for an answer; one still queued after `giveUpMs` is closed as failed with its refund.
 * Safe to run on every worker at once and against live runs only because the queue keeps one job per
 * request id (queueing a waiting or running run adds nothing) and ExecuteAgentRun starts a run only by
 * moving it from queued to running; a queue without that guarantee must not be swept.
 */
@injectable()
export class RequeueStrandedRuns {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(RunQueue) private readonly queue: RunQueue,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(StrandedRunSettings) private readonly settings: StrandedRunSettings,
  ) {}

  /** One sweep. A run whose step fails is counted and tried again next sweep, without holding up the others. */
  async execute(): Promise<{ requeued: number; closed: number; failed: number }> {
    const now = this.clock.now();
    const stranded = await this.uow.run((repos) => repos.agentRuns.queuedBefore(new Date(now.getTime() - this.settings.graceMs), SWEEP_LIMIT));
    const outcome = { requeued: 0, closed: 0, failed: 0 };
    for (const run of stranded) {
      try {
        if (now.getTime() - run.createdAt.getTime() >= this.settings.giveUpMs) {
          // finishUnanswered moves it only from queued or running, so a worker starting it meanwhile wins cleanly.
          await this.runs.finishUnanswered(run, 'failed', new RunInterrupted(AgentsServerMessages.serverRestarted));
          outcome.closed++;
        } else {
          await this.queue.enqueue(run.requestId, run.attempt);
          outcome.requeued++;
        }
      } catch {
        outcome.failed++;
      }
    }
    return outcome;
  }

  /** Sweeps now and then every `sweepMs` until `signal` aborts; never throws (a sweep that fails is tried next time). */
  run(signal: AbortSignal): Promise<void> {
    return repeatEvery(this.scheduler, this.settings.sweepMs, signal, () => this.execute());
  }
}
