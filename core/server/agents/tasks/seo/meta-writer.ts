import { isPluralName } from '../../facts/fact-phrases.ts';
import { asInvitation, isInstruction } from '../../brief/phrase-type.ts';
import type { Fact, PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput } from '../agent-task.ts';
import { asSentence, headPhrase, inSentence, listOf, titleCase, writtenCase } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { fitChars } from './fit-length.ts';
import { lowestPrice, plansInProse, priceInProse, priceInTitle, resultsOf, TRIAL, trialFacts } from './plan-facts.ts';
import { offerLine } from './offer-line.ts';
import { readerCopy } from './reader-copy.ts';
import type { SeoSubject } from './seo-subject.ts';
import { offerSentence, pricedOffer } from './priced-offer.ts';
import { stemOf } from '../../offline/avoided-claims.ts';
import type { UsedSources } from './used-sources.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 155;

/** One search snippet: a title tag and a meta description written from one angle. */
export interface MetaPair {
  angle: string;
  title: string;
  description: string;
}

/** A sentence and the facts it states (null when the facts lack it). */
type Said = { text: string; facts: Fact[] } | null;

interface Angle {
  name: string;
  /** Title wordings, fullest first: the first that fits the limit is used. */
  titles: string[];
  /** The facts the title states. */
  titleFacts: (Fact | null)[];
  /** Description sentences in order; those past the limit are dropped. */
  sentences: Said[];
}

const said = (text: string | null, ...facts: (Fact | null)[]): Said => (text ? { text, facts: facts.filter((f): f is Fact => f !== null) } : null);

