import { sentencesOf } from '../../tools/text-stats.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord, headPhrase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { languageNote } from './language-note.ts';
import { linkTargets, type LinkTarget, type PageKind } from './link-targets.ts';
import { lowestPrice, priceInProse, resultsOf, trialFacts } from './plan-facts.ts';
import { seoSubjectOf, type SeoSubject } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

interface LinkIdea {
  /** The page the link goes on. */
  page: string;
  /** The sentence on it that carries the link, when the page was read. */
  spot: string | null;
  anchor: string;
  target: LinkTarget;
  why: string;
}

const DEFAULT_COUNT = 8;

const WHY: Record<PageKind, string> = {
  pricing: 'readers comparing options want the price next',
  integrations: 'answers "will it work with my tools?" where the question comes up',
  features: 'takes a reader from the promise to the detail',
  customers: 'puts the proof beside the claim it backs',
  signup: 'gives a ready reader the next step',
  contact: 'a way to ask before buying',
  blog: 'keeps a reader learning on your site',
  about: 'tells a new reader who is behind the product',
  home: 'passes authority to your main page',
  page: 'connects related pages',
};

/** Where links to a kind of page belong, in the order they help most. */
const FROM: Record<PageKind, string[]> = {
  pricing: ['the home page', 'feature pages', 'blog posts about {keyword}'],
  integrations: ['the pricing page', 'feature pages', 'the home page'],
  features: ['the home page', 'blog posts about {keyword}'],
  customers: ['the pricing page', 'the home page', 'blog posts about {keyword}'],
  signup: ['the pricing page', 'customer stories', 'the end of every blog post'],
  contact: ['the pricing page', 'the FAQ'],
  blog: ['the home page', 'related blog posts'],
  about: ['the home page'],
  home: ['blog posts about {keyword}', 'the footer of every page'],
  page: ['related pages'],
};

/** Anchor texts for a page: descriptive words a reader and a search engine understand, from the facts. */
function anchorsOf(t: LinkTarget, subject: SeoSubject, input: TaskInput): string[] {
  const { facts } = input;
  const K = subject.keyword;
  const label = t.label.toLowerCase();
  switch (t.kind) {
    case 'pricing': {
      const low = lowestPrice(facts.prices);
      return [K ? `${K} pricing` : 'pricing', 'compare the plans', ...(low ? [`plans from ${priceInProse(low)}`] : [])];
    }
    case 'integrations':
      return [...facts.integrations.slice(0, 3).map((f) => `${headPhrase(f.text, 3, 'name')} integration`), 'see every integration'];
    case 'customers':
      return [...resultsOf(facts).filter((p) => p.who).slice(0, 2).map((p) => `how ${p.who} did it`), 'customer stories'];
    case 'signup': {
      const trial = trialFacts(facts)[0];
      return [...(trial ? [headPhrase(trial.text, 4) ?? 'start a trial'] : []), K ? `try ${facts.company ?? K}` : 'sign up'];
    }
    case 'features':
      return [K ? `${K} features` : label, label];
    case 'home':
      return [K ?? label, facts.company ?? label];
    default:
      return [label];
  }
}

/** A pattern for names as written ('Xero', 'QuickBooks'). */
function namesPattern(names: string[]): RegExp {
  return new RegExp(`\\b(${names.map((n) => escapeRegExp(n)).join('|')})\\b`);
}

/** A short phrase around a term on a page, to link as it stands ('our Xero integration' in a sentence about Xero). */
function phraseAt(sentence: string, terms: RegExp): string | null {
  const m = terms.exec(sentence);
  if (!m) return null;
  const after = sentence.slice(m.index).split(/\s+/).slice(0, 3);
  const words: string[] = [];
  for (const w of after) {
    if (words.length && /^(to|and|or|for|with|in|on|at|from|by|is|are|that|which)$/i.test(w)) break;
    words.push(w.replace(/[.,;:!?)]+$/, ''));
    if (/[.,;:!?)]$/.test(w)) break;
  }
  const before = sentence.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
  const lead = /^[a-z]{3,}$/i.test(before) && !/^(the|our|your|a|an|and|or|to|for|with|of|in|on|at|from|by|is|are|see|check|read)$/i.test(before) ? `${before} ` : '';
  return `${lead}${words.join(' ')}`.trim() || null;
}

