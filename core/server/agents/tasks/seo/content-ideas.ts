import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord, headPhrase, titleCase as caseOfTitle, writtenCase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { languageNote } from './language-note.ts';
import { searchPlace } from './place-name.ts';
import { pricedOffer } from './priced-offer.ts';
import { readerCopy } from './reader-copy.ts';
import { productKeyword } from './seo-subject.ts';
import { resultsOf } from './plan-facts.ts';
import { UsedSources } from './used-sources.ts';
import { indefinite } from '../english-phrases.ts';
import { has, parseEnglish } from '../../brief/english-words.ts';
import { doubtSearch, lackSearch, wholeProblems } from './problem-searches.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';

type Intent = 'informational' | 'commercial' | 'local';
/** The formats a blog title takes: a plan mixes them, so eight ideas are not eight how-tos. */
type Format = 'how-to' | 'question' | 'comparison' | 'cost' | 'local guide' | 'checklist' | 'review' | 'guide';

export interface Idea {
  title: string;
  keyword: string;
  intent: Intent;
  /** The product, service or plan it leads readers to, as the facts name it. */
  supports: string;
  format: Format;
  facts: (Fact | null)[];
  /** Why the post would work, in a line, when the idea has one to say. */
  angle?: string;
}

/** What the space sells, each as a reader names it in a title and a search, with the fact it comes from. */
interface Offer {
  /** As the facts write it ('Two-day glass course'), for the table's last column. */
  label: string;
  /** Title form, without what the brackets add ('Two-Day Glass Course'). */
  title: string;
  /** Search form ('two-day glass course'). */
  search: string;
  fact: Fact | null;
  recurring: boolean;
}

const DEFAULT_COUNT = 6;
const MAX_COUNT = 20;

/** Title case that carries through hyphens ('Two-Day Glass Course'). */
const titleCase = (text: string) => caseOfTitle(text).replace(/-([a-z])/g, (_, l: string) => `-${l.toUpperCase()}`);

