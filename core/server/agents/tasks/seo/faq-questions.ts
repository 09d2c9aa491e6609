import { isExtraCharge } from '../../facts/price-facts.ts';
import { asInvitation, isInstruction } from '../../brief/phrase-type.ts';
import type { Brief } from '../../brief/brief.ts';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { asSentence, countWord, headPhrase, inSentence, listOf } from './fact-phrases.ts';
import { isPluralName, SURCHARGE_NOTE } from '../../facts/fact-phrases.ts';
import { nextStepLink } from './next-step-link.ts';
import { offerLine } from './offer-line.ts';
import { CANCEL, factsAbout, resultsOf, TRIAL } from './plan-facts.ts';
import { offerSentence, plansOf, servicesOf, type PricedOffer } from './priced-offer.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

export type FaqTheme = 'Pricing and plans' | 'Getting started' | 'The product' | 'Trust and support';

/** An answer and the facts it states; `profile` when it states profile answers. */
export interface FaqAnswer {
  text: string;
  facts: Fact[];
  profile: boolean;
  /** The same answer told another way, for a regenerate (the price first, or the other way round). */
  alt?: string;
}

/** A question a buyer asks, answerable (or not) from the space's facts. */
export interface FaqQuestion {
  id: string;
  theme: FaqTheme;
  /** Words of a page or topic it belongs to ('pric', 'integrat'): it ranks first for such a page. */
  tags: RegExp;
  /** Its wordings; a regenerate asks it another way. */
  asks: string[];
  /** The answer from the facts, or null when the facts lack it (the answer becomes a marked blank). */
  answer: FaqAnswer | null;
  /** What the blank asks for: 'your cancellation terms'. */
  missing: string;
  /** A follow-on question (one plan's details): asked after the main ones, blanks included. */
  extra?: boolean;
}

const sentences = (list: Fact[], max = 2) => list.slice(0, max).map((f) => asSentence(f.text)).join(' ');
const fromFacts = (list: Fact[], max = 2): FaqAnswer | null => (list.length ? { text: sentences(list, max), facts: list.slice(0, max), profile: false } : null);
/**
 * How to start, from a trial fact: 'Start with the 14-day free trial.'; a fact that says there is no trial gives
 * what it offers instead ('No free trial. We run a free demo instead.' gives 'We run a free demo instead.').
 */
