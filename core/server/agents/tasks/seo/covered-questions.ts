import nlp from 'compromise';
import type { Fact, FactSheet, PriceFact } from '../../facts/fact-sheet.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { stemsOf } from '../../offline/avoided-claims.ts';
import type { Statement } from '../email/passage-facts.ts';
import { FOR_STAFF } from '../../facts/document-items.ts';
import { asSentence } from './fact-phrases.ts';
import type { FaqQuestion } from './faq-questions.ts';
import { offerSentence, plansOf } from './priced-offer.ts';

/**
 * What the request says the FAQ must cover ('cover the test fee, cancellations and what happens to unused block
 * hours'): one question for each, asked as a buyer would and answered from the facts that speak of it, or left as a
 * marked blank that says what to add. These come first: an FAQ that leaves out what it was asked to cover is not done.
 */
export function coveredQuestions(request: string, facts: FactSheet, statements: readonly Statement[] = []): FaqQuestion[] {
  // ('The questions people actually ring with: what an evening call-out costs, whether we charge mileage, …' lists them too.)
  const list = /\b(?:cover(?:ing)?|includ(?:e|ing)(?: questions)? (?:on|about)|answer(?:ing)? questions (?:on|about)|make sure (?:you |it )?(?:cover|include)s?)\s+([^.?!\n]+)/i.exec(request)?.[1]
    ?? /\bquestions?\b[^.?!:\n]{0,60}:\s*([^.?!\n]+)/i.exec(request)?.[1]
    // ('5 FAQs for our beginners page (what to wear, do I need to book, age limits)': the topics in brackets.)
    ?? /\b(?:faqs?|questions?|q&as?)\b[^().?!\n]{0,60}\(([^()]*,[^()]*,[^()]*)\)/i.exec(request)?.[1];
  if (!list) return [];
  const items = list.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:the\s+|our\s+|what|how|when|why|whether|where|who)\b|[\w-]+(?:\s+[\w-]+)?\s*$|\w+s\b)/i).map((i) => i.trim().replace(/^(?:the|our)\s+/i, '')).filter((i) => i.split(/\s+/).length <= 14 && /[a-z]{3,}/i.test(i));
  // (The words of what the business sells are in every fact, read once for all items.)
  const sold = new Set(stemsOf(`${facts.product ?? ''} ${facts.description ?? ''}`));
  return items.map((item, n) => {
    // The question words of an item ('what happens to …') are no part of what it is about.
    // ('whether we charge mileage' is about mileage: 'charge' is in every price line.)
    // ('age limits' is about age: a limit, a rule or a policy is the kind of answer wanted, not its subject.)
    const topicWords = item.replace(/\b(?:what|how|when|why|whether|where|who|happens?|does|do|can|just|charges?|charged|costs?|pay|prices?|pricing|fees?|we|they|you|us|limits?|rules?|polic(?:y|ies)|requirements?|details|info(?:rmation)?)\b/gi, ' ');
    // 'cancellations' and 'cancel' are one word to a reader: stems match when one begins the other.
    // (The words of what the business sells are in every fact: 'bring the old hose in' is about bringing it in, not any hose.)
    const own = topicWords.split(/\s+/).filter((w) => w && !stemsOf(w).every((x) => sold.has(x))).join(' ');
    const about = stemsOf(own).some((x) => x.length >= 3) ? own : topicWords;
    const score = (text: string) => sharedStems(about, text, { prefix: 5 });
    const texts: { fact: Fact; text: string; about?: string }[] = [
      ...facts.terms.map((f) => ({ fact: f as Fact, text: asSentence(f.text) })),
      // A fee is said as its source says it ('Unused hours are refunded, minus a £20 admin fee'); its heading counts as what it is about.
      ...facts.prices.map((p) => ({ fact: p as Fact, about: p.section ?? '', text: priceAnswer(p) })),
      ...facts.features.map((f) => ({ fact: f as Fact, text: asSentence(f.text) })),
    ];
    // 'prices' asks for the price list itself: its prices, the fees on top left to their own questions.
    if (!about.trim() && PRICE_ITEM.test(item) && facts.prices.some((p) => !p.fee)) {
      const listed = facts.prices.filter((p) => !p.fee).slice(0, 4);
      return { id: `covered-${n}`, theme: 'Pricing and plans', tags: /./, asks: [questionOf(item)], answer: { text: listed.map(priceAnswer).join(' '), facts: listed, profile: false }, missing: item } satisfies FaqQuestion;
    }
    // Insurance is answered by the insurers a fact names ('recognised by Bupa, AXA Health and Vitality').
    const insurers = /\binsurance\b/i.test(item) ? texts.filter((t) => INSURERS.test(t.fact.text)) : [];
    // 'whether you need a GP referral (you don't)': the request gives the answer itself.
    const given = /\(([^)]{2,60})\)/.exec(item)?.[1]?.trim();
    const best = Math.max(0, ...texts.map((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`)));
    // Every fact that says as much of it as the best one does, up to two ('The practical test costs £62…', 'The theory test costs £23…').
    // ('Bring the old hose in and we make the new one while you wait', under 'Workshop counter': a line of the document
    // that no price, term or feature holds still answers, when two of the item's words are in it.)
    // (Two of the item's words, or its one word: 'age' finds 'Ages: lessons from age 3'.)
    const needed = Math.min(2, stemsOf(about).filter((x) => x.length >= 3).length);
    const lines = best > 0 || !needed ? [] : statements.map((st) => ({ fact: { text: st.text, source: st.source } as Fact, text: asSentence(st.text), about: st.section })).filter((t) => !FOR_STAFF.test(t.about) && score(`${t.text} ${t.about}`) >= needed);
    const lineBest = Math.max(0, ...lines.map((t) => score(`${t.text} ${t.about}`)));
    const found = insurers.length ? insurers.slice(0, 1) : best > 0 ? texts.filter((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`) === best).slice(0, 2) : lines.filter((t) => score(`${t.text} ${t.about}`) === lineBest).slice(0, 1);
    if (!found.length && given) {
      const no = /^(?:you|they|we)\s+(?:don'?t|do not|doesn'?t|won'?t|can'?t)\b/i.test(given) || /^no\b/i.test(given);
      const thing = /^whether\s+(?:you|they|patients|customers|people)\s+(?:need|have|must|get)\s+(.+?)\s*\(/i.exec(item)?.[1];
      const text = no && thing ? `No, you don't need ${thing}.` : `${given.charAt(0).toUpperCase()}${given.slice(1).replace(/[.]?$/, '.')}`;
      return { id: `covered-${n}`, theme: 'Pricing and plans', tags: /./, asks: [questionOf(item)], answer: { text, facts: [], profile: false }, missing: item } satisfies FaqQuestion;
    }
    return {
      id: `covered-${n}`,
      theme: 'Pricing and plans',
      tags: /./,
      asks: [questionOf(item)],
      answer: found.length ? { text: found.map((t) => t.text).join(' '), facts: found.map((t) => t.fact), profile: false } : null,
      missing: item,
    } satisfies FaqQuestion;
  });
}

