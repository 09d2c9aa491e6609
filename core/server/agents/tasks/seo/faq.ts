import { statementsOf } from '../email/passage-facts.ts';
import type { Brief } from '../../brief/brief.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { faqQuestions, offerNamed, type FaqQuestion, type FaqTheme } from './faq-questions.ts';
import { coveredQuestions } from './covered-questions.ts';
import { fitWords } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { readerCopy } from './reader-copy.ts';
import { seoSubjectOf, type SeoSubject } from './seo-subject.ts';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { asSentence } from './fact-phrases.ts';
import { offerSentence, pricedOffer } from './priced-offer.ts';
import { UsedSources } from './used-sources.ts';
import { namesAsWritten } from './names-as-written.ts';
import { documentQuestions } from './document-questions.ts';

const DEFAULT_COUNT = 8;
const THEMES: FaqTheme[] = ['Pricing and plans', 'The product', 'Getting started', 'Trust and support'];

/** The blank an unanswerable question gets: marked, so nobody publishes it unfilled. */
export const blankAnswer = (missing: string) => `[Answer to add: ${missing}. Your profile and documents don't say.]`;

/**
 * The questions for a page: those its topic is about first, answerable before blank within each, then the rest
 * in the bank's order (what a buyer asks first comes first).
 */
function rank(questions: FaqQuestion[], topic: string): { q: FaqQuestion; s: number }[] {
  const words = new Map(questions.map((q) => [q, stems(`${q.asks.join(' ')} ${q.answer?.text ?? ''}`)]));
  // A topic word most answers use ('class' at a school) picks nothing out; the telling ones ('refund', 'miss') do.
  const telling = (w: string) => [...words.values()].filter((have) => have.has(w)).length <= Math.max(2, questions.length / 5);
  const want = [...stems(topic)].filter(telling);
  const shared = (q: FaqQuestion) => want.filter((w) => words.get(q)!.has(w)).length;
  const score = (q: FaqQuestion) => Math.min(shared(q), 2) * 2 + (topic && q.tags.test(topic) ? 2 : 0) + (q.answer ? 1 : 0) - (q.extra && !shared(q) ? 2 : 0);
  return questions.map((q, i) => ({ q, i, s: score(q) })).sort((a, b) => b.s - a.s || a.i - b.i);
}

/** A word without its ending: 'classes', 'missed' and 'refunds' meet 'class', 'miss' and 'refund' ('miss' keeps its s). */
const stem = (w: string) => w.replace(/(?<=[a-z]{3})(?:ing|ed)$/, '').replace(/(?<=(?:ss|x|ch|sh))es$/, '').replace(/(?<=[^s])s$/, '');

/** The content words of a text, stemmed, for matching a topic. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem));
}

/** Words an answer may take: a small limit is per answer, a larger one is the whole FAQ's. */
function answerLimit(words: number | null, count: number): number | null {
  if (!words) return null;
  return words <= 80 ? words : Math.max(15, Math.floor(words / count) - 10);
}

const STOP = new Set(['page', 'pages', 'the', 'our', 'your', 'pricing', 'home', 'product', 'about', 'plan', 'plans']);

/**
 * Questions about the page's own subject ('the Taster Box page'), one per fact that names it: what a reader of
 * that page asks, answered by the fact itself.
 */
