import { isExtraCharge } from '../../facts/price-facts.ts';
import type { Fact, FactSheet, PriceFact, ProofFact } from '../../facts/fact-sheet.ts';
import { listOf } from './fact-phrases.ts';
import { priceWithUnit } from '../../facts/fact-phrases.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * A price as prose reads it, with its unit and conditions as the source wrote them: '$49 a month', 'from £6 per
 * employee per month (excluding VAT)', '$300'. 'from' is left to the sentence ('Plans from …') when it says it.
 */
export function priceInProse(p: PriceFact, withConditions = true): string {
  return priceWithUnit(p, withConditions).replace(/^from /, p.from ? 'from ' : '');
}

/** A price as a title reads it: '$49/month', '£4/employee/month'. */
export function priceInTitle(p: PriceFact): string {
  const unit = (p.unit ?? '').toLowerCase().replace(/\b(?:inc|incl|ex|excl)\.?\s+vat\b|\+\s?vat\b/g, '').trim();
  const parts = unit.split(/\s*(?:\/|\bper\b|\ba\b|\ban\b|\bevery\b)\s*/).map((w) => w.trim()).filter((w) => w && !/^(each|one[- ]?off|one[- ]?time|once)$/.test(w));
  if (parts.length) return `${p.amount}/${parts.map((w) => w.replace(/^monthly$/, 'month').replace(/^(?:annually|yearly)$/, 'year')).join('/')}`;
  const per = p.per?.toLowerCase().replace(/^per\s+/, '');
  return !per || /one[- ]?off|once|one[- ]time/.test(per) ? p.amount : `${p.amount}/${per}`;
}

/** What a price fact says beyond its plan and amount ('Team — $49/month for up to 10 users' gives 'for up to 10 users'). */
export function priceDetail(p: PriceFact): string | null {
  let rest = p.text;
  if (p.plan) rest = rest.replace(new RegExp(escapeRegExp(p.plan), 'i'), ' ');
  rest = rest.replace(p.amount, ' ');
  rest = rest.replace(/^\s*(?:plan|tier)\b/i, ' ');
  const per = p.per ? escapeRegExp(p.per.replace(/^per\s+/i, '')) : 'month|year|mo|yr|week|user|seat';
  rest = rest.replace(new RegExp(`\\s*(?:\\/\\s*|\\bper\\s+|\\ba\\s+|\\beach\\s+)(?:${per})\\b\\.?`, 'i'), ' ');
  rest = rest.replace(/\b(monthly|annually|yearly)\b/i, ' ');
  rest = rest.replace(/^[\s:–—\-,.()]+|[\s:–—\-,.()]+$/g, '').replace(/\s+/g, ' ').trim();
  return rest.split(' ').length >= 2 && /[a-z]/i.test(rest) ? rest : null;
}

/** A plan with its price: 'Team at $49 a month', 'Growth from £6 per employee per month', or the price alone when the plan has no name. */
export function planAtPrice(p: PriceFact): string {
  const price = priceInProse(p, false);
  return p.plan ? `${p.plan}${p.from ? ' ' : ' at '}${price}` : price;
}

const amountValue = (p: PriceFact) => Number(p.amount.replace(/[^0-9.]/g, '')) || Number.POSITIVE_INFINITY;

/** What is sold, without the fees charged on top of it (a setup fee is no plan a buyer picks). */
export function offeredPrices(prices: readonly PriceFact[]): PriceFact[] {
  const sold = prices.filter((p) => !p.fee);
  return sold.length ? sold : [...prices];
}

/**
 * The lowest price among those billed the same way as the first plan (a yearly price is not "from" a monthly one).
 * A fee is never the entry price, and when there are plans, an add-on sold once is not either.
 */
