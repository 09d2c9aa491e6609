import type { CopyMaterial } from './copy-material.ts';
import { ADMIN_TERM } from '../../facts/term-facts.ts';
import { claimsOf } from './fact-pool.ts';
import { asSentence, capital, fitWords, listOf, midSentence, wordCount } from './copy-text.ts';
import { withIndefinite } from '../english-phrases.ts';
import { nounPhraseOf } from '../../brief/phrase-type.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';

/**
 * The angles a piece of copy can take. A set of pieces spreads over them, and a regenerate leads with another
 * one, so an alternative differs in what it argues, not in its synonyms.
 */
export type Angle = 'benefit' | 'proof' | 'problem' | 'offer' | 'curiosity';

const ORDER: Angle[] = ['benefit', 'proof', 'problem', 'offer', 'curiosity'];

/** Whether the facts can carry an angle: proof needs a proof point, problem a stated problem, offer an offer, trial or price. */
export function canCarry(m: CopyMaterial, angle: Angle): boolean {
  switch (angle) {
    case 'benefit':
      return Boolean(m.product || m.features.length || m.differentiator || m.subject);
    case 'proof':
      return m.proofs.length > 0;
    case 'problem':
      // A post about one thing ('weekend bike hire') opens on a problem only when one the profile lists touches it.
      const subject = subjectOf(m);
      if (subject && m.subjectLines.length) {
        const head = subject.trim().split(/\s+/).at(-1)!;
        return [...m.problems, ...(m.problemSentence?.split(/\s*[;,]\s*/) ?? [])].some((p) => sharedStems(p, subject) >= 2 || sharedStems(p, head) > 0);
      }
      return m.problems.length > 0 || Boolean(m.problemSentence);
    case 'offer':
      return Boolean(m.offer || m.trial || m.priceLine);
    case 'curiosity':
      return m.knownBrand && Boolean(m.differentiator || m.product || m.features.length);
  }
}

/**
 * The angles to write in, rotated by the variant. An offer the request states is always among the first
 * `count` (it must reach the copy).
 */
export function anglesFor(m: CopyMaterial, variant: number, count = ORDER.length): Angle[] {
  const usable = ORDER.filter((a) => canCarry(m, a));
  // Benefit always stays: with too few facts its lines are marked blanks that say what to add.
  const angles = usable.includes('benefit') ? usable : [...usable, 'benefit' as Angle];
  // The angle the request is about (a plan it names, the trial) leads the first answer.
  const led = m.lead && angles.includes(m.lead) ? [m.lead, ...angles.filter((a) => a !== m.lead)] : angles;
  const shift = variant % led.length;
  const rotated = [...led.slice(shift), ...led.slice(0, shift)];
  if (m.offer && count < rotated.length && rotated.indexOf('offer') >= count) {
    rotated.splice(rotated.indexOf('offer'), 1);
    rotated.splice(Math.min(1, count - 1), 0, 'offer');
  }
  return rotated;
}

/** What the request is about when it is one thing the business sells ('weekend van hire'), not the business itself. */
function subjectOf(m: CopyMaterial): string | null {
  const subject = m.subject && !m.subjectUnknown ? m.subject.replace(/^(?:the|our)\s+/i, '') : null;
  return subject && subject.toLowerCase() !== m.brand.toLowerCase() ? subject : null;
}

