import { capitalise } from '../offline/template-grammar.ts';

/**
 * 'Replace headlines 3 and 7 with something about the 30-day livestock guarantee': the numbered lines named are
 * written again about that subject, from the space's facts about it, and the rest of the list stays as it was.
 * Each new line keeps the list's character limit and differs from every line already there. A subject the facts
 * say nothing about is named as it is asked ('Ask about the …'), never given claims of its own.
 */
export interface ReplacedLines {
  text: string;
  added: string[];
}

const ASK = /\b(?:replace|swap(?:\s+out)?|change|redo|rewrite|redraft)\s+(?:the\s+)?(?:(?:headlines?|lines?|captions?|options?|ones?|numbers?|items?|taglines?|subject lines?|hooks?|ideas?)\s+)?(?:no\.?\s*|#)?(\d{1,2}(?:\s*(?:,|and|&|\+)\s*(?:no\.?\s*|#)?\d{1,2})*)\s+(?:with|for|by)\s+(?:(?:something|ones?|lines?|a line|a headline|headlines?|new ones?|two|three|some)\s+)?(?:about|on|around|that (?:mention|talk about|cover)s?|mentioning|covering|focused on|focusing on|based on|featuring)\s+(.+?)\s*[.!?]*$/i;

const UNITS = /^(?:days?|weeks?|months?|years?|hours?|minutes?|nights?)$/;
const NUMBERED = /^(\s*)(\d{1,2})\.\s+(.+)$/;

/** The list items a follow-up asks to replace and the subject of the new ones, or null when it asks no such thing. */
export function lineReplacementAsked(request: string): { numbers: number[]; about: string } | null {
  const m = ASK.exec(request.trim());
  if (!m) return null;
  const numbers = [...new Set(m[1]!.match(/\d{1,2}/g)!.map(Number))];
  const about = m[2]!.replace(/^(?:the|our)\s+(?=.*\b(?:guarantee|offer|plan|price|review)\b)/i, 'the ').trim();
  return numbers.length ? { numbers, about } : null;
}

/**
 * The list with the named lines replaced. `factLines` are the space's facts about the subject, best first, each a
 * sentence; `limit` is the list's character limit (the request's, else its longest line).
 */
export function replaceNumberedLines(text: string, asked: { numbers: number[]; about: string }, factLines: readonly string[], limit: number | null): ReplacedLines | null {
  const lines = text.split('\n');
  const items = lines.map((l, i) => ({ i, m: NUMBERED.exec(l) })).filter((x): x is { i: number; m: RegExpExecArray } => x.m !== null);
  const targets = asked.numbers.map((n) => items.find((x) => Number(x.m[2]) === n)).filter((x): x is (typeof items)[number] => Boolean(x));
  if (!targets.length || targets.length !== asked.numbers.length) return null;
  const cap = limit ?? Math.max(...items.map((x) => x.m[3]!.length), 40);
  const subject = asked.about.replace(/[.]+$/, '');
  const bare = subject.replace(/^(?:the|our|a|an)\s+/i, '');
  const taken = new Set(items.map((x) => x.m[3]!.toLowerCase()));
  // A fact is about the subject when it shares one of its words ('livestock', 'guarantee'), not only a number ('30 days').
  // (A measure's unit, 'month' of '12-month', names no subject.)
  const keys = bare.toLowerCase().split(/[\s-]+/).filter((w) => /^[a-z]{4,}$/.test(w) && !UNITS.test(w)).map((w) => w.slice(0, 5));
  const said = (f: string) => keys.filter((k) => new RegExp(`\\b${k}`, 'i').test(f)).length;
  const onSubject = factLines.filter((f) => said(f) > 0).sort((a, b) => said(b) - said(a));
  const candidates = [
    ...onSubject.map((f) => f.replace(/[.]+$/, '').trim()),
    ...onSubject.flatMap((f) => f.split(/[,;:]\s+|\s+—\s+/).map((p) => p.replace(/[.]+$/, '').trim())).filter((p) => p.split(/\s+/).length >= 4),
    `${capitalise(bare)}, explained`,
    `Ask us about ${subject}`,
    `What ${subject} means for you`,
    capitalise(bare),
  ];
  const fresh: string[] = [];
  for (const c of candidates) {
    const line = capitalise(c);
    if (line.length > cap || taken.has(line.toLowerCase()) || fresh.some((f) => f.toLowerCase() === line.toLowerCase())) continue;
    fresh.push(line);
    if (fresh.length === targets.length) break;
  }
  if (fresh.length < targets.length) return null;
  const out = [...lines];
  targets.forEach((t, k) => {
    out[t.i] = `${t.m[1]}${t.m[2]}. ${fresh[k]}`;
  });
  // A note that named each line's angle now names the new subject for the lines replaced.
  const renamed = out.map((l) => (/^Angles, in order:/.test(l) ? l.replace(/\b(\d{1,2}) ([a-z-]+)(?=[,.])/g, (all, n: string) => (asked.numbers.includes(Number(n)) ? `${n} ${bare}` : all)) : l));
  return { text: renamed.join('\n'), added: targets.map((t, k) => `line ${t.m[2]} changed to "${fresh[k]}"`) };
}
