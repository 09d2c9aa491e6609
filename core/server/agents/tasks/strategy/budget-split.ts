import type { Amount } from '../../brief/brief.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelPicture, costPerConversion, displayName, kindNameOf, list, moneyLine, possessive, ratesDiffer, trafficLine, type ChannelOption } from './channel-verdict.ts';
import { roleOf, timeWorkOf } from './channel-lexicon.ts';
import { CHANNEL_KINDS } from './channel-lexicon.ts';
import { hasFigures, keyEventRate, readFigures, type FigureEvidence } from './figure-evidence.ts';
import { formatMoney, formatNumber, moneyIn, perPeriod, splitExactly } from './money.ts';
import { savingAdvice } from './saving-advice.ts';
import { savingAskedAbout } from './saving-question.ts';
import { namedChannels } from './named-channels.ts';
import { budgetPace } from './goal-maths.ts';
import { connectNotes } from './connect-notes.ts';
import { cutOrShift, savingTarget } from './cut-or-shift.ts';
import { withIndefinite } from '../english-phrases.ts';
import { splitMove } from './split-move.ts';
import { statedResultsDecision } from './stated-results.ts';
import { withResultsTable } from './results-options.ts';
import { singular } from './channel-lines.ts';
import { relativeConversions, type RelativeConversion } from './relative-conversion.ts';

type Angle = 'evidence' | 'concentrate' | 'test';
const ANGLES: readonly Angle[] = ['evidence', 'concentrate', 'test'];

interface Line {
  option: ChannelOption;
  weight: number;
  why: string[];
}

/** The budget to plan: the request's amount with the role 'budget', else the profile's budget answer. */
function budgetOf(input: TaskInput): { amount: Amount | null; fromProfile: boolean } {
  const asked = input.brief.amounts.find((a) => a.role === 'budget');
  if (asked) return { amount: asked, fromProfile: false };
  // A request that gives a saving or a cost is about that sum: the profile's budget does not stand in for it.
  if (input.brief.amounts.some((a) => a.role === 'saving' || a.role === 'cost')) return { amount: null, fromProfile: false };
  const written = moneyIn(input.facts.budget ?? '')[0];
  if (!written) return { amount: null, fromProfile: false };
  const period = /\b(month|monthly|mo)\b/i.test(input.facts.budget!) ? 'month' : /\bquarter/i.test(input.facts.budget!) ? 'quarter' : /\b(year|annual|yearly)\b/i.test(input.facts.budget!) ? 'year' : null;
  return { amount: { value: written.value, currency: written.currency, period, role: 'budget', text: written.text }, fromProfile: true };
}

/** The channels to split across: the ones the request names (two or more), else the profile's, else those with figures. */
function channelsToSplit(input: TaskInput, figures: FigureEvidence | null): ChannelOption[] {
  const picture = channelPicture(input.brief, input.facts);
  const isBest = (name: string) => picture.best.some((b) => b.name === name);
  const option = (name: string, cost: 'money' | 'time', named: boolean, display = name): ChannelOption => {
    const traffic = figures?.traffic.find((t) => t.channel === name) ?? null;
    const money = name === 'Meta ads' && figures?.adTotals ? { spend: figures.adTotals.spend, conversions: figures.adTotals.conversions } : null;
    return { name: display, kindName: name, level: 'channel', cost, money, traffic, best: isBest(name), named };
  };
  // The channels as the request lists them, each kept even when two are of one kind ('Instagram' and 'Facebook
  // groups') or the lexicon does not know it ('the Harbourside fair stall').
  const listed = namedChannels(input.brief.pasted ? input.brief.request.replace(input.brief.pasted, '') : input.brief.request);
  if (listed.length >= 2) {
    // A kind's connected figures go to the first channel of that kind only, so no spend is counted twice.
    const seen = new Set<string>();
    return listed.map((c) => {
      // A channel the lexicon does not know may take money: the request asks to fund it, and nothing says it is free.
      const o = option(c.kind?.name ?? c.name, c.kind?.cost ?? 'money', true, c.name);
      const first = !seen.has(kindNameOf(o));
      seen.add(kindNameOf(o));
      return first ? o : { ...o, money: null, traffic: null };
    });
  }
  // The channels as the request writes them ('webinars', 'the Shopify App Store'), each weighed as its kind.
  if (picture.named.length >= 2) return picture.named.map((k) => option(k.name, k.cost, true, displayName(picture.written.get(k.name) ?? k.name)));
  const profile = picture.listed.map((c) => option(c.name, c.kind?.cost ?? 'time', false));
  for (const b of picture.best) if (!profile.some((o) => o.name === b.name)) profile.push(option(b.name, b.cost, false));
  if (profile.length) return profile;
  if (!figures) return [];
  const fromFigures = figures.traffic.filter((t) => t.channel).map((t) => option(t.channel!, CHANNEL_KINDS.find((k) => k.name === t.channel)?.cost ?? 'time', false));
  if (figures.adTotals && !fromFigures.some((o) => o.name === 'Meta ads')) fromFigures.push(option('Meta ads', 'money', false));
  return fromFigures;
}

