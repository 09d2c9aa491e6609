import { readabilityLabel, textStats } from '../tools/text-stats.ts';
import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

interface Finding {
  priority: 'high' | 'medium' | 'low';
  check: string;
  observation: string;
  recommendation: string;
}

/** SEO agent: on-page analysis of the text it is given (title, headings, length, readability, keywords, links). */
export function seoPipeline(ctx: AgentContext): PipelineResult {
  const text = ctx.message;
  const stats = textStats(text);
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const title = stats.headings.find((h) => h.level === 1)?.text ?? lines[0] ?? '';
  const targetTerms = (ctx.profile.offer_main ?? ctx.profile.industry ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const covered = targetTerms.filter((t) => stats.keywords.some((k) => k.word === t));
  const findings: Finding[] = [];
  if (title.length < 30 || title.length > 60) findings.push({ priority: 'high', check: 'Title length', observation: `${title.length} characters`, recommendation: 'Keep the title between 30 and 60 characters and lead with the main keyword.' });
  if (!stats.headings.some((h) => h.level === 2)) findings.push({ priority: 'high', check: 'Heading structure', observation: `${stats.headings.length} headings, no H2`, recommendation: 'Break the page into sections with descriptive H2 headings.' });
  if (stats.words < 300) findings.push({ priority: 'medium', check: 'Content length', observation: `${stats.words} words`, recommendation: 'Expand to at least 300 words for informational pages; answer the questions searchers ask.' });
  if (stats.fleschReadingEase < 50) findings.push({ priority: 'medium', check: 'Readability', observation: `Flesch ${stats.fleschReadingEase} (${readabilityLabel(stats.fleschReadingEase)})`, recommendation: `Shorten sentences (now ${stats.averageSentenceLength} words on average) and prefer plain words.` });
  if (stats.links.length === 0) findings.push({ priority: 'low', check: 'Links', observation: 'No links found', recommendation: 'Add internal links to related pages and one or two authoritative external sources.' });
  if (targetTerms.length && covered.length < Math.min(2, targetTerms.length)) findings.push({ priority: 'medium', check: 'Keyword alignment', observation: `Covers ${covered.length} of your offer terms (${targetTerms.slice(0, 5).join(', ')})`, recommendation: 'Use the words your customers use for your offer in the title, first paragraph and one heading.' });
  const top = stats.keywords[0];
  if (top && stats.words > 0 && top.count / stats.words > 0.04) findings.push({ priority: 'low', check: 'Keyword density', observation: `"${top.word}" is ${Math.round((top.count / stats.words) * 1000) / 10}% of words`, recommendation: 'Vary the wording; above about 3% reads as stuffing.' });
  const order = { high: 0, medium: 1, low: 2 } as const;
  findings.sort((a, b) => order[a.priority] - order[b.priority]);
  const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = ['priority,check,observation,recommendation', ...findings.map((f) => [f.priority, f.check, f.observation, f.recommendation].map(csvCell).join(','))].join('\n');
  const draft = [
    `**On-page SEO review** of the text you sent (${stats.words} words, ${stats.sentences} sentences).`,
    '',
    `| Measure | Value |`,
    `|---|---|`,
    `| Title | ${title ? `"${title.slice(0, 80)}" (${title.length} chars)` : 'none found'} |`,
    `| Headings | ${stats.headings.length} (${stats.headings.map((h) => `H${h.level}`).join(', ') || 'none'}) |`,
    `| Readability | Flesch ${stats.fleschReadingEase}, ${readabilityLabel(stats.fleschReadingEase)} |`,
    `| Top keywords | ${stats.keywords.slice(0, 5).map((k) => `${k.word} (${k.count})`).join(', ') || 'none'} |`,
    `| Links | ${stats.links.length} |`,
    '',
    findings.length ? '**Fixes, most important first**' : '**No on-page problems found.** Keep an eye on search intent and freshness.',
    ...findings.map((f, i) => `${i + 1}. **${f.check}** (${f.priority}): ${f.observation}. ${f.recommendation}`),
    '',
    'The findings are attached as a CSV.',
  ].join('\n');
  return {
    steps: [
      { tool: 'page_metrics', summary: `${stats.words} words, Flesch ${stats.fleschReadingEase}` },
      { tool: 'structure_check', summary: `${stats.headings.length} headings, ${stats.links.length} links` },
      { tool: 'recommendations', summary: `${findings.length} findings` },
    ],
    context: `Text analysed:\n${text.slice(0, 4000)}\nMetrics: ${JSON.stringify({ ...stats, keywords: stats.keywords.slice(0, 5) })}\nFindings:\n${findings.map((f) => `${f.priority}: ${f.check}: ${f.observation}`).join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: draft,
    artifacts: [{ type: 'seo_report', subtype: 'csv', filename: 'seo-findings.csv', mimeType: 'text/csv', data: utf8(csv) }],
  };
}
