import { capitalise } from '../../offline/template-grammar.ts';
import { parseCount } from '../../brief/parse-count.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { phrasePriceShort } from '../../facts/fact-phrases.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource, uniqueSources } from '../strategy/advice-sources.ts';

/**
 * A marketing calendar month by month ('a 12-month marketing calendar starting April, one row per month: the main
 * message, the main channel and the one thing I need to do'): a row per month with the columns the request names.
 * Each month's message is a date the space's own words put in it (a deadline, a season), else the next of its facts
 * (what sets it apart, a plan and its price, a customer's result); its channel is the next of the channels it uses,
 * in turn; its action is the step that channel needs that month, and the months the space calls busy or quiet are
 * marked. Nothing here is a fact the space did not give: the months and actions are advice, the messages its facts.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH = `(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})`;

type Column = 'message' | 'channel' | 'action' | 'who' | 'measure' | 'other';
interface Row { month: number; message: string; channel: string; action: string }

const monthOf = (word: string): number => MONTHS.findIndex((m) => m.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)));

/** The columns the request names after 'one row per month:', each read as the kind of thing it holds. */
function columnsOf(request: string): { label: string; kind: Column }[] {
  const listed = /\b(?:(?:one\s+)?rows?\s+(?:per|a|for each|each)\s+month|(?:break(?:\s+it)?\s+down|broken\s+down|split(?:\s+it)?|laid\s+out|set\s+out)\s+by\s+month)\s*(?::|,|with|showing)\s*([^.]+)/i.exec(request)?.[1];
  const parts = listed ? listed.split(/,\s*(?:and\s+)?|\s+and\s+/).map((p) => p.trim().replace(/^(?:the|a|an)\s+/i, '')).filter((p) => p.length > 2) : [];
  const named = parts.map((label) => ({
    label: capitalise(label.replace(/\s*\([^)]*\)?.*$/, '').replace(/^(?:on\s+)?which\s+(channel|platform)$/i, '$1').trim()),
    kind: (/\bwho\b|owner|person/i.test(label) ? 'who' : /message|theme|focus|topic|story|angle/i.test(label) ? 'message' : /channel|platform|where/i.test(label) ? 'channel' : /\b(?:do|action|task|thing|job|step)\b/i.test(label) ? 'action' : /goal|target|kpi|measure|number/i.test(label) ? 'measure' : 'other') as Column,
  }));
  return named.length >= 2 ? named : [{ label: 'Main message', kind: 'message' }, { label: 'Main channel', kind: 'channel' }, { label: 'What you do', kind: 'action' }];
}

/** Months the space's own words call busy or quiet ('busiest from March to October and quietest from mid-December to February'). */
function seasons(text: string): { busy: Set<number>; quiet: Set<number> } {
  const span = (word: RegExp) => {
    const found = new RegExp(`${word.source}[^.;]*?\\bfrom\\s+(?:early\\s+|mid-?\\s*|late\\s+)?${MONTH}\\w*\\s+(?:to|until|till|through)\\s+(?:early\\s+|mid-?\\s*|late\\s+)?${MONTH}`, 'i').exec(text);
    const months = new Set<number>();
    if (!found) return months;
    const [from, to] = [monthOf(found[1]!), monthOf(found[2]!)];
    for (let m = from, n = 0; n < 12; m = (m + 1) % 12, n++) {
      months.add(m);
      if (m === to) break;
    }
    return months;
  };
  return { busy: span(/\b(?:busiest|busy|peak|high season)\b/), quiet: span(/\b(?:quietest|quiet|slow|slowest|low season)\b/) };
}

