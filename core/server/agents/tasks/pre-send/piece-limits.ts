import type { Brief } from '../../brief/brief.ts';
import { CHANNEL_FORMATS, MIN_BODY_CHARACTERS, SEARCH_SNIPPET } from '../../brief/channel-formats.ts';
import { COUNTER, isCopyLine, prefixOf, sentencesOfLine, wordCount } from './copy-lines.ts';

/**
 * The limits a piece must meet: the channel's own (a title tag 60 characters, a meta description 155, a Google
 * search headline 30 and description 90) and the request's (words, characters, bullets, sentences). An item over
 * its channel limit is cut where a sentence or clause ends when that fits; copy over the request's word or
 * character limit loses whole sentences from its middle. What still does not fit is named, never hidden.
 */
export interface LimitResult {
  text: string;
  /** What was trimmed, plainly. */
  trimmed: string[];
  /** What is still over, plainly. */
  over: string[];
}

/** The limit of a labelled line or of an item under a heading, from what its label or heading names. */
function itemLimit(label: string, heading: string, brief: Brief): { limit: number; what: string } | null {
  if (/^title tag|^(?:seo |page |meta )title/i.test(label)) return { limit: SEARCH_SNIPPET.titleCharacters, what: 'title tag' };
  if (/^meta description/i.test(label)) return { limit: SEARCH_SNIPPET.descriptionCharacters, what: 'meta description' };
  const platforms = [...(brief.platforms ?? []), ...brief.deliverables.flatMap((d) => d.platforms)];
  if (!platforms.includes('google-search')) return null;
  const search = CHANNEL_FORMATS['google-search'];
  if (/headline/i.test(label || heading)) return { limit: search.headline!.maxCharacters, what: 'Google search headline' };
  if (/description/i.test(label || heading)) return { limit: search.description!.maxCharacters, what: 'Google search description' };
  return null;
}

/** The text cut where a sentence ends so it fits, else where a clause ends; null when no such cut leaves two words. */
function cutToFit(text: string, limit: number): string | null {
  const heads = (re: RegExp) =>
    [...text.matchAll(re)]
      .map((m) => text.slice(0, m.index! + (/^[.!?]$/.test(m[0]) ? 1 : 0)).trim().replace(/[,:;—–|-]+$/, '').trim())
      .filter((head) => head.length <= limit && wordCount(head) >= 2);
  const sentence = heads(/[.!?](?=\s)/g);
  if (sentence.length) return sentence[sentence.length - 1]!;
  const clause = heads(/:(?=\s)|\s[—–-]\s|,(?=\s)|\s\|\s/g);
  return clause.length ? clause[clause.length - 1]! : null;
}

const counterFor = (old: string, length: number) => old.replace(/\d[\d,]*(?=(?:\/|\)|\s))/, String(length));

export function withinChannelLimits(deliverable: string, brief: Brief): LimitResult {
  const trimmed: string[] = [];
  const over: string[] = [];
  let heading = '';
  const lines = deliverable.split('\n').map((line) => {
    if (/^\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s*(?:\(|$))/.test(line)) heading = line;
    if (!isCopyLine(line)) return line;
    const prefix = prefixOf(line);
    const label = prefix.replace(/^\s*(?:[-*+•]\s+|\d+[.)]\s+)?/, '').replace(/[*:]/g, '').trim();
    const item = /^\s*\d+[.)]\s/.test(line) || label;
    if (!item) return line;
    const limit = itemLimit(label, heading, brief);
    if (!limit) return line;
    const counter = line.match(COUNTER)?.[0] ?? '';
    const body = line.slice(prefix.length).replace(COUNTER, '').trim();
    if (body.length <= limit.limit || /^\[.*\]$/.test(body)) return line;
    const cut = cutToFit(body, limit.limit);
    if (cut) {
      trimmed.push(`a ${limit.what} cut to ${cut.length} characters at a sentence or clause end (limit ${limit.limit}): "${cut}"`);
      return `${prefix}${cut}${counter ? counterFor(counter, cut.length) : ''}`;
    }
    over.push(`the ${limit.what} "${body}" is ${body.length} characters, over the ${limit.limit} the channel shows: shorten it by hand`);
    return line;
  });
  return { text: lines.join('\n'), trimmed, over };
}