/** The first clause of a fact ('14-day free trial, no card needed' gives '14-day free trial'). */
const firstClause = (text: string) => text.split(/\s*[,;:(]\s*|\s+[–—-]\s+|(?<=[.!?])\s/)[0]!.replace(/[.!?]+$/, '').trim();

/** The angles the facts allow, for a page (a pricing page has its own). */
function anglesOf(input: TaskInput, subject: SeoSubject): { lead: Angle | null; angles: Angle[]; fallback: NonNullable<Said>[] } {
  const { facts, brief } = input;
  // A page named for one priced offer ('our gutter clear page') is about that offer: its name leads the title.
  // 'Run Clinic' names 'Run Clinic (video gait analysis …)'; 'Pilates classes' names 'Pilates 8-class pass' by most of its words.
  // ('e-bike servicing' names 'E-bike service': a word in any of its forms.)
  const stems = (x: string) => new Set((x.toLowerCase().replace(/\([^)]*\)/g, ' ').match(/[a-z]{3,}/g) ?? []).map((w) => stemOf(w.replace(/(?<=(?:s|x|ch|sh))es$/, '').replace(/(?<!s)s$/, ''))));
  const named = (t: string | null) => {
    if (!t) return null;
    const exact = facts.prices.find((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan.replace(/\s*\([^)]*\)\s*/g, ' ').trim())}\\b`, 'i').test(t));
    if (exact) return exact;
    const want = stems(t);
    const scored = facts.prices.filter((p) => p.plan && !p.fee).map((p) => ({ p, n: [...stems(p.plan!)].filter((w) => want.has(w)).length })).sort((a, b) => b.n - a.n);
    return scored[0] && scored[0].n >= Math.min(2, want.size) ? scored[0].p : null;
  };
  const keyed = named(subject.fromRequest ? subject.keyword : null) ?? named(subject.page);
  const K = keyed && !subject.fromRequest ? titleCase(keyed.plan!) : subject.keyword ? titleCase(writtenCase(subject.keyword, [input.brief.request, input.facts.product, input.facts.description])) : '[your product]';
  const C = facts.company;
  const brand = (t: string) => (C ? [`${t} | ${C}`, t] : [t]);
  // Only an audience the request names: the profile's is a paragraph, and its first words ('heads') say nothing in a title.
  const A = brief.audience ?? subject.focus ?? null;
  // A page about one priced offer ('our plant doctor consultation page') states that offer's price, never the plans' lowest.
  const low: PriceFact | null = keyed ?? lowestPrice(facts.prices);
  const lowOffer = low ? pricedOffer(low) : null;
  // A regenerate tells the same facts another way (the trial as an invitation, the price by its plan), so its
  // snippets are new text, not the first's sentences with a word swapped.
  const alt = input.variant % 2 === 1;
  const trial = trialFacts(facts)[0] ?? null;
  const trialHead = trial ? firstClause(trial.text) : null;
  const diff = facts.differentiator ? firstClause(facts.differentiator) : null;
  const feats = facts.features.slice(0, 3).map((f) => headPhrase(f.text, 4, 'prose')).filter((f): f is string => Boolean(f));
  const featTitles = facts.features.slice(0, 2).map((f) => headPhrase(f.text, 3)).filter((f): f is string => Boolean(f));
  const ints = facts.integrations.slice(0, 3).map((f) => headPhrase(f.text, 3, 'name')).filter((f): f is string => Boolean(f));
  const proof = resultsOf(facts)[0] ?? null;
  const product = facts.product ? firstClause(facts.product) : null;
  const planNames = facts.prices.filter((p) => p.plan).map((p) => p.plan!);
  // The product's whole first sentence: the description has room for what follows its first comma.
  const productLine = facts.product ? facts.product.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]+$/, '') : null;
  // 'The Relaydesk help desk, …' says itself; 'a help desk …' follows 'is'; a list of services ('Boiler servicing and repairs, …') follows 'offers'.
  const what = keyed && lowOffer
    ? offerSentence({ ...lowOffer, name: capitalise(lowOffer.name ?? K) }, input.variant)
    : !productLine ? null : isInstruction(productLine) ? asInvitation(productLine) : !C || productLine.toLowerCase().includes(C.toLowerCase()) ? asSentence(productLine) : /^(a|an)\s/i.test(productLine) ? `${C} is ${inSentence(productLine)}.` : `${C} offers ${inSentence(productLine)}.`;
  // A one-off service's page invites no trial of the plans; lessons, frames or repairs paid each time are prices, not plans.
  const recurring = facts.prices.some((p) => p.billing === 'recurring');
  const cta = said(brief.callToAction ? asSentence(brief.callToAction) : keyed && !lowOffer?.recurring ? null : trial ? (alt ? 'Try it before you pay.' : 'Start your trial.') : subject.pageKind === 'pricing' && low ? (recurring ? (alt ? 'See which plan fits you.' : 'Compare the plans.') : alt ? 'See what each one costs.' : 'Every price, before you book.') : null);
  const s = {
    what: said(what),
    diff: said(diff ? asSentence(diff) : null),
    // A pricing page without prices in the facts gets a marked blank, never an invented price.
    // No price in the facts: the profile's own line about pricing (what[]) says what there is; no price is invented or left blank.
    price: said(!low ? null : keyed ? (alt ? `${capitalise(keyed.plan!)}: ${lowOffer!.price}.` : `${capitalise(keyed.plan!)} ${isPluralName(keyed.plan!) ? 'cost' : 'costs'} ${lowOffer!.price}.`) : alt && low.plan ? `${low.plan} ${isPluralName(low.plan) ? 'cost' : 'costs'} ${priceInProse(low)}.` : `${low.billing === 'recurring' ? 'Plans' : 'Prices'} from ${priceInProse(low)}.`, low),
    plans: said(facts.prices.length > 1 ? asSentence(plansInProse(facts.prices)) : null, ...facts.prices),
    trial: said(trial ? (alt ? trialInvitation(trial.text) : asSentence(trial.text)) : null, trial),
    features: said(feats.length ? `Includes ${listOf(feats)}.` : null, ...facts.features.slice(0, 3)),
    ints: said(ints.length ? `Works with ${listOf(ints)}.` : null, ...facts.integrations.slice(0, 3)),
    proof: said(proof ? asSentence(proof.text) : null, proof),
    audience: said(A ? `Made for ${A}.` : null),
  };
  // 'the café page': what the facts say of the café (a feature, a term, a clause of what sets the business apart, a
  // price under its heading), so each page's snippet says something of its own.
  // ('our Xero integration page' is about Xero: the words that say what kind of page it is name nothing in the facts.)
  const pageWords = stems('integration integrations page pages landing our your their the');
  const topicStems = brief.topic && !/^home\s*page$|^homepage$/i.test(brief.topic) ? [...stems(brief.topic)].filter((w) => (!stems(C ?? '').has(w) || stems(brief.topic!).size === 1) && !(pageWords.has(w) && stems(brief.topic!).size > 1) && !/^(?:our|your|their|the)$/.test(w)) : [];
  const about = (t: string) => topicStems.length > 0 && topicStems.every((w) => stems(t).has(w));
  // A plan's name says the topic in another form ('Restored upright' for 'restoration'): the same first six letters.
  const aboutName = (t: string) => about(t) || (topicStems.length > 0 && topicStems.every((w) => w.length >= 6 && t.toLowerCase().split(/[^a-z]+/).some((x) => x.slice(0, 6) === w.slice(0, 6))));
  // (A page about one priced offer, 'our gutter clear page', is said by that offer's own price and details.)
  const topical: NonNullable<Said>[] = topicStems.length && !keyed
    ? [
        ...(facts.differentiator ?? '').split(/(?<=[.!?])\s+|;\s+/).filter(about).map((t) => ({ text: asSentence(t.trim()), facts: [] as Fact[] })),
        ...[...facts.features, ...facts.terms].filter((f) => about(f.text)).map((f) => ({ text: asSentence(f.text), facts: [f as Fact] })),
        ...facts.prices.filter((p) => p.plan && (about(p.section ?? '') || aboutName(p.plan))).slice(0, 2).map((p) => ({ text: `${p.plan}: ${priceInProse(p)}${p.includes?.length ? `, ${p.includes.slice(0, 2).map((x) => x.charAt(0).toLowerCase() + x.slice(1)).join(' and ')}` : ''}.`, facts: [p as Fact] })),
        // ('two-way sync with Xero' in what the Crew plan includes: the plan that has it, and what it costs.)
        ...facts.prices.filter((p) => p.plan && !p.fee && !aboutName(p.plan) && p.includes?.some(about)).slice(0, 1).map((p) => ({ text: `${capitalise(p.includes!.find(about)!.replace(/^everything in [^,]+,\s*plus\s+/i, ''))} on ${p.plan}, ${/^from\b/.test(priceInProse(p)) ? '' : 'from '}${priceInProse(p)}.`, facts: [p as Fact] })),
      ].filter((x, i, all) => x.text.length <= 150 && all.findIndex((y) => y.text === x.text) === i)
    : [];
  const offer = offerLine(brief);
  // An offer the request gives leads one option, word for word.
  // 'Mention the free trial' asks for the trial the facts state: the trial angle leads, told in their words.
  const trialAsked = Boolean(offer && trial && TRIAL.test(offer) && !brief.offer.code && !brief.offer.discount?.match(/\d/));
  const trialLead: Angle | null = trialAsked && trialHead
    ? { name: 'the trial', titles: input.variant % 2 === 1 ? [...brand(`Try ${K} Free: ${titleCase(trialHead)}`), ...brand(`Try ${K} Free`)] : brand(`${K}: ${titleCase(trialHead)}`), titleFacts: [trial], sentences: input.variant % 2 === 1 ? [s.trial, s.plans ?? s.price, cta] : [s.trial, s.price, s.diff] }
    : null;
  // The offer leads every version word for word; a regenerate wraps it in another title formula and other facts.
  const offerHead = offer ? titleCase(offer.split(/,| with the code/)[0]!) : '';
  const offerAngle: Angle | null = trialLead ?? (offer
    ? input.variant % 2 === 1
      ? { name: 'the offer', titles: [...brand(`${offerHead}: ${K}`), ...brand(`${K}: ${offerHead}`)], titleFacts: [], sentences: [said(asSentence(offer)), A ? s.audience : null, s.diff ?? s.features ?? s.what, cta] }
      : { name: 'the offer', titles: brand(`${K}: ${offerHead}`), titleFacts: [], sentences: [said(asSentence(offer)), A ? s.audience : null, s.what, cta] }
    : null);
  const angles: (Angle | null)[] =
    subject.pageKind === 'pricing'
      ? [
          low && C ? { name: 'the entry price', titles: [`${C} Pricing: ${low.billing === 'recurring' ? 'Plans' : 'Prices'} from ${priceInTitle(low)}`, `${C} Pricing from ${priceInTitle(low)}`], titleFacts: [low], sentences: [s.price, s.trial, s.features, cta] } : null,
          { name: recurring ? 'the plans side by side' : 'the prices side by side', titles: brand(recurring ? `${K} Pricing and Plans` : `${K} Prices`), titleFacts: [], sentences: [s.plans ?? s.price, s.trial, cta] },
          trialHead ? { name: 'the trial', titles: brand(`${K} Pricing: ${titleCase(trialHead)}`), titleFacts: [trial], sentences: [s.trial, s.price, s.diff] } : null,
          C && planNames.length && recurring ? { name: 'the plan names', titles: [`${C} Plans: ${listOf(planNames)}`, `${C} Plans and Pricing`], titleFacts: facts.prices, sentences: [s.plans, s.ints ?? s.features] } : null,
          { name: 'what you get for the price', titles: brand(`What ${K} ${isPluralName(K) ? 'Cost' : 'Costs'}`), titleFacts: [], sentences: [s.features, s.price, s.proof] },
        ]
      : [
          ...(topical.length ? [{ name: 'the page\'s own subject', titles: brand(K), titleFacts: [], sentences: [...topical.slice(0, 3), cta] }] : []),
          { name: 'the keyword first', titles: brand(K), titleFacts: [], sentences: [s.what, s.diff, cta] },
          A ? { name: 'the audience', titles: brand(`${K} for ${titleCase(A)}`), titleFacts: [], sentences: [s.audience, s.diff ?? s.features, s.proof] } : null,
          low ? { name: 'the price', titles: brand(`${K} ${keyed ? 'for' : 'from'} ${priceInTitle(low)}`), titleFacts: [low], sentences: [s.price, s.trial, s.features] } : null,
          diff ? { name: 'what sets it apart', titles: [...brand(`${K}: ${capitalise(diff)}`), ...(C ? [`${K} from ${C}`] : [])], titleFacts: [], sentences: [s.diff, s.proof, cta] } : null,
          featTitles.length >= 2 ? { name: 'the features', titles: [...brand(`${K} with ${titleCase(featTitles[0]!)} and ${titleCase(featTitles[1]!)}`), ...brand(`${K} with ${titleCase(featTitles[0]!)}`), ...brand(`${K} with ${titleCase(featTitles[1]!)}`)], titleFacts: facts.features.slice(0, 2), sentences: [s.features, s.ints, s.price] } : null,
          trialHead ? { name: 'the trial', titles: brand(`${K}: ${titleCase(trialHead)}`), titleFacts: [trial], sentences: [s.trial, s.what, s.ints] } : null,

          C ? { name: 'the brand', titles: [...(A ? [`${C}: ${K} for ${titleCase(A)}`] : []), `${C}: ${K}`], titleFacts: [], sentences: [s.what, s.diff] } : null,
          proof ? { name: 'a customer result', titles: proof.who ? brand(`${K}: How ${proof.who} Did It`) : brand(`${K}: Customer Results`), titleFacts: [proof], sentences: [s.proof, s.what, cta] } : null,
        ];
  // An audience the request names is who the first option speaks to: a single pair must not leave it out.
  const listed = angles.filter((a): a is Angle => a !== null);
  const forAudience = A ? listed.find((a) => a.name === 'the audience') : undefined;
  if (A && !forAudience && listed[0]) listed[0] = { ...listed[0], sentences: [...listed[0].sentences.slice(0, 1), s.audience, ...listed[0].sentences.slice(1)] };
  const ordered = forAudience ? [forAudience, ...listed.filter((a) => a !== forAudience)] : listed;
  return { lead: offerAngle, angles: ordered, fallback: [s.what, said(C && product && /^(a|an)\s/i.test(product) ? `${C} is ${inSentence(product)}.` : null), s.diff, s.audience].filter((x): x is NonNullable<Said> => x !== null) };
}

/**
 * `count` title-and-description pairs, each from another angle of the facts (the keyword, the audience, the
 * price, the trial, ...); a regenerate leads with other angles. Each is voiced, then fitted to its limit.
 */
export function metaPairs(input: TaskInput, subject: SeoSubject, count: number, used: UsedSources, limits = { title: TITLE_LIMIT, description: DESCRIPTION_LIMIT }): MetaPair[] {
  const { lead, angles, fallback } = anglesOf(input, subject);
  // Every angle in the picker's order for this version: one whose titles all overrun the limit gives way to the next.
  // The request's offer leads every version; the other angles take turns.
  // A regenerate starts where the version before it stopped, so its options come from other angles.
  const from = angles.length > count ? (input.variant * count) % angles.length : 0;
  const ordered = [...(lead ? [lead] : []), ...angles.slice(from), ...angles.slice(0, from)];
  const pairs: MetaPair[] = [];
  for (const angle of ordered) {
    if (pairs.length >= count) break;
    const titles = angle.titles.map((t) => readerCopy(t, input).replace(/\.$/, ''));
    const title = titles.find((t) => t.length <= limits.title) ?? (angle === ordered[ordered.length - 1] && !pairs.length ? fitChars(titles[titles.length - 1]!, limits.title) : null);
    if (!title) continue;
    const own = angle.sentences.filter((x): x is NonNullable<Said> => x !== null);
    // An angle whose facts are missing still says what the product is, rather than leave the description empty.
    // The angle's own sentences first, then what the product is, so a thin angle still fills its space.
    const sentences = [...own];
    for (const f of fallback) {
      const joined = sentences.map((x) => x.text).join(' ');
      if (`${joined} ${f.text}`.length <= limits.description && !repeats(f.text, joined)) sentences.push(f);
    }
    if (!sentences.length) continue;
    const description = fitChars(readerCopy(sentences.map((x) => x.text).join(' '), input), limits.description);
    if (pairs.some((p) => p.title === title || p.description === description)) continue;
    pairs.push({ angle: angle.name, title, description });
    used.profile();
    for (const f of angle.titleFacts) used.fact(f);
    // Only the sentences that survived the limit are cited (each is voiced alone to find it again).
    for (const x of sentences) if (description.includes(readerCopy(x.text, input).replace(/\.$/, ''))) for (const f of x.facts) used.fact(f);
  }
  // A profile too thin for any angle's sentences still gets its one pair: the title, and a description that names
  // the page and leaves what it offers as a marked blank, never an answer with no title at all.
  const first = ordered[0];
  if (!pairs.length && first?.titles.length) {
    const title = fitChars(readerCopy(first.titles[0]!, input).replace(/\.$/, ''), limits.title);
    const what = subject.keyword ? `${subject.keyword.charAt(0).toUpperCase()}${subject.keyword.slice(1)}${input.facts.company ? ` at ${input.facts.company}` : ''}.` : '';
    pairs.push({ angle: first.name, title, description: fitChars(`${what} [One sentence on what the page offers, and for whom.]`.trim(), limits.description) });
    used.profile();
  }
  return pairs;
}

/** Whether most of a sentence's words are already said ('Coffee subscription for home brewers' after 'a coffee subscription'). */
function repeats(sentence: string, said: string): boolean {
  const words = sentence.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const have = said.toLowerCase();
  return words.length > 0 && words.filter((w) => have.includes(w)).length / words.length >= 0.6;
}

/** How a length reads next to the copy: '(52/60 characters)'. */
export function lengthMark(text: string, limit: number): string {
  return `_(${text.length}/${limit} characters)_`;
}


/** A page's title tag from its H1: with the brand when it fits, else the H1, else its shorter forms; never a cut phrase. */
export function titleTagOf(h1: string, company: string | null, limit = TITLE_LIMIT): string {
  const short = h1.replace(/\s+for\s+[^:|]+$/i, '');
  const head = h1.split(/:\s/)[0]!;
  const candidates = [company && `${h1} | ${company}`, h1, company && `${short} | ${company}`, short, company && `${head} | ${company}`, head].filter((t): t is string => Boolean(t));
  return candidates.find((t) => t.length <= limit) ?? fitChars(head, limit);
}

/** A trial told as an invitation ('14-day free trial, no card needed' gives 'Try it free for 14 days.'), else as written. */
function trialInvitation(text: string): string {
  const span = /(\d+)[- ](day|week|month)/i.exec(text);
  if (span) return `Try it free for ${span[1]} ${span[2]!.toLowerCase()}${span[1] === '1' ? '' : 's'}.`;
  const first = /\bfirst (day|week|month|lesson|class|session|box)\b/i.exec(text);
  if (first && /\bfree\b/i.test(text)) return `Your first ${first[1]!.toLowerCase()} is free.`;
  return asSentence(text);
}
