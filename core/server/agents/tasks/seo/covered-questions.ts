import nlp from 'compromise';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { asSentence } from './fact-phrases.ts';
import type { FaqQuestion } from './faq-questions.ts';
import { offerSentence, plansOf } from './priced-offer.ts';

/**
 * What the request says the FAQ must cover ('cover the test fee, cancellations and what happens to unused block
 * hours'): one question for each, asked as a buyer would and answered from the facts that speak of it, or left as a
 * marked blank that says what to add. These come first: an FAQ that leaves out what it was asked to cover is not done.
 */
export function coveredQuestions(request: string, facts: FactSheet): FaqQuestion[] {
  const list = /\b(?:cover(?:ing)?|includ(?:e|ing)(?: questions)? (?:on|about)|answer(?:ing)? questions (?:on|about)|make sure (?:you |it )?(?:cover|include)s?)\s+([^.?!\n]+)/i.exec(request)?.[1];
  if (!list) return [];
  const items = list.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:the\s+|our\s+|what|how|when|why|whether|where|who)\b|[\w-]+(?:\s+[\w-]+)?\s*$|\w+s\b)/i).map((i) => i.trim().replace(/^(?:the|our)\s+/i, '')).filter((i) => i.split(/\s+/).length <= 10 && /[a-z]{3,}/i.test(i));
  return items.map((item, n) => {
    // The question words of an item ('what happens to …') are no part of what it is about.
    const topicWords = item.replace(/\b(?:what|how|when|why|whether|where|who|happens?|does|do)\b/gi, ' ');
    // 'cancellations' and 'cancel' are one word to a reader: stems match when one begins the other.
    const score = (text: string) => sharedStems(topicWords, text, { prefix: 5 });
    const texts: { fact: Fact; text: string; about?: string }[] = [
      ...facts.terms.map((f) => ({ fact: f as Fact, text: asSentence(f.text) })),
      // A fee is said as its source says it ('Unused hours are refunded, minus a £20 admin fee'); its heading counts as what it is about.
      ...facts.prices.map((p) => ({ fact: p as Fact, about: p.section ?? '', text: asSentence(p.plan && !p.fee ? offerSentence(plansOf([p])[0]!) : p.text) })),
      ...facts.features.map((f) => ({ fact: f as Fact, text: asSentence(f.text) })),
    ];
    // Insurance is answered by the insurers a fact names ('recognised by Bupa, AXA Health and Vitality').
    const insurers = /\binsurance\b/i.test(item) ? texts.filter((t) => INSURERS.test(t.fact.text)) : [];
    // 'whether you need a GP referral (you don't)': the request gives the answer itself.
    const given = /\(([^)]{2,60})\)/.exec(item)?.[1]?.trim();
    const best = Math.max(0, ...texts.map((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`)));
    // Every fact that says as much of it as the best one does, up to two ('The practical test costs £62…', 'The theory test costs £23…').
    const found = insurers.length ? insurers.slice(0, 1) : best > 0 ? texts.filter((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`) === best).slice(0, 2) : [];
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

const INSURERS = /\b(?:insur\w*|bupa|axa|vitality|aviva|wpa|cigna|simplyhealth|medicare|medicaid|blue cross|aetna|allianz|health cover)\b/i;

/** 'what happens to unused block hours' → 'What happens to unused block hours?'; 'the test fee' → 'What is the test fee?'; 'cancellations' → 'How do cancellations work?'. */
function questionOf(item: string): string {
  const bare = item.replace(/\s*\([^)]*\)/g, '').trim();
  // 'whether you need a GP referral' → 'Do I need a GP referral?'; 'how long the first appointment is' → 'How long is the first appointment?'; 'what to wear' → 'What should I wear?'.
  const whether = /^whether\s+(?:you|they|patients|customers|people)\s+(need|have|can|must|should|get)\s+(.+)$/i.exec(bare);
  if (whether) return `${/^(can|must|should)$/i.test(whether[1]!) ? `${capitalFirst(whether[1]!.toLowerCase())} I` : `Do I ${whether[1]!.toLowerCase()}`} ${whether[2]}?`;
  const inverted = /^(how long|how much|how many|what time|when|where)\s+(.+?)\s+(is|are|takes?|lasts?)$/i.exec(bare);
  if (inverted) return /^(is|are)$/i.test(inverted[3]!) ? `${capitalFirst(inverted[1]!.toLowerCase())} ${inverted[3]!.toLowerCase()} ${inverted[2]}?` : `${capitalFirst(inverted[1]!.toLowerCase())} does ${inverted[2]} ${inverted[3]!.toLowerCase().replace(/s$/, '')}?`;
  const toDo = /^what\s+to\s+(\w+)(.*)$/i.exec(bare);
  if (toDo) return `What should I ${toDo[1]!.toLowerCase()}${toDo[2]}?`;
  if (/^(what|how|when|why|whether|where|who|can|do|does|is|are)\b/i.test(bare)) return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}?`.replace(/^Whether (.+)\?$/, 'Is it true that $1?');
  // Insurance and parking are asked about as a buyer would ask.
  if (/^(?:health\s+)?insurance$/i.test(bare)) return 'Can I use my health insurance?';
  if (/^parking$/i.test(bare)) return 'Is there parking?';
  if (/^cancell?ations?$/i.test(bare)) return 'What if I need to cancel?';
  item = bare;
  const plural = nlp(item).nouns().isPlural().found || (/[^s]s$/i.test(item.trim()) && !/\b(?:is|was|has|does)$/i.test(item.trim()));
  // 'What should I know about dogs?' reads right for a process, a rule or a thing; 'How do dogs work?' does not.
  return plural ? `What should I know about ${item}?` : `What is the ${item}?`;
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
