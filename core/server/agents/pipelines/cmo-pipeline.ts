import { cmoSpecialists, CMO_SPECIALISTS } from '../offline/request-intent.ts';
import { SPECIALIST_PIPELINES } from './specialist-pipelines.ts';
import type { AgentContext, PipelineResult } from '../tools/agent-context.ts';
import type { WritingKit } from '../offline/writing-kit.ts';

/**
 * CMO agent: picks the specialists the request needs (a strategy review of what the space holds when none
 * matches), runs them on the same material and composes one answer with a plan.
 */
export function cmoPipeline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const chosen = cmoSpecialists(ctx.message);
  const plan = chosen.length ? chosen : [CMO_SPECIALISTS[0]];
  const results = plan.map((s) => ({ name: s.name, result: SPECIALIST_PIPELINES[s.slug](ctx, kit) }));
  const next = kit.pick.pick(
    [`Start with ${plan[0]!.name.toLowerCase()}: it unblocks the rest.`, `First, ${plan[0]!.name.toLowerCase()}; then the others build on it.`, `Do the ${plan[0]!.name.toLowerCase()} part this week; the rest can follow.`],
    'cmo.next',
  );
  const draft = [
    `**Plan:** ${plan.map((s) => s.name).join(' -> ')}${chosen.length ? '' : ' (the request named no specialist, so I reviewed the strategy your space holds)'}.`,
    '',
    // A specialist's own top heading would repeat its section's.
    ...results.flatMap(({ name, result }) => [`## ${name}`, '', result.draft.replace(/^# [^\n]*\n+/, ''), '']),
    '## Timeline',
    ...timeline(plan.map((s) => s.name), kit),
    '',
    '## Next step',
    next,
  ].join('\n');
  const proposal = results.find((r) => r.result.brandVoiceProposal)?.result.brandVoiceProposal;
  return {
    steps: [{ tool: 'plan', summary: plan.map((s) => s.name).join(', ') }, ...results.flatMap(({ result }) => result.steps)],
    context: results.map(({ name, result }) => `# ${name}\n${result.context}`).join('\n\n'),
    draft,
    field: null,
    artifacts: results.flatMap(({ result }) => result.artifacts),
    ...(proposal ? { brandVoiceProposal: proposal } : {}),
  };
}

/** A quarter in three phases, in the plan's order: a shape to fill with dates, not a promise of results. */
function timeline(names: string[], kit: WritingKit): string[] {
  const [first, ...rest] = names;
  return [
    `- **Weeks 1-2:** ${first!}: ${kit.pick.pick(['agree the goal and who owns it', 'settle the basics and one owner', 'set the goal, the owner and the baseline'], 'cmo.t1')}.`,
    `- **Weeks 3-8:** ${rest.length ? rest.join(' and ') : first!}: ${kit.pick.pick(['ship the first pieces and watch the numbers weekly', 'put the work live, one piece a week', 'run it and review every Friday'], 'cmo.t2')}.`,
    `- **Weeks 9-12:** ${kit.pick.pick(['keep what works, cut what does not, and plan the next quarter', 'double down on the channel that moved the goal; drop the rest', 'measure against the goal and write down what you learned'], 'cmo.t3')}${kit.slots.goal ? ` (goal: ${kit.slots.goal})` : ''}.`,
  ];
}