/** The deliverable's pieces: split where a piece's heading or label starts ('### Email 2 of 3', '**Post 2**'). */
export function piecesOf(deliverable: string): string[] {
  const lines = deliverable.split('\n');
  const starts = lines.map((l, i) => (/^\s*(?:#{2,4}\s|\*\*[^*]*\b\d+\b[^*]*\*\*)/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (starts.length < 2) return [deliverable];
  return [lines.slice(0, starts[0]).join('\n'), ...starts.map((s, k) => lines.slice(s, starts[k + 1] ?? lines.length).join('\n'))];
}

const hasCopy = (piece: string) => piece.split('\n').some(isCopyLine);

// An email's body is counted as sent, greeting to sign-off: its subject and preview lines are not in it.
const copyOf = (piece: string) => piece.split('\n').filter((l) => isCopyLine(l) && !/^\s*(?:Subject|Preview)\s*:/i.test(l)).map((l) => l.slice(prefixOf(l).length).replace(COUNTER, '').replace(/\*\*/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));

/** Whether a sentence is one a piece keeps whatever its length: a call to action with a link, a sign-off, a greeting. */
const KEPT = /https?:\/\/|\]\(|^(?:hi|hello|dear)\b|\{\{|^#/i;

/** Drops sentences from the piece's longest middle paragraph, last first, until it fits the measure. */
function trimPiece(piece: string, fits: (text: string) => boolean): string {
  let text = piece;
  for (let guard = 0; guard < 40 && !fits(copyOf(text).join('\n')); guard++) {
    const lines = text.split('\n');
    const copy = lines.map((l, i) => ({ l, i })).filter(({ l }) => isCopyLine(l) && !KEPT.test(l) && !/^\s*(?:Subject|Preview)\s*:/i.test(l));
    // Never the piece's last copy line (the close), nor the first sentence of its first (the opening).
    // A labelled field ('Meta description: …', '**Headline:** …') loses sentences, never the whole field: the piece still needs it.
    const labelled = (l: string) => /[A-Za-z]/.test(prefixOf(l).replace(/^\s*(?:>\s*)?(?:[-*+•]\s+|\d+[.)]\s+)?/, ''));
    const middle = copy.slice(0, -1).filter(({ l }, k) => (k > 0 && !labelled(l)) || sentencesOfLine(l.slice(prefixOf(l).length)).length > 1).sort((a, b) => wordCount(b.l) - wordCount(a.l));
    const target = middle[0];
    if (!target) break;
    const prefix = prefixOf(target.l);
    const sentences = sentencesOfLine(target.l.slice(prefix.length));
    lines[target.i] = sentences.length > 1 ? `${prefix}${sentences.slice(0, -1).join(' ')}` : '';
    text = lines.filter((l, i) => i !== target.i || l.trim()).join('\n').replace(/\n{3,}/g, '\n\n');
  }
  return text;
}

/** A labelled field of a piece: '- **Primary text** _(87/124)_: …', '**Headline:** …'. */
const FIELD = /^\s*(?:[-*]\s+)?\*\*(?!\[)[^*]{2,30}\*\*\s*(?:_\([^)]*\)_)?\s*:?\s*\S/;

/** Pieces whose word count is a length to write to, not a cap to cut at. */
const LONG_PIECE = /^(?:article|blog post|post outline|outline|guide|page|landing page|report|plan|case study|press release)$/;
const LONG_TOLERANCE = 1.15;

export function withinRequestLimits(deliverable: string, brief: Brief): LimitResult {
  const { words, bullets, sentences } = brief.limits;
  const asked = brief.limits;
  const trimmed: string[] = [];
  const over: string[] = [];
  if (!words && !asked.characters && !bullets && !sentences) return { text: deliverable, trimmed, over };
  // Pieces made of labelled fields (an ad's primary text, headline and description) hold a limit per field, which
  // the task fits and counts: a whole-piece measure would cut the wrong field.
  if (deliverable.split('\n').some((l) => FIELD.test(l))) return { text: deliverable, trimmed, over };
  // 'Each under 50 words' holds for each of several pieces; one piece's sections share its limit.
  const several = brief.deliverables.some((d) => !d.part && (d.count ?? 1) > 1);
  // Pieces of one line each (taglines, headlines, lines for a poster): each line holds the limit, and none is dropped.
  if (piecesOf(deliverable).filter(hasCopy).length < 2) {
    const items = withinItemLimits(deliverable, words, asked.characters);
    if (items) return items;
  }
  const pieces = several ? piecesOf(deliverable) : [deliverable];
  // A characters limit too short for any piece of several sentences ('3 subject lines, each under 45 characters …
  // then the email') is its lines', which their task holds: a whole piece is not cut to it.
  const characters = asked.characters !== null && asked.characters < MIN_BODY_CHARACTERS && pieces.filter(hasCopy).length > 1 ? null : asked.characters;
  const many = pieces.filter(hasCopy).length > 1;
  const numbers = new Map(pieces.filter(hasCopy).map((p, k) => [p, k + 1]));
  const name = (piece: string) => (many ? `piece ${numbers.get(piece)}` : 'the copy');
  const measure = (text: string) => ({ words: wordCount(text), characters: text.replace(/\n+/g, ' ').length });
  const fits = (text: string) => (!words || measure(text).words <= words) && (!characters || measure(text).characters <= characters);
  // A piece written at length ('a 600-word article') takes its words as a target: never cut by the sentence, named when well over.
  const long = brief.deliverables.some((d) => !d.part && LONG_PIECE.test(d.noun));
  const done = pieces.map((piece) => {
    if (!hasCopy(piece)) return piece;
    if (long) {
      const n = wordCount(copyOf(piece).join('\n'));
      if (words && n > words * LONG_TOLERANCE) over.push(`${name(piece)} is ${n} words, well over the ${words} asked`);
      return piece;
    }
    const k = piece;
    const before = measure(copyOf(piece).join('\n'));
    const after = fits(copyOf(piece).join('\n')) ? piece : trimPiece(piece, fits);
    const now = measure(copyOf(after).join('\n'));
    if (after !== piece) trimmed.push(`${name(k)} cut from ${before.words} to ${now.words} words (${now.characters} characters) by taking out whole sentences`);
    if (words && now.words > words) over.push(`${name(k)} is ${now.words} words, over the ${words} asked`);
    if (characters && now.characters > characters) over.push(`${name(k)} is ${now.characters} characters, over the ${characters} asked`);
    if (bullets) {
      const n = after.split('\n').filter((l) => /^\s*[-*•]\s/.test(l)).length;
      if (n > bullets) over.push(`${name(k)} has ${n} bullet points, over the ${bullets} asked`);
    }
    if (sentences) {
      const n = copyOf(after).flatMap((l) => sentencesOfLine(l)).length;
      if (n > sentences) over.push(`${name(k)} has ${n} sentences, over the ${sentences} asked`);
    }
    return after;
  });
  return { text: done.join('\n'), trimmed, over };
}

/** Each numbered or bulleted line of the copy held to the words or characters asked, cut only where a clause ends. */
function withinItemLimits(deliverable: string, words: number | null, characters: number | null): LimitResult | null {
  const trimmed: string[] = [];
  const over: string[] = [];
  const lines = deliverable.split('\n');
  const items = lines.filter((l) => isCopyLine(l) && /^\s*(?:\d+[.)]|[-*•])\s/.test(l));
  if (items.length < 2) return null;
  const measure = (text: string) => (words ? wordCount(text) <= words : true) && (characters ? text.length <= characters : true);
  const text = lines.map((line) => {
    if (!items.includes(line)) return line;
    const prefix = prefixOf(line);
    const counter = line.match(COUNTER)?.[0] ?? '';
    const body = line.slice(prefix.length).replace(COUNTER, '').trim();
    if (measure(body)) return line;
    const cut = cutWhere(body, measure);
    if (cut) {
      trimmed.push(`"${body}" cut to "${cut}" where a clause ends`);
      return `${prefix}${cut}${counter ? counterFor(counter, cut.length) : ''}`;
    }
    over.push(`"${body}" is ${wordCount(body)} words (${body.length} characters), over the ${words ? `${words} words` : `${characters} characters`} asked`);
    return line;
  });
  return { text: text.join('\n'), trimmed, over };
}

/** The longest head of the text, ended where a sentence or clause ends, that meets the measure. */
function cutWhere(text: string, fits: (head: string) => boolean): string | null {
  const heads = [...text.matchAll(/[.!?](?=\s)|:(?=\s)|\s[—–-]\s|,(?=\s)/g)]
    .map((m) => text.slice(0, m.index! + (/^[.!?]$/.test(m[0]) ? 1 : 0)).trim().replace(/[,:;—–-]+$/, '').trim())
    .filter((head) => fits(head) && wordCount(head) >= 2);
  return heads.length ? heads[heads.length - 1]! : null;
}
