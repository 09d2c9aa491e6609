import type { AgentSlug, Brief } from '../brief/brief.ts';
import { readBrief } from '../brief/read-brief.ts';
import { readFactSheet } from '../facts/read-fact-sheet.ts';
import type { FactSource } from '../facts/fact-sheet.ts';
import { VariantPicker } from '../offline/variant-picker.ts';
import { avoidWordsOfProfile, voiceRulesOf } from '../offline/voice-rules.ts';
import { instructionPlanOf } from '../offline/extra-instructions.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';
import type { PreviousAnswer, TaskInput, TaskOutput } from './agent-task.ts';
import { tasksOf } from './catalogue.ts';
import { decline } from './decline.ts';
import { understoodLine } from './understood-line.ts';

/** What the offline engine answers with: the pipeline's result plus the brief and the sources the deliverable used. */
export interface EngineResult extends PipelineResult {
  brief: Brief;
  used: FactSource[];
  publishable?: TaskOutput['publishable'];
}

/**
 * The offline engine for an agent with a task catalogue: reads the request into a brief, chooses the task (or
 * declines honestly), and writes the deliverable from the space's facts. Null when the agent has no catalogue yet.
 */
export function catalogueAnswer(agent: AgentSlug, ctx: AgentContext, previous: PreviousAnswer | null): EngineResult | null {
  const tasks = tasksOf(agent);
  if (!tasks.length) return null;
  const referenced = ctx.referenced ?? [];
  const facts = readFactSheet(ctx.profile, referenced);
  const brief = readBrief({ request: ctx.message, agent, tasks, sourceTitles: referenced.map((r) => r.title), previous });
  const configured = instructionPlanOf(ctx.extraInstructions);
  const voice = voiceRulesOf(ctx.brandVoice);
  const rules = {
    ...voice,
    signOff: configured.signOff ?? voice.signOff,
    avoid: [...new Set([...voice.avoid, ...configured.avoid, ...avoidWordsOfProfile(facts.avoid ?? undefined)])],
  };
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
  const task = brief.task ? tasks.find((t) => t.id === brief.task) : undefined;
  const output = task ? task.generate(input) : decline(brief, tasks, tasks.filter((t) => brief.deliverables.some((d) => t.delivers.includes(d.noun))));
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
