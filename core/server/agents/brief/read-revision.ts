import type { Limits, Revision } from './brief.ts';
import { textOf, type Word } from './english-words.ts';

// What a follow-up asks of the previous answer, by the words it uses (lemmas and lower-case text).
const KINDS: [RegExp, Revision['kind']][] = [
  [/\b(short|shorter|shorten|trim|tighten|condense|cut (?:it|this|that) down|cut down|more concise|too long|less wordy|briefer|pare)\b/, 'shorter'],
  [/\b(longer|lengthen|expand|flesh out|more detail|more detailed|too short|elaborate)\b/, 'longer'],
  [/\b(another angle|different angle|new angle|other angle|different approach|another approach|another take|different take|fresh take|another version|different version|a version for|version for|what about|how about|try again|something else|another way|different direction|another direction|different hook|another hook|alternative)\b/, 'angle'],
  [/\b(more formal|less formal|more casual|more playful|more serious|friendlier|more friendly|warmer|more warm|less salesy|more professional|more fun|punchier|more punchy|softer|bolder|more confident|less pushy|more urgent|less urgent|tone)\b/, 'tone'],
  [/\b(focus on|focus more on|emphasi[sz]e|lead with|open with|more about|centre on|center on|highlight|play up|put more weight on)\b/, 'focus'],
  [/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|some|couple) more\b|\bmore (?:options|ideas|versions|variations|headlines|lines|subject lines|taglines|captions|posts|keywords)\b|\banother (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/, 'more'],
  [/\b(change|replace|swap|fix|correct|reword|rephrase|instead of|should say|should read|remove|drop|delete|cut the|take out|add)\b/, 'fix'],
  [/\b(translate|translation|in (?:spanish|french|german|italian|portuguese|dutch|polish|welsh|irish|japanese|chinese|arabic))\b/, 'translate'],
];
// Follow-ups that point back at the answer without saying how to change it: 'it', 'that', 'the email'.
const POINTS_BACK = /\b(it|this|that|the (?:email|post|draft|copy|text|answer|plan|script|ad|headline|line|subject line|caption|article|outline|version|one|first|second|third|last))\b/;

/**
 * How a follow-up revises the chat's previous answer ('make it shorter', 'focus on the price', 'another angle',
 * 'change the second line to ...', 'more formal', 'give me two more'), or null when it asks for something new.
 * A request that names a new piece of work is a new request, unless it asks for more of the same piece.
 */
export function readRevision(source: string, words: readonly Word[], limits: Limits, newPieces: readonly string[], previousPieces: readonly string[]): Revision | null {
  const lower = ` ${words.map((w) => w.lower).join(' ')} `;
  const lemmas = ` ${words.map((w) => w.lemma).join(' ')} `;
  const limited = Object.values(limits).some((v) => v !== null);
  const morePieces = KINDS.find(([, k]) => k === 'more')![0].test(lower);
  if (newPieces.length && !(morePieces && newPieces.every((p) => previousPieces.includes(p)))) return null;
  for (const [pattern, kind] of KINDS) {
    const m = pattern.exec(lower) ?? pattern.exec(lemmas);
    if (!m) continue;
    if (kind === 'longer' && !/\b(longer|lengthen|expand|flesh out|more detail|too short|elaborate)\b/.test(lower) && limited) continue;
    return { kind, detail: detailOf(source, kind, m[0].trim()) };
  }
  if (limited) return { kind: 'shorter', detail: limitText(limits) };
  // A short follow-up that points back at the answer ('Can you make it friendlier for dentists?').
  if (words.length <= 16 && POINTS_BACK.test(lower)) return { kind: 'other', detail: textOf(source, words).replace(/[.!?]+$/, '') };
  return null;
}

function limitText(limits: Limits): string {
  const parts = Object.entries(limits)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${v} ${k}`);
  return `at most ${parts.join(' and ')}`;
}

/** What to focus on, the new tone, the line to change, how many more: the words after the cue, as written. */
function detailOf(source: string, kind: Revision['kind'], cue: string): string | null {
  if (kind === 'shorter' || kind === 'longer' || kind === 'angle') {
    // 'another angle on the price', 'Another angle: lead with the order actions'.
    const angle = /\b(?:angle|approach|take|direction|hook)(?:\s+(?:on|about|around|of|that|with)\s+|\s*[:,—–-]\s*)([^.!?]+)/i.exec(source);
    return kind === 'angle' ? angle?.[1]?.trim() ?? null : null;
  }
  if (kind === 'tone') return cue === 'tone' ? /\btone\b[^.!?]*?\b(?:to|more|less)\s+([^.!?]+)/i.exec(source)?.[1]?.trim() ?? null : cue;
  if (kind === 'more') return /(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|some|couple)/.exec(cue)?.[1] ?? null;
  if (kind === 'translate') return /\b(spanish|french|german|italian|portuguese|dutch|polish|welsh|irish|japanese|chinese|arabic)\b/i.exec(source)?.[1] ?? null;
  // 'focus on the price', 'change the second line to "..."': the rest of the sentence after the cue.
  const at = source.toLowerCase().indexOf(cue.split(' ')[0]!);
  if (at < 0) return null;
  const rest = source.slice(at + cue.length).replace(/^[\s:,-]+/, '');
  const detail = (kind === 'fix' ? rest.split(/\n/)[0]! : rest.split(/[.!?\n]/)[0]!).trim().replace(/[.!?]+$/, '');
  return detail || null;
}
