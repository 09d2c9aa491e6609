/**
 * How every strategy and CMO call is laid out: the call first, the arithmetic it rests on, the reasons, what would
 * change it and the next step. One builder, so a call reads the same whichever question led to it; the other
 * version (a regenerate) leads with the numbers and puts the watch-points after the steps.
 */
export interface DecisionParts {
  /** The call, one or two sentences: what to do, and the main reason. */
  call: string;
  /** The working, as Markdown lines (a numbered list or a table); empty when nothing was computed. */
  working: string[];
  why: string[];
  change: string[];
  next: string[];
  /** A line after everything (where the figures came from). */
  tail?: string[];
  /** The main reason, and what the facts leave open, as a paragraph right under the call (the call line stays the call alone). */
  because?: string;
  /** 'Decision' for a call, 'Answer' for arithmetic asked for. */
  label?: 'Decision' | 'Answer';
}

const bullets = (lines: readonly string[]) => lines.map((l) => `- ${l}`);
const numbered = (lines: readonly string[]) => lines.map((l, i) => `${i + 1}. ${l}`);

// '1. Leads a month: £1,200 ÷ £9 per lead = **133.3**' or '- Email: £200 ÷ 18 bookings = **£11.11** per booking'.
const STEP = /^(?:\d+\.|-)\s+([^:]+):\s+(.+?)\s+=\s+(?:\*\*)?(.+?)(?:\*\*)?$/;

/** Working lines as a table (the other version's layout), when every line is a step with its result; else as given. */
function asTable(working: readonly string[]): string[] {
  const steps = working.filter((l) => l.trim());
  const read = steps.map((l) => STEP.exec(l));
  if (!steps.length || read.some((m) => !m) || working.some((l) => l.startsWith('|'))) return [...working];
  // The working keeps its result ('£1,200 ÷ £9 = 133.3') so each row can be checked on its own.
  return ['| | Working | Result |', '|---|---|---|', ...read.map((m) => `| ${m![1]} | ${m![2]} = ${m![3]} | ${m![3]} |`)];
}

export function decisionMarkdown(parts: DecisionParts, variant: number): string {
  const { call, working, why, change, next, tail = [], label = 'Decision', because } = parts;
  const other = variant % 2 === 1;
  const answer = label === 'Answer';
  const numbers = working.length ? [other ? '## How the numbers work out' : answer ? '## The working' : '## The numbers', ...(other ? asTable(working) : working), ''] : [];
  const reasons = why.length ? [other ? (answer ? '## So' : '## What the call rests on') : answer ? '## What it means' : '## Why', ...bullets(why), ''] : [];
  const turns = change.length ? [other ? (answer ? '## If the numbers move' : '## It changes if') : answer ? '## What would change it' : '## What would change the call', ...bullets(change.map((c) => (other ? c.replace(/^If /, 'When ') : c))), ''] : [];
  const steps = next.length ? [other ? '## Do this' : '## Next step', ...numbered(next), ''] : [];
  // The numbers come first in both versions: every figure a reason uses is worked out before it is used.
  const body = other ? [...numbers, ...steps, ...reasons, ...turns] : [...numbers, ...reasons, ...turns, ...steps];
  return [`**${label}:** ${call}`, '', ...(because ? [because, ''] : []), ...body, ...tail].join('\n').trim();
}