function startLine(text: string): string | null {
  const t = text.trim();
  if (/^(\d+[- ](day|week|month)|free)\b/i.test(t)) return `Start with the ${inSentence(t)}.`;
  if (!/\b(?:no|not|don't|without)\b[^.;]*\btrial/i.test(t)) return asSentence(t);
  const rest = t.split(/(?<=[.;])\s+/).filter((s) => !/\btrial/i.test(s));
  return rest.length ? rest.map((s) => asSentence(s.replace(/;$/, ''))).join(' ') : null;
}

const NEGATED = /\b(no|not|never|without)\b(?! (credit )?card)/i;

/** A yes-or-no question answered by a fact that says yes: "Yes." first, then the fact (a noun phrase gets "there's"). */
function yes(list: Fact[], says: RegExp): FaqAnswer | null {
  const answer = fromFacts(list);
  const first = list[0];
  if (!answer || !first || !says.test(first.text) || NEGATED.test(first.text.replace(says, ''))) return answer;
  const nounPhrase = /^(\d+[- ](day|week|month)|free|a|an|one[- ](day|week|month))\b/i.test(first.text.trim());
  const lead = nounPhrase ? `Yes, there's ${/^(a|an)\b/i.test(first.text.trim()) ? '' : 'a '}${inSentence(first.text)}.` : `Yes. ${asSentence(first.text)}`;
  return { ...answer, text: [lead, ...list.slice(1, 2).map((f) => asSentence(f.text))].join(' ') };
}

/** Every question the facts can answer or should (a buyer asks about cancelling whether or not the facts say). */
export function faqQuestions(facts: FactSheet, brief: Brief, topic = ''): FaqQuestion[] {
  // An FAQ about one offer ('the Acme Care plans') asks about that offer by its name, not the company's.
  const offer = offerNamed(topic, facts);
  const name = offer ?? facts.company ?? 'it';
  const Name = offer ?? facts.company ?? 'It';
  // Who it is for and what sets it apart are the profile's answers about the company.
  const co = facts.company ?? 'it';
  const Co = facts.company ?? 'It';
  // A bare label ('Trial terms') is a heading read as a fact, never an answer.
  const about = (pattern: RegExp, kinds: Parameters<typeof factsAbout>[2] = ['terms']) => factsAbout(facts, pattern, kinds).filter((f) => f.text.trim().split(/\s+/).length >= 4);
  // A cancellation that only holds within a free period ('Cancel before your second month starts and you pay
  // nothing') is a trial term: it answers the trial question, never whether a customer can cancel at any time.
  const cancelling = about(CANCEL);
  const trialBound = cancelling.filter((f) => TRIAL.test(f.text) || TRIAL_BOUND.test(f.text));
  const trial = about(TRIAL);
  const next = nextStepLink(brief, facts);
  const link = next?.url ?? null;
  const linkFact = next?.fact ?? null;
  const prices = facts.prices;
  // The one plan or service the topic names ('the Intensive Spanish course'): its own price, not every row.
  const bare = (t: string) => t.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '');
  const namedOffer = offer ? prices.map((p) => plansOf([p])[0]!).find((o) => o.name && bare(o.name) === bare(offer)) ?? null : null;
  const plans = plansOf(prices);
  // One-off services are named as such, never counted among the plans.
  const services = servicesOf(prices);
  // Plans told apart by what they include, a note, or the conditions of their price ('for up to 10 users').
  const detailed = plans.filter((o) => o.includes.length || o.note || o.fact.conditions?.length);
  const ints = facts.integrations.map((f) => ({ f, head: headPhrase(f.text, 3, 'name') })).filter((x) => x.head);
  const feats = facts.features.map((f) => headPhrase(f.text, 5, 'prose')).filter((f): f is string => Boolean(f));
  const offerText = offerLine(brief);
  const q: FaqQuestion[] = [];
  q.push({
    id: 'cost', theme: 'Pricing and plans', tags: /pric|cost|plan|fee/i,
    asks: namedOffer ? [`How much does ${co} cost?`, `What does ${co} cost?`, `How is ${co} priced?`] : [`How much does ${name} cost?`, `What does ${name} cost?`, `How is ${name} priced?`],
    answer: prices.length ? costAnswer(namedOffer ? Co : Name, plans, services) : null,
    missing: 'your prices',
  });
  if (offerText) q.push({ id: 'offer', theme: 'Pricing and plans', tags: /pric|cost|plan|offer|discount/i, asks: ['Is there a discount right now?', 'Is there an offer on at the moment?'], answer: { text: asSentence(offerText), facts: [], profile: false }, missing: 'your current offer' });
  // Plans paid again and again raise a subscriber's questions (a trial, changing plans, yearly billing); one-off prices do not.
  const subscription = prices.some((p) => p.billing === 'recurring' && !p.fee);
  if (subscription || trial.length) q.push({ id: 'trial', theme: 'Pricing and plans', tags: /pric|plan|trial|start/i, asks: [`Can I try ${name} before I pay?`, 'Is there a trial?', `Can I test ${name} first?`], answer: yes(trial, TRIAL), missing: 'whether there is a trial, and its terms' });
  q.push({
    id: 'plans', theme: 'Pricing and plans', tags: /pric|plan/i,
    asks: subscription ? ["What's the difference between the plans?", 'Which plan is right for me?', 'How do the plans differ?'] : ["What's the difference between the options?", 'Which option is right for me?'],
    answer: detailed.length >= 2 ? differAnswer(detailed) : null,
    missing: 'what each plan includes',
  });
  q.push({ id: 'cancel', theme: 'Pricing and plans', tags: /pric|plan|contract|cancel/i, asks: subscription ? ['Can I cancel at any time?', 'Can I cancel whenever I want?', 'Can I stop my subscription at any time?'] : ['What is your cancellation policy?', 'Can I cancel or move a booking?'], answer: cancelAnswer(cancelling.filter((f) => !trialBound.includes(f)), prices), missing: 'your cancellation and contract terms' });
  // Yearly billing is a price billed by the year or a term that says so; 'one service a year' inside a monthly plan is not.
  const yearly = prices.filter((p) => /^(year|annum|annual)/i.test(p.per ?? ''));
  const yearlyTerms = about(/\b(annual|yearly) (plan|billing|subscription|price|payment)s?\b|\bbilled (annually|yearly)\b|\bpay (annually|yearly|by the year)\b/i);
  if (subscription || yearly.length || yearlyTerms.length) q.push({
    id: 'annual', theme: 'Pricing and plans', tags: /annual|year|billing/i, asks: ['Can I pay yearly?', 'Is there a yearly plan?'],
    answer: yearly.length ? { text: `Yes. ${listOf(yearly.map((p) => offerSentence(plansOf([p])[0]!).split('.')[0]!.replace(/ costs /, ' costs ')))}.`, facts: yearly, profile: false } : fromFacts(yearlyTerms),
    missing: 'whether you offer yearly billing, and its price',
  });
  if (subscription) q.push({ id: 'change-plan', theme: 'Pricing and plans', tags: /pric|plan/i, asks: ['Can I change plans later?', 'Can I upgrade or downgrade?'], answer: fromFacts(about(/upgrade|downgrade|change (your |a )?plans?|switch plans?/i)), missing: 'whether and how customers change plans' });
  q.push({ id: 'payment', theme: 'Pricing and plans', tags: /pric|plan|pay|billing/i, asks: ['How can I pay?', 'Which payment methods do you accept?'], answer: fromFacts(about(/\bcards?\b|paypal|payment methods?|bank transfer|direct debit|\bpay by\b|invoiced?\b/i).filter((f) => !/\bno (credit )?card/i.test(f.text))), missing: 'the payment methods you accept' });
  q.push({ id: 'refund', theme: 'Pricing and plans', tags: /pric|plan|refund/i, asks: ['Do you offer refunds?', 'What if it is not right for us?'], answer: fromFacts(about(/refund|money[- ]back|guarantee/i).filter((f) => REFUND_POLICY.test(f.text))), missing: 'your refund policy' });
  for (const o of [...plans, ...services].filter((x) => x.name && (x.includes.length || x.note))) {
    const asks = o.includes.length ? [`What's included in ${o.name}?`, `What do I get with ${o.name}?`] : [`What is ${o.name}?`, `What does ${o.name} involve?`];
    if (namedOffer && o.name !== namedOffer.name) continue;
    q.push({ id: `plan-${o.name}`, theme: 'Pricing and plans', tags: new RegExp(`pric|plan|${escapeRegExp(o.name!)}`, 'i'), asks, answer: { text: offerSentence(o), alt: offerSentence(o, 1), facts: [o.fact], profile: false }, missing: `what ${o.name} includes`, extra: true });
  }
  q.push(...termQuestions(facts, about));
  // A named plan's own answers say what it is; the company's product line would answer another question.
  if (!namedOffer) q.push({
    id: 'what', theme: 'The product', tags: /home|product|about|feature/i,
    asks: [`What is ${name}?`, `What does ${name} do?`],
    answer: facts.product ? { text: whatItIs(offer ?? facts.company, firstSentenceOf(facts.product), offer ? facts.company : null, offer ? plans : []), facts: [], profile: true } : null,
    missing: 'what you sell, in one sentence',
  });
  q.push({ id: 'who', theme: 'The product', tags: /home|product|about/i, asks: [`Who is ${co} for?`, `Is ${co} right for me?`], answer: facts.audience ? { text: `${Co} is made for ${inSentence(firstSentenceOf(facts.audience))}.`, facts: [], profile: true } : null, missing: 'who your customers are' });
  q.push({ id: 'features', theme: 'The product', tags: /product|feature|home/i, asks: [`What does ${name} include?`, `What are the main features?`], answer: feats.length ? { text: `${Name} includes ${listOf(feats.slice(0, 5))}.`, facts: facts.features.slice(0, 5), profile: false } : null, missing: 'your main features' });
  q.push({ id: 'integrations', theme: 'The product', tags: /integrat|connect|product|feature/i, asks: ['Does it work with the tools we already use?', 'Which tools does it integrate with?'], answer: ints.length ? { text: `${Name} connects with ${listOf(ints.map((x) => x.head!))}.`, facts: ints.map((x) => x.f), profile: false } : null, missing: 'which tools you integrate with' });
  for (const { f, head } of ints.slice(0, 3)) {
    const text = f.text.trim().split(/\s+/).length > head!.split(' ').length + 1 ? asSentence(f.text) : `Yes: ${name} integrates with ${head}.`;
    q.push({ id: `integration-${head}`, theme: 'The product', tags: /integrat|connect/i, asks: [`Does ${name} work with ${head}?`, `Can I connect ${head}?`], answer: { text, facts: [f], profile: false }, missing: `how the ${head} integration works`, extra: true });
  }
  q.push({ id: 'different', theme: 'The product', tags: /home|product|compar|about/i, asks: [`What makes ${co} different?`, `Why choose ${co}?`], answer: facts.differentiator ? { text: differentAnswer(Co, facts.differentiator), facts: [], profile: true } : null, missing: 'what sets you apart' });
  q.push({ id: 'results', theme: 'Trust and support', tags: /home|product|result|case|customer/i, asks: ['What results do customers see?', 'What do customers say?'], answer: fromFacts(resultsOf(facts)), missing: 'a customer result with its numbers' });
  q.push({
    id: 'start', theme: 'Getting started', tags: /start|sign|home|pric/i,
    asks: ['How do I get started?', 'How do I sign up?'],
    answer: trial.length || link
      ? {
          text: [
            trial.length ? startLine(trial[0]!.text) : null,
            link ? (/pric|plan/i.test(link) ? `Choose a plan at ${link}.` : `Sign up at ${link}.`) : null,
          ].filter(Boolean).join(' '),
          facts: [...trial.slice(0, 1), ...(linkFact ? [linkFact] : [])],
          profile: Boolean(next?.fromProfile),
        }
      : null,
    missing: 'how to sign up, and the link',
  });
  q.push({ id: 'setup', theme: 'Getting started', tags: /start|setup|onboard|product/i, asks: ['How long does setup take?', 'How hard is it to set up?'], answer: fromFacts(about(/set ?up|setup|onboard|import|migrat/i, ['terms', 'features'])), missing: 'how long setup takes and what it involves' });
  q.push({ id: 'support', theme: 'Trust and support', tags: /support|help|start/i, asks: ['What support do you offer?', 'Who helps me if I get stuck?'], answer: fromFacts(about(/support|help ?desk|onboarding|training|live chat|account manager/i, ['terms', 'features'])), missing: 'the support you offer and when' });
  q.push({ id: 'security', theme: 'Trust and support', tags: /secur|privacy|data|trust/i, asks: ['Is my data secure?', 'How do you protect my data?'], answer: fromFacts(about(/secur|encrypt|gdpr|hipaa|soc ?2|iso ?27001|privacy|backup/i, ['terms', 'features'])), missing: 'how you store and protect customer data' });
  return q;
}

function firstSentenceOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]+$/, '');
}

