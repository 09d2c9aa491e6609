import type { Offer } from '../../brief/brief.ts';

/**
 * The request's offer as the copy says it: the discount, what it applies to, the code, the deadline and a
 * price exactly as the request wrote them (the voice never rewords them), in the few shapes an email needs.
 */
export interface OfferCopy {
  /** '20% off the first month'; null when the request gives a code or a deadline but no discount. */
  deal: string | null;
  code: string | null;
  deadline: string | null;
  price: string | null;
  /** The pieces the copy must carry word for word. */
  verbatim: string[];
  /** '20% off the first month with code SPRING20': subject lines and first lines. */
  short: string;
  /** One or two sentences with every piece: the discount, the code, the price and the deadline. */
  sentence: string;
  /** The deadline as a sentence ('It ends March 31.'), or ''. */
  ends: string;
  /** The conditions the request states, each a sentence ('It doesn't cover fabric or delivery.'): said in full, never dropped. */
  terms: string[];
  /**
   * The offer said another way for each version (a regenerate, an email further down a series): the same pieces
   * word for word, in another order and another sentence: 'Use code SPRING20 for 20% off the first month, until March 31.'
   */
  phrasing(turn: number): string;
}

/** What is given free without an article: a service or a mass noun, not one thing. */
const UNCOUNTED_FREE = /\b(?:delivery|shipping|postage|returns|setup|set-up|installation|onboarding|coffee|parking|entry|admission|wifi|advice|help|support|access|membership|tea|cake|food|engraving|wrapping|gift wrapping|alterations|fitting|migration)$/i;

/**
 * Where a code is used: at checkout for a business that sells online, else when the customer books (a service, a
 * course, a visit) or orders
 * ('Use code READY27 at checkout' misleads the customers of a trade who book by phone).
 */
export function codeRedeemedAt(said: string): string {
  if (/\b(?:checkout|check out|basket|cart|online shop|web ?shop|e-?shop|shop online|order online|buy online|online store)\b/i.test(said)) return 'at checkout';
  return /\b(?:book|books|booked|booking|bookings|appointments?|courses?|sessions?|class(?:es)?|lessons?|visits?|call-?outs?|services?|treatments?|tours?|stays?)\b/i.test(said) ? 'when you book' : 'when you order';
}

