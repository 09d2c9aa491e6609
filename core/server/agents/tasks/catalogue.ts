import type { AgentSlug } from '../brief/brief.ts';
import type { AgentTask } from './agent-task.ts';
import { EMAIL_TASKS } from './email/email-tasks.ts';
import { SEO_TASKS } from './seo/seo-tasks.ts';
import { STRATEGY_TASKS } from './strategy/strategy-tasks.ts';
import { CREATIVE_TASKS } from './creative/creative-tasks.ts';
import { BRAND_VOICE_TASKS } from './brand-voice/brand-voice-tasks.ts';
import { CMO_TASKS } from './cmo/cmo-tasks.ts';

/** Each agent's catalogue: the one list that registers what each agent can be asked to do. */
export const CATALOGUE: Record<AgentSlug, readonly AgentTask[]> = {
  'email-agent': EMAIL_TASKS,
  'seo-agent': SEO_TASKS,
  'strategy-review-agent': STRATEGY_TASKS,
  'creative-agent': CREATIVE_TASKS,
  'brand-voice': BRAND_VOICE_TASKS,
  cmo: CMO_TASKS,
};

export function tasksOf(agent: AgentSlug): readonly AgentTask[] {
  return CATALOGUE[agent];
}
