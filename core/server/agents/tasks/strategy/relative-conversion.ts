import { mentionsIn } from './channel-lexicon.ts';

/**
 * How well one channel's results turn into customers, as the request compares it ('Facebook trials convert half as
 * often', 'LinkedIn leads close twice as well'): the factor a cost per result is divided by to give the cost per
 * customer. A channel the sentence names before the comparison is the one it is about.
 */
export interface RelativeConversion {
  /** The channel kind's name ('Meta ads'). */
  channel: string;
  /** 0.5 for half as often, 2 for twice as often. */
  factor: number;
  /** As written: 'half as often'. */
  text: string;
}

const FACTORS: Record<string, number> = { half: 0.5, 'a half': 0.5, 'a third': 1 / 3, 'a quarter': 0.25, twice: 2, double: 2, 'three times': 3, 'four times': 4 };
const COMPARE = /\b(?:convert|converts|converting|close|closes|turn into (?:customers|sales|members)|become (?:customers|paying|members)|sign up|pay)\b[^.;!?]{0,30}?\b(half|a half|a third|a quarter|twice|double|three times|four times|(\d+(?:\.\d+)?)\s*(?:x|times))\s+as\s+(?:often|well|much|many|frequently)\b/gi;

export function relativeConversions(request: string): RelativeConversion[] {
  const out: RelativeConversion[] = [];
  for (const sentence of request.split(/(?<=[.!?])\s+|\n+/)) {
    for (const m of sentence.matchAll(COMPARE)) {
      const factor = m[2] ? Number(m[2]) : FACTORS[m[1]!.toLowerCase()];
      if (!factor || !Number.isFinite(factor) || factor <= 0) continue;
      // The channel is the last one named before the comparison, in the same clause ('…, but Facebook trials convert …').
      const before = mentionsIn(sentence).filter((c) => c.at < (m.index ?? 0)).at(-1);
      if (before) out.push({ channel: before.kind.name, factor, text: `${m[1]!} as ${/often|well|much|many|frequently/i.exec(m[0])![0]}` });
    }
  }
  return out;
}
