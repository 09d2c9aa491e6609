import nlp from 'compromise';
import { stemsOf } from '../../offline/avoided-claims.ts';
import { DURATION, type MissingDetail } from '../../offline/required-details.ts';
import type { VoiceEdit } from '../../offline/voice-rules.ts';
import type { FactSheet, FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import { phraseProof, phraseTerm, priceWithUnit } from '../../facts/fact-phrases.ts';
import { BINDS_BUYER } from '../../facts/term-facts.ts';

/**
 * What is true, from the space's facts, to put where a rewrite took hype or a forbidden claim out ("cheap
 * prices" gives the fixed price quoted before work starts), and the details a voice's rules say to include
 * ("what a job costs and how long it takes"), as sentences of the copy. A detail the facts lack is a marked
 * blank, never an invention.
 */
export interface TrueLine {
  line: string;
  /** Where it came from, as the change list names it: 'your profile' or '"price-list.md"'. */
  from: string | null;
  /** What it stands for: the hype word or the rule. */
  why: string;
}

/**
 * What a piece of hype is about, by the general words that say it: a price, speed, ease, care, the people
 * who do the work, results. A fact about the same thing can stand in for it.
 */
const TOPICS: [string, RegExp][] = [
  ['price', /\b(cheap\w*|afford\w*|prices?|pric\w*|costs?|fees?|value|bargain\w*|budget|fortune|money|pay\w*|quot\w*)\b/i],
  ['speed', /\b(fast\w*|quick\w*|instant\w*|seconds?|minutes?|hours?|same[- ]day|next[- ]day|tomorrow|rapid\w*|speed\w*|wait\w*|overnight|turnaround)\b/i],
  ['ease', /\b(hassle[- ]free|seamless\w*|easy|easily|effortless\w*|simple|simply|smooth\w*|set[- ]?up|without lifting)\b/i],
  ['care', /\b(pain\w*|gentle|gently|comfort\w*|nervous|anxious|calm\w*|relax\w*|fear\w*)\b/i],
  ['people', /\b(world[- ]class|experts?|expert\w*|technicians?|team|staff|mechanics?|engineers?|dentists?|hygienists?|specialists?|who explain\w*|skilled)\b/i],
  ['results', /\b(game[- ]chang\w*|transform\w*|revolution\w*|results?|outcomes?|cut|fell|drop\w*|sav\w*|breakdowns?|duplicates?|caught)\b/i],
];

export function topicsOf(text: string): string[] {
  return TOPICS.filter(([, re]) => re.test(text)).map(([t]) => t);
}

const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ').replace(/[;,:]$/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
};
const fromOf = (source: FactSource) => (source.kind === 'profile' ? 'your profile' : `"${source.title}"`);
const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };

/** The space's facts as short true sentences, each with its topics: what sets it apart clause by clause, proof, terms. */
function factLines(facts: FactSheet): { line: string; from: string; topics: string[] }[] {
  const profile = facts.sources.find((s) => s.kind === 'profile') ?? PROFILE;
  // Clause by clause: at semicolons, and at the commas of a list of selling points when each is a phrase of its own.
  const clauses = (facts.differentiator ?? '').split(/;\s*|\.\s+/).flatMap((c) => {
    const parts = c.split(/,\s+(?:and\s+)?(?![^()]*\))/).map((p) => p.trim());
    // Five words or more each: "invoice, purchase order and delivery note" is one list, not three selling points.
    return parts.length > 1 && parts.every((p) => p.split(/\s+/).length >= 5) ? parts : [c.trim()];
  }).filter((c) => c.split(/\s+/).length >= 3);
  return [
    ...clauses.map((c) => ({ line: sentence(c), from: fromOf(profile) })),
    // Each fact said as a sentence of its own ('At Brightwell, payroll admin fell…', 'There is no free trial'), never its source line.
    // A customer's words are theirs to say, never a line that stands in for a claim: only results and reach here.
    ...facts.proof.filter((p) => p.kind !== 'quote').map((p) => ({ line: phraseProof(p, { company: facts.company ?? undefined }), from: fromOf(p.source) })),
    // (How to get there, 'free for 2 hours in the car park', stands in for no claim about what is sold.)
    // (Nor does a term that binds the buyer, 'Pay by card or bank transfer', stand in for 'cheap'.)
    ...facts.terms.filter((t) => t.topic !== 'practical' && !BINDS_BUYER.test(t.text)).map((t) => ({ line: phraseTerm(t), from: fromOf(t.source) })),
    ...facts.features.map((f) => ({ line: phraseTerm(f), from: fromOf(f.source) })),
  ].map((f) => ({ ...f, topics: topicsOf(f.line) }));
}