/** A refund policy says when or how much ('full refund if you withdraw before…'), not a feature that handles refunds. */
const REFUND_POLICY = /\b(if|within|before|after|until|full|partial|no questions|days?|weeks?|guarantee[ds]?)\b/i;

/** Term questions rank by the words they share with the topic, not by a page kind. */
const NEVER = /(?!)/;

/**
 * The name of what the topic is about, as the facts write it ('acme care plans' gives 'Acme Care'), when
 * the topic holds a name the product, plans or terms use; null for a common noun ('course fees').
 */
export function offerNamed(topic: string, facts: FactSheet): string | null {
  const words = topic.trim().split(/\s+/).filter(Boolean);
  const texts = [facts.product, facts.description, ...facts.prices.map((p) => p.text), ...facts.terms.map((t) => t.text)].filter((t): t is string => Boolean(t));
  for (let n = Math.min(words.length, 4); n >= 1; n--)
  for (let at = 0; at + n <= words.length; at++) {
    const phrase = words.slice(at, at + n).join(' ');
    if (phrase.length < 4) continue;
    const pattern = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i');
    for (const text of texts) {
      const m = pattern.exec(text);
      const found = m?.[0];
      // One capitalised word opening a sentence ('Classes are capped…') is no name.
      const opensSentence = m && (m.index === 0 || /[.!?]\s+$/.test(text.slice(0, m.index)));
      if (found && found.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w)) && !(opensSentence && n === 1)) return found === facts.company ? null : found;
    }
  }
  return null;
}

