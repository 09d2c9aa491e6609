import type { AgentSlug, Brief } from '../brief/brief.ts';
import { readBrief } from '../brief/read-brief.ts';
import { readFactSheet } from '../facts/read-fact-sheet.ts';
import type { FactSource } from '../facts/fact-sheet.ts';
import { VariantPicker } from '../offline/variant-picker.ts';
import { voiceRulesOf, withAvoidAnswer } from '../offline/voice-rules.ts';
import { instructionPlanOf } from '../offline/extra-instructions.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';
import type { AgentTask, PreviousAnswer, TaskInput, TaskOutput } from './agent-task.ts';
import { reviseAnswer } from './revise-answer.ts';
import { tasksOf } from './catalogue.ts';
import { decline } from './decline.ts';
import { understoodLine } from './understood-line.ts';

/**
 * A follow-up revises the previous answer: cut, focused or fixed on its own text, or written again from its own brief
 * from another angle; any other request is answered by its task, or declined when it is outside them all.
 */
function answer(input: TaskInput, tasks: readonly AgentTask[]): { task: AgentTask | undefined; output: TaskOutput } {
  const { brief, previous } = input;
  if (brief.revision && previous) {
    const earlier = previous.brief?.task ? tasks.find((t) => t.id === previous.brief!.task) : undefined;
    const rewrite = brief.revision.kind === 'angle' || brief.revision.kind === 'more' || brief.revision.kind === 'longer';
    if (rewrite && earlier && previous.brief) {
      // The same deliverable again, from the previous brief, moved on to its next structure and wording.
      // A new angle the follow-up names ("lead with the price") becomes what the deliverable is about.
      const again: Brief = { ...previous.brief, revision: brief.revision, limits: mergeLimits(previous.brief.limits, brief.limits), topic: angleTopic(brief.revision.detail) ?? previous.brief.topic };
      return { task: earlier, output: earlier.generate({ ...input, brief: again, variant: input.variant + 1, pick: input.pick.next() }) };
    }
    if (!rewrite) return { task: earlier ?? tasks[0], output: reviseAnswer(previous, brief, input.voice) };
  }
  const task = brief.task ? tasks.find((t) => t.id === brief.task) : undefined;
  if (task) return { task, output: task.generate(input) };
  return { task: undefined, output: decline(brief, tasks, tasks.filter((t) => brief.deliverables.some((d) => t.delivers.includes(d.noun)))) };
}

/** "lead with the order actions inside the ticket" is about "the order actions inside the ticket". */
function angleTopic(detail: string | null): string | null {
  const topic = detail?.replace(/^(?:and\s+)?(?:lead|open|start|begin)\s+(?:with|on)\s+|^(?:focus|concentrate)\s+on\s+|^(?:make it\s+)?about\s+/i, '').trim();
  return topic || null;
}

function mergeLimits(earlier: Brief['limits'], now: Brief['limits']): Brief['limits'] {
  return { words: now.words ?? earlier.words, characters: now.characters ?? earlier.characters, bullets: now.bullets ?? earlier.bullets, sentences: now.sentences ?? earlier.sentences };
}

/** What the offline engine answers with: the pipeline's result plus the brief and the sources the deliverable used. */
export interface EngineResult extends PipelineResult {
  brief: Brief;
  used: FactSource[];
  publishable?: TaskOutput['publishable'];
}

/**
 * The offline engine for an agent with a task catalogue: reads the request into a brief, chooses the task (or
 * declines honestly), and writes the deliverable from the space's facts.
 */
export function catalogueAnswer(agent: AgentSlug, ctx: AgentContext, previous: PreviousAnswer | null): EngineResult {
  const tasks = tasksOf(agent);
  const referenced = ctx.referenced ?? [];
  // Facts come from every document the space has (within bounds), the ones the request points at first.
  const facts = readFactSheet(ctx.profile, [...referenced, ...(ctx.library ?? [])]);
  // Every source the run read whole was ticked or named in the request: the brief works from all of them.
  const brief = readBrief({ request: ctx.message, agent, tasks, sourceTitles: referenced.map((r) => r.title), ticked: referenced.map((r) => r.title), previous });
  const configured = instructionPlanOf(ctx.extraInstructions);
  const voice = voiceRulesOf(ctx.brandVoice);
  // The profile's avoid answer adds banned words and the claims it forbids ("never promise same-day delivery") to every agent's copy.
  const rules = withAvoidAnswer({ ...voice, signOff: configured.signOff ?? voice.signOff, avoid: [...new Set([...voice.avoid, ...configured.avoid])] }, facts.avoid);
  const version = ctx.version ?? 1;
  const input: TaskInput = {
    brief,
    facts,
    voice: rules,
    savedVoice: Boolean(ctx.brandVoice?.trim()),
    pick: new VariantPicker(`${ctx.message}\u0000${facts.company ?? ''}`, version),
    variant: Math.max(0, version - 1),
    referenced,
    passages: (ctx.sources ?? []).filter((s) => s.type !== 'space_profile').map((s) => ({ title: s.name ?? s.title, text: s.snippet })),
    figures: ctx.figures,
    extraInstructions: ctx.extraInstructions,
    previous,
  };
  const { task, output } = answer(input, tasks);
  const understood = understoodLine(brief, task?.label ?? null);
  const draft = [output.summary, output.deliverable, output.notes.join('\n')].filter((part) => part.trim()).join('\n\n');
  return {
    brief,
    used: output.used,
    publishable: output.publishable,
    steps: [{ tool: 'brief', summary: understood }, ...output.steps],
    context: `Request: ${ctx.message}\n${understood}\nDeliverable:\n${output.deliverable}`,
    draft,
    field: output.deliverable || null,
    artifacts: output.artifacts,
    brandVoiceProposal: output.brandVoiceProposal,
  };
}