/** The words an edit took out or replaced, to read what they were about. */
function editedWords(edit: VoiceEdit): string | null {
  if (edit.kind === 'banned' || edit.kind === 'jargon' || edit.kind === 'stock') return edit.from;
  if (edit.kind === 'claim') return edit.removed;
  return null;
}

/**
 * A true line for each thing the hype or the forbidden claims were about, at most `max`, none already in the
 * text: "cheap" stood for the price, so the fixed price quoted before work starts stands in for it.
 */
export function trueLinesFor(edits: readonly VoiceEdit[], facts: FactSheet, text: string, max = 2, variant = 0): TrueLine[] {
  const lines = factLines(facts);
  const have = new Set(stemsOf(text));
  const taken = new Set<string>();
  const out: TrueLine[] = [];
  for (const edit of edits) {
    const words = editedWords(edit);
    if (!words || out.length >= max) continue;
    for (const topic of topicsOf(words)) {
      // A regenerate takes the next fact on the same point, so it says something new, not the same lines rearranged.
      const fitting = lines.filter((l) => l.topics.includes(topic) && !taken.has(l.line) && !alreadySaid(l.line, have));
      const fact = fitting[variant % Math.max(1, fitting.length)];
      if (!fact) continue;
      taken.add(fact.line);
      out.push({ line: fact.line, from: fact.from, why: words });
      break;
    }
  }
  return out;
}

/** A fact the text does not say yet, for a benefit-first version to lead with (the variant picks which). */
export function leadingFact(facts: FactSheet, text: string, variant: number): TrueLine | null {
  const have = new Set(stemsOf(text));
  const unsaid = factLines(facts).filter((l) => !alreadySaid(l.line, have));
  const pick = unsaid[variant % Math.max(1, unsaid.length)];
  return pick ? { line: pick.line, from: pick.from, why: 'what the reader gets' } : null;
}

/** Whether the text already says most of a fact. */
function alreadySaid(line: string, have: ReadonlySet<string>): boolean {
  const stems = stemsOf(line);
  return stems.length > 0 && stems.filter((s) => have.has(s)).length / stems.length >= 0.6;
}

/** A price fact as a sentence of copy: "Invisalign costs from £2,950 and takes 6 to 12 months." */
export function priceLine(p: PriceFact, withDuration: boolean): string {
  const what = !p.plan ? 'It' : p.billing === 'recurring' ? `The ${p.plan}${/\bplan$/i.test(p.plan) ? '' : ' plan'}` : isName(p.plan) ? p.plan : `A ${p.plan.charAt(0).toLowerCase()}${p.plan.slice(1)}`.replace(/^A (?=[aeiou])/i, 'An ');
  const duration = withDuration ? (DURATION.exec(p.text.replace(/^[^—:]*[—:]/, ''))?.[0] ?? null) : null;
  // The price with its unit and conditions as written ('from £6 per employee per month (excluding VAT)'), never the amount alone.
  const cost = `${what} costs ${priceWithUnit(p)}`;
  return `${cost}${duration ? ` and takes ${duration}` : ''}.`;
}

/** Whether a service's name is a name ("Invisalign") rather than a common noun ("Check-up", "Full overhaul"). */
// A service of several words is a common noun phrase ("Hygienist clean"); one word the dictionary lacks is a name.
function isName(plan: string): boolean {
  // "Italian for Beginners": a capital after the first word makes a course's title, not a common noun.
  // ('Vault 9', 'Room 101', 'Studio B': a capitalised word with a number or letter after it names one thing.)
  if (/\s/.test(plan.trim())) return /\s[A-Z]/.test(plan.trim()) || /^[A-Z][\w'’-]*\s+(?:\d+[A-Za-z]?|[A-Z])$/.test(plan.trim());
  const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | undefined> } } }).model.one.lexicon;
  return lexicon[plan.toLowerCase().split('-')[0]!] === undefined;
}

