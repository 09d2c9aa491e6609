import type { AgentSlug, Brief } from './brief.ts';
import type { AgentTask, PreviousAnswer } from '../tasks/agent-task.ts';

export interface BriefInput {
  request: string;
  agent: AgentSlug;
  /** The agent's catalogue: the task is chosen from it. */
  tasks: readonly AgentTask[];
  /** Titles of the space's ready documents and web pages, to find those the request names. */
  sourceTitles: string[];
  /** The chat's previous answer from this agent, if any: a request may revise it. */
  previous: PreviousAnswer | null;
}

/** Reads a request into a brief (placeholder until the NLP reader lands: no task, nothing extracted). */
export function readBrief(input: BriefInput): Brief {
  return {
    request: input.request,
    agent: input.agent,
    task: input.tasks[0]?.id ?? null,
    outOfRemit: null,
    deliverables: [],
    audience: null,
    topic: null,
    offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
    limits: { words: null, characters: null, bullets: null, sentences: null },
    language: null,
    sources: [],
    links: [],
    callToAction: null,
    competitors: [],
    amounts: [],
    dates: [],
    pasted: null,
    revision: null,
  };
}
