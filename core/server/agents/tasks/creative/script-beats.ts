import { mostlyRepeats, wordCount } from './copy-text.ts';

/** A sentence of a script, with how much it matters: rank 0 always stays (hook, offer, call to action), higher ranks go first. */
export interface Spoken {
  text: string;
  rank: number;
}

/** One beat of a script: a cue or shot, who speaks, and what they say. */
export interface Beat {
  /** An audio cue ('[MUSIC: light bed in]') or, for video, the shot. */
  cue: string | null;
  /** Text on screen (video). */
  onScreen?: string | null;
  speaker: string;
  lines: Spoken[];
  /** A music or sound cue with no words: kept though nobody speaks in it. */
  cueOnly?: boolean;
}

/**
 * Keeps the sentences that make the spoken words fit the length: every rank-0 sentence, then the others in
 * rank order while the total stays within the target, and past it (up to `max`) only while it is under `min`.
 * Beats left with nothing to say are dropped; pure cues stay.
 */
export function fitBeats(beats: Beat[], length: { min: number; target: number; max: number }): Beat[] {
  const all = beats.flatMap((b, bi) => b.lines.map((l, li) => ({ ...l, bi, li, words: wordCount(l.text) })));
  const keep = new Set<string>();
  const said: string[] = [];
  let total = 0;
  // An optional line that mostly says what a kept line says is not said twice (a hook that is also the differentiator).
  const take = (s: (typeof all)[number]) => {
    if (s.rank > 0 && said.some((t) => mostlyRepeats(s.text, t) || mostlyRepeats(t, s.text))) return;
    keep.add(`${s.bi}.${s.li}`);
    said.push(s.text);
    total += s.words;
  };
  for (const s of all.filter((s) => s.rank === 0)) take(s);
  const optional = [...all].filter((s) => s.rank > 0).sort((a, b) => a.rank - b.rank || a.bi - b.bi || a.li - b.li);
  for (const ceiling of [length.target, length.max]) {
    for (const s of optional) {
      if (keep.has(`${s.bi}.${s.li}`) || total + s.words > ceiling || (ceiling === length.max && total >= length.min)) continue;
      take(s);
    }
  }
  return beats.flatMap((b, bi) => {
    const lines = b.lines.filter((_, li) => keep.has(`${bi}.${li}`));
    return lines.length || b.cueOnly ? [{ ...b, lines }] : [];
  });
}

export function spokenWords(beats: Beat[]): number {
  return beats.reduce((n, b) => n + b.lines.reduce((m, l) => m + wordCount(l.text), 0), 0);
}
