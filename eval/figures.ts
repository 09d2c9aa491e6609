/**
 * Which figures an answer states, and whether each is traceable: to the request, the space's profile,
 * documents or voice, or simple arithmetic on them (a discount applied to a price, a per-day price times
 * the days, a share of a stated budget, the change between a before and an after the space states).
 * Anything else is an invented figure.
 */
import { numberValue } from './text.ts';

export interface Figure {
  kind: 'money' | 'percentage' | 'count' | 'duration' | 'multiplier' | 'rating' | 'time' | 'number';
  raw: string;
  value: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, hundred: 100, half: 0.5,
};

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT_WORDS = String.raw`(?:happy\s+|new\s+|existing\s+|paying\s+|active\s+|local\s+|loyal\s+)?(?:customers?|clients?|offices|companies|businesses|brands?|teams?|subscribers?|users?|members?|accounts?|owners?|dogs?|homes?|households?|families|landlords?|donors?|volunteers?|children|kids|pupils|schools?|shops?|stores?|merchants?|agents?|tickets?|orders?|reviews?|people|readers?|hours? of|installs?|boilers?|jobs?)`;
const DURATION = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)`;

/** Lines that measure the answer itself (counts of words or characters, scores, sizes), not claims about the company. */
export function isMeasurementLine(line: string): boolean {
  return (
    /\b(?:score|scores|scored|flesch|readability|density|words?|characters?|chars|sentences?|vocabulary|distinct|pixels?|px|seconds? (?:long|spot|script|read|ad)|read(?:ing)? time|word count|char(?:acter)? count)\b/i.test(line) ||
    /\b\d+\s*\/\s*\d+\b/.test(line) ||
    /\b\d{3,4}\s*[×x]\s*\d{3,4}\b/.test(line)
  );
}

/** Every figure a line of prose states, with its kind; list numbers, labels ("Email 2", "Week 3"), codes and years are not figures. */
export function figuresIn(line: string, year: number): Figure[] {
  const figures: Figure[] = [];
  const taken: [number, number][] = [];
  const free = (at: number, end: number) => !taken.some(([a, b]) => at < b && end > a);
  const take = (m: RegExpMatchArray, kind: Figure['kind'], rawValue: string) => {
    const at = m.index!;
    const end = at + m[0].length;
    if (!free(at, end)) return;
    taken.push([at, end]);
    const value = numberValue(rawValue.replace(/\s/g, ''));
    if (value !== null) figures.push({ kind, raw: m[0].trim(), value });
  };
  const text = line.replace(/^\s*(?:[-*•+]|\d{1,2}[.)])\s+/, ' ').replace(/https?:\/\/\S+|\b[\w.+-]+@[\w.-]+\b/g, ' ');
  // Labels and codes: "Email 2", "Week 3", "H2", "FETCH20", "BS1", "CP12" are not figures.
  for (const m of text.matchAll(/\b(?:email|step|week|day|month|phase|option|version|variant|variation|headline|description|post|tweet|slide|part|tip|question|faq|q|line|subject|idea|ad|angle|hook|stage|touch|round|wave|sprint|quarter|q[1-4]|h[1-6]|tier|level|number|no\.|#)\s*#?\d{1,2}\b/gi)) taken.push([m.index!, m.index! + m[0].length]);
  for (const m of text.matchAll(/\b[\p{L}]+\d[\p{L}\d]*\b|\b\d+[\p{L}]{3,}\d*\b/gu)) {
    if (!/^\d+(?:k|m|x|st|nd|rd|th|am|pm|kg|s|h|hrs?|mins?|yrs?)$/i.test(m[0])) taken.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of text.matchAll(/\b\d{3,4}\s*[×x]\s*\d{3,4}\b/g)) taken.push([m.index!, m.index! + m[0].length]);
  // Hex colours, table row numbers, plan phases ("Days 31-60") and plan horizons ("the next 90 days") are not claims.
  for (const m of text.matchAll(/#[0-9a-f]{3,8}\b|^\s*\|\s*\d{1,3}\s*\||\b(?:days?|weeks?|months?)\s+\d{1,3}\s*(?:[-–]|to)\s*\d{1,3}\b|\b(?:next|first|last|every|after|over)\s+\d{1,3}\s+(?:days|weeks|months)\b/gi)) taken.push([m.index!, m.index! + m[0].length]);

  for (const m of text.matchAll(new RegExp(String.raw`[£$€]\s?(${NUM}(?:\s?k\b)?)|(${NUM})\s?(?:euros?|pounds?|dollars?|EUR|GBP|USD)\b`, 'gi'))) take(m, 'money', m[1] ?? m[2]!);
  for (const m of text.matchAll(new RegExp(String.raw`(${NUM})\s*(?:%|per\s?cent\b|percent\b)`, 'gi'))) take(m, 'percentage', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(${NUM})\s*(?:[x×]\b|times (?:faster|more|quicker|better|less|fewer))`, 'gi'))) take(m, 'multiplier', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(${NUM})\s*(?:stars?|★|out of 5)`, 'gi'))) take(m, 'rating', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(\d{1,2})(?::\d{2})?\s*(?:am|pm)\b`, 'gi'))) take(m, 'time', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(${NUM})\+?\s+${UNIT_WORDS}\b`, 'gi'))) take(m, 'count', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(${NUM})[-\s]?${DURATION}\b`, 'gi'))) take(m, 'duration', m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,])(${NUM})(?![\p{L}\d])`, 'gu'))) {
    const value = numberValue(m[1]!);
    if (value === null) continue;
    // Small bare numbers count things the answer itself lists ("3 ideas"); years near today are dates.
    if (Number.isInteger(value) && value <= 12) continue;
    if (value >= year - 2 && value <= year + 2) continue;
    take(m, 'number', m[1]!);
  }
  return figures;
}

/** The numbers a source text states, digits and number words. */
export function sourceNumbers(text: string): number[] {
  const values: number[] = [];
  for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?(?:\s?k\b)?/gi)) {
    const value = numberValue(m[0].replace(/,$/, '').replace(/\s/g, ''));
    if (value !== null) values.push(value);
  }
  for (const m of text.toLowerCase().matchAll(/\b[a-z]+\b/g)) {
    const value = NUMBER_WORDS[m[0]];
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** What a figure may be traced to: the source numbers, money amounts, percentages, and the numbers stated together on one line. */
export interface Grounding {
  numbers: Set<number>;
  money: number[];
  percentages: number[];
  /** Numbers that appear together on one source line (a before and an after, a price and its plan). */
  lines: number[][];
  /** The request's own numbers: any sum, difference, product or quotient of two of them is simple arithmetic. */
  request: number[];
}

export function groundingOf(sources: readonly string[], request = ''): Grounding {
  const numbers = new Set<number>();
  const money: number[] = [];
  const percentages: number[] = [];
  const lines: number[][] = [];
  for (const text of sources) {
    for (const v of sourceNumbers(text)) numbers.add(v);
    for (const m of text.matchAll(new RegExp(String.raw`[£$€]\s?(${NUM}(?:\s?k\b)?)|(${NUM})\s?(?:euros?|pounds?|p)\b`, 'gi'))) {
      const v = numberValue((m[1] ?? m[2]!).replace(/\s/g, ''));
      if (v !== null) money.push(m[2] && /p$/i.test(m[0]) ? v / 100 : v);
    }
    for (const m of text.matchAll(new RegExp(String.raw`(${NUM})\s*(?:%|per\s?cent|percent)`, 'gi'))) {
      const v = numberValue(m[1]!);
      if (v !== null) percentages.push(v);
    }
    for (const line of text.split(/\n|(?<=[.;])\s+/)) {
      const vs = sourceNumbers(line);
      // A line that speaks of hours and minutes: its hours also count in minutes, for before/after changes.
      if (/\bhours?\b/i.test(line) && /\bminutes?\b/i.test(line)) {
        const hours = [...line.matchAll(new RegExp(String.raw`(${NUM})\s*hours?`, 'gi'))].map((m) => numberValue(m[1]!)!).filter((v) => v !== null);
        vs.push(...hours.map((h) => h * 60));
      }
      if (vs.length >= 2) lines.push(vs);
    }
  }
  for (const v of money) numbers.add(v);
  return { numbers, money, percentages, lines, request: sourceNumbers(request) };
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.005, Math.abs(b) * 0.005) || Math.round(a) === Math.round(b) && Math.abs(a - b) < 0.5;
const PERIODS = [2, 3, 4, 6, 7, 12, 24, 30, 52, 60, 365];

/** Whether a figure traces to the grounding, or to simple arithmetic on it (see the file comment). */
export function traceable(figure: Figure, g: Grounding, sameLine: readonly Figure[]): boolean {
  const v = figure.value;
  if (g.numbers.has(v)) return true;
  if (requestArithmetic(v, g.request)) return true;
  const known = [...g.numbers];
  const counts = known.filter((k) => k >= 1 && k <= 400 && Number.isInteger(k));
  switch (figure.kind) {
    case 'money': {
      for (const k of g.money) {
        for (const p of g.percentages) {
          if (close(v, (k * p) / 100) || close(v, k * (1 - p / 100)) || close(v, k * (1 + p / 100))) return true;
        }
        for (const n of [...counts, ...PERIODS]) {
          if (close(v, k * n) || close(v, k / n)) return true;
          for (const p of g.percentages) if (close(v, k * n * (1 - p / 100)) || close(v, k * n * (p / 100))) return true;
        }
        for (const k2 of g.money) if (k2 !== k && (close(v, Math.abs(k - k2)) || close(v, k + k2))) return true;
      }
      // A fraction of a stated amount ("3 ÷ 7 × £1,200"), rounded to the unit.
      for (const k of [...g.money, ...g.request]) {
        if (k < 100) continue;
        for (let q = 2; q <= 10; q++) for (let p = 1; p < q; p++) if (Math.abs(v - (k * p) / q) <= 1) return true;
      }
      // A share of a stated amount that a percentage on the same line gives ("LinkedIn 40 %: £2,400" of £6,000).
      return sameLine.some((f) => f.kind === 'percentage' && known.some((k) => k >= 100 && close(v, (k * f.value) / 100))) || known.some((k) => k >= 100 && v < k && ((v / k) * 100) % 5 === 0);
    }
    case 'percentage': {
      if (g.percentages.some((p) => close(v, 100 - p))) return true;
      if (sameLine.some((f) => f.kind === 'money' && known.some((k) => k >= 100 && close(f.value, (k * v) / 100)))) return true;
      for (const pair of g.lines) {
        for (const a of pair) {
          for (const b of pair) {
            if (a === b || a === 0 || b === 0) continue;
            if (close(v, (Math.abs(a - b) / a) * 100) || close(v, (a / b) * 100)) return true;
          }
        }
      }
      return g.percentages.some((p) => g.percentages.some((q) => p !== q && close(v, Math.abs(p - q))));
    }
    case 'duration':
      // The same span in another unit: 14 days as 2 weeks, 2 hours as 120 minutes.
      return known.some((k) => [7, 12, 24, 30, 52, 60, 365, 4].some((n) => close(v, k * n) || close(v, k / n))) || sameLineDifference(v, g);
    case 'count':
    case 'number':
      // A monthly target as a yearly or weekly one, or the gap between a stated before and after.
      return known.some((k) => [4, 12, 52].some((n) => close(v, k * n) || close(v, k / n))) || sameLineDifference(v, g);
    case 'time':
    default:
      return false;
  }
}

function requestArithmetic(v: number, numbers: readonly number[]): boolean {
  for (const a of numbers) {
    for (const b of numbers) {
      if (a === b) continue;
      if (close(v, a + b) || close(v, Math.abs(a - b)) || close(v, a * b) || (b !== 0 && (close(v, a / b) || Math.floor(a / b) === v || close(v, (a / b) * 100)))) return true;
    }
  }
  return false;
}

function sameLineDifference(v: number, g: Grounding): boolean {
  return g.lines.some((pair) => pair.some((a) => pair.some((b) => a !== b && (close(v, Math.abs(a - b)) || close(v, a + b)))));
}

/** Claims of scale no number backs ("thousands of owners"), unless the space says so itself. */
export function vagueScaleClaims(line: string, sources: string): string[] {
  const found: string[] = [];
  for (const m of line.matchAll(/\b(?:thousands|hundreds|millions|tens of thousands) of\s+\w+/gi)) {
    if (!sources.toLowerCase().includes(m[0].toLowerCase().split(' of')[0]!)) found.push(m[0]);
  }
  return found;
}

/**
 * Working an answer shows ("120 − 74 = 46", "46 ÷ 25 % = 184", "£2,500 ÷ 30 = £83.33"): the result of an
 * equation whose operands are traceable, or results of working earlier in the same answer, is arithmetic on the
 * space's figures too. Each equation must be right; one the answer gets wrong proves nothing.
 */
export function shownResults(line: string, known: (value: number) => boolean): number[] {
  const results: number[] = [];
  const operand = String.raw`[£$€]?\s?(${NUM})\s*(%)?`;
  const equation = new RegExp(String.raw`${operand}\s*([+\-−–×x*÷/])\s*${operand}\s*=\s*[£$€]?\s?(${NUM})`, 'g');
  for (const m of line.matchAll(equation)) {
    const a = numberValue(m[1]!);
    const b = numberValue(m[4]!);
    const c = numberValue(m[6]!);
    if (a === null || b === null || c === null) continue;
    if (!known(a) || !known(b)) continue;
    const bValue = m[5] ? b / 100 : b;
    const op = m[3]!;
    const value = op === '+' ? a + bValue : /[-−–]/.test(op) ? a - bValue : /[×x*]/.test(op) ? a * bValue : bValue === 0 ? NaN : a / bValue;
    // Rounded as the answer rounds it (to a whole number, or to its decimals).
    const decimals = (m[6]!.split('.')[1] ?? '').length;
    if (Number.isFinite(value) && (close(c, value) || Math.abs(c - Number(value.toFixed(decimals))) < 1e-9 || Math.ceil(value) === c || Math.floor(value) === c)) results.push(c);
  }
  return results;
}