/** Within a free period: 'before your second month starts', 'within the first 14 days', 'and you pay nothing'. */
const TRIAL_BOUND = /\b(?:before|within|during)\b[^.;]*\b(?:trial|first|second|free)\b|\b(?:pay nothing|won'?t be charged|not be charged|no charge)\b/i;

/**
 * Whether a customer can cancel at any time, from the terms that say so, or from the heading the plans are listed
 * under ('Service plans (monthly, cancel any time)'); null when nothing says, so the answer is a marked blank.
 */
function cancelAnswer(terms: Fact[], prices: FactSheet['prices']): FaqAnswer | null {
  const any = /any ?time|no (long-term )?contract|no commitment|month[- ]to[- ]month/i;
  if (terms.length) return yes(terms, any);
  const listed = prices.find((p) => p.section && CANCEL.test(p.section));
  if (!listed) return null;
  const heading = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(listed.section!.trim());
  const parts = (heading ? heading[2]! : listed.section!).split(/\s*,\s*/).map((x) => x.trim()).filter(Boolean);
  const cancel = parts.find((x) => CANCEL.test(x));
  if (!cancel) return null;
  const kind = parts.filter((x) => x !== cancel && /^(monthly|weekly|yearly|annual|quarterly|rolling)$/i.test(x));
  // 'Acme Care service plans' is said as 'The plans': the question is already about them.
  const what = /\b(plans?|memberships?|subscriptions?|packages?|contracts?)$/i.exec(heading?.[1]?.trim() ?? '')?.[1]?.toLowerCase();
  const lead = any.test(cancel) ? 'Yes. ' : '';
  const body = /^cancel\b/i.test(cancel) ? `you can ${cancel.toLowerCase()}` : cancel;
  const text = what && kind.length ? `${lead}The ${what} ${/s$/i.test(what) ? 'are' : 'is'} ${kind.join(' and ').toLowerCase()}, and ${body}.` : `${lead}${asSentence(body)}`;
  return { text: text.replace(/^(Yes\. )?([a-z])/, (_m, y: string | undefined, c: string) => `${y ?? ''}${c.toUpperCase()}`), facts: [listed], profile: false };
}

/**
 * 'Acme is a help desk…' for a noun phrase with an article; 'Acme offers ten-week courses…' for a list of what it sells.
 * One offer of a company ('Acme Care, a monthly service plan (Basic £9, …), alongside one-off repairs') is said in
 * its own words: what it is, whose it is and its plans by name, without the profile's price list or what sits beside it.
 */
function whatItIs(company: string | null, product: string, owner: string | null = null, plans: PricedOffer[] = []): string {
  if (!company) return asSentence(product);
  // 'Acme Care, a monthly service plan …' reads 'Acme Care is a monthly service plan …'.
  const apposition = new RegExp(`^${escapeRegExp(company)},\\s+(an?\\s.+)$`, 'i').exec(product);
  if (apposition && owner) {
    const kind = apposition[1]!.replace(/\s*\([^)]*\)/g, '').replace(/,?\s+(?:alongside|as well as|along with|in addition to|plus)\b.*$/i, '').replace(/[.,;]+$/, '').trim();
    const named = plans.filter((o) => o.name).map((o) => o.name!);
    return `${company} is ${kind} from ${owner}.${named.length >= 2 ? ` It comes as ${countWord(named.length)} plans: ${listOf(named)}.` : ''}`;
  }
  if (apposition) return `${company} is ${apposition[1]}.`;
  if (product.toLowerCase().includes(company.toLowerCase())) return asSentence(product);
  if (isInstruction(product)) return asInvitation(product);
  return /^(a|an)\s/i.test(product) ? `${company} is ${inSentence(product)}.` : `${company} offers ${inSentence(product)}.`;
}

