import { emailPipeline } from './email-pipeline.ts';
import { seoPipeline } from './seo-pipeline.ts';
import { strategyPipeline } from './strategy-pipeline.ts';
import { brandVoicePipeline } from './brand-voice-pipeline.ts';
import { creativePipeline } from './creative-pipeline.ts';
import { cmoPipeline } from './cmo-pipeline.ts';
import { citations, sourcesContext, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

const PIPELINES: Record<string, (ctx: AgentContext) => PipelineResult> = {
  'email-agent': emailPipeline,
  'seo-agent': seoPipeline,
  'strategy-review-agent': strategyPipeline,
  'brand-voice': brandVoicePipeline,
  'creative-agent': creativePipeline,
  cmo: cmoPipeline,
};

export function runPipeline(agentSlug: string, ctx: AgentContext): PipelineResult {
  const pipeline = PIPELINES[agentSlug];
  if (!pipeline) throw new Error(`No pipeline for agent ${agentSlug}`);
  const result = pipeline(ctx);
  // Every answer cites what retrieval found; a model gets the same sources as context.
  const sources = sourcesContext(ctx);
  return sources ? { ...result, draft: result.draft + citations(ctx), context: `${result.context}\nSources:\n${sources}` } : result;
}
