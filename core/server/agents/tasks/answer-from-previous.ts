import { stemOf, stemsOf } from '../offline/avoided-claims.ts';
import type { TaskOutput } from './agent-task.ts';
import { documentItems, forCustomers } from '../facts/document-items.ts';

/**
 * Words a question about an answer uses for what the answer says in other words: 'what would you measure' is
 * answered by the step that says what to count or judge by.
 */
const SAME_ASK: Record<string, string[]> = {
  measure: ['count', 'track', 'judge', 'figure', 'metric', 'kpi', 'result', 'write down'],
  track: ['count', 'measure', 'judge', 'figure'],
  risk: ['lose', 'worst', 'fail', 'switch', 'change'],
  wrong: ['fail', 'switch', 'change', 'worst'],
  start: ['first', 'today', 'week'],
  long: ['week', 'month', 'day'],
  cost: ['spend', 'budget', 'price'],
};
/** Words of a question that say nothing of what it asks about. */
const QUESTION_WORDS = new Set(['what', 'would', 'should', 'could', 'you', 'we', 'our', 'the', 'how', 'which', 'when', 'why', 'who', 'do', 'does', 'did', 'is', 'are', 'be', 'it', 'that', 'this', 'in', 'on', 'for', 'of', 'to', 'a', 'an', 'and', 'or', 'there', 'then', 'so', 'if', 'can']);

/** The stems a question asks about, with the words the answer may use for them. */
function askedStems(question: string): Set<string> {
  const words = (question.toLowerCase().match(/[a-z][a-z']*/g) ?? []).filter((w) => !QUESTION_WORDS.has(w));
  const stems = new Set(words.map(stemOf));
  for (const word of words) for (const other of SAME_ASK[stemOf(word)] ?? SAME_ASK[word] ?? []) for (const stem of stemsOf(other)) stems.add(stem);
  return stems;
}

/** The answer's lines and sentences, list markers and Markdown emphasis out; headings and table rows left out. */
function statements(deliverable: string): string[] {
  return deliverable
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^#|^\||^---/.test(line))
    .flatMap((line) => (/^(?:[-*]|\d+[.)])\s/.test(line) ? [line] : line.split(/(?<=[.!?])\s+(?=[A-Z])/)))
    .map((line) => line.replace(/^(?:[-*]|\d+[.)])\s+/, '').replace(/\*\*/g, '').trim())
    .filter((line) => line.split(/\s+/).length >= 4);
}

/**
 * A question about the answer just given ('What would you measure in the first two weeks?') that the engine cannot
 * work out anew: what that answer already says on it, quoted, and said to be no more than that. Null when the
 * answer says nothing on it, so the caller says it could not.
 */
export function answerFromPrevious(question: string, deliverable: string): TaskOutput | null {
  const asked = askedStems(question);
  if (!asked.size) return null;
  // A question of several words is answered by a line sharing two of them: one shared word ('glass' in the sign-off) is chance.
  const need = asked.size >= 3 ? 2 : 1;
  const scored = statements(deliverable)
    .map((text, at) => ({ text, at, score: [...new Set(stemsOf(text))].filter((s) => asked.has(s)).length }))
    .filter((s) => s.score >= need);
  if (!scored.length) return null;
  const best = Math.max(...scored.map((s) => s.score));
  // The lines that say most on it, in the answer's own order, four at most.
  const kept = scored.filter((s) => s.score >= Math.max(1, best - 1)).sort((a, b) => b.score - a.score || a.at - b.at).slice(0, 4).sort((a, b) => a.at - b.at);
  return {
    summary: 'What the answer above already says on that:',
    deliverable: kept.map((s) => `- ${s.text}`).join('\n'),
    notes: ['---\n\nThis is what the answer above says, gathered; the offline engine cannot work out more on this question. Ask again with a model connected for a fuller answer.'],
    used: [],
    steps: [{ tool: 'revision', summary: 'question on the previous answer' }],
    artifacts: [],
  };
}

/**
 * A question on the business's own terms ('does the guarantee cover the cable?', 'do we take Cycle to Work vouchers?')
 * after an answer that does not say: the documents' statements that say most on it, quoted with where they are from
 * (an FAQ's question counts with its answer). Null when no statement shares two of the question's words, or when the
 * answer above says as much on it.
 */
/** One statement, whether a passage quotes it whole or from its middle ('…If you pass in an automatic …'). */
const same = (a: string, b: string) => a.replace(/^[…\s.]+/, '') === b.replace(/^[…\s.]+/, '');

export function answerFromDocuments(question: string, deliverable: string, documents: readonly { title: string; text: string }[]): TaskOutput | null {
  const asked = askedStems(question);
  if (asked.size < 2) return null;
  const shared = (text: string) => [...new Set(stemsOf(text))].filter((s) => asked.has(s)).length;
  const found = documents.flatMap((doc) =>
    documentItems(doc.text)
      .filter(forCustomers)
      .map((item) => ({ text: item.text, title: doc.title, score: shared(`${item.section.endsWith('?') ? item.section : ''} ${item.text}`) })),
  );
  const best = Math.max(0, ...found.map((f) => f.score));
  const inAnswer = Math.max(0, ...statements(deliverable).map((t) => shared(t)));
  if (best < 2 || best <= inAnswer) return null;
  // (A ticked document is in the library too, and a passage of it is found again: each statement is quoted once.)
  const kept = found.filter((f, i) => f.score >= best - 1 && f.score >= 2 && found.findIndex((o) => same(o.text, f.text)) === i).sort((a, b) => b.score - a.score).slice(0, 3);
  return {
    summary: 'What your documents say on that:',
    deliverable: kept.map((f) => `- ${/[.!?]$/.test(f.text) ? f.text : `${f.text}.`} _(${f.title})_`).join('\n'),
    notes: ['---\n\nQuoted from your documents as written; the offline engine does not reason past them. Ask again with a model connected for a fuller answer.'],
    used: [],
    steps: [{ tool: 'revision', summary: 'question answered from the documents' }],
    artifacts: [],
  };
}

/** A question on the answer that neither it nor the documents answer: said so, with where the answer would come from. */
export function unansweredQuestion(question: string, deliverable: string): TaskOutput {
  return {
    summary: `Neither the answer above nor your documents say that ("${question.trim().replace(/\s+/g, ' ').slice(0, 120)}"). Add it to the knowledge base (a line in your terms or FAQ) and ask again; the answer above is unchanged.`,
    deliverable,
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: 'question the facts do not answer' }],
    artifacts: [],
  };
}
