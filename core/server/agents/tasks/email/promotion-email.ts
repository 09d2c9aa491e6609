import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, inner, listOf, sentence } from './copy-phrases.ts';
import { isPluralName } from '../../facts/fact-phrases.ts';

/**
 * A promotion's structures: the offer first (then what the reader gets and a customer's result), the reader's
 * problem first (then what it costs, what sets it apart and the offer, with a P.S.), or a customer's result first
 * (then the offer and what it costs). Each carries other facts in other sentences, so a regenerate is another email.
 */
const ANGLES = ['offer-led', 'problem-led', 'proof-led'] as const;

/** Words that say a request does give an offer, even one the brief could not read: never tell it none was given. */
const OFFER_WORDS = /\bfree\b|%\s*off\b|[£$€]\s?\d[\d,.]*\s+off\b|\bcode\b|\b(?:by|until|before|ends?|ending)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bdiscount\b|\bhalf price\b/i;

export const promotionEmail: AgentTask = {
  id: 'email.promotion',
  agent: 'email-agent',
  label: 'a promotional email with an offer',
  cues: ['promotion', 'promo', 'offer', 'discount', 'sale', 'code', 'coupon', 'deal', 'off', 'black friday', 'cyber monday', 'voucher', 'promote',
    // ('an email pushing the Winter Club': pushing a thing is selling it.)
    'push', 'plug'],
  delivers: ['email', 'promotional email', 'promo email', 'offer email'],
  starter: 'Write a promotional email for [discount] off with code [CODE], ending [date]',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const angles = ANGLES.filter((a) => (a !== 'proof-led' || kit.proofs().length) && (a !== 'problem-led' || kit.problemShort() || kit.difference()));
    const { drafts, angle } = draftsOf(kit, angles, (a, turn) => build(kit, a, turn), { wordings: ['Use your code', 'Claim your offer'] });
    const offer = kit.offer;
    return emailOutput(kit, drafts, { noun: 'promotional email', angle, advice: !offer ? [OFFER_WORDS.test(input.brief.request) ? 'I could not read a discount, code or deadline from your request, so the email promotes the offer itself: check that the offer reads as you meant it, or write it as "[offer] with code [CODE] until [date]" and ask again.' : 'No discount, code or deadline was given, so the email promotes the offer itself; add them to your request to carry them word for word.'] : offer.deadline ? [`Send a one-line reminder a day before ${offer.deadline.replace(/^(until|by|before|ends?|ending|expires?)\s+/i, '')} to people who opened but did not click.`] : [] });
  },
};

/**
 * One promotion: a subject that states the offer or the benefit, a preview that adds to it, an opening about the
 * reader, what it is and costs (the named plan's own price and inclusions), the offer with its code and deadline,
 * one proof point or what sets it apart, one call to action and the sign-off.
 */