type Priced = ChannelOption & { statedFactor?: RelativeConversion | null };

/** A stated cost per result, divided by how well that channel's results convert when the request compares them. */
function effectiveCost(o: Priced): number {
  return o.stated!.value / (o.statedFactor?.factor ?? 1);
}

/** 'trial: £22 as you state it; its trials convert half as often, so at the others' rate that is about £44 per trial (£22 ÷ 0.5)'. */
function statedCostLine(o: Priced, currency: string): string {
  const result = o.stated!.result ?? 'result';
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(v) ? 0 : 2);
  const base = `${result}: ${o.stated!.text} as ${o.stated!.fromDocument ? 'your documents state' : 'you state'} it`;
  if (!o.statedFactor) return base;
  const per = Math.round(effectiveCost(o) * 100) / 100;
  return `${base}; its ${result}s convert ${o.statedFactor.text}, so at the others' rate that is about ${money(per)} per ${result} (${o.stated!.text} ÷ ${formatNumber(o.statedFactor.factor, 2)})`;
}

/** Weights from the evidence: 2 each, +1 for the profile's best channel, +1 for the best figures, 1 for spend with no conversions. */
const timesText = (ratio: number) => {
  const r = Math.round(ratio * 10) / 10;
  return formatNumber(r, Number.isInteger(r) ? 0 : 1);
};

function weigh(options: Priced[], angle: Angle, currency: string): Line[] {
  const withCost = options.filter((o) => costPerConversion(o) !== null);
  const cheapest = withCost.length ? withCost.reduce((a, b) => (costPerConversion(b)! < costPerConversion(a)! ? b : a)) : null;
  const rated = options.filter((o) => o.traffic && o.traffic.sessions > 0);
  const highest = rated.length >= 2 ? rated.reduce((a, b) => (keyEventRate(b.traffic!)! > keyEventRate(a.traffic!)! ? b : a)) : null;
  const lowest = rated.length >= 2 ? rated.reduce((a, b) => (keyEventRate(b.traffic!)! < keyEventRate(a.traffic!)! ? b : a)) : null;
  // Rates that differ only by rounding set no channel apart.
  const topRate = highest && lowest && ratesDiffer(lowest, highest) ? highest : null;
  const priced = options.filter((o) => o.stated);
  const cheapestStated = priced.length >= 2 && !withCost.length ? priced.reduce((a, b) => (effectiveCost(b) < effectiveCost(a) ? b : a)) : null;
  const settled = cheapestStated && priced.every((o) => o === cheapestStated || effectiveCost(o) > effectiveCost(cheapestStated) * 1.05) ? cheapestStated : null;
  const lines = options.map((option): Line => {
    const why: string[] = [];
    let weight = 2;
    if (option.stated) {
      if (option === settled) weight += 1;
      why.push(`${option === settled ? 'lowest cost per ' : ''}${statedCostLine(option, currency)}`);
    }
    const dear = cheapest && option !== cheapest && withCost.length >= 2 && costPerConversion(option) !== null && costPerConversion(option)! >= 3 * costPerConversion(cheapest)!;
    if (option.money && option.money.spend > 0 && option.money.conversions === 0) {
      weight = 1;
      why.push(`${moneyLine(option, currency)} A test budget until it converts`);
    } else if (dear) {
      // Three times the cheapest channel's cost per result or more: it keeps a test share until it comes down.
      weight = 1;
      why.push(`${moneyLine(option, currency)} ${timesText(costPerConversion(option)! / costPerConversion(cheapest!)!)} times ${possessive(cheapest!.name)} cost, so a test share until it comes down`);
    } else {
      if (option.best) {
        weight += 1;
        why.push('your profile names it as where the best customers come from');
      }
      if (option === cheapest && withCost.length >= 2) {
        weight += 1;
        why.push(`lowest cost per ${option.resultNoun ? singular(option.resultNoun) : 'conversion'}: ${moneyLine(option, currency)}`);
      } else if (option.money && costPerConversion(option) !== null) why.push(moneyLine(option, currency)!);
      if (option === topRate) {
        weight += 1;
        why.push(`most key events per session: ${trafficLine(option)}`);
      } else if (option.traffic) why.push(trafficLine(option)!);
    }
    if (!why.length && option.name.startsWith('[')) why.push('a marked blank: name the channel');
    const role = roleOf(kindNameOf(option));
    if (!why.length) why.push(role ? `${role}; nothing in your figures or profile sets it apart yet, so it gets the base share` : option.named ? 'you named it; no figure or profile answer sets it apart yet, so it gets the base share' : 'in your channel list; nothing sets it apart yet, so it gets the base share');
    else if (role) why.push(role);
    return { option, weight, why };
  });
  if (angle === 'test') return lines.map((l) => (l.weight === 1 ? l : { ...l, weight: 2, why: ['an equal share for the test', ...l.why.filter((w) => !w.includes('base share'))] }));
  if (angle === 'concentrate' && lines.length >= 2) {
    const lead = lines.reduce((a, b) => (b.weight > a.weight ? b : a));
    const others = lines.filter((l) => l !== lead).reduce((n, l) => n + l.weight, 0);
    return lines.map((l) => (l === lead ? { ...l, weight: others } : l));
  }
  return lines;
}

