import type { TaskInput } from '../agent-task.ts';
import { statementsOf } from '../email/passage-facts.ts';
import { faqEntries } from '../../facts/document-items.ts';
import { asSentence } from './fact-phrases.ts';
import type { FaqQuestion } from './faq-questions.ts';

/**
 * What a searcher asks of a business's own rules and extras, whatever it sells: each kind of statement a price list
 * or a house-rules document holds ('an induction is compulsory', 'shoe hire £4', 'under-16s only with an adult'),
 * and the questions people type about it. The answer is the document's statement as written.
 */
const KINDS: { id: string; says: RegExp[]; asks: string[] }[] = [
  { id: 'before', says: [/\b(?:compulsory|mandatory)\b/i, /\b(?:required|must|needs? to|have to)\b/i], asks: ['Do I need to do anything before I start?', 'Is there anything I have to do first?'] },
  { id: 'hire', says: [/\b(?:hire|rental|rent)\b/i], asks: ['Can I hire what I need, and what does it cost?', 'Do I need to bring my own kit?'] },
  { id: 'age', says: [/\bunder-?\d+s?\b(?!.*\b(?:concession|£|\$|€))/i, /\bages?\s+\d/i, /\bchildren\b|\bkids\b/i], asks: ['Can children come?', 'Is there an age limit?'] },
  { id: 'risk', says: [/\brisk\b/i, /\bfirst aid/i], asks: ['What should I know about the risks?', 'Is there any risk?'] },
  { id: 'book', says: [/\b(?:no booking|book(?:ing)? (?:needed|required)|walk[- ]in|drop[- ]in)\b/i], asks: ['Do I need to book?', 'Can I just turn up?'] },
  { id: 'concession', says: [/\bconcessions?\b/i], asks: ['Are there discounts for students or older visitors?', 'Who gets a concession price?'] },
];

const REVIEWS = /\b(?:reviews?|testimonials?|what (?:our |people |customers |clients )?(?:customers|clients|people|they) say|in their (?:own )?words|case stud(?:y|ies))\b/i;

const QUESTION_STOP = new Set(['what', 'when', 'where', 'which', 'does', 'will', 'your', 'have', 'with', 'this', 'that', 'there', 'they', 'from', 'much', 'many', 'about', 'should', 'would', 'could', 'can']);

/**
 * The questions a document already asks and answers ('**Do you guarantee your work?**' over its answer): what the
 * business's own customers ask, answered in its own words, up to three sentences each.
 */
function ownQuestions(input: TaskInput): FaqQuestion[] {
  const statements = statementsOf([...(input.referenced ?? []), ...(input.library ?? []).filter((d) => !(input.referenced ?? []).some((r) => r.title === d.title))], input.passages ?? []);
  const out: FaqQuestion[] = [];
  for (const { question, answers: answer } of faqEntries(statements)) {
    const words = (question.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !QUESTION_STOP.has(w));
    const text = answer.map((s) => asSentence(s.text)).join(' ');
    const theme = /\b(?:cost|price|pay|fee|charge|deposit|discount|voucher|cheap)/i.test(`${question} ${text}`) ? 'Pricing and plans' : /\b(?:guarantee|refund|cancel|warranty|complain|wrong|insur)/i.test(question) ? 'Trust and support' : 'Getting started';
    out.push({ id: `own-${out.length}`, theme, tags: words.length ? new RegExp(`\\b(?:${words.join('|')})`, 'i') : /(?!)/, asks: [question, question], answer: { text, facts: answer.map((s) => ({ text: s.text, source: s.source })), profile: false }, missing: '' });
  }
  return out;
}

/** The document's statements as questions a searcher asks, one per kind, in the document's order; its own questions first. */
export function documentQuestions(input: TaskInput): FaqQuestion[] {
  const statements = statementsOf(input.referenced ?? [], input.passages ?? []);
  const out: FaqQuestion[] = ownQuestions(input);
  for (const kind of KINDS) {
    // The most telling wording first: 'risk' before 'first aid', a rule about under-16s before a kids' zone.
    // (A customer's words are no rule of the business: 'Price Plant Hire' in a review says nothing of hiring kit.)
    const st = kind.says.map((re) => statements.find((s) => re.test(s.text) && s.text.split(/\s+/).length <= 60 && !/^\s*["“]/.test(s.text) && !REVIEWS.test(s.section))).find(Boolean);
    if (!st) continue;
    out.push({ id: `doc-${kind.id}`, theme: 'Getting started', tags: new RegExp(kind.says.map((r) => r.source).join('|'), 'i'), asks: kind.asks, answer: { text: asSentence(st.text), facts: [{ text: st.text, source: st.source }], profile: false }, missing: '' });
  }
  return out;
}