/** Short headlines for an angle, strongest first, none ending in a stop. */
/** A line that limits an offer rather than selling it. */
const CONDITION_LINE = /^(?:minimum|min\.|maximum|max\.|new (?:members|customers|clients) only|one per|once per|not valid|cannot be combined|can't be combined|excludes|valid (?:on|for|until)|subject to|terms apply|use it by)\b/i;

export function hooksOf(m: CopyMaterial, angle: Angle): string[] {
  const out: (string | null | false | undefined)[] = [];
  const featureShort = (f: string) => fitWords(f, 5);
  // Features that speak of what the request names ('Every hire includes a helmet…' for weekend bike hire), said whole.
  const subject = subjectOf(m);
  const aboutSubject = m.subjectFeatures.map((f) => f.replace(/\s*\([^)]*\)/g, '')).filter((f) => wordCount(f) <= 14);
  switch (angle) {
    case 'benefit':
      // An event the request dates and places opens on what it is, when and where.
      if (m.eventLine) out.push(m.eventLine);
      // A subject the facts say nothing about is named first; what it does is left for the user to fill.
      if (m.subjectUnknown) out.push(`${capital(m.subject!)} from ${m.brand}`);
      // What the facts say of the subject the request names leads, in their words.
      // (Not how a plan renews or is cancelled: that is no opening line.)
      // (Nor a condition of an offer, 'Minimum 3 months', 'New members only': it limits, it does not sell.)
      for (const l of m.subjectLines) if (wordCount(l) <= 12 && !ADMIN_TERM.test(l) && !CONDITION_LINE.test(l)) out.push(capital(l));
      // A feature the request is about leads.
      if (m.lead === 'benefit' && m.features[0]) out.push(capital(fitWords(m.features[0], 8)));
      for (const f of aboutSubject) out.push(capital(f));
      // An audience the request names is spoken to by name.
      if (m.askedAudience && m.audienceShort && m.productShort) out.push(`For ${m.audienceShort}: ${m.productShort}`);
      // What the whole business sells is off the subject when the facts speak of the subject itself.
      const onSubject = Boolean(subject && m.subjectLines.length);
      out.push(!onSubject && m.productShort && `${capital(m.productShort)}${m.audienceShort && !/\bfor\b/.test(m.productShort) ? ` for ${m.audienceShort}` : ''}`);
      out.push(m.differentiator && wordCount(m.differentiator) <= 10 && capital(m.differentiator));
      for (const p of m.points) if (wordCount(p) <= 10) out.push(capital(p));
      for (const f of m.features) out.push(capital(fitWords(f, 8)));
      out.push(m.features.length >= 2 && `${capital(featureShort(m.features[0]!))} and ${midSentence(featureShort(m.features[1]!))}`);
      out.push(!onSubject && m.productShort && m.knownBrand && `${m.brand}: ${m.productShort}`);
      // What the request names comes after the facts' own lines: the facts say what it is, the request only points.
      out.push(m.subject && !m.offer?.sentence.toLowerCase().includes(m.subject.toLowerCase()) && `${capital(m.subject)} from ${m.brand}`);
      if (!m.product && !m.features.length && !m.differentiator && !m.subject) out.push(`${m.brand}: [what you sell, in a few words]`);
      break;
    case 'proof':
      // A customer's words too long for the post open on their first sentence, still with who said it.
      for (const p of m.proofs) out.push(p.how, p.sentence, p.result, p.compact, p.fact.kind === 'quote' && p.short !== p.sentence && p.short);
      // A result told in two clauses opens on its first ('At Leeds Couriers Co-op, breakdowns fell from 11 a month to 3').
      for (const p of m.proofs) {
        const first = p.sentence.split(/,\s+and\s+(?=(?:the|its|their|it|they|we)\b)/i)[0]!;
        if (first !== p.sentence && wordCount(first) >= 5 && /\d/.test(first)) out.push(first);
      }
      for (const l of m.subjectLines) if (wordCount(l) <= 12 && /\d/.test(l)) out.push(capital(l));
      break;
    case 'problem':
      if (m.askedAudience && m.audienceShort && m.problems[0]) out.push(`${capital(m.audienceShort)}: tired of ${m.problems[0]}?`);
      for (const p of m.problems) out.push(`Tired of ${p}?`, `${capital(p)}? There's a better way`, `Still dealing with ${p}?`);
      // A problem answer listed with semicolons is one problem a part: the part nearest what the request names first.
      const parts = (m.problemSentence?.split(/\s*;\s*/) ?? []).map(withoutStopLocal).filter((p) => wordCount(p) >= 3 && wordCount(p) <= 10);
      if (parts.length > 1) for (const part of [...parts].sort((a, b) => (subject ? sharedStems(b, subject) - sharedStems(a, subject) : 0))) out.push(`${capital(part)}?`);
      out.push(m.problemSentence && wordCount(m.problemSentence) <= 12 && `${m.problemSentence}?`.replace(/\?\?$/, '?'));
      // A long problem sentence opens on its first clause ('Dogs that turn their nose up at kibble?').
      const clause = m.problemSentence?.split(/\s*[,;:]\s*/)[0];
      if (clause && wordCount(clause) >= 3 && wordCount(clause) <= 10 && clause !== m.problemSentence) out.push(`${withoutStopLocal(clause)}?`);
      // Each problem the sentence lists is a hook of its own ('Plants that arrive damaged?').
      for (const part of m.problemSentence?.split(/\s*,\s*(?:and\s+|or\s+)?/).slice(1) ?? []) if (wordCount(part) >= 3 && wordCount(part) <= 10) out.push(`${capital(withoutStopLocal(part))}?`);
      break;
    case 'offer':
      // An offer the request names, from its own line ('Weekday deal: Monday to Thursday after 5pm, 4 players for the
      // price of 3'): its label with what it gives, then what it gives alone, so a short headline still carries it.
      for (const line of m.subject ? m.subjectLines : []) {
        // ('Rose clay bar: one of our soap bars, £6.50 each' says what it is, not an offer: the price line says its price.)
        // (Nor, then, another line of that range's price: the price line says it once, for the kind named.)
        // (A line with no deal or price in it, 'We pour soy candles … in Whitby', offers nothing.)
        if (!/\bfree\b|\boff\b|%|[£$€]\s?\d|\bprice of\b/i.test(line)) continue;
        if (/: one of our /.test(line) || (/[$£€]\s?\d/.test(line) && m.subjectLines.some((l) => /: one of our /.test(l)))) continue;
        const [label, ...parts] = line.split(/:\s+|,\s+/);
        // (What it gives, '4 players for the price of 3', before when it runs, 'Monday to Thursday after 5pm'.)
        const value = (c: string) => /\bfree\b|\boff\b|\bprice\b|%|[£$€]/i.test(c);
        const gives = [...parts.filter(value), ...parts.filter((c) => !value(c) && /\d/.test(c))];
        for (const g of gives) out.push(`${capital(label!)}: ${g}`, capital(g));
      }
      // A plan the request names leads its angle.
      if (m.lead === 'offer' && m.priceLine && !/^(?:Plans|Prices)\b/.test(m.priceLine)) out.push(m.priceLine);
      out.push(m.offer && wordCount(m.offer.sentence) <= 12 && m.offer.sentence);
      // '10% off the summer intensive' when the pieces are about one thing; else '10% off at the brand'.
      out.push(m.offer?.deal && (m.subject && !m.subjectUnknown && !/\b(?:on|off)\s+(?:the|our|any|all|your)\b/i.test(m.offer.deal) && /\boff$/i.test(m.offer.deal) ? `${capital(m.offer.deal)} the ${m.subject}` : `${capital(m.offer.deal)} at ${m.brand}`));
      out.push(m.offer?.code && `Use code ${m.offer.code}`);
      out.push(m.trial && `Try ${m.brand} with ${withIndefinite(m.trial)}`);
      out.push(m.trialSentence && capital(m.trialSentence));
      out.push(m.priceLine && (/^(?:Plans|Prices)\b/.test(m.priceLine) ? `${m.brand}: ${midSentence(m.priceLine)}` : m.priceLine));
      // The rest of the same table: another offer post quotes another way to buy it.
      out.push(...m.siblingPrices);
      // The named plan's price in a few words, then each thing it includes: an offer line that fits a headline.
      out.push(...m.focusLines);
      break;
    case 'curiosity':
      out.push(m.differentiator && `What makes ${m.brand} different?`);
      out.push(`Have you met ${m.brand}?`);
      out.push(m.features[0] && `${capital(fitWords(m.features[0], 5))}: here's how it works`);
      break;
  }
  // (A condition opens no piece but an offer's own: it limits, it does not sell.)
  return [...new Set(out.filter((h): h is string => typeof h === 'string' && h.trim().length > 0 && (angle === 'offer' || !CONDITION_LINE.test(h.trim()))))];
}

