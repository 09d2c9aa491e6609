import { SPECIALIST_PIPELINES } from './specialist-pipelines.ts';
import { cmoPipeline } from './cmo-pipeline.ts';
import { sourcesContext, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { writingKitOf, type WritingKit } from '../offline/writing-kit.ts';
import { instructionsNote } from '../offline/extra-instructions.ts';
import { figureFindings, figuresSection } from '../offline/figure-findings.ts';

const PIPELINES: Record<string, (ctx: AgentContext, kit: WritingKit) => PipelineResult> = { ...SPECIALIST_PIPELINES, cmo: cmoPipeline };

/** Runs an agent's tools on the request: the findings a model writes from, and the offline engine's answer. */
export function runPipeline(agentSlug: string, ctx: AgentContext): PipelineResult {
  const pipeline = PIPELINES[agentSlug];
  if (!pipeline) throw new Error(`No pipeline for agent ${agentSlug}`);
  const kit = writingKitOf(ctx);
  const grounded = withFigures(pipeline(ctx, kit), ctx, kit);
  const note = instructionsNote(kit.instructions);
  const withNote = note ? { ...grounded, draft: `${grounded.draft}\n\n${note}` } : grounded;
  // What retrieval found is cited as the answer's chips (its metadata), not appended to its text; a model gets
  // the same sources as context, numbered as the chips are, so its [1] points at the first chip.
  const sources = sourcesContext(ctx);
  return sources ? { ...withNote, context: `${withNote.context}\nSources:\n${sources}` } : withNote;
}

/**
 * The agents that advise on strategy (CMO, strategy review) read the space's connected analytics and ad platform
 * (ctx.figures): their answer gets what the numbers say, with where they come from, or what connecting would add.
 */
function withFigures(result: PipelineResult, ctx: AgentContext, kit: WritingKit): PipelineResult {
  if (!ctx.figures) return result;
  const pick = (options: readonly string[], part: string) => kit.pick.pick(options, part);
  const { findings, sources, gaps } = figureFindings(ctx.figures, pick);
  const section = figuresSection(ctx.figures, pick).join('\n');
  return {
    ...result,
    steps: [...result.steps, { tool: 'marketing_figures', summary: findings.length ? `${findings.length} findings from ${sources.length} connected tool${sources.length === 1 ? '' : 's'}` : 'no connected tool with figures' }],
    draft: `${result.draft}\n\n${section}`.trimEnd(),
    context: `${result.context}\nFigures from the connected tools:\n${[...findings, ...gaps].join('\n')}`,
  };
}