// ('Chimney Scaffolding', 'Construction Services': a mass noun or a plural takes no article.)
const an = (phrase: string) => (/(?:\s\w+ing|[^s]s)$/i.test(phrase.trim()) ? phrase : `${indefinite(phrase)} ${phrase}`);
const plain = (text: string) => text.replace(/\s*\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();

function offersOf(facts: FactSheet): Offer[] {
  const priced = facts.prices.filter((p) => p.plan).map((p) => {
    // ('Hand-tied bouquet, small': a size after a comma is one product's option, not a product of its own.)
    const name = plain(p.plan!).replace(/,\s*(?:small|medium|large|regular|standard|mini|extra[- ]large|xl|[a-z]+-sized)$/i, '');
    return { label: p.plan!, title: titleCase(writtenCase(name, [p.plan])), search: name.toLowerCase(), fact: p as Fact, recurring: pricedOffer(p).recurring };
  });
  if (priced.length) return priced.filter((o, i, all) => all.findIndex((x) => x.search === o.search) === i).slice(0, 4);
  // No named prices: the product's own items ('paperweight tasters and two-day glass courses'), then its features.
  const items = (facts.product ?? '').split(/\s*(?:,|;|\band\b)\s*/i).filter(namesAThing).map((x) => headPhrase(x, 4)).filter((x): x is string => Boolean(x));
  const named = items.length ? items : facts.features.slice(0, 3).map((f) => headPhrase(f.text, 4)).filter((x): x is string => Boolean(x));
  return named.slice(0, 4).map((n) => ({ label: capitalise(n), title: titleCase(n), search: n.toLowerCase(), fact: null, recurring: false }));
}

/**
 * Whether a part of the product's answer names something sold: 'pause or skip any time' and 'cancel anytime' say what a
 * buyer may do (its first word a verb, read in the part), 'from £9.50 a bag' what it costs; 'gift boxes' is a thing.
 */
function namesAThing(part: string): boolean {
  const words = parseEnglish(part.trim()).words;
  const first = words[0];
  if (!first || has(first, 'Preposition', 'Money')) return false;
  return !(has(first, 'Verb') && !has(first, 'Noun') && (words.length === 1 || has(words[1], 'Conjunction', 'Determiner', 'Adverb') || /^(?:any ?time|today|now)$/i.test(words[1]!.lower)));
}

/** Whom the space writes for, as a title names them ('adults', 'small accounting firms'). */
function readersOf(facts: FactSheet): string | null {
  const head = headPhrase(facts.audience, 4);
  if (!head) return null;
  // 'Adults looking for a day out' is searched as 'adults'.
  const cut = head.replace(/\s+\w+ing\b.*$/i, '').trim();
  // ('Two audiences. Guests: …' names no readers a title can address.)
  return /\d|\baudiences?\b|^(?:two|three|several|many|both)\b/i.test(cut) ? null : cut || null;
}

/** A title and a search for a problem: a worry asked as a question, an activity to stop, a nuisance to avoid. */
function problemIdea(problem: string, i: number): { title: string; keyword: string; format: Format } | null {
  const p = problem.replace(/^(?:hours|time|days|money|weeks)\s+(?:lost|spent|wasted)\s+(?:on\s+)?/i, '');
  const doubt = doubtSearch(p);
  if (doubt) return { title: `${titleCase(doubt.title)}? How to Tell`, keyword: doubt.keyword, format: 'question' };
  const lack = lackSearch(p);
  if (lack) return { title: titleCase(`how to find ${lack.title}`), keyword: lack.keyword, format: 'how-to' };
  // 'They want a precious thing framed properly' is a sentence about the buyer: titled as the reader's situation.
  const said = /^(?:they|you|we)\s+(.+)$/i.exec(p);
  if (said) {
    const clause = said[1]!.split(/,\s+|\s+(?:and|but|so|because)\s+/)[0]!.trim();
    if (clause.split(/\s+/).length < 2 || clause.split(/\s+/).length > 9) return null;
    return { title: titleCase(`what to do when you ${clause}`), keyword: clause.toLowerCase(), format: 'how-to' };
  }
  // 'Couples are overwhelmed by Pinterest': the feeling and its cause are what the reader searches, not 'couples'.
  const feeling = /^[\w'-]+(?:\s+[\w'-]+)?\s+(?:are|is|feel|feels|get|gets)\s+(overwhelmed|worried|confused|unsure|stuck|frustrated|fed up|stressed|anxious|nervous)\s+(by|about|with|of|over)\s+([^,;]+?)(?:\s+and\s+.*)?$/i.exec(p);
  if (feeling) return { title: `${titleCase(`${feeling[1]} ${feeling[2]} ${feeling[3]}`)}? Where to Start`, keyword: `${feeling[1]} ${feeling[2]} ${feeling[3]}`.toLowerCase(), format: 'question' };
  const worry = /^(?:people|customers|clients|buyers|parents|owners|those|many|some)\s+(?:who\s+)?(?:think|believe|worry|feel|fear|assume)s?\s+(?:that\s+)?(.+)$/i.exec(p);
  if (worry) {
    const clause = /^(.+?)\s+(is|are)\s+(.+)$/i.exec(worry[1]!);
    if (!clause) return null;
    const q = `${capitalise(clause[2]!.toLowerCase())} ${clause[1]!.toLowerCase()} ${clause[3]!}`;
    return { title: `${titleCase(q)}? What Beginners Should Know`, keyword: q.toLowerCase(), format: 'question' };
  }
  const that = /^(.+?)\s+that\s+(.+)$/i.exec(p);
  if (that) return { title: titleCase(`what to do when ${that[1]!.toLowerCase()} ${that[2]!}`), keyword: `${that[1]!.toLowerCase()} ${that[2]!.toLowerCase()}`, format: 'how-to' };
  // 'Roofers who cannot start …' is a problem about people: nobody searches how to avoid roofers.
  if (/^[\w'-]+(?:\s+[\w'-]+)?\s+who\b/i.test(p)) return null;
  const head = headPhrase(p, 4);
  if (!head || head.split(' ').length > 4) return null;
  if (/^\w+ing\b/i.test(head)) return { title: titleCase(`how to stop ${head}`), keyword: `how to stop ${head}`, format: 'how-to' };
  return i % 2 ? { title: `${titleCase(`why ${head}`)} Happen, and How to Avoid Them`.replace(/^(Why .+?[^s]) Happen, and How to Avoid Them$/, '$1 Happens, and How to Avoid It'), keyword: `why ${head}`, format: 'question' } : { title: titleCase(`how to avoid ${head}`), keyword: `how to avoid ${head}`, format: 'how-to' };
}

