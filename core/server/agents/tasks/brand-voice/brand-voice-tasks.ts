import type { AgentTask } from '../agent-task.ts';
import { ABOUT_TASK } from './about-task.ts';
import { ANALYSE_TASK } from './analyse-task.ts';
import { CHECK_TASK } from './check-task.ts';
import { GUIDE_TASK } from './guide-task.ts';
import { REWRITE_TASK } from './rewrite-task.ts';
import { LINE_VERDICT_TASK, lineVerdict } from './line-verdict-task.ts';
import { REVIEW_REPLY_TASK } from './review-reply-task.ts';
import { PHONE_GREETING_TASK } from './phone-greeting-task.ts';

/** The brand-voice agent's catalogue of tasks; the first is the default for a vague request. */
// ('Does "Effortless pottery" fit our voice?': whichever task the words chose, one quoted line asked about gets its verdict.)
export const BRAND_VOICE_TASKS: readonly AgentTask[] = [REWRITE_TASK, CHECK_TASK, GUIDE_TASK, ANALYSE_TASK, ABOUT_TASK].map((task) => ({ ...task, generate: (input: Parameters<AgentTask['generate']>[0]) => lineVerdict(input) ?? task.generate(input) })).concat(LINE_VERDICT_TASK, REVIEW_REPLY_TASK, PHONE_GREETING_TASK);
