import { quoteFor } from '../tools/text-stats.ts';
import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

interface Criterion {
  name: string;
  signals: RegExp[];
  strong: RegExp[];
  fix: string;
}

const RUBRIC: Criterion[] = [
  { name: 'Measurable goals', signals: [/\bgoal|objective|target|aim\b/i], strong: [/\d+\s?%|\d{2,}|\bby (q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|\d{4})/i], fix: 'State each goal as a number with a deadline (e.g. "200 demo requests by end of Q3").' },
  { name: 'Target audience', signals: [/\baudience|customer|persona|segment|buyer|users?\b/i], strong: [/\b(aged?|role|industry|company size|b2b|b2c|pain|need)\b/i], fix: 'Describe who you sell to: role, company size or demographics, and the pain you solve.' },
  { name: 'Positioning', signals: [/\bposition|differenti|unique|value proposition|compet/i], strong: [/\bunlike|only|instead of|versus|vs\.?\b/i], fix: 'Say why a buyer should pick you over the named alternatives, in one sentence.' },
  { name: 'Channels', signals: [/\bchannel|email|seo|social|linkedin|ads?|content|webinar|events?|partners?\b/i], strong: [/\b(because|best|priorit|focus)\b/i], fix: 'Pick two or three channels and say why they reach your audience best.' },
  { name: 'Budget', signals: [/\bbudget|spend|cost|\$|€|£/i], strong: [/[$€£]\s?\d|\d+\s?(k|usd|eur|gbp)\b/i], fix: 'Give a budget per channel and per month so trade-offs are explicit.' },
  { name: 'KPIs', signals: [/\bkpi|metric|measure|conversion|ctr|cac|roi|roas|mql|sql\b/i], strong: [/\b(weekly|monthly|dashboard|track|baseline)\b/i], fix: 'Name the KPIs, their baseline, and how often you review them.' },
  { name: 'Timeline', signals: [/\btimeline|week|month|quarter|q[1-4]|phase|milestone|roadmap\b/i], strong: [/\b(phase|milestone|week \d|month \d)\b/i], fix: 'Lay out phases with dates and an owner for each milestone.' },
  { name: 'Risks', signals: [/\brisk|assumption|depend|threat|challenge|mitigat\b/i], strong: [/\bmitigat|fallback|contingenc|if .* then\b/i], fix: 'List the two biggest risks and what you will do if each happens.' },
];

/** Strategy review: scores the plan against eight criteria with evidence quotes and fixes; Markdown report. */
export function strategyPipeline(ctx: AgentContext): PipelineResult {
  const text = ctx.message;
  const rows = RUBRIC.map((c) => {
    const evidence = quoteFor(text, c.signals);
    const strong = evidence !== null && c.strong.some((p) => p.test(text));
    const score = evidence === null ? 0 : strong ? 2 : 1;
    return { ...c, evidence, score };
  });
  const total = rows.reduce((n, r) => n + r.score, 0);
  const max = RUBRIC.length * 2;
  const verdict = total >= 13 ? 'ready to execute' : total >= 8 ? 'promising, with gaps to close first' : 'an early draft: the basics are missing';
  const weakest = rows.filter((r) => r.score < 2).sort((a, b) => a.score - b.score);
  const report = [
    `# Strategy review`,
    '',
    `**Score: ${total}/${max}** (${verdict})`,
    '',
    '| Criterion | Score | Evidence |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.score}/2 | ${r.evidence ? `"${r.evidence.replace(/\|/g, '/')}"` : 'not addressed'} |`),
    '',
    '## What to fix first',
    ...(weakest.length ? weakest.slice(0, 4).map((r, i) => `${i + 1}. **${r.name}**: ${r.fix}`) : ['Nothing critical. Revisit the plan after the first month of results.']),
  ].join('\n');
  return {
    steps: [
      { tool: 'rubric_scoring', summary: `${total}/${max} across ${RUBRIC.length} criteria` },
      { tool: 'evidence_quotes', summary: `${rows.filter((r) => r.evidence).length} criteria with evidence` },
      { tool: 'fix_list', summary: `${weakest.length} criteria to improve` },
    ],
    context: `Strategy text:\n${text.slice(0, 6000)}\nRubric results:\n${rows.map((r) => `${r.name}: ${r.score}/2 ${r.evidence ?? ''}`).join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft: report,
    field: report,
    artifacts: [{ type: 'strategy_review', subtype: 'markdown', filename: 'strategy-review.md', mimeType: 'text/markdown', data: utf8(report) }],
  };
}
