import { emailPipeline } from './email-pipeline.ts';
import { seoPipeline } from './seo-pipeline.ts';
import { strategyPipeline } from './strategy-pipeline.ts';
import { brandVoicePipeline } from './brand-voice-pipeline.ts';
import { creativePipeline } from './creative-pipeline.ts';
import { cmoPipeline } from './cmo-pipeline.ts';
import { citations, sourcesContext, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { writingKitOf, type WritingKit } from '../offline/writing-kit.ts';
import { instructionsNote } from '../offline/extra-instructions.ts';

const PIPELINES: Record<string, (ctx: AgentContext, kit: WritingKit) => PipelineResult> = {
  'email-agent': emailPipeline,
  'seo-agent': seoPipeline,
  'strategy-review-agent': strategyPipeline,
  'brand-voice': brandVoicePipeline,
  'creative-agent': creativePipeline,
  cmo: cmoPipeline,
};

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
