import { capitalise } from '../../offline/template-grammar.ts';
import { countWord } from '../english-phrases.ts';
import { PER_YEAR, periodCountsIn } from '../strategy/period-counts.ts';
import { parseCount } from '../../brief/parse-count.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted } from '../strategy/advice-sources.ts';
import { channelsIn } from '../strategy/channel-lexicon.ts';
import { list, possessive } from '../strategy/channel-verdict.ts';
import { formatMoney, formatNumber, moneyIn } from '../strategy/money.ts';
import { documentLines } from '../strategy/stated-results.ts';
import { singular } from '../strategy/channel-lines.ts';

/**
 * Ranked priorities for a period, one measure each ('What should our 3 marketing priorities be for next quarter?
 * Rank them and give one metric for each'): the goal first, then the channel the best customers come from, a cost
 * per result on the paid channel, the message that sets the business apart, and its proof. Each from the profile,
 * with why it ranks where it does and the one number that shows it is working.
 */

interface Priority {
  title: string;
  why: string;
  metric: string;
  step: string;
}

const PAID = /\b(google ads|meta ads|facebook ads|instagram ads|tiktok ads|linkedin ads|ppc|paid search|paid social)\b/i;

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // 'our 3 marketing priorities' names the count even where the reader takes 'our …' for something that exists.
  const said = /\b(\d|one|two|three|four|five|six)\s+(?:\w+\s+)?(?:priorities|focus areas)\b/i.exec(brief.request)?.[1];
  const count = Math.max(1, Math.min(6, brief.deliverables.find((d) => /priorit|focus/.test(d.noun))?.count ?? (parseCount(said) ?? 3)));
  const period = /\bnext quarter|this quarter|quarter\b|\bQ[1-4]\b/i.test(brief.request) ? 'quarter' : /\bmonth\b/i.test(brief.request) ? 'month' : /\byear\b/i.test(brief.request) ? 'year' : 'quarter';
  const goalFigure = periodCountsIn(facts.goal ?? '')[0] ?? null;
  const monthly = goalFigure ? (goalFigure.value * PER_YEAR[goalFigure.per]!) / 12 : null;
  const budget = facts.budget ? moneyIn(facts.budget)[0] ?? null : null;
  const perMonthBudget = budget ? (/\b(?:a|per)\s+year|annual/i.test(facts.budget!) ? budget.value / 12 : budget.value) : null;
  const current = [...facts.channels, facts.bestChannel ?? ''].join(', ');
  const paid = PAID.exec(current)?.[0] ?? null;
  const best = facts.bestChannel ? channelsIn(facts.bestChannel).map((c) => c.name) : [];
  const proof = facts.proof.find((p) => p.figures.length && p.kind !== 'quote');
  const all: Priority[] = [];
  if (facts.goal) {
    all.push({
      title: `Hit the goal: ${facts.goal.replace(/[.]+$/, '')}`,
      why: 'It is the goal your profile sets; everything else below is judged by whether it moves this.',
      metric: goalFigure && monthly !== null ? `${goalFigure.unit} a month against ${formatNumber(monthly, Number.isInteger(monthly) ? 0 : 1)} a month at the goal's pace, counted every week.` : `${quoted(facts.kpis?.split(/[,;]/)[0]?.trim() ?? null, 'your main KPI')}, counted every week against the pace the goal needs.`,
      step: "Write down this week's number as the baseline before anything changes.",
    });
  }
  if (facts.bestChannel) {
    all.push({
      title: `Grow ${best.length ? list(best) : facts.bestChannel.replace(/[.]+$/, '')}`,
      why: `Your profile says your best customers come from ${quoted(facts.bestChannel, 'your best channel')}: more of what already works is the cheapest growth.`,
      metric: 'New customers who name it when asked how they heard of you, each month.',
      step: 'Ask every new customer how they heard of you, from this week.',
    });
  }
  // A results table that measures the channels already says what each brings: the priority is to move money from
  // the dearest to the cheapest, not to start measuring.
  const table = documentLines(input, 'any');
  const priced = table?.priced.filter((p) => p.line.amount.value > 0 && Number.isFinite(p.cpr)).sort((a, b) => a.cpr - b.cpr) ?? [];
  // (The money goes to the cheapest channel that takes money: a referral scheme's credits do not scale with a budget.)
  const takesMoney = priced.filter((p) => p.line.kind.cost === 'money');
  const measured = Boolean(paid && table && takesMoney.length >= 1 && priced.length >= 2 && priced.at(-1)!.cpr > takesMoney[0]!.cpr && priced.at(-1) !== takesMoney[0]);
  if (measured && table) {
    const cheap = takesMoney[0]!;
    const dear = priced.at(-1)!;
    const one = singular(dear.noun);
    const money = (v: number) => formatMoney(v, dear.line.amount.currency);
    all.push({
      title: `Move money from ${dear.line.name} to ${cheap.line.name}`,
      why: `"${table.source.title}" shows ${dear.line.name} at ${money(dear.cpr)} per ${one} (${dear.line.amount.text} ÷ ${formatNumber(dear.count)}) against ${money(cheap.cpr)} for ${cheap.line.name} (${cheap.line.amount.text} ÷ ${formatNumber(cheap.count)}).`,
      metric: `Cost per ${one} of each channel, worked out the same way each month.`,
      step: `Take ${possessive(dear.line.name)} budget down from the next billing period and add it to ${cheap.line.name}; check both after 4 weeks.`,
    });
  } else if (paid) {
    const cap = perMonthBudget && monthly ? perMonthBudget / monthly : null;
    all.push({
      title: `Put a cost per result on ${paid}`,
      why: `It is paid every month, and nothing in your space shows what it brings yet.`,
      metric: cap && budget ? `Cost per new customer from ${paid}: at most ${formatMoney(cap, budget.currency, 0)} (your ${facts.budget} budget ÷ ${formatNumber(monthly!, Number.isInteger(monthly!) ? 0 : 1)} a month at the goal's pace).` : `Cost per new customer from ${paid} (spend ÷ new customers it brought), each month.`,
      step: `Tag ${paid} sign-ups so each one can be counted; review after 4 weeks.`,
    });
  }
  if (facts.differentiator) {
    all.push({
      title: 'Lead every piece with what sets you apart',
      why: `Your profile says: ${quoted(facts.differentiator, 'what sets you apart')}. Said the same way everywhere, it is what people remember.`,
      metric: 'Enquiries that turn into bookings or sales (conversion rate), each month.',
      step: 'Put it in the first line of your website, your profiles and your next three posts.',
    });
  }
  if (proof) {
    all.push({
      title: 'Show your proof',
      why: `Your facts hold a result people can check: "${proof.text.replace(/[.]+$/, '')}".`,
      metric: /review|rating/i.test(proof.text) ? 'New reviews each month.' : 'Pages and posts that carry the result, and enquiries from them.',
      step: 'Ask every happy customer for a review, on the day they say they are happy.',
    });
  }
  // The goal is what every priority is judged by, not a priority of its own, unless the facts give too few others.
  const goal = facts.goal ? all[0]! : null;
  const others = goal ? all.slice(1) : all;
  // A regenerate ranks from the message instead of the channels: what sets the business apart and its proof first.
  const message = (p: Priority) => /^(Lead every piece|Show your proof)/.test(p.title);
  const pool = input.variant % 2 === 1 ? [...others.filter(message), ...others.filter((p) => !message(p))] : others;
  const chosen = (pool.length >= count || !goal ? pool : [goal, ...pool]).slice(0, count);
  // ('three priorities … and one KPI for each': the measure each gets is the KPI asked.)
  const metricLabel = /\bkpis?\b/i.test(brief.request) ? 'KPI' : 'Metric';
  const framed = goal && !chosen.includes(goal);
  // 'Bullets, under 150 words in total': one bullet each, why and measure only, within the limit.
  const compact = Boolean(brief.limits.words || brief.limits.bullets || /\bbullets?\b|\bbullet points?\b|\bbrief(?:ly)?\b|\bquick(?:ly)?\b|\bshort\b/i.test(brief.request));
  // 'I've only got about 6 hours a week': the time given is shared out by rank, so the plan fits the week asked.
  const hours = /\b(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each)\s*week\b/i.exec(input.brief.request);
  const weekly = hours ? Number(hours[1]) : null;
  const shares = chosen.length === 1 ? [1] : chosen.length === 2 ? [0.6, 0.4] : chosen.map((_, i) => [0.5, 0.3, 0.2][i] ?? 0.1);
  const total = shares.reduce((a, b) => a + b, 0);
  const timeOf = (i: number) => (weekly ? Math.max(0.5, Math.round((weekly * shares[i]!) / total * 2) / 2) : null);
  const summary = `${capitalise(countWord(chosen.length))} ${chosen.length === 1 ? 'priority' : 'priorities'} for the ${period}, ranked, each with the one number that shows it is working.`;
  const frame = framed ? `All ${countWord(chosen.length)} are judged by your goal: ${quoted(facts.goal!, 'goal')}.` : null;
  // The first sentence, cut at a colon only where what comes before it is a reason of its own (not 'Your profile says:').
  const firstSentence = (t: string) => {
    const one = t.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;
    const colon = one.indexOf(': ');
    return colon > 0 && !/\bsays?$/.test(one.slice(0, colon)) ? `${one.slice(0, colon)}.` : one;
  };
  // The other version says what to do first instead of why: the same priorities are then a plan, not a rationale.
  const bullets = chosen.map((p, i) => `- **${i + 1}. ${p.title}.** ${input.variant % 2 === 1 ? `Start: ${p.step.charAt(0).toLowerCase()}${p.step.slice(1)}` : firstSentence(p.why)} Measure: ${p.metric.charAt(0).toLowerCase()}${p.metric.slice(1)}`);
  const limit = brief.limits.words;
  // Within the limit: the measures go shorter first, then the reasons, never a priority.
  const words = (lines: string[]) => lines.join(' ').split(/\s+/).filter(Boolean).length;
  let short = frame ? [frame, '', ...bullets] : bullets;
  if (compact && limit && words(short) > limit) short = (frame ? [frame, ''] : []).concat(chosen.map((p, i) => `- **${i + 1}. ${p.title}.** Measure: ${firstSentence(p.metric).charAt(0).toLowerCase()}${firstSentence(p.metric).slice(1)}`));
  if (compact && limit && words(short) > limit) short = chosen.map((p, i) => `- **${i + 1}. ${p.title}.**`);
  return {
    summary,
    deliverable: compact ? short.join('\n') : (frame ? `${frame}\n\n` : '') + chosen.map((p, i) => `## ${i + 1}. ${p.title}\n\n- **Why ${i === 0 ? 'first' : `number ${i + 1}`}:** ${p.why}\n- **${metricLabel}:** ${p.metric}\n- **First step:** ${p.step}${weekly ? `\n- **Time:** about ${timeOf(i)} ${timeOf(i) === 1 ? 'hour' : 'hours'} of your ${weekly} a week` : ''}`).join('\n\n'),
    notes: [...(chosen.length < count ? [`Your profile gives me ${chosen.length} ${chosen.length === 1 ? 'priority' : 'priorities'} I can stand behind, not ${count}; add your goal, best channel and budget to the profile for more.`] : []), input.variant % 2 === 1 ? 'Ranked from the message this time: what sets you apart and its proof, then the channels.' : `Ranked by what your profile says matters most: the channel your best customers come from, then ${measured ? 'the dearest channel your results measure against the cheapest' : 'spend nobody has measured yet'}, then the message.`],
    used: [profileSource(facts), ...(proof ? [proof.source] : [])],
    steps: [{ tool: 'priorities', summary }],
    artifacts: [],
  };
}

export const prioritiesTask: AgentTask = {
  id: 'cmo.priorities',
  agent: 'cmo',
  label: 'ranked priorities with a measure each',
  cues: ['priorities', 'priority', 'rank them', 'ranked', 'top priorities', 'focus areas', 'top 3', 'top three', 'top 5', 'top five', 'marketing priorities', 'three priorities', '3 priorities'],
  delivers: ['priority', 'focus area'],
  starter: 'What should our 3 marketing priorities be for next quarter? Rank them and give one metric for each.',
  generate,
};
