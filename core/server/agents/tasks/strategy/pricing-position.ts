import type { FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';

interface Priced {
  fact: PriceFact;
  value: number;
  currency: string;
  /** 'month', 'year', 'day', 'week' or 'one-off' when the fact says so: prices are compared only within one period. */
  per: string | null;
  label: string;
}

function pricedOf(p: PriceFact): Priced | null {
  // A fee (an admin charge, a deposit) is no price of what is sold: never the way in, never the step up.
  if (p.fee) return null;
  const m = moneyIn(p.amount)[0] ?? moneyIn(p.text)[0];
  if (!m) return null;
  const per = /month|mo\b/i.test(p.per ?? '') ? 'month' : /year|annual|yr/i.test(p.per ?? '') ? 'year' : /\bday|daily/i.test(p.per ?? '') ? 'day' : /week/i.test(p.per ?? '') ? 'week' : p.per ? p.per : null;
  return { fact: p, value: m.value, currency: m.currency, per, label: `${p.plan ? `${p.plan} ` : ''}${p.amount}${p.per ? `/${p.per}` : ''}` };
}


/** The plan the request asks about: the one its topic names, else the one at the price it gives. */
function focusOf(priced: Priced[], input: TaskInput): Priced | null {
  const topic = input.brief.topic?.toLowerCase().replace(/^(the|our)\s+/, '').replace(/\s+(page|price|pricing)$/, '') ?? null;
  const named = topic ? priced.find((p) => p.fact.plan && (p.fact.plan.toLowerCase().includes(topic) || topic.includes(p.fact.plan.toLowerCase()))) : undefined;
  if (named) return named;
  const asked = input.brief.amounts.find((a) => a.role !== 'budget');
  return asked ? (priced.find((p) => p.value === asked.value) ?? null) : null;
}

/** What a plan's line says it includes besides its name and price: 'yearly boiler service, priority booking for repairs'. */
function includedIn(p: Priced): string | null {
  const text = p.fact.text.trim();
  const at = text.indexOf(p.fact.amount);
  const after = (at >= 0 ? text.slice(at + p.fact.amount.length) : '').replace(/^\s*(?:\/\s*[a-z]+|(?:a|per)\s+(?:month|year|day|week))?\s*[(:;,—–-]?\s*/i, '').replace(/[).;\s]+$/, '');
  return after.length >= 12 ? after : null;
}

/** 'who charge per ticket': how the request says a competitor prices. */
function statedModel(request: string): string | null {
  return /\b(?:who|which|they|that)\s+(?:charges?|prices?|bills?)\s+((?:per|by the|a)\s+[a-z-]+)/i.exec(request)?.[1] ?? null;
}

/** '3 to 10 agents': the team sizes the request prices for, with their unit. */
function sizesOf(request: string): { low: number; high: number; unit: string } | null {
  const m = /\b(\d+)\s*(?:to|-|–)\s*(\d+)\s+(agents?|seats?|users?|people|staff|members?|locations?)\b/i.exec(request) ?? /\b(\d+)()[- ](agents?|seats?|users?|locations?)\b/i.exec(request);
  if (!m) return null;
  const low = Number(m[1]);
  return { low, high: m[2] ? Number(m[2]) : low, unit: m[3]!.replace(/s$/, '') };
}

/**
 * Where the prices sit, from the fact sheet's prices only: the plan asked about with what it includes, the
 * ladder between plans of the same period, a team's cost at a per-seat price, the yearly sums, with the
 * arithmetic shown; competitors' prices are checks, never numbers. A regenerate shows how to present the price.
 */
export function pricingPosition(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const priced = facts.prices.map(pricedOf).filter((p): p is Priced => p !== null);
  const competitors = brief.competitors.length ? brief.competitors : facts.competitors;
  const model = statedModel(brief.request);
  if (!priced.length) {
    const asked = brief.amounts.find((a) => a.role !== 'budget');
    return {
      summary: `I could not read your prices for this request${asked ? `, so I can only weigh the ${asked.text} you gave` : ''}: attach or name your price list for a full answer.`,
      deliverable: [
        `**Decision:** Hold ${asked ? `${asked.text}${asked.period ? ` a ${asked.period}` : ''}` : 'your prices'} until the checks below are done; do not cut it to match anyone.`,
        '',
        '## Check before you decide',
        ...(competitors.length ? competitors.map((c) => `- ${c}: their current price for a comparable plan${model ? ` (you say they charge ${model})` : ''}, and what it includes.`) : ['- Two competitors\' current prices for a comparable plan.']),
        ...(facts.differentiator ? [`- Whether they offer what sets you apart: ${quoted(facts.differentiator, 'what sets you apart')}.`] : []),
      ].join('\n'),
      notes: ['Attach your price list or name it in the request (for example "use our price list") so the plans and prices can be compared.'],
      used: facts.differentiator ? [profileSource(facts)] : [],
      steps: [{ tool: 'pricing', summary: 'no prices read for this request' }],
      artifacts: [],
    };
  }
  const used: FactSource[] = priced.map((p) => p.fact.source);
  const focus = focusOf(priced, input);
  const base = focus ?? priced[0]!;
  const same = priced.filter((p) => p.currency === base.currency && p.per === base.per);
  const ladder = same.length >= 2 ? [...same].sort((a, b) => a.value - b.value) : [base];
  const entry = ladder[0]!;
  const top = ladder.at(-1)!;
  const money = (v: number) => formatMoney(v, base.currency);
  const arithmetic: string[] = [];
  for (let i = 1; i < ladder.length; i++) {
    const a = ladder[i - 1]!;
    const b = ladder[i]!;
    if (a.value > 0) arithmetic.push(`${b.label} is ${money(b.value)} ÷ ${money(a.value)} = ${formatNumber(b.value / a.value, 1)} times ${a.label}.`);
  }
  const sizes = sizesOf(brief.request);
  const perUnit = sizes ? ladder.filter((p) => new RegExp(sizes.unit, 'i').test(p.fact.per ?? '') || new RegExp(`per ${sizes.unit}`, 'i').test(p.fact.text)) : [];
  for (const p of perUnit) {
    arithmetic.push(`${p.fact.plan ?? p.label} for ${sizes!.low} to ${sizes!.high} ${sizes!.unit}s: ${sizes!.low} × ${money(p.value)} = ${money(sizes!.low * p.value)} up to ${sizes!.high} × ${money(p.value)} = ${money(sizes!.high * p.value)}${/month/i.test(p.fact.text) ? ' a month' : ''}.`);
  }
  if (base.per === 'month') arithmetic.push(`${base.label} comes to ${money(base.value)} × 12 = ${money(base.value * 12)} a year.`);
  const proof = facts.proof[0] ?? null;
  // A term is a sentence about the trial or guarantee, not a price-table row that mentions refunds.
  const trial = facts.terms.find((t) => /\b(trial|guarantee|refund|cancel)/i.test(t.text) && !/[|]|[$£€]\s?\d/.test(t.text)) ?? null;
  if (trial) used.push(trial.source);
  const included = focus ? includedIn(focus) : null;
  const asked = brief.amounts.find((a) => a.role !== 'budget' && a.value === base.value) ?? null;
  const presentation = input.variant % 2 === 1;
  const subject = focus ? `${focus.label}` : `${entry.label} as the way in`;
  const decision = presentation
    ? `Keep ${subject}${model ? `, and make the ${model.replace(/^per\s+/, 'per-')} difference the headline` : ''}: the case for it is ${included ? 'what it includes' : proof ? 'the result it brings' : 'what it includes'}, not the number.`
    : focus
      ? `${asked ? `Yes, keep ${asked.text}${asked.period ? ` a ${asked.period}` : ''}` : `Keep ${focus.label}`} for ${focus.fact.plan ?? 'this plan'}: ${included ? `it includes ${included}` : 'it sits where your other prices put it'}. Change it only if the competitor checks below show a like-for-like plan for less.`
      : `Lead with ${entry.label} as the way in${trial ? `, next to your terms ("${trial.text.trim().replace(/\.$/, '')}")` : ''}, and show ${top !== entry ? top.label : 'the higher plans'} as the step up.`;
  const checks = competitors.length ? competitors : ['[competitor]'];
  const body = presentation
    ? [
        '## How to present it',
        `- **What it includes first:** ${included ? `${base.label}: ${included}` : `${base.label}${trial ? `, with "${trial.text.trim().replace(/\.$/, '')}"` : ''}`}.`,
        ...(model ? [`- **Pricing model:** you charge ${base.fact.per ? `per ${base.fact.per}` : 'a fixed price'}, where ${checks[0]} charge ${model}: a busy month never raises your customer's bill.`] : []),
        ...(proof ? [`- **The result:** "${proof.text.trim().replace(/\.$/, '')}".`] : []),
        ...(base.per === 'month' ? [`- **The yearly figure, if asked:** ${money(base.value * 12)} (${money(base.value)} × 12).`] : []),
        '',
        '| Competitor | Check before you compare |',
        '|---|---|',
        ...checks.map((c) => `| ${c} | their price for a plan like ${base.fact.plan ?? 'yours'}${model && c === checks[0] ? ` and their ${model.replace(/^per\s+/, 'per-')} rate` : ''}, and what it includes |`),
      ]
    : [
        '## Your prices',
        '| Plan | Price | Per |',
        '|---|---|---|',
        ...priced.map((p) => `| ${p.fact.plan ?? '-'} | ${p.fact.amount} | ${p.fact.per ?? '-'} |`),
        '',
        '## What the numbers say',
        ...arithmetic.map((a) => `- ${a}`),
        ...(model ? [`- You charge ${base.fact.per ? `per ${base.fact.per}` : 'a set price'}; ${checks[0]} charge ${model}, as you say: their bill rises with volume, yours with team size.`] : []),
        '',
        '## Against competitors',
        ...checks.map((c) => `- ${c}: [to check] what they charge for a plan like ${base.fact.plan ?? 'your entry plan'} (${base.fact.amount}), and what it includes.`),
        '- Until those are checked, say nothing about being cheaper or better value than anyone.',
      ];
  if (proof && presentation) used.push(proof.source);
  const deliverable = [`**Decision:** ${decision}`, '', ...body].join('\n');
  const notes = ['Competitors\' prices are not in your facts: every check needs their current pricing page.'];
  if (priced.length < facts.prices.length) notes.push('Some prices in the fact sheet have no amount I could read and are left out of the arithmetic.');
  return {
    summary: decision.split(/(?<=\.)\s/)[0]!,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'pricing', summary: `${priced.length} prices${focus ? `, on ${focus.label}` : ''}${presentation ? ', how to present it' : ''}` }],
    artifacts: [],
  };
}

export const pricingPositionTask: AgentTask = {
  id: 'strategy.pricing-position',
  agent: 'strategy-review-agent',
  label: 'our pricing position',
  // ('Should we drop to £20?' after competitors' prices moves a price, not a channel.)
  cues: ['price', 'pricing', 'tier', 'expensive', 'cheap', 'charge', 'price point', 'our price', 'our pricing', 'too expensive', 'annual plan', 'monthly plan', 'drop to', 'drop our price', 'lower our price', 'raise our price', 'put up our price', 'charge more', 'charge less', 'price rise', 'price increase', 'a player', 'per player', 'a head', 'per head'],
  delivers: ['pricing', 'price', 'pricing position'],
  starter: 'Where do our prices sit, and which plan should we lead with?',
  generate: pricingPosition,
};
