import type { Fact, FactSource } from './fact-sheet.ts';
import { FOR_STAFF, inCustomerStory, type DocumentItem } from './document-items.ts';
import { isLabelOnly } from './label-only.ts';
import { SETBACKS, YEAR_SECTIONS } from './proof-facts.ts';

export const FEATURE_SECTIONS = /(feature|what you get|what's included|whats included|included|how it works|benefit|why |capabilit|highlight|what it does|overview|product|service|menu|range|what we do|key points|at a glance|offer)/i;
const EVERY_PLAN = /\b(?:included|includes|comes? with|you get)\s+(?:on|in|with)?\s*(?:every|all|each)\s+(?:plans?|tiers?|packages?|memberships?|options?)\b|\bon (?:every|all) plans\b/i;
const INCLUDES = /\b(?:every|each|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:includes?|comes? with)\b/i;
const DETAIL_LINE = /^(?:date|dates|when|time|times|place|where|venue|location|address|price|cost|booking|book|tickets?|capacity|places|contact|deadline|doors|parking|dress code|rsvp)\s*:|^\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*[:–—-]\s/i;
const NOT_FEATURE_SECTIONS = /(pric|plan|cost|result|case stud|customer|testimonial|review|faq|question|term|contact|about us|team|integrat|last year|running order|agenda|programme|schedule|timetable|goal|target|history|offer (?:on|for|ends|code)|event brief|brief|^before\b|^after\b|what we did|challenge|the problem|background|situation|numbers|figures|stats|statistic|metric|\bkpis?\b|lesson|survey|\bwords\b|feedback|hours|who you(?:'ll| will) (?:meet|see)|meet the|staff|our people|^for (?:19|20)\d\d|next year|plans? for|to do\b|action points|priorities|polic|rules\b|conditions|payment)/i;
// A bullet that is a count or a rate ('268 new client registrations across the year', 'Booster compliance: 71%') is a
// figure of the business, and one in quotation marks is someone's words: neither is something sold.
const FIGURE_LINE = /^(?:over |about |around |nearly |almost )?\d[\d,.]*%?\s|:\s*\d[\d,.]*\s?%\.?$/i;
const QUOTED = /^["“‘'].{8,}["”’']$/;
const PRICE_NOTE = /^(?:(?:all|our)\s+)?prices?\b|\b(?:exclud\w*|includ\w*|plus)\s+VAT\b|^(?:paid|payable|billed|invoiced)\b|\bby direct debit\b/i;


/**
 * What the product does or includes: statements under a features heading, and bullets elsewhere that no other
 * kind of fact took (prices, proof, terms and integrations are read first).
 */
export function featureFacts(items: readonly DocumentItem[], source: FactSource, taken: ReadonlySet<DocumentItem>): Fact[] {
  return items
    // How the year went, what went wrong and what the team is told are the business's own record, not what it sells.
    .filter((item) => !taken.has(item) && item.kind !== 'quote' && !inCustomerStory(item) && !FOR_STAFF.test(item.section) && !YEAR_SECTIONS.test(item.section) && !SETBACKS.test(item.section))
    // A sentence that says what comes with what is sold ('Every hire includes a helmet and a lock') is one, under any heading.
    // ('Included on every plan' is what everyone gets, though it names the plans.)
    .filter((item) => EVERY_PLAN.test(item.section) || (FEATURE_SECTIONS.test(item.section) && !NOT_FEATURE_SECTIONS.test(item.section)) || ((item.kind === 'bullet' || INCLUDES.test(item.text)) && !NOT_FEATURE_SECTIONS.test(item.section)))
    // 'Delivery information' or 'Plan details' alone names a part of the document, not a feature.
    .filter((item) => item.text.split(/\s+/).length >= 2 && item.text.length <= 300 && !isLabelOnly(item.text))
    // 'Date: Thursday 12 March', 'Place: 14 Jamaica Street', '6.30pm: welcome': an event's details and running order, not what is sold.
    .filter((item) => !DETAIL_LINE.test(item.text))
    // 'All prices are per month and exclude VAT', 'Paid by Direct Debit on the 1st': how prices are paid, not what is sold.
    .filter((item) => !PRICE_NOTE.test(item.text))
    // 'Pay by card or bank transfer. No cash at the van', 'We only take puppy grooms for dogs who …': how to pay and whom
    // the business takes are its terms, never what it sells.
    .filter((item) => !/^(?:pay(?:ment)?s?\s+(?:by|with|in|on)\b|no cash\b|cash only\b|we (?:only|don'?t|do not|can'?t|cannot) (?:take|accept|book)\b)/i.test(item.text))
    // 'Discounts do not apply to gift cards or sale items': what is left out is a term of buying, never something to sell.
    .filter((item) => !/\b(?:do(?:es)? not apply|don'?t apply|doesn'?t apply|not valid|cannot be (?:used|combined)|can'?t be (?:used|combined)|excludes?|excluding)\b/i.test(item.text))
    .filter((item) => (FEATURE_SECTIONS.test(item.section) && !FIGURE_LINE.test(item.text.trim())) || !(FIGURE_LINE.test(item.text.trim()) || QUOTED.test(item.text.trim())))
    .map((item) => ({ text: item.text.replace(/[.;]+$/, ''), source, section: item.section || null }));
}
