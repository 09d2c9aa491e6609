import type { ChannelResultFact, FactSource } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';
import { mentionsIn } from '../tasks/strategy/channel-lexicon.ts';
import { moneyIn } from '../tasks/strategy/money.ts';

/**
 * A results table's rows, one channel each: what the channel cost and what it brought, in the units the table counts
 * ('| Google Ads | £1,800 | 58 | 14 | £10,920 |' under 'Channel | Spend | Quote requests | Booked jobs | Revenue').
 * A row counts when its first cell names a channel (or sits under a 'Channel' column) and it has a spend in money
 * and at least one whole-number count; a table needs two such rows to be a comparison.
 */
const CHANNEL_HEADER = /\b(?:channel|source|platform|medium|marketing)\b/i;
const SPEND_HEADER = /\b(?:spend|spent|cost|costs|budget|fees?|paid|investment)\b/i;
// Money columns that are results, not counts: never a count, never the spend.
// A channel that cost nothing: '£0', '$0.00'.
const FREE = /^\s*[$£€]\s?0(?:\.00)?(?![\d.,])/;
// A column of money the results brought in ('Revenue', 'Sales (£)'): a channel's return, beside its cost.
const REVENUE_HEADER = /\b(?:revenue|sales value|sales|income|turnover)\b/i;
const VALUE_HEADER = /\b(?:revenue|sales value|income|value|turnover|profit|roas|per (?:job|booking|sale|lead|order))\b/i;

export function channelResultFacts(items: readonly DocumentItem[], source: FactSource): ChannelResultFact[] {
  const byTable = new Map<string, ChannelResultFact[]>();
  let above: DocumentItem | null = null;
  for (const item of items) {
    if (item.kind !== 'row') above = item;
    if (item.kind !== 'row' || !item.cells || item.cells.length < 3) continue;
    const [first, ...rest] = item.cells;
    const name = channelName(first!.value);
    if (!name || TOTAL_ROW.test(name) || (!CHANNEL_HEADER.test(first!.header) && !mentionsIn(name).length)) continue;
    const spend = spendOf(rest, above);
    if (!spend) continue;
    const counts = rest
      .filter((c) => c !== spend.cell && !VALUE_HEADER.test(c.header) && !(spend.byPeriod && PERIOD_HEADER.test(c.header)))
      .map((c) => countIn(c))
      .filter((c): c is { count: number; noun: string } => c !== null && c.noun.length > 0);
    if (!counts.length) continue;
    const table = `${item.section}|${item.cells.map((c) => c.header).join('|')}`;
    const revenue = rest.find((c) => c !== spend.cell && REVENUE_HEADER.test(c.header) && (moneyIn(c.value).length || FREE.test(c.value)));
    const brought = revenue ? (moneyIn(revenue.value)[0]?.text ?? FREE.exec(revenue.value)![0].trim()) : null;
    byTable.set(table, [...(byTable.get(table) ?? []), { name, spend: spend.text, counts, source, ...(item.section ? { section: item.section } : {}), ...(brought ? { revenue: brought } : {}) }]);
  }
  return [...byTable.values()].filter((rows) => rows.length >= 2).flat();
}

// A table's own total ('TOTAL', 'All channels') is no channel.
const TOTAL_ROW = /^(?:totals?|sum|all channels|overall|grand total)$/i;
// A column of one period's spend ('Jan', 'Q1', 'Week 3'): the spend by period, never a count.
const PERIOD_HEADER = /^\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{2,4})?|q[1-4](?:\s+\d{2,4})?|(?:week|wk|month)\s*\d+)\s*$/i;
// The line above a table that says its figures are money: 'SPEND BY CHANNEL (£)', 'Spend per channel, in £'.
const MONEY_ABOVE = /\b(?:spend|spent|costs?|budget)\b[^.\n]*?(?:\(\s*([$£€])\s*\)|\bin\s+([$£€]))/i;

/**
 * What the row's channel cost: a spend column in money ('£1,800', '£0'), or, when the line above the table says its
 * spend is in a currency ('SPEND BY CHANNEL (£)') and the spend is given by month, the total column's plain number
 * ('1,880' under 'Q1 total' is £1,880).
 */
