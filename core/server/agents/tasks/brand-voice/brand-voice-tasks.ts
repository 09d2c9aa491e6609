import type { AgentTask } from '../agent-task.ts';

/** The brand-voice agent's catalogue of tasks (filled in task by task; an empty catalogue falls back to the older pipeline). */
export const BRAND_VOICE_TASKS: readonly AgentTask[] = [];
