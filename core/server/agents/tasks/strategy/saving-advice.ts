import type { Amount } from '../../brief/brief.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelOptions, channelPicture, costPerConversion, decideCut, kindNameOf, list, moneyLine, optionName, possessive, trafficLine } from './channel-verdict.ts';
import { connectNotes } from './connect-notes.ts';
import { channelsIn } from './channel-lexicon.ts';
import { hasFigures, readFigures } from './figure-evidence.ts';
import { formatMoney, formatNumber, moneyIn, perPeriod, periodsPerYear } from './money.ts';
import { withIndefinite } from '../english-phrases.ts';

/**
 * A saving or a cost the request gives is not a budget to plan: it is never split across channels. The answer
 * says what it changes (over a year, against the budget, in conversions at the best current cost) and where a
 * saving could go, as one decision.
 */
export function savingAdvice(input: TaskInput, amount: Amount): TaskOutput {
  const { facts } = input;
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const verdict = decideCut(channelPicture(input.brief, facts), usable);
  const currency = amount.currency;
  const money = (v: number, places: 0 | 2 | 'auto' = 'auto') => formatMoney(v, currency, places);
  const period = perPeriod(amount.period);
  const used: FactSource[] = [];
  const notes: string[] = [];
  const isSaving = amount.role === 'saving';
  const growthFirst = input.variant % 2 === 0;

  const best = verdict.grow ?? null;
  const bestName = best ? optionName(best) : null;
  const profileBest = facts.bestChannel ? quoted(facts.bestChannel, 'your best channel') : null;
  const bestKind = channelsIn(facts.bestChannel ?? '')[0];
  const destination = bestName ?? (bestKind ? bestKind.name : profileBest ?? '[the channel that brings your best customers]');
  if (!bestName && profileBest) used.push(profileSource(facts));
  if (verdict.usedProfile) used.push(profileSource(facts));

  // Why the destination: its own numbers, else what the profile says of it (the cut's evidence is another question).
  const named = channelPicture(input.brief, facts).named.map((k) => k.name).filter((n) => n !== destination);
  const reasons = [
    best ? moneyLine(best, verdict.currency) ?? trafficLine(best) : null,
    (best?.best || !best) && facts.bestChannel ? `Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}.` : null,
    !best && named.length ? `Of the channels you named (${list(named)}), none has a figure or profile answer behind it yet: connect Meta Ads or Google Analytics 4 to compare them.` : null,
  ].filter((r): r is string => Boolean(r));
  const changes: string[] = [];
  const perYear = periodsPerYear(amount.period);
  if (perYear && perYear > 1) changes.push(`Over a year: ${money(amount.value)} × ${perYear} = ${money(amount.value * perYear)}.`);
  // The budget the request states beside the saving comes first, then the profile's; both are compared over the
  // same period (a quarterly saving against a monthly budget is set out per year), each step written out.
  const stated = input.brief.amounts.find((a) => a.role === 'budget' && a.currency === currency);
  const profileBudget = moneyIn(facts.budget ?? '')[0];
  const budget = stated ? { value: stated.value, currency: stated.currency } : profileBudget;
  const budgetPeriod = stated ? stated.period : /\bquarter/i.test(facts.budget ?? '') ? 'quarter' : /\b(?:year|annual)/i.test(facts.budget ?? '') ? 'year' : /\bmonth/i.test(facts.budget ?? '') ? 'month' : null;
  if (budget && budget.value > 0) {
    if (!stated) used.push(profileSource(facts));
    const label = stated ? `your budget (${stated.text}${perPeriod(stated.period)})` : `your budget (profile: ${quoted(facts.budget, 'budget')})`;
    const budgetYears = periodsPerYear(budgetPeriod);
    if (amount.period && budgetPeriod && amount.period !== budgetPeriod && perYear && budgetYears) {
      const yearBudget = budget.value * budgetYears;
      if (budgetYears > 1) changes.push(`Over a year, ${label} is ${formatMoney(budget.value, budget.currency)} × ${budgetYears} = ${formatMoney(yearBudget, budget.currency)}.`);
      changes.push(`Against it: ${money(amount.value * perYear)} ÷ ${formatMoney(yearBudget, budget.currency)} = ${formatNumber(((amount.value * perYear) / yearBudget) * 100, 1)} % of a year's budget.`);
    } else {
      changes.push(`Against ${label}: ${money(amount.value)} ÷ ${formatMoney(budget.value, budget.currency)} = ${formatNumber((amount.value / budget.value) * 100, 1)} % of it.`);
    }
  }
  const cpc = best ? costPerConversion(best) : null;
  if (best && cpc !== null) {
    changes.push(`At ${possessive(optionName(best))} current cost per conversion (${formatMoney(cpc, verdict.currency, 2)}), ${money(amount.value)} ÷ ${formatMoney(cpc, verdict.currency, 2)} = ${formatNumber(amount.value / cpc, 1)} conversions${period}: a ceiling, not a forecast, since the cost per conversion often rises as a campaign spends more.`);
  }
  if (!isSaving && verdict.basis === 'no-conversions' && verdict.freed !== null && verdict.cut) {
    changes.push(`${optionName(verdict.cut)} spent ${formatMoney(verdict.freed, verdict.currency, 2)} in the figures' period and brought 0 conversions: cutting it would free that sum towards this.`);
  }
  if (!changes.length) changes.push(`It is ${money(amount.value)}${period}; with a budget in the profile or connected ad figures, I could say what share of your spend it is and what it buys at your current cost per conversion.`);

  const decision = isSaving
    ? growthFirst
      ? `Put the ${money(amount.value)}${period} you save into ${destination} as a one-month test, and keep it there only if ${facts.kpis ? quoted(facts.kpis, 'your KPI') : 'conversions'} move; otherwise bank it.`
      : `Bank the ${money(amount.value)}${period} you save: it lowers your costs at once. Move it into ${destination} only once ${facts.kpis ? quoted(facts.kpis, 'your KPI') : 'the cost per conversion'} there holds up at a higher spend.`
    : growthFirst
      ? `Take on the ${money(amount.value)}${period} only if what it buys beats spending the same money on ${destination}.`
      : `Treat the ${money(amount.value)}${period} as a cut to find elsewhere first: fund it from the weakest spend before touching ${destination}.`;
  if (facts.kpis) used.push(profileSource(facts));

  const deliverable = [
    `**Decision:** ${decision}`,
    '',
    `## What the ${isSaving ? 'saving' : 'cost'} changes`,
    ...changes.map((c) => `- ${c}`),
    '',
    `## ${isSaving ? 'Where it could go' : 'How to cover it'}`,
    ...(reasons.length ? reasons.map((e) => `- ${e}`) : ['- No channel stands out yet: list your channels in the space profile or connect Meta Ads or Google Analytics 4.']),
    ...(isSaving
      ? [`- ${growthFirst ? 'The alternative: bank it, and your costs fall by the same sum.' : `The alternative: reinvest it in ${destination} now, as a test with a stop rule.`}`]
      : []),
    ...figuresLine(usable, verdict.usedFigures),
  ].join('\n');
  notes.push(`"${amount.text}" reads as ${withIndefinite(amount.role)}, not as the budget to plan, so it is not split across channels. If it is the whole budget, say so and ask again.`);
  const weighed = channelOptions(channelPicture(input.brief, facts), usable).map(kindNameOf);
  notes.push(...connectNotes(figures, weighed, 'No connected figures were read: connect Meta Ads or Google Analytics 4 to weigh where the money works best.'));
  return {
    summary: decision.split(/(?<=\.)\s/)[0]!,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'saving', summary: `${money(amount.value)}${period} read as ${withIndefinite(amount.role)}: not split` }, ...figuresStep(figures, verdict.usedFigures)],
    artifacts: [],
  };
}