function spendOf(cells: readonly { header: string; value: string }[], above: DocumentItem | null): { cell: { header: string; value: string }; text: string; byPeriod: boolean } | null {
  const cell = cells.find((c) => SPEND_HEADER.test(c.header) && !VALUE_HEADER.test(c.header) && (moneyIn(c.value).length || FREE.test(c.value)));
  if (cell) return { cell, text: moneyIn(cell.value)[0]?.text ?? FREE.exec(cell.value)![0].trim(), byPeriod: false };
  const currency = above ? MONEY_ABOVE.exec(above.text) : null;
  if (!currency || !cells.some((c) => PERIOD_HEADER.test(c.header))) return null;
  const total = cells.find((c) => /\btotal\b/i.test(c.header) && /^\s*\d{1,3}(?:,\d{3})*(?:\.\d{2})?\s*$/.test(c.value));
  return total ? { cell: total, text: `${currency[1] ?? currency[2]}${total.value.trim()}`, byPeriod: true } : null;
}

/**
 * Whether a row is one channel's line of a results table ('| Google Ads | £1,200 | 48 | 9 |' under 'Channel | Spend |
 * …'): what the business paid for marketing, never a price a customer pays.
 */
export function isChannelResultRow(item: DocumentItem): boolean {
  if (item.kind !== 'row' || !item.cells || item.cells.length < 3) return false;
  const [first, ...rest] = item.cells;
  const name = channelName(first!.value);
  if (!name || (!CHANNEL_HEADER.test(first!.header) && !mentionsIn(name).length)) return false;
  return rest.some((c) => SPEND_HEADER.test(c.header) && !VALUE_HEADER.test(c.header) && (moneyIn(c.value).length > 0 || FREE.test(c.value)));
}

/** 'Google Ads (search, Leeds + 15 miles)' is 'Google Ads'; 'Workshop Open Day, 13 March 2027' is 'Workshop Open Day'. */
function channelName(cell: string): string | null {
  // ('Bark + Houzz lead fees': what was paid for is the channel.)
  const name = cell.replace(/\s*\([^)]*\)/g, '').replace(/,.*$/, '').replace(/[*_`]/g, '').replace(/\s+(?:lead\s+)?(?:fees?|spend|costs?|budget|listing|subscription)$/i, '').trim();
  return name && name.length <= 60 && /[a-z]/i.test(name) ? name : null;
}

/**
 * A cell's count and what it counts: '14' under 'Booked jobs', or a cell that says both ('231 orders', '7 new
 * stockists' under 'Result'). A rate, money or a long note is no count.
 */
function countIn(cell: { header: string; value: string }): { count: number; noun: string } | null {
  if (/^\s*\d{1,3}(?:,\d{3})*\s*$/.test(cell.value)) return { count: Number(cell.value.replace(/[,\s]/g, '')), noun: countNoun(cell.header) };
  const said = /^\s*(\d{1,3}(?:,\d{3})*)\s+((?:new\s+|paid\s+|qualified\s+|repeat\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*$/i.exec(cell.value);
  return said && !/%|[$£€]/.test(cell.value) ? { count: Number(said[1]!.replace(/,/g, '')), noun: said[2]!.toLowerCase() } : null;
}

/** 'Booked jobs' counts booked jobs; 'Quote requests (6 months)' counts quote requests. */
function countNoun(header: string): string {
  const noun = header.replace(/\s*\([^)]*\)/g, '').replace(/^(?:no\.?|number|count|#)\s+(?:of\s+)?/i, '').trim().toLowerCase();
  // A header that is a verb names its people by what they did: 'Signed up' counts sign-ups, 'Went on to 10-hr block' the blocks.
  if (/^signed[- ]?ups?$/.test(noun)) return 'sign-ups';
  const counted = noun.replace(/^(?:went on to|moved (?:on )?to|converted to|upgraded to|bought)\s+(?:an?\s+|the\s+)?/, '');
  // A count is of things: 'Booked 1st lesson' counts booked 1st lessons ('38 booked 1st lessons', 'per booked 1st lesson').
  return /(?:[a-z]{2}[^s\W]|ss)$/.test(counted) && !/(?:ing|ed|ness|ment|ion|ics|ware|ff|staff|people|revenue|traffic)$/.test(counted) ? `${counted}${/(?:s|x|ch|sh)$/.test(counted) ? 'es' : 's'}` : counted;
}
