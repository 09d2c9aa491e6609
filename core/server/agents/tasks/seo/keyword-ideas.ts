import type { Fact } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { headPhrase, itemsOf } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { languageNote } from './language-note.ts';
import { factsAbout, trialFacts } from './plan-facts.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';
import { localPlaces, placesIn } from './local-places.ts';
import nlp from 'compromise';
import { problemSearch, wholeProblems } from './problem-searches.ts';

export type SearchIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';

interface Idea {
  phrase: string;
  intent: SearchIntent;
  /** The fact-based theme it grows from ('invoicing software', 'late payments', 'Xero'), for a grouping by topic. */
  cluster: string;
  fact: Fact | null;
  /** A less common phrasing, used only when the count needs it. */
  spare?: boolean;
  /** Built from the audience the request names: kept in every version. */
  pinned?: boolean;
}

const DEFAULT_COUNT = 15;
const MAX_COUNT = 60;

const USE: Record<SearchIntent, string> = {
  informational: 'a blog post or guide',
  commercial: 'a comparison or landing page',
  transactional: 'the pricing or sign-up page',
  navigational: 'your homepage or brand pages',
};
const INTENT_MEANS: Record<SearchIntent, string> = {
  informational: 'people learning about the problem',
  commercial: 'people comparing options',
  transactional: 'people ready to buy or sign up',
  navigational: 'people looking for you by name',
};
const STAGE: Record<SearchIntent, 'Awareness' | 'Consideration' | 'Decision'> = { informational: 'Awareness', commercial: 'Consideration', transactional: 'Decision', navigational: 'Decision' };
/** The order intents take turns in: searches that learn and compare outnumber those that buy. */
const TURNS: SearchIntent[] = ['informational', 'commercial', 'transactional', 'informational', 'commercial', 'navigational'];

/** A place people come to: its searches carry the town ('bouldering gym leeds'). */
const VISITED = /\b(?:gym|studio|salon|clinic|caf[eé]|restaurant|bakery|shop|workshop|wall|centre|center|practice|garage|surgery|spa|pub|bar|venue|school|nursery|hotel|campsite|park|gallery|museum|florist|barbers?)\b/i;

const COUNTABLE_ONE = /\s(?:subscription|box|club|membership|plan|kit|bundle|hamper|voucher|card|course|class|workshop)$/i;

/**
 * The reader's problems as search phrases: 'dry or sensitive skin' is 'dry skin' and 'sensitive skin', never 'dry'
 * alone; a part with no noun ('fed up with plastic bottles' cut to 'fed up') is no phrase anyone searches.
 */
function problemItems(text: string | null): string[] {
  const shared = (text ?? '').replace(/\b([a-z]+)\s+(or|and)\s+([a-z]+)\s+([a-z]+)\b/gi, (all, a: string, joint: string, b: string, noun: string) =>
    nlp(a).has('#Adjective') && !nlp(a).has('#Noun') && nlp(b).has('#Adjective') && nlp(noun).has('#Noun') ? `${a} ${noun}, ${b} ${noun}` : all);
  return itemsOf(shared, 5).filter((p) => nlp(p).has('#Noun') || /ing\b/.test(p));
}

/** Every search phrase the facts support, by intent, best first. Phrases come from the space's words only. */
/** Words for everyone, which nobody searches for: 'people', 'customers'. */
const GENERIC_PEOPLE = /^(?:people|customers|clients|folks|everyone|users|buyers|locals|residents|anyone|someone|adults)$/i;

