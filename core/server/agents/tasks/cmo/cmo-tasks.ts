import type { AgentTask } from '../agent-task.ts';
import { withSpaceFacts } from '../strategy/strategy-tasks.ts';
import { cmoDecisionTask } from './cmo-decision.ts';
import { cmoPackageTask } from './cmo-package.ts';
import { cmoBriefsTask } from './cmo-briefs.ts';

/** The CMO's catalogue; the first task answers a question too vague to choose (a decision on priorities). */
export const CMO_TASKS: readonly AgentTask[] = [cmoDecisionTask, cmoPackageTask, cmoBriefsTask].map(withSpaceFacts);