/** 'rank for rising damp treatment in Gloucester', 'to rank on "boiler repair"': what the posts are to rank for. */
// ('rank for around pour-over brewing': what the posts are around is the subject, not 'around'.)
const RANK_FOR = /\brank(?:ing)?\s+(?:well\s+|higher\s+|better\s+)?(?:for|on)\s+(?:(?:around|about|on)\s+)?(?:the\s+)?(?:keywords?\s+|searches\s+(?:for\s+)?)?["“']?([a-z][^"”'.,;?!]{2,40}?)["”']?(?=\s+(?:in|near|around|across)\s+[A-Z]|\s+(?:searches|locally|near me)\b|[.,;?!]|$)/i;

/** A business whose offer is an outing, a class or an experience. */
const LEISURE = /\b(?:leisure|tours?|trips?|classes|courses?|workshops?|experiences?|activit(?:y|ies)|attractions?|museums?|galler(?:y|ies)|parks?|escape rooms?|climbing|sailing|kayak\w*|canoe\w*|golf|spa|sauna|lessons?|adventures?|holidays?|cafés?|cafes?|restaurants?|bars?|pubs?|cinemas?|theatres?|bowling|karting|paintball|zoo|farm park|days? out)\b/i;

/** Whether what the request asks to rank for is something the space sells: its main word is in the space's own description of what it is and sells. */
function sells(facts: FactSheet, phrase: string): boolean {
  const own = `${facts.product ?? ''} ${facts.industry ?? ''} ${facts.description ?? ''} ${facts.prices.map((p) => p.plan ?? '').join(' ')}`;
  return sharedStems(phrase.trim().split(/\s+/).at(-1) ?? '', own) > 0;
}

/** Ideas about a subject, each with its angle: a guide, favourites, what to bring, a checklist, mistakes, for whom, seasons. */
function subjectIdeas(C: string, c: string, place: string | null, readers: string | null, main: Offer | null): Idea[] {
  const near = place ? ` Near ${place}` : '';
  const k = place ? `${c} near ${place.toLowerCase()}` : c;
  const idea = (title: string, keyword: string, format: Format, angle: string, intent: Intent = 'informational'): Idea => ({ title, keyword, intent, format, supports: main?.label ?? 'Your main offer', facts: [main?.fact ?? null], angle });
  const ideas = [
    idea(`${C}${near}: A Beginner's Guide`, k, place ? 'local guide' : 'guide', `Everything a first-timer needs in one place: where to start, how long it takes, what to expect.`, place ? 'local' : 'informational'),
    idea(`Our Favourite ${C}${near}, and Why`, `best ${k}`, 'review', `A short list you have tried yourselves, each with one line on what makes it worth it.`, place ? 'local' : 'commercial'),
    idea(`${C}: What to Bring`, `${c} what to bring`, 'checklist', `A practical packing list, so readers arrive ready and come back happy.`),
    idea(`${C.replace(/([a-z])s$/, '$1')} Mistakes Beginners Make, and How to Avoid Them`, `${c.replace(/([a-z])s$/, '$1')} mistakes`, 'checklist', `The easy slips and how to skip them: useful, and it shows you know the subject.`),
    idea(`${C} in Every Season: When to Go`, `${c} best time`, 'how-to', `What changes through the year, so readers plan a visit for the right months.`),
    ...(readers ? [idea(`${C} for ${titleCase(readers)}: Where to Start`, `${c} for ${readers.toLowerCase()}`, 'guide', `Written for the people you serve, with their questions answered first.`)] : []),
    idea(`${C} Explained: The Questions People Ask`, `${c} for beginners`, 'question', `The questions people type into Google, answered plainly, one by one.`),
    idea(`How to Plan ${C}: A Simple Checklist`, `how to plan ${c}`, 'how-to', `A step-by-step plan readers can print or save on their phone.`),
  ];
  return ideas.filter((x, i) => ideas.findIndex((o) => o.keyword === x.keyword) === i);
}

