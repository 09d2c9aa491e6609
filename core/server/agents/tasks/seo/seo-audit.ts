import { utf8 } from '../../tools/agent-context.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { asSentence, countWord, inSentence, listOf, qualifierOf, titleCase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { fitChars } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { DESCRIPTION_LIMIT, lengthMark, TITLE_LIMIT } from './meta-writer.ts';
import { auditPage, type AuditArea, type AuditCheck, type PageAudit } from './page-audit.ts';
import { readerCopy } from './reader-copy.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';

/** A page to audit: a document or web page the request names or ticks, else the text pasted into it. */
interface AuditedPage {
  name: string;
  text: string;
  source: FactSource | null;
}

const MAX_PAGES = 3;
const AREAS: AuditArea[] = ['Title and meta', 'Structure', 'Content', 'Links and media'];

function pagesOf(input: TaskInput): AuditedPage[] {
  const read = input.referenced.filter((r) => r.text.trim()).slice(0, MAX_PAGES);
  if (read.length) return read.map((r) => ({ name: `"${r.title}"`, text: r.text, source: input.facts.sources.find((s) => s.id === r.id) ?? { title: r.title, kind: r.kind, id: r.id } }));
  if (input.brief.pasted?.trim()) return [{ name: 'the text you pasted', text: input.brief.pasted, source: null }];
  return [];
}

/** A title tag and description for the page: its own words, led by the target phrase, within the limits. */
function proposals(audit: PageAudit, keyword: string | null, input: TaskInput): { title: string; description: string } {
  const company = input.facts.company;
  const has = (t: string) => !keyword || t.toLowerCase().includes(keyword.toLowerCase());
  const KT = keyword ? titleCase(keyword) : null;
  const audience = input.brief.audience ?? qualifierOf(input.facts.product);
  const isBrand = Boolean(company && audit.title.trim().toLowerCase() === company.toLowerCase());
  const titles = [
    has(audit.title) && audit.title.length >= 30 ? audit.title : null,
    has(audit.title) && company && !isBrand ? `${audit.title} | ${company}` : null,
    KT && audience && company ? `${KT} for ${titleCase(audience)} | ${company}` : null,
    KT && !isBrand && audit.title ? `${KT}: ${audit.title}` : null,
    KT && company ? `${KT} | ${company}` : null,
    KT,
    audit.title || null,
  ]
    .filter((t): t is string => Boolean(t))
    .map((t) => readerCopy(t, input));
  const title = titles.find((t) => t.length <= TITLE_LIMIT && has(t)) ?? fitChars(titles[0] ?? '[your page title]', TITLE_LIMIT);
  const own = audit.metaDescription && audit.metaDescription.length <= DESCRIPTION_LIMIT ? audit.metaDescription : audit.opening;
  const lead = keyword && !has(own) && input.facts.product ? `${company ? `${company} is ` : ''}${company ? inSentence(input.facts.product) : asSentence(input.facts.product)}${company ? '.' : ''} ` : '';
  const description = fitChars(readerCopy(`${lead}${own}`.trim() || '[a one-sentence summary of the page]', input), DESCRIPTION_LIMIT);
  return { title, description };
}

const line = (c: AuditCheck, n?: number) => `${n ? `${n}. ` : '- '}**${c.check}** (${c.priority}): ${c.observation}. ${c.fix}`;