export function offerCopyOf(offer: Offer, redeemedAt = 'at checkout'): OfferCopy | null {
  const discount = offer.discount?.trim() || null;
  // ', when you book your survey': the condition is said in the offer's sentence, never in a subject or a button.
  const condition = /,\s+when you\b.*$/.exec(offer.appliesTo ?? '')?.[0] ?? '';
  const applies = offer.appliesTo?.trim().replace(/,\s+when you\b.*$/, '') || null;
  const code = offer.code?.trim() || null;
  const deadline = offer.deadline?.trim() || null;
  const price = offer.price?.trim() || null;
  // A date alone ('by 31 December') is a deadline for something, not an offer to claim.
  if (!discount && !code && !price) return null;
  const joined = discount ? (applies && !discount.toLowerCase().includes(applies.toLowerCase()) ? joinDeal(discount, applies) : discount) : null;
  // 'Get a free trial posy', not 'Get free trial posy': one countable thing given free takes its article ('free delivery' does not).
  const deal = joined && /^free\s+(?:\w+\s+)*\w*[^s\s]$/i.test(joined) && !UNCOUNTED_FREE.test(joined) ? `a ${joined}` : joined;
  // ('by 31 December' already says when: never 'until by 31 December'.)
  const short = [deal ?? (price ? `now ${price}` : null), code ? `with code ${code}` : null].filter(Boolean).join(' ') || (/^(?:until|till|through|by|before|ends?|ending|on)\b/i.test(deadline ?? '') ? deadline! : `until ${deadline}`);
  const ends = deadline ? endsSentence(deadline) : '';
  const main = deal
    ? `${/^get\b/i.test(deal) ? capitalise(deal) : `Get ${deal}`}${code ? ` with code ${code}` : ''}${condition}.`
    : price
      ? `The price is ${price}${code ? ` with code ${code}` : ''}.`
      : code
        ? `Use code ${code} ${redeemedAt}.`
        : '';
  // Only a discount makes a new price, and only the price the request says it comes to ('now £68'): 'the upgrade,
  // £25 … 10% off' gives the price before it. '0% finance' beside a quote makes none.
  const withPrice = deal && price && offer.priceAfterDiscount && /\boff\b|discount|saving|half[- ]price/i.test(deal) ? ` That makes it ${price}.` : '';
  const first = `${main}${withPrice}${ends ? ` ${ends}` : ''}`.trim();
  const others: string[] = [];
  const tail = deadline ? `, ${/^(until|till|through|by|before|ends?|ending|on|this|next)\b/i.test(deadline) ? deadline : `until ${deadline}`}` : '';
  const pricePart = price ? ` (${price})` : '';
  if (deal && code) {
    others.push(`Use code ${code} for ${deal}${pricePart}${tail}.`);
    others.push(deadline ? `${capitalise(tail.slice(2))}, code ${code} gives you ${deal}${pricePart}.` : `Code ${code} gives you ${deal}${pricePart}.`);
  } else if (deal) {
    others.push(`You get ${deal}${pricePart}${tail}.`);
    others.push(deadline ? `${capitalise(tail.slice(2))}, you get ${deal}${pricePart}.` : `It comes with ${deal}${pricePart}.`);
  } else if (code) {
    others.push(`Your code is ${code}${price ? `, for ${price}` : ''}${tail}.`);
  } else if (price) {
    others.push(`It's ${price}${tail}.`);
  }
  const phrasings = [first, ...others];
  return {
    deal,
    code,
    deadline,
    price,
    verbatim: [discount, applies, code, deadline, price].filter((p): p is string => Boolean(p)),
    short,
    sentence: first,
    ends,
    terms: offer.terms ?? [],
    phrasing: (turn: number) => phrasings[((turn % phrasings.length) + phrasings.length) % phrasings.length]!,
  };
}

/** '20% off' + 'the first month' reads '20% off the first month'; 'free shipping' + 'orders over $50' reads '... on orders over $50'. */
function joinDeal(discount: string, applies: string): string {
  // 'free' + 'first month' reads 'the first month free'; 'half price' + 'first month' reads 'the first month at half price'.
  if (/^(?:free|half[- ]price)$/i.test(discount)) return `${/^(?:the|a|an|your|our|any)\s/i.test(applies) ? '' : 'the '}${applies} ${/^free$/i.test(discount) ? 'free' : 'at half price'}`;
  if (/\b(off|for|on)$/i.test(discount) || /^(on|for|with|at|off)\b/i.test(applies)) return `${discount} ${applies}`;
  return `${discount} on ${applies}`;
}

/**
 * 'until March 31' gives 'It's valid until March 31.'; 'by Friday' gives 'Use it by Friday.'; 'March 31' gives 'It
 * ends March 31.'; 'ends on 31 May' gives 'The offer ends on 31 May.'. `subject` names the offer in a sentence that
 * stands alone ('The offer is valid until March 31.').
 */
export function endsSentence(deadline: string, subject = 'It'): string {
  if (/^(until|till|through|to)\b/i.test(deadline)) return `${subject === 'It' ? "It's" : `${subject} is`} valid ${deadline}.`;
  if (/^(by|before)\b/i.test(deadline)) return `Use it ${deadline}.`;
  if (/^(ends?|ending|expires?)\b/i.test(deadline)) return `The offer ${deadline.replace(/^ending\b/i, 'ends').replace(/^end\b/i, 'ends').replace(/^expire\b/i, 'expires')}.`;
  return `${subject} ends ${deadline}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