/** A differentiator written as a list ('Fixed prices; same-day repairs; a loan bike') as one sentence. */
function differentAnswer(name: string, text: string): string {
  const items = text.replace(/[.!]+$/, '').split(/\s*;\s*/).map((x) => inSentence(x.trim())).filter(Boolean);
  if (items.length < 2) return asSentence(text);
  // A clause ('a missed class can be made up the same week') is its own sentence, not an item in a list of things.
  const clause = (x: string) => /\b(can|is|are|will|was|were|do|does|get|gets|has|have)\b/i.test(x);
  const things = items.filter((x) => !clause(x));
  const rest = items.filter(clause).map(asSentence);
  return [things.length ? `People choose ${name} for ${listOf(things)}.` : null, ...rest].filter(Boolean).join(' ');
}

/** What it costs: the plans in one sentence, the one-off services in another (a service is not a plan). */
function costAnswer(name: string, allPlans: PricedOffer[], allServices: PricedOffer[]): FaqAnswer {
  // An extra on top ('extra firewood £12 a bag') is not what it costs.
  const plans = allPlans.filter((o) => !isExtraCharge(o.fact));
  const services = allServices.filter((o) => !isExtraCharge(o.fact));
  // ('£10 per 15 minutes after the first 30': when a price applies is part of it.)
  const when = (o: PricedOffer) => (o.note && WHEN_NOTE.test(o.note) ? `, ${o.note.replace(/[.]+$/, '')}` : '');
  const named = (o: PricedOffer) => (o.name ? `${o.name} ${/^from /.test(o.price) ? '' : 'at '}${o.price}${when(o)}` : `${o.price}${when(o)}`);
  const facts = [...plans, ...services].map((o) => o.fact);
  // Prices with no names ('£340 a weekend', '£180 a single day') are one thing's prices, not plans and services.
  const unnamed = [...plans, ...services].filter((o) => !o.fact.fee);
  if (unnamed.length >= 2 && unnamed.every((o) => !o.name)) {
    const ordered = [...unnamed].sort((a, b) => amount(b) - amount(a));
    return { text: `${name} costs ${listOf(ordered.map((o) => o.price)).replace(/ and (?=[^,]*$)/, ' or ')}.`, alt: `Prices are ${listOf(ordered.map((o) => o.price))}.`, facts, profile: false };
  }
  if (!plans.length && !services.length) return { text: `${name} costs ${allPlans[0]?.price ?? allServices[0]!.price}.`, facts: [...allPlans, ...allServices].map((o) => o.fact), profile: false };
  // An extra is said as what it adds ('The conservation glass upgrade is £25 extra.'), after what it is added to.
  const extras = [...allPlans, ...allServices].filter((o) => isExtraCharge(o.fact) && !o.fact.fee && o.name);
  const extraLine = extras.slice(0, 2).map((o) => ` ${capitalFirst(/^(?:add|extra)\b/i.test(o.name!) ? o.name! : `the ${lowerName(o.name!)}`)} ${isPluralName(o.name!) ? 'are' : 'is'} ${o.price} extra.`).join('');
  const withExtras = [...facts, ...extras.slice(0, 2).map((o) => o.fact)];
  // ('Bespoke frame, up to A3 costs £85', not 'Mitre & Glass costs £85': the one thing priced, by its name.)
  if (plans.length === 1 && !services.length) return { text: `${plans[0]!.name ? `${capitalFirst(plans[0]!.name)} ${isPluralName(plans[0]!.name) ? 'cost' : 'costs'}` : `${name} costs`} ${plans[0]!.price}.${extraLine}`, facts: withExtras, profile: false };
  const kind = plans.every((o) => o.recurring) ? 'plans' : 'options';
  const listed = `There are ${countWord(plans.length)} ${kind}: ${listOf(plans.map(named))}.`;
  // Prices with their units and conditions run long: past a short sentence, one sentence a plan, so none is cut mid-price.
  const planLine = plans.length === 1 ? `${named(plans[0]!)}.` : listed.split(/\s+/).length <= 18 ? listed : `There are ${countWord(plans.length)} ${kind}. ${plans.map((o) => `${o.name ?? 'One'} ${o.name && isPluralName(o.name) && !(o.recurring && /^[A-Z][a-z]+$/.test(o.name)) ? 'cost' : 'costs'} ${o.price}${when(o)}.`).join(' ')}`;
  const cheapest = [...plans].sort((a, b) => amount(a) - amount(b))[0]!;
  const others = plans.filter((o) => o !== cheapest);
  const alt = plans.length > 1 ? `Prices start at ${cheapest.price}${cheapest.name ? ` for ${cheapest.name}` : ''}; ${listOf(others.map((o) => (o.name ? `${o.name} is ${o.price}` : o.price)))}.` : planLine;
  // A fee is charged on top, not a service sold: it is said on its own ('The one-off setup fee is £150 per company + VAT.').
  const sold = services.filter((o) => !o.fact.fee);
  const fees = services.filter((o) => o.fact.fee);
  const serviceLine = `${sold.length ? ` One-off ${sold.length === 1 ? 'service' : 'services'} ${sold.length === 1 ? 'is' : 'are'} priced separately: ${listOf(sold.slice(0, 5).map(named))}.` : ''}${fees.slice(0, 2).map((o) => (o.name && o.note && SURCHARGE_NOTE.test(o.note) ? ` ${capitalFirst(lowerName(o.name))} ${isPluralName(o.name) ? 'cost' : 'costs'} ${o.price} extra.` : ` ${o.name ? `The ${lowerName(o.name)} is` : 'A fee of'} ${o.price}${o.note ? `, ${o.note}` : ''}.`)).join('')}`;
  return { text: `${capitalFirst(planLine)}${serviceLine}${extraLine}`, alt: `${alt}${serviceLine}${extraLine}`, facts: withExtras, profile: false };
}