function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const { offer, product, Product, plan } = kit;
  // Without an offer in the request the email promotes the thing itself: no discount is invented, none is left blank.
  const deal = offer?.deal ?? null;
  const problem = kit.problemShort();
  const reader = kit.situation;
  // A named audience ('landlords with 3+ properties') is spoken to before the profile's general problem, which may not be theirs.
  const audience = reader ? null : kit.audience;
  const until = offer?.deadline ? ` ${offer.deadline.replace(/^(?:ends?|ending)\s+/i, 'until ')}` : '';
  const codeLine = offer?.code ? `Use code ${offer.code}${until}.` : offer?.ends ?? '';
  // The conditions the request gives, said plainly beside the offer: a reader who claims it knows what it covers.
  const terms = offer?.terms.length ? listText('Good to know:', offer.terms) : null;
  // What it is and costs: the named plan's row, else the product line and the relevant prices.
  // (The fact that says what the topic is may carry its price: then it is said once.)
  const priceOnly = kit.topicPriced ? null : kit.price(false);
  const what = kit.whatItIs();
  const proof = kit.proof(turn);
  let subject: string;
  let preview: string;
  let blocks: Block[];
  if (angle === 'offer-led') {
    // '£50 off a new combi boiler' already names what it is on.
    // An offer price ('£9.99 with code SMILE999') is the news, not the usual price.
    // 'The spring offer: 15% off any March weekend': an offer named in the request is named first, its deal after.
    const namedOffer = /\b(?:offer|deal|sale|promotion|discount)$/i.test(product.trim());
    subject = deal && namedOffer ? `${Product}: ${deal}` : deal ? (deal.toLowerCase().includes(inner(product).toLowerCase().replace(/^(?:a|an|the|our)\s+/, '')) ? capitalise(deal) : `${capitalise(deal)}${dealJoin(deal)}${product}`) : offer?.price ? `${Product} for ${offer.price}${offer.code ? ` with code ${offer.code}` : ''}` : plan ? `${Product}: ${plan.price}` : `${Product}: worth a look`;
    // (A plan priced for several, 'for a kitten, £18.50 a month for a puppy', leads with what it includes.)
    const several = Boolean(plan && /\bfor an? \w/.test(plan.price));
    preview = several && plan!.listed && plan!.includes.length ? `${capitalise(listOf(plan!.includes.slice(0, 2)))}${plan!.includes.length > 2 ? ', and more' : ''}, from ${plan!.fact.amount}${plan!.fact.per ? ` a ${plan!.fact.per}` : ""}.` : plan?.listed && plan.includes.length ? `${capitalise(plan.price)} for ${listOf(plan.includes.slice(0, 2))}${plan.includes.length > 2 ? ', and more' : ''}.` : plan?.note ? `${capitalise(plan.note)}, for ${plan.price}.` : offer?.code ? `Use code ${offer.code}${until}.` : deal ? `${capitalise(deal)}${until}.` : what && what.length <= 90 ? what : `What ${product} includes, and how to book.`;
    // 'our Early Bird offer' is itself the offer: 'Here's our Early Bird offer', never 'an offer on our Early Bird offer'.
    const named = /\b(?:offer|deal|sale|promotion|discount)$/i.test(product.trim());
    // With no discount, code or deal asked, there is no offer to speak of: the thing itself is what the email brings.
    // ('here are our team-building packages': a plural name takes 'are'.)
    const heres = isPluralName(product.replace(/^(?:our|the|your)\s+/i, '')) ? 'here are' : "here's";
    const onIt = named ? `${heres} ${/^(?:our|the|your)\s/i.test(product) ? product : `the ${product}`}` : offer ? `here's an offer on ${product}` : `${heres} ${/^(?:our|the|your|an?)\s/i.test(product) || /^[A-Z]/.test(product) ? product : `the ${product}`}`;
    // ('past customers' are spoken to as one of them: 'As one of our past customers, …'.)
    // ('our farm customers' too: the reader is one of them, never hailed as 'Our farm customers, …'.)
    const ownPeople = audience ? /^our\s+((?:[\w-]+\s+){0,2}[\w-]+s)$/i.exec(audience)?.[1] : undefined;
    const ours = ownPeople ? `As one of our ${ownPeople}` : audience && /^(?:past|previous|existing|current|regular|loyal|returning|former|lapsed)\s+\w+s$/i.test(audience) ? `As one of our ${audience}` : null;
    const hook = reader ? `${capitalise(reader)}, so here's something for you.` : ours ? `${ours}, ${onIt} for you.` : audience ? `${capitalise(audience)}, ${onIt} for you.` : problem ? `${capitalise(problem)}? ${capitalise(onIt)}.` : `${capitalise(onIt)}.`;
    // A first month free is followed by the price; a discount on a one-off is taken off the price it names.
    const firstPeriod = Boolean(deal && plan?.recurring && /\b(?:first|1st|next)\b/i.test(deal));
    const lead = plan ? (firstPeriod ? `After that, it's ${plan.price}, and you get:` : `${offer?.price ? 'Its usual price is' : `${Product} ${isPluralName(product.replace(/^(?:our|the|your)\s+/i, "")) ? "are" : "is"}`} ${plan.price}${plan.listed ? ', and you get:' : '.'}`) : kit.pick.pick(['What you get:', 'With it you get:', 'Included:'], 'promotion.list');
    const gets = plan ? (plan.listed && plan.includes.length ? listText(lead, kit.planItems(0, 5)) : `${lead}${plan.note ? ` ${sentence(plan.note)}` : ''}`) : listText(lead, kit.features(3, turn * 2));
    blocks = [
      ...block('opening', `${hook} ${offer ? offer.sentence : ''}`.trim(), KEEP),
      ...block('terms', terms, KEEP),
      ...block('what', plan ? null : what, 60),
      ...block('list', gets, 55),
      // (A price with nothing listed under it, 'Apostille service: $95 per document', is followed by what the facts say of it.)
      ...block('features', plan && !(plan.listed && plan.includes.length) && !plan.note && kit.features(3).length ? listText(kit.pick.pick(['What you get:', 'How it works:', 'Good to know:'], 'promotion.features'), kit.features(3, turn * 2)) : null, 50),
      ...block('saving', plan && deal && !firstPeriod && !offer?.price ? priceAfter(plan.fact.amount, plan.fact.unit ?? (plan.fact.per ? `a ${plan.fact.per}` : null), deal, Boolean(offer?.code)) : null, 40),
      ...block('price', plan ? null : priceOnly, 40),
      ...block('proof', proof, 45),
    ];
  } else if (angle === 'problem-led') {
    subject = audience ? `For ${audience}: ${deal ?? product}` : problem ? `${capitalise(problem)}?` : deal ? `${Product}, ${deal}` : `Why ${product}?`;
    preview = deal ? `${capitalise(deal)}${offer?.code ? ` with code ${offer.code}` : ''}${until}.` : plan ? `${capitalise(plan.price)}, and what it covers.` : `What it does, and what it costs.`;
    // The reader the request names comes before the profile's problem: it is whom this send is for.
    const opening = reader ? `${capitalise(reader)}, so this one is for you.` : audience ? `${capitalise(audience)}, this one is for you.` : problem ? `${capitalise(problem)}? That's what ${product} is for.` : `A quick word about ${product}.`;
    const costs = plan ? kit.planSentence('It', 2) : kit.whatItIs('It');
    const offerLine = offer ? (deal ? `${capitalise(deal)} is yours${offer.code ? ` with code ${offer.code}` : ''}${until}.` : offer.price ? offer.phrasing(turn + 1) : codeLine) : null;
    // A plan's terms (cancel any time) matter to a plan; a one-off gets the second thing that sets the company apart.
    const ps = !plan || plan.recurring ? (kit.commitmentTerm() ?? (kit.trialTerm() ? sentence(kit.trialTerm()!) : null)) : kit.differenceAt(1);
    blocks = [
      ...block('opening', `${opening} ${costs ?? ''}`.trim(), KEEP),
      ...block('offer', offerLine, KEEP),
      ...block('terms', terms, KEEP),
      // A short price is said here too; a list of several prices stays with the offer-led version.
      ...block('price', plan || kit.relevantPrices().length !== 1 ? null : priceOnly, 40),
      ...block('difference', kit.difference(), 45),
      ...block('ps', ps ? `PS: ${ps}` : null, 30),
    ];
  } else {
    const who = kit.proofWho();
    const named = Boolean(deal && deal.toLowerCase().includes(inner(product).toLowerCase().replace(/^(?:a|an|the|our)\s+/, '')));
    subject = deal ? `${who ? `What changed for ${who}, and ` : ''}${deal}${who || named ? '' : ` on ${product}`}` : `What changed for ${who ?? 'our customers'}`;
    preview = deal ? `${capitalise(offer!.short)}${until}.` : plan ? `${Product}, ${plan.price}.` : what || `A real result, and an offer on ${product}.`;
    // The reader the request names is spoken to here too ('You started a Relaydesk trial, so this one is for you').
    const turnLine = offer ? `${reader ? `${capitalise(reader)}, so this one is for you.` : "Now it's your turn."} ${offer.phrasing(turn + 1)}` : reader ? `${capitalise(reader)}? Then this is for you.` : null;
    const costs = plan ? (plan.listed ? `${Product} ${isPluralName(product.replace(/^(?:our|the|your)\s+/i, "")) ? "are" : "is"} ${plan.price}${plan.includes.length ? `, with ${listOf(plan.includes.slice(-2))}` : ''}.` : `${Product} ${isPluralName(product.replace(/^(?:our|the|your)\s+/i, "")) ? "are" : "is"} ${plan.price}.`) : what;
    blocks = [
      ...block('opening', proof, KEEP),
      ...block('offer', turnLine, KEEP),
      ...block('terms', terms, KEEP),
      ...block('what', costs, 60),
      ...block('price', plan ? null : priceOnly, 40),
    ];
  }
  const cta = callToAction(kit, { wordings: kit.offer ? ['Claim your offer', 'Use your code', 'Get the offer'] : ['Find out more', 'See the plans', `See ${product}`], offerWordings: ['Claim {deal}', 'Get {deal}', 'Start with {deal}'], prefer: /pricing|shop|buy|offer|sign ?up/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/** 'The first month free on the Everyday plan'; '20% off the first three months of the Growth plan'. */
function dealJoin(deal: string): string {
  if (/\boff$/i.test(deal)) return ' ';
  return /\b(?:first|next)\s+(?:\w+\s+)?(?:months?|weeks?|years?|orders?|boxes?)$/i.test(deal) ? ' of ' : ' on ';
}

/** '10% off' on '£95 a week': "With the code, that's £85.50 a week." (the arithmetic said, not left to the reader); null when not a share off one price. */
function priceAfter(amount: string, unit: string | null, deal: string, code: boolean): string | null {
  const share = /^(\d{1,2}(?:\.\d+)?)\s?%\s+off\b/i.exec(deal.trim());
  const price = /^([$£€])\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)$/.exec(amount.trim());
  if (!share || !price) return null;
  const value = Number(price[2]!.replace(/,/g, '')) * (1 - Number(share[1]) / 100);
  const cents = Math.round(value * 100) / 100;
  const text = `${price[1]}${cents.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(cents) ? 0 : 2, maximumFractionDigits: 2 })}`;
  return `${code ? 'With the code' : 'With the offer'}, that's ${text}${unit ? ` ${unit}` : ''} instead of ${amount.trim()}.`;
}
