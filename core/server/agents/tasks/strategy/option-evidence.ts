import type { TaskInput } from '../agent-task.ts';
import { documentLines, type Priced } from './stated-results.ts';
import { mentionsIn } from './channel-lexicon.ts';

/**
 * What the space's documents say of one option of a choice: demand already waiting for it ('Saturday rounds are
 * fully booked four weeks ahead'), or, for a channel of the results table, its cost per result against the table's
 * average. Evidence, quoted or worked out; never a guess.
 */
export interface OptionEvidence {
  /** A sentence of the documents saying people already wait for it, as written. */
  demand: string | null;
  /** The option's row of the results table, with the table's own average cost per result. */
  measured: { row: Priced; average: number; spend: number; count: number } | null;
}

const WAITING = /\b(?:turn(?:ing)? (?:people|customers|work|jobs|bookings|families|yards) away|fully booked|waiting list|sold out|booked up|always full|is full|are full|full every|fills up|can't keep up|cannot keep up|no capacity|at capacity)\b/i;
// Words any proposal shares with any sentence: not what tells one proposal from another.
const COMMON = new Set(['second', 'third', 'more', 'extra', 'another', 'double', 'add', 'adding', 'next', 'every', 'each', 'weeks', 'week', 'month', 'months', 'spend', 'with', 'that', 'this', 'from', 'have', 'than', 'into', 'there', 'their', 'about', 'ahead', 'only', 'just', 'also', 'were', 'they', 'what', 'when', 'which', 'would', 'could', 'should', 'quarter', 'people', 'customers', 'clients']);

function distinctWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !COMMON.has(w)).map((w) => w.replace(/(?:es|s)$/, '')));
}

function sentencesIn(text: string): string[] {
  return text.split(/\n+/).flatMap((line) => line.replace(/^[\s>*#|-]+/, '').split(/(?<=[.!?])\s+(?=[A-Z])/)).map((s) => s.trim()).filter((s) => s.length > 8 && !s.includes('|'));
}

export function optionEvidence(input: TaskInput, option: string): OptionEvidence {
  const own = distinctWords(option);
  const texts = [...input.referenced, ...(input.library ?? [])].map((d) => d.text);
  const demand = texts.flatMap(sentencesIn).find((s) => WAITING.test(s) && [...distinctWords(s)].some((w) => own.has(w))) ?? null;
  const table = documentLines(input, 'any');
  const kind = mentionsIn(option)[0]?.kind.name ?? null;
  const row = table?.priced.find((p) => (kind && p.line.kind.name === kind) || option.toLowerCase().includes(p.line.name.toLowerCase())) ?? null;
  const paid = table?.priced.filter((p) => p.line.amount.value > 0) ?? [];
  const spend = paid.reduce((sum, p) => sum + p.line.amount.value, 0);
  const count = paid.reduce((sum, p) => sum + p.count, 0);
  const measured = row && Number.isFinite(row.cpr) && count > 0 && paid.length >= 2 ? { row, average: spend / count, spend, count } : null;
  return { demand, measured };
}
