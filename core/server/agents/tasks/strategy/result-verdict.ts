import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { formatMoney } from './money.ts';

/**
 * Whether a result is good ('140 friends came in free and 11 of them joined within a month. Is that good or bad?'):
 * the rate worked out from the request's own two numbers, set against a rate the space states for the same kind of
 * step (its KPIs' 'day-pass-to-membership conversion (currently 9%)'), what the result is worth at the space's own
 * price, a plain verdict, and what to change. A result with no rate of the space's own to compare with is judged on
 * its worth alone, and says which rate would settle it.
 */

// 'N of them joined', '11 out of 140 booked': the part, its whole when said, and what they did.
const PART = /\b(\d[\d,]*)\s+(?:of\s+(?:them|those|these|the\s+\w+)|out\s+of\s+(\d[\d,]*)(?:\s+\w+)?)\s+(?:have\s+|went on to\s+|then\s+)?([a-z]+(?:\s+up)?)\b([^.?!]*)/i;
// 'last quarter 140 friends came in free': the whole, what it counts, and what they did.
const WHOLE = /\b(\d[\d,]*)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:came|tried|used|visited|took|got|opened|clicked|enquired|booked|signed up|redeemed|attended|downloaded)\b/i;
const RATE_WORDS = /\b(?:conver\w*|join\w*|sign(?:ed)?[- ]?ups?|become|becoming|book\w*|buy\w*|purchas\w*|members?hip)\b/i;
const num = (s: string) => Number(s.replace(/,/g, ''));
const pct = (n: number) => `${(Math.round(n * 1000) / 10).toString()}%`;

/** A rate the space states for a step like this one ('day-pass-to-membership conversion within 30 days (currently 9%)'). */
function statedRate(texts: readonly string[]): { rate: number; said: string } | null {
  for (const text of texts) {
    for (const part of text.split(/;\s*|\.\s+/)) {
      const m = /(\d+(?:\.\d+)?)\s?%/.exec(part);
      if (m && RATE_WORDS.test(part) && !/\b(?:open|click|bounce|discount|off|vat|growth|revenue)\b/i.test(part)) return { rate: Number(m[1]) / 100, said: part.trim().replace(/[.;]+$/, '') };
    }
  }
  return null;
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const request = brief.request;
  const part = PART.exec(request);
  const whole = WHOLE.exec(request);
  const n = part ? num(part[1]!) : null;
  const of = part?.[2] ? num(part[2]) : whole ? num(whole[1]!) : null;
  const did = part ? `${part[3]!}${part[4]!.replace(/\s+(?:and|but|so)\b.*$/i, '').trimEnd()}` : null;
  const who = whole?.[2] ?? 'people';
  const used: FactSource[] = [profileSource(facts)];
  if (n === null || of === null || of <= 0 || n > of) {
    return {
      summary: 'Whether the result is good, once it is given as two numbers.',
      deliverable: `To judge it I need the result as two numbers: how many took part and how many of them did what you wanted (for example "140 came in free and 11 joined"). Send those and I will set the rate against your own and say what to change.`,
      notes: [],
      used,
      steps: [{ tool: 'result_verdict', summary: 'no two numbers to make a rate from' }],
      artifacts: [],
    };
  }
  const rate = n / of;
  const stated = statedRate([facts.kpis ?? '', facts.goal ?? '', facts.problems ?? '', ...input.referenced.map((r) => r.text.slice(0, 20_000))]);
  // The plan a newcomer joins: the first monthly price listed (a price list leads with its main plan), never a freeze or an extra.
  const plans = facts.prices.filter((p) => p.per === 'month' && !p.fee && p.plan && !/\b(?:freez\w*|pause|hold|extra|add-?on|upgrade)\b/i.test(`${p.plan} ${p.text}`));
  const monthly = plans.find((p) => /\b(?:member|plan|subscription)/i.test(`${p.section ?? ''} ${p.plan}`)) ?? plans[0] ?? null;
  if (monthly) used.push(monthly.source);
  const amount = monthly ? Number(monthly.amount.replace(/[^\d.]/g, '')) : null;
  const currency = monthly ? (/^[£$€]/.exec(monthly.amount)?.[0] === '$' ? 'USD' : /^€/.test(monthly.amount) ? 'EUR' : 'GBP') : 'GBP';
  const worth = amount ? `${n} × ${monthly!.amount} (${monthly!.plan}) = ${formatMoney(n * amount, currency)} a month coming in from them` : null;
  const comparison = stated ? rate / stated.rate : null;
  const verdict = comparison === null
    ? `${pct(rate)} of them ${did}. Whether that is good depends on how your other visitors convert, which your profile does not give.`
    : comparison >= 1.2
      ? `Good: ${pct(rate)} of them ${did}, better than your own ${pct(stated!.rate)} (${stated!.said}).`
      : comparison >= 0.8
        ? `About average: ${pct(rate)} of them ${did}, close to your own ${pct(stated!.rate)} (${stated!.said}). It works as well as your usual route, no better.`
        : `Below your own rate: ${pct(rate)} of them ${did}, against your ${pct(stated!.rate)} (${stated!.said}).`;
  const lines = [
    `**Verdict:** ${verdict}`,
    '',
    '**The numbers**',
    `- ${n} ÷ ${of} ${who} = ${pct(rate)}.`,
    ...(stated ? [`- Your own rate: ${pct(stated.rate)} (${stated.said}). At that rate, ${of} would give about ${Math.round(of * stated.rate)}.`] : []),
    ...(worth ? [`- ${worth}, for as long as they stay.`] : []),
    '',
    '**What to change**',
    `- Follow up every one of them within two days of their visit, by name, with one clear next step${monthly ? ` (${monthly.plan}, ${monthly.amount} a month)` : ''}.`,
    `- Ask each new ${/member/i.test(did ?? '') ? 'member' : 'customer'} how they heard of you, so the result is counted, not guessed.`,
    `- Keep it while it brings in more than it costs: ${n} ${/member/i.test(did ?? '') || /join/i.test(did ?? '') ? 'new members' : 'results'} ${worth ? `worth ${formatMoney(n * amount!, currency)} a month ` : ''}against what the free visits cost you in staff time and space${comparison !== null && comparison < 0.8 ? '; change how it is followed up before you scrap it' : ''}.`,
  ];
  return {
    summary: `Whether ${n} of ${of} is a good result, against your own figures.`,
    deliverable: lines.join('\n'),
    notes: stated ? [] : ['Add your usual conversion rate to the profile (the KPIs answer) and the verdict compares with it.'],
    used: uniqueSources(used),
    steps: [{ tool: 'result_verdict', summary: `${n} of ${of} = ${pct(rate)}${stated ? ` against ${pct(stated.rate)}` : ''}` }],
    artifacts: [],
    measured: [Math.round(rate * 1000) / 10, ...(worth ? [n * amount!] : []), ...(stated ? [Math.round(of * stated.rate)] : [])],
  };
}

export const resultVerdictTask: AgentTask = {
  id: 'strategy.result-verdict',
  agent: 'strategy-review-agent',
  label: 'whether a result is good, from its own numbers',
  cues: ['good or bad', 'is that good or bad', 'is this good or bad', 'is it good or bad', 'of them joined', 'of them signed up', 'of them booked', 'of them bought', 'of them came back', 'of them became', 'of them stayed', 'good or not', 'good result or', 'bad result'],
  delivers: [],
  starter: 'Is this result good? 140 people came to the free trial and 11 of them signed up',
  generate,
};
