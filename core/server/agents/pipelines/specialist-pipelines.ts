import { emailPipeline } from './email-pipeline.ts';
import { seoPipeline } from './seo-pipeline.ts';
import { strategyPipeline } from './strategy-pipeline.ts';
import { brandVoicePipeline } from './brand-voice-pipeline.ts';
import { creativePipeline } from './creative-pipeline.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';
import type { WritingKit } from '../offline/writing-kit.ts';

/** The five specialists' pipelines by agent slug: what a run of each agent, and the CMO's plan, call. */
export const SPECIALIST_PIPELINES: Record<'email-agent' | 'seo-agent' | 'strategy-review-agent' | 'brand-voice' | 'creative-agent', (ctx: AgentContext, kit: WritingKit) => PipelineResult> = {
  'email-agent': emailPipeline,
  'seo-agent': seoPipeline,
  'strategy-review-agent': strategyPipeline,
  'brand-voice': brandVoicePipeline,
  'creative-agent': creativePipeline,
};