function topicQuestions(facts: FactSheet, subject: SeoSubject, offer: string | null, brief: Brief): FaqQuestion[] {
  // 'FAQs for our vaccinations page' names its page even when the brief read the topic without it.
  const pageNamed = subject.page ?? offer ?? /\b(?:our|the|my)\s+([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+page\b/i.exec(brief.request)?.[1] ?? null;
  const name = (pageNamed && !/^(pricing|home|landing|product|about|contact|faq)$/i.test(pageNamed) ? pageNamed : subject.page ?? offer ?? '').replace(/\b(?:the|our|your)\s+/gi, '').replace(/\s*\bpage\b\s*/i, ' ').trim();
  const words = name.toLowerCase().match(/[a-z]{3,}/g)?.filter((w) => !STOP.has(w)) ?? [];
  if (!words.length) return [];
  const named = (t: string) => words.every((w) => new RegExp(`\\b${w}(?:s|es)?\\b`, 'i').test(t));
  const the = /^the\s/i.test(name) ? name : `the ${name}`;
  const out: FaqQuestion[] = [];
  const ask = (id: string, asks: string[], text: string, fact: Fact) => out.push({ id: `topic-${id}`, theme: 'Pricing and plans', tags: /./, asks, answer: { text, facts: [fact], profile: false }, missing: '' });
  // Two rows that both carry the name ('Canopy' and 'Canopy yearly') are each asked by their own name.
  // A price listed under the page's heading ('Vaccinations') is about it, whatever its own name says.
  const priced = facts.prices.filter((x) => named(x.text) || (x.section ? named(x.section) : false));
  for (const p of priced) {
    const which = priced.length > 1 && p.plan ? p.plan : the;
    ask(`price-${p.plan ?? p.amount}`, [`How much is ${which}?`, `What does ${which} cost?`], offerSentence(pricedOffer(p)), p);
  }
  for (const f of [...facts.terms, ...facts.features].filter((x) => named(x.text) || words.some((w) => x.text.toLowerCase().includes(w)))) {
    const t = f.text;
    if (/\b(refund|money[- ]back|guarantee)/i.test(t)) ask('refund', ['What if it is not a hit?', "What if it doesn't work out?"], asSentence(t), f);
    else if (/\b(unless you cancel|starts? after|after it|then)\b/i.test(t)) ask('after', [`What happens after ${the}?`, `What comes after ${the}?`], asSentence(t), f);
    else if (/\b(cancel|pause|skip)/i.test(t)) ask('cancel', ['Can I pause or cancel?', 'How do I pause, skip or cancel?'], asSentence(t), f);
    else if (/\b(deliver|shipping|post)/i.test(t)) ask('delivery', ['How is it delivered?', 'How does delivery work?'], asSentence(t), f);
    else if (/\b(one-off|\d+[- ](day|week|month))/i.test(t)) ask('what', [`What is ${the}?`, `What do I get with ${the}?`], asSentence(t), f);
    else ask(`fact-${out.length}`, [`What should I know about ${the}?`, `Anything else about ${the}?`], asSentence(t), f);
  }
  return out.filter((q, i) => out.findIndex((o) => o.id === q.id) === i);
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const asked = askedCount(brief, ['faq', 'question', 'q&a', 'question and answer']);
  const count = Math.max(1, Math.min(asked ?? DEFAULT_COUNT, 30));
  const topic = `${subject.page ?? ''} ${brief.topic ?? ''}`.trim();
  // An answer the voice rules empty (every sentence breaks a rule) is no answer: it ranks as a blank.
  // A topic that names one priced offer ('FAQs for the Conversation Club') gets that offer's own questions, as its page would.
  const offer = subject.page ? null : offerNamed(topic, facts);
  const rowNamed = offer && facts.prices.some((p) => p.plan && p.plan.toLowerCase().replace(/^the\s+/, '') === offer.toLowerCase().replace(/^the\s+/, '')) ? offer : null;
  // 'Answered only from our price list': an answer that stands on the profile is not from the document, so it is not asked.
  const documentsOnly = (input.referenced?.length ?? 0) > 0 && /\b(?:only|just|strictly)\s+(?:from|using|on)\s+(?:our|the|my|this|that)\b/i.test(brief.request);
  const bank = [...topicQuestions(facts, subject, rowNamed, brief), ...documentQuestions(input), ...faqQuestions(facts, brief, topic)].filter((q) => !(documentsOnly && q.answer?.profile)).map((q) => (q.answer && !readerCopy(q.answer.text, input).trim() ? { ...q, answer: null } : q));
  // One question per answer: the same text, or the same single fact (an offer's price asked twice), is asked once.
  const same = (a: FaqQuestion, b: FaqQuestion) => a.answer!.text === b.answer!.text || (a.answer!.facts.length === 1 && b.answer!.facts.length === 1 && a.answer!.facts[0] === b.answer!.facts[0]);
  // A question the request itself asks ('Is there a yearly option?') counts with the topic: it must be covered.
  const askedInRequest = (brief.request.match(/[^.?!\n]*\?/g) ?? []).join(' ');
  const scored = rank(bank, `${topic} ${askedInRequest}`.trim()).filter((x, i, all) => !x.q.answer || all.findIndex((o) => o.q.answer && same(o.q, x.q)) === i);
  // What the request says to cover comes first, answered or left as a marked blank.
  // Every document of the space may answer what the request names, ticked or not ('age limits' is in the price list).
  const unticked = (input.library ?? []).filter((l) => !(input.referenced ?? []).some((r) => r.title === l.title));
  const covered = coveredQuestions(brief.request, facts, statementsOf([...(input.referenced ?? []), ...unticked], input.passages ?? []));
  // A question whose facts a covered answer already gives (the prices, asked once more as 'How much does it cost?') is not asked again.
  const within = (c: FaqQuestion, q: FaqQuestion) => q.answer!.facts.length > 0 && q.answer!.facts.every((f) => c.answer!.facts.includes(f));
  const ranked = [...covered, ...scored.map((x) => x.q).filter((q) => !covered.some((c) => c.answer && q.answer && (same(c, q) || within(c, q))))];
  // A regenerate asks the answerable questions the first version left out first, so it is a new FAQ, not a reshuffle.
  const first = ranked.slice(0, count);
  const spare = ranked.slice(count).filter((q) => q.answer && !q.extra);
  // All but the most relevant question of the first version make way for ones it did not ask, where the facts answer them.
  const chosen = input.variant % 2 === 1 && spare.length ? [...first.slice(0, 1), ...spare.slice(0, Math.max(Math.ceil(count / 2), count - 1)), ...first.slice(1)].slice(0, count) : first;
  const limit = answerLimit(brief.limits.words, count);
  const used = new UsedSources(facts);
  const written = chosen.map((q, i) => {
    // A regenerate asks each question another way and starts the wordings elsewhere.
    const ask = readerCopy(q.asks[(i + input.variant) % q.asks.length]!, input);
    if (!q.answer) return { q, ask, answer: blankAnswer(q.missing), blank: true };
    if (q.answer.profile) used.profile();
    for (const f of q.answer.facts) used.fact(f);
    // A regenerate tells the answer another way where the facts allow (the cheapest first, the price before the name).
    const voiced = readerCopy(input.variant % 2 === 1 && q.answer.alt ? q.answer.alt : q.answer.text, input);
    return { q, ask, answer: limit ? fitWords(voiced, limit) : voiced, blank: false };
  });
  // Two structures: one flat list ready for a page, or the same ground grouped under themes.
  const grouped = input.variant % 2 === 1;
  const block = (w: (typeof written)[number], level: string) => `${level} ${w.ask}\n${w.answer}`;
  const deliverable = grouped
    ? THEMES.map((theme) => [theme, written.filter((w) => w.q.theme === theme)] as const)
        .filter(([, list]) => list.length)
        .map(([theme, list]) => [`## ${theme}`, ...list.map((w) => block(w, '###'))].join('\n\n'))
        .join('\n\n')
    : written.map((w) => block(w, '###')).join('\n\n');
  const blanks = written.filter((w) => w.blank);
  // Questions past what the facts say on a narrow topic are on nearby ground: say so rather than pass them off.
  const scoreOf = new Map(scored.map((x) => [x.q, x.s]));
  // (What the request named to cover is on its topic, answered or blank.)
  const nearby = brief.topic && !subject.page ? written.filter((w) => !covered.includes(w.q) && (scoreOf.get(w.q) ?? 0) < 3).length : 0;
  const notes: string[] = [];
  if (asked && chosen.length < asked) notes.push(`I have ${chosen.length} distinct questions for your facts, not ${asked}.`);
  if (nearby && nearby < written.length) notes.push(`Your facts answer ${countWord(written.length - nearby)} of these on ${brief.topic!.replace(/^(?:the|our)\s+/i, '')}; the other ${countWord(nearby)} ${nearby === 1 ? 'is' : 'are'} on nearby ground. Add more on it to a document or the profile and I'll write more.`);
  if (blanks.length) notes.push(`Fill ${blanks.length === 1 ? 'the blank answer' : `the ${countWord(blanks.length)} blank answers`} before publishing (${blanks.map((w) => w.q.missing).join('; ')}): add them to a document or the profile and I'll write them.`);
  notes.push('Mark the answered questions up with FAQPage structured data so search engines can show them.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const n = written.length;
  // Proper names as the facts write them: 'chainline care plans' read from the request is 'Chainline Care plans'.
  const where = subject.page ? ` for the ${namesAsWritten(subject.page, facts)}` : brief.topic ? ` about ${namesAsWritten(subject.keyword ?? brief.topic, facts)}` : '';
  const answered = n - blanks.length;
  return {
    summary: `${capitalise(countWord(n))} FAQ${n === 1 ? '' : 's'}${where}, ${answered === n ? 'all' : `${countWord(answered)} of them`} answered from your facts${blanks.length ? ` and ${countWord(blanks.length)} left as ${blanks.length === 1 ? 'a marked blank' : 'marked blanks'}` : ''}.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'faq', summary: `${n} questions${where}: ${answered} answered from the facts, ${blanks.length} blank` }],
    artifacts: [],
  };
}

export const FAQ_TASK: AgentTask = {
  id: 'seo.faq',
  agent: 'seo-agent',
  label: 'an FAQ',
  cues: ['faq', 'frequently asked', 'frequently asked question', 'question', 'q&a', 'people also ask', 'answer'],
  delivers: ['faq', 'question', 'q&a'],
  starter: 'Write 8 FAQs for our pricing page',
  generate,
};
