import { countWord } from './english-phrases.ts';
import { parseCount } from '../brief/parse-count.ts';

const MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/**
 * 'Put that as a week-by-week plan for May' after an answer with steps: those steps laid out by the week they fall
 * in ('now' is week 1, 'after two weeks' week 3, 'in four weeks' week 4), nothing added that the answer does not
 * say. Null when the follow-up asks for something else or the answer has no steps to lay out.
 */
export function weekByWeek(request: string, previous: string): { summary: string; deliverable: string } | null {
  if (!/\bweek[- ]by[- ]week\b|\bweekly plan\b|\bby (?:the )?week\b|\bweek (?:one|1) to week\b/i.test(request)) return null;
  if (!/\b(?:put|turn|make|lay|set|as|into|give|show|break)\b/i.test(request)) return null;
  const steps = previous
    .split('\n')
    .map((l) => /^\s*\d+[.)]\s+(.+)$/.exec(l)?.[1]?.trim())
    .filter((l): l is string => Boolean(l))
    // ('Add half now and the other half after two weeks if …': two steps, each in its own week.)
    .flatMap((l) => {
      const split = /^(.+?)\s+now\s+and\s+the other half\s+(after .+)$/i.exec(l);
      return split ? [`${split[1]} now.`, `Add the other half ${split[2]!.replace(/[.]?$/, '.')}`] : [l];
    });
  if (steps.length < 2) return null;
  const asked = /\b(?:next|over|for)\s+(\d|two|three|four|five|six)\s+weeks\b/i.exec(request)?.[1];
  const weeks = Math.max(4, parseCount(asked) ?? 4);
  const rows = new Map<number, string[]>();
  let last = 1;
  for (const step of steps) {
    const after = /\b(?:after|in|within)\s+(\d|one|two|three|four|five|six)\s+weeks?\b/i.exec(step)?.[1];
    const week = after ? Math.min(weeks, parseCount(after)! + (/\bafter\b/i.test(step) ? 1 : 0)) : /\b(?:month'?s review|end of the month)\b/i.test(step) ? weeks : /\b(?:now|this week|today|from the next billing period|straight away)\b/i.test(step) ? 1 : last;
    last = Math.max(last, week);
    rows.set(week, [...(rows.get(week) ?? []), step]);
  }
  const month = MONTH.exec(request)?.[1];
  const decision = /^\*\*Decision:\*\*\s*(.+)$/m.exec(previous)?.[1];
  const table = ['| Week | What to do |', '|---|---|', ...Array.from({ length: weeks }, (_, i) => i + 1).map((w) => `| ${w} | ${(rows.get(w) ?? ['Keep the week before running, and write down its results.']).join(' ')} |`)];
  return {
    summary: `The answer above as a week-by-week plan${month ? ` for ${month}` : ''}: its ${countWord(steps.length)} steps, each in the week it falls, nothing added.`,
    deliverable: [...(decision ? [`**Decision:** ${decision}`, ''] : []), ...table].join('\n'),
  };
}
