import type { Fact, PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput } from '../agent-task.ts';
import { asSentence, countWord, headPhrase, inSentence, listOf, titleCase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { CANCEL, factsAbout, resultsOf, trialFacts } from './plan-facts.ts';
import { nextStepLink } from './next-step-link.ts';
import { offerLine } from './offer-line.ts';
import { productKeyword, type SeoSubject } from './seo-subject.ts';
import type { UsedSources } from './used-sources.ts';
import { offerSentence, pricedOffer, type PricedOffer } from './priced-offer.ts';
import { planTopicArticle } from './topic-plan.ts';
import { indefinite } from '../english-phrases.ts';

/** The structures an article or outline can take; each regenerate takes the next. */
export type ArticleAngle = 'guide' | 'problem-solution' | 'checklist';
export const ANGLES: ArticleAngle[] = ['guide', 'problem-solution', 'checklist'];

export type SectionKind = 'problem' | 'features' | 'tools' | 'pricing' | 'proof' | 'about' | 'start' | 'pitfalls';

export interface PlannedSection {
  kind: SectionKind | 'intro' | 'conclusion' | 'topic';
  /** Null for the intro (it sits under the H1). */
  heading: string | null;
  /** What the section covers, for an outline. */
  covers: string;
  /** The section's prose, for an article. */
  paragraphs: string[];
  sub: { heading: string; covers: string; paragraphs: string[] }[];
  /** Lower stays longer when the article must be shorter; 0 is never dropped. */
  priority: number;
}

export interface ArticlePlan {
  angle: ArticleAngle;
  h1: string;
  /** The phrase the piece targets; always in its H1. */
  keyword: string;
  description: string;
  sections: PlannedSection[];
  /** What the facts lacked, as marked blanks in the text. */
  blanks: string[];
  /** The reader's questions to list, when the plan gives its own (a topic the facts do not cover has none from them). */
  questions?: string[];
  /** Built from the request's topic rather than the product: its gaps are marked blanks, never the product's pitch. */
  topicLed?: boolean;
}

const ORDER: Record<ArticleAngle, SectionKind[]> = {
  guide: ['problem', 'features', 'about', 'tools', 'proof', 'pricing', 'pitfalls', 'start'],
  'problem-solution': ['problem', 'pitfalls', 'features', 'about', 'proof', 'tools', 'pricing', 'start'],
  checklist: ['problem', 'features', 'tools', 'pricing', 'proof', 'about', 'pitfalls', 'start'],
};
const PRIORITY: Record<SectionKind, number> = { features: 1, pricing: 2, problem: 3, proof: 3, about: 4, tools: 5, start: 5, pitfalls: 6 };

/** A noun phrase's verb form: 'late payments matter', 'messy reconciliation matters'. */
function verb(subject: string, singular: string, plural: string): string {
  const last = subject.trim().split(/\s+/).pop() ?? '';
  return /[^s]s$/i.test(last) && !/ss$|us$|is$/i.test(last) ? plural : singular;
}

/** Whether two phrases share a content word ('late payments' and 'reminders that chase late invoices' share 'late'). */
function sharesWord(a: string, b: string, except: string): boolean {
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g)?.map((w) => w.replace(/(ing|es|s)$/, '')) ?? []);
  const bw = words(b);
  const skip = words(except);
  return [...words(a)].some((w) => bw.has(w) && !skip.has(w));
}

const QUESTION_WORDS = /^(what|when|where|which|does|should|have|need|often|much|many|your|with|from|about|into|this|that|they|them)$/;

const TERM_WORDS = /\b(deliver\w*|shipping|postage|guarantee\w*|refund\w*|warrant\w*|contract|commitment|pause|returns?)\b/i;

const COUNTABLE = /\b(subscription|service|tool|app|platform|plan|box|kit|course|membership|programme|program|class|system|device|machine|product|club|package|bundle|tracker|scheduler|planner|template|portal|marketplace)$/i;

/** A product phrase as prose reads it: 'a coffee subscription', 'invoicing software'. */
function withArticle(phrase: string): string {
  if (!COUNTABLE.test(phrase) || /^(a|an|the|your|our)\s/i.test(phrase)) return phrase;
  return `${indefinite(phrase)} ${phrase}`;
}

/** The problems as whole phrases ('dogs that turn their nose up at kibble'), not cut at their first clause word. */
// 'from April 2026 for first homes over £300,000': a piece of a sentence cut at its comma, not a problem.
const STARTS_MID_CLAUSE = /^(?:from|in|on|at|by|for|with|to|of|since|until|after|before|so|which|that|but|because|when|while)\b/i;

