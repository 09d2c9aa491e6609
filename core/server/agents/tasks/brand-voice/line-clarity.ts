import type { FactSheet } from '../../facts/fact-sheet.ts';
import { placesIn } from '../seo/local-places.ts';
import { firstClaim } from '../../facts/fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';

/**
 * What a first-time reader learns from one line (a homepage hero, a headline, a tagline) that is asked whether it
 * is working: what the business offers, whom it is for, where (for a business that names its area), and why it
 * rather than another (a figure or a word of what sets it apart). Each is checked against the space's own facts,
 * so the verdict says what the line leaves a reader to guess, not whether it is clever.
 */
export interface ClarityCheck {
  question: 'what' | 'who' | 'where' | 'why';
  passed: boolean;
  /** What the line says, or what it leaves out, in a phrase for the verdict. */
  finding: string;
}

// Words too general to show a reader what, whom or why.
const GENERAL = /^(?:with|that|this|from|your|their|they|have|what|when|which|about|into|more|most|also|only|just|like|over|than|them|then|were|will|work|works|make|made|each|every|other|some|such|very|good|great|best|want|wants|need|needs|without|who|whose|people|customers?|clients?|business(?:es)?|company|companies|service|services|local|around|living|upkeep|month|monthly|year|years|easy|hard|help|helps)$/;

const keysOf = (text: string | null | undefined): string[] => [...new Set((text?.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((w) => !GENERAL.test(w)))];
const stem = (w: string) => w.replace(/(?:ies|es|s)$/, '').slice(0, 6);

function shares(line: string, keys: readonly string[]): string[] {
  const own = new Set(keysOf(line).map(stem));
  return keys.filter((k) => own.has(stem(k)));
}

/** The four questions a first-time reader brings to a line, answered from the line and the space's facts. */
export function lineClarity(line: string, facts: FactSheet): ClarityCheck[] {
  const company = facts.company ?? 'the business';
  const offerKeys = keysOf([facts.product, facts.industry].filter(Boolean).join(' '));
  const audienceHead = audienceHeadOf(facts);
  const audienceKeys = keysOf(audienceHead);
  const places = placesOf(facts);
  const whyKeys = keysOf([facts.differentiator, ...facts.proof.map((p) => p.text)].filter(Boolean).join(' ')).filter((k) => !offerKeys.includes(k));
  const what = shares(line, offerKeys);
  const who = shares(line, audienceKeys);
  const where = places.filter((p) => line.toLowerCase().includes(p.toLowerCase()));
  const why = [...(line.match(/\d[\d,.]*%?/g) ?? []), ...shares(line, whyKeys)];
  const checks: ClarityCheck[] = [
    { question: 'what', passed: what.length > 0, finding: what.length ? `it names what you offer ("${what.join('", "')}")` : `it never says what ${company} offers (${facts.product ?? 'your offer'})` },
    { question: 'who', passed: who.length > 0 || !audienceKeys.length, finding: who.length ? `it names whom it is for ("${who.join('", "')}")` : audienceKeys.length ? `it never says whom it is for (${audienceHead.trim().toLowerCase()})` : 'your profile names no audience to check it against' },
  ];
  if (places.length) checks.push({ question: 'where', passed: where.length > 0, finding: where.length ? `it names where you work (${where.join(', ')})` : `it never says where you work (${places.slice(0, 2).join(', ')}), which local searchers look for first` });
  checks.push({ question: 'why', passed: why.length > 0, finding: why.length ? `it gives a reason to pick you ("${why.join('", "')}")` : facts.differentiator ? `it gives no reason to pick you over anyone else; your facts have one: "${firstClaim(facts.differentiator)}"` : 'it gives no reason to pick you over anyone else' });
  return checks;
}

/** Whom it is for: the audience's first phrase ('Office managers and practice owners'), before who or where. */
function audienceHeadOf(facts: FactSheet): string {
  return ((facts.audience ?? '').split(/\s+(?:who|that|which|in|across|around|with|looking|wanting)\b|[,.;:]/i)[0] ?? '').trim();
}

function placesOf(facts: FactSheet): string[] {
  return placesIn([facts.audience, facts.description, facts.product].filter(Boolean).map((t) => t!.replace(/[.]+$/, '')).join('. '), facts.company);
}


/**
 * Lines to try in place of one that is not working, each a headline with the line under it, built from the facts
 * the checks found missing: what and for whom (and where), the reason to pick the business, a customer's words.
 */
export function heroAlternatives(facts: FactSheet): string[] {
  const product = facts.product ? firstClaim(facts.product).replace(/\s+(?:with|including|plus)\s+.*$/i, '') : null;
  const audience = audienceHeadOf(facts);
  const place = placesOf(facts)[0] ?? null;
  const why = facts.differentiator ? facts.differentiator.split(/;\s+|\.\s+/).map((p) => p.replace(/[.]+$/, '').trim()).filter(Boolean) : [];
  // A customer's words: the first sentence of a quoted review, when short enough to lead.
  const quote = facts.proof.map((p) => /[“"]([^”".!?]{10,90})[.!?]/.exec(p.text)?.[1]).find(Boolean) ?? null;
  const offer = facts.product ? firstClaim(facts.product) : null;
  const pairs: [string | null, string | null][] = [
    [product && audience ? `${capitalise(product)} for ${audience.toLowerCase()}${place ? ` in ${place}` : ''}` : null, why[0] ? `${capitalise(why[0])}.` : null],
    [why[1] ? capitalise(why[1]) : why[0] ? capitalise(why[0]) : null, offer ? `${capitalise(offer)}${place && !offer.includes(place) ? `, in ${place}` : ''}.` : null],
    [quote ? `“${quote}.”` : null, offer ? `${capitalise(offer)}${audience ? `, for ${audience.toLowerCase()}` : ''}.` : null],
  ];
  return pairs.filter((p): p is [string, string] => Boolean(p[0] && p[1])).map(([head, sub]) => `**${head}**  \n${sub}`);
}
