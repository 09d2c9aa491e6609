import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { RunInterrupted } from './run-interrupted.ts';

/**
 * On start-up of the process that owns every run: runs a crash left queued (committed and charged, but
 * never queued or never started) or running are closed as failed, with agent_error and exactly one refund.
 */
@injectable()
export class RecoverInterruptedRuns {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
  ) {}

  async execute(): Promise<number> {
    const stuck = await this.uow.run((repos) => repos.agentRuns.inStatus(['queued', 'running']));
    for (const run of stuck) await this.runs.finishUnanswered(run, 'failed', new RunInterrupted(AgentsServerMessages.serverRestarted));
    return stuck.length;
  }
}
