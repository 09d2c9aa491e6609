import type { TaskOutput } from './agent-task.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';
import { statedDate } from '../brief/read-event.ts';
import { opensOnNewWork } from './follow-up-steps.ts';

/**
 * 'Correction: it starts at 11am.', 'The price went up to £30, can you change that?', 'Change £25 to £30 please',
 * 'Sorry, the date is Sunday 15 June.': a figure of the answer corrected. The new one replaces the old wherever the
 * answer says it, when the answer says only one figure of that kind (one price, one time, one date) or the follow-up
 * names the old one; otherwise nothing is guessed.
 */
const CUE = /\b(?:correction|actually|sorry|went up|gone up|went down|gone down|changed|moved|instead|update|fix|should be|wrong|mistake|typo|is now|are now|it'?s now|costs? now|starts? now)\b/i;
const MONEY = /[£$€]\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?![\d,]\d)/g;
const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/gi;

interface Kind {
  name: string;
  all: (text: string) => string[];
}

const KINDS: Kind[] = [
  { name: 'price', all: (t) => [...new Set(t.match(MONEY) ?? [])] },
  { name: 'time', all: (t) => [...new Set((t.match(TIME) ?? []).map((x) => x.trim()))] },
  { name: 'date', all: (t) => {
    const found: string[] = [];
    let rest = t;
    for (let d = statedDate(rest); d && found.length < 5; d = statedDate(rest)) {
      found.push(d.replace(/,?\s+(?:at|from)\s+.*$/i, '').trim());
      rest = rest.slice(rest.indexOf(d) + d.length);
    }
    return [...new Set(found)];
  } },
];

export function newFigure(request: string, previous: string): TaskOutput | null {
  const asked = request.trim();
  // ('Now add the £25 deposit', 'focus on the £85 frame': a figure put in or led with, not one corrected.)
  if (asked.split(/\s+/).length > 25 || opensOnNewWork(asked) || /\b(?:add|include|mention|put in|work in|focus|lead with|highlight|about)\b/i.test(asked)) return null;
  const explicit = /\b(?:change|replace|swap|update)\s+(\S+(?:\s\S+){0,2}?)\s+(?:to|with|for)\s+(\S+(?:\s\S+){0,2}?)(?:[\s,.!]+please)?[.!]?$/i.exec(asked);
  let pair: [string, string] | null = null;
  if (explicit && previous.includes(explicit[1]!.replace(/^["“']|["”']$/g, ''))) pair = [explicit[1]!.replace(/^["“']|["”']$/g, ''), explicit[2]!.replace(/^["“']|["”']$/g, '')];
  if (!pair && CUE.test(asked)) {
    for (const kind of KINDS) {
      const said = kind.all(asked);
      const before = kind.all(previous).filter((x) => !said.includes(x));
      // One new figure of the kind, and one old one for it to replace.
      if (said.length === 1 && before.length === 1 && !previous.includes(said[0]!)) {
        pair = [before[0]!, said[0]!];
        break;
      }
    }
  }
  if (!pair) return null;
  const [from, to] = pair;
  const pattern = new RegExp(`(?<![\\w£$€.,])${escapeRegExp(from)}(?![\\w]|[.,]\\d)`, 'g');
  const count = (previous.match(pattern) ?? []).length;
  if (!count) return null;
  return {
    summary: `Here is the previous answer with "${from}" changed to "${to}" (${count === 1 ? 'once' : `${count} times`}).`,
    deliverable: previous.replace(pattern, to),
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: `corrected ${from} to ${to}` }],
    artifacts: [],
  };
}