/** A price's note that says when it applies: 'after the first 30', 'beyond 20 miles'. */
const WHEN_NOTE = /^(?:after|beyond|over|above|once|until|up to|for each|for every|if|when|within|outside)\b/i;

/** How the plans differ: one sentence a plan (at most three), what each costs and includes. */
function differAnswer(plans: PricedOffer[]): FaqAnswer {
  const shown = plans.slice(0, 3);
  // The price in a clause of its own: it may carry its own brackets ('(minimum £40 a month, excluding VAT)').
  const line = (o: PricedOffer) => (o.includes.length || o.note ? `${o.name ?? 'One option'} costs ${o.price}. ${o.includes.length ? `It includes ${listOf(o.includes)}` : asSentence(o.note!).replace(/\.$/, '')}.` : `${o.name ?? 'One option'} is ${o.price}.`);
  const alt = (o: PricedOffer) => (o.includes.length || o.note ? `For ${o.price}, ${o.name ?? 'one option'} ${o.includes.length ? `gives you ${listOf(o.includes)}` : `is ${o.note}`}.` : `${o.name ?? 'One option'} costs ${o.price}.`);
  return { text: shown.map(line).join(' '), alt: shown.map(alt).join(' '), facts: shown.map((o) => o.fact), profile: false };
}

