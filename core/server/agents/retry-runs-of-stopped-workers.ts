import { inject, injectable } from 'inversify';
import { RunQueue, Scheduler } from './ports.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { RunEvents } from './run-events.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { RunInterrupted } from './run-interrupted.ts';
import { WorkerHeartbeat, WorkerHeartbeatSettings } from './worker-heartbeat.ts';
import { repeatEvery } from './repeat-every.ts';

/** A run is started at most this many times: once, and once more on another worker if the first one stops. */
export const MAX_RUN_ATTEMPTS = 2;

/**
 * Scale-out: a run whose worker stopped beating (killed, or frozen past `missedBeats` beats) is retried on another
 * worker, with a note on the chat that says so; a run whose second worker stops too is closed as failed with its
 * refund. Every worker sweeps every beat, so a dead worker's runs move within about `(missedBeats + 1) × beatMs`,
 * instead of waiting out the queue's lock (RUN_LOCK_MS).
 *
 * Safe on every worker at once and against a worker wrongly taken for dead: the retry moves the run from
 * `running` at its attempt to `queued` at the next in one conditional statement, so one sweeper wins; the new
 * attempt starts only from `queued`; and the old attempt's answer, failure or refund commits only while the run is
 * still `running` at its own attempt, so a worker that comes back can write neither an answer nor a refund.
 */
@injectable()
export class RetryRunsOfStoppedWorkers {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(RunQueue) private readonly queue: RunQueue,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
    @inject(RunEvents) private readonly events: RunEvents,
    @inject(WorkerHeartbeat) private readonly heartbeat: WorkerHeartbeat,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(WorkerHeartbeatSettings) private readonly settings: WorkerHeartbeatSettings,
  ) {}

  /** One sweep. A run whose step fails is counted and looked at again next sweep. */
  async execute(): Promise<{ retried: number; closed: number; failed: number }> {
    const outcome = { retried: 0, closed: 0, failed: 0 };
    // A run without an owner was started before owners were recorded: the queue's stalled-job hand-over closes it.
    const running = (await this.uow.run((repos) => repos.agentRuns.inStatus(['running']))).filter((run) => run.workerId !== null);
    if (running.length === 0) return outcome;
    const alive = await this.heartbeat.alive([...new Set(running.map((run) => run.workerId!))]);
    for (const run of running.filter((r) => !alive.has(r.workerId!))) {
      try {
        if (run.attempt >= MAX_RUN_ATTEMPTS) {
          await this.runs.finishUnanswered(run, 'failed', new RunInterrupted(AgentsServerMessages.workerStopped), { attempt: run.attempt });
          outcome.closed++;
          continue;
        }
        if (!(await this.uow.run((repos) => repos.agentRuns.retry(run.requestId, run.attempt, this.clock.now())))) continue;
        await this.events.emit(run.sessionId, run.requestId, { type: 'progress_update', stage: 'agent_start', message: AgentsServerMessages.workerStoppedRetrying });
        await this.queue.enqueue(run.requestId, run.attempt + 1);
        outcome.retried++;
      } catch {
        // A retry whose job could not be queued stays `queued`: RequeueStrandedRuns queues it again.
        outcome.failed++;
      }
    }
    return outcome;
  }

  /** Sweeps every `beatMs` until `signal` aborts; never throws. */
  run(signal: AbortSignal): Promise<void> {
    return repeatEvery(this.scheduler, this.settings.beatMs, signal, () => this.execute());
  }
}
