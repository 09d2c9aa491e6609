import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import { parseCount } from '../brief/parse-count.ts';
import { wordCount } from './pre-send/copy-lines.ts';

/** Between an item and the labelled line under it ('**Fix:** …'): a space when read as one, a break when more points are wanted. */
const JOIN = '\u0000';
const joined = (item: string) => item.split(JOIN).join(' ');

/** What an answer says, point by point: the call it makes, the reasons it gives, and the steps it asks for. */
interface Points {
  decision: string | null;
  reasons: string[];
  actions: string[];
  /** A table the answer holds: its header, its separator and its rows, as written. */
  table: { head: string[]; rows: string[] } | null;
}

// (The patterns below capture only counts parseCount reads.)
const countIn = (word: string) => parseCount(word)!;
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;

/** 'into 5 bullets', 'as three bullet points'. */
const AS_BULLETS = new RegExp(String.raw`\b(?:into|as|in|to)\s+${COUNT}\s+(?:short\s+|quick\s+|key\s+|one-line\s+|simple\s+|plain\s+)?(?:bullets?|bullet points?|points|lines)\b`, 'i');
/** 'in 3 sentences', 'explain that to Priya', 'summarise it for the board'. */
const AS_SENTENCES = new RegExp(String.raw`\b(?:in|into|as)\s+${COUNT}\s+sentences?\b`, 'i');
const EXPLAIN = /^\W*(?:(?:ok(?:ay)?|good|great|thanks|now|and|so|fine|right|can you|could you|please)[\s,.!]+)*(?:explain|summari[sz]e|sum up|put|boil)\s+(?:it|that|this|the (?:answer|plan|decision|call|above))\b/i;
/** 'Cut it to the 5 actions that matter most, same table', 'just the top 3 steps'. */
const TOP = new RegExp(String.raw`\b(?:cut|trim|narrow|boil|bring|keep|pare)\b[^.?!]{0,20}?\bto\s+(?:the\s+|just\s+the\s+|only\s+the\s+)?(?:top\s+)?${COUNT}\s+(?:\w+\s+)?(?:actions?|steps?|things?|points?|items?|rows?|moves?|priorities|tasks?|recommendations?)\b|\bjust\s+the\s+top\s+${COUNT}\b`, 'i');
/** 'as a to-do list for Monday's meeting, with an owner for each (me, Priya, or front desk)'. */
const TO_DO = /\b(?:to-?do list|checklist|check list|action list|task list|list of (?:actions|tasks|to-?dos))\b/i;

/** Words that point back at the answer just given. */
const POINTS_BACK = /\b(?:it|that|this|these|those|same table|the (?:answer|plan|above|recommendations?|review|decision|call|advice|risks|opportunities|steps|actions|points|list|table|fixes|findings))\b/i;

/**
 * A follow-up that asks for the answer just given in another shape: so many bullets, so many sentences for a
 * colleague, the few actions that matter most, a to-do list with owners. Made from that answer's own points, in its
 * order: nothing is added that it did not say. Null when the follow-up asks for none of these, or the answer has no
 * points to reshape.
 */