function problemsOf(text: string | null): string[] {
  if (!text?.trim()) return [];
  return text
    // '£30,000' is one amount, and a full stop ends a problem as a comma does.
    .split(/\s*(?:[;\n]|,(?!\d{3}\b)|(?<=[a-z)][.!?])\s+(?=[A-Z]))\s*(?:and\s+)?|\s+and\s+(?=(?:no|not|the|a|an|worry|slow|late|lost|missing)\b)/i)
    .map((p) => inSentence(p.replace(/^(?:and|or)\s+/i, '').replace(/[.!]+$/, '').trim()))
    // A whole clause ('donors want to see that their money makes a difference') does not read as the subject of
    // 'X costs more than it seems': only noun phrases are problems here.
    .filter((p) => !STARTS_MID_CLAUSE.test(p))
    .filter((p) => p.split(/\s+/).length <= 8 && /[a-z]{3}/i.test(p) && !/\b(worr(y|ies)|wants?|lacks?|are|is|was|were|do|does|don['’]t|need|needs|feel|feels)\b/i.test(p));
}

/** The facts that speak to a topic, most shared words first: what an article about it stands on. */
function topicFactsOf(facts: readonly Fact[], topic: string, skip: string): Fact[] {
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g)?.map((w) => w.replace(/(ing|ed|es|s)$/, '')) ?? []);
  const want = words(topic);
  const common = words(skip);
  const scored = facts.map((f) => ({ f, n: [...words(f.text)].filter((w) => want.has(w) && !common.has(w)).length })).filter((x) => x.n > 0);
  return scored.sort((a, b) => b.n - a.n).map((x) => x.f).filter((f, i, all) => all.findIndex((o) => o.text === f.text) === i);
}

/** A fact as copy says it: a price row as a sentence about the plan (never the row), anything else as its own sentence. */
function factSentence(f: Fact, variant = 0): string {
  // A regenerate says the offer the other way round ('For £16 a month, the plan gives you …'): another text, the same fact.
  return 'amount' in f ? offerSentence(pricedOffer(f as PriceFact), variant) : asSentence(f.text);
}

/** The verb a fix takes: 'stop chasing invoices', 'reduce late payments'. */
function fixVerb(problem: string): string {
  return /^\w+ing\b/.test(problem) ? 'stop' : 'reduce';
}

/**
 * An article's plan from the space's facts: the H1, a meta description and its sections, each with what it
 * covers and its prose. Every statement about the company comes from a fact; the rest is advice to the reader
 * or a question for them, never a claimed figure.
 */
