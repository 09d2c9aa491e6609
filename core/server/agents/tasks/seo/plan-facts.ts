import type { Fact, FactSheet, PriceFact, ProofFact } from '../../facts/fact-sheet.ts';
import { listOf } from './fact-phrases.ts';

/** A price as prose reads it: '$49 a month', '$490 a year', '$300' (one-off or unstated). */
export function priceInProse(p: PriceFact): string {
  const per = p.per?.toLowerCase().replace(/^per\s+/, '');
  if (!per || /one[- ]?off|once|one[- ]time/.test(per)) return p.amount;
  if (/^(month|year|week|day|user|seat|person|chair|location|team)$/.test(per)) return `${p.amount} a ${per}`;
  return `${p.amount} per ${per}`;
}

/** A price as a title reads it: '$49/month'. */
export function priceInTitle(p: PriceFact): string {
  const per = p.per?.toLowerCase().replace(/^per\s+/, '');
  return !per || /one[- ]?off|once|one[- ]time/.test(per) ? p.amount : `${p.amount}/${per}`;
}

/** What a price fact says beyond its plan and amount ('Team — $49/month for up to 10 users' gives 'for up to 10 users'). */
export function priceDetail(p: PriceFact): string | null {
  let rest = p.text;
  if (p.plan) rest = rest.replace(new RegExp(p.plan.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' ');
  rest = rest.replace(p.amount, ' ');
  rest = rest.replace(/^\s*(?:plan|tier)\b/i, ' ');
  const per = p.per ? p.per.replace(/^per\s+/i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : 'month|year|mo|yr|week|user|seat';
  rest = rest.replace(new RegExp(`\\s*(?:\\/\\s*|\\bper\\s+|\\ba\\s+|\\beach\\s+)(?:${per})\\b\\.?`, 'i'), ' ');
  rest = rest.replace(/\b(monthly|annually|yearly)\b/i, ' ');
  rest = rest.replace(/^[\s:–—\-,.()]+|[\s:–—\-,.()]+$/g, '').replace(/\s+/g, ' ').trim();
  return rest.split(' ').length >= 2 && /[a-z]/i.test(rest) ? rest : null;
}

/** A plan with its price: 'Team at $49 a month', or the price alone when the plan has no name. */
export function planAtPrice(p: PriceFact): string {
  return p.plan ? `${p.plan} at ${priceInProse(p)}` : priceInProse(p);
}

const amountValue = (p: PriceFact) => Number(p.amount.replace(/[^0-9.]/g, '')) || Number.POSITIVE_INFINITY;

/** The lowest price among those billed the same way as the first (a yearly price is not "from" a monthly one). */
export function lowestPrice(prices: readonly PriceFact[]): PriceFact | null {
  if (!prices.length) return null;
  const per = prices[0]!.per;
  return [...prices.filter((p) => p.per === per)].sort((a, b) => amountValue(a) - amountValue(b))[0] ?? prices[0]!;
}

/** All plans in one phrase: 'Solo at $19 a month, Team at $49 a month and Firm at $99 a month'. */
export function plansInProse(prices: readonly PriceFact[]): string {
  return listOf(prices.map(planAtPrice));
}

/** The terms, features or integrations whose text matches: the facts an answer about trials, cancelling or security stands on. */
export function factsAbout(facts: FactSheet, pattern: RegExp, kinds: readonly ('terms' | 'features' | 'integrations' | 'proof' | 'links')[] = ['terms']): Fact[] {
  return kinds.flatMap((k) => facts[k] as Fact[]).filter((f) => pattern.test(f.text));
}

export const TRIAL = /\btrial\b|\btry (it )?free\b|\bfree for \d+/i;
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

/** A table row read as a price, as a sentence reads it: 'Taster Box — What is in it: 14 days…; Price: £24' gives 'Taster Box: 14 days…, £24'. */
export function priceLine(p: PriceFact): string {
  return p.text
    .replace(/\s+[—–]\s+(?:[A-Za-z][\w' ]{0,24}:\s+)?/, ': ')
    .replace(/;\s*[A-Za-z][\w' ]{0,24}:\s+/g, ', ')
    .replace(/\s*\|\s*/g, ', ');
}