export function reshapedAnswer(request: string, previous: PreviousAnswer): TaskOutput | null {
  const bullets = AS_BULLETS.exec(request);
  const sentences = AS_SENTENCES.exec(request) ?? (EXPLAIN.test(request) ? ([, '3'] as unknown as RegExpExecArray) : null);
  const top = TOP.exec(request);
  const todo = TO_DO.test(request);
  if (!bullets && !sentences && !top && !todo) return null;
  // ('Write our benefits as 5 bullets' is new work; 'turn that into 5 bullets' reshapes the answer.)
  if (!POINTS_BACK.test(request)) return null;
  const points = pointsOf(previous.deliverable);
  const all = [...(points.decision ? [points.decision] : []), ...points.reasons, ...points.actions];
  if (all.flatMap((p) => p.split(JOIN)).length < 2 && !points.table) return null;
  const limit = /\b(?:under|below|less than|fewer than|no more than|max(?:imum)?|at most|up to)\s+(\d+)\s+words?\b/i.exec(request);
  const words = limit ? Number(limit[1]) : null;
  if (todo) return toDoList(request, points);
  if (top) {
    const n = countIn((top[1] ?? top[2])!);
    // (Only a table of the steps: a table of measures beside a list of steps is not what is cut.)
    if (points.table && /\b(?:actions?|steps?|what to do|tasks?|moves?|weeks?|owners?)\b/i.test(points.table.head[0]!) && /\btable\b/i.test(request + previous.request)) {
      const rows = points.table.rows.slice(0, n);
      if (points.table.rows.length >= n) return reshaped(`The table cut to its first ${rows.length} rows, in the order the answer above gives them (the order its steps run in).`, [...points.table.head, ...rows].join('\n'));
      // Fewer rows than actions asked: each row's steps become rows of their own, under the row's first cell.
      const cells = (row: string) => row.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
      const head = cells(points.table.head[0]!);
      const doing = Math.max(1, head.findIndex((h) => /\b(?:what to do|actions?|steps?|tasks?|moves?)\b/i.test(h)));
      const steps = points.table.rows.flatMap((row) => {
        const c = cells(row);
        return (c[doing] ?? '').split(/(?<=[.!?])\s+(?=[A-Z])/).filter((x) => x.split(/\s+/).length >= 3).map((step) => `| ${c[0]} | ${step} |`);
      });
      const kept = steps.slice(0, n);
      return reshaped(`The first ${kept.length} actions of the table above, one a row, in the order it runs them.`, [`| ${head[0]} | ${head[doing]} |`, '|---|---|', ...kept].join('\n'));
    }
    const kept = (points.actions.length ? points.actions : all).slice(0, n).map(joined);
    return reshaped(`The ${kept.length} steps of the answer above, in the order it gives them.`, kept.map((a, i) => `${i + 1}. ${a}`).join('\n'));
  }
  if (bullets) {
    const n = countIn(bullets[1]!);
    const chosen = pick(points, n);
    const each = words ? Math.max(6, Math.floor(words / chosen.length) - 1) : 30;
    const lines = chosen.map((p) => `- ${clipWords(p, each)}`);
    const fewer = lines.length < n ? ` The answer above makes ${lines.length} point${lines.length === 1 ? '' : 's'}, so ${lines.length === 1 ? 'that is' : 'those are'} all there is, not ${n}.` : '';
    return reshaped(`The answer above in ${lines.length} bullet${lines.length === 1 ? '' : 's'}${words ? `, ${wordCount(lines.join(' '))} words (under ${words})` : ''}.${fewer}`, lines.join('\n'));
  }
  const n = countIn(sentences![1]!);
  const to = /\b(?:to|for)\s+([A-Z][a-z]+|the (?:team|board|staff|owner|partners?))\b/.exec(request)?.[1] ?? null;
  const chosen = pick(points, n).map((p) => asSentence(clipWords(p, words ? Math.floor(words / n) : 30)));
  return reshaped(`The answer above in ${chosen.length} sentence${chosen.length === 1 ? '' : 's'}${to ? `, to pass on to ${to}` : ''}.`, chosen.join(' '));
}

/**
 * The decision first, then a reason, then the steps: as many as asked, in the answer's order within each. When the
 * answer has fewer points than asked, an item's labelled lines ('Risk: …', 'Fix: …') count as points of their own.
 */
function pick(points: Points, n: number): string[] {
  const whole = pickWhole(points, n);
  if (whole.length >= n || !whole.some((p) => p.includes(JOIN))) return whole.map(joined);
  return whole.flatMap((p) => p.split(JOIN)).slice(0, n);
}

function pickWhole(points: Points, n: number): string[] {
  const out: string[] = [];
  if (points.decision) out.push(points.decision);
  if (points.reasons[0] && out.length < n) out.push(points.reasons[0]);
  for (const a of points.actions) if (out.length < n) out.push(a);
  for (const r of points.reasons.slice(1)) if (out.length < n) out.push(r);
  return out.slice(0, n);
}

/** Each step of the answer with who does it: an owner the request names for each kind of work, else a blank to fill. */
function toDoList(request: string, points: Points): TaskOutput {
  const named = /\(([^)]{3,80})\)/.exec(request)?.[1] ?? /\bowners?\s*(?:is|are|:)\s*([^.]{3,80})/i.exec(request)?.[1] ?? null;
  const owners = named ? named.split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/).map((o) => o.trim()).filter(Boolean) : [];
  const listed = points.actions.length ? points.actions : [...(points.decision ? [points.decision] : []), ...points.reasons];
  // An answer whose points are a table's rows (KPIs, a plan by month): each row is a line to tick.
  const steps = listed.length ? listed.map(joined) : (points.table?.rows ?? []).map((row) => tableItem(points.table!.head[0]!, row));
  const most = /\b(?:no more than|at most|max(?:imum)?|up to|only)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:items?|things?|lines?|steps?|points?)\b/i.exec(request)?.[1];
  const kept = steps.slice(0, most ? countIn(most) : steps.length);
  const withOwners = owners.length > 0 || /\bowners?\b|\bwho does\b/i.test(request);
  const lines = kept.map((step) => `- [ ] ${plain(step).replace(/^./, (c) => c.toUpperCase())}${withOwners ? ` — **Owner:** ${ownerFor(step, owners) ?? `[${owners.length ? owners.join(' / ') : 'name'}]`}` : ''}`);
  if (!lines.length) return reshaped('The answer above has no steps to put on a list.', '');
  const notes = owners.length ? ['An owner is suggested where the step says whose work it is (customers at the desk, money, posts and emails); the rest are blanks to fill.'] : withOwners ? ['Put a name next to each step.'] : [];
  return reshaped(`The ${kept.length === steps.length ? '' : `first ${kept.length} `}steps of the answer above as a checklist, in its order.`.replace('The steps', 'The steps'), lines.join('\n'), notes);
}

/** A table row as a line to tick: its first cell, with the next cell when it holds a figure rather than a blank. */
function tableItem(head: string, row: string): string {
  const cells = (line: string) => line.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const [name, value] = cells(row);
  const label = cells(head)[1];
  return value && !/^\[.*\]$/.test(value) && label ? `${name} (${label.toLowerCase()}: ${value})` : name!;
}