/**
 * Sentences that back an angle's hook up, from the facts; the first is the one to keep when space is short.
 * What the request names comes first; `form` (a later piece in the same angle, or a regenerate) starts at
 * other sentences, so an alternative says other things rather than the same things reworded.
 */
export function supportOf(m: CopyMaterial, angle: Angle, form = 0): string[] {
  const out: (string | null | false | undefined)[] = [];
  const what = m.what;
  // Only things one is given go after 'gives you': a clause ('every new client starts with a call') is no such thing.
  const given = m.features.filter((f) => nounPhraseOf(f) !== null).slice(0, 3);
  const features = given.length ? `${m.knownBrand ? m.brand : 'It'} gives you ${listOf(given.map(midSentence))}.` : null;
  // A list of claims is said one claim a sentence, never glued with semicolons.
  const claims = claimsOf(m);
  const differentiator = claims[form % Math.max(1, claims.length)] ?? null;
  switch (angle) {
    case 'benefit':
      out.push(features, differentiator, what, ...claims.filter((c) => c !== differentiator), ...m.features.slice(3).map((f) => asSentence(capital(f))));
      break;
    case 'proof':
      // (A result told in two sentences gives both: the hook may open on the first, and the second keeps its numbers.)
      out.push(...m.proofs.flatMap((p) => (p.fact.kind === 'quote' ? [p.sentence] : p.sentence.split(/(?<=[.!?])\s+(?=[A-Z])/)).map((x) => asSentence(x))), what, features);
      break;
    case 'problem':
      out.push(m.problemSentence && asSentence(m.problemSentence));
      out.push(what ?? features, differentiator);
      break;
    case 'offer':
      // (Who may use it and how: 'New members only.' is part of what the offer is.)
      out.push(m.offer && asSentence(m.offer.sentence), m.offerTerms.length ? m.offerTerms.join(' ') : null, m.trialSentence && asSentence(capital(m.trialSentence)), m.priceLine && asSentence(m.priceLine), what);
      break;
    case 'curiosity':
      out.push(differentiator, what, features);
      break;
  }
  const rest = [...new Set(out.filter((s): s is string => typeof s === 'string' && s.length > 0))];
  const subject = m.subjectLines.map((l) => asSentence(capital(l)));
  const lead: string[] = [];
  // Every piece is about what the request names; when the facts say nothing of it, what it does is a blank.
  if (m.subjectUnknown) lead.push(`[What ${m.subjectAsked ?? m.subject} does, in one sentence].`);
  lead.push(...rotate(subject, form));
  const sentences = [...new Set([...lead, ...rotate(rest, form)])];
  return sentences.length ? sentences : [`${m.brand} is [what you sell, in one sentence].`];
}

function rotate<T>(list: T[], by: number): T[] {
  if (!list.length) return list;
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** The piece's hook at a form index, so a second piece in the same angle (or a regenerate) takes the next wording. */
export function hookAt(m: CopyMaterial, angle: Angle, index: number): string {
  const hooks = hooksOf(m, angle);
  if (hooks.length) return hooks[index % hooks.length]!;
  // An angle the facts cannot open: what is sold opens instead, a blank only when nothing is known.
  const benefit = hooksOf(m, 'benefit');
  return benefit.length ? benefit[index % benefit.length]! : `${m.brand}: [what you sell, in a few words]`;
}

const withoutStopLocal = (text: string) => text.trim().replace(/[.!;:,]+$/, '');
