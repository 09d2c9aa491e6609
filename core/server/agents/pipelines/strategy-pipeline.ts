import { quoteFor } from '../tools/text-stats.ts';
import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { strategyTask } from '../offline/request-intent.ts';
import { analysedLine } from '../offline/request-material.ts';
import type { SpaceFacts } from '../offline/space-facts.ts';
import type { WritingKit } from '../offline/writing-kit.ts';
import { budgetAdvice, positioningAdvice } from './strategy-advice.ts';
import { capitalise } from '../offline/template-grammar.ts';

interface Criterion {
  name: string;
  signals: RegExp[];
  strong: RegExp[];
  /** The profile answers that speak to it, when the space profile is what is reviewed. */
  facts: (keyof SpaceFacts)[];
  fixes: string[];
}

const NUMBER_WITH_DEADLINE = /\d+\s?%|\d{2,}|\bby (q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|\d{4})/i;
const MONEY = /[$€£]\s?\d|\d+\s?(k|usd|eur|gbp)\b/i;

const RUBRIC: Criterion[] = [
  { name: 'Measurable goals', signals: [/\bgoal|objective|target|aim\b/i], strong: [NUMBER_WITH_DEADLINE], facts: ['goal'], fixes: ['State each goal as a number with a deadline (e.g. "200 demo requests by end of Q3").', 'Turn each goal into a number and a date, so you can tell in a month whether it is on track.'] },
  { name: 'Target audience', signals: [/\baudience|customer|persona|segment|buyer|users?\b/i], strong: [/\b(aged?|role|industry|company size|b2b|b2c|pain|need|managers?|owners?|teams?)\b/i], facts: ['audience', 'problems'], fixes: ['Describe who you sell to: role, company size or demographics, and the pain you solve.', 'Name the buyer: their role, the size of their company and the problem that makes them look for you.'] },
  { name: 'Positioning', signals: [/\bposition|differenti|unique|value proposition|compet/i], strong: [/\bunlike|only|instead of|versus|vs\.?\b/i], facts: ['differentiator', 'competitors'], fixes: ['Say why a buyer should pick you over the named alternatives, in one sentence.', 'Write the one sentence a buyer would repeat to a colleague: why you and not the alternatives.'] },
  { name: 'Channels', signals: [/\bchannel|email|seo|social|linkedin|ads?|content|webinar|events?|partners?\b/i], strong: [/\b(because|best|priorit|focus)\b/i], facts: ['channels', 'bestChannel'], fixes: ['Pick two or three channels and say why they reach your audience best.', 'Choose the two channels that bring your best customers and say what each is for.'] },
  { name: 'Budget', signals: [/\bbudget|spend|cost|\$|€|£/i], strong: [MONEY], facts: ['budget'], fixes: ['Give a budget per channel and per month so trade-offs are explicit.', 'Split the budget by channel and month, so every trade-off is visible.'] },
  { name: 'KPIs', signals: [/\bkpi|metric|measure|conversion|ctr|cac|roi|roas|mql|sql\b/i], strong: [/\b(weekly|monthly|dashboard|track|baseline)\b/i], facts: ['kpis'], fixes: ['Name the KPIs, their baseline, and how often you review them.', 'For each KPI, write today\'s number and when you will look at it again.'] },
  { name: 'Timeline', signals: [/\btimeline|week|month|quarter|q[1-4]|phase|milestone|roadmap\b/i], strong: [/\b(phase|milestone|week \d|month \d)\b/i], facts: [], fixes: ['Lay out phases with dates and an owner for each milestone.', 'Put the work in phases, each with a date and one owner.'] },
  { name: 'Risks', signals: [/\brisk|assumption|depend|threat|challenge|mitigat\b/i], strong: [/\bmitigat|fallback|contingenc|if .* then\b/i], facts: [], fixes: ['List the two biggest risks and what you will do if each happens.', 'Write down the two things most likely to go wrong, and your plan B for each.'] },
];

interface Row {
  name: string;
  score: number;
  evidence: string | null;
  fix: string;
}

/**
 * Strategy review: scores the plan the request points at (a referenced document or web page, or pasted
 * text) against eight criteria, with evidence quotes and fixes. With no plan given it reviews the strategy
 * the space profile's answers describe, and says so. Markdown report attached.
 */
