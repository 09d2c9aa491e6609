import { readabilityLabel, textStats } from '../tools/text-stats.ts';
import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { seoTask } from '../offline/request-intent.ts';
import { analysedLine } from '../offline/request-material.ts';
import { fill, capitalise } from '../offline/template-grammar.ts';
import type { WritingKit } from '../offline/writing-kit.ts';

interface Finding {
  priority: 'high' | 'medium' | 'low';
  check: string;
  observation: string;
  recommendation: string;
}

/**
 * SEO agent: an on-page audit of the page the request points at (a referenced or named document or web
 * page, else pasted copy), or keyword ideas for a topic. It never audits the wording of the request itself.
 */
export function seoPipeline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const task = seoTask(ctx.message, kit.material);
  if (task === 'audit') return audit(ctx, kit);
  if (task === 'meta_tags') return metaTags(ctx, kit);
  if (task === 'outline') return outline(ctx, kit);
  return keywordIdeas(ctx, kit, task === 'needs_page');
}

function audit(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const text = kit.material.text;
  const stats = textStats(text);
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const title = stats.headings.find((h) => h.level === 1)?.text ?? lines[0]?.replace(/^#+\s*/, '') ?? '';
  const targetTerms = (ctx.profile.offer_main ?? ctx.profile.industry ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const covered = targetTerms.filter((t) => stats.keywords.some((k) => k.word === t));
  const findings: Finding[] = [];
  if (title.length < 30 || title.length > 60) findings.push({ priority: 'high', check: 'Title length', observation: `${title.length} characters`, recommendation: kit.pick.pick(['Keep the title between 30 and 60 characters and lead with the main keyword.', 'Rewrite the title to 30-60 characters, main keyword first.', 'Aim for a 30 to 60 character title that opens with what people search for.'], 'r.title') });
  if (!stats.headings.some((h) => h.level === 2)) findings.push({ priority: 'high', check: 'Heading structure', observation: `${stats.headings.length} headings, no H2`, recommendation: kit.pick.pick(['Break the page into sections with descriptive H2 headings.', 'Add H2 headings that say what each section answers.', 'Split the text under two or three H2 headings a reader could scan.'], 'r.h2') });
  if (stats.words < 300) findings.push({ priority: 'medium', check: 'Content length', observation: `${stats.words} words`, recommendation: kit.pick.pick(['Expand to at least 300 words for informational pages; answer the questions searchers ask.', 'Grow the page past 300 words by answering the questions buyers ask before they buy.', 'Add the missing answers (price, how it works, who it is for) to pass 300 words.'], 'r.length') });
  if (stats.fleschReadingEase < 50) findings.push({ priority: 'medium', check: 'Readability', observation: `Flesch ${stats.fleschReadingEase} (${readabilityLabel(stats.fleschReadingEase)})`, recommendation: `Shorten sentences (now ${stats.averageSentenceLength} words on average) and prefer plain words.` });
  if (stats.links.length === 0) findings.push({ priority: 'low', check: 'Links', observation: 'No links found', recommendation: kit.pick.pick(['Add internal links to related pages and one or two authoritative external sources.', 'Link to two related pages on your site, and to one trusted outside source.', 'Give readers somewhere to go next: internal links to related pages.'], 'r.links') });
  if (targetTerms.length && covered.length < Math.min(2, targetTerms.length)) findings.push({ priority: 'medium', check: 'Keyword alignment', observation: `Covers ${covered.length} of your offer terms (${targetTerms.slice(0, 5).join(', ')})`, recommendation: kit.pick.pick(['Use the words your customers use for your offer in the title, first paragraph and one heading.', 'Put your offer\'s own words in the title, the opening lines and a heading.', 'Name the offer the way buyers do, early and in one heading.'], 'r.align') });
  const top = stats.keywords[0];
  if (top && stats.words > 0 && top.count / stats.words > 0.04) findings.push({ priority: 'low', check: 'Keyword density', observation: `"${top.word}" is ${Math.round((top.count / stats.words) * 1000) / 10}% of words`, recommendation: kit.pick.pick(['Vary the wording; above about 3% reads as stuffing.', 'Use synonyms: past about 3% it reads as keyword stuffing.'], 'r.density') });
  const order = { high: 0, medium: 1, low: 2 } as const;
  findings.sort((a, b) => order[a.priority] - order[b.priority]);
  const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = ['priority,check,observation,recommendation', ...findings.map((f) => [f.priority, f.check, f.observation, f.recommendation].map(csvCell).join(','))].join('\n');
  const subject = kit.material.kind === 'pasted' ? 'the text you pasted' : `"${kit.material.title}"`;
  const opener = `**On-page SEO review** of ${subject}.`;
  const closer = findings.length
    ? kit.pick.pick(['Fix the first two and re-run the audit: the rest are refinements.', 'Start at the top of the list: the high-priority fixes move rankings most.', 'Work down the list; re-run me on the updated page to check.'], 'seo.closer')
    : kit.pick.pick(['No on-page problems found. Keep an eye on search intent and freshness.', 'The page passes every on-page check. Next, look at search intent and freshness.'], 'seo.clean');
  const draft = [
    opener,
    analysedLine(kit.material),
    '',
    `| Measure | Value |`,
    `|---|---|`,
    `| Title | ${title ? `"${title.slice(0, 80).replace(/\|/g, '/')}" (${title.length} chars)` : 'none found'} |`,
    `| Headings | ${stats.headings.length} (${stats.headings.map((h) => `H${h.level}`).join(', ') || 'none'}) |`,
    `| Readability | Flesch ${stats.fleschReadingEase}, ${readabilityLabel(stats.fleschReadingEase)} |`,
    `| Top keywords | ${stats.keywords.slice(0, 5).map((k) => `${k.word} (${k.count})`).join(', ') || 'none'} |`,
    `| Links | ${stats.links.length} |`,
    '',
    ...(findings.length ? ['**Fixes, most important first**', ...findings.map((f, i) => `${i + 1}. **${f.check}** (${f.priority}): ${f.observation}. ${f.recommendation}`), ''] : []),
    closer,
    '',
    'The findings are attached as a CSV.',
  ].join('\n');
  return {
    steps: [
      { tool: 'page_metrics', summary: `${subject}: ${stats.words} words, Flesch ${stats.fleschReadingEase}` },
      { tool: 'structure_check', summary: `${stats.headings.length} headings, ${stats.links.length} links` },
      { tool: 'recommendations', summary: `${findings.length} findings` },
    ],
    context: `Page analysed (${subject}):\n${text.slice(0, 4000)}\nMetrics: ${JSON.stringify({ ...stats, keywords: stats.keywords.slice(0, 5) })}\nFindings:\n${findings.map((f) => `${f.priority}: ${f.check}: ${f.observation}`).join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: draft,
    artifacts: [{ type: 'seo_report', subtype: 'csv', filename: 'seo-findings.csv', mimeType: 'text/csv', data: utf8(csv) }],
  };
}

/** Keyword ideas from the request's topic and the space's own words: phrases to check in a keyword tool, no invented volumes. */
function keywordIdeas(ctx: AgentContext, kit: WritingKit, noPage: boolean): PipelineResult {
  const s = kit.slots;
  const seed = targetKeyword(ctx, kit);
  const audience = (kit.slots.audienceShort ?? '').toLowerCase();
  const competitors = (kit.facts.competitors ?? '').split(/,|;| and /).map((c) => c.trim()).filter(Boolean).slice(0, 2);
  const ideas: { phrase: string; intent: string; use: string }[] = seed
    ? [
        { phrase: seed, intent: 'commercial', use: kit.pick.pick(['the main page for the offer', 'your core landing page'], 'k1') },
        { phrase: `best ${seed}`, intent: 'commercial', use: kit.pick.pick(['a comparison or buyer guide', 'a "how we compare" page'], 'k2') },
        { phrase: `${seed} for ${audience || 'small businesses'}`, intent: 'commercial', use: kit.pick.pick(['a landing page for your audience', 'a page written for that buyer'], 'k3') },
        { phrase: `how to choose ${seed}`, intent: 'informational', use: kit.pick.pick(['a guide that ends with your offer', 'a checklist post'], 'k4') },
        { phrase: `what is ${seed}`, intent: 'informational', use: kit.pick.pick(['an explainer article', 'a short FAQ answer'], 'k5') },
        { phrase: `${seed} cost`, intent: 'commercial', use: kit.pick.pick(['a pricing or FAQ section', 'a transparent pricing page'], 'k6') },
        ...competitors.map((c) => ({ phrase: `${c.toLowerCase()} alternative`, intent: 'commercial', use: kit.pick.pick(['a fair comparison page', 'an honest "switching from" page'], `k.${c}`) })),
        { phrase: `${seed} ideas`, intent: 'informational', use: kit.pick.pick(['a list article', 'a round-up post'], 'k7') },
      ]
    : [];
  const table = ideas.length
    ? ['| Phrase | Search intent | Where to use it |', '|---|---|---|', ...ideas.map((i) => `| ${i.phrase.replace(/\|/g, '/')} | ${i.intent} | ${i.use} |`)]
    : [fill('Tell me the topic (for example "keyword ideas for {offer}") or answer "What is your main product or service?" in the space profile.', s)];
  const draft = [
    noPage
      ? 'I did not get a page to audit: reference a document or a URL source from the knowledge base (or paste the page text) and I will audit it. Meanwhile, here are keyword ideas:'
      : kit.pick.pick([`**Keyword ideas** for ${seed || 'your offer'}:`, `**Search phrases worth checking** for ${seed || 'your offer'}:`], 'seo.keywords'),
    "Analysed: the request's topic and your space profile's answers.",
    '',
    ...table,
    '',
    'These are starting points built from your own words, not measured search volumes: check volume and difficulty in a keyword tool before you commit.',
    ...(noPage ? ['', '**On every page you change**', `- A title tag that leads with the page's main phrase${ideas[0] ? ` (for example "${ideas[0].phrase}")` : ''}.`, '- A meta description that says what the page offers and to whom, in under 155 characters.', '- Internal links from your most visited pages to the page you want to rank.'] : []),
  ].join('\n');
  return {
    steps: [
      { tool: 'request_type', summary: noPage ? 'no page given; keyword ideas' : 'keyword ideas' },
      { tool: 'keyword_ideas', summary: `${ideas.length} phrases for ${seed || 'an unknown topic'}` },
    ],
    context: `Request: ${ctx.message}\nKeyword ideas:\n${ideas.map((i) => `${i.phrase} (${i.intent})`).join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: draft,
    artifacts: [],
  };
}

/** The phrase a request targets: a quoted keyword, else what it asks keyword ideas for, else the industry or offer. */
function targetKeyword(ctx: AgentContext, kit: WritingKit): string {
  const asked = /\b(?:keywords?|ideas|rank)\b[^,.;]*?\b(?:for|about|on)\s+([^,.;?]+)/i.exec(ctx.message)?.[1];
  const phrase = kit.details.quoted[0] ?? asked ?? kit.slots.askedTopic ?? kit.facts.industry?.split(/[,;]/)[0] ?? kit.slots.topic ?? '';
  return phrase
    .replace(/^(?:(?:a|an|the|our)\s+)?(?:blog\s+(?:series|posts?)|articles?|series|page)\s+(?:about|on|for)\s+/i, '')
    .replace(/^(a|an|the|our)\s+/i, '')
    .trim()
    .toLowerCase();
}

/** A title tag (at most 60 characters) and meta description (at most 155) that lead with the target keyword. */
function metaTags(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const keyword = targetKeyword(ctx, kit);
  const kw = keyword.charAt(0).toUpperCase() + keyword.slice(1);
  const company = kit.facts.company ?? '[your company]';
  const titles = kit.pick.several([`${kw} | ${company}`, `${kw} for ${kit.slots.audienceShort ?? 'your team'} | ${company}`, `${kw}: ${kit.slots.askedTopic ?? company}`, `${company}: ${kw}`], 2, 'meta.title').map((t) => (t.length > 60 ? `${kw} | ${company}`.slice(0, 60) : t));
  const descriptions = kit.pick
    .several([`${kw} from ${company}: ${kit.slots.offer ?? '[your offer]'}. ${kit.slots.differentiator ? `${capitalise(kit.slots.differentiator)}.` : ''}`, `Looking for ${keyword}? ${company} offers ${kit.slots.offer ?? '[your offer]'}.`, `${capitalise(kit.slots.differentiator ?? `${company} offers ${kit.slots.offer ?? '[your offer]'}`)}. ${kw}, done simply.`], 2, 'meta.description')
    .map((d) => fit(d.trim(), 155));
  const draft = [
    `**Title tag and meta description** for ${kit.slots.askedTopic ?? 'the page'}, targeting "${keyword}".`,
    "Analysed: the request's target keyword and your space profile's answers.",
    '',
    '**Title tag** (at most 60 characters)',
    ...titles.map((t) => `- ${t} _(${t.length})_`),
    '',
    '**Meta description** (at most 155 characters)',
    ...descriptions.map((d) => `- ${d} _(${d.length})_`),
    '',
    kit.pick.pick(['Put the keyword in the H1 too, and keep the page\'s first paragraph on the same topic.', 'Use the same keyword in the H1 and the first paragraph, so the page matches what the snippet promises.'], 'meta.tip'),
  ].join('\n');
  return { steps: [{ tool: 'meta_tags', summary: `title and description for "${keyword}"` }], context: `Target keyword: ${keyword}\nSpace profile:\n${profileSummary(ctx)}`, draft, field: draft, artifacts: [] };
}

/** A post outline for a keyword: H2 sections and the questions searchers ask, ending on the space's offer. */
function outline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const keyword = targetKeyword(ctx, kit);
  const kw = keyword.charAt(0).toUpperCase() + keyword.slice(1);
  const sections = kit.pick.several([`What to look for in a ${keyword}`, `How much does a ${keyword} cost?`, `${kw}: buy, lease or subscribe?`, `How to choose the right ${keyword} for your team`, `Keeping a ${keyword} clean and running`, `Common mistakes when picking a ${keyword}`, `Who should own the ${keyword}?`, `${kw} checklist before you sign`, `What your team will ask about a ${keyword}`, `Setting up a ${keyword} in a week`], 5, 'outline.h2');
  const questions = kit.pick.several([`Which ${keyword} suits a team of your size?`, `What does a ${keyword} cost per month?`, `How often does a ${keyword} need cleaning?`, `Is a bean-to-cup machine worth it for an office?`, `What do people on your team actually drink?`, `Who fixes a ${keyword} when it breaks?`, `How much space does a ${keyword} need?`, `Can you try a ${keyword} before you commit?`], 4, 'outline.q');
  const draft = [
    `**Outline** for a post that targets "${keyword}".`,
    "Analysed: the request's target keyword and your space profile's answers.",
    '',
    `# ${kw}: a practical guide${kit.facts.company ? ` from ${kit.facts.company}` : ''}`,
    '',
    ...sections.map((h) => `## ${h}`),
    `## How ${kit.facts.company ?? '[your company]'} can help`,
    '',
    '**Questions the post should answer**',
    ...questions.map((q) => `- ${q}`),
    '',
    'Use the keyword in the title, the first paragraph and one H2; link to your offer page from the last section.',
  ].join('\n');
  return { steps: [{ tool: 'outline', summary: `${sections.length + 1} H2 sections for "${keyword}"` }], context: `Target keyword: ${keyword}\nOutline:\n${sections.join('\n')}`, draft, field: draft, artifacts: [] };
}

/** Within a limit: whole sentences when they fit, else cut at a word. */
function fit(s: string, limit: number): string {
  if (s.length <= limit) return s;
  const sentences = /^(.*[.!?])\s/.exec(s.slice(0, limit + 1))?.[1];
  return sentences && sentences.length > limit / 2 ? sentences : `${s.slice(0, limit - 1).replace(/\s+\S*$/, '')}.`;
}
