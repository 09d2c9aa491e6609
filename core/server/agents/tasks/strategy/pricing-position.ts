import type { FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { list } from './channel-verdict.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';

interface Priced {
  fact: PriceFact;
  value: number;
  currency: string;
  /** 'month' or 'year' when the fact says so. */
  per: 'month' | 'year' | null;
  label: string;
}

function pricedOf(p: PriceFact): Priced | null {
  const m = moneyIn(p.amount)[0] ?? moneyIn(p.text)[0];
  if (!m) return null;
  const per = /month|mo\b/i.test(p.per ?? '') ? 'month' : /year|annual|yr/i.test(p.per ?? '') ? 'year' : null;
  return { fact: p, value: m.value, currency: m.currency, per, label: `${p.plan ? `${p.plan} ` : ''}${p.amount}${p.per ? `/${p.per}` : ''}` };
}

type Lead = 'entry' | 'anchor' | 'value';

/**
 * Where the prices sit, from the fact sheet's prices only: the ladder between plans and the yearly sums,
 * worked out with the arithmetic shown; competitors' prices are checks, never numbers.
 */
export function pricingPosition(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const priced = facts.prices.map(pricedOf).filter((p): p is Priced => p !== null);
  const competitors = brief.competitors.length ? brief.competitors : facts.competitors;
  if (!priced.length) {
    return {
      summary: 'Your fact sheet has no prices yet, so there is no price position to judge.',
      deliverable: ['**Decision:** [to decide once your prices are in the fact sheet]', '', '| Plan | Price | Per |', '|---|---|---|', '| [plan] | [price] | [month or year] |'].join('\n'),
      notes: ['Add your plans and prices to the space profile or a document (a price list or product sheet), then ask again.', ...(competitors.length ? [`Check what ${list(competitors)} charge for comparable plans on their own pricing pages.`] : [])],
      used: [],
      steps: [{ tool: 'pricing', summary: 'no prices in the fact sheet' }],
      artifacts: [],
    };
  }
  const used: FactSource[] = priced.map((p) => p.fact.source);
  const sameCurrency = priced.filter((p) => p.currency === priced[0]!.currency);
  const monthly = sameCurrency.filter((p) => p.per !== 'year').sort((a, b) => a.value - b.value);
  const ladder = monthly.length >= 2 ? monthly : sameCurrency.sort((a, b) => a.value - b.value);
  const entry = ladder[0]!;
  const top = ladder.at(-1)!;
  const money = (v: number) => formatMoney(v, entry.currency);
  const arithmetic: string[] = [];
  for (let i = 1; i < ladder.length; i++) {
    const a = ladder[i - 1]!;
    const b = ladder[i]!;
    arithmetic.push(`${b.label} is ${money(b.value)} ÷ ${money(a.value)} = ${formatNumber(b.value / a.value, 1)} times ${a.label}.`);
  }
  for (const p of sameCurrency.filter((x) => x.per === 'month')) {
    const yearly = sameCurrency.find((y) => y.per === 'year' && y.fact.plan && y.fact.plan === p.fact.plan);
    if (yearly) {
      const full = p.value * 12;
      arithmetic.push(`${p.fact.plan} paid yearly: ${money(yearly.value)} against ${money(p.value)} × 12 = ${money(full)} paid monthly, ${formatNumber(((full - yearly.value) / full) * 100, 1)} % less.`);
    } else {
      arithmetic.push(`${p.label} comes to ${money(p.value)} × 12 = ${money(p.value * 12)} a year.`);
    }
  }
  const proof = facts.proof[0] ?? null;
  const leads: Lead[] = ['entry', ...(ladder.length >= 2 ? (['anchor'] as const) : []), ...(proof ? (['value'] as const) : [])];
  const lead = leads[input.variant % leads.length]!;
  if (lead === 'value' && proof) used.push(proof.source);
  const trial = facts.terms.find((t) => /\btrial|free|guarantee|refund\b/i.test(t.text)) ?? null;
  if (trial) used.push(trial.source);
  const decision = {
    entry: `Lead with ${entry.label} as the way in${trial ? `, next to your terms ("${trial.text.trim().replace(/\.$/, '')}")` : ''}, and show the higher plans as the step up once it works for them.`,
    anchor: `Show ${top.label} first as the full offer, so ${entry.label} reads as the easy start rather than the cheap option.`,
    value: `Sell on the result, not the price: put "${proof?.text.trim().replace(/\.$/, '')}" next to ${entry.label}, so the price reads against what it achieved.`,
  }[lead];
  const deliverable = [
    `**Decision:** ${decision}`,
    '',
    '## Your prices',
    '| Plan | Price | Per |',
    '|---|---|---|',
    ...priced.map((p) => `| ${p.fact.plan ?? '-'} | ${p.fact.amount} | ${p.fact.per ?? '-'} |`),
    '',
    '## What the numbers say',
    ...arithmetic.map((a) => `- ${a}`),
    '',
    '## Against competitors',
    ...(competitors.length
      ? competitors.map((c) => `- ${c}: [to check] what they charge for a plan like ${entry.fact.plan ?? 'your entry plan'} (${entry.fact.amount}), and what it includes.`)
      : ['- [competitor]: [to check] their price for a comparable plan.']),
    '- Until those are checked, say nothing about being cheaper or better value than anyone.',
  ].join('\n');
  const notes = ['Competitors\' prices are not in your facts: every [to check] needs their current pricing page.'];
  if (priced.length < facts.prices.length) notes.push('Some prices in the fact sheet have no amount I could read and are left out of the arithmetic.');
  return {
    summary: decision,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'pricing', summary: `${priced.length} prices, leading with ${lead}` }],
    artifacts: [],
  };
}

export const pricingPositionTask: AgentTask = {
  id: 'strategy.pricing-position',
  agent: 'strategy-review-agent',
  label: 'our pricing position',
  cues: ['price', 'pricing', 'tier', 'expensive', 'cheap', 'charge', 'price point', 'our price', 'our pricing', 'too expensive', 'annual plan', 'monthly plan'],
  delivers: ['pricing', 'price', 'pricing position'],
  starter: 'Where do our prices sit, and which plan should we lead with?',
  generate: pricingPosition,
};
