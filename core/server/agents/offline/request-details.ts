import { capitalise } from './template-grammar.ts';

/**
 * The specifics a request gives, so the answer carries them: whom it is for, how many items, a word limit,
 * quoted names and keywords, and the brief itself (its points, as the request words them).
 */
export interface RequestDetails {
  /** The recipient's first name ("a follow-up email to Priya Shah" gives "Priya"). */
  recipient?: string;
  /** How many items the request asks for ("6 subject lines", "five headlines"). */
  count?: number;
  /** A length limit the request sets ("under 120 words"). */
  maxWords?: number;
  /** Quoted phrases: names ("The Grind") and target keywords ('office coffee subscription'). */
  quoted: string[];
  /** The request's points: its clauses after the ask, to be said in the copy. */
  points: string[];
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

export function requestDetails(message: string): RequestDetails {
  const firstLine = message.slice(0, 600).split('\n')[0]!;
  // Only the opening of a long message is read as the request: a pasted page is material, and long input stays cheap.
  const recipient = /\b(?:to|for|dear)\s+([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?=,|\s+(?:at|from|of|who|after|about)\b|\s*$)/.exec(firstLine)?.[1];
  const countMatch = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[a-z'-]+\s+){0,2}?(subject lines?|headlines?|taglines?|posts?|ideas?|options?|variants?|tips?|do'?s|points?|emails?|keywords?|phrases?|slogans?|hooks?)\b/i.exec(firstLine);
  const limit = /\b(?:under|at most|no more than|fewer than|less than|max(?:imum)?|within)\s+(\d{2,4})\s+words\b/i.exec(firstLine);
  const quoted = [...firstLine.matchAll(/["“‘']([^"”’']{3,80})["”’']/g)].map((m) => m[1]!.trim()).filter((q) => !/\s{2}/.test(q));
  return {
    ...(recipient && !/^(Our|The|This|An?|We|Us|You|Your|Office|Email)$/.test(recipient) ? { recipient } : {}),
    ...(countMatch ? { count: Math.min(12, NUMBER_WORDS[countMatch[1]!.toLowerCase()] ?? Number(countMatch[1])) } : {}),
    ...(limit ? { maxWords: Number(limit[1]) } : {}),
    quoted,
    points: pointsOf(firstLine),
  };
}

/**
 * The brief's points: what follows the ask ("Draft our newsletter for September: a note from the roastery, a
 * new origin from Huila, and a reminder about the Open Day" gives three points), and its later sentences.
 */
function pointsOf(line: string): string[] {
  const sentences = line.split(/(?<=[.!?])\s+/);
  const points: string[] = [];
  const first = sentences[0]!;
  // "announcing the Brew Club, our free two-week trial for offices": the apposition says what it is.
  const apposition = /\b(?:announcing|introducing|launching|promoting|about)\s+[^,:]+,\s+((?:our|a|an|the)\s+[^,:.]+)/i.exec(first)?.[1];
  if (apposition) points.push(`It is ${apposition}`);
  const colon = first.indexOf(': ');
  if (colon > 0) points.push(...first.slice(colon + 2).replace(/[.!?]$/, '').split(/,\s+(?:and\s+)?|;\s+|\s+and\s+(?=a |an |the |our )/).map((p) => p.trim()).filter((p) => p.split(' ').length >= 2));
  for (const s of sentences.slice(1)) {
    if (/\b(keep|make it|no body|only the|under \d+ words|at most)\b/i.test(s)) continue;
    points.push(s.replace(/[.!?]$/, '').trim());
  }
  return points.filter((p) => p.length <= 240).slice(0, 5);
}

/**
 * A point of the brief said to the reader: "She liked the filter" becomes "You liked the filter", "Suggest
 * starting on Monday" becomes "How about starting on Monday?", "It goes to managers who downloaded our guide"
 * becomes "You downloaded our guide, so this one is for you."
 */
export function pointToCopy(point: string): string {
  const p = point.trim().replace(/[.!?]+$/, '');
  const goesTo = /^(?:it|this|the email|the message)\s+(?:goes|is going|is)\s+(?:out\s+)?to\s+.+?\s+who\s+(.+)$/i.exec(p);
  if (goesTo) return `You ${goesTo[1]!.replace(/\s+but\s+never\s+.*$/i, '').replace(/\bhave\b\s*/, '')}, so this one is for you.`;
  const suggest = /^(?:suggest|propose|offer|recommend)\s+(.+)$/i.exec(p);
  if (suggest) return `How about ${suggest[1]}?`;
  const mention = /^(?:mention|include|add|say|note|remind (?:them|her|him) (?:of|about|that))\s+(.+)$/i.exec(p);
  if (mention) return `${capitalise(mention[1]!)}.`;
  const third = /^(she|he|they)\s+(.+)$/i.exec(p);
  if (third) return `You ${third[2]!.replace(/\b(her|his|their)\b/gi, 'your').replace(/\b(she|he|they)\b/gi, 'you')}.`;
  return `${capitalise(p)}.`;
}

