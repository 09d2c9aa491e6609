import type { TaskOutput } from './agent-task.ts';
import { channelsIn, type ChannelKind } from './strategy/channel-lexicon.ts';
import { formatMoney, moneyIn } from './strategy/money.ts';

/** 'Move £200 from Instagram to the email newsletter': (1) the sum, (2) the channel it leaves, (3) the one it goes to. */
const MOVE = /\b(?:move|shift|switch|take|transfer)\s+([£$€]\s?\d[\d,]*(?:\.\d+)?)\s+(?:a month\s+|per month\s+|a week\s+)?(?:from|out of|off)\s+(?:the\s+)?(.+?)\s+(?:to|into|over to|and put it (?:into|in|on))\s+(?:the\s+)?(.+?)(?=\s+and\b|\s+then\b|[.,;!?]|$)/i;

/** One line of a split that carries a channel's money: a table row or a bullet with its label in bold. */
interface SplitLine {
  at: number;
  kinds: ChannelKind[];
  label: string;
  /** The channel's money; 0 when it has time, not money. */
  amount: number;
  form: 'row' | 'bullet';
}

const same = (a: ChannelKind, b: ChannelKind) => a.name === b.name;
const pct = (part: number, total: number) => `${Math.round((part / total) * 100)} %`;

function splitLines(lines: readonly string[]): { rows: SplitLine[]; amountCell: number; shareCell: number; weightCell: number } {
  const head = lines.find((l) => /^\|/.test(l) && /\bamount\b/i.test(l));
  const cells = (l: string) => l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const headCells = head ? cells(head) : [];
  const amountCell = headCells.findIndex((c) => /\bamount\b/i.test(c));
  const shareCell = headCells.findIndex((c) => /^share$/i.test(c));
  const weightCell = headCells.findIndex((c) => /^weight$/i.test(c));
  const rows: SplitLine[] = [];
  lines.forEach((line, at) => {
    if (head && amountCell >= 0 && /^\|/.test(line) && line !== head && !/^\|[\s|:-]+\|$/.test(line)) {
      const c = cells(line);
      const kinds = channelsIn(c[0] ?? '');
      if (kinds.length) rows.push({ at, kinds, label: c[0]!, amount: moneyIn(c[amountCell] ?? '')[0]?.value ?? 0, form: 'row' });
      return;
    }
    const bullet = /^- \*\*([^*:]+):\s*([^*]*)\*\*/.exec(line);
    if (bullet) {
      const kinds = channelsIn(bullet[1]!);
      if (kinds.length) rows.push({ at, kinds, label: bullet[1]!, amount: moneyIn(bullet[2]!)[0]?.value ?? 0, form: 'bullet' });
    }
  });
  return { rows, amountCell, shareCell, weightCell };
}

/**
 * 'Move £200 from Instagram to the email newsletter and show the new split': the previous split with that sum moved
 * from one channel's line to the other's (a line of its own for a channel that had only time), both shares and the
 * check worked out again, the total kept. Said and left as it was when the channel has less than that. Null when the
 * follow-up moves no money or the split names neither channel.
 */
