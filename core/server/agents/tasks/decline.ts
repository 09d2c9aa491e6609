import type { Brief } from '../brief/brief.ts';
import type { AgentTask, TaskOutput } from './agent-task.ts';

/**
 * A request outside every task of the agent (R-AGENT honest limits): one plain sentence on what the offline
 * engine cannot do, and the closest tasks it can, as prompt starters. Never a template for another task.
 */
export function decline(brief: Brief, tasks: readonly AgentTask[], closest: readonly AgentTask[]): TaskOutput {
  const asked = brief.outOfRemit ? ` ${brief.outOfRemit}` : ' that';
  const offers = (closest.length ? closest : tasks).slice(0, 3);
  return {
    summary: `I can't write${asked}: it is outside what this agent does, and I won't pass off another kind of text as it.`,
    deliverable: '',
    notes: offers.length ? ['Here is what I can do instead; send one of these to start:', ...offers.map((t) => `- ${t.starter}`)] : [],
    used: [],
    steps: [{ tool: 'request_type', summary: `outside this agent's tasks${brief.outOfRemit ? `: ${brief.outOfRemit}` : ''}` }],
    artifacts: [],
  };
}
