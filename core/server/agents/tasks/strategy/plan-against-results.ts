import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { asksCritique } from '../../brief/asks-critique.ts';
import { uniqueSources } from './advice-sources.ts';
import { singular } from './channel-lines.ts';
import { possessive } from './channel-verdict.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { documentLines, type Priced } from './stated-results.ts';
import { stemsOf } from '../../offline/avoided-claims.ts';

/** A review of a plan asked in other words: 'poke holes in it', 'what do you think of this plan', 'critique our Q2 plan'. */
const REVIEW_ASKED = /\b(?:poke|pick)\s+holes\b|\bcritique\b|\bwhat(?:'s| is) wrong\b|\bwhat do you (?:think|make) of\b|\breview (?:our|my|this|the) (?:[\w-]+\s+){0,2}plan\b|\bsense[- ]check\b|\bstress[- ]test\b/i;
/** Where one move of a plan written as prose ends: 'stop the leaflets, move that £450 into Instagram ads, and push …'. */
const BETWEEN_MOVES = /\n+|;\s*|,\s*(?:and\s+)?|\s+and\s+(?=(?:stop|cut|drop|move|shift|put|keep|hold|push|raise|double|halve|add|start|spend|try|test|increase|reduce|pause)\b)/i;

type Verb = 'stop' | 'move' | 'keep' | 'per-result' | 'other';

/**
 * A plan whose moves name the channels a results table measures ('stop the station leaflets, move that £450 into
 * Instagram ads, keep Google Ads flat, raise the referral credit from £10 to £20. Poke holes in it.'), each move
 * checked against the table: what stopping a channel loses, what the money buys where it goes against the cheapest
 * channel that takes money, what a dearer reward does to a cost per result, and the measured channels the plan does
 * not mention. Null unless a review is asked and two or more of the moves name a channel of the table.
 */
export function planAgainstResults(input: TaskInput): TaskOutput | null {
  const { brief } = input;
  if (brief.revision || !(REVIEW_ASKED.test(brief.request) || asksCritique(brief.request))) return null;
  const table = documentLines(input, 'any');
  if (!table) return null;
  // The plan without the ask ('Poke holes in it.'): its sentences that ask for the review go.
  const plan = (brief.pasted ?? brief.request)
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !REVIEW_ASKED.test(sentence) && !asksCritique(sentence))
    .join(' ')
    .replace(/^[^:\n]{0,40}\bplan\s*:\s*/i, '');
  const clauses = plan.split(BETWEEN_MOVES).map((c) => c.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '').trim()).filter((c) => c.length > 3);
  const moves = clauses.map((text) => ({ text, row: rowNamed(text, table.priced), verb: verbOf(text) })).filter((m): m is { text: string; row: Priced; verb: Verb } => m.row !== null);
  if (new Set(moves.map((m) => m.row)).size < 2) return null;
  const currency = table.priced[0]!.line.amount.currency;
  const money = (v: number) => formatMoney(v, currency, 'auto');
  const noun = table.priced[0]!.noun;
  const one = singular(noun);
  const paid = table.priced.filter((p) => p.line.amount.value > 0 && Number.isFinite(p.cpr));
  const cheapest = [...paid].filter((p) => p.line.kind.cost === 'money').sort((a, b) => a.cpr - b.cpr)[0] ?? null;
  const each = (p: Priced) => `${money(p.cpr)} per ${one} (${p.line.amount.text} ÷ ${formatNumber(p.count)})`;
  const holes: string[] = [];
  const holds: string[] = [];
  for (const { text, row, verb } of moves) {
    const quoted = `"${text.replace(/[.]+$/, '')}"`;
    if (verb === 'stop') {
      (paid.length && row.cpr >= Math.max(...paid.map((p) => p.cpr)) ? holds : holes).push(`${quoted}: ${row.line.name} cost ${each(row)}, so stopping it gives up about ${formatNumber(row.count)} ${noun} a period${row.cpr >= Math.max(...paid.map((p) => p.cpr)) ? ', the dearest channel you measure: the right one to stop' : ', and it is not your dearest channel'}.`);
    } else if (verb === 'move') {
      const sum = moneyIn(text)[0];
      const buys = sum && Number.isFinite(row.cpr) && row.cpr > 0 ? sum.value / row.cpr : null;
      const better = cheapest && cheapest !== row && sum ? sum.value / cheapest.cpr : null;
      const line = `${quoted}: at ${possessive(row.line.name)} ${each(row)}${sum && buys !== null ? `, ${sum.text} buys about ${formatNumber(buys, buys % 1 ? 1 : 0)} ${noun}` : ''}`;
      if (better !== null && buys !== null && better > buys * 1.15) holes.push(`${line}; the same ${sum!.text} in ${cheapest!.line.name}, at ${money(cheapest!.cpr)} per ${one}, would buy about ${formatNumber(better, better % 1 ? 1 : 0)}.`);
      else holds.push(`${line}, as good a place for it as your figures show.`);
    } else if (verb === 'per-result') {
      const [from, to] = moneyIn(text);
      if (from && to && row.count > 0) {
        const extra = (to.value - from.value) * row.count;
        holes.push(`${quoted}: each ${one} from ${row.line.name} would cost ${to.text} instead of ${from.text}, so the ${formatNumber(row.count)} ${noun} it already brings would cost ${money(extra)} more a period; it pays only if the bigger reward brings at least ${formatNumber(Math.ceil(extra / to.value))} more.`);
      }
    } else if (verb === 'keep') {
      holds.push(`${quoted}: ${row.line.name} at ${each(row)}${cheapest && row.cpr <= cheapest.cpr * 1.15 ? ', among your cheapest, so holding it is sound' : ''}.`);
    } else holds.push(`${quoted}: ${row.line.name} at ${each(row)}.`);
  }
  // A measured channel the plan never mentions is a hole of its own: nobody has decided what happens to it.
  const named = new Set(moves.map((m) => m.row));
  for (const p of table.priced.filter((r) => !named.has(r) && r.count > 0)) holes.push(`The plan says nothing of ${p.line.name} (${p.line.amount.value > 0 ? `${money(p.cpr)} per ${one}: ${p.line.amount.text} ÷ ${formatNumber(p.count)}` : `${formatNumber(p.count)} ${noun} for no spend`}): keep, grow or stop it, but decide.`);
  const verdict = holes.length ? `${holes.length} hole${holes.length === 1 ? '' : 's'} in the plan, against your own results` : 'The plan holds up against your own results';
  const holeLines = holes.length ? ['## The holes', '', ...holes.map((h) => `- ${h}`), ''] : [];
  const holdLines = holds.length ? ['## What holds up', '', ...holds.map((h) => `- ${h}`), ''] : [];
  // (A regenerate starts from what holds, then the holes, numbered as fixes to make.)
  const deliverable = (input.variant % 2 === 1
    ? [`**Verdict:** ${verdict}.`, '', ...holdLines, ...(holes.length ? ['## Fix these first', '', ...holes.map((h, i) => `${i + 1}. ${h}`), ''] : []), `*Figures from "${table.source.title}".*`]
    : [`**Verdict:** ${verdict}.`, '', ...holeLines, ...holdLines, `*Figures from "${table.source.title}".*`]
  ).join('\n');
  return { summary: `${verdict}: each move checked against "${table.source.title}".`, deliverable, notes: [], used: uniqueSources([table.source]), steps: [{ tool: 'analysis', summary: `${moves.length} moves checked against ${table.priced.length} measured channels` }], artifacts: [] };
}