function candidates(input: TaskInput): Record<SearchIntent, Idea[]> {
  const { facts, brief } = input;
  // 'A local keyword list covering Norwich, Wymondham and Dereham': the places are where people search, not what for;
  // a topic that is one of them gives way to what the space sells.
  const asked = seoSubjectOf(brief, facts);
  const placeTopic = Boolean(asked.keyword && placesIn(brief.request, facts.company).some((p) => p.toLowerCase() === asked.keyword!.toLowerCase()));
  const subject = placeTopic ? seoSubjectOf({ ...brief, topic: null }, facts) : asked;
  // ('camping near Bridport': the place goes in the local phrases, so the core is what is searched for, 'camping'.)
  const named = placesIn(brief.request, facts.company).map((p) => p.toLowerCase());
  const near = subject.keyword ? /^(.+?)\s+(?:near|in|around)\s+(.+)$/i.exec(subject.keyword) : null;
  const core = near && named.includes(near[2]!.toLowerCase()) ? near[1]! : subject.keyword;
  // ('keywords for people in Leeds looking to …': 'people' names nobody in particular, and nobody searches for it.)
  const named_ = subject.focus?.toLowerCase() ?? null;
  const focus = named_ && !GENERIC_PEOPLE.test(named_) ? named_ : null;
  // ('parents … looking for swimming lessons for their kids': the lessons are for the kids, and searched as theirs.)
  const forWhom = /\bfor (?:their|my|our|your) (kids|children|child|sons?|daughters?|toddlers?|babies|baby|teens?|teenagers?|dogs?|puppy|puppies|cats?|kittens?|pets?)\b/i.exec(brief.request)?.[1]?.toLowerCase() ?? null;
  const whom = forWhom === 'children' || forWhom === 'child' ? 'kids' : forWhom;
  const audience = subject.audience ? headPhrase(subject.audience, 4) : null;
  const aud = whom ?? (audience && !GENERIC_PEOPLE.test(audience) ? audience : null);
  // The phrases with the people the request names lead every version.
  const pin = focus ?? whom;
  const company = facts.company?.toLowerCase() ?? null;
  // "Hours lost chasing invoices" is searched as the activity: "chasing invoices".
  // ('Parents want a site where …' is a sentence about the buyers, no search phrase.)
  // ('not knowing which origin suits their brew method' is searched as its question, not as 'not knowing'.)
  const asSearched = wholeProblems(facts.problems).flatMap((p) => {
    const search = problemSearch(p);
    return search ? [{ p, search }] : [];
  });
  const problems = problemItems(facts.problems).filter((p) => !asSearched.some((x) => x.p.toLowerCase().startsWith(p.toLowerCase()))).map((p) => p.replace(/^(?:hours|time|days|money|weeks)\s+(?:lost|spent|wasted)\s+(?:on\s+)?/i, '')).filter((p) => !/^(?:they|we|you|parents|people|customers|clients|families|owners|buyers)\s+(?:want|need|have|are|find|think|worry|feel|get|can)\b/i.test(p)).slice(0, 4);
  const features = facts.features.slice(0, 5).map((f) => ({ f, p: headPhrase(f.text, 3) })).filter((x): x is { f: Fact; p: string } => Boolean(x.p));
  const integrations = facts.integrations.slice(0, 4).map((f) => ({ f, p: headPhrase(f.text, 2) })).filter((x): x is { f: Fact; p: string } => Boolean(x.p));
  const competitors = [...new Set([...brief.competitors, ...facts.competitors])].slice(0, 3);
  const trial = trialFacts(facts)[0] ?? null;
  const demo = factsAbout(facts, /\bdemo\b/i, ['terms', 'features', 'links'])[0] ?? null;
  const plans = facts.prices.filter((p) => p.plan);
  const out: Record<SearchIntent, Idea[]> = { informational: [], commercial: [], transactional: [], navigational: [] };
  let spare = false;
  const add = (intent: SearchIntent, phrase: string | null | false, cluster: string, fact: Fact | null = null) => {
    if (!phrase) return;
    const p = phrase.replace(/\s+/g, ' ').trim();
    if (p.split(' ').length > 6) return;
    out[intent].push({ phrase: p, intent, cluster, fact, spare, pinned: Boolean(pin && p.includes(pin)) });
  };
  // The audience the request names is what these searches are about: its phrases lead every version.
  if (whom && core) {
    add('commercial', `${whom} ${core}`, whom);
    add('commercial', `best ${core} for ${whom}`, whom);
  }
  if (focus && !whom) {
    const f = focus;
    add('informational', `tips for ${f}`, f);
    add('informational', core && `${core} for ${f}`, f);
    add('commercial', core && `best ${core} for ${f}`, f);
    add('commercial', company && `${company} for ${f}`, f);
    // (A one-word problem beside the audience, 'loos families', is no search anyone types.)
    for (const p of problems.slice(0, 2)) if (p.split(/\s+/).length >= 2) add('informational', `${p} ${f}`, f);
  }
  // Local searches name the place ('automatic driving lessons beeston'): asked for, they lead.
  // (A business people visit, 'a bouldering gym in … Leeds', is searched by its town whether or not the request says 'local'.)
  // ('in a converted mill on Kirkstall Road, Leeds, opened in 2019': the town closes the address.)
  const town = /\bin\s+[^.]*?,\s+([A-Z][a-z]{2,})(?=[,.]|\s+(?:and|with|opened|since|where)\b)/.exec(facts.description ?? '')?.[1];
  const visited = VISITED.test(`${facts.description ?? ''} ${facts.industry ?? ''}`) ? (placesIn(facts.description ?? '', facts.company).slice(-1)[0] ?? town ?? null) : null;
  const placesAsked = core ? localPlaces(brief.request, [facts.description, facts.audience, facts.product], facts.company) : [];
  const places = placesAsked.length ? placesAsked : core && visited ? [visited] : [];
  if (core && places.length) {
    const local = (intent: SearchIntent, phrase: string) => out[intent].push({ phrase, intent, cluster: 'local', fact: null, spare: false, pinned: true });
    for (const place of places) local('transactional', `${core} ${place.toLowerCase()}`);
    local('transactional', `${core} near me`);
    local('commercial', `best ${core} in ${places[0]!.toLowerCase()}`);
    if (places[1]) local('commercial', `${core} ${places[1].toLowerCase()} prices`);
    // ('how much is dog walking', 'how much are driving lessons': a service named by its work is one thing.)
    local('informational', `how much ${/s$/.test(core) && !/ing$/.test(core) ? 'are' : 'is'} ${core} in ${places[0]!.toLowerCase()}`);
  }
  // 'driving lessons' are plural: 'how do driving lessons work', never 'what is driving lessons'.
  const plural = core ? nlp(core).nouns().isPlural().found && /s$/.test(core) : false;
  const recurring = facts.prices.some((p) => p.billing === 'recurring' && !p.fee);
  if (core) {
    // ('what is a soap bar subscription': one countable thing takes its article.)
    const one = !plural && COUNTABLE_ONE.test(core) ? `a ${core}` : core;
    add('informational', !plural && `what is ${one}`, core);
    add('informational', `how to choose ${one}`, core);
    add('informational', `how ${plural ? 'do' : 'does'} ${core} work`, core);
    add('commercial', `best ${core}`, core);
    add('commercial', aud && `${core} for ${aud}`, core);
    add('commercial', aud && `best ${core} for ${aud}`, core);
    add('commercial', `${core} comparison`, core);
    add('commercial', `${core} reviews`, core);
    add('transactional', `${core} pricing`, core, facts.prices[0] ?? null);
    add('transactional', trial && `${core} free trial`, core, trial);
    add('transactional', facts.prices.length > 1 && `${core} ${recurring ? 'plans' : 'prices'}`, core, facts.prices[0] ?? null);
    add('transactional', demo && `${core} demo`, core, demo);
    add('transactional', `${core} cost`, core);
    add('informational', `${core} checklist`, core);
  }
  for (const { p, search } of asSearched) add(search.kind === 'doubt' ? 'informational' : 'commercial', search.keyword, p);
  problems.forEach((p, i) => {
    if (/^\w+ing\b/i.test(p)) {
      add('informational', `how to stop ${p}`, p);
      add('informational', `${p} tips`, p);
      add('commercial', core && `${core} for ${p}`, p);
    } else {
      add('informational', `how to ${i % 2 ? 'avoid' : 'reduce'} ${p}`, p);
      add('informational', `what causes ${p}`, p);
      add('commercial', core && `${core} to reduce ${p}`, p);
    }
  });
  for (const { f, p } of features) {
    add('commercial', core && !core.includes(p) && `${core} with ${p}`, p, f);
    add('informational', `benefits of ${p}`, p, f);
  }
  if (company) {
    const brand = facts.company!;
    add('navigational', company, brand);
    add('navigational', `${company} pricing`, brand, facts.prices[0] ?? null);
    add('navigational', `${company} reviews`, brand);
    for (const p of plans.slice(0, 2)) add('navigational', `${company} ${p.plan!.toLowerCase()} plan`, brand, p);
  }
  for (const { f, p } of integrations) {
    add('commercial', core && `${core} ${p} integration`, p, f);
    add('navigational', company && `${company} ${p}`, p, f);
  }
  for (const c of competitors) {
    const name = c.toLowerCase();
    add('commercial', `${name} alternative`, c);
    add('commercial', company && `${name} vs ${company}`, c);
  }
  // Fewer common phrasings last: used only when the count asked needs them.
  spare = true;
  if (core) {
    add('informational', `${core} tips`, core);
    add('informational', `${core} examples`, core);
    add('commercial', `top ${core}`, core);
    add('transactional', `${core} sign up`, core);
  }
  for (const intent of Object.keys(out) as SearchIntent[]) out[intent] = out[intent].filter((idea, i, all) => all.findIndex((o) => o.phrase === idea.phrase) === i);
  return out;
}