export function strategyPipeline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const task = strategyTask(ctx.message, kit.material);
  if (task === 'budget') return budgetAdvice(ctx, kit);
  if (task === 'positioning') return positioningAdvice(ctx, kit);
  const rows = task === 'review_material' ? scoreText(kit.material.text, kit) : scoreProfile(kit);
  const total = rows.reduce((n, r) => n + r.score, 0);
  const max = RUBRIC.length * 2;
  const verdict = total >= 13 ? 'ready to execute' : total >= 8 ? 'promising, with gaps to close first' : 'an early draft: the basics are missing';
  const weakest = rows.filter((r) => r.score < 2).sort((a, b) => a.score - b.score);
  const reviewed = task === 'review_material' ? (kit.material.kind === 'pasted' ? 'the plan you pasted' : `"${kit.material.title}"`) : 'your space profile';
  const strengths = rows.filter((r) => r.score === 2).map((r) => r.name.toLowerCase());
  const report = [
    `# Strategy review`,
    '',
    analysedLine(kit.material),
    '',
    `**Score: ${total}/${max}** (${verdict})`,
    '',
    strengths.length
      ? kit.pick.pick([`${capitalise(reviewed)} is strongest on ${list(strengths)}.`, `Where ${reviewed} already holds up: ${list(strengths)}.`, `Keep what works in ${reviewed}: ${list(strengths)}.`], 'strategy.strengths')
      : kit.pick.pick([`Nothing in ${reviewed} is fully worked out yet, so start with the basics below.`, `${capitalise(reviewed)} needs its basics written down first: see the list below.`], 'strategy.nostrengths'),
    '',
    '| Criterion | Score | Evidence |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.score}/2 | ${r.evidence ? `"${r.evidence.replace(/\|/g, '/')}"` : 'not addressed'} |`),
    '',
    '## What to fix first',
    ...(weakest.length ? weakest.slice(0, 4).map((r, i) => `${i + 1}. **${r.name}**: ${r.fix}`) : ['Nothing critical. Revisit the plan after the first month of results.']),
    ...(task === 'review_profile' ? ['', 'For a full review, reference your plan document from the knowledge base (or paste it) and ask again.'] : []),
  ].join('\n');
  return {
    steps: [
      { tool: 'rubric_scoring', summary: `${reviewed}: ${total}/${max} across ${RUBRIC.length} criteria` },
      { tool: 'evidence_quotes', summary: `${rows.filter((r) => r.evidence).length} criteria with evidence` },
      { tool: 'fix_list', summary: `${weakest.length} criteria to improve` },
    ],
    context: `Reviewed: ${reviewed}\n${task === 'review_material' ? kit.material.text.slice(0, 6000) : profileSummary(ctx)}\nRubric results:\n${rows.map((r) => `${r.name}: ${r.score}/2 ${r.evidence ?? ''}`).join('\n')}`,
    draft: report,
    field: report,
    artifacts: [{ type: 'strategy_review', subtype: 'markdown', filename: 'strategy-review.md', mimeType: 'text/markdown', data: utf8(report) }],
  };
}

function scoreText(text: string, kit: WritingKit): Row[] {
  return RUBRIC.map((c) => {
    const evidence = quoteFor(text, c.signals);
    const strong = evidence !== null && c.strong.some((p) => p.test(text));
    return { name: c.name, evidence, score: evidence === null ? 0 : strong ? 2 : 1, fix: kit.pick.pick(c.fixes, `fix.${c.name}`) };
  });
}

/** The profile's answers per criterion: answered scores 1, answered with the detail a plan needs scores 2. */
function scoreProfile(kit: WritingKit): Row[] {
  return RUBRIC.map((c) => {
    const answers = c.facts.map((f) => kit.facts[f]).filter((v): v is string => Boolean(v));
    const joined = answers.join('; ');
    const evidence = answers.length ? (joined.length > 180 ? `${joined.slice(0, 177).replace(/\s+\S*$/, '')}...` : joined) : null;
    const strong = evidence !== null && c.strong.some((p) => p.test(evidence));
    const fix = c.facts.length ? kit.pick.pick(c.fixes, `fix.${c.name}`) : `${kit.pick.pick(c.fixes, `fix.${c.name}`)} (The space profile does not ask about this: it belongs in your plan.)`;
    return { name: c.name, evidence, score: evidence === null ? 0 : strong ? 2 : 1, fix };
  });
}

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]!);
