import { inject, injectable } from 'inversify';
import { AgentStore } from './ports.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';

/** On start-up: runs a crash left queued or running are closed as failed, with agent_error and a refund. */
@injectable()
export class RecoverInterruptedRuns {
  constructor(
    @inject(AgentStore) private readonly store: AgentStore,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
  ) {}

  async execute(): Promise<number> {
    const stuck = await this.store.runsInStatus(['queued', 'running']);
    for (const run of stuck) await this.runs.finishUnanswered(run, 'failed', new Error('The server restarted while this request was running; your credits were refunded. Please send it again.'));
    return stuck.length;
  }
}
