import { capitalise } from '../../offline/template-grammar.ts';
import { parseCount } from '../../brief/parse-count.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource } from '../strategy/advice-sources.ts';
import { formatMoney, moneyIn } from '../strategy/money.ts';

/**
 * A launch plan week by week, as a table ('a 6-week launch plan for the Back-to-Running package as a week-by-week
 * table: channel, action, who does it, cost; total within £1,500'): the space's own channels put on weeks (the page
 * and the list first, the paid channel carrying most of the money, print and partners mid-way, a check half-way and a
 * last call), the costs splitting the cap so they add up within it, and an owner left for the person to fill.
 */

const PAID = /\b(ads?|paid|ppc|sponsored|boosted|adwords)\b/i;
const PRINT = /\b(leaflets?|flyers?|posters?|print|door drops?|clubs?|partners?|gyms?|surgeries|events?|fairs?|shows?|stalls?|markets?|exhibitions?)\b/i;

const MONTHLY_BUDGET = /\b(?:we have|we've got|we have got|i have|i've got|we can spend|i can spend|budget of|budget is)\s+(?:about\s+|around\s+)?[£$€]\s?\d[\d,.]*k?\s+(?:a|per|each)\s+month\b/i;
const OWNER_HOURS = /\b(\p{Lu}[\p{L}'’-]+)\s+(?:has|can give|can spend|can do|will have|gives)\s+(?:about\s+|around\s+)?(\d{1,2})\s+hours?\s+(?:a|per|each)\s+week\b/u;
// 'that gets us to 10 consultations a month and 5 new corporate contracts': what the plan is for.
const GOAL_ASKED = /\b(?:that|which|to)\s+(?:gets?|get)\s+us\s+(?:to\s+)?([^.;!?]{5,120})/i;

interface Row { week: number; channel: string; action: string; cost: number | null }

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const said = /\b(\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve)[- ]week\b/i.exec(brief.request)?.[1];
  const weeks = Math.max(2, Math.min(12, parseCount(said) ?? 6));
  // 'the Back-to-Running package' keeps its article in a sentence.
  // (A product line cut at its first comma keeps no half of a bracket: 'Memberships (full £52 a month' is 'Memberships'.)
  const product = facts.product?.split(/[,.]/)[0]?.replace(/\s*\([^)]*$/, '').trim() || null;
  const what = brief.topic ? (/^(?:the|our|a|an)\s/i.test(brief.topic) ? brief.topic.replace(/^(?:The|Our|A|An)\b/, (w) => w.toLowerCase()) : `the ${brief.topic}`) : product ?? 'the launch';
  // 'within £1,500', 'a budget of £1,500', and 'with our £1,500 budget' (the word after the sum).
  const capMention = moneyIn(brief.request).find((m) => /\b(?:within|under|max(?:imum)?|up to|no more than|budget|total|stay)\b[^£$€]{0,30}$/i.test(brief.request.slice(Math.max(0, m.index - 40), m.index)) || /^\s*(?:(?:a|per)\s+month\s+|monthly\s+|marketing\s+|ad\s+)*budget\b/i.test(brief.request.slice(m.index + m.text.length)));
  // 'We have £600 a month': a monthly budget, over the plan's weeks (a month is 52 ÷ 12 weeks).
  const monthly = capMention ? null : MONTHLY_BUDGET.exec(brief.request);
  const perMonth = monthly ? moneyIn(monthly[0])[0] ?? null : null;
  const overWeeks = perMonth ? Math.round((perMonth.value * weeks * 12) / 52) : 0;
  const cap = capMention ?? (perMonth ? { ...perMonth, value: overWeeks, text: `${perMonth.text} a month (${formatMoney(overWeeks, perMonth.currency, 0)} over ${weeks} weeks)` } : null);
  // 'Jess has 6 hours a week': who does the work that costs time.
  const owner = OWNER_HOURS.exec(brief.request);
  const who = owner ? { name: owner[1]!, hours: owner[2]! } : null;
  // A plan that launches nothing ('a 12-week marketing plan that gets us to 10 consultations a month') is the plan for the goal asked.
  const launch = /\b(?:launch\w*|roll[- ]?out|introduc\w*|announc\w*)\b/i.test(brief.request) || Boolean(brief.topic);
  const aim = launch ? null : GOAL_ASKED.exec(brief.request)?.[1]?.replace(/[.\s]+$/, '') ?? null;
  const price = facts.prices.find((p) => !p.fee && p.plan && what.toLowerCase().split(/\s+/).some((w) => w.length > 3 && p.plan!.toLowerCase().includes(w))) ?? null;
  const channels = facts.channels.length ? facts.channels : ['Email', 'Instagram'];
  const paid = channels.find((c) => PAID.test(c)) ?? null;
  const print = channels.find((c) => PRINT.test(c) && !PAID.test(c)) ?? null;
  const list = channels.find((c) => /\b(email|newsletter|list)\b/i.test(c)) ?? null;
  const social = channels.find((c) => /\b(instagram|facebook|tiktok|linkedin|x|twitter)\b/i.test(c) && !PAID.test(c)) ?? null;
  const best = facts.bestChannel ? facts.bestChannel.split(/,|\band\b/)[0]!.trim() : null;
  const kpi = firstKpi(facts.kpis) ?? 'bookings';
  const proof = facts.proof.find((p) => p.figures.length);
  const rows: Row[] = [
    { week: 1, channel: 'Website', action: `${launch ? `Put a page for ${what} live` : `Check that the page for ${what} is up to date`}${price ? `, with its price (${price.amount})` : ''}${price ? ' and' : ', with'} a booking link; write down this week's ${kpi} as the baseline.`, cost: 0 },
    ...(list ? [{ week: 1, channel: list, action: launch ? `Announce ${what} to your list, linking to the page.` : `Email your list about ${what}, with the booking link.`, cost: 0 }] : []),
    ...(social ? [{ week: 2, channel: social, action: `Post about ${what}${proof ? `, with your result: "${proof.text.replace(/[.]+$/, '')}"` : ''}.`, cost: 0 }] : []),
    ...(paid ? Array.from({ length: Math.max(1, weeks - 2) }, (_, i) => ({ week: i + 2, channel: paid, action: i === 0 ? `Start ${paid} for ${what}, sending people to the page.` : `Keep ${paid} running; pause any ad with clicks and no bookings.`, cost: null as number | null })) : []),
    ...(print ? [{ week: Math.min(weeks, 3), channel: print, action: `Put ${what} in front of people through ${print.toLowerCase()}, with the page's address.`, cost: null as number | null }] : []),
    ...(best && best !== social && best !== list ? [{ week: Math.min(weeks, 3), channel: best, action: `Ask the people who come through ${best} to pass ${what} on.`, cost: 0 }] : []),
    { week: Math.max(2, Math.ceil(weeks / 2)), channel: 'Review', action: `Check ${kpi} against the baseline; move money from what brings none to what brings most.`, cost: 0 },
    { week: weeks, channel: list ?? social ?? 'Website', action: launch ? `Last call for ${what}, then review what each channel brought.` : `Email your list again about ${what}, then review what each channel brought against the baseline.`, cost: 0 },
  ].sort((a, b) => a.week - b.week);
  // The cap split: most of it to the paid channel, spread over its weeks; a share to print; nothing invented when no cap is given.
  const paidRows = rows.filter((r) => r.cost === null && paid && r.channel === paid);
  const printRows = rows.filter((r) => r.cost === null && print && r.channel === print);
  if (cap) {
    const printShare = printRows.length ? Math.round(cap.value * (paidRows.length ? 0.2 : 1) / printRows.length) : 0;
    for (const r of printRows) r.cost = printShare;
    const left = cap.value - printShare * printRows.length;
    const each = paidRows.length ? Math.floor(left / paidRows.length) : 0;
    for (const r of paidRows) r.cost = each;
  }
  const money = (v: number | null) => (v === null ? '[cost]' : cap ? formatMoney(v, cap.currency, 0) : v === 0 ? '0' : String(v));
  const total = rows.reduce((sum, r) => sum + (r.cost ?? 0), 0);
  const table = [
    '| Week | Channel | Action | Who does it | Cost |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| Week ${r.week} | ${capitalise(r.channel)} | ${r.action.replace(/\|/g, '/')} | ${who && r.cost === 0 ? who.name : '[who]'} | ${money(r.cost)} |`),
    `| | | **Total** | | **${cap ? formatMoney(total, cap.currency, 0) : '[total]'}** |`,
  ];
  const summary = `${launch ? `A ${weeks}-week launch plan for ${what}` : `A ${weeks}-week marketing plan${aim ? ` to ${aim}` : ''}`}, week by week${cap ? `, costing ${formatMoney(total, cap.currency, 0)} of the ${cap.text} allowed` : ''}.`;
  return {
    summary,
    deliverable: table.join('\n'),
    notes: [
      who ? `The rows that cost only time are ${who.name}'s (${who.hours} hours a week, as you said); put a name in the others.` : 'Put a name in each "Who does it" cell: your profile does not say who on your team does what.',
      ...(cap ? [`Costs: ${paid ? `most of the money on ${paid}, spread over its weeks` : 'the money spread over the paid rows'}${print ? `, a share for ${print.toLowerCase()}` : ''}; the rest costs time, not money.`] : ['No budget was given, so costs are left to fill: add a total ("within £1,500") and I will split it.']),
    ],
    used: [profileSource(facts), ...(price ? [price.source] : []), ...(proof ? [proof.source] : [])],
    steps: [{ tool: 'launch_table', summary }],
    artifacts: [],
  };
}

export const launchTableTask: AgentTask = {
  id: 'cmo.launch-table',
  agent: 'cmo',
  label: 'a launch plan week by week',
  cues: ['week-by-week', 'week by week', 'launch plan', 'rollout plan', 'who does it', 'who does what', '6-week', '4-week', '8-week', '10-week', '12-week', '13-week', 'twelve-week'],
  // ('a 12-week marketing plan, week by week': a plan laid out by week is this table, whatever it launches.)
  delivers: ['launch plan', 'rollout plan', 'plan'],
  starter: 'Give me a 6-week launch plan for our new service as a week-by-week table: channel, action, who does it, cost.',
  generate,
};
