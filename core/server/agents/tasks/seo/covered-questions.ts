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
    const best = Math.max(0, ...texts.map((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`)));
    // Every fact that says as much of it as the best one does, up to two ('The practical test costs £62…', 'The theory test costs £23…').
    const found = best > 0 ? texts.filter((t) => score(`${t.text} ${t.fact.text} ${t.about ?? ''}`) === best).slice(0, 2) : [];
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

/** 'what happens to unused block hours' → 'What happens to unused block hours?'; 'the test fee' → 'What is the test fee?'; 'cancellations' → 'How do cancellations work?'. */
function questionOf(item: string): string {
  if (/^(what|how|when|why|whether|where|who|can|do|does|is|are)\b/i.test(item)) return `${item.charAt(0).toUpperCase()}${item.slice(1).replace(/^Whether\b/, 'Whether')}?`.replace(/^Whether (.+)\?$/, 'Is it true that $1?');
  const plural = nlp(item).nouns().isPlural().found || (/[^s]s$/i.test(item.trim()) && !/\b(?:is|was|has|does)$/i.test(item.trim()));
  // 'What should I know about dogs?' reads right for a process, a rule or a thing; 'How do dogs work?' does not.
  return plural ? `What should I know about ${item}?` : `What is the ${item}?`;
}
