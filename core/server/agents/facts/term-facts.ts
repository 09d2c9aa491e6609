import { isWorkedSum } from './price-facts.ts';
import type { FactSource, TermFact } from './fact-sheet.ts';
import { FOR_STAFF, inCustomerStory, type DocumentItem } from './document-items.ts';
import { PRICE_LINE, SETBACKS, YEAR_SECTIONS } from './proof-facts.ts';
import { FEATURE_SECTIONS } from './feature-facts.ts';
import { isLabelOnly } from './label-only.ts';

// Trial, guarantee, cancellation, contract, set-up, delivery and returns terms.
const TERMS = /\b(free trial|trial|days? free|free for \d+|money[- ]back|guarantee\w*|refund\w*|cancel(?:s|lation|lations|ling (?:is|your|any)|led (?:at|any|online|with))?\b|notice|contract|commitment|minimum term|lock[- ]in|set[- ]?up fee|setup|onboarding|migration|deliver(?:y|ed|s)|shipping|dispatch\w*|postage|arriv(?:e|es|al)|next[- ](?:day|morning)|same[- ]day|lead time|turnaround|returns(?! (?:it|them|your|the))|return (?:policy|window|within)|free return|warranty|sla|uptime|billed|billing|invoic\w*|pause|skip|discount for annual|annual billing|no card|credit card|terms)\b/i;
/**
 * A term that binds the buyer ('Bundles are non-refundable after the first groom', '24 hours' notice to move a groom,
 * otherwise it is charged in full', 'Pay by card or bank transfer. No cash at the van', 'Pause your membership … for £4
 * a month'): said where someone books,
 * never as a reason to buy.
 */