const RULES: Record<Angle, string> = {
  evidence: 'Each channel starts at weight 2; the channel your profile calls best gets +1, the best figures get +1, and a channel with spend and no conversions, or at three times the cheapest cost per result or more, drops to 1.',
  concentrate: 'Half the budget goes to the strongest channel (its weight equals all the others together); the rest is shared by the evidence weights.',
  test: 'Equal weights for a month, so the channels are compared on the same footing; a channel with spend and no conversions keeps a test weight of 1.',
};

const LEADS: Record<Angle, string> = {
  evidence: 'Split by the evidence: more where the facts and figures point, a base share elsewhere.',
  concentrate: 'Concentrate: back the strongest channel with half the budget and keep the rest as smaller bets.',
  test: 'Test and learn: give the channels equal shares for a month and let the results decide the next split.',
};

/** 'Split our £1,000 budget across channels', 'allocate £800 a month between our channels', 'divide the budget over …'. */
const SPLIT_ASKED = /\b(?:split|allocate|divide|share out|carve up|break down)\b[^.?!]{0,60}\b(?:across|between|over|among|by)\b[^.?!]{0,30}\bchannels?\b|\bhow (?:should|would) (?:we|i|you) (?:split|allocate|divide)\b/i;

export function budgetSplit(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // 'Our split is X £600, Y £300 … Move 10% from Y to X': the split given, with that move made.
  const moved = splitMove(input);
  if (moved) return moved;
  // 'Switching saves £600. Our budget is £1,000. What should we do with the saving?' asks about the saving, not a split.
  const asked = savingAskedAbout(brief);
  if (asked) return savingAdvice(input, asked);
  // 'Google Ads brings ~22 new patients a month, Instagram ~5, flyers maybe 2. How would you re-split it?': results per
  // channel given in the request decide where the money moves, on what each result costs.
  // ('Split our £1,000 monthly budget across channels': a split of that sum is asked, every line of it, not one move.)
  const byResults = SPLIT_ASKED.test(brief.request) ? null : statedResultsDecision(input, 'move');
  if (byResults) return byResults;
  const { amount, fromProfile } = budgetOf(input);
  if (!amount) {
    // A sum to save, or costs per channel, ask what to cut: never a split.
    if (savingTarget(input) || channelPicture(brief, facts).stated.some((f) => f.metric === 'cost')) return cutOrShift(input);
    const other = brief.amounts.find((a) => a.role === 'saving' || a.role === 'cost');
    if (other) return savingAdvice(input, other);
  }
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const angle = ANGLES[input.variant % ANGLES.length]!;
  const currency = amount?.currency ?? usable?.currency ?? 'USD';
  // (A results table in the space's documents says what each channel cost and brought, as connected figures would.)
  const tabled = withResultsTable(input, channelsToSplit(input, usable));
  let options = tabled.options;
  const notes: string[] = [];
  const used: FactSource[] = tabled.source ? [tabled.source] : [];
  if (fromProfile || options.some((o) => !o.named) || options.some((o) => o.best)) used.push(profileSource(facts));
  if (options.length === 1) {
    options = [...options, { name: '[a second channel to test]', level: 'channel', cost: 'money', money: null, traffic: null, best: false, named: false }];
    notes.push('Only one channel is known, so the second line is a marked blank: name the channel you want to test, or list your channels in the space profile.');
  }
  if (!options.length) {
    options = ['[your main channel]', '[your second channel]', '[a channel to test]'].map((name) => ({ name, level: 'channel' as const, cost: 'money' as const, money: null, traffic: null, best: false, named: false }));
    notes.push('No channels are named in the request or listed in the space profile, so the lines are marked blanks: name them and ask again for a split with reasons.');
  }
  // Money goes only to channels that spend it (ads, print, events, paid placements); a channel that costs time gets
  // its work and hours instead of a sum it could not spend.
  const timeOnly = options.filter((o) => o.cost === 'time');
  options = options.filter((o) => o.cost === 'money');
  if (!options.length) return noPaidChannel(input, timeOnly, timeOnly.map((o) => `- **${o.name}:** ${timeWork(o)}`), amount, currency, fromProfile, used, figures);
  // Costs per result the request states ('Google Ads cost £38 per trial, Facebook £22') weigh like connected figures,
  // each divided by how well that channel's results convert when the request compares them ('convert half as often').
  const stated = channelPicture(brief, facts).stated.filter((f) => f.metric === 'cost');
  const conversions = relativeConversions(brief.request);
  options = options.map((o) => {
    const figure = stated.find((f) => f.channel.kind.name === kindNameOf(o));
    return figure ? { ...o, stated: figure, statedFactor: conversions.find((c) => c.channel === kindNameOf(o)) ?? null } : o;
  });
  const lines = weigh(options, angle, currency);
  const weights = lines.map((l) => l.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  // Each share to one decimal, from its own fraction (the sums below are what must add up exactly).
  const shares = weights.map((w) => formatNumber((w / total) * 100, Number.isInteger((w / total) * 100) ? 0 : 1));
  const amounts = amount ? splitExactly(amount.value, weights) : null;
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(amount?.value ?? 0) ? 0 : 2);
  const period = perPeriod(amount?.period ?? null);
  const lead = lines.reduce((a, b) => (b.weight > a.weight ? b : a));
  const usedFigures = Boolean(usable && lines.some((l) => l.option.money || l.option.traffic));

  const names = lines.map((l) => l.option.name);
  const equal = new Set(weights).size === 1;
  const decision = names.length === 1
    ? `Put ${amounts ? `all ${money(amount!.value)}${period}` : 'the whole budget'} into ${names[0]}, the one channel here that takes money, for one month, then judge it on ${firstKpi(facts.kpis) ?? 'conversions'}.`
    : equal
    ? `${amounts ? `Put ${money(amounts[0]!)}${period} into each of ${names.slice(0, -1).join(', ')} and ${names.at(-1)} (${money(amount!.value)} split equally)` : `Split the budget equally across ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`} for one month${angle === 'test' ? '' : ', since nothing in your facts or figures sets one apart yet'}, then move the next month's money to whichever brings ${firstKpi(facts.kpis) ?? 'conversions'} cheapest.`
    : angle === 'concentrate' && amount
    ? `Back ${lead.option.name} with half the budget and keep ${list(lines.filter((l) => l !== lead).map((l) => l.option.name))} as ${lines.length > 2 ? 'smaller bets' : 'a smaller bet'} with the rest.`
    : amount
    ? `Put the largest share, ${money(amounts![lines.indexOf(lead)]!)}${period}, into ${lead.option.name}; the full split of ${money(amount.value)}${period} is below.`
    : `Put the largest share, ${shares[lines.indexOf(lead)]} %, into ${lead.option.name}; the full split is below.`;
  const kpiName = firstKpi(facts.kpis) ?? 'cost per result';
  const mustShow = (l: Line) =>
    l === lead
      ? `It carries the plan, so check ${kpiName} every week; go back to an even split if it has not improved within a month.`
      : l.weight === 1
        ? l.option.money && l.option.money.conversions > 0
          ? `Held at a test share: each result costs far more here (${money(l.option.money.spend / l.option.money.conversions)}), so it must bring that down this month.`
          : 'Held at a test share: it has spent without converting, so it must show a first result this month.'
        : `A smaller bet: keep it only if ${kpiName} there comes close to the lead channel's after a month.`;
  // A channel that costs time is in the split with no money and the work it needs, so every channel named is answered.
  const none = amount ? `${money(0)}: time, not ad money` : 'none: time, not ad money';
  const table = angle === 'concentrate' ? [
    ...lines.map((l, i) => `- **${l.option.name}: ${amounts ? money(amounts[i]!) : `${shares[i]} %`}${amounts ? ` (${shares[i]} %)` : ''}.** ${mustShow(l)}`),
    // Concentrating the money leaves the time work as it is today: one line, not the evidence table's work list.
    ...(timeOnly.length ? [`- **${list(timeOnly.map((o) => o.name))}: ${none}.** Keep ${timeOnly.length > 1 ? 'those channels' : 'that channel'} going on the hours ${timeOnly.length > 1 ? 'they take' : 'it takes'} today while the money backs the lead channel.`] : []),
  ] : [
    `| Channel | Weight | Share | ${amount ? `Amount${period}` : 'Amount'} | Why |`,
    '|---|---|---|---|---|',
    ...lines.map((l, i) => `| ${l.option.name} | ${l.weight} of ${total} | ${shares[i]} % | ${amounts ? `${money(amounts[i]!)} (${l.weight} ÷ ${total} × ${money(amount!.value)})` : '[budget]'} | ${l.why.map((w) => w.replace(/[.]+$/, '')).join('; ').replace(/\|/g, '/')} |`),
    ...timeOnly.map((o) => `| ${o.name} | none | 0 % | ${none} | ${timeWork(o).replace(/\|/g, '/')} |`),
  ];
  const timeNote = timeOnly.length && angle !== 'concentrate' ? `No money for ${list(timeOnly.map((o) => o.name))}: ${timeOnly.length > 1 ? 'those channels cost' : 'that channel costs'} time rather than ad spend, so ${timeOnly.length > 1 ? 'their rows give' : 'its row gives'} the work and hours instead.` : null;
  const check = amounts ? `Check: ${amounts.map(money).join(' + ')} = ${money(amounts.reduce((a, b) => a + b, 0))}, the whole budget.` : null;
  const kpi = facts.kpis ? quoted(facts.kpis, 'your KPI') : 'cost per conversion';
  const review =
    angle === 'test'
      ? `After a month, compare the channels on ${kpi} and move the next month's money towards the one that delivers it cheapest.`
      : angle === 'concentrate'
      ? `After a month, keep the lead's half only if ${kpi} there beats the smaller bets; if not, go back to the evidence split.`
      : `Review the split every month on ${kpi}: move money from the channel with the highest cost per result to the one with the lowest.`;
  // A monthly budget against a dated goal: the most each result can cost, so the split is judged on the goal.
  const pace = amount && amount.period === 'month' ? budgetPace(input, amount.value, currency) : null;
  const deliverable = [
    `**Decision:** ${decision}`,
    '',
    `**Angle:** ${LEADS[angle]}`,
    '',
    ...table,
    '',
    ...(check ? [check, ''] : []),
    ...(timeNote ? [timeNote, ''] : []),
    `**How the shares were set:** ${RULES[angle]}`,
    '',
    review,
    ...(facts.goal ? ['', `This serves your goal, ${quoted(facts.goal, 'goal')}.`] : []),
    ...(pace ? ['', `**What the goal asks of it:** ${pace}`] : []),
    ...figuresLine(usable, usedFigures),
  ].join('\n');
  if (fromProfile) notes.push(`The amount is your profile's budget answer, ${quoted(facts.budget, 'budget')}; give another amount in the request to split that instead.`);
  if (!amount) notes.push('No budget amount was given, so the split is in shares: add the amount (for example in the request) to get sums.');
  const otherAmount = brief.amounts.find((a) => a.role === 'saving' || a.role === 'cost');
  if (amount && otherAmount) notes.push(`${otherAmount.text} is ${withIndefinite(otherAmount.role)}, not part of the budget, so it is left out of this split.`);
  const bestLeftOut = channelPicture(brief, facts).best.filter((b) => !lines.some((l) => kindNameOf(l.option) === b.name) && !timeOnly.some((o) => kindNameOf(o) === b.name));
  if (bestLeftOut.length) {
    used.push(profileSource(facts));
    const left = bestLeftOut.map((b) => b.name);
    notes.push(`Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}: ${list(left)} ${left.length > 1 ? 'are' : 'is'} not in this split, so keep ${left.length > 1 ? 'them' : 'it'} going as today, or name ${left.length > 1 ? 'them' : 'it'} in the request to give ${left.length > 1 ? 'them' : 'it'} a share.`);
  }
  notes.push(...connectNotes(figures, [...lines.map((l) => kindNameOf(l.option)), ...timeOnly.map(kindNameOf)], tabled.source ? `No connected figures were read: the weights rest on "${tabled.source.title}" and the space profile.` : 'No connected figures were read: the weights rest on the request and the space profile only.'));
  notes.push('This is a split of your own money to test, not a forecast of results.');
  return {
    summary: equal
      ? `An equal split of ${amount ? `${money(amount.value)}${period}` : 'the budget'} across ${lines.length} channels for one month, to compare them on the same footing.`
      : amount ? `How to split ${money(amount.value)}${period} across ${lines.length} channels, with ${lead.option.name} taking the largest share.` : `How to split the budget across ${lines.length} channels, with ${lead.option.name} taking the largest share.`,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'budget_split', summary: `${lines.length} channels${amount ? ` over ${money(amount.value)}${period}` : ''}, ${angle} angle` }, ...figuresStep(figures, usedFigures)],
    artifacts: [],
  };
}