/** The table's row a move names, by its whole name or the stem of its first word ('station leaflets' names 'Leaflets at train stations'). */
function rowNamed(text: string, rows: readonly Priced[]): Priced | null {
  const lower = text.toLowerCase();
  const stems = new Set(stemsOf(text));
  return rows.find((r) => lower.includes(r.line.name.toLowerCase())) ?? rows.find((r) => {
    const first = r.line.name.split(/\s+/)[0]!;
    return first.length > 3 && !/^(?:paid|local|social|organic|other|direct|email)$/i.test(first) && stemsOf(first).some((s) => stems.has(s));
  }) ?? null;
}

function verbOf(text: string): Verb {
  if (/\bfrom\s+[£$€]\s?\d[\d,.]*\s+to\s+[£$€]\s?\d/i.test(text) && /\b(?:credit|reward|commission|fee|bonus|voucher|discount)\b/i.test(text)) return 'per-result';
  if (/\b(?:stop|cut|drop|pause|end|scrap|kill)\b/i.test(text)) return 'stop';
  if (/\b(?:move|shift|put|into|add|spend|double|increase)\b/i.test(text) && moneyIn(text).length) return 'move';
  if (/\b(?:keep|hold|flat|same|maintain)\b/i.test(text)) return 'keep';
  return 'other';
}