/** One page's audit, in the structure of this variant: fixes by priority, a checklist by area, or a rewrite plan. */
function report(page: AuditedPage, audit: PageAudit, proposed: { title: string; description: string }, variant: number): string {
  const failed = audit.checks.filter((c) => !c.passed);
  const s = audit.stats;
  const proposedBlock = ['**Proposed title tag and meta description**', `- Title tag: ${proposed.title} ${lengthMark(proposed.title, TITLE_LIMIT)}`, `- Meta description: ${proposed.description} ${lengthMark(proposed.description, DESCRIPTION_LIMIT)}`].join('\n');
  const missingBlock = audit.missing.length ? ['**From your facts, not yet on the page**', ...audit.missing.map((m) => `- ${m.heading}: ${m.fact}`)].join('\n') : '';
  switch (variant % 3) {
    case 1:
      return [
        `Checked ${page.name}: ${s.words} words, ${plural(s.headings.length, 'heading')}, ${plural(s.links.length, 'link')}.`,
        ...AREAS.map((area) => {
          const list = audit.checks.filter((c) => c.area === area);
          return list.length ? [`**${area}**`, ...list.map((c) => (c.passed ? `- [x] ${c.check}: ${c.observation}` : `- [ ] ${c.check}: ${c.observation}. Fix: ${c.fix}`))].join('\n') : '';
        }),
        proposedBlock,
        missingBlock,
      ].filter(Boolean).join('\n\n');
    case 2: {
      const quick = failed.filter((c) => c.quick);
      const bigger = failed.filter((c) => !c.quick);
      return [
        proposedBlock,
        audit.missing.length ? ['**Sections to add, from your facts**', ...audit.missing.map((m) => `- **${m.heading}**: ${m.fact}`)].join('\n') : '',
        quick.length ? ['**Quick wins (minutes each)**', ...quick.map((c) => line(c))].join('\n') : '',
        bigger.length ? ['**Bigger changes**', ...bigger.map((c) => line(c))].join('\n') : '',
        `Measured on ${page.name}: ${s.words} words, Flesch ${s.fleschReadingEase}, ${plural(s.headings.length, 'heading')}, ${plural(s.links.length, 'link')}.`,
      ].filter(Boolean).join('\n\n');
    }
    default:
      return [
        '| Measure | Value |',
        '|---|---|',
        `| Title | ${audit.title ? `"${audit.title.slice(0, 80).replace(/\|/g, '/')}" (${audit.title.length} characters)` : 'none found'} |`,
        `| Words | ${s.words} |`,
        `| Headings | ${s.headings.length} (${s.headings.map((h) => `H${h.level}`).join(', ') || 'none'}) |`,
        `| Readability | Flesch ${s.fleschReadingEase} |`,
        `| Most used words | ${s.keywords.slice(0, 5).map((k) => `${k.word} (${k.count})`).join(', ') || 'none'} |`,
        `| Links | ${s.links.length} |`,
        '',
        failed.length ? ['**Fixes, most important first**', ...failed.map((c, i) => line(c, i + 1))].join('\n') : '**The page passes every on-page check.**',
        '',
        proposedBlock,
        missingBlock ? `\n${missingBlock}` : '',
      ].join('\n').trim();
  }
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const pages = pagesOf(input);
  if (!pages.length) {
    const url = brief.links[0];
    return {
      summary: url
        ? `I can't open ${url} from here: add it as a web page source in the knowledge base and name it in the request, or paste the page's text, and I'll audit it.`
        : "There's no page to audit yet: name a document from your knowledge base, tick a web page source, or paste the page's text into the request.",
      deliverable: '',
      notes: ['Meanwhile I can do these from your facts alone; send one to start:', ...OTHER_STARTERS.map((s) => `- ${s}`)],
      used: [],
      steps: [{ tool: 'page_audit', summary: 'no document, web page or pasted text to audit' }],
      artifacts: [],
    };
  }
  const subject = seoSubjectOf(brief, facts);
  const used = new UsedSources(facts);
  const offTopic: string[] = [];
  const audits = pages.map((page) => {
    // The profile's product phrase is the target only for a page about it: a page that never uses its words is
    // checked on its own terms rather than failed for missing someone else's keyword.
    const keyword = subject.keyword && !subject.fromRequest && !mentionsAny(page.text, subject.keyword) ? null : subject.keyword;
    if (subject.keyword && !keyword) offTopic.push(page.name);
    const audit = auditPage(page.text, keyword, facts);
    if (page.source) used.add(page.source);
    if (keyword) used.profile();
    for (const m of audit.missing) for (const f of m.facts) used.fact(f);
    return { page, audit, proposed: proposals(audit, keyword, input) };
  });
  const deliverable = audits.map((a) => (audits.length > 1 ? `### ${a.page.name}\n\n` : '') + report(a.page, a.audit, a.proposed, input.variant)).join('\n\n');
  const failed = audits.flatMap((a) => a.audit.checks.filter((c) => !c.passed));
  const high = failed.filter((c) => c.priority === 'high').length;
  const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = ['page,area,check,priority,passed,observation,fix', ...audits.flatMap((a) => a.audit.checks.map((c) => [a.page.name.replace(/"/g, ''), c.area, c.check, c.priority, c.passed ? 'yes' : 'no', c.observation, c.fix].map(csvCell).join(',')))].join('\n');
  const notes: string[] = [];
  if (offTopic.length) notes.push(`${capitalise(listOf(offTopic))} never uses the words of "${subject.keyword}", your profile's product, so keyword placement was not checked: name the phrase the page should rank for in the request to check it.`);
  if (subject.keyword && offTopic.length < pages.length) notes.push(`Checked against "${subject.keyword}" as the phrase to rank for${subject.fromRequest ? '' : ' (from your profile; name another in the request to check against it)'}.`);
  if (!subject.keyword) notes.push('Name the phrase the page should rank for, or add your main product to the profile, to check keyword placement too.');
  notes.push('This audit reads the text only: page speed, mobile layout and indexing need a crawler or Search Console.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const names = listOf(pages.map((p) => p.name));
  return {
    summary: failed.length ? `An SEO audit of ${names}: ${countWord(failed.length)} fix${failed.length === 1 ? '' : 'es'}, ${high ? `${countWord(high)} of them high priority` : 'none of them high priority'}.` : `An SEO audit of ${names}: it passes every on-page check.`,
    deliverable,
    notes,
    used: used.list(),
    steps: audits.flatMap((a) => [
      { tool: 'page_metrics', summary: `${a.page.name}: ${a.audit.stats.words} words, Flesch ${a.audit.stats.fleschReadingEase}` },
      { tool: 'recommendations', summary: `${a.audit.checks.filter((c) => !c.passed).length} fixes` },
    ]),
    artifacts: [{ type: 'seo_report', subtype: 'csv', filename: 'seo-audit.csv', mimeType: 'text/csv', data: utf8(csv) }],
  };
}

/** Whether a text uses any content word of a phrase. */
function mentionsAny(text: string, phrase: string): boolean {
  const lower = text.toLowerCase();
  return (phrase.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => lower.includes(w.replace(/(ing|es|s)$/, '')));
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const OTHER_STARTERS = ['Write 3 title tags and meta descriptions for our pricing page', 'Give me 15 keyword ideas grouped by search intent', 'Write 8 FAQs for our pricing page', 'Outline a blog post that targets our main keyword'];

export const SEO_AUDIT_TASK: AgentTask = {
  id: 'seo.audit',
  agent: 'seo-agent',
  label: 'an SEO audit of a page',
  cues: ['audit', 'seo audit', 'review', 'check', 'analyse', 'analyze', 'score', 'optimise', 'optimize', 'on-page', 'improve the seo', 'what is wrong'],
  delivers: ['audit', 'review', 'report', 'seo audit'],
  starter: 'Audit the SEO of our product sheet',
  generate,
};