export function movedMoney(request: string, deliverable: string): TaskOutput | null {
  const m = MOVE.exec(request);
  if (!m) return null;
  const sum = moneyIn(m[1]!)[0];
  const from = channelsIn(m[2]!)[0];
  const to = channelsIn(m[3]!)[0];
  if (!sum || !from || !to || same(from, to)) return null;
  const lines = deliverable.split('\n');
  const { rows, amountCell, shareCell, weightCell } = splitLines(lines);
  const money = rows.filter((r) => r.amount > 0);
  const source = money.find((r) => r.kinds.length === 1 && same(r.kinds[0]!, from));
  if (!source || money.length < 2) return null;
  const currency = sum.currency;
  const total = money.reduce((n, r) => n + r.amount, 0);
  const show = (n: number) => formatMoney(n, currency);
  const unchanged = (summary: string): TaskOutput => ({ summary, deliverable, notes: [], used: [], steps: [{ tool: 'revision', summary: 'money not moved' }], artifacts: [] });
  if (source.amount < sum.value) return unchanged(`${source.kinds[0]!.name} has ${show(source.amount)} a month in this split, less than the ${sum.text} you asked to move, so the split below is unchanged. Say how much of its ${show(source.amount)} to move.`);
  const left = source.amount - sum.value;
  const target = rows.find((r) => r.kinds.length === 1 && same(r.kinds[0]!, to));
  const gets = (target?.amount ?? 0) + sum.value;
  const cells = (l: string) => l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const row = (c: string[]) => `| ${c.join(' | ')} |`;
  const setRow = (line: string, amountText: string, value: number) => {
    const c = cells(line);
    c[amountCell] = amountText;
    if (shareCell >= 0) c[shareCell] = pct(value, total);
    if (weightCell >= 0) c[weightCell] = 'as you set it';
    return row(c);
  };
  const setBullet = (line: string, name: string, value: number) => line.replace(/^- \*\*[^*]+\*\*/, `- **${name}: ${show(value)} (${pct(value, total)}).**`);
  lines[source.at] = source.form === 'row' ? setRow(lines[source.at]!, `${show(left)} (${show(source.amount)} − ${sum.text})`, left) : setBullet(lines[source.at]!, source.label, left);
  if (target) {
    lines[target.at] = target.form === 'row' ? setRow(lines[target.at]!, target.amount ? `${show(gets)} (${show(target.amount)} + ${sum.text})` : `${show(gets)} (moved from ${from.name})`, gets) : setBullet(lines[target.at]!, target.label, gets);
  } else {
    // A line that names the channel among others keeps the others; the channel gets its own line after the money lines.
    const shared = rows.find((r) => r.kinds.some((k) => same(k, to)));
    if (shared) lines[shared.at] = lines[shared.at]!.replace(shared.label, shared.label.replace(new RegExp(`\\s*(?:,|and)\\s*${to.name}\\b|\\b${to.name}\\s*(?:,|and)\\s*`, 'i'), '').trim());
    const after = money[money.length - 1]!.at;
    const added = source.form === 'row'
      ? row(cells(lines[source.at]!).map((_, i) => (i === 0 ? to.name : i === amountCell ? `${show(gets)} (moved from ${from.name})` : i === shareCell ? pct(gets, total) : i === weightCell ? 'as you set it' : `moved from ${from.name}, as you asked`)))
      : `- **${to.name}: ${show(gets)} (${pct(gets, total)}).** Moved from ${from.name}, as you asked.`;
    lines.splice(after + 1, 0, added);
  }
  // The check adds up the money lines as they now stand, in their order.
  const now = splitLines(lines).rows.filter((r) => r.amount > 0);
  const check = lines.findIndex((l) => /^Check:/.test(l));
  if (check >= 0) lines[check] = `Check: ${now.map((r) => show(r.amount)).join(' + ')} = ${show(total)}, the whole budget.`;
  // 'Put the largest share, £540 a month, into Meta ads': said again of the line that now has the most.
  const decision = lines.findIndex((l) => /^\*\*Decision:\*\* Put the largest share, /.test(l));
  const largest = now.reduce((a, b) => (b.amount > a.amount ? b : a));
  if (decision >= 0) lines[decision] = lines[decision]!.replace(/largest share, [^,]+, into [^;]+;/, `largest share, ${show(largest.amount)} a month, into ${largest.label};`);
  return {
    summary: `Here is the split with ${sum.text} a month moved from ${from.name} to ${to.name}: ${from.name} now ${show(left)}, ${to.name} ${show(gets)}; the total is still ${show(total)}.`,
    deliverable: lines.join('\n'),
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: `moved ${sum.text} from ${from.name} to ${to.name}` }],
    artifacts: [],
  };
}