/** `count` ideas, intents taking turns; a regenerate starts each intent's list further on, so other phrases lead. */
function choose(pool: Record<SearchIntent, Idea[]>, count: number, variant: number): Idea[] {
  // A regenerate leads with the phrases the version before it left out, so it is a new list, not a reshuffle.
  const before = variant > 0 ? new Set(choose(pool, count, variant - 1).map((i) => i.phrase)) : new Set<string>();
  // What the request focuses on stays in every version: when no new phrase of it is left, two of the first version's lead again.
  const freshPinned = (Object.values(pool) as Idea[][]).flat().filter((i) => i.pinned && !before.has(i.phrase)).length;
  let keep = variant > 0 && freshPinned === 0 ? 2 : 0;
  const fresh: Record<SearchIntent, Idea[]> = Object.fromEntries((Object.keys(pool) as SearchIntent[]).map((k) => [k, [...pool[k].filter((i) => !before.has(i.phrase)), ...pool[k].filter((i) => before.has(i.phrase)).map((i) => ({ ...i, spare: true, pinned: Boolean(i.pinned && keep > 0 && keep--) }))]])) as Record<SearchIntent, Idea[]>;
  pool = fresh;
  const seen = new Set<string>();
  const lists = Object.fromEntries(
    (Object.keys(pool) as SearchIntent[]).map((intent) => {
      // Spare phrasings stay last whatever the version: a regenerate leads with other strong phrases, not weak ones.
      const list = pool[intent].filter((i) => !i.spare && !i.pinned);
      return [intent, [...pool[intent].filter((i) => i.pinned), ...list, ...pool[intent].filter((i) => i.spare && !i.pinned)]];
    }),
  ) as Record<SearchIntent, Idea[]>;
  const chosen: Idea[] = [];
  let turn = 0;
  while (chosen.length < count && (Object.values(lists) as Idea[][]).some((l) => l.length)) {
    const intent = TURNS[turn++ % TURNS.length]!;
    const next = lists[intent].shift();
    if (next && !seen.has(next.phrase)) {
      seen.add(next.phrase);
      chosen.push(next);
    }
  }
  return chosen;
}