export const BINDS_BUYER = /\bnon-?refundable\b|\bno (?:refunds?|cash)\b|\bnot (?:refundable|transferable)\b|\bcharged (?:in full|for)\b|\b(?:hours?|days?|weeks?)['’]? notice\b|\bforfeit\w*|\blate (?:fee|charge)s?\b|^pay(?:ment)?s?\s+(?:by|with|in|on)\b|\b(?:paus|freez|suspen)\w*\b[^.]{0,60}[£$€]\s?\d/i;

/** A term about renewing, cancelling, notice or paying: said after what a thing is and costs, never as its opening. */
export const ADMIN_TERM = /\b(?:renew\w*|cancel\w*|notice|contract\w*|refund\w*|deposit\w*|payable|billed|invoic\w*|minimum term)\b/i;
const TERMS_SECTIONS = /(term|trial|guarantee|cancel|billing|delivery|shipping|returns|faq|small print|polic|how it works)/i;

// Terms in any section: a trial, a guarantee, a refund, cancelling, a minimum term.
const STRONG_TERMS = /\b(free trial|\d+[- ]day trial|trial period|money[- ]back|guarantee[ds]?|refunds?|refunded|cancel(?:s|lation)?(?: any ?time)?|minimum term|contract|notice period|no card)\b/i;

/** Whether a statement sets terms: a trial, a guarantee, cancellation, billing, set-up or delivery. */
export function isTerm(item: DocumentItem): boolean {
  // (How the year went, 'Lesson hours delivered: 5,480' or what went badly, is the business's record, not its terms.)
  // (A case study's contract is its customer's, not the business's terms of sale.)
  if (item.kind === 'quote' || FOR_STAFF.test(item.section) || YEAR_SECTIONS.test(item.section) || SETBACKS.test(item.section) || inCustomerStory(item)) return false;
  // 'two terms of corporate Spanish', 'the April term starts …' outside the terms: a school's term is a period, not terms of sale.
  if (!TERMS_SECTIONS.test(item.section) && /\b(?:\d+|one|two|three|four|five|six)\s+terms?\s+of\b/i.test(item.text)) return false;
  // 'Office pastry box: £28, delivered by 9am' is a price line; its delivery is part of what is sold.
  // ('Early-bird: £20 off any course booked 3 weeks ahead' is a standing offer: a term of buying, not a price.)
  const discount = item.kind !== 'row' && /^[^:]{0,30}:\s*(?:[$£€]\s?\d[\d,.]*|\d+\s?%)\s+off\b/i.test(item.text);
  // ('Turnaround: 5 working days; rush in 2 days for £10 extra' is how long the work takes, with a charge for faster.)
  const timing = /^(?:turnaround|lead time|delivery|shipping|postage|dispatch)\b[^:]{0,20}:/i.test(item.text);
  if (timing) return true;
  if ((PRICE_LINE.test(item.text) || (item.kind === 'row' && /[$£€¥]\s?\d|\d+p\b/.test(item.text))) && !STRONG_TERMS.test(item.text) && !discount) return false;
  // Under a features heading, 'Automatic invoice reminders' or 'Guided onboarding' is what the product does.
  if (FEATURE_SECTIONS.test(item.section) && !TERMS_SECTIONS.test(item.section)) return STRONG_TERMS.test(item.text);
  return TERMS.test(item.text) || (TERMS_SECTIONS.test(item.section) && /\d|no |free|any ?time/i.test(item.text)) || (OFFER_SECTIONS.test(item.section) && /\d|free|price of|half[- ]price|\bfor one\b|\boff\b/i.test(item.text));
}

/** A section that states a standing offer ('Weekday deal', 'Early-bird offer'): what it says is a term of buying. */
const OFFER_SECTIONS = /\b(deals?|offers?|discounts?|promotions?|specials?|early[- ]bird|off[- ]peak|happy hour|loyalty|referrals?)\b/i;

/** 'Monday to Thursday after 5pm: 4 players for the price of 3' under 'Weekday deal' says which deal it is. */
function withOfferName(item: DocumentItem, text: string): string {
  const section = item.section.replace(/^#+\s*/, '').trim();
  if (!OFFER_SECTIONS.test(section) || section.split(/\s+/).length > 5 || text.toLowerCase().includes(section.toLowerCase())) return text;
  return `${section}: ${text.replace(/:\s+/, ', ')}`;
}

const TOPICS: [TermFact['topic'], RegExp][] = [
  // ('Parking: free for 2 hours' is no free trial: how to visit is read first.)
  ['practical', /^(?:parking|car park|getting here|directions|access|accessibility|opening (?:hours|times)|hours|address|location|find us|toilets?|wi-?fi)\b|\b(?:car park|parking)\b/i],
  ['billing', /\b(spread over|interest[- ]free|instal?ments?|financ\w*)\b/i],
  ['trial', /\b(trial|days? free|free for \d+|first (?:month|week|session|lesson|class)\b[^.]*\bfree)\b/i],
  ['guarantee', /\b(guarantee\w*|money[- ]back|warranty)\b/i],
  ['refund', /\brefund\w*\b/i],
  ['cancellation', /\b(cancel\w*|notice|pause|skip)\b/i],
  ['returns', /\breturns?\b/i],
  ['delivery', /\b(deliver\w*|shipping|dispatch\w*|postage|arriv\w*|next[- ](?:day|morning)|same[- ]day|lead time|turnaround|collect\w*)\b/i],
  ['contract', /\b(contract|commitment|minimum term|lock[- ]in)\b/i],
  ['setup', /\b(set[- ]?up|onboarding|migration)\b/i],
  ['billing', /\b(billed|billing|invoic\w*|annual|card|pay\w*|vat|spread|interest[- ]free|instal?ments?|financ\w*)\b/i],
];

/** What a term is about, by its words. */
export function topicOf(text: string): NonNullable<TermFact['topic']> {
  return TOPICS.find(([, re]) => re.test(text))?.[0] ?? 'other';
}

/** The trial, guarantee, cancellation, billing and delivery terms a document states, each a statement (never a bare heading). */
export function termFacts(items: readonly DocumentItem[], source: FactSource): TermFact[] {
  return items
    .filter((item) => isTerm(item) && !isWorkedSum(item))
    .filter((item) => !isLabelOnly(item.text))
    .map((item) => {
      const text = withOfferName(item, item.text.replace(/[.;]+$/, ''));
      const topic = topicOf(text);
      return { text, source, topic: topic === 'other' ? topicOf(item.section) : topic };
    });
}
