import type { Limits } from '../../brief/brief.ts';
import { MIN_BODY_CHARACTERS } from '../../brief/channel-formats.ts';
import { sentencesOf } from '../../tools/text-stats.ts';
import { bodyOf, KEEP, wordCount, type Block, type EmailDraft } from './email-draft.ts';

/**
 * Holds an email to the brief's limits, counted on the body as sent (greeting to sign-off): words, sentences,
 * characters and bullets. It cuts the least needed first (whole blocks by weight, then a block's later
 * sentences, then list items), never the offer, the opening or the call to action. When even that is over,
 * the note says so with the count: a limit is never claimed met when it is not.
 */
export function fitDraft(draft: EmailDraft, asked: Limits): { draft: EmailDraft; notes: string[] } {
  // '3 subject lines, each under 45 characters … then the email': no email body fits 45 characters, so a limit that
  // short is the subject line's, not the body's.
  const short = asked.characters !== null && asked.characters < MIN_BODY_CHARACTERS;
  const limits: Limits = short ? { ...asked, characters: null, subject: asked.subject ?? asked.characters } : asked;
  let blocks = draft.blocks.map((b) => ({ ...b }));
  const body = () => bodyOf({ ...draft, blocks });
  const bodySentences = () => blocks.reduce((n, b) => n + sentencesOf(b.text.replace(/^\s*[-*]\s+/gm, '')).length, 0) + sentencesOf(draft.cta).length;
  // "Under 80 words" is met by 79; "at most 80" too.
  const over = (): boolean =>
    (limits.words !== null && wordCount(body()) >= limits.words) ||
    (limits.characters !== null && body().length > limits.characters) ||
    (limits.sentences !== null && bodySentences() > limits.sentences);
  // The event's details (what, when, where) are a list by layout, not the bullet points a limit counts.
  if (limits.bullets !== null) blocks = blocks.map((b) => (b.role === 'details' ? b : { ...b, text: capBullets(b.text, limits.bullets!, blocks.filter((x) => x.role !== 'details'), b) }));
  // 1. Whole blocks, the lightest first.
  while (over()) {
    const lightest = blocks.filter((b) => b.weight < KEEP).sort((a, b) => a.weight - b.weight)[0];
    if (!lightest) break;
    blocks = blocks.filter((b) => b !== lightest);
  }
  // 2. The later sentences and list items of what is left, the lightest block first.
  for (const b of [...blocks].sort((x, y) => x.weight - y.weight)) {
    while (over()) {
      const shorter = shorten(b.text);
      if (shorter === b.text) break;
      b.text = shorter;
    }
  }
  // A list's lead-in ('What you get:') without its list goes too.
  blocks = blocks.filter((b) => b.text.trim() && !/^[^\n]*:$/.test(b.text.trim()));
  const notes: string[] = [];
  // A subject or preview limit is that line's alone: it is cut where a clause ends, else after a whole word.
  const subject = limits.subject ? fitLine(draft.subject, limits.subject) : draft.subject;
  const preview = limits.preview ? fitLine(draft.preview, limits.preview) : draft.preview;
  const fitted = { ...draft, subject, preview, blocks };
  if (limits.subject && subject.length > limits.subject) notes.push(`The subject line is ${subject.length} characters, over the ${limits.subject} you asked for: shorten it by hand.`);
  const words = wordCount(bodyOf(fitted));
  if (limits.words !== null && words >= limits.words) notes.push(`This email is ${words} words, over the ${limits.words} you asked for: it is as short as it gets while keeping the offer and the call to action. Cut the greeting or sign-off if you need the last few.`);
  if (limits.characters !== null && bodyOf(fitted).length > limits.characters) notes.push(`This email is ${bodyOf(fitted).length} characters, over the ${limits.characters} you asked for.`);
  return { draft: fitted, notes };
}

/** A subject or preview line within `limit` characters: cut where a clause ends, else after the last whole word that fits, never mid-word. */
function fitLine(line: string, limit: number): string {
  if (line.length <= limit) return line;
  const clauses = [...line.matchAll(/[:,—–?]|\s-\s/g)].map((m) => line.slice(0, m.index! + (m[0] === '?' ? 1 : 0)).trim()).filter((c) => c.length <= limit && c.split(/\s+/).length >= 2);
  if (clauses.length) return clauses[clauses.length - 1]!;
  const words = line.split(/\s+/);
  let out = '';
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > limit) break;
    out = next;
  }
  // A line that ended on a small word ('… for', '… the') reads as cut: those go too.
  return out.replace(/(?:\s+(?:a|an|the|and|or|of|for|to|with|in|on|at|your|our|from|by))+$/i, '').replace(/[,:;—–-]+$/, '').trim() || line.slice(0, limit);
}

/** A block one step shorter: its last list item, else its last sentence, goes. */
function shorten(text: string): string {
  const lines = text.split('\n');
  const items = lines.filter((l) => /^\s*[-*]\s+/.test(l));
  if (items.length > 1) {
    const last = lines.lastIndexOf(items[items.length - 1]!);
    return lines.filter((_, i) => i !== last).join('\n');
  }
  if (lines.length > 1) return lines.slice(0, -1).join('\n');
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“*[])/);
  return sentences.length > 1 ? sentences.slice(0, -1).join(' ') : text;
}

/** No more list items in the whole email than the brief allows: later blocks give theirs up first. */
function capBullets(text: string, max: number, all: Block[], self: Block): string {
  const before = all.slice(0, all.indexOf(self)).reduce((n, b) => n + b.text.split('\n').filter((l) => /^\s*[-*]\s+/.test(l)).length, 0);
  let left = Math.max(0, max - before);
  return text
    .split('\n')
    .filter((l) => !/^\s*[-*]\s+/.test(l) || left-- > 0)
    .join('\n');
}
