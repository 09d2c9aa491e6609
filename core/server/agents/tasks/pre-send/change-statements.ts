import { findPhrase } from '../../offline/lemma-match.ts';
import { bannedWordsIn, type VoiceRules } from '../../offline/voice-rules.ts';
import { revisionChanges } from '../revision-changes.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * What an answer says it changed ('Replaced "seamless" → "smooth"', 'Dropped "world-class"', 'here it is
 * unchanged', 'already follows these rules') is checked against the final text and kept only where it is true:
 * a replacement whose new word is not there, or a removal whose words still are, is taken out of the list, and
 * what is still in the text is said.
 */
export interface CheckedStatements {
  summary: string;
  notes: string[];
  /** Statements taken out because the final text does not bear them out. */
  corrected: string[];
}

const QUOTED = /"([^"\n]{1,120})"/g;
const present = (text: string, said: string) => {
  const words = said.replace(/…$/, '').trim();
  if (!words) return false;
  return words.split(/\s+/).length <= 3 ? text.split('\n').some((l) => findPhrase(l, words).length > 0) : text.toLowerCase().includes(words.toLowerCase());
};

/** One statement line checked: the line as it stays (null to drop it), and what it wrongly said. */
function checkLine(line: string, text: string): { line: string | null; wrong: string[] } {
  const wrong: string[] = [];
  const bullet = /^\s*-\s+/.exec(line)?.[0] ?? '';
  const body = line.slice(bullet.length);
  // 'Replaced words your voice avoids: "a" → "b", "c" → "d".'
  if (/^replaced\b/i.test(body) && /→/.test(body)) {
    const head = body.slice(0, body.indexOf('"'));
    const pairs = [...body.matchAll(/"([^"\n]+)"\s*→\s*"([^"\n]+)"/g)];
    const kept = pairs.filter((p) => {
      const ok = present(text, p[2]!) && !present(text, p[1]!);
      if (!ok) wrong.push(`"${p[1]}" → "${p[2]}"`);
      return ok;
    });
    if (kept.length === pairs.length) return { line, wrong };
    return { line: kept.length ? `${bullet}${head}${kept.map((p) => p[0]).join(', ')}.` : null, wrong };
  }
  // 'Dropped words …: "a", "b".', 'Took out claims …: "x…"', 'Removed …: the words that began "x…"'.
  if (/^(?:dropped|removed|took out|cut|deleted|taken out)\b/i.test(body)) {
    const quoted = [...body.matchAll(QUOTED)].map((m) => m[1]!);
    // The rule a removal names ('what your rule "Never promise …" forbids') is not text said to be gone.
    const gone = quoted.filter((q) => !new RegExp(`rule\\s+"${escapeRegExp(q)}"`, 'i').test(body));
    const still = gone.filter((q) => present(text, q.replace(/^(?:the words that began\s+)/i, '')));
    if (!still.length) return { line, wrong };
    wrong.push(...still.map((s) => `"${s}"`));
    return { line: null, wrong };
  }
  return { line, wrong };
}

const ALREADY_FOLLOWS = /\b(?:already follows (?:these|the|your) rules|no (?:banned|avoided) words|nothing to (?:change|fix))\b/i;
const UNCHANGED = /\bhere it is unchanged\b|\bbelow unchanged\b/i;

export function checkedStatements(summary: string, notes: readonly string[], text: string, voice: VoiceRules, previous: string | null): CheckedStatements {
  const corrected: string[] = [];
  const out: string[] = [];
  for (const note of notes) {
    const { line, wrong } = checkLine(note, text);
    if (wrong.length) corrected.push(...wrong);
    if (line !== null) out.push(line);
  }
  // 'Nothing: the text already follows these rules' while a banned word is still there.
  const left = bannedWordsIn(text, voice);
  const fixed = out.map((n) => (ALREADY_FOLLOWS.test(n) && left.length ? `- Not everything: still in the text: ${left.map((w) => `"${w}"`).join(', ')}.` : n));
  let said = ALREADY_FOLLOWS.test(summary) && left.length ? `${summary.replace(/\s*$/, '')} Still in the text: ${left.map((w) => `"${w}"`).join(', ')}.` : summary;
  // 'Here it is unchanged' of a text that changed: what changed, measured.
  if (previous !== null && UNCHANGED.test(said)) {
    const changes = revisionChanges(previous, text);
    if (changes.length) {
      corrected.push('"unchanged"');
      said = `Here is the previous answer, revised: ${changes.join('; ')}.`;
    }
  }
  // A list heading left with nothing under it goes too.
  const tidy = fixed.filter((n, i) => !(/^\*\*What changed\*\*$/.test(n.trim()) && !/^\s*-\s/.test(fixed[i + 1] ?? '')));
  return { summary: said, notes: tidy, corrected };
}
