import type { AgentSlug } from '../../brief/brief.ts';
import type { AgentTask } from '../agent-task.ts';
import { EMAIL_TASKS } from '../email/email-tasks.ts';
import { SEO_TASKS } from '../seo/seo-tasks.ts';
import { STRATEGY_TASKS } from '../strategy/strategy-tasks.ts';
import { CREATIVE_TASKS } from '../creative/creative-tasks.ts';
import { BRAND_VOICE_TASKS } from '../brand-voice/brand-voice-tasks.ts';

/** A specialist the CMO hands a deliverable to, and the heading its part of a package goes under. */
export interface Specialist {
  agent: AgentSlug;
  heading: string;
}

/** In the order a deliverable is offered to them: the first whose catalogue delivers it writes it. */
export const SPECIALISTS: readonly Specialist[] = [
  { agent: 'email-agent', heading: 'Email' },
  { agent: 'creative-agent', heading: 'Creative' },
  { agent: 'seo-agent', heading: 'SEO' },
  { agent: 'strategy-review-agent', heading: 'Strategy' },
  { agent: 'brand-voice', heading: 'Brand voice' },
];

export type SpecialistLookup = (agent: AgentSlug) => readonly AgentTask[];

/**
 * The specialists' catalogues, imported from their own files: tasks/catalogue.ts imports the CMO's catalogue,
 * so importing it here would make a cycle that leaves one of the two lists unset while the other loads.
 */
const CATALOGUES: Partial<Record<AgentSlug, readonly AgentTask[]>> = {
  'email-agent': EMAIL_TASKS,
  'creative-agent': CREATIVE_TASKS,
  'seo-agent': SEO_TASKS,
  'strategy-review-agent': STRATEGY_TASKS,
  'brand-voice': BRAND_VOICE_TASKS,
};

export const specialistTasks: SpecialistLookup = (agent) => CATALOGUES[agent] ?? [];
