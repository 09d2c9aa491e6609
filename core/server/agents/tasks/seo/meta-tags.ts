import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord, writtenCase } from './fact-phrases.ts';
import { languageNote } from './language-note.ts';
import { DESCRIPTION_LIMIT, lengthMark, metaPairs, TITLE_LIMIT } from './meta-writer.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';

const DEFAULT_OPTIONS = 3;

/** Title tags and meta descriptions, counted against Google's display limits, each pair from another angle of the facts. */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const asked = askedCount(brief, ['meta description', 'meta title', 'title tag', 'title', 'description', 'meta tag', 'meta', 'option', 'version', 'variation']);
  // 'A meta title and description for the X page' is one pair; options are given when the request asks in the plural.
  const plural = /\b(titles|descriptions|tags|options|versions|variations|alternatives|ideas)\b/i.test(brief.request);
  const count = Math.max(1, Math.min(asked ?? (plural ? DEFAULT_OPTIONS : 1), 10));
  // A tighter limit in the request wins; a looser one cannot: Google cuts past 60 and 155.
  const written = pieceLimits(brief.request, brief.limits.characters);
  const limits = { title: Math.min(written.title ?? TITLE_LIMIT, TITLE_LIMIT), description: Math.min(written.description ?? DESCRIPTION_LIMIT, DESCRIPTION_LIMIT) };
  const used = new UsedSources(facts);
  const pairs = metaPairs(input, subject, count, used, limits);
  const where = subject.page ? `the ${subject.page}` : subject.keyword ? `a page about ${writtenCase(subject.keyword, [input.brief.request])}` : 'your page';
  // Another structure on a regenerate: the pairs as a table to compare, then as snippets to read.
  const asTable = input.variant % 2 === 1;
  const deliverable = asTable
    ? pairs.map((p, i) => [`### ${String.fromCharCode(65 + i)}. Built on ${p.angle}`, `Title tag: ${p.title} ${lengthMark(p.title, limits.title)}`, '', `Meta description: ${p.description} ${lengthMark(p.description, limits.description)}`].join('\n')).join('\n\n')
    : pairs
        .map((p, i) => [`**Option ${i + 1}** (leads with ${p.angle})`, `- Title tag: ${p.title} ${lengthMark(p.title, limits.title)}`, `- Meta description: ${p.description} ${lengthMark(p.description, limits.description)}`].join('\n'))
        .join('\n\n');
  const notes: string[] = [];
  if (asked && pairs.length < asked) notes.push(`Your facts support ${countWord(pairs.length)} distinct angle${pairs.length === 1 ? '' : 's'}, so there ${pairs.length === 1 ? 'is 1 option' : `are ${pairs.length} options`}, not ${asked}: add prices, trial terms, features or a customer result to the profile or a document for more.`);
  if (pairs.some((p) => p.description.includes('[your starting price]'))) notes.push('Fill [your starting price]: your profile and documents list no prices.');
  if (!subject.keyword) notes.push('Fill the blank [your product] with the phrase people search for: the profile does not say what you sell.');
  if (!facts.company) notes.push('Add your company name to the profile: titles usually end with it.');
  if (subject.keyword) notes.push(`Use "${subject.keyword}" in the page's H1 and first paragraph too, so the page delivers what the snippet promises.`);
  const language = languageNote(brief);
  if (language) notes.push(language);
  const n = pairs.length;
  return {
    summary: `${n === 1 ? 'A title tag and meta description' : `${capitalised(countWord(n))} title tags and meta descriptions`} for ${where}, each within ${limits.title} and ${limits.description} characters.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'meta_tags', summary: `${n} pair${n === 1 ? '' : 's'} for ${where}: titles ${pairs.map((p) => p.title.length).join(', ')} characters, descriptions ${pairs.map((p) => p.description.length).join(', ')}` }],
    artifacts: [],
  };
}

const TITLE_WORDS = /\b(?:meta\s+)?titles?(?:\s+tags?)?\b|\bseo titles?\b/gi;
const DESCRIPTION_WORDS = /\b(?:meta\s+)?descriptions?\b/gi;
const CHAR_LIMIT = /\b(\d{2,3})[\s-]*(?:characters?|chars?)\b/gi;

/**
 * Each character limit of the request, for the piece it is written next to: 'a title under 50 characters and a
 * description' limits the title only. A limit named with neither goes to the piece it can be meant for: more than
 * a title holds is a description's; with one piece named, that piece's; else both.
 */
export function pieceLimits(request: string, characters: number | null): { title: number | null; description: number | null } {
  const out: { title: number | null; description: number | null } = { title: null, description: null };
  const mentions = (re: RegExp) => [...request.matchAll(re)].map((m) => m.index);
  const titles = mentions(TITLE_WORDS);
  const descriptions = mentions(DESCRIPTION_WORDS);
  for (const m of request.matchAll(CHAR_LIMIT)) {
    const below = /\b(?:under|below|less than|fewer than|shorter than)\s*$/i.test(request.slice(Math.max(0, m.index - 14), m.index));
    const value = below ? Number(m[1]) - 1 : Number(m[1]);
    // The nearest piece named before the limit in the same sentence, else the nearest named after it.
    const start = Math.max(request.lastIndexOf('.', m.index) + 1, 0);
    const before = (list: number[]) => list.filter((i) => i >= start && i < m.index).pop() ?? -1;
    const t = before(titles);
    const d = before(descriptions);
    const piece = t >= 0 || d >= 0 ? (t > d ? 'title' : 'description') : null;
    // 'a title and description, each under 50 characters' limits both.
    const each = /\b(?:each|both|all)\b[^.]{0,20}$/i.test(request.slice(start, m.index));
    if (piece && !each) out[piece] ??= value;
    else if (value > TITLE_LIMIT || (descriptions.length && !titles.length)) out.description ??= value;
    else if (titles.length && !descriptions.length) out.title ??= value;
    else {
      out.title ??= value;
      out.description ??= value;
    }
  }
  // A limit the brief read in words the pattern above does not ('max. 150 characters'): by the same rule.
  if (characters && out.title === null && out.description === null) {
    if (characters > TITLE_LIMIT || (descriptions.length && !titles.length)) out.description = characters;
    else {
      out.title = characters;
      out.description = characters;
    }
  }
  return out;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const META_TAGS_TASK: AgentTask = {
  id: 'seo.meta',
  agent: 'seo-agent',
  label: 'a title tag and meta description',
  cues: ['meta', 'meta description', 'meta title', 'title tag', 'seo title', 'snippet', 'serp', 'search result'],
  delivers: ['meta description', 'meta title', 'title tag', 'meta tag', 'meta', 'snippet'],
  starter: 'Write 3 title tags and meta descriptions for our pricing page',
  generate,
};
