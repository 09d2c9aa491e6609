import type { TaskOutput } from './agent-task.ts';

/**
 * 'Drop the third one', 'lose number 2', 'remove the last option': one item of the answer's list, or one of its
 * numbered pieces ('**Caption 3**' and what follows it), taken out by its place; the rest keep their order and are
 * numbered again, and a heading that counted them ('5 alternatives') counts what is left.
 */
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ITEM_NOUN = '(?:one|option|line|tagline|idea|item|point|bullet|headline|caption|subject(?: line)?|title|name|version|post|tweet|hook|question|angle|suggestion|example|slogan)s?';
/** The words after 'drop' that name an item by its place and nothing else. */
const BY_PLACE = new RegExp(`^(?:the\\s+)?(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\\d{1,2}(?:st|nd|rd|th))(?:\\s+${ITEM_NOUN})?|(?:${ITEM_NOUN}\\s+)?(?:number|no\\.?|#)\\s*(\\d{1,2})|(?:option|caption|tagline|headline|idea|version|post)\\s+(\\d{1,2}))\\s*[.!]?$`, 'i');

/** The place the words name (1-based; -1 for the last), or null when they name something else. */
function placeNamed(words: string): number | null {
  const m = BY_PLACE.exec(words.trim());
  if (!m) return null;
  const said = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  if (said === 'last') return -1;
  return ORDINALS[said] ?? (Number.parseInt(said, 10) || null);
}

const LIST_LINE = /^\s*(?:\d{1,2}[.)]|[-*•])\s+\S/;
const PIECE_HEAD = /^\s*(?:#{2,6}\s+|\*\*)[^\n]*?\b(\d{1,2})\b[^\n]*$/;

/** The text without the item at `place`, or null when it has no list or numbered pieces that long. */
function withoutItemAt(text: string, place: number): { text: string; removed: string } | null {
  const lines = text.split('\n');
  // Lists: runs of list lines (blank lines inside a run do not end it).
  const runs: number[][] = [];
  let run: number[] = [];
  for (const [i, line] of lines.entries()) {
    if (LIST_LINE.test(line)) run.push(i);
    else if (line.trim()) {
      if (run.length) runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  // A numbered list is what is counted by place before bullets are ('It breaks none of your rules' over the options).
  const long = runs.filter((r) => r.length >= 2 && (place === -1 || r.length >= place));
  const list = long.find((r) => /^\s*\d/.test(lines[r[0]!]!)) ?? long[0];
  if (list) {
    const at = list[place === -1 ? list.length - 1 : place - 1]!;
    const removed = lines[at]!.replace(/^\s*(?:\d{1,2}[.)]|[-*•])\s+/, '').trim();
    const kept = lines.filter((_l, i) => i !== at);
    return { text: recounted(renumberedFrom(kept, list[0]!), list.length, list[0]!), removed };
  }
  // Pieces: numbered headings ('**Caption 3**', '### Option 2'), each with the lines under it up to the next.
  const numbered: number[] = [];
  for (const [i, line] of lines.entries()) {
    const head = PIECE_HEAD.exec(line);
    if (head && Number(head[1]) === numbered.length + 1) numbered.push(i);
  }
  if (numbered.length < 2 || (place !== -1 && numbered.length < place)) return null;
  const k = place === -1 ? numbered.length - 1 : place - 1;
  const start = numbered[k]!;
  const end = numbered[k + 1] ?? lines.findIndex((l, i) => i > start && /^\s*(?:---+|#{1,3}\s)/.test(l) && !PIECE_HEAD.test(l));
  const stop = end > start ? end : lines.length;
  const removed = lines.slice(start + 1, stop).join('\n').trim();
  const kept = [...lines.slice(0, start), ...lines.slice(stop)];
  // The pieces after it move up one: 'Caption 4' becomes 'Caption 3'.
  let n = 0;
  const renamed = kept.map((l, i) => {
    if (i < start || !PIECE_HEAD.test(l) || !numbered.includes(i + (stop - start))) return l;
    n++;
    return l.replace(/\b(\d{1,2})\b/, String(k + n));
  });
  return { text: recounted(renamed, numbered.length, numbered[0]!).replace(/\n{3,}/g, '\n\n').trim(), removed };
}

function renumberedFrom(lines: string[], from: number): string[] {
  let n = 0;
  return lines.map((line, i) => {
    if (i < from) return line;
    const m = /^(\s*)\d{1,2}([.)]\s+.*)$/.exec(line);
    if (!m) {
      if (line.trim() && n) n = -1_000;
      return line;
    }
    if (n < 0) return line;
    n++;
    return `${m[1]}${n}${m[2]}`;
  });
}

/** The closest heading above the list that counted its items ('## 5 alternatives') says one fewer. */
function recounted(lines: string[], count: number, from: number): string {
  for (let i = from - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    if (!/^\s*(?:#{1,6}\s|\*\*)/.test(line)) break;
    const word = NUMBER_WORDS[count];
    const said = new RegExp(`\\b(?:${count}${word ? `|${word}` : ''})\\b`, 'i');
    if (said.test(line)) {
      lines = [...lines];
      lines[i] = line.replace(said, (m) => (/\d/.test(m) ? String(count - 1) : (NUMBER_WORDS[count - 1] ?? String(count - 1))));
    }
    break;
  }
  return lines.join('\n');
}

const DROP = /^\W*(?:(?:please|ok(?:ay)?|and|now|also|can you|could you)[\s,]+)*(?:remove|drop|delete|cut|take out|lose|get rid of|ditch|bin)\s+(.+?)\s*(?:,?\s*please)?[.!]?\s*$/i;

/** A follow-up that only drops an item by its place, answered on the whole previous answer; null for any other. */
export function droppedByPlace(request: string, previous: string): TaskOutput | null {
  const asked = DROP.exec(request.trim());
  const place = asked ? placeNamed(asked[1]!) : null;
  if (place === null) return null;
  const dropped = withoutItemAt(previous, place);
  if (!dropped) return null;
  const gone = dropped.removed.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  return {
    summary: `Here is the previous answer without ${place === -1 ? 'the last one' : `number ${place}`} ("${gone.length > 80 ? `${gone.slice(0, 77)}…` : gone}"); the rest are as they were, numbered again.`,
    deliverable: dropped.text,
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: `removed item ${place === -1 ? 'last' : place}` }],
    artifacts: [],
  };
}
