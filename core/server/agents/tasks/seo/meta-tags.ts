import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord } from './fact-phrases.ts';
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
  const count = Math.max(1, Math.min(asked ?? DEFAULT_OPTIONS, 10));
  // A tighter limit in the request wins; a looser one cannot: Google cuts past 60 and 155.
  const chars = brief.limits.characters;
  const limits = { title: chars && chars < TITLE_LIMIT ? chars : TITLE_LIMIT, description: chars && chars < DESCRIPTION_LIMIT ? chars : DESCRIPTION_LIMIT };
  const used = new UsedSources(facts);
  const pairs = metaPairs(input, subject, count, used, limits);
  const where = subject.page ? `the ${subject.page}` : subject.keyword ? `a page about ${subject.keyword}` : 'your page';
  // Another structure on a regenerate: the pairs as a table to compare, then as snippets to read.
  const asTable = input.variant % 2 === 1;
  const deliverable = asTable
    ? pairs.map((p, i) => [`### ${String.fromCharCode(65 + i)}. Built on ${p.angle}`, `Title tag: ${p.title} ${lengthMark(p.title, limits.title)}`, '', `Meta description: ${p.description} ${lengthMark(p.description, limits.description)}`].join('\n')).join('\n\n')
    : pairs
        .map((p, i) => [`**Option ${i + 1}** (leads with ${p.angle})`, `- Title tag: ${p.title} ${lengthMark(p.title, limits.title)}`, `- Meta description: ${p.description} ${lengthMark(p.description, limits.description)}`].join('\n'))
        .join('\n\n');
  const notes: string[] = [];
  if (asked && pairs.length < asked) notes.push(`Your facts support ${countWord(pairs.length)} distinct angles, so there are ${pairs.length} options, not ${asked}: add prices, trial terms, features or a customer result to the profile or a document for more.`);
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
