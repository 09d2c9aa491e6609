import { breachesOf } from '../brand-voice/voice-breaches.ts';
import { asInvitation, isInstruction } from '../../brief/phrase-type.ts';
import { utf8 } from '../../tools/agent-context.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { asSentence, countWord, inSentence, listOf, qualifierOf, titleCase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { fitChars } from './fit-length.ts';
import { askedCount } from './asked-count.ts';
import { firstClaim, phrasePriceShort } from '../../facts/fact-phrases.ts';
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
  // Text pasted into the request is the page asked about, whatever documents are ticked for facts beside it.
  if (input.brief.pasted?.trim()) return [{ name: 'the text you pasted', text: withStatedTitle(input.brief.pasted, input.brief.request), source: null }];
  const read = input.referenced.filter((r) => r.text.trim()).slice(0, MAX_PAGES);
  return read.map((r) => ({ name: `"${r.title}"`, text: r.text, source: input.facts.sources.find((s) => s.id === r.id) ?? { title: r.title, kind: r.kind, id: r.id } }));
}

// 'Title tag is "Home"', 'the title is: Home': what the request says of the page's title, beside the text it pastes.
const STATED_TITLE = /\b(?:(?:page|seo|meta)\s+)?title(?:\s+tag)?\s+(?:is|reads|:)\s*:?\s*["“]([^"”\n]{1,120})["”]/i;

/**
 * The pasted text with the title the request states as its own line ('Title: Home'), so the audit checks the title
 * the page has, never the pasted copy's first sentence, and the statement itself is not read as page copy.
 */
function withStatedTitle(pasted: string, request: string): string {
  const stated = STATED_TITLE.exec(request)?.[1]?.trim();
  if (!stated) return pasted;
  const body = pasted.replace(new RegExp(`["”]?\\s*\\b(?:(?:page|seo|meta)\\s+)?title(?:\\s+tag)?\\s+(?:is|reads|:)[\\s\\S]*$`, 'i'), '').trim();
  return `Title: ${stated}\n\n${body}`;
}

/** A title tag and description for the page: its own words, led by the target phrase, within the limits. */
function proposals(audit: PageAudit, keyword: string | null, input: TaskInput, page: AuditedPage, place: string | null): { title: string; description: string } {
  const company = input.facts.company;
  // A title 'mentions' the phrase as the audit counts it (most of its words): 'Spanish Classes in Bristol' has 'spanish classes bristol'.
  const has = (t: string) => {
    if (!keyword) return true;
    const words = keyword.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
    return words.filter((w) => t.toLowerCase().includes(w.replace(/s$/, ''))).length >= Math.ceil(words.length * 0.6);
  };
  const KT = keyword ? titleCase(keyword) : null;
  const audience = input.brief.audience ?? qualifierOf(input.facts.product);
  const isBrand = Boolean(company && audit.title.trim().toLowerCase() === company.toLowerCase());
  const titles = [
    KT && place && company ? `${KT} in ${place} | ${company}` : null,
    KT && place ? `${KT} in ${place}` : null,
    has(audit.title) && audit.title.length >= 30 ? audit.title : null,
    has(audit.title) && company && !isBrand ? `${audit.title} | ${company}` : null,
    KT && audience && company ? `${KT} for ${titleCase(audience)} | ${company}` : null,
    // The phrase before a title that already says it would say it twice.
    KT && !isBrand && audit.title && !has(audit.title) ? `${KT}: ${audit.title}` : null,
    KT && company ? `${KT} | ${company}` : null,
    KT,
    audit.title || null,
  ]
    .filter((t): t is string => Boolean(t))
    .map((t) => readerCopy(t, input));
  // A regenerate proposes the next title that fits: another option to test, not the same one again.
  const fitting = titles.filter((t, i) => t.length <= TITLE_LIMIT && has(t) && titles.indexOf(t) === i);
  const title = fitting.length ? fitting[input.variant % fitting.length]! : fitChars(titles[0] ?? '[your page title]', TITLE_LIMIT);
  const own = audit.metaDescription && audit.metaDescription.length <= DESCRIPTION_LIMIT ? audit.metaDescription : audit.opening;
  const product = input.facts.product;
  const lead = keyword && !has(own) && product ? `${!company ? asSentence(product) : isInstruction(product) ? asInvitation(product) : /^(a|an)\s/i.test(product) ? `${company} is ${inSentence(product)}.` : `${company} offers ${inSentence(product)}.`} ` : '';
  // A page that states prices is found by people comparing them: its own prices make the description.
  const all = input.facts.prices.filter((p) => !p.fee && page.source && p.source.title === page.source.title);
  const from = all.length > 3 ? (input.variant * 3) % all.length : 0;
  const priced = [...all.slice(from), ...all.slice(0, from)].slice(0, 3);
  const byPrice = priced.length ? `${keyword ? `${capitalise(keyword)}${place ? ` in ${place}` : ''}` : company ?? 'Our prices'}: ${priced.map((p) => phrasePriceShort(p)).join('; ')}.` : null;
  // A short page's own opening is most of the page: proposing it back is no proposal, so the space's facts say what it offers.
  const whole = page.text.replace(/\s+/g, ' ').trim();
  const ownIsPage = Boolean(own) && own.length >= whole.length * 0.7;
  const said = product ? (!company ? asSentence(product) : isInstruction(product) ? asInvitation(product) : /^(a|an)\s/i.test(product) ? `${company} is ${inSentence(product)}.` : `${company} offers ${inSentence(product)}.`) : null;
  const fromFacts = [said, input.facts.differentiator ? firstClaim(input.facts.differentiator) : null]
    .filter((t): t is string => Boolean(t))
    .map((t) => asSentence(t.replace(/[.]+$/, '')))
    .join(' ');
  const options = byPrice ? [byPrice] : [ownIsPage && fromFacts ? fromFacts : `${lead}${own}`.trim()].filter(Boolean);
  const description = fitChars(readerCopy(options[input.variant % Math.max(1, options.length)] ?? '[a one-sentence summary of the page]', input), DESCRIPTION_LIMIT);
  return { title, description };
}

/** The checks a page passed, each with what was measured. */
function passedLine(audit: PageAudit): string {
  const passed = audit.checks.filter((c) => c.passed);
  const lower = (t: string) => (/^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
  return passed.length ? `**Checked and fine:** ${passed.map((c) => `${lower(c.check)} (${c.observation})`).join('; ')}.` : '';
}

const line = (c: AuditCheck, n?: number) => `${n ? `${n}. ` : '- '}**${c.check}** (${c.priority}): ${c.observation}. ${c.fix}`;

/** Why each check matters to a searcher: a regenerate explains the fixes from this side instead of restating them. */
const WHY: Record<string, string> = {
  Title: 'Google shows about 60 characters of a title; the rest of yours is lost in the results',
  'Keyword in the title': 'searchers click the result whose title repeats their own words',
  'Meta description': 'without one, Google picks a snippet of the page itself, often a line that sells nothing',
  'One H1': 'the H1 tells search engines and screen readers what the page is about',
  Sections: 'subheadings let a skimming reader find their question, and search engines read them as topics',
  'Heading order': 'a heading outline that skips levels confuses screen readers and crawlers',
  'Paragraph length': 'long blocks of text lose mobile readers',
  Length: 'a page this short gives search engines little to rank and buyers little to decide on',
  'Keyword early': 'the opening lines weigh most in what a page is judged to be about',
  Readability: 'long sentences make readers leave before they reach the call to action',
  Repetition: 'repeating one word reads as keyword stuffing to people and to search engines',
  'Call to action': 'a reader who is ready has nowhere to go next',
  Links: 'links tell search engines which of your pages matter and keep readers on your site',
  'Image alt text': 'alt text is how images are found in image search and read aloud',
  'Local search': 'people searching for a local service add the town to their search, and Google matches it against the page and your Business Profile',
  'Your facts on the page': 'the facts buyers weigh most are already written, just not on this page',
};
/** What each check looks like once passed: a regenerate's target for the change, not the first version's instruction again. */
const DONE: Record<string, string> = {
  Title: 'Done right, it reads in full in the results: 50 to 60 characters, like the title tag at the end',
  'Keyword in the title': 'Done right, the searched phrase opens the title, with your name after it',
  'Meta description': 'Done right, two short sentences of up to 155 characters say what the page offers and what to do next',
  'One H1': 'Done right, the page has a single top heading that names what it offers',
  Sections: 'Done right, every block of the page sits under a subheading that answers one question',
  'Heading order': 'Done right, subheadings step down one level at a time',
  'Paragraph length': 'Done right, no paragraph runs past four or five lines on a phone',
  Length: 'Done right, the page answers the questions people ask before they buy, in 300 words or more',
  'Keyword early': 'Done right, the searched phrase is in the first paragraph',
  Readability: 'Done right, most sentences stay under 20 words',
  Repetition: 'Done right, the main word appears naturally, with related words around it',
  'Call to action': 'Done right, the page ends on one clear next step with a link',
  Links: 'Done right, the page links to the pages a reader needs next, with anchor text that says where it goes',
  'Image alt text': 'Done right, every image has a short description of what it shows',
  'Local search': 'Done right, the town is in the title, the H1 and the opening, and the business details match your Google Business Profile',
  'Your facts on the page': 'Done right, the page states the facts a buyer weighs',
};
const whyLine = (c: AuditCheck, n: number) => `${n}. **${c.check}**: ${WHY[c.check] ?? c.observation}. ${DONE[c.check] ?? c.fix}.`;

/** One page's audit, in the structure of this variant: fixes by priority, a checklist by area, or a rewrite plan. */
function report(page: AuditedPage, audit: PageAudit, proposed: { title: string; description: string }, variant: number, asked: number | null): string {
  const failed = audit.checks.filter((c) => !c.passed);
  if (asked) return topFixes(page, audit, proposed, variant, asked);
  const s = audit.stats;
  const proposedBlock = ['**Proposed title tag and meta description**', `- Title tag: ${proposed.title} ${lengthMark(proposed.title, TITLE_LIMIT)}`, `- Meta description: ${proposed.description} ${lengthMark(proposed.description, DESCRIPTION_LIMIT)}`].join('\n');
  const missingBlock = audit.missing.length ? ['**From your facts, not yet on the page**', ...audit.missing.map((m) => `- ${m.heading}: ${m.fact}`)].join('\n') : '';
  switch (variant % 3) {
    case 1:
      return [
        `Checked ${page.name}: ${s.words} words, ${plural(s.headings.length, 'heading')}, ${plural(s.links.length, 'link')}.`,
        ...AREAS.map((area) => {
          const list = audit.checks.filter((c) => c.area === area);
          return list.length ? [`**${area}**`, ...list.map((c) => (c.passed ? `- [x] ${c.check}: ${c.observation}` : `- [ ] ${c.check} (${c.observation}): ${WHY[c.check] ?? c.fix}. ${DONE[c.check] ?? c.fix}.`))].join('\n') : '';
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
        // What passed, with what was seen: a verdict the reader can check, not a silent pass.
        passedLine(audit),
        '',
        proposedBlock,
        missingBlock ? `\n${missingBlock}` : '',
      ].join('\n').trim();
  }
}

/**
 * Exactly the number of fixes asked for, most important first: the first version states each finding and its fix,
 * a regenerate says why each matters before the change; the rest are named in one line, not numbered.
 */
function topFixes(page: AuditedPage, audit: PageAudit, proposed: { title: string; description: string }, variant: number, asked: number): string {
  const failed = audit.checks.filter((c) => !c.passed);
  const top = failed.slice(0, asked);
  const rest = failed.slice(asked);
  const s = audit.stats;
  const more = rest.length ? (variant % 2 === 1 ? `Lower down the list: ${listOf(rest.map((c) => c.check.toLowerCase()))}.` : `Also worth doing once these are done: ${listOf(rest.map((c) => c.check.toLowerCase()))}.`) : '';
  const short = top.length < asked ? `The page passes the other checks, so there ${top.length === 1 ? 'is one fix' : `are ${countWord(top.length)} fixes`}, not ${asked}.` : '';
  if (variant % 2 === 1)
    return [
      `${page.name} in numbers: ${s.words} words, ${plural(s.headings.length, 'heading')}, ${plural(s.links.length, 'link')}, a reading score of ${s.fleschReadingEase}.`,
      `**The ${countWord(top.length)} changes that matter most, and why**`,
      top.map((c, i) => whyLine(c, i + 1)).join('\n'),
      short,
      more,
      `**Ready-to-use title tag:** ${proposed.title} ${lengthMark(proposed.title, TITLE_LIMIT)}\n**Ready-to-use meta description:** ${proposed.description} ${lengthMark(proposed.description, DESCRIPTION_LIMIT)}`,
    ].filter(Boolean).join('\n\n');
  return [
    `| Measure | Value |\n|---|---|\n| Title | ${audit.title ? `"${audit.title.slice(0, 80).replace(/\|/g, '/')}" (${audit.title.length} characters)` : 'none found'} |\n| Words | ${s.words} |\n| Headings | ${s.headings.length} |\n| Links | ${s.links.length} |`,
    [`**The top ${countWord(top.length)} fixes, most important first**`, ...top.map((c, i) => line(c, i + 1))].join('\n'),
    short,
    more,
    ['**Proposed title tag and meta description**', `- Title tag: ${proposed.title} ${lengthMark(proposed.title, TITLE_LIMIT)}`, `- Meta description: ${proposed.description} ${lengthMark(proposed.description, DESCRIPTION_LIMIT)}`].join('\n'),
    audit.missing.length ? ['**From your facts, not yet on the page**', ...audit.missing.map((m) => `- ${m.heading}: ${m.fact}`)].join('\n') : '',
  ].filter(Boolean).join('\n\n');
}

/** The places the space serves, as its profile names them ('in Bristol and North Somerset'). */
function placesOf(facts: TaskInput['facts']): string[] {
  const out: string[] = [];
  for (const text of [facts.description, facts.audience, facts.product].filter((t): t is string => Boolean(t)))
  for (const m of text.matchAll(/\b(?:in|across|around)\s+((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)(?:\s+and\s+((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*))?/g)) {
    for (const place of [m[1], m[2]]) if (place && !out.includes(place) && !/^(The|Our|Your|Each|Every)$/.test(place)) out.push(place);
  }
  return out;
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
  const asked = askedCount(brief, ['fix', 'recommendation', 'issue', 'change', 'improvement', 'problem', 'priority', 'priorities']);
  const used = new UsedSources(facts);
  const offTopic: string[] = [];
  const audits = pages.map((page) => {
    // The profile's product phrase is the target only for a page about it: a page that never uses its words is
    // checked on its own terms rather than failed for missing someone else's keyword.
    const keyword = subject.keyword && !subject.fromRequest && !mentionsAny(page.text, subject.keyword) ? null : subject.keyword;
    if (subject.keyword && !keyword) offTopic.push(page.name);
    const places = placesOf(facts);
    const local = /\blocal\b/i.test(brief.request) && places.length > 0;
    const audit = auditPage(page.text, keyword, facts, local ? { places } : null);
    // What the page says against the space's own rules: a claim they forbid or a word they avoid is the first fix, before any tag.
    const voiceCheck = voiceBreaches(page.text, input.voice);
    if (voiceCheck) audit.checks.unshift(voiceCheck);
    if (page.source) used.add(page.source);
    if (keyword) used.profile();
    for (const m of audit.missing) for (const f of m.facts) used.fact(f);
    return { page, audit, proposed: proposals(audit, keyword, input, page, local ? places[0]! : null) };
  });
  const deliverable = audits.map((a) => (audits.length > 1 ? `### ${a.page.name}\n\n` : '') + report(a.page, a.audit, a.proposed, input.variant, asked)).join('\n\n');
  const failed = audits.flatMap((a) => a.audit.checks.filter((c) => !c.passed));
  const high = failed.filter((c) => c.priority === 'high').length;
  const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = ['page,area,check,priority,passed,observation,fix', ...audits.flatMap((a) => a.audit.checks.map((c) => [a.page.name.replace(/"/g, ''), c.area, c.check, c.priority, c.passed ? 'yes' : 'no', c.observation, c.fix].map(csvCell).join(',')))].join('\n');
  const notes: string[] = [];
  if (offTopic.length) notes.push(`${capitalise(listOf(offTopic))} never uses the words of "${subject.keyword}", your profile's product, so keyword placement was not checked: name the phrase the page should rank for in the request to check it.`);
  if (subject.keyword && offTopic.length < pages.length)
    notes.push(
      input.variant % 2 === 1
        ? `The phrase the page should win is "${subject.keyword}"${subject.fromRequest ? '' : ', taken from your profile: give me another one to test it against that instead'}.`
        : `Checked against "${subject.keyword}" as the phrase to rank for${subject.fromRequest ? '' : ' (from your profile; name another in the request to check against it)'}.`,
    );
  if (!subject.keyword) notes.push('Name the phrase the page should rank for, or add your main product to the profile, to check keyword placement too.');
  notes.push(input.variant % 2 === 1 ? 'Speed, mobile layout and whether Google has indexed the page are outside what a text can show: Search Console or a crawler will tell you.' : 'This audit reads the text only: page speed, mobile layout and indexing need a crawler or Search Console.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const names = listOf(pages.map((p) => p.name));
  return {
    summary: asked && failed.length > asked ? `An SEO audit of ${names}: the ${countWord(asked)} fixes that matter most${input.variant % 2 ? ', with why each one matters' : ''}, out of ${countWord(failed.length)}.` : failed.length ? `An SEO audit of ${names}: ${countWord(failed.length)} fix${failed.length === 1 ? '' : 'es'}, ${high ? `${countWord(high)} of them high priority` : 'none of them high priority'}.` : `An SEO audit of ${names}: it passes every on-page check.`,
    deliverable,
    notes,
    used: used.list(),
    steps: audits.flatMap((a) => [
      { tool: 'page_metrics', summary: `${a.page.name}: ${a.audit.stats.words} words, Flesch ${a.audit.stats.fleschReadingEase}` },
      { tool: 'recommendations', summary: `${a.audit.checks.filter((c) => !c.passed).length} fixes` },
    ]),
    artifacts: [{ type: 'seo_report', subtype: 'csv', filename: 'seo-audit.csv', mimeType: 'text/csv', data: utf8(csv) }],
    // Every figure the audit states is measured on the page or a threshold its checks apply.
    measured: audits.flatMap(({ audit, proposed }) => measuredFigures(audit, proposed)),
  };
}

/** The figures an audit computed: the page's counts and score, its title's length, the proposals' lengths, each check's numbers. */
function measuredFigures(audit: PageAudit, proposed: { title: string; description: string }): number[] {
  const s = audit.stats;
  const stated = [...audit.checks.map((c) => `${c.observation} ${c.fix}`), ...Object.values(WHY), ...Object.values(DONE)].flatMap((t) => t.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return [s.words, s.sentences, s.fleschReadingEase, s.averageSentenceLength, s.headings.length, s.links.length, ...s.keywords.map((k) => k.count), audit.title?.length ?? 0, proposed.title.length, proposed.description.length, TITLE_LIMIT, DESCRIPTION_LIMIT, ...stated];
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

/** The page's copy against the voice's rules: the claims they forbid and the words they avoid (the voice check's own reading), as one high-priority fix. */
function voiceBreaches(text: string, voice: TaskInput['voice']): AuditCheck | null {
  const breaches = breachesOf(text, voice);
  const claims = breaches.filter((b) => b.kind === 'claim' && b.rule.startsWith('a claim your rules forbid')).slice(0, 2);
  const words = [...new Set(breaches.filter((b) => b.kind === 'banned' && !b.rule.endsWith('said in other words')).map((b) => b.phrase))];
  if (!claims.length && !words.length) return null;
  const said = [
    ...claims.map((b) => `"${b.phrase}" is ${b.rule}`),
    ...(words.length ? [`${words.map((w) => `"${w}"`).join(', ')} ${words.length === 1 ? 'is a word' : 'are words'} your voice avoids`] : []),
  ];
  return { area: 'Content', check: 'Claims and words your voice rules out', passed: false, observation: said.join('; '), fix: 'Take the claim out and say what is true instead (a price, a result with its numbers); replace the avoided words.', priority: 'high', quick: true };
}
