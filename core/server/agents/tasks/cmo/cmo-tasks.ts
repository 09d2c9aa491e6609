import type { AgentTask } from '../agent-task.ts';

/** The cmo agent's catalogue of tasks (filled in task by task; an empty catalogue falls back to the older pipeline). */
export const CMO_TASKS: readonly AgentTask[] = [];
