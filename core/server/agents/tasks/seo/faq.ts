import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { askedCount } from './asked-count.ts';
import { countWord } from './fact-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { faqQuestions, type FaqQuestion, type FaqTheme } from './faq-questions.ts';
import { fitWords } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { readerCopy } from './reader-copy.ts';
import { seoSubjectOf } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';

const DEFAULT_COUNT = 8;
const THEMES: FaqTheme[] = ['Pricing and plans', 'The product', 'Getting started', 'Trust and support'];

/** The blank an unanswerable question gets: marked, so nobody publishes it unfilled. */
export const blankAnswer = (missing: string) => `[Answer to add: ${missing}. Your profile and documents don't say.]`;

/**
 * The questions for a page: those its topic is about first, answerable before blank within each, then the rest
 * in the bank's order (what a buyer asks first comes first).
 */
function rank(questions: FaqQuestion[], topic: string): FaqQuestion[] {
  const score = (q: FaqQuestion) => (topic && q.tags.test(topic) ? 2 : 0) + (q.answer ? 1 : 0) - (q.extra ? 2 : 0);
  return questions.map((q, i) => ({ q, i, s: score(q) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.q);
}

/** Words an answer may take: a small limit is per answer, a larger one is the whole FAQ's. */
function answerLimit(words: number | null, count: number): number | null {
  if (!words) return null;
  return words <= 80 ? words : Math.max(15, Math.floor(words / count) - 10);
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const subject = seoSubjectOf(brief, facts);
  const asked = askedCount(brief, ['faq', 'question', 'q&a', 'question and answer']);
  const count = Math.max(1, Math.min(asked ?? DEFAULT_COUNT, 30));
  const topic = `${subject.page ?? ''} ${brief.topic ?? ''}`.trim();
  const chosen = rank(faqQuestions(facts, brief), topic).slice(0, count);
  const limit = answerLimit(brief.limits.words, count);
  const used = new UsedSources(facts);
  const written = chosen.map((q, i) => {
    // A regenerate asks each question another way and starts the wordings elsewhere.
    const ask = readerCopy(q.asks[(i + input.variant) % q.asks.length]!, input);
    if (!q.answer) return { q, ask, answer: blankAnswer(q.missing), blank: true };
    if (q.answer.profile) used.profile();
    for (const f of q.answer.facts) used.fact(f);
    const voiced = readerCopy(q.answer.text, input);
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
  const notes: string[] = [];
  if (asked && chosen.length < asked) notes.push(`I have ${chosen.length} distinct questions for your facts, not ${asked}.`);
  if (blanks.length) notes.push(`Fill ${blanks.length === 1 ? 'the blank answer' : `the ${countWord(blanks.length)} blank answers`} before publishing (${blanks.map((w) => w.q.missing).join('; ')}): add them to a document or the profile and I'll write them.`);
  notes.push('Mark the answered questions up with FAQPage structured data so search engines can show them.');
  const language = languageNote(brief);
  if (language) notes.push(language);
  const n = written.length;
  const where = subject.page ? ` for the ${subject.page}` : brief.topic ? ` about ${subject.keyword ?? brief.topic}` : '';
  const answered = n - blanks.length;
  return {
    summary: `${capitalise(countWord(n))} FAQ${n === 1 ? '' : 's'}${where}, ${answered === n ? 'all' : `${countWord(answered)} of them`} answered from your facts${blanks.length ? ` and ${countWord(blanks.length)} left as marked blanks` : ''}.`,
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