// 'Private lessons' cost; 'Essentials', one capitalised word, is a plan's name and costs.
/** 'One-off setup fee' reads 'one-off setup fee' mid-sentence; a name in capitals stays. */
const lowerName = (name: string) => (/^[A-Z][a-z-]+(?:\s|$)/.test(name) && !/\s[A-Z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);
const amount = (o: PricedOffer) => Number(o.fact.amount.replace(/[^0-9.]/g, '')) || Number.POSITIVE_INFINITY;
const capitalFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** A person's words turned to the asker's: 'you miss a class' gives 'I miss a class'. */
const asAsker = (clause: string) => clause.replace(/^are\b/i, 'am').replace(/^were\b/i, 'was').replace(/\byour\b/gi, 'my').replace(/\byou\b/gi, 'I').replace(/\byourself\b/gi, 'myself');

/**
 * Questions the space's own terms answer, one a term: 'If you miss a class, …' is asked as 'What if I miss a class?',
 * a cap ('Classes are capped at 8 students') as 'How big are the classes?', delivery and guarantees as buyers ask them.
 */
function termQuestions(facts: FactSheet, about: (pattern: RegExp) => Fact[]): FaqQuestion[] {
  const out: FaqQuestion[] = [];
  const ask = (id: string, asks: string[], f: Fact, theme: FaqTheme = 'Trust and support') => out.push({ id: `term-${id}`, theme, tags: NEVER, asks, answer: { text: asSentence(f.text), facts: [f], profile: false }, missing: '' });
  for (const f of about(/./)) {
    const t = f.text.replace(/\s+/g, ' ').trim();
    const cond = /\bif (you|your \w+) ([^,:;]+?)(?:,|:|;|$)/i.exec(t);
    const cap = /^(?:the\s+|our\s+)?([a-z][\w -]{2,30}?)\s+(?:are|is)\s+(?:capped|limited)\s+(?:at|to)\b/i.exec(t);
    if (/\b(ship|deliver|dispatch|arrive)/i.test(t)) ask('delivery', ['How does delivery work?', 'When will my order arrive?'], f, 'Getting started');
    else if (/\bguarantee/i.test(t)) ask('guarantee', ['Is there a guarantee?', 'What does the guarantee cover?'], f);
    else if (cap) ask(`cap-${cap[1]}`, [`How big are the ${cap[1]!.toLowerCase()}?`, `How many people are in the ${cap[1]!.toLowerCase()}?`], f, 'The product');
    else if (cond && !TRIAL.test(t)) ask(`if-${cond[2]}`, [`What if I ${asAsker(cond[2]!)}?`, `What happens if I ${asAsker(cond[2]!)}?`], f);
  }
  return out;
}
