import { countWord } from './english-phrases.ts';
import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import { parseCount } from '../brief/parse-count.ts';
import { fewerPerList } from './fewer-per-list.ts';
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
/** 'rewrite it as a 5-line plan I can stick on the wall': so many points, one a line. */
const AS_LINES = new RegExp(String.raw`\b${COUNT}[- ]line\s+(?:plan|list|summary|version|checklist|brief)\b`, 'i');
/** 'a 3-bullet summary of this', 'a five-point recap': so many points, one a bullet. */
const BULLET_SUMMARY = new RegExp(String.raw`\b${COUNT}[- ](?:bullet|point)\s+(?:summary|recap|rundown|overview|version|list|brief)\b`, 'i');
/** 'as bullet points I can paste into Slack', 'in a bulleted list': every point, one a bullet. */
const AS_BULLET_LIST = /\b(?:into|as|in)\s+(?:a\s+(?:short\s+)?)?(?:bullets|bullet points|bulleted list|bullet list|bullet-point list)\b/i;
/** 'in 3 sentences', 'explain that to Priya', 'summarise it for the board'. */
const AS_SENTENCES = new RegExp(String.raw`\b(?:in|into|as)\s+${COUNT}\s+sentences?\b`, 'i');
const EXPLAIN = /^\W*(?:(?:ok(?:ay)?|good|great|thanks|now|and|so|fine|right|can you|could you|please)[\s,.!]+)*(?:explain|summari[sz]e|sum up|put|boil)\s+(?:it|that|this|the (?:answer|plan|decision|call|above))\b(?!\s+(?:as|into|in)\s+(?:a|an|the|one)\s)/i;
/** 'Cut it to the 5 actions that matter most, same table', 'just the top 3 steps'. */
const TOP = new RegExp(String.raw`\b(?:cut|trim|narrow|boil|bring|keep|pare)\b[^.?!]{0,20}?\bto\s+(?:the\s+|just\s+the\s+|only\s+the\s+)?(?:top\s+)?${COUNT}\s+(?:\w+\s+)?(?:actions?|steps?|things?|points?|items?|rows?|moves?|priorities|tasks?|recommendations?)\b|\bjust\s+the\s+top\s+${COUNT}\b`, 'i');
/** 'as a to-do list for Monday's meeting, with an owner for each (me, Priya, or front desk)'. */
const TO_DO = /\b(?:to-?do list|checklist|check list|action list|task list|list of (?:actions|tasks|to-?dos))\b/i;

/** 'Put it in a table', 'as a table please', 'the pros and cons in a table' (not 'a table of prices inside the email'). */
const AS_TABLE = /^\W*(?:(?:ok(?:ay)?|great|thanks|now|and|so|can you|could you|please)[\s,.!]+)*(?:(?:put|turn|make|lay|set|show|give|have|format|redo|do)\s+(?:it|that|this|them|these|those|the (?:answer|plan|list|above|pros and cons|options|steps|ideas|points))\s+(?:out\s+)?(?:in(?:to)?|as)\s+(?:a\s+)?(?:simple\s+|small\s+|single\s+|one\s+)?table\b|(?:as|in(?:to)?)\s+(?:a\s+)?table\b)/i;
/** 'Sum it up in one paragraph I can send to Beth', 'make that a single paragraph'. */
const AS_PARAGRAPH = /\b(?:in(?:to)?|as|to)\s+(?:one|a single|a short|a|1)\s+paragraph\b|\bone[- ]paragraph\b/i;

/** 'under 80 words', 'no more than 60 words': the limit a reshape keeps to, or null. */
function wordLimitIn(request: string): number | null {
  const limit = /\b(?:under|below|less than|fewer than|no more than|max(?:imum)?|at most|up to)\s+(\d+)\s+words?\b/i.exec(request);
  return limit ? Number(limit[1]) : null;
}

/** '3 bullets per box', 'two points in each section': a count for every list of the answer. */
const PER_SECTION = /\b(\d{1,2}|one|two|three|four|five|six)\s+(?:bullets?|points?|items?|lines?)\s+(?:per|in each|for each|in every|each)\s+(box|section|heading|quadrant|list|part|column|category|group)\b/i;