/** The owner a step's work points at, among those the request names: the desk for customers in person, the speaker for money. */
function ownerFor(step: string, owners: readonly string[]): string | null {
  const desk = owners.find((o) => /\b(?:front desk|reception|desk|counter|shop floor)\b/i.test(o));
  const me = owners.find((o) => /^(?:me|myself|i)$/i.test(o));
  if (desk && /\b(?:ask (?:every|each)|at the desk|in (?:the )?(?:shop|store|practice)|on the phone|when (?:they|customers?|patients?|clients?) (?:call|book|pay|visit|come in)|booking|appointments?|reminders?|walk-ins?)\b/i.test(step)) return desk;
  if (me && /(?:\b(?:budget|money|spend|cut|stop|decide|price|pricing|hire|contract|supplier)\b|[£$€])/i.test(step)) return me;
  // One other person named: the writing and posting.
  const others = owners.filter((o) => o !== desk && o !== me);
  if (others.length === 1 && /\b(?:posts?|emails?|newsletters?|ads?|content|social|website|copy|photos?|captions?|leaflets?|flyers?)\b/i.test(step)) return others[0]!;
  return null;
}

function reshaped(summary: string, deliverable: string, notes: string[] = []): TaskOutput {
  return { summary, deliverable, notes: [...notes, 'Made from the answer above only: ask again with a model connected for a fuller rewrite.'], used: [], steps: [{ tool: 'revision', summary: 'reshaped the previous answer' }], artifacts: [] };
}

/** The answer's points, read off its Markdown: the decision line, list items by the section they sit in, and a table. */
function pointsOf(deliverable: string): Points {
  const points: Points = { decision: null, reasons: [], actions: [], table: null };
  let section = '';
  const tableLines: string[] = [];
  let lastIn: 'reasons' | 'actions' = 'actions';
  for (const raw of deliverable.split('\n')) {
    const line = raw.trim();
    if (/^\*\*What changed\*\*/.test(line)) break;
    const heading = /^#{1,4}\s+(.+)$/.exec(line)?.[1] ?? /^\*\*([^*]{2,40})\*\*:?\s*$/.exec(line)?.[1];
    if (heading) {
      section = heading.toLowerCase();
      continue;
    }
    const decision = /^\*\*(?:Decision|Verdict|Recommendation|Call):\*\*\s*(.+)$/i.exec(line)?.[1];
    if (decision) {
      points.decision ??= plain(decision);
      continue;
    }
    if (/^\|.*\|$/.test(line)) {
      tableLines.push(line);
      continue;
    }
    // '   **Fix:** Ask every new customer…' under an item belongs to it.
    const under = /^\s+\*\*[A-Z][\w ]{1,20}:\*\*\s+\S/.test(raw) ? plain(line) : null;
    const last = points.reasons.length + points.actions.length ? (lastIn === 'reasons' ? points.reasons : points.actions) : null;
    if (under && last?.length) {
      last[last.length - 1] = `${last[last.length - 1]}${JOIN}${under}`;
      continue;
    }
    const item = /^(?:\d+[.)]|[-*]|- \[ \])\s+(.+)$/.exec(line)?.[1];
    if (!item || /^\*\*By day \d+/i.test(item)) continue;
    lastIn = /\b(?:why|strength|risk|gap|finding|what we know|because|what would change|it changes)/.test(section) ? 'reasons' : 'actions';
    points[lastIn].push(plain(item));
  }
  if (tableLines.length > 2 && /^\|[\s|:-]+\|$/.test(tableLines[1]!)) points.table = { head: tableLines.slice(0, 2), rows: tableLines.slice(2) };
  return points;
}

/** Markdown emphasis out, a label kept as words: '**Budget:** Set a stop rule' reads 'Budget: set a stop rule'. */
function plain(text: string): string {
  return text.replace(/\*\*([^*]+?):\*\*\s*/g, '$1: ').replace(/\*\*/g, '').replace(/_\(.*?\)_/g, '').replace(/\s+/g, ' ').trim();
}


/** At most so many words, ended at a clause's end where one falls in the second half, never mid-figure. */
function clipWords(text: string, max: number): string {
  // Whole sentences while they fit; the first one cut at a clause when it alone is too long.
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  let fit = 0;
  while (fit < sentences.length && wordCount(sentences.slice(0, fit + 1).join(' ')) <= max) fit++;
  if (fit) return sentences.slice(0, fit).join(' ');
  const first = sentences[0]!;
  const words = first.split(/\s+/);
  if (words.length <= max) return first;
  const cut = words.slice(0, max).join(' ');
  const clause = Math.max(cut.lastIndexOf(', '), cut.lastIndexOf('; '), cut.lastIndexOf(': '), cut.lastIndexOf(' – '));
  return `${(clause > cut.length / 2 ? cut.slice(0, clause) : cut).replace(/[,;:–\s]+$/, '')}.`;
}

function asSentence(text: string): string {
  const t = text.trim().replace(/^./, (c) => c.toUpperCase());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