function ideasFor(input: TaskInput, subject: SeoSubject, targets: LinkTarget[]): LinkIdea[] {
  const ideas: LinkIdea[] = [];
  const pages = input.referenced.filter((r) => r.text.trim());
  // On a page the request gives: the sentences that already talk about the target.
  for (const page of pages) {
    const sentences = page.text.split('\n').flatMap((line) => sentencesOf(line.replace(/^\s*([-*+]|\d+\.)\s+/, '')));
    for (const t of targets) {
      if (page.text.includes(t.url)) continue;
      const terms = t.kind === 'integrations' && input.facts.integrations.length ? namesPattern(input.facts.integrations.map((f) => headPhrase(f.text, 3, 'name')!).filter(Boolean)) : t.terms;
      const sentence = sentences.find((x) => terms.test(x) && x.length <= 300);
      const anchor = sentence && phraseAt(sentence, terms);
      if (sentence && anchor) ideas.push({ page: `"${page.title}"`, spot: sentence.length > 110 ? `${sentence.slice(0, 107).replace(/\s+\S*$/, '')}…` : sentence, anchor, target: t, why: WHY[t.kind] });
    }
  }
  // Across the site: each page from the pages where a link to it helps most.
  const keyword = subject.keyword ?? '[your topic]';
  const rounds = Math.max(...targets.map((t) => FROM[t.kind].length), 0);
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      const from = FROM[t.kind][round];
      if (!from) continue;
      const anchors = anchorsOf(t, subject, input);
      ideas.push({ page: from.replace('{keyword}', keyword), spot: null, anchor: anchors[(round + input.variant) % anchors.length]!, target: t, why: WHY[t.kind] });
    }
  }
  return ideas.filter((idea, i, all) => all.findIndex((o) => o.page === idea.page && o.target === idea.target) === i);
}

