import type { Brief } from '../../brief/brief.ts';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { asSentence, countWord, headPhrase, inSentence, listOf } from './fact-phrases.ts';
import { nextStepLink } from './next-step-link.ts';
import { offerLine } from './offer-line.ts';
import { CANCEL, factsAbout, plansInProse, priceDetail, priceInProse, priceLine, resultsOf, TRIAL } from './plan-facts.ts';

export type FaqTheme = 'Pricing and plans' | 'Getting started' | 'The product' | 'Trust and support';

/** An answer and the facts it states; `profile` when it states profile answers. */
export interface FaqAnswer {
  text: string;
  facts: Fact[];
  profile: boolean;
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
export function faqQuestions(facts: FactSheet, brief: Brief): FaqQuestion[] {
  const name = facts.company ?? 'it';
  const Name = facts.company ?? 'It';
  const about = (pattern: RegExp, kinds: Parameters<typeof factsAbout>[2] = ['terms']) => factsAbout(facts, pattern, kinds);
  const trial = about(TRIAL);
  const next = nextStepLink(brief, facts);
  const link = next?.url ?? null;
  const linkFact = next?.fact ?? null;
  const prices = facts.prices;
  const detailed = prices.filter((p) => priceDetail(p));
  const ints = facts.integrations.map((f) => ({ f, head: headPhrase(f.text, 3, 'name') })).filter((x) => x.head);
  const feats = facts.features.map((f) => headPhrase(f.text, 5, 'prose')).filter((f): f is string => Boolean(f));
  const offerText = offerLine(brief);
  const q: FaqQuestion[] = [];
  q.push({
    id: 'cost', theme: 'Pricing and plans', tags: /pric|cost|plan|fee/i,
    asks: [`How much does ${name} cost?`, `What does ${name} cost?`, `How is ${name} priced?`],
    answer: prices.length
      ? { text: prices.length === 1 ? `${Name} costs ${priceInProse(prices[0]!)}.` : `There are ${countWord(prices.length)} plans: ${plansInProse(prices)}.`, facts: prices, profile: false }
      : null,
    missing: 'your prices',
  });
  if (offerText) q.push({ id: 'offer', theme: 'Pricing and plans', tags: /pric|cost|plan|offer|discount/i, asks: ['Is there a discount right now?', 'Is there an offer on at the moment?'], answer: { text: asSentence(offerText), facts: [], profile: false }, missing: 'your current offer' });
  q.push({ id: 'trial', theme: 'Pricing and plans', tags: /pric|plan|trial|start/i, asks: [`Can I try ${name} before I pay?`, 'Is there a trial?', `Can I test ${name} first?`], answer: yes(trial, TRIAL), missing: 'whether there is a trial, and its terms' });
  q.push({
    id: 'plans', theme: 'Pricing and plans', tags: /pric|plan/i,
    asks: ["What's the difference between the plans?", 'Which plan is right for me?', 'How do the plans differ?'],
    answer: detailed.length >= 2 ? { text: detailed.map((p) => asSentence(priceLine(p))).join(' '), facts: detailed, profile: false } : null,
    missing: 'what each plan includes',
  });
  q.push({ id: 'cancel', theme: 'Pricing and plans', tags: /pric|plan|contract|cancel/i, asks: ['Can I cancel at any time?', 'Can I cancel whenever I want?', 'Can I stop my subscription at any time?'], answer: yes(about(CANCEL), /any ?time|no (long-term )?contract|no commitment|month[- ]to[- ]month/i), missing: 'your cancellation and contract terms' });
  const annual = [...prices.filter((p) => /year|annual/i.test(`${p.per ?? ''} ${p.text}`)), ...about(/\bannual|\byearly|\bper year|\ba year\b/i)];
  q.push({ id: 'annual', theme: 'Pricing and plans', tags: /pric|plan|annual/i, asks: ['Can I pay yearly?', 'Is there a yearly plan?'], answer: fromFacts(annual), missing: 'whether you offer yearly billing, and its price' });
  q.push({ id: 'change-plan', theme: 'Pricing and plans', tags: /pric|plan/i, asks: ['Can I change plans later?', 'Can I upgrade or downgrade?'], answer: fromFacts(about(/upgrade|downgrade|change (your |a )?plans?|switch plans?/i)), missing: 'whether and how customers change plans' });
  q.push({ id: 'payment', theme: 'Pricing and plans', tags: /pric|plan|pay|billing/i, asks: ['How can I pay?', 'Which payment methods do you accept?'], answer: fromFacts(about(/\bcards?\b|paypal|payment methods?|bank transfer|direct debit|\bpay by\b|invoiced?\b/i).filter((f) => !/\bno (credit )?card/i.test(f.text))), missing: 'the payment methods you accept' });
  q.push({ id: 'refund', theme: 'Pricing and plans', tags: /pric|plan|refund/i, asks: ['Do you offer refunds?', 'What if it is not right for us?'], answer: fromFacts(about(/refund|money[- ]back|guarantee/i)), missing: 'your refund policy' });
  for (const p of prices.filter((x) => x.plan && priceDetail(x)).slice(0, 4)) {
    q.push({ id: `plan-${p.plan}`, theme: 'Pricing and plans', tags: /pric|plan/i, asks: [`What do I get on the ${p.plan} plan?`, `What's included in ${p.plan}?`], answer: { text: asSentence(priceLine(p)), facts: [p], profile: false }, missing: `what the ${p.plan} plan includes`, extra: true });
  }
  q.push({
    id: 'what', theme: 'The product', tags: /home|product|about|feature/i,
    asks: [`What is ${name}?`, `What does ${name} do?`],
    answer: facts.product ? { text: `${facts.company ? `${facts.company} is ` : ''}${facts.company ? inSentence(firstSentenceOf(facts.product)) : asSentence(firstSentenceOf(facts.product))}${facts.company ? '.' : ''}`, facts: [], profile: true } : null,
    missing: 'what you sell, in one sentence',
  });
  q.push({ id: 'who', theme: 'The product', tags: /home|product|about/i, asks: [`Who is ${name} for?`, `Is ${name} right for me?`], answer: facts.audience ? { text: `${Name} is made for ${inSentence(firstSentenceOf(facts.audience))}.`, facts: [], profile: true } : null, missing: 'who your customers are' });
  q.push({ id: 'features', theme: 'The product', tags: /product|feature|home/i, asks: [`What does ${name} include?`, `What are the main features?`], answer: feats.length ? { text: `${Name} includes ${listOf(feats.slice(0, 5))}.`, facts: facts.features.slice(0, 5), profile: false } : null, missing: 'your main features' });
  q.push({ id: 'integrations', theme: 'The product', tags: /integrat|connect|product|feature/i, asks: ['Does it work with the tools we already use?', 'Which tools does it integrate with?'], answer: ints.length ? { text: `${Name} connects with ${listOf(ints.map((x) => x.head!))}.`, facts: ints.map((x) => x.f), profile: false } : null, missing: 'which tools you integrate with' });
  for (const { f, head } of ints.slice(0, 3)) {
    const text = f.text.trim().split(/\s+/).length > head!.split(' ').length + 1 ? asSentence(f.text) : `Yes: ${name} integrates with ${head}.`;
    q.push({ id: `integration-${head}`, theme: 'The product', tags: /integrat|connect/i, asks: [`Does ${name} work with ${head}?`, `Can I connect ${head}?`], answer: { text, facts: [f], profile: false }, missing: `how the ${head} integration works`, extra: true });
  }
  q.push({ id: 'different', theme: 'The product', tags: /home|product|compar|about/i, asks: [`What makes ${name} different?`, `Why choose ${name}?`], answer: facts.differentiator ? { text: asSentence(facts.differentiator), facts: [], profile: true } : null, missing: 'what sets you apart' });
  q.push({ id: 'results', theme: 'Trust and support', tags: /home|product|result|case|customer/i, asks: ['What results do customers see?', 'What do customers say?'], answer: fromFacts(resultsOf(facts)), missing: 'a customer result with its numbers' });
  q.push({
    id: 'start', theme: 'Getting started', tags: /start|sign|home|pric/i,
    asks: ['How do I get started?', 'How do I sign up?'],
    answer: trial.length || link
      ? {
          text: [
            trial.length ? (/^(\d+[- ](day|week|month)|free)\b/i.test(trial[0]!.text.trim()) ? `Start with the ${inSentence(trial[0]!.text)}.` : asSentence(trial[0]!.text)) : null,
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
