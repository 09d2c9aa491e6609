import { emailPipeline } from './email-pipeline.ts';
import { seoPipeline } from './seo-pipeline.ts';
import { strategyPipeline } from './strategy-pipeline.ts';
import { brandVoicePipeline } from './brand-voice-pipeline.ts';
import { creativePipeline } from './creative-pipeline.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';

const SPECIALISTS: { name: string; matches: RegExp; run: (ctx: AgentContext) => PipelineResult }[] = [
  { name: 'Strategy review', matches: /\b(strategy|plan|goal|quarter|budget|kpi|roadmap)\b/i, run: strategyPipeline },
  { name: 'Email', matches: /\b(email|newsletter|campaign|nurture|subject)\b/i, run: emailPipeline },
  { name: 'SEO', matches: /\b(seo|search|ranking|keyword|page|blog|article)\b/i, run: seoPipeline },
  { name: 'Brand voice', matches: /\b(voice|tone|brand|messaging|style)\b/i, run: brandVoicePipeline },
  { name: 'Creative', matches: /\b(ad|ads|creative|social|post|image|visual|copy)\b/i, run: creativePipeline },
];

/** CMO agent: picks the specialists the request needs (strategy review when unsure), runs them and composes one answer. */
export function cmoPipeline(ctx: AgentContext): PipelineResult {
  const chosen = SPECIALISTS.filter((s) => s.matches.test(ctx.message)).slice(0, 3);
  const plan = chosen.length ? chosen : [SPECIALISTS[0]!];
  const results = plan.map((s) => ({ name: s.name, result: s.run(ctx) }));
  const draft = [
    `**Plan:** ${plan.map((s) => s.name).join(' -> ')}${chosen.length ? '' : ' (no specialist matched, so I reviewed it as a strategy)'}.`,
    '',
    ...results.flatMap(({ name, result }) => [`## ${name}`, '', result.draft, '']),
    '## Next step',
    `Start with ${plan[0]!.name.toLowerCase()}: it unblocks the rest.`,
  ].join('\n');
  return {
    steps: [{ tool: 'plan', summary: plan.map((s) => s.name).join(', ') }, ...results.flatMap(({ result }) => result.steps)],
    context: results.map(({ name, result }) => `# ${name}\n${result.context}`).join('\n\n'),
    draft,
    field: null,
    artifacts: results.flatMap(({ result }) => result.artifacts),
  };
}
