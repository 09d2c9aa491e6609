import type { Brief } from '../../brief/brief.ts';
import { requestDetails } from '../../offline/request-details.ts';

/**
 * What the request says the email should cover, sorted by what the copy does with it. The request's own
 * sentences never go into the copy as they are: an instruction about the writing ("use the one-pager", "keep
 * it short", "link to …") is dropped, and a point about the reader is said to the reader.
 */
export type RequestPoint =
  /** What the thing is, as the request describes it ('our free two-week coffee trial for offices'). */
  | { kind: 'what'; text: string }
  /** Something the reader liked ('the Ethiopian filter'). */
  | { kind: 'liked'; text: string }
  /** A worry or question the reader raised ('the machine would be hard to clean'). */
  | { kind: 'concern'; text: string }
  /** The next step the sender proposes ('starting the trial next Monday'). */
  | { kind: 'next'; text: string }
  /** An item to cover: a newsletter story, an agenda point ('a new single origin from Huila'). */
  | { kind: 'item'; text: string }
  /** A statement about the reader, already in the second person ('You run a team of twelve.'). */
  | { kind: 'about'; text: string };

export interface RequestPoints {
  /** The reader's first name when the request names one person ('to Priya Shah' gives 'Priya'). */
  recipient: string | null;
  /** A name the request quotes ('our newsletter "The Grind"'). */
  quoted: string[];
  points: RequestPoint[];
}

/** Talk about the writing itself, never copy: sources, format, length, tone, links. */
const ABOUT_THE_WRITING = /\b(one-?pager|attached|attachment|document|the facts|product sheet|words?|sentences?|bullets?|bullet points?|paragraphs?|subject lines?|preview text|tone|voice|cta|call to action|link|https?:\/\/|www\.|format|template|version|draft|copy|sign[- ]?off|emails?|sequence)\b/i;
const INSTRUCTION = /^(please|use|keep|make|write|draft|create|send|base|draw|pull|take|refer|do not|don't|no|only|just|full|it should|this should|should|must|need|in a|sign|avoid|add|give)\b/i;

export function requestPointsOf(brief: Brief): RequestPoints {
  const details = requestDetails(brief.request);
  const points: RequestPoint[] = [];
  for (const raw of details.points) {
    const point = raw.trim().replace(/[.!?]+$/, '');
    if (!point) continue;
    const what = /^it is\s+(.+)$/i.exec(point);
    if (what) {
      points.push({ kind: 'what', text: what[1]! });
      continue;
    }
    // "It goes to managers who downloaded our guide": the audience, which the brief already holds.
    if (/^(it|this|the email|the message)\s+(goes|is going|is sent|is)\s+(out\s+)?to\b/i.test(point)) continue;
    const suggest = /^(?:suggest|propose|offer|recommend|ask (?:her|him|them) about)\s+(.+)$/i.exec(point);
    if (suggest) {
      points.push({ kind: 'next', text: suggest[1]! });
      continue;
    }
    const content = /^(?:mention|include|remind (?:them|her|him|readers|people) (?:of|about|that)|cover|feature|highlight)\s+(.+)$/i.exec(point);
    if (content) {
      if (!ABOUT_THE_WRITING.test(content[1]!)) points.push({ kind: 'item', text: content[1]! });
      continue;
    }
    const third = /^(she|he|they)\s+(.+)$/i.exec(point);
    if (third) {
      points.push(...readerPoints(third[2]!));
      continue;
    }
    if (INSTRUCTION.test(point) || ABOUT_THE_WRITING.test(point)) continue;
    // A noun phrase from a list after the ask ("a note from the roastery"): an item to cover.
    if (/^(a|an|the|our|some|new|this|next|last|one|two|three)\b/i.test(point) && !/\b(is|are|was|were|will|would|has|have)\b/i.test(point)) points.push({ kind: 'item', text: point });
  }
  return { recipient: details.recipient ?? null, quoted: details.quoted.filter((q) => !ABOUT_THE_WRITING.test(q) || q.split(' ').length <= 4), points };
}

/** "liked the filter but worried the machine would be hard to clean": one point per clause. */
function readerPoints(rest: string): RequestPoint[] {
  return rest.split(/,?\s+but\s+|,\s+and\s+|;\s+/).flatMap((clause): RequestPoint[] => {
    const c = clause.trim();
    const liked = /^(?:really\s+)?(?:liked|loved|enjoyed|was (?:impressed by|happy with|keen on)|likes|loves)\s+(.+)$/i.exec(c);
    if (liked) return [{ kind: 'liked', text: toSecondPerson(liked[1]!) }];
    const concern = /^(?:(?:was|is|were|seemed)\s+)?(?:worried|concerned|unsure|not sure|nervous)\s+(?:about\s+|that\s+|whether\s+|if\s+)?(.+)$/i.exec(c) ?? /^(?:asked|wondered|had (?:a )?questions?)\s+(?:about\s+|whether\s+|if\s+|how\s+)?(.+)$/i.exec(c);
    if (concern) return [{ kind: 'concern', text: toSecondPerson(concern[1]!) }];
    if (ABOUT_THE_WRITING.test(c)) return [];
    return [{ kind: 'about', text: `You ${agree(toSecondPerson(c))}.` }];
  });
}

function toSecondPerson(text: string): string {
  return text.replace(/\b(her|his|their)\b/gi, 'your').replace(/\b(she|he|they)\b/gi, 'you').replace(/\bherself|himself|themselves\b/gi, 'yourself');
}

/** 'runs a team' after 'You' reads 'run a team'; 'is' reads 'are', 'has' reads 'have', 'was' reads 'were'. */
function agree(predicate: string): string {
  const [verb = '', ...rest] = predicate.split(' ');
  const fixed = verb === 'is' ? 'are' : verb === 'has' ? 'have' : verb === 'was' ? 'were' : verb === 'does' ? 'do' : /[^s]s$/.test(verb) && !/(ss|us|is)$/.test(verb) ? verb.replace(/(ch|sh|x)es$/, '$1').replace(/ies$/, 'y').replace(/s$/, '') : verb;
  return [fixed, ...rest].join(' ');
}