const TIME_HEAD = '**Time, not money:** these channels cost hours rather than ad spend, so they get work, not a share of the budget.';

/** A channel that costs time: the work it asks for and the hours, first for the channel the profile calls best. */
function timeWork(option: ChannelOption): string {
  const work = timeWorkOf(kindNameOf(option));
  const what = work ? `${work.task.charAt(0).toUpperCase()}${work.task.slice(1)} (${work.hours})` : 'Name the regular work it needs and who does it';
  return `${what}.${option.best ? ' Your profile names it as where the best customers come from, so it gets your time first.' : ''}`;
}

/** Every channel named costs time: nothing to split the money across, so the work per channel and what the money can do. */
function noPaidChannel(input: TaskInput, timeOnly: ChannelOption[], timeLines: string[], amount: Amount | null, currency: string, fromProfile: boolean, used: FactSource[], figures: FigureEvidence | null): TaskOutput {
  const sum = amount ? `${formatMoney(amount.value, currency, Number.isInteger(amount.value) ? 0 : 2)}${perPeriod(amount.period)}` : 'the budget';
  const names = list(timeOnly.map((o) => o.name));
  const deliverable = [
    `**Decision:** Do not split ${sum} across ${names}: ${timeOnly.length > 1 ? 'they cost' : 'it costs'} time, not ad money. Give ${timeOnly.length > 1 ? 'them' : 'it'} the hours below, and put the money into one paid channel to test, such as local search ads or leaflets, or into paid help with the work.`,
    '',
    TIME_HEAD,
    ...timeLines,
    ...(input.facts.goal ? ['', `This serves your goal, ${quoted(input.facts.goal, 'goal')}.`] : []),
  ].join('\n');
  const notes = [
    ...(fromProfile ? [`The amount is your profile's budget answer, ${quoted(input.facts.budget, 'budget')}.`] : []),
    ...connectNotes(figures, timeOnly.map(kindNameOf), 'No connected figures were read: the advice rests on the request and the space profile only.'),
    'The hours are a starting estimate: adjust them to the time you have.',
  ];
  return {
    summary: `Why ${sum} is not split across ${names}, and the work each needs instead.`,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'budget_split', summary: `${timeOnly.length} time-cost channels, no paid channel to fund` }],
    artifacts: [],
  };
}

export const budgetSplitTask: AgentTask = {
  id: 'strategy.budget-split',
  agent: 'strategy-review-agent',
  label: 'a budget split across channels',
  cues: ['budget', 'split', 'allocate', 'allocation', 'divide', 'spend', 'how much', 'where to spend', 'saving', 'save'],
  delivers: ['budget', 'split', 'allocation', 'budget split'],
  starter: 'Split our monthly budget of [amount] across [channels]',
  generate: budgetSplit,
};