const PRICE_ITEM = /\b(?:prices?|pricing|costs?|fees?|how much)\b/i;

// Words that bound a price: said without them, '£1 a mile' would read as every mile.
const BOUNDS = /\b(?:free|within|beyond|after|over|under|minimum|first|only|except|up to)\b/i;

/** A price as a sentence; its line as written when the sentence would drop what bounds it ('free within 30 miles; beyond that £1 a mile'). */
function priceAnswer(p: PriceFact): string {
  const said = asSentence(p.plan && !p.fee ? offerSentence(plansOf([p])[0]!) : p.text);
  return BOUNDS.test(p.text) && !BOUNDS.test(said) && !/^\s*(?:beyond|after|over|above)\s+(?:that|this)\b/i.test(p.text) ? asSentence(p.text) : said;
}

const INSURERS = /\b(?:insur\w*|bupa|axa|vitality|aviva|wpa|cigna|simplyhealth|medicare|medicaid|blue cross|aetna|allianz|health cover)\b/i;

/** 'what happens to unused block hours' → 'What happens to unused block hours?'; 'the test fee' → 'What is the test fee?'; 'cancellations' → 'How do cancellations work?'. */
function questionOf(item: string): string {
  const bare = item.replace(/\s*\([^)]*\)/g, '').trim();
  // 'whether you need a GP referral' → 'Do I need a GP referral?'; 'how long the first appointment is' → 'How long is the first appointment?'; 'what to wear' → 'What should I wear?'.
  // (Asked by the customer: the business is 'you' to them, 'us' becomes 'you'.)
  const toBusiness = (t: string) => t.replace(/\b(?:to|with|for|from)\s+us\b/gi, (m) => m.replace(/us$/i, 'you')).replace(/\bour\b/gi, 'your');
  const whether = /^whether\s+(?:you|they|patients|customers|people|clients)\s+(need|have|can|must|should|get)\s+(.+)$/i.exec(bare);
  // (The customer asks of their own things: 'their own field maps' reads 'my own field maps'.)
  const mine = (t: string) => t.replace(/\b(?:their|your)\b/gi, 'my').replace(/\bthemselves\b/gi, 'myself').replace(/\bthem\b/gi, 'me');
  if (whether) return `${/^(can|must|should)$/i.test(whether[1]!) ? `${capitalFirst(whether[1]!.toLowerCase())} I` : `Do I ${whether[1]!.toLowerCase()}`} ${toBusiness(mine(whether[2]!))}?`;
  // 'whether we charge mileage' → 'Do you charge mileage?'
  const ours = /^whether\s+we\s+(\w+)\s+(.+)$/i.exec(bare);
  // ('we' takes the verb's plain form already: 'we charge' asks 'Do you charge'.)
  if (ours) return /^(?:can|will|do|are|have)$/i.test(ours[1]!) ? `${capitalFirst(ours[1]!.toLowerCase())} you ${toBusiness(ours[2]!)}?` : `Do you ${ours[1]!.toLowerCase()} ${toBusiness(ours[2]!)}?`;
  // 'what an evening call-out costs' → 'What does an evening call-out cost?'
  const costs = /^(what|how much)\s+(.+?)\s+(costs|takes|involves|includes|covers)$/i.exec(bare);
  if (costs) return `${capitalFirst(costs[1]!.toLowerCase())} does ${toBusiness(costs[2]!)} ${costs[3]!.toLowerCase().replace(/s$/, '')}?`;
  const inverted = /^(how long|how much|how many|what time|when|where)\s+(.+?)\s+(is|are|takes?|lasts?)$/i.exec(bare);
  if (inverted) return /^(is|are)$/i.test(inverted[3]!) ? `${capitalFirst(inverted[1]!.toLowerCase())} ${inverted[3]!.toLowerCase()} ${inverted[2]}?` : `${capitalFirst(inverted[1]!.toLowerCase())} does ${inverted[2]} ${inverted[3]!.toLowerCase().replace(/s$/, '')}?`;
  const toDo = /^what\s+to\s+(\w+)(.*)$/i.exec(bare);
  if (toDo) return `What should I ${toDo[1]!.toLowerCase()}${toDo[2]}?`;
  if (/^(what|how|when|why|whether|where|who|can|do|does|is|are)\b/i.test(bare)) return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}?`.replace(/^Whether (.+)\?$/, 'Is it true that $1?');
  // Insurance and parking are asked about as a buyer would ask.
  if (/^(?:health\s+)?insurance$/i.test(bare)) return 'Can I use my health insurance?';
  if (/^parking$/i.test(bare)) return 'Is there parking?';
  if (/^(?:prices?|pricing|costs?|fees)$/i.test(bare)) return 'What are your prices?';
  if (/^cancell?ations?$/i.test(bare)) return 'What if I need to cancel?';
  item = bare;
  const plural = nlp(item).nouns().isPlural().found || (/[^s]s$/i.test(item.trim()) && !/\b(?:is|was|has|does)$/i.test(item.trim()));
  // 'What should I know about dogs?' reads right for a process, a rule or a thing; 'How do dogs work?' does not.
  return plural ? `What should I know about ${item}?` : `What is the ${item}?`;
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