const row = (i: Idea, n: number) => `| ${n} | ${i.phrase.replace(/\|/g, '/')} | ${i.intent} | ${USE[i.intent]} |`;
const HEAD = ['| # | Keyword | Intent | Where to use it |', '|---|---|---|---|'];

/** Three groupings, one per regenerate: by search intent, by the topic each grows from, by funnel stage. */
function layout(ideas: Idea[], variant: number): { text: string; grouping: string } {
  const numbered = new Map(ideas.map((idea, i) => [idea, i + 1]));
  const grouped = (groups: [string, Idea[]][]) =>
    groups
      .filter(([, list]) => list.length)
      .map(([heading, list]) => [`**${heading}**`, ...HEAD, ...list.map((i) => row(i, numbered.get(i)!))].join('\n'))
      .join('\n\n');
  const order = <K extends string>(keys: K[], keyOf: (i: Idea) => K) => {
    const sorted = keys.flatMap((k) => ideas.filter((i) => keyOf(i) === k));
    sorted.forEach((idea, i) => numbered.set(idea, i + 1));
    return sorted;
  };
  switch (variant % 3) {
    case 1: {
      // Another layout, not the table again: one numbered list per topic, each phrase with its intent and page.
      // Still by intent (what was asked), buyers first, as plain lists to paste into a keyword tool.
      const intents: SearchIntent[] = ['transactional', 'commercial', 'informational', 'navigational'];
      const sorted = order(intents, (i) => i.intent);
      const text = intents
        .filter((k) => sorted.some((i) => i.intent === k))
        .map((k) => [`**${capitalise(k)} intent (${STAGE[k].toLowerCase()} stage)**`, ...sorted.filter((i) => i.intent === k).map((i) => `${numbered.get(i)}. ${i.phrase}`)].join('\n'))
        .join('\n\n');
      return { text, grouping: 'by search intent, buyers first' };
    }
    case 2: {
      const stages = ['Awareness', 'Consideration', 'Decision'] as const;
      order([...stages], (i) => STAGE[i.intent]);
      return { text: grouped(stages.map((s) => [`${s} stage`, ideas.filter((i) => STAGE[i.intent] === s)])), grouping: 'by funnel stage' };
    }
    default: {
      const intents: SearchIntent[] = ['informational', 'commercial', 'transactional', 'navigational'];
      order(intents, (i) => i.intent);
      return { text: grouped(intents.map((intent) => [`${capitalise(intent)}: ${INTENT_MEANS[intent]}`, ideas.filter((i) => i.intent === intent)])), grouping: 'by search intent' };
    }
  }
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const asked = askedCount(brief, ['keyword', 'keyword idea', 'search term', 'search phrase', 'phrase', 'query', 'idea']);
  const count = Math.max(1, Math.min(asked ?? DEFAULT_COUNT, MAX_COUNT));
  const ideas = choose(candidates(input), count, input.variant);
  const used = new UsedSources(facts);
  if (ideas.length) used.profile();
  for (const idea of ideas) used.fact(idea.fact);
  const notes: string[] = [];
  if (!subject.keyword) {
    return {
      summary: 'I need to know what you sell before I can suggest search phrases.',
      deliverable: '',
      notes: ['Answer "What is your main product or service?" in the space profile, or name the topic in the request ("keyword ideas for [topic]").'],
      used: [],
      steps: [{ tool: 'keyword_ideas', summary: 'no product or topic in the brief or the facts' }],
      artifacts: [],
    };
  }
  const { text, grouping } = layout(ideas, input.variant);
  if (ideas.length < count) notes.push(`Your facts support ${ideas.length} distinct phrases, not ${count}: add features, integrations, competitors or customer problems to the profile or a document for more.`);
  notes.push(input.variant % 2 === 1 ? 'No search volumes here: every phrase is built from your profile and documents. Run them through a keyword tool for volume and difficulty first.' : 'These phrases come from your own facts, not from a keyword tool: no search volumes are given. Check volume and difficulty in a keyword tool before you commit a page to one.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const n = ideas.length;
  return {
    summary: `${n} keyword idea${n === 1 ? '' : 's'} for ${subject.keyword}, grouped ${grouping}${grouping === 'by search intent' ? '' : ', each with its search intent'}.`,
    deliverable: text,
    notes,
    used: used.list(),
    steps: [{ tool: 'keyword_ideas', summary: `${n} phrases for "${subject.keyword}" (${(['informational', 'commercial', 'transactional', 'navigational'] as SearchIntent[]).map((i) => `${ideas.filter((x) => x.intent === i).length} ${i}`).join(', ')})` }],
    artifacts: [],
  };
}

export const KEYWORD_IDEAS_TASK: AgentTask = {
  id: 'seo.keywords',
  agent: 'seo-agent',
  label: 'keyword ideas grouped by search intent',
  cues: ['keyword', 'keyword research', 'search term', 'search phrase', 'search intent', 'intent', 'rank for', 'query', 'long-tail'],
  delivers: ['keyword', 'keyword idea', 'search term', 'search phrase', 'query'],
  starter: 'Give me 15 keyword ideas grouped by search intent',
  generate,
};