export function planArticle(input: TaskInput, subject: SeoSubject, angle: ArticleAngle, used: UsedSources, options: { withFacts?: boolean; productOnly?: boolean } = {}): ArticlePlan {
  const { facts, brief } = input;
  const blanks: string[] = [];
  const blank = (what: string) => {
    blanks.push(what);
    return `[${what}]`;
  };
  const cite = (...list: (Fact | null)[]) => list.forEach((f) => used.fact(f));
  const K = subject.keyword ?? blank('your product or topic');
  const question = /^(how|why|what|when|which|should|can|do|does|is|are)\b/i.test(K);
  const KT = titleCase(K);
  const C = facts.company ?? blank('your company');
  const A = brief.audience ?? (facts.audience ? inSentence(facts.audience.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '')) : null);
  const As = subject.audience;
  // The product's phrase, where the text means the product; K stays the article's subject.
  const PK = productKeyword(facts) ?? K;
  // A countable product reads with its article in prose ("a coffee subscription"); software and the like do not.
  const aPK = withArticle(PK);
  const aK = subject.fromRequest && !sharesWord(K, PK, '') ? K : withArticle(K);
  // Advice about teams and staff only where the readers are businesses.
  // The profile's own answer decides whom it sells to; the audience's words ('dog owners', 'practice managers') only when it says both or nothing.
  const type = facts.audienceType ?? '';
  const business = /\bb2b\b|^businesses/i.test(type) ? true : /\bb2c\b|^consumers/i.test(type) ? false : /\b(firms?|compan(y|ies)|teams?|practices?|managers?|owners?|agenc(y|ies)|business(es)?|clinics?|partners?|directors?|professionals?|b2b|organi[sz]ations?|schools?|retailers?|restaurants?|brands?|founders?|marketers?)\b/i.test(`${A ?? ''} ${facts.audience ?? ''}`);
  const aboutProduct = !subject.fromRequest || sharesWord(K, PK, '') || /\b(software|tool|app|platform|service|product|system|subscription)s?\b/i.test(K);
  // A topic that names one of the problems leads with it.
  const listed = problemsOf(facts.problems);
  const problems = subject.fromRequest ? [...listed.filter((p) => sharesWord(p, K, '')), ...listed.filter((p) => !sharesWord(p, K, ''))] : listed;
  const P1 = problems[0] ?? null;
  const feats = facts.features.slice(0, 4);
  const aboutPrice = subject.pageKind === 'pricing' || /\b(pric\w*|costs?|plans?|fees?)\b/i.test(K);
  const ints = facts.integrations.slice(0, 4).map((f) => ({ f, head: headPhrase(f.text, 3, 'name')! })).filter((x) => x.head);
  const prices: PriceFact[] = facts.prices;
  const trial = trialFacts(facts)[0] ?? null;
  const cancel = factsAbout(facts, CANCEL).find((f) => f !== trial) ?? null;
  // A result is a result: a line that only restates the product is not one.
  const results = resultsOf(facts);
  // A regenerate stands on other results when the facts have more than two: another version, not the same evidence reworded.
  const turn = results.length > 2 ? (input.variant * 2) % results.length : 0;
  const proof = [...results.slice(turn), ...results.slice(0, turn)].slice(0, 2);
  const diff = facts.differentiator ? asSentence(facts.differentiator) : null;
  const product = facts.product ? inSentence(facts.product.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '')) : null;
  const next = nextStepLink(brief, facts);
  const link = next?.url ?? null;
  cite(next?.fact ?? null);
  // No trial in the facts: a demo they offer is the next step, else getting in touch; never a trial they do not run.
  const demo = factsAbout(facts, /\bdemo\b/i, ['terms', 'features', 'links']).length > 0;
  const cta = brief.callToAction ? inSentence(brief.callToAction) : trial ? 'start your trial' : demo ? 'book a demo' : 'get in touch';
  used.profile();
  // A topic the request names that is not the product ('what is a P45', 'rabbit dental problems') is written about
  // itself, with marked blanks for what the facts do not say, never as the product's pitch.
  // Covered when it shares a word with what the business is, does or solves (its prices' add-ons do not count).
  // At least half of the topic's words: one shared word ('workers') does not make 'when does a worker need a card' the product's.
  const stems = (t: string) => new Set(t.toLowerCase().match(/[a-z][a-z0-9]{3,}/g)?.filter((w) => !QUESTION_WORDS.test(w)).map((w) => w.replace(/(ing|es|s)$/, '')) ?? []);
  const topicWords = [...stems(K)];
  // A document the request names or ticks is material for the piece: what it says counts as covered too.
  const known = stems([facts.product, facts.description, facts.differentiator, facts.problems, facts.industry, ...facts.features.map((f) => f.text), ...input.referenced.map((r) => r.text.slice(0, 20_000))].filter(Boolean).join(' '));
  // A topic that names what the business sells or its trade ('dog walking in Leeds' for a dog walker) is about it outright.
  const trade = stems([facts.product, facts.industry].filter(Boolean).join(' '));
  const covered = topicWords.length > 0 && (topicWords.filter((w) => known.has(w)).length * 2 >= topicWords.length || topicWords.some((w) => w.length >= 5 && trade.has(w)));
  if (subject.fromRequest && subject.keyword && !aboutProduct && !covered && !options.productOnly) {
    const frame = planTopicArticle(input, subject, angle, used, { keyword: K, company: C, cta, link: link ?? blank('your link'), product, diff });
    if (!options.withFacts) return frame;
    // An article also says what the facts do state (features, prices, results): real material after the topic's own
    // sections, never the generic advice sections; the close stays the frame's.
    const own = planArticle(input, subject, angle, used, { productOnly: true }).sections.filter((x) => x.kind === 'features' || x.kind === 'tools' || x.kind === 'pricing' || x.kind === 'proof');
    const close = frame.sections.filter((x) => x.kind === 'conclusion');
    return { ...frame, sections: [...frame.sections.filter((x) => x.kind !== 'conclusion'), ...own, ...close] };
  }

  // The product's own phrase gives way to the problem's in a problem-and-fix piece; a topic the request names never does.
  const byProblem = angle === 'problem-solution' && P1 && (!subject.fromRequest || sharesWord(P1, K, ''));
  const target = question ? K : byProblem ? `how to ${fixVerb(P1!)} ${P1}` : angle === 'checklist' && !subject.fromRequest ? `how to choose ${K}` : K;
  const h1 = subject.title
    ? subject.title
    : question
    ? KT
    : angle === 'guide'
      ? `${KT}: A Practical Guide${As ? ` for ${titleCase(As)}` : ''}`
      : angle === 'problem-solution'
        ? byProblem ? `${titleCase(target)}${As ? ` for ${titleCase(As)}` : ''}` : `${KT}: The Problem and the Fix`
        : aboutProduct ? `How to Choose ${KT}: A Checklist` : `${KT}: A Checklist${As ? ` for ${titleCase(As)}` : ''}`;

  // Short sentences throughout: a voice's sentence limit then has nothing to split.
  const intro: string[] =
    angle === 'guide'
      ? [
          [A ? `This guide is for ${A}.` : null, P1 ? `You know how frustrating ${listOf(problems.slice(0, 3))} can be.` : `Choosing ${aPK} is easier when you know what to look for.`].filter(Boolean).join(' '),
          question ? `Here is what helps, step by step, and where ${C} fits in.` : aboutProduct ? `It covers what ${aK} should do for you and what to look for. It also covers what it costs and how to get started.` : `It covers why ${K} ${verb(K, 'matters', 'matter')}, what helps, and where ${C} fits in.`,
        ]
      : angle === 'problem-solution'
        ? [
            P1 ? `${capitalise(P1)} rarely ${verb(P1, 'arrives', 'arrive')} as one big failure. ${verb(P1, 'It shows', 'They show')} up as small costs that repeat every week. After a while, they feel normal.` : `Most people get less from ${aPK} than they could.`,
            `Here is how to tackle ${P1 ? verb(P1, 'it', 'them') : 'that'}. First, what ${P1 ? verb(P1, 'it costs', 'they cost') : 'it costs'} you. Then what fixes ${P1 ? verb(P1, 'it', 'them') : 'it'}, and how ${C} approaches the problem.`,
          ]
        : [
            `Every option for ${aPK} looks alike on its own website. The differences show up later, in what it saves you or adds to your week.`,
            `Use these questions to compare options side by side${As ? `, written for ${As}` : ''}. Each ends with how ${C} answers it.`,
          ];

  const ps = angle === 'problem-solution';
  const sections: PlannedSection[] = [{ kind: 'intro', heading: null, covers: ps ? `Names the problem first (${P1 ?? K}), then promises a way to measure it and a fix.` : `Opens on ${P1 ?? K}${A ? ` for ${A}` : ''}, and says what the article covers.`, paragraphs: intro, sub: [], priority: 0 }];
  // A topic the request names is answered first, from the facts that speak to it.
  const onTopic = subject.fromRequest ? topicFactsOf([...facts.terms, ...facts.features, ...facts.prices, ...resultsOf(facts)], `${subject.title ?? ''} ${K}`, C).slice(0, 5) : [];
  if (onTopic.length) {
    cite(...onTopic);
    const lines = onTopic.map((f) => factSentence(f, input.variant));
    sections.push({
      kind: 'topic',
      heading: angle === 'checklist' ? `${capitalise(K)}: the checklist` : angle === 'problem-solution' ? 'What you need to know' : `${capitalise(K)}, step by step`,
      covers: ps ? `The facts a reader needs before the fix, one line each: ${lines.map((l) => l.replace(/\.$/, '')).join('; ')}.` : `What the facts say about ${K}: ${lines.join(' ')}`,
      paragraphs: angle === 'guide' ? [lines.join(' ')] : [lines.map((l) => (angle === 'checklist' ? `- [ ] ${l}` : `- ${l}`)).join('\n')],
      sub: [],
      priority: 0,
    });
  }
  const trialStep = trial ? (/^(\d+[- ](day|week|month)|free)\b/i.test(trial.text.trim()) ? `Start the ${inSentence(trial.text)}.` : asSentence(trial.text)) : null;
  const readerQuestions = ['How do you handle this today?', business ? 'Who on your team would use it most?' : 'How often would you use it?', 'What would change if this happened on its own?', 'How would you check it works before you commit?'];

  const write: Record<SectionKind, () => PlannedSection | null> = {
    problem: () => {
      if (!P1) return null;
      const heading = angle === 'checklist' ? `Does it solve ${P1}?` : angle === 'problem-solution' ? `What ${P1} ${verb(P1, 'costs', 'cost')} you` : `Why ${P1} ${verb(P1, 'matters', 'matter')}`;
      const rest = problems.slice(1, 3);
      // Each structure says it its own way: a regenerate that only moved these paragraphs would be the same article.
      const paragraphs =
        angle === 'problem-solution'
          ? [
              `Put a number on it before you look for a fix. Keep a tally for two weeks: each time ${P1} ${verb(P1, 'gets', 'get')} in your way, note the date and what it took to sort out.`,
              `At the end, add it up in hours and money. That total is your baseline, and the figure any fix has to beat.`,
              ...(rest.length ? [`Keep a second column for ${listOf(rest)}: they tend to travel together.`] : []),
            ]
          : [
              angle === 'checklist'
                ? `Start with the problem, not the feature list. Write down where ${listOf([P1, ...rest])} show up in your week. Then judge every option against that list.`
                : `${capitalise(P1)} ${verb(P1, 'costs', 'cost')} more than ${verb(P1, 'it seems', 'they seem')}, in time, money or patience. ${verb(P1, 'It is', 'They are')} also easy to accept as normal.`,
              `Ask yourself: how often ${verb(P1, 'does it', 'do they')} happen? What ${verb(P1, 'does it', 'do they')} cost you each time? What would change if ${verb(P1, 'it', 'they')} stopped?`,
              ...(rest.length && angle !== 'checklist' ? [`The same goes for ${listOf(rest)}. Each looks small on its own. Together they add up.`] : []),
            ];
      return { kind: 'problem', heading, covers: ps ? `How to put a number on ${P1}: a two-week tally that becomes the baseline any fix must beat.` : `The cost of ${listOf(problems.slice(0, 3))} to ${As ?? 'the reader'}, in their own week (no invented figures).`, paragraphs, sub: [], priority: PRIORITY.problem };
    },
    features: () => {
      // No features in the facts: the article leaves the section out rather than hand the reader a blank.
      if (!feats.length) return null;
      cite(...feats);
      const advice = angle === 'problem-solution' ? [
        'Measure it against your baseline after a month.',
        'This is the step that stops the problem coming back.',
        business ? 'Agree who owns it, so it keeps happening on busy weeks.' : 'Set it up once, so it keeps happening on busy weeks.',
        'Judge it on what it removes from your week, not on what it adds.',
      ] : [
        'Ask how this works before you commit.',
        "It's the part you'll notice most, so try it first if you can.",
        business ? 'Check that it fits the way your team already works.' : 'Check that it fits the way you do things now.',
        'Look at how much of it happens without you having to remember it.',
      ];
      const heading = angle === 'checklist' ? 'Does it do what you need?' : angle === 'problem-solution' ? `How to fix ${P1 ? verb(P1, 'it', 'them') : 'it'}` : `What to look for in ${aPK}`;
      const lead =
        angle === 'problem-solution'
          ? `The fix is rarely working harder. It's the right tools doing the repetitive part. Here is what ${C} puts in place.`
          : `When you compare options, look past the length of the feature list. Ask what each part saves you. These matter most${As ? ` for ${As}` : ''}:`;
      const sub = feats.map((f, i) => {
        const head = headPhrase(f.text, 5) ?? f.text;
        // Only a word beyond the product's own name links a feature to a problem ('late' does; 'invoice' in invoicing software does not).
        const tackles = problems.find((p) => sharesWord(p, f.text, K));
        const why = tackles ? `That goes straight at ${tackles}.` : readerQuestions[(i + input.variant) % readerQuestions.length]!;
        return { heading: angle === 'checklist' ? `${capitalise(head)}?` : titleCase(head), covers: asSentence(f.text), paragraphs: [`${asSentence(f.text)} ${why} ${advice[(i + input.variant) % advice.length]}`] };
      });
      return { kind: 'features', heading, covers: `What to look for, one H3 per feature from your facts (${listOf(feats.map((f) => headPhrase(f.text, 4, 'prose') ?? f.text))}).`, paragraphs: [lead], sub, priority: PRIORITY.features };
    },
    tools: () => {
      if (!ints.length) return null;
      cite(...ints.map((x) => x.f));
      const long = ints.filter((x) => x.f.text.split(/\s+/).length > x.head.split(' ').length + 2).map((x) => asSentence(x.f.text));
      const heading = angle === 'checklist' ? `Does it work with ${listOf(ints.slice(0, 3).map((x) => x.head), 'or')}?` : 'Fitting it into the tools you use';
      return {
        kind: 'tools',
        heading,
        covers: `The integrations (${listOf(ints.map((x) => x.head))}) and what connecting them saves.`,
        paragraphs: [
          `${capitalise(aPK)} should fit the tools you already run. ${C} connects with ${listOf(ints.map((x) => x.head))}.${long.length ? ` ${long.join(' ')}` : ''}`,
          `Each connection is one less place to copy data by hand.${trial ? ' Test each one during the trial, on real work.' : ' Ask to see each one working with your own data.'}`,
        ],
        sub: [],
        priority: PRIORITY.tools,
      };
    },
    pricing: () => {
      // A piece that is not about price leaves it out when the facts state none; one about price marks the blank.
      if (!prices.length && !aboutPrice) return null;
      const heading = angle === 'checklist' ? 'What will it cost as you grow?' : `What ${aPK} costs`;
      const paragraphs: string[] = [];
      if (prices.length) {
        cite(...prices);
        paragraphs.push(pricesInArticle(prices.map(pricedOffer), C, angle));
      } else paragraphs.push(blank('your prices and plans: the facts do not list them'));
      // The terms a buyer weighs with the price: the trial, cancelling, delivery, a guarantee.
      const terms = [trial, cancel, ...facts.terms.filter((t) => t !== trial && t !== cancel && TERM_WORDS.test(t.text)).slice(0, 2)].filter((f): f is Fact => f !== null);
      cite(...terms);
      if (terms.length) paragraphs.push(terms.map((f) => asSentence(f.text)).join(' '));
      paragraphs.push(
        angle === 'problem-solution'
          ? `Set the price against your baseline: if the fix costs less than the problem does, the sums are easy.${trial ? ' The trial lets you check that on real work first.' : ''}`
          : `Pick the plan that fits what you need today. Check what the next one up costs before you outgrow it.${trial ? ' Use the trial to test it properly, not just a quick look.' : ''}`,
      );
      const offers = prices.map(pricedOffer);
      const listed = listOf(offers.map((o) => (o.name ? `${o.name} at ${o.price}` : o.price)));
      return { kind: 'pricing', heading, covers: prices.length ? (ps ? `The price range set against the baseline, so the sums are the reader's own${terms.length ? ', with the terms that lower the risk' : ''}.` : `The plans and prices (${listed})${terms.length ? ', the trial and contract terms' : ''}, and how to pick one.`) : 'Prices and plans: [add them: the facts do not list them].', paragraphs, sub: [], priority: PRIORITY.pricing };
    },
    proof: () => {
      if (!proof.length) return null;
      cite(...proof);
      const heading = angle === 'checklist' ? 'Has it worked for businesses like yours?' : angle === 'problem-solution' ? 'Proof it works' : 'What it looks like in practice';
      return {
        kind: 'proof',
        heading,
        covers: ps ? `Evidence the fix works, with its figures: ${proof.map((p) => p.text.replace(/\.$/, '')).join('; ')}.` : `A customer result with its numbers: ${proof.map((p) => p.text).join('; ')}.`,
        paragraphs: [proof.map((p) => asSentence(p.text)).join(' '), business ? 'Results vary from one business to the next. Ask for examples from businesses like yours.' : 'Results vary from person to person. Ask for reviews from people like you.'],
        sub: [],
        priority: PRIORITY.proof,
      };
    },
    about: () => {
      if (!product && !diff) return null;
      const heading = angle === 'checklist' ? "Who's behind it?" : `How ${C} approaches it`;
      // The fix told as what changes, one line each: the guide's paragraph again would be the same text.
      const items = facts.differentiator ? facts.differentiator.replace(/[.!]+$/, '').split(/\s*;\s*/).filter(Boolean) : [];
      const paragraphs =
        angle === 'problem-solution' && items.length > 1
          ? [`What ${C} changes${A ? ` for ${A}` : ''}:\n${items.map((x) => `- ${asSentence(x)}`).join('\n')}`]
          : [[product ? `${C} is ${product}.` : null, diff, A ? `It's made for ${A}.` : null].filter(Boolean).join(' ')];
      return { kind: 'about', heading, covers: ps && items.length > 1 ? `What ${C} changes, one line per point (${items.length} points from your profile).` : `What ${C} is and what sets it apart${diff ? ` (${diff.replace(/\.$/, '')})` : ''}.`, paragraphs, sub: [], priority: PRIORITY.about };
    },
    pitfalls: () => {
      // Buying advice that holds for any purchase: no claim about the company or its rivals.
      const items = (
        angle === 'problem-solution'
          ? [
              `Putting up with it. ${P1 ? `${capitalise(P1)} rarely ${verb(P1, 'fixes itself', 'fix themselves')}.` : 'The problem rarely fixes itself.'}`,
              "A workaround you have to remember. It's one more thing to forget on a busy day.",
              business ? 'A fix nobody keeps using. Involve the people who do the work from day one.' : 'A fix you stop using after a week. Pick one that fits how you already do things.',
            ]
          : angle === 'checklist'
            ? [
                'No way to try it before you pay.',
                'Prices you can only get by asking.',
                'Terms that make it hard to cancel.',
                ints.length ? 'No clear answer on how your data moves across.' : null,
                business ? 'No examples from businesses like yours.' : 'No reviews from people like you.',
              ]
            : [
                `Choosing on price alone. A lower price helps little if ${P1 ?? 'the problem'} ${P1 ? verb(P1, 'stays', 'stay') : 'stays'}.`,
                trial ? 'Skipping the trial, or only giving it a quick look.' : "Deciding before you've tried it.",
                'Reading only the headline price. Check delivery, contract and cancellation terms too.',
                business ? 'Leaving out the people who will use it every day. Ask them what slows them down.' : null,
                ints.length ? `Forgetting set-up. Ask how long it takes to move your data across and connect ${ints[0]!.head}.` : null,
              ]
      ).filter((x): x is string => Boolean(x));
      const heading = angle === 'problem-solution' ? "What doesn't work" : angle === 'checklist' ? 'Red flags to watch for' : 'Mistakes to avoid';
      return { kind: 'pitfalls', heading, covers: ps ? 'Fixes that fail (putting up with it, workarounds, a fix nobody keeps using), as general advice.' : 'Common buying mistakes, as general advice (no claims about competitors).', paragraphs: [items.map((x) => `- ${x}`).join('\n')], sub: [], priority: PRIORITY.pitfalls };
    },
    start: () => {
      const steps = (angle === 'problem-solution'
        ? [
            'Week one: finish your two-week tally, so you have a baseline.',
            trialStep ? `Week two: ${inSentence(trialStep)}` : `Week two: put your questions to ${C} and agree a start date.`,
            ints.length ? `Week three: link up ${listOf(ints.slice(0, 3).map((x) => x.head))}, then stop doing by hand what now happens on its own.` : 'Week three: change one habit at a time, not everything at once.',
            'Week four: compare the new tally with the baseline, and decide on the numbers.',
          ]
        : [
            P1 ? `Note how often ${P1} ${verb(P1, 'happens', 'happen')} now, so you can tell whether that changes.` : 'Write down what you want to change, so you can tell whether it does.',
            trialStep ?? `Ask ${C} any questions before you start.`,
            ints.length ? `Connect ${listOf(ints.slice(0, 3).map((x) => x.head))} first, so your data is in one place from day one.` : null,
            "Review after the first month: keep it only if it's making a difference.",
          ]
      ).filter((x): x is string => Boolean(x));
      cite(trial);
      return { kind: 'start', heading: angle === 'checklist' ? 'Making the decision' : angle === 'problem-solution' ? 'Your first month' : 'How to get started', covers: ps ? `A four-week plan, week by week, ending on the numbers${trial ? ' (the trial in week two)' : ''}.` : `The first steps${trial ? ', starting with the trial' : ''}.`, paragraphs: [steps.map((x, i) => `${i + 1}. ${x}`).join('\n')], sub: [], priority: PRIORITY.start };
    },
  };
  for (const kind of ORDER[angle]) {
    const section = write[kind]();
    if (section) sections.push(section);
  }

  const linkText = link ?? blank('your link');
  // The offer the request gives goes in word for word, by the call to action.
  const offer = offerLine(brief);
  const close =
    angle === 'checklist'
      ? `Run every option through these questions. ${diff ? `${C}'s answer starts with this: ${diff.charAt(0).toLowerCase()}${diff.slice(1)}` : `${C} is happy to answer them.`}`
      : `${capitalise(aPK)} earns its place when it removes ${P1 ?? 'the repetitive work'} without adding work of its own.${diff ? ` ${diff}` : ''}`;
  const takeaways = [
    P1 ? `Judge every option against ${listOf(problems.slice(0, 2))}.` : null,
    feats.length ? `Look for ${listOf(feats.slice(0, 3).map((f) => headPhrase(f.text, 4, 'prose') ?? f.text))}.` : null,
    ints.length ? `Check it connects with ${listOf(ints.slice(0, 3).map((x) => x.head))}.` : null,
    prices.length ? `Compare the ${prices.map(pricedOffer).some((o) => o.recurring) ? 'plans' : 'options'}: ${listOf(prices.map(pricedOffer).filter((o, _, all) => o.recurring || !all.some((x) => x.recurring)).map((o) => (o.name ? `${o.name} at ${o.price}` : o.price)))}.` : null,
  ].filter((x): x is string => Boolean(x));
  sections.push({
    kind: 'conclusion',
    heading: angle === 'checklist' ? 'The short version' : angle === 'problem-solution' ? 'Where to start' : 'The next step',
    covers: `Sums up${angle !== 'problem-solution' && takeaways.length ? ' in a short list' : ''} and ends with the call to action: ${cta} (${linkText}).`,
    paragraphs: [close, ...(angle !== 'problem-solution' && takeaways.length > 1 ? [takeaways.map((t) => `- ${t}`).join('\n')] : []), ...(offer ? [asSentence(offer)] : []), `**Ready? ${capitalise(cta)}: ${linkText}**`],
    sub: [],
    priority: 0,
  });

  const description =
    angle === 'guide'
      ? question ? `${capitalise(K)}: what helps, step by step, and where ${C} fits in${As ? `. A practical guide for ${As}` : ''}.` : aboutProduct ? `What ${aK} should do, what to look for, what it costs and how to start${As ? `: a practical guide for ${As}` : ''}.` : `Why ${K} ${verb(K, 'matters', 'matter')}, what helps and how to start${As ? `: a practical guide for ${As}` : ''}.`
      : angle === 'problem-solution'
        ? `${P1 ? `${capitalise(P1)} ${verb(P1, 'costs more than it seems', 'cost more than they seem')}.` : ''} What ${P1 ? verb(P1, 'it costs', 'they cost') : 'it costs'} you, how to fix ${P1 ? verb(P1, 'it', 'them') : 'it'}, and how ${C} helps.`
        : `The questions to ask before you choose ${aPK}: features, tools, price and proof${As ? `, for ${As}` : ''}.`;
  return { angle, h1, keyword: target, description: description.trim(), sections, blanks };
}

