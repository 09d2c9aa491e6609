import type { AgentSlug, Brief, Deliverable } from '../brief/brief.ts';
import { lemmaLine, lowerLine, parseEnglish } from '../brief/english-words.ts';
import { requestParts } from '../brief/request-parts.ts';
import { anyTaskDelivers, scoreOf } from '../brief/choose-task.ts';
import type { AgentTask } from './agent-task.ts';
import { CATALOGUE } from './catalogue.ts';

/** Each agent as people see it named in the workspace. */
export const AGENT_NAMES: Record<AgentSlug, string> = {
  'email-agent': 'Email agent',
  'seo-agent': 'SEO agent',
  'strategy-review-agent': 'Strategy Review agent',
  'creative-agent': 'Creative agent',
  'brand-voice': 'Brand Voice agent',
  cmo: 'CMO agent',
};

/** Another agent's task that does what was asked, to name in a decline or beside a piece not done here. */
export interface Elsewhere {
  agent: AgentSlug;
  task: AgentTask;
}

/** 'a structure of a Google Ads campaign' is judged as the ad it structures. */
function pieceAsked(d: Deliverable): Deliverable {
  return d.of ? { ...d, noun: d.of } : d;
}

/**
 * The specialist whose catalogue delivers a piece this agent does not ('a Google Ads campaign structure' asked of
 * the Email agent is the Creative agent's search ads): the other agents' tasks that deliver the asked pieces,
 * weighed on the request's words as the agent's own catalogue is. The CMO, which assembles everything, is named
 * only when no specialist does the work. Null when no agent's task delivers anything asked.
 */
export function otherAgentFor(brief: Brief, agent: AgentSlug, pieces: readonly Deliverable[] = brief.deliverables): Elsewhere | null {
  const asked = pieces.map(pieceAsked);
  if (!asked.length && !brief.outOfRemit) return null;
  const words = parseEnglish(requestParts(brief.request).instructions).words;
  const lemmas = lemmaLine(words);
  const lower = lowerLine(words);
  let best: Elsewhere | null = null;
  let bestScore = 0;
  for (const [slug, tasks] of Object.entries(CATALOGUE) as [AgentSlug, readonly AgentTask[]][]) {
    if (slug === agent || slug === 'cmo') continue;
    for (const task of tasks) {
      if (!asked.some((d) => anyTaskDelivers([task], d.noun))) continue;
      const score = scoreOf(task, asked, lemmas, lower);
      if (score > bestScore) {
        best = { agent: slug, task };
        bestScore = score;
      }
    }
  }
  return best;
}

/** 'The Creative agent handles Google search ads: ask it there, for example "Write Google search ads for our free trial".' */
export function referralLine(elsewhere: Elsewhere): string {
  return `The ${AGENT_NAMES[elsewhere.agent]} handles ${elsewhere.task.label}: ask it there, for example "${elsewhere.task.starter}".`;
}

/** The task's cues the request says, as words of its own ('a week', 'content calendar'): what shows it asks for that task. */
export function cuesSaid(task: AgentTask, request: string): string[] {
  const lower = ` ${request.toLowerCase().replace(/[^a-z0-9/&-]+/g, ' ')} `;
  return task.cues.filter((cue) => lower.includes(` ${cue.toLowerCase()} `) || lower.includes(` ${cue.toLowerCase()}s `));
}