/** The price facts the text is about: those whose name it uses, in any form. */
function namedPrices(facts: FactSheet, text: string): PriceFact[] {
  const have = new Set(stemsOf(text));
  return facts.prices.filter((p) => p.plan && stemsOf(p.plan).length > 0 && stemsOf(p.plan).every((s) => have.has(s)));
}

/**
 * A line that gives what a rule says to include and the text leaves out: a price fact for what the text
 * names, a proof with its numbers, or a marked blank to fill.
 */
export function detailLine(miss: MissingDetail, facts: FactSheet, text: string): TrueLine {
  const kinds = new Set(miss.missing.map((n) => n.kind));
  if (kinds.has('price') || kinds.has('duration')) {
    // One-off services the text names before plans: a plan's monthly price has no "how long it takes".
    const named = namedPrices(facts, text).sort((a, b) => Number(a.billing === 'recurring') - Number(b.billing === 'recurring'));
    if (named.length) {
      const lines = named.slice(0, 2).map((p) => priceLine(p, kinds.has('duration')));
      const lacking = kinds.has('duration') && named.slice(0, 2).some((p) => p.billing !== 'recurring' && !DURATION.test(p.text.replace(/^[^—:]*[—:]/, '')));
      return { line: lines.join(' ') + (lacking ? ' [How long it takes.]' : '') + (kinds.has('when') ? ' [When it runs.]' : ''), from: fromOf(named[0]!.source), why: miss.rule.rule };
    }
    const blank = [kinds.has('price') ? 'It costs [price]' : '', kinds.has('duration') ? `${kinds.has('price') ? 'and' : 'It'} takes [how long]` : ''].filter(Boolean).join(' ');
    return { line: `${blank}.${kinds.has('when') ? ' [When it runs.]' : ''}`, from: null, why: miss.rule.rule };
  }
  if (kinds.has('number')) {
    // A result on what the rule is about first ("time saved": a time cut from 6 days to 1.5), then one on the sentence's subject.
    const about = miss.sentence ? new Set(stemsOf(miss.sentence)) : null;
    const results = facts.proof.filter((p) => p.figures.length && p.source.kind !== 'profile');
    const proof = results.find((p) => miss.rule.when?.some((w) => stemsOf(p.text).includes(w)) && DURATION.test(p.text)) ?? results.find((p) => miss.rule.when?.some((w) => stemsOf(p.text).includes(w))) ?? results.find((p) => about && stemsOf(p.text).some((s) => about.has(s))) ?? results[0];
    if (proof) return { line: phraseProof(proof, { company: facts.company ?? undefined }), from: fromOf(proof.source), why: miss.rule.rule };
    return { line: '[A figure that backs this.]', from: null, why: miss.rule.rule };
  }
  // Something named ('the system size in kWp') is read from the price row of what the sentence names: 'The Family system size is 4.8 kWp.'
  const wanted = miss.missing.filter((n) => n.kind === 'named');
  for (const p of namedPrices(facts, miss.sentence ?? text)) {
    const parts = p.text.replace(/^[^—]*—\s*/, '').split(/;\s*/);
    const found = wanted.map((n) => parts.find((part) => n.stems.every((st) => stemsOf(part).includes(st))));
    const said = found.map((f) => /^([^:]{2,40}):\s*(.+)$/.exec(f ?? '')).map((m) => (m ? `the ${p.plan} ${m[1]!.toLowerCase()} is ${m[2]}` : null));
    if (wanted.length && said.every(Boolean)) return { line: `${said.join(', and ').replace(/^t/, 'T')}.`, from: fromOf(p.source), why: miss.rule.rule };
  }
  const named = miss.missing.map((n) => n.label).join(' and ');
  return { line: `[${named.charAt(0).toUpperCase()}${named.slice(1)}.]`, from: null, why: miss.rule.rule };
}