/** Dates the space's own words give, with what happens then ('the new tax year starts 6 April'), by month. */
function datedLines(text: string): Map<number, string> {
  const byMonth = new Map<number, string>();
  for (const clause of text.split(/[.;\n]|,\s+(?=the\s)|\s*\(\s*|\)\s*/)) {
    const date = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\b`, 'i').exec(clause);
    if (!date) continue;
    const month = monthOf(date[2]!);
    const said = clause.trim().replace(/^(?:key dates?:\s*|and\s+)/i, '');
    if (said.split(/\s+/).length >= 3 && said.split(/\s+/).length <= 16 && !byMonth.has(month)) byMonth.set(month, capitalise(said));
  }
  return byMonth;
}

/** What the space can say in a month with no date of its own: what sets it apart, its plans, its results. */
function messagesOf(facts: FactSheet): string[] {
  const apart = (facts.differentiator ?? '').split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.]+$/, '').trim()).filter((s) => s.split(/\s+/).length >= 3);
  const plans = facts.prices.filter((p) => p.plan && !p.fee).slice(0, 3).map((p) => phrasePriceShort(p).replace(/[.]+$/, ''));
  const proof = facts.proof.filter((p) => p.figures.length).slice(0, 2).map((p) => p.text.replace(/[.]+$/, ''));
  return [...apart, ...plans, ...proof].filter((m, i, all) => all.indexOf(m) === i);
}

/** The step a channel needs in a month, in plain words; the message is what it carries. */
function actionFor(channel: string, month: string, busy: boolean): string {
  const c = channel.toLowerCase();
  if (/newsletter|email|list/.test(c)) return `Write and send the ${month} ${/newsletter/.test(c) ? 'newsletter' : 'email'} on this month's message.`;
  if (/google business|business profile|gbp|reviews?/.test(c)) return `Post one update on the profile and ask two happy customers for a review.`;
  if (/leaflet|flyer|poster|counter|print/.test(c)) return `Refresh the ${/leaflet/.test(c) ? 'leaflets' : 'print'} with this month's message and check the stock.`;
  if (/fair|show|stand|event|expo/.test(c)) return `Book or prepare ${channel} and plan how you follow up the people you meet.`;
  if (/refer|partner|accountant|word of mouth/.test(c)) return `Call or meet ${channel.replace(/^(?:our|the)\s+/i, 'your ')} and give them this month's message to pass on.`;
  if (/blog|website|seo|search/.test(c)) return `Publish one ${/blog/.test(c) ? 'blog post' : 'page update'} on this month's message.`;
  if (/linkedin/.test(c)) return `Post once a week on LinkedIn${busy ? '' : ', one of them a customer result'}.`;
  if (/facebook|instagram|tiktok|social/.test(c)) return `Post ${busy ? 'once' : 'twice'} a week on ${channel}, one post on this month's message.`;
  return `One piece on ${channel} carrying this month's message.`;
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const request = brief.request;
  const said = /\b(\d{1,2}|three|six|nine|twelve)[- ]months?\b/i.exec(request)?.[1];
  // 'a 90-day plan (April to June)': the days in months, or the months from one to the other.
  const days = Number(/\b(\d{2,3})[- ]days?\b/i.exec(request)?.[1] ?? 0);
  const span = new RegExp(`\\b${MONTH}\\w*\\s+(?:to|until|through|-|–)\\s+${MONTH}`, 'i').exec(request);
  const spanMonths = span ? ((monthOf(span[2]!) - monthOf(span[1]!) + 12) % 12) + 1 : null;
  const months = Math.max(3, Math.min(12, parseCount(said) ?? spanMonths ?? (days ? Math.round(days / 30) : null) ?? 12));
  const starting = new RegExp(`\\b(?:starting|from|beginning|begin)\\s+(?:in\\s+)?${MONTH}`, 'i').exec(request) ?? span;
  const todayMonth = input.today ? Number(input.today.slice(5, 7)) % 12 : 0;
  const start = starting ? monthOf(starting[1]!) : todayMonth;
  const spaceText = [facts.problems, facts.description, facts.product, ...input.referenced.map((r) => r.text.slice(0, 20_000))].filter(Boolean).join('\n');
  const { busy, quiet } = seasons(spaceText);
  const dated = datedLines(spaceText);
  const pool = messagesOf(facts);
  const channels = facts.channels.length ? facts.channels : [];
  const columns = columnsOf(request);
  const rows: Row[] = [];
  let next = input.variant;
  for (let i = 0; i < months; i++) {
    const month = (start + i) % 12;
    const name = MONTHS[month]!;
    const message = dated.get(month) ?? (pool.length ? capitalise(pool[next++ % pool.length]!) : '[your message for the month]');
    const channel = channels.length ? channels[(i + input.variant) % channels.length]! : '[a channel you use]';
    rows.push({ month, message, channel, action: actionFor(channel, name, busy.has(month)) });
  }
  // Who does it: the person asking, with the help the request names ('me plus our assistant') for the regular posting.
  const helper = /\b(?:our|my|an?)\s+(assistant|intern|apprentice|freelancer|va|marketing assistant|part-timer)\b/i.exec(request)?.[1] ?? null;
  const whoFor = (row: Row) => (helper && /post|publish|refresh|update/i.test(row.action) ? `Your ${helper.toLowerCase()}` : 'You');
  // With no column of its own, the month's message is said in what is done ('… one post on: the new tax year starts 6 April').
  const ownMessage = columns.some((c) => c.kind === 'message');
  const actionOf = (row: Row) => (ownMessage ? row.action : row.action.replace(/this month's message/, `"${row.message.replace(/[.]+$/, '')}"`));
  const cell = (row: Row, kind: Column) => (kind === 'message' ? row.message : kind === 'channel' ? capitalise(row.channel) : kind === 'action' ? actionOf(row) : kind === 'who' ? whoFor(row) : '[fill in]');
  const table = [`| Month | ${columns.map((c) => c.label).join(' | ')} |`, `|---|${columns.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${MONTHS[r.month]}${busy.has(r.month) ? ' (busy)' : quiet.has(r.month) ? ' (quiet)' : ''} | ${columns.map((c) => cell(r, c.kind).replace(/\|/g, '/')).join(' | ')} |`)];
  const first = MONTHS[start]!;
  const last = MONTHS[(start + months - 1) % 12]!;
  const notes = [
    ...(busy.size || quiet.size ? [`Busy and quiet months are the ones your profile gives${busy.size ? ` (busy: ${[...busy].map((m) => MONTHS[m]!.slice(0, 3)).join(', ')})` : ''}${quiet.size ? ` (quiet: ${[...quiet].map((m) => MONTHS[m]!.slice(0, 3)).join(', ')})` : ''}.`] : ['Your profile gives no busy or quiet months: add them and the calendar works around them.']),
    ...(rows.some((r) => dated.has(r.month)) ? [`Months with a date from your profile or documents carry it as their message.`] : []),
    ...(!channels.length ? ['No channels are listed in your profile: fill in where each month runs.'] : []),
  ];
  // 'End with the one number I should check every Monday': the first measure the profile gives.
  const weekly = /\b(?:one\s+)?(?:number|figure|metric|kpi)\b[^.?]*\b(?:check|watch|track|look at)\b[^.?]*\b(?:every|each)\s+(?:monday|week|friday|morning)/i.test(request);
  const kpi = firstKpi(facts.kpis);
  const closing = weekly ? [``, `**The one number to check every week:** ${kpi ?? '[the one number that shows the goal moving, such as new customers this week]'}`] : [];
  return {
    summary: `A ${months}-month marketing ${months <= 3 ? 'plan' : 'calendar'}, ${first} to ${last}, one row per month.`,
    deliverable: [...table, ...closing].join('\n'),
    notes,
    used: uniqueSources([profileSource(facts), ...input.referenced.filter(() => rows.some((r) => dated.has(r.month))).map((r) => ({ title: r.title, kind: r.kind, id: r.id }))]),
    steps: [{ tool: 'marketing_calendar', summary: `${months} months from ${first}: message, channel and action per month` }],
    artifacts: [],
  };
}

export const monthCalendarTask: AgentTask = {
  id: 'cmo.month-calendar',
  agent: 'cmo',
  label: 'a month-by-month marketing calendar',
  cues: ['marketing calendar', 'row per month', 'rows per month', 'month by month', 'month-by-month', 'by month', 'down by month', 'plan by month', '12-month', 'twelve-month', 'each month', 'every month', 'per month:'],
  delivers: ['calendar', 'plan'],
  starter: 'Build me a 12-month marketing calendar: one row per month with the main message, the channel and what I need to do',
  generate,
};