/** The site's pages the request names ('our volunteer page, donate page', 'the Care Plan page'), as named. */
function namedPages(request: string): string[] {
  const out: string[] = [];
  for (const m of request.matchAll(/((?:[A-Z][\w&'-]*)(?:\s+[A-Z][\w&'-]*)*|[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+pages?\b/g)) {
    // 'our client portal page' names 'client portal'; 'and impact page' names 'impact'.
    const name = m[1]!.trim().replace(/^(?:our|the|and|or|a|an|your|to|from|between|on|of|for|with)\s+/i, '');
    if (/^(the|our|a|an|this|that|each|every|your|their|web|landing|blog|same|one|other)$/i.test(name) || /^(Internal|Write|Give)$/i.test(name)) continue;
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

/** Anchor texts for a named page from the facts that name it: its parts ('priority booking for repairs') and its price. */
function namedAnchors(name: string, input: TaskInput): string[] {
  const { facts } = input;
  const key = name.toLowerCase();
  const texts = [...facts.prices.map((p) => p.text), ...facts.terms.map((f) => f.text), ...facts.features.map((f) => f.text), facts.product ?? '', facts.description ?? ''];
  const out: string[] = [];
  for (const t of texts.filter((x) => x.toLowerCase().includes(key))) {
    // Only what the text says from the name on describes the page ('Care Plan: £16 a month (yearly boiler service, …)').
    const rest = t.slice(t.toLowerCase().indexOf(key) + key.length);
    for (const part of rest.split(/[,;()]|\s+or\s+|\s+plus\s+|:\s+|\.\s/)) {
      const p = part.trim().replace(/^(?:and|or|a|an)\s+/i, '').replace(/[.]+$/, '');
      const words = p.match(/[A-Za-z][\w'-]*/g) ?? [];
      if (words.length >= 2 && p.split(/\s+/).length <= 7 && !/\|/.test(p) && !out.includes(p)) out.push(p.charAt(0).toLowerCase() + p.slice(1));
    }
  }
  const price = facts.prices.find((p) => p.text.toLowerCase().includes(key));
  return [...(price ? [`${name} from ${priceInProse(price)}`] : []), ...out.filter((a) => a.toLowerCase() !== key).slice(0, 4), name];
}

const PAGE_WHY: [RegExp, string][] = [
  [/donat|give|giving|pric|plan|sign|join|book|buy|shop/i, 'gives a reader who is ready the next step'],
  [/impact|result|stor|review|case|proof/i, 'puts the proof next to the ask'],
  [/volunteer|career|job/i, 'offers another way to take part'],
  [/event|thon|day|week|webinar/i, 'sends readers to what is happening next'],
];
const pageWhy = (to: string) => PAGE_WHY.find(([re]) => re.test(to))?.[1] ?? 'connects pages a reader needs together';

/** Links among the pages the request names, or from the blog's posts to them: exactly the number asked for. */
function namedPageLinks(input: TaskInput, pages: string[], count: number): TaskOutput | null {
  const { brief, facts } = input;
  const fromBlog = /\bfrom (?:our |the )?blog\b/i.test(brief.request);
  const pairs: { from: string; to: string }[] = [];
  if (fromBlog || pages.length === 1) {
    const topics = (facts.problems ?? '').split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+(?=(?:no|not|the|a|an|landlords?|trades?)\b)/i).map((p) => p.trim().replace(/[.]+$/, '')).filter((p) => p.split(/\s+/).length >= 2 && p.split(/\s+/).length <= 10);
    const posts = topics.length ? topics.map((t) => `a blog post about ${t.charAt(0).toLowerCase()}${t.slice(1)}`) : ['a blog post on your main topic', 'a how-to post', 'a seasonal post', 'a post answering a customer question'];
    // A regenerate starts from other posts: another set of places, not the same list reworded.
    const start = input.variant % 2 === 1 ? Math.min(count, Math.max(0, posts.length - count)) || Math.ceil(posts.length / 2) : 0;
    for (let i = 0; pairs.length < count && i < count * 4; i++) pairs.push({ from: posts[(start + i) % posts.length]!, to: pages[i % pages.length]! });
  } else {
    const all: { from: string; to: string }[] = [];
    for (let step = 1; step < pages.length; step++) for (let i = 0; i < pages.length; i++) all.push({ from: pages[i]!, to: pages[(i + step) % pages.length]! });
    // A regenerate runs the links the other way round first: each page's links out become links in.
    pairs.push(...(input.variant % 2 === 1 ? all.map((p) => ({ from: p.to, to: p.from })).reverse() : all).slice(0, count));
  }
  if (!pairs.length) return null;
  const used = new UsedSources(facts);
  used.profile();
  const links = pairs.map((pair, i) => {
    const anchors = namedAnchors(pair.to, input);
    return { ...pair, anchor: anchors[(i + input.variant) % anchors.length]!, url: `[URL of your ${pair.to} page]`, why: pageWhy(pair.to) };
  });
  const label = (p: string) => (/^a /.test(p) ? p : `the ${p} page`);
  const deliverable =
    input.variant % 2 === 1
      ? links.map((l, i) => `${i + 1}. ${capitalise(label(l.to))} (${l.url}), linked from ${label(l.from)}. Anchor text: "${l.anchor}". It ${l.why}.`).join('\n')
      : ['| # | Place it on | Anchor text | Links to | Why |', '|---|---|---|---|---|', ...links.map((l, i) => `| ${i + 1} | ${capitalise(label(l.from))} | ${l.anchor} | ${capitalise(label(l.to))} ${l.url} | ${capitalise(l.why)} |`)].join('\n');
  const notes = ['Replace the marked URLs with the pages\' real addresses.', input.variant % 2 === 1 ? 'Put each link where the text already talks about the page it points to.' : 'Vary the anchor text between pages, and link from pages that already get visits first.'];
  const language = languageNote(brief);
  if (language) notes.push(language);
  return {
    summary: `${capitalise(countWord(links.length))} internal link idea${links.length === 1 ? '' : 's'} ${fromBlog ? `from your blog to ${listOfPages(pages)}` : `between ${listOfPages(pages)}`}, each with its anchor text.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'internal_links', summary: `${links.length} links among the pages the request names` }],
    artifacts: [],
  };
}

const listOfPages = (pages: string[]) => (pages.length === 1 ? `the ${pages[0]} page` : `the ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]} pages`);

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const targets = linkTargets(facts, input.referenced);
  const asked = askedCount(brief, ['internal link', 'internal-link idea', 'link', 'link idea', 'idea', 'suggestion']);
  const count = Math.max(1, Math.min(asked ?? DEFAULT_COUNT, 30));
  const pages = namedPages(brief.request);
  if (pages.length) {
    const named = namedPageLinks(input, pages, asked ?? Math.min(DEFAULT_COUNT, Math.max(3, pages.length * 2)));
    if (named) return named;
  }
  if (!targets.length) {
    return {
      summary: "I can't suggest internal links yet: your facts name none of your site's pages.",
      deliverable: '',
      notes: ["Add your website to the profile and your key pages' URLs (pricing, features, sign-up, customer stories) to a document or as web page sources, or name the page to add links to."],
      used: [],
      steps: [{ tool: 'internal_links', summary: 'no pages in the facts or the read sources' }],
      artifacts: [],
    };
  }
  const ideas = ideasFor(input, subject, targets).slice(0, count);
  const used = new UsedSources(facts);
  for (const idea of ideas) {
    if (idea.target.source) used.add(idea.target.source);
    used.fact(idea.target.facts[0]);
  }
  const where = (i: LinkIdea) => (i.spot ? `${i.page}, at "${i.spot}"` : capitalise(i.page));
  const row = (i: LinkIdea) => `| ${where(i).replace(/\|/g, '\\|')} | ${i.anchor.replace(/\|/g, '/')} | ${i.target.url} | ${i.why} |`;
  // Two structures: links gathered by the page they point to, or by the page they go on.
  const byPlace = input.variant % 2 === 1;
  const groups = byPlace ? [...new Set(ideas.map((i) => i.page))].map((page) => [`On ${page}`, ideas.filter((i) => i.page === page)] as const) : targets.map((t) => [`To the ${t.label} (${t.url})`, ideas.filter((i) => i.target === t)] as const);
  const deliverable = groups
    .filter(([, list]) => list.length)
    .map(([heading, list]) => [`**${heading}**`, '| Place it on | Anchor text | Target | Why |', '|---|---|---|---|', ...list.map(row)].join('\n'))
    .join('\n\n');
  const notes: string[] = [];
  const blanks = [...new Set(ideas.filter((i) => i.target.url.startsWith('[')).map((i) => i.target.url))];
  if (blanks.length) notes.push(`Fill the marked targets with your real URLs: ${blanks.join(', ')}. Your facts imply these pages but do not give their addresses.`);
  if (asked && ideas.length < asked) notes.push(`Your facts name ${countWord(targets.length)} pages, enough for ${ideas.length} distinct links, not ${asked}.`);
  notes.push('Vary the anchor text between pages, and link from pages that already get visits first.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const n = ideas.length;
  return {
    summary: `${capitalise(countWord(n))} internal link idea${n === 1 ? '' : 's'} with anchor text and target, ${byPlace ? 'grouped by the page they go on' : 'grouped by the page they point to'}.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'internal_links', summary: `${n} links to ${countWord(new Set(ideas.map((i) => i.target)).size)} pages` }],
    artifacts: [],
  };
}

export const INTERNAL_LINKS_TASK: AgentTask = {
  id: 'seo.internal-links',
  agent: 'seo-agent',
  label: 'internal link ideas',
  cues: ['internal link', 'internal linking', 'link', 'linking', 'anchor text', 'anchor', 'interlink', 'site structure'],
  delivers: ['internal link', 'link', 'anchor text'],
  starter: 'Suggest internal links between our pages, with anchor text',
  generate,
};