/**
 * The prices as an article states them: each plan or service with what it includes, in words (never the table row),
 * one-off services apart from the plans; a problem-and-fix piece sums them up in a sentence.
 */
function pricesInArticle(offers: PricedOffer[], company: string, angle: ArticleAngle): string {
  const plans = offers.filter((o) => o.recurring);
  const services = plans.length ? offers.filter((o) => !o.recurring) : [];
  const main = plans.length ? plans : offers;
  const what = (o: PricedOffer) => (o.includes.length ? listOf(o.includes) : o.note);
  const item = (o: PricedOffer) => `- ${o.name ? `**${o.name}**: ` : ''}${o.price}${what(o) ? `, ${what(o)}` : ''}`;
  const byAmount = [...main].sort((a, b) => (Number(a.fact.amount.replace(/[^0-9.]/g, '')) || 0) - (Number(b.fact.amount.replace(/[^0-9.]/g, '')) || 0));
  if (angle === 'problem-solution') {
    const low = byAmount[0]!;
    const high = byAmount[byAmount.length - 1]!;
    const range = main.length > 1 ? `${company}'s prices run from ${low.price}${low.name ? ` (${low.name})` : ''} to ${high.price}${high.name ? ` (${high.name})` : ''}.` : `${company} charges ${low.price}${low.name ? ` for ${low.name}` : ''}.`;
    return `${range}${services.length ? ` One-off jobs are priced on their own, from ${[...services].sort((a, b) => (Number(a.fact.amount.replace(/[^0-9.]/g, '')) || 0) - (Number(b.fact.amount.replace(/[^0-9.]/g, '')) || 0))[0]!.price}.` : ''}`;
  }
  if (main.length === 1 && !services.length) return `${company} costs ${main[0]!.price}${what(main[0]!) ? `, for ${what(main[0]!)}` : ''}.`;
  const lead = `${company} has ${countWord(main.length)} ${plans.length ? 'plans' : 'options'}:\n${main.map(item).join('\n')}`;
  return services.length ? `${lead}\n\nOne-off services are priced separately:\n${services.map(item).join('\n')}` : lead;
}
