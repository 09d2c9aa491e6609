import { SPECIALIST_PIPELINES } from './specialist-pipelines.ts';
import { cmoPipeline } from './cmo-pipeline.ts';
import { citations, sourcesContext, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { writingKitOf, type WritingKit } from '../offline/writing-kit.ts';
import { instructionsNote } from '../offline/extra-instructions.ts';

const PIPELINES: Record<string, (ctx: AgentContext, kit: WritingKit) => PipelineResult> = { ...SPECIALIST_PIPELINES, cmo: cmoPipeline };

/** Runs an agent's tools on the request: the findings a model writes from, and the offline engine's answer. */
export function runPipeline(agentSlug: string, ctx: AgentContext): PipelineResult {
  const pipeline = PIPELINES[agentSlug];
  if (!pipeline) throw new Error(`No pipeline for agent ${agentSlug}`);
  const kit = writingKitOf(ctx);
  const result = pipeline(ctx, kit);
  const note = instructionsNote(kit.instructions);
  const withNote = note ? { ...result, draft: `${result.draft}\n\n${note}` } : result;
  // Every answer cites what retrieval found; a model gets the same sources as context.
  const sources = sourcesContext(ctx);
  return sources ? { ...withNote, draft: withNote.draft + citations(ctx), context: `${withNote.context}\nSources:\n${sources}` } : withNote;
}