/** Words that point back at the answer just given. */
const POINTS_BACK = /\b(?:it|that|this|these|those|same table|(?:the|your) (?:answer|plan|above|recommendations?|review|decision|call|advice|risks|opportunities|steps|actions|points|list|table|fixes|findings|changes|suggestions))\b/i;

/**
 * A follow-up that asks for the answer just given in another shape: so many bullets, so many sentences for a
 * colleague, the few actions that matter most, a to-do list with owners. Made from that answer's own points, in its
 * order: nothing is added that it did not say. Null when the follow-up asks for none of these, or the answer has no
 * points to reshape.
 */
export function reshapedAnswer(request: string, previous: PreviousAnswer): TaskOutput | null {
  // 'Shorten it to 3 bullets per box': every list of the answer (a SWOT's four boxes) keeps its first so many.
  const each = PER_SECTION.exec(request);
  if (each) {
    const n = countIn(each[1]!);
    const sections = previous.deliverable.split('\n').filter((l) => /^\s*(?:\*\*[^*]+\*\*\s*:?\s*$|#{1,6}\s)/.test(l)).length;
    if (sections >= 2) {
      const { text } = fewerPerList(previous.deliverable, String(n));
      return text === previous.deliverable
        ? reshaped(`Every ${each[2]!.toLowerCase()} of the answer above has ${n} bullets or fewer already, so here it is as it was.`, text)
        : reshaped(`The answer above with at most ${n} bullet${n === 1 ? '' : 's'} in each ${each[2]!.toLowerCase()}, the first ones of each kept.`, text);
    }
  }
  const reasons = reasonsAsked(request, previous.deliverable);
  if (reasons) return reasons;
  if (POINTS_BACK.test(request) || /\bpros and cons\b/i.test(request) || /^\W*(?:(?:as|in|into)\s+)?(?:a\s+|one\s+)?(?:table|paragraph)\b/i.test(request)) {
    if (AS_TABLE.test(request)) return asTable(request, previous.deliverable);
    if (AS_PARAGRAPH.test(request)) return asParagraph(request, previous.deliverable);
  }
  const lines = AS_LINES.exec(request);
  const plan = lines ? revisedPlan(previous.deliverable, countIn(lines[1]!)) : null;
  if (plan) return plan;
  const bullets = AS_BULLETS.exec(request) ?? BULLET_SUMMARY.exec(request) ?? lines ?? (AS_BULLET_LIST.test(request) ? ([, '7'] as unknown as RegExpExecArray) : null);
  const everyPoint = bullets !== null && !AS_BULLETS.test(request) && !BULLET_SUMMARY.test(request) && !lines;
  const sentences = AS_SENTENCES.exec(request) ?? (EXPLAIN.test(request) ? ([, '3'] as unknown as RegExpExecArray) : null);
  const top = TOP.exec(request);
  const todo = TO_DO.test(request);
  if (!bullets && !sentences && !top && !todo) return null;
  // ('Write our benefits as 5 bullets' is new work; 'turn that into 5 bullets' reshapes the answer.)
  if (!POINTS_BACK.test(request)) return null;
  const listed = pointsOf(previous.deliverable);
  // An email or a post makes its points in sentences, not in a list: its own sentences that say something are its points.
  const prose = !listed.decision && !listed.table && !listed.reasons.length && !listed.actions.length && (bullets || sentences);
  const points = prose ? { ...listed, reasons: [], actions: copySentences(previous.deliverable) } : listed;
  const all = [...(points.decision ? [points.decision] : []), ...points.reasons, ...points.actions];
  if (all.flatMap((p) => p.split(JOIN)).length < 2 && !points.table) return null;
  const words = wordLimitIn(request);
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
    const fewer = lines.length < n && !everyPoint ? ` The answer above makes ${lines.length} point${lines.length === 1 ? '' : 's'}, so ${lines.length === 1 ? 'that is' : 'those are'} all there is, not ${n}.` : '';
    return reshaped(`The answer above in ${lines.length} bullet${lines.length === 1 ? '' : 's'}${words ? `, ${wordCount(lines.join(' '))} words (under ${words})` : ''}.${fewer}`, lines.join('\n'));
  }
  const n = countIn(sentences![1]!);
  const to = /\b(?:to|for)\s+([A-Z][a-z]+|the (?:team|board|staff|owner|partners?))\b/.exec(request)?.[1] ?? null;
  const chosen = pick(points, n).map((p) => asSentence(clipWords(p, words ? Math.floor(words / n) : 30)));
  return reshaped(`The answer above in ${chosen.length} sentence${chosen.length === 1 ? '' : 's'}${to ? `, to pass on to ${to}` : ''}.`, chosen.join(' '));
}

/** An item of the answer with its labelled lines ('**Cost:** £0'), for a table with a column per label. */
interface Block {
  title: string;
  fields: Map<string, string>;
  /** The heading the item sits under ('Transactional intent'), when items are grouped. */
  group: string;
}

function blocksOf(deliverable: string): Block[] {
  const blocks: Block[] = [];
  let group = '';
  for (const raw of deliverable.split('\n')) {
    const line = raw.trim();
    if (/^\*\*What changed\*\*/.test(line) || /^---$/.test(line)) break;
    const head = /^(?:#{2,4}\s+)?(?:\*\*)?\d{1,2}[.)]\s+(.+?)(?:\*\*)?$/.exec(line)?.[1];
    const grouping = head ? null : (/^#{2,4}\s+(.+)$/.exec(line)?.[1] ?? /^\*\*([^*]{3,60})\*\*:?$/.exec(line)?.[1]);
    if (grouping) {
      group = plain(grouping).replace(/:$/, '');
      continue;
    }
    const label = /^(?:[-*]\s+)?\*\*([A-Z][\w '/-]{1,24}):\*\*\s*(.+)$/.exec(line);
    if (label && blocks.length && !/^#/.test(line)) {
      blocks[blocks.length - 1]!.fields.set(label[1]!, plain(label[2]!));
      continue;
    }
    if (head) {
      blocks.push({ title: plain(head).replace(/[:.]$/, ''), fields: new Map(), group });
      continue;
    }
    const item = /^[-*]\s+(.+)$/.exec(line)?.[1];
    if (item && !/^#/.test(line)) blocks.push({ title: plain(item), fields: new Map(), group });
  }
  return blocks;
}

const cell = (text: string) => text.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/**
 * The answer as one table: a row per item, a column per label its items share ('What', 'Cost', 'Effort'); tables it
 * already has with one header become one, with the heading each sat under as a column; the reasons for and the
 * points against a call side by side when pros and cons are asked.
 */
/** The columns a request names for its table ('As a table: week, action, owner, cost'), two to six of them. */
function columnsAsked(request: string): string[] {
  const listed = /\btable\b[^:.?!\n]{0,30}?(?::|\bwith(?: columns?(?: for)?)?|\bof)\s+([^.?!\n]+)/i.exec(request)?.[1];
  if (!listed) return [];
  const names = listed.split(/,\s*(?:and\s+)?|\s+and\s+/).map((c) => c.trim().replace(/^(?:the|a|an|one for|columns? for)\s+/i, '')).filter(Boolean);
  return names.length >= 2 && names.length <= 6 && names.every((n) => n.split(/\s+/).length <= 3) ? names : [];
}

/** The words a column goes by in an answer, for each name a request may give it. */
const COLUMN_WORDS: [RegExp, RegExp][] = [
  [/^(?:week|weeks|when|date|day|days|timing|phase|month)$/i, /\b(?:weeks?|when|dates?|days?|timing|phase|months?)\b/i],
  [/^(?:action|actions|task|tasks|step|steps|what|what to do|activity)$/i, /\b(?:actions?|what to do|steps?|tasks?|moves?|activity|item)\b/i],
  [/^(?:owner|who|person|responsible)$/i, /\b(?:owners?|who|person)\b/i],
  [/^(?:cost|costs|budget|spend|price)$/i, /\b(?:costs?|budget|spend|price|£|\$|€)\b/i],
  [/^(?:target page|page|target|url|landing page)$/i, /\b(?:page|where to use it|target|url)\b/i],
  [/^(?:keyword|keywords|search term|query)$/i, /\b(?:keywords?|search|phrase|item)\b/i],
  [/^(?:intent|search intent|group|type)$/i, /\b(?:intent|group|type)\b/i],
];

/** Which of a table's headings a named column is: by the words it goes by, else by a word they share. */
function columnFor(name: string, heads: readonly string[]): number {
  const kind = COLUMN_WORDS.find(([asked]) => asked.test(name.trim()));
  if (kind) {
    const at = heads.findIndex((h) => kind[1].test(h));
    if (at >= 0) return at;
  }
  const words = name.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
  return heads.findIndex((h) => words.some((w) => h.toLowerCase().includes(w)));
}

/**
 * 'As a table: week, action, owner, cost': the answer's rows under the columns named, each filled from the column
 * the answer has for it (its table's, or the heading and list item of a plan laid out by phases), and a marked
 * blank where the answer says nothing of it. Null when the request names no columns or the answer has no rows.
 */
function asNamedTable(request: string, deliverable: string): TaskOutput | null {
  const asked = columnsAsked(request);
  if (asked.length < 2) return null;
  const lines = deliverable.split('\n').map((l) => l.trim());
  const cells = (row: string) => row.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  // The answer's table, its rows (a run of tables with one head, as one).
  const table = { heads: [] as string[], rows: [] as string[][] };
  const start = lines.findIndex((l, i) => l.startsWith('|') && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ''));
  if (start >= 0) {
    table.heads = cells(lines[start]!);
    for (let j = start + 2; j < lines.length; j++) {
      if (lines[j]!.startsWith('|')) {
        if (!/^\|[\s|:-]+\|$/.test(lines[j]!) && cells(lines[j]!).join('') !== table.heads.join('')) table.rows.push(cells(lines[j]!));
      } else if (lines[j] && !/^(?:\*\*|#)/.test(lines[j]!)) break;
    }
  }
  // A plan by phases: each list item a row, under the heading it sits in.
  const phases = { heads: ['When', 'What to do'], rows: [] as string[][] };
  let phase = '';
  for (const line of lines) {
    const heading = /^#{2,4}\s+(.+)$/.exec(line)?.[1];
    if (heading) {
      phase = plain(heading).replace(/:.*$/, '');
      continue;
    }
    const item = /^(?:[-*]|\d+[.)])\s+(.+)$/.exec(line)?.[1];
    if (item && phase && !/^\*\*By\b/i.test(item)) phases.rows.push([phase, plain(item)]);
  }
  // Whichever says more of the columns asked.
  const mapped = (c: { heads: string[]; rows: string[][] }) => (c.rows.length ? asked.filter((name) => columnFor(name, c.heads) >= 0).length : -1);
  const { heads, rows } = mapped(phases) > mapped(table) ? phases : table;
  if (!rows.length || Math.max(mapped(phases), mapped(table)) < 1) return null;
  const at = asked.map((name) => columnFor(name, heads));
  const head = `| ${asked.map((a) => a.charAt(0).toUpperCase() + a.slice(1)).join(' | ')} |`;
  const body = rows.map((r) => `| ${at.map((i, k) => cell(i >= 0 ? (r[i] ?? '') : '') || `[${asked[k]}]`).join(' | ')} |`);
  const missing = asked.filter((_, k) => at[k]! < 0);
  return reshaped(
    `The answer above as a table with the columns asked, one row per ${heads === phases.heads ? 'step, under its phase' : 'line of the answer'}${missing.length ? `; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} left for you to fill, as the answer does not say` : ''}.`,
    [head, head.replace(/[^|]+/g, '---'), ...body].join('\n'),
  );
}

function asTable(request: string, deliverable: string): TaskOutput | null {
  const named = asNamedTable(request, deliverable);
  if (named) return named;
  const lines = deliverable.split('\n').map((l) => l.trim());
  const tables: { group: string; head: string; rows: string[] }[] = [];
  let group = '';
  for (const [i, line] of lines.entries()) {
    const heading = /^(?:#{1,4}\s+|\*\*)(.+?)(?:\*\*)?:?$/.exec(line)?.[1];
    if (heading && !line.startsWith('|')) group = plain(heading).replace(/:.*$/, '');
    if (line.startsWith('|') && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? '') && !/^\|[\s|:-]+\|$/.test(line)) {
      const rows: string[] = [];
      for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) rows.push(lines[j]!);
      tables.push({ group, head: line, rows });
    }
  }
  if (tables.length === 1) return reshaped('The answer above is a table already; here it is on its own.', [tables[0]!.head, tables[0]!.head.replace(/[^|]+/g, '---'), ...tables[0]!.rows].join('\n'));
  if (tables.length > 1 && tables.every((t) => t.head === tables[0]!.head)) {
    const head = `${tables[0]!.head} Group |`;
    const rows = tables.flatMap((t) => t.rows.map((r) => `${r} ${cell(t.group) || '-'} |`));
    return reshaped(`The answer above's ${tables.length} tables as one, with the heading each sat under as a column.`, [head, head.replace(/[^|]+/g, '---'), ...rows].join('\n'));
  }
  if (/\bpros?\b[^.?!]{0,10}\bcons?\b/i.test(request)) {
    const points = pointsOf(deliverable);
    const against = points.reasons.filter((r) => /\b(?:if|risk|cost|lose|worse|switch|unless|but|not)\b/i.test(r));
    const pros = points.reasons.filter((r) => !against.includes(r));
    if (!pros.length && !against.length) return null;
    const n = Math.max(pros.length, against.length);
    const rows = Array.from({ length: n }, (_, i) => `| ${cell(joined(pros[i] ?? ''))} | ${cell(joined(against[i] ?? ''))} |`);
    const said = points.decision ? `For and against the call above ("${points.decision}"), from the reasons it gives.` : 'For and against, from the reasons the answer above gives.';
    return reshaped(said, ['| For | Against |', '|---|---|', ...rows].join('\n'));
  }
  const blocks = blocksOf(deliverable);
  if (blocks.length < 2) return null;
  const labels = [...new Set(blocks.flatMap((b) => [...b.fields.keys()]))].filter((l) => blocks.filter((b) => b.fields.has(l)).length >= Math.ceil(blocks.length / 2)).slice(0, 5);
  const grouped = new Set(blocks.map((b) => b.group)).size > 1;
  const head = `| # | Item |${grouped ? ' Group |' : ''}${labels.map((l) => ` ${l} |`).join('')}`;
  const rows = blocks.map((b, i) => `| ${i + 1} | ${cell(b.title)} |${grouped ? ` ${cell(b.group) || '-'} |` : ''}${labels.map((l) => ` ${cell(b.fields.get(l) ?? '')} |`).join('')}`);
  return reshaped(`The answer above as a table, one row per item, in its order.`, [head, head.replace(/[^|]+/g, '---'), ...rows].join('\n'));
}

/** The answer's points as one paragraph: the call first, then its reasons and steps, as sentences. */
function asParagraph(request: string, deliverable: string): TaskOutput | null {
  const points = pointsOf(deliverable);
  const all = [...(points.decision ? [points.decision] : []), ...points.reasons, ...points.actions];
  if (all.length < 2) return null;
  const most = wordLimitIn(request) ?? 90;
  const sentences: string[] = [];
  for (const point of pick(points, 6)) {
    const next = asSentence(clipWords(point, 30));
    if (wordCount([...sentences, next].join(' ')) > most) break;
    sentences.push(next);
  }
  if (!sentences.length) return null;
  const to = /\b(?:to|for)\s+(?:my\s+\w+\s+)?([A-Z][a-z]+)\b/.exec(request)?.[1] ?? null;
  return reshaped(`The answer above in one paragraph${to ? `, to send to ${to}` : ''} (${wordCount(sentences.join(' '))} words).`, sentences.join(' '));
}

/** 'Give me the two strongest reasons in one paragraph': the call, then that many of its own reasons, in its order. */
const REASONS = new RegExp(String.raw`\b(?:the\s+)?${COUNT}\s+(?:strongest|main|best|key|biggest|most important|top)\s+(?:reasons|arguments|points)\b`, 'i');

function reasonsAsked(request: string, deliverable: string): TaskOutput | null {
  const asked = REASONS.exec(request);
  if (!asked) return null;
  const points = pointsOf(deliverable);
  const n = countIn(asked[1]!);
  if (!points.decision || points.reasons.length < Math.min(2, n)) return null;
  const kept = points.reasons.slice(0, n).map((r) => asSentence(clipWords(r, 40)));
  const call = asSentence(points.decision);
  if (AS_PARAGRAPH.test(request)) return reshaped(`The call above and its ${countWord(kept.length)} strongest reasons, in one paragraph (${wordCount([call, ...kept].join(' '))} words).`, [call, ...kept].join(' '));
  return reshaped(`The call above and its ${countWord(kept.length)} strongest reasons.`, [call, '', ...kept.map((r) => `- ${r}`)].join('\n'));
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
  return reshaped(`The ${kept.length === steps.length ? '' : `first ${kept.length} `}steps of the answer above as a checklist, in its order.`, lines.join('\n'), notes);
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

/** Lines of copy that frame it rather than say anything: its fields, the greeting, links, tags and blanks to fill. */
const FRAME_LINE = /^(?:(?:subject|preview|preheader|headline|title|meta|button|cta|alt text)\b[^:\n]{0,20}:|(?:hi|hello|dear|hey)\b[^.!?\n]{0,40},?$|#|---|\||\*\*\[|\[)|https?:\/\/|link in bio/i;
/** Sentences every email could carry: no point of this one. */
const STOCK_SENTENCE = /^(?:questions\?|(?:just )?reply to this email|a person on our team|we(?:'re| are) writing to (?:let you know|tell you)|we hope (?:you|this)|thanks? (?:you )?for reading|see you soon|any questions)/i;

/**
 * The points an email or a post makes: its body's sentences, those with a figure or a name first, each group in the
 * copy's order; its fields, greeting, links, tags, blanks and stock lines left out, and its sign-off (the
 * last short line without a full stop).
 */
function copySentences(deliverable: string): string[] {
  const lines = deliverable.split('\n').map((l) => l.trim());
  const end = lines.findIndex((l) => /^\*\*What changed\*\*/.test(l));
  const body = (end < 0 ? lines : lines.slice(0, end)).filter((l) => l && !FRAME_LINE.test(l) && /[.!?]$/.test(l));
  const sentences = body
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=[A-Z£$€0-9])/))
    .map((t) => plain(t))
    .filter((t) => wordCount(t) >= 4 && !/\[[^\]]*\]|\{\{/.test(t) && !STOCK_SENTENCE.test(t) && !/\?$/.test(t));
  // A sentence with a figure or a name says more than one without: those first, then the rest, each kept in place.
  const telling = (t: string) => /\d|\s[A-Z][a-z]/.test(t);
  return [...sentences.filter(telling), ...sentences.filter((t) => !telling(t))];
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

/**
 * 'Rewrite it as a 5-line plan for the wall' after a review of a plan's moves: the plan as the review leaves it, a line
 * a move in the plan's order, each weak one as the review says to run it instead, and the goal it lacked first.
 */
function revisedPlan(deliverable: string, n: number): TaskOutput | null {
  const moves: { at: number; line: string }[] = [];
  let goal: string | null = null;
  for (const raw of deliverable.split('\n')) {
    const move = /\*\*Move (\d+): "([^"]+)"\.\*\*\s*(.*)$/.exec(raw);
    if (move) {
      const said = move[3]!.trim();
      // A weak move's last sentence is what to do instead; a strong one is kept as it is.
      const instead = /^Keep it\b/i.test(said) ? null : said.split(/(?<=[.!?])\s+(?=[A-Z])/).at(-1)!.replace(/[.]+$/, '');
      moves.push({ at: Number(move[1]), line: instead ? `${move[2]!}: ${instead.charAt(0).toLowerCase()}${instead.slice(1)}.` : `${move[2]!}.` });
      continue;
    }
    const aim = /\*\*No goal\.\*\*.*?["“]([^"”]+)["”]/.exec(raw);
    if (aim) goal = aim[1]!;
  }
  if (moves.length < 2) return null;
  const ordered = moves.sort((a, b) => a.at - b.at).map((m) => m.line);
  const all = [...(goal ? [`Aim: ${goal.replace(/[.]+$/, '')}.`] : []), ...ordered];
  const kept = all.slice(0, n);
  const left = all.length - kept.length;
  return reshaped(
    `The plan as the review above leaves it, in ${kept.length} lines: each move as it says to run it${goal ? ', with the goal first' : ''}.`,
    [...kept.map((l, i) => `${i + 1}. ${l}`), ...(left ? ['', `(${left} more move${left === 1 ? '' : 's'} in the review above did not fit in ${n} lines.)`] : [])].join('\n'),
  );
}