export function lowestPrice(prices: readonly PriceFact[]): PriceFact | null {
  // ('Weekly pay runs: add £1.50 per employee' is added to a plan: no plan starts there.)
  const offered = offeredPrices(prices);
  const sold = offered.some((p) => !isExtraCharge(p)) ? offered.filter((p) => !isExtraCharge(p)) : offered;
  const plans = sold.filter((p) => p.billing === 'recurring');
  const pool = plans.length ? plans : sold;
  if (!pool.length) return null;
  const per = pool[0]!.per;
  return [...pool.filter((p) => p.per === per)].sort((a, b) => amountValue(a) - amountValue(b))[0] ?? pool[0]!;
}

/** All plans in one phrase: 'Solo at $19 a month, Team at $49 a month and Firm at $99 a month'; fees are left to the terms. */
export function plansInProse(prices: readonly PriceFact[]): string {
  const sold = offeredPrices(prices);
  // Beside plans, a one-off add-on ('Year-end pack') is no plan to compare.
  const plans = sold.filter((p) => p.billing === 'recurring');
  return listOf((plans.length ? plans : sold).map(planAtPrice));
}

/** The terms, features or integrations whose text matches: the facts an answer about trials, cancelling or security stands on. */
export function factsAbout(facts: FactSheet, pattern: RegExp, kinds: readonly ('terms' | 'features' | 'integrations' | 'proof' | 'links')[] = ['terms']): Fact[] {
  // How to get there ('Parking: free for 2 hours …') is about what its label names, not what its words happen to say.
  return kinds.flatMap((k) => facts[k] as Fact[]).filter((f) => ((f as { topic?: string }).topic === 'practical' ? pattern.test(/^[^:]{2,40}/.exec(f.text)?.[0] ?? f.text) : pattern.test(f.text)));
}

/** A trial in any wording: 'a 14-day trial', 'try it free', 'free for 30 days', 'the first month of any plan is free'. */
// 'First lesson free, no card needed' and 'a free first class' are trials as much as 'first month is free'.
// ('We keep it free for 30 days after we tell you it's ready' is storage, not a trial.)
export const TRIAL = /\btrial\b|\btry (it )?free\b|(?<!\b(?:keep|keeps|kept|store|stores|stored|hold|holds|held|park|parking)\b[^.;]{0,25})\bfree for \d+(?![^.;]*\b(?:after (?:we|you|it)|once (?:we|you|it)|storage|collect\w*|ready)\b)|\bfirst (?:\w+[- ])?(?:day|week|month|lesson|class|session|box)s?\b(?:[^.;]*\b(?:is|are))? free\b|\bfree first (?:\w+[- ])?(?:day|week|month|lesson|class|session|box)\b/i;
// 'No free trial', 'We do not offer a trial': a fact that denies a trial offers none.
const NO_TRIAL = /\b(?:no|not? (?:offer|have|run|give)|don't (?:offer|have|run|give)|without)\s+(?:a\s+|any\s+)?(?:free\s+)?trials?\b|\btrials? (?:is|are) not (?:offered|available)\b/i;

/** The facts that offer a trial; one that says there is none ('No free trial') is not an offer of one. */
export function trialFacts(facts: FactSheet, kinds: Parameters<typeof factsAbout>[2] = ['terms']): Fact[] {
  return factsAbout(facts, TRIAL, kinds).filter((f) => !NO_TRIAL.test(f.text));
}
export const CANCEL = /\bcancel|\bcontract\b|\bcommitment\b|\bnotice\b|\block[- ]?in\b/i;

/**
 * The results worth quoting as proof: not a line that only restates the product, differentiator or description,
 * and with a named customer only when the name is a name (not a stray article).
 */
export function resultsOf(facts: FactSheet): ProofFact[] {
  const restated = [facts.product, facts.differentiator, facts.description].map((t) => t?.trim().toLowerCase().replace(/[.!]+$/, '')).filter(Boolean);
  return facts.proof
    .filter((p) => !restated.includes(p.text.trim().toLowerCase().replace(/[.!]+$/, '')))
    .map((p) => (p.who && (p.who.trim().length < 3 || /^(a|an|the|we|our|you)$/i.test(p.who.trim())) ? { ...p, who: null } : p));
}
