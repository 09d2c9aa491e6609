import nlp from 'compromise';

/**
 * A goal read for arithmetic: how many of what, from how many today, by when. 'Grow Flex memberships from 60 to
 * 150 by 31 August 2027' gives 90 still to win; 'Sign up 120 new members by the end of March' gives 120.
 */
export interface GoalTarget {
  /** The goal as written. */
  text: string;
  target: number;
  /** How many there are today, when the goal says ('from 60 to 150', '(we have 34 today)'). */
  current: number | null;
  /** What it counts, as written ('Flex memberships', 'paying Growth accounts'). */
  unit: string;
  /** The date as written ('31 August 2027', 'the end of March'), and read as a day when it can be. */
  dateText: string | null;
  date: Date | null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3)));
const num = (text: string) => Number(text.replace(/,/g, ''));
const STOP = /\s+(?:by|before|until|in|through|via|from|with|within|this|next|at|on|so|and|if|when|while|to)\b|[,.;:()?!]|$/i;

/** The words after a number up to a preposition: '120 new Acme Care members by March' gives 'new Acme Care members'. */
function unitAfter(text: string): string {
  const stop = STOP.exec(text);
  return (stop ? text.slice(0, stop.index) : text).trim();
}

/** The last day a date names, from `today` when it gives no year ('the end of March' is the next March to come). */
export function readDate(text: string, today: Date | null): { text: string; date: Date | null } | null {
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b(?:\\s+(\\d{4}))?`, 'i').exec(text);
  const monthFirst = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'i').exec(text);
  const monthOnly = new RegExp(`\\b(?:by|before|until|in|end of)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?${MONTH}\\b(?:\\s+(\\d{4}))?`, 'i').exec(text);
  const quarter = /\b(?:by|before|in|end of)\s+(?:the\s+)?(?:end\s+of\s+)?q([1-4])\b(?:\s+(\d{4}))?/i.exec(text);
  const build = (year: number | null, month: number, day: number | null): Date | null => {
    if (month < 0) return null;
    const at = (y: number) => new Date(Date.UTC(y, month, day ?? new Date(Date.UTC(y, month + 1, 0)).getUTCDate()));
    if (year) return at(year);
    if (!today) return null;
    const thisYear = at(today.getUTCFullYear());
    return thisYear >= today ? thisYear : at(today.getUTCFullYear() + 1);
  };
  if (dayFirst) return { text: dayFirst[0], date: build(dayFirst[3] ? num(dayFirst[3]) : null, monthIndex(dayFirst[2]!), num(dayFirst[1]!)) };
  if (monthFirst && !/^(may|mar)$/i.test(monthFirst[1]!)) return { text: monthFirst[0], date: build(monthFirst[3] ? num(monthFirst[3]) : null, monthIndex(monthFirst[1]!), num(monthFirst[2]!)) };
  if (monthOnly) return { text: monthOnly[0].replace(/^(by|before|until|in)\s+/i, ''), date: build(monthOnly[2] ? num(monthOnly[2]) : null, monthIndex(monthOnly[1]!), null) };
  if (quarter) return { text: quarter[0].replace(/^(by|before|in)\s+/i, ''), date: build(quarter[2] ? num(quarter[2]) : null, Number(quarter[1]) * 3 - 1, null) };
  return null;
}

/** The goal's target, today's count and date; null when it states no number to reach. */
export function readGoalTarget(text: string | null | undefined, today: Date | null): GoalTarget | null {
  if (!text?.trim()) return null;
  const date = readDate(text, today);
  // The date's own numbers are no target ('by 31 August 2027').
  // Nor is any other date's year ('winter nights (November 2026 to February 2027)'): a year is no count of anything.
  const plain = (date ? text.replace(date.text, ' ') : text).replace(new RegExp(`\\b(?:${MONTH}\\s+)?(?:19|20)\\d{2}\\b`, 'gi'), ' ');
  const range = /\b(?:from\s+)(\d[\d,]*)\s+to\s+(\d[\d,]*)\b/i.exec(plain);
  const todayCount = /\b(?:we have|we've got|there are|currently(?: at)?|today(?: we have)?:?|now at)\s+(\d[\d,]*)\b|\b(\d[\d,]*)\s+(?:today|now|so far|at the moment)\b/i.exec(plain);
  if (range) {
    // 'Grow Flex memberships from 60 to 150': what it counts comes before 'from', after the verb.
    const before = plain.slice(0, range.index).trim().split(/\s+/);
    const unit = before.length > 1 && (/^[a-z]/.test(before[0]!) || nlp(before[0]!.toLowerCase()).has('#Verb')) ? before.slice(1).join(' ') : before.join(' ');
    return { text: text.trim(), target: num(range[2]!), current: num(range[1]!), unit: unit || unitAfter(plain.slice(range.index + range[0].length)), dateText: date?.text ?? null, date: date?.date ?? null };
  }
  const target = /(?<![\d,.£$€])(\d[\d,]*)(?![\d,.%])\s+([a-z][^]*)/i.exec(plain.replace(todayCount?.[0] ?? '\u0000', ' '));
  if (!target) return null;
  const unit = unitAfter(target[2]!);
  if (!unit) return null;
  const current = todayCount ? num(todayCount[1] ?? todayCount[2]!) : null;
  return { text: text.trim(), target: num(target[1]!), current, unit, dateText: date?.text ?? null, date: date?.date ?? null };
}

/** How many are still to win: the target less today's count, or the whole target when it counts new ones. */
export function stillToWin(goal: GoalTarget): number {
  const isNew = /\bnew\b|\badditional\b|\bmore\b/i.test(goal.unit);
  return goal.current !== null && !isNew ? Math.max(0, goal.target - goal.current) : goal.target;
}

/** Whether two ways of naming what is counted are the same thing ('Flex members' and 'Flex memberships', 'sign-ups' and 'signups'). */
export function sameUnit(a: string, b: string): boolean {
  const words = (s: string) => s.toLowerCase().replace(/-/g, '').split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !/^(new|paying|paid|the|our|more|per|week|month|each)$/.test(w)).map((w) => w.slice(0, 6));
  const x = words(a);
  const y = words(b);
  const headX = x.at(-1);
  const headY = y.at(-1);
  // Words for a customer won count as one thing: a sign-up to a plan is a member of it.
  const won = (h: string | undefined) => Boolean(h && /^(member|signup|custom|subscr|accoun|client|user|buyer|patien|studen|donor)/.test(h));
  return Boolean(headX && headY && (headX === headY || (won(headX) && won(headY))));
}
