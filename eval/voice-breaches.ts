/**
 * Breaches of a brand voice in copy: banned words in any inflected form (synergy, synergies; leverage,
 * leveraged, leveraging; revolutionize, revolutionised), rules written as sentences, and too many
 * exclamation marks. Lines that state or discuss a rule ("Avoid: synergy", "replaced 'leverage'") are
 * not copy and are skipped.
 */
import type { SentenceRule } from './space-fixture.ts';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The inflected forms of one word: plurals, verb forms, comparatives, -ly, British and American -ise/-ize. */
export function formsOf(word: string): string[] {
  const w = word.toLowerCase();
  const forms = new Set([w, `${w}s`, `${w}es`, `${w}ed`, `${w}d`, `${w}ing`, `${w}er`, `${w}ers`, `${w}est`, `${w}ly`, `${w}istic`, `${w}ness`]);
  if (w.endsWith('y')) for (const end of ['ies', 'ied', 'ier', 'iest', 'ily', 'istic']) forms.add(`${w.slice(0, -1)}${end}`);
  if (w.endsWith('e')) for (const end of ['ing', 'ed', 'er', 'ers', 'est']) forms.add(`${w.slice(0, -1)}${end}`);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(w)) for (const end of ['ed', 'ing', 'er']) forms.add(`${w}${w.slice(-1)}${end}`);
  for (const f of [...forms]) {
    if (/iz/.test(f)) forms.add(f.replace(/iz/g, 'is'));
    if (/is(e|ed|es|ing|ation)$/.test(f)) forms.add(f.replace(/is(e|ed|es|ing|ation)$/, 'iz$1'));
  }
  return [...forms];
}

/** A pattern matching every form of a banned word or phrase; in a phrase, hyphen, space or nothing may join the parts and the last part inflects. */
export function bannedPattern(banned: string): RegExp {
  const parts = banned.toLowerCase().split(/[\s-]+/);
  const last = parts.pop()!;
  const lastForms = formsOf(last).map(esc).join('|');
  // "game-changing" also as "game-changer"; "best-in-class" as written.
  const extra = last.endsWith('ing') ? `|${esc(last.slice(0, -3))}er|${esc(last.slice(0, -3))}ers` : '';
  const head = parts.map(esc).map((p) => `${p}[\\s-]?`).join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${head}(?:${lastForms}${extra})(?![\\p{L}\\p{N}])`, 'iu');
}

/** A line about rules rather than copy: it names, quotes or reports on a word instead of using it. */
export function isRuleLine(line: string): boolean {
  return /\b(?:avoid|avoided|avoids|banned|ban|don'?t|do not|never|instead of|replac\w*|remov\w*|dropp\w*|swapp\w*|breach\w*|flag\w*|off[- ]brand|on[- ]brand|not allowed|forbidden|rule|words? to|watch out)\b|→|->|=>/i.test(line.replace(/’/g, "'"));
}

/** A line that reports on the rules (a check's findings, a rewrite's changes), where a breach is quoted, not made. */
const talksAboutRules = (line: string) => /\b(?:avoid|banned|rules?|breach\w*|flag\w*|off[- ]brand|on[- ]brand|instead of|replaced|removed|dropped|swapped|forbidden|not allowed)\b|→|->|=>/i.test(line);

/** The banned words (as listed) whose forms appear in copy lines, with the form found. */
export function bannedFormsUsed(text: string, banned: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (isRuleLine(line)) continue;
    for (const word of banned) {
      const m = bannedPattern(word).exec(line);
      // A word quoted in the line is being talked about, not used.
      if (m && !new RegExp(`["“'‘\`*]${esc(m[0])}["”'’\`*]`, 'i').test(line)) found.push(m[0].toLowerCase() === word.toLowerCase() ? word : `${word} (as "${m[0]}")`);
    }
  }
  return [...new Set(found)];
}

/** Sentences of copy that break a sentence rule; a sentence that negates the breach before it ("we never promise same-day") does not. */
export function sentenceRuleBreaches(text: string, rules: readonly SentenceRule[]): { rule: string; sentence: string }[] {
  const out: { rule: string; sentence: string }[] = [];
  for (const line of text.split('\n')) {
    if (talksAboutRules(line)) continue;
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      for (const rule of rules) {
        const m = rule.breach.exec(sentence);
        if (!m) continue;
        const before = sentence.slice(0, m.index);
        if (/\b(?:no|not|never|don'?t|won'?t|can'?t|cannot|without|nor)\b[^.!?]*$/i.test(before.replace(/’/g, "'")) && !/^\s*without\b/i.test(m[0])) continue;
        out.push({ rule: rule.rule, sentence: sentence.trim().slice(0, 120) });
      }
    }
  }
  return out;
}

/** The largest number of "!" in one piece (paragraph or list item) of the text. */
export function mostExclamations(pieces: readonly string[]): number {
  return Math.max(0, ...pieces.map((p) => (p.match(/!/g) ?? []).length));
}