/** Every idea the facts support, best first; the place (when there is one) goes in the local ones' titles and keywords. */
export function candidates(input: TaskInput, place: string | null): Idea[] {
  const { facts } = input;
  const offers = offersOf(facts);
  const main = offers[0] ?? null;
  const second = offers[1] ?? null;
  // ('Retail / picture framing': the last part of an industry written as a path is the trade.)
  // What the request asks to rank for ('rank for chimney scaffolding') is the subject, before the profile's industry.
  const rankFor = RANK_FOR.exec(input.brief.request)?.[1]?.trim() ?? null;
  // ('dog walks near our cottages': where they are, said from our side, is no part of what is searched.)
  const topic = input.brief.topic?.replace(/\s+(?:near|around|at|by|from|close to)\s+(?:our|your|my)\s+[\w\s'-]+$/i, '') ?? null;
  const asked = rankFor ? headPhrase(rankFor, 4) ?? rankFor.toLowerCase() : topic && (!place || !topic.toLowerCase().includes(place.toLowerCase())) && (!facts.company || topic.toLowerCase() !== facts.company.toLowerCase()) ? headPhrase(topic, 4) : null;
  const category = asked ?? headPhrase(facts.industry?.split(/\s*\/\s*/).at(-1), 4) ?? headPhrase(facts.description, 4) ?? productKeyword(facts);
  const C = category ? titleCase(writtenCase(category, [facts.industry, facts.description, facts.product])) : null;
  // 'rank for pour-over brewing' asks about a subject readers learn, not a thing the space sells: nobody chooses or
  // prices a subject, so its ideas are what a reader learns about it.
  const subjectOnly = Boolean(asked && !sells(facts, asked));
  const c = category?.toLowerCase() ?? null;
  const readers = readersOf(facts);
  const company = facts.company;
  const competitors = [...new Set([...input.brief.competitors, ...facts.competitors])];
  const proof = resultsOf(facts)[0] ?? facts.proof[0] ?? null;
  const diff = headPhrase(facts.differentiator, 5);
  const problems = wholeProblems(facts.problems);
  const P = place;
  const p = place?.toLowerCase() ?? null;
  // A subject readers learn about ('dog walks', 'pour-over brewing') gets ideas about it alone: nothing sold is priced,
  // compared or reviewed in them. Each says its angle in a line.
  if (C && subjectOnly) return subjectIdeas(C, c!, place, readersOf(facts), main);
  const verb = main?.recurring || /\b(?:subscriptions?|memberships?|clubs?)\b/i.test(main?.search ?? '') ? 'Sign Up for' : 'Book';
  const out: Idea[] = [];
  const add = (title: string | null | false, keyword: string | null | false, intent: Intent, format: Format, supports: Offer | null, ...facts: (Fact | null)[]) => {
    if (!title || !keyword) return;
    out.push({ title: title.replace(/\s+/g, ' ').trim(), keyword: keyword.replace(/\s+/g, ' ').trim(), intent, format, supports: supports?.label ?? (offers.length > 1 ? 'All your services' : 'Your main offer'), facts: [supports?.fact ?? null, ...facts] });
  };
  const local = (phrase: string) => (p ? `${phrase} ${p}` : phrase);
  const inP = P ? ` in ${P}` : '';
  // The first version: the searches nearest to booking, in every format once.
  if (C) add(P ? `${C}${inP}: A Local Guide for First-Timers` : `${C}: A Beginner's Guide`, local(c!), P ? 'local' : 'informational', P ? 'local guide' : 'guide', main);
  if (main) add(`How Much Does ${an(main.title)} Cost${inP}?`, local(`${main.search} price`), 'commercial', 'cost', main);
  if (main && second) add(`${main.title} or ${second.title}: Which Should You ${verb}?`, `${main.search} vs ${second.search}`, 'commercial', 'comparison', second);
  const firstProblem = problems.map(problemIdea).find(Boolean) ?? null;
  if (firstProblem) add(firstProblem.title, firstProblem.keyword, 'informational', firstProblem.format, main);
  // Only something people do for its own sake is a thing to do: a scaffold or a boiler service is not.
  if (P && main && LEISURE.test(`${facts.industry ?? ''} ${facts.description ?? ''} ${facts.product ?? ''}`)) add(`Things to Do${inP}: Why Not Try ${an(main.title)}?`, `things to do in ${p}`, 'local', 'local guide', main);
  if (C && subjectOnly) add(`${C} Mistakes Beginners Make, and How to Fix Them`, `${c} mistakes`, 'informational', 'checklist', main);
  if (C && !subjectOnly) add(`Choosing ${an(C)}${P ? ` Near ${P}` : ''}: A Checklist`, P ? `${c} near me` : `best ${c}`, P ? 'local' : 'commercial', 'checklist', main);
  if (main) add(`How to Prepare for Your First ${main.title}`, `${main.search} for beginners`, 'informational', 'how-to', main);
  if (proof && main) add(`${main.title} Reviews: What People Say${inP}`, local(`${main.search} reviews`), 'commercial', 'review', main, proof);
  // Further ideas: another angle on each service, the readers, what sets the space apart, rivals, the other problems.
  if (second) add(`${second.title}${inP}: What to Expect`, local(second.search), P ? 'local' : 'informational', P ? 'local guide' : 'guide', second);
  if (second) add(`Is ${an(second.title)} Worth It? What You Get for the Price`, local(`${second.search} cost`), 'commercial', 'cost', second);
  if (C && readers) add(`${C} for ${titleCase(readers)}: Where to Start`, local(`${c} for ${readers.toLowerCase()}`), P ? 'local' : 'informational', 'guide', main);
  if (C && diff && !subjectOnly) add(`What Makes a Good ${C}? Look for ${titleCase(diff)}`, `best ${local(c!)}`, 'commercial', 'question', main, null);
  for (const rival of competitors.slice(0, 2)) add(company && `${company} vs ${rival}: An Honest Comparison`, `${rival.toLowerCase()} alternative`, 'commercial', 'comparison', main);
  problems.slice(1).forEach((pr, i) => {
    const idea = problemIdea(pr, i + 1);
    if (idea) add(idea.title, idea.keyword, 'informational', idea.format, second ?? main);
  });
  if (C && subjectOnly) add(`${C} Explained: The Questions Beginners Ask`, `${c} for beginners`, 'informational', 'question', main);
  if (C && !subjectOnly) add(`Mistakes to Avoid When You Choose ${an(C)}`, `how to choose ${an(c!)}`, 'informational', 'checklist', main);
  if (main) add(`What to Ask Before You ${verb} ${an(main.title)}: A Checklist`, local(`${main.search} questions`), 'informational', 'checklist', main);
  if (second) add(`How to Get the Most from ${an(second.title)}`, `${second.search} tips`, 'informational', 'how-to', second);
  for (const extra of offers.slice(2)) {
    add(`${extra.title}${inP}: Is It Right for You?`, local(extra.search), P ? 'local' : 'commercial', 'question', extra);
    add(`How Much Does ${an(extra.title)} Cost${inP}?`, local(`${extra.search} price`), 'commercial', 'cost', extra);
  }
  if (C && P && !subjectOnly) add(`${C} Near Me: How to Find One${inP}`, `${c} near me`, 'local', 'how-to', main);
  if (C && !subjectOnly) add(`${C} Prices Explained: What You Pay For`, `${c} prices`, 'commercial', 'cost', main);
  if (second && P) add(`${second.title} Reviews: What People Say${inP}`, local(`${second.search} reviews`), 'commercial', 'review', second, proof);
  return out.filter((idea, i) => out.findIndex((o) => o.title.toLowerCase() === idea.title.toLowerCase() || o.keyword === idea.keyword) === i);
}

/**
 * `count` ideas, formats mixed (at most two of a format while others are left); a regenerate leads with the ideas
 * the versions before it left out, so it is other ideas, not the same ones reworded.
 */
export function choose(pool: Idea[], count: number, variant: number): Idea[] {
  const before = variant > 0 ? new Set(choose(pool, count, variant - 1).map((i) => i.title)) : new Set<string>();
  const ordered = [...pool.filter((i) => !before.has(i.title)), ...pool.filter((i) => before.has(i.title))];
  const chosen: Idea[] = [];
  for (const cap of [2, 3, Infinity]) {
    for (const idea of ordered) {
      if (chosen.length >= count) break;
      if (chosen.includes(idea)) continue;
      if (chosen.filter((c) => c.format === idea.format).length >= cap) continue;
      chosen.push(idea);
    }
  }
  return chosen;
}

const cell = (text: string) => text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const asked = askedCount(brief, ['idea', 'blog post idea', 'post idea', 'article idea', 'content idea', 'topic idea', 'topic', 'blog post', 'post', 'article', 'title']);
  const count = Math.max(1, Math.min(asked ?? DEFAULT_COUNT, MAX_COUNT));
  const where = searchPlace(brief.request, facts);
  const place = where?.place ?? null;
  const ideas = choose(candidates(input, place), count, input.variant);
  if (!ideas.length) {
    return {
      summary: 'I need to know what you sell before I can suggest blog post ideas.',
      deliverable: '',
      notes: ['Answer "What is your main product or service?" in the space profile, or add a price list to a document, and ask again.'],
      used: [],
      steps: [{ tool: 'content_ideas', summary: 'no product, service or plan in the facts' }],
      artifacts: [],
    };
  }
  const used = new UsedSources(facts);
  used.profile();
  for (const idea of ideas) idea.facts.forEach((f) => used.fact(f));
  // ('each with a one-line angle': the angle in place of what it supports, when every idea has one.)
  const angled = /\bangles?\b|\bone[- ]line\b|\bwhy (?:it|each) (?:works|would work)\b/i.test(brief.request) && ideas.every((i) => i.angle);
  const rows = ideas.map((idea, i) => `| ${i + 1} | ${cell(readerCopy(idea.title, input).replace(/\.$/, ''))} | ${cell(idea.keyword)} | ${idea.intent} | ${cell(angled ? idea.angle! : idea.supports)} |`);
  const deliverable = [`| # | Working title | Primary keyword | Search intent | ${angled ? 'Angle' : 'Supports'} |`, '|---|---|---|---|---|', ...rows].join('\n');
  const n = ideas.length;
  const notes: string[] = [];
  if (n < count) notes.push(`Your facts support ${countWord(n)} distinct ideas, not ${countWord(count)}: add services, prices, customer problems or competitors to the profile or a document for more.`);
  if (place) notes.push(where!.fromRequest ? `The local ideas carry ${place}, as your request names it, in their keyword.` : `The local ideas carry ${place}, where your profile says you are; name another town in the request to change it.`);
  else if (/\blocal\b/i.test(brief.request)) notes.push('Neither the request nor the profile names your town, so the keywords carry no place: name it ("local searches in [town]") and ask again.');
  // Ideas, not posts: the pieces the request counted are titles to write from, each one an article when asked.
  if (n > 1) notes.push(`These are ideas, not posts: none of the ${countWord(n)} is written yet. Ask for one by its title ("write a blog post: ${readerCopy(ideas[0]!.title, input).replace(/\.$/, '')}") and I will draft it.`);
  notes.push('Titles and keywords are built from your profile and documents, not from a keyword tool: check each keyword\'s volume and difficulty before you write.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const formats = [...new Set(ideas.map((i) => i.format))];
  return {
    summary: `${capitalise(countWord(n))} blog post idea${n === 1 ? '' : 's'}${place ? ` for searches in ${place}` : ''}, each with a working title, primary keyword, search intent and ${angled ? 'its angle in a line' : 'what it supports'}.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'content_ideas', summary: `${n} ideas (${formats.join(', ')})${place ? `, local to ${place}` : ''}` }],
    artifacts: [],
  };
}

export const CONTENT_IDEAS_TASK: AgentTask = {
  id: 'seo.ideas',
  agent: 'seo-agent',
  label: 'blog post ideas',
  cues: ['blog post idea', 'blog idea', 'post idea', 'article idea', 'content idea', 'topic idea', 'blog topic', 'content topic', 'article topic', 'post topic', 'idea for our blog', 'idea for the blog', 'idea for a blog', 'idea for blog post', 'idea for article', 'what to blog about', 'what should we blog about', 'what should we write about', 'what should i write', 'what should we write', 'what to write', 'blog plan', 'content plan', 'posting plan', 'blog schedule', 'blog post title', 'blog title', 'post title', 'article title', 'title idea', 'title for our blog'],
  // Blog posts and articles asked for as ideas: the article task comes first, so a plain 'write a blog post' stays its.
  // ('8 topics, with the search phrase each one is aiming at': the ideas are what is asked, whatever each one targets.)
  delivers: ['blog post', 'article', 'topic'],
  starter: 'Give me 8 blog post ideas that could win local searches',
  generate,
};
