import type { FactSheet, FactSource, PriceFact, TermFact } from '../../facts/fact-sheet.ts';
import { phraseTerm, priceWithUnit } from '../../facts/fact-phrases.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { readOptions, type DecisionOptions } from './decision-options.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { channelsIn, mentionsIn } from './channel-lexicon.ts';
import { costAsWritten } from './channel-verdict.ts';
import { cutOrShift } from './cut-or-shift.ts';
import { planReview } from './plan-review.ts';
import { moveRisks } from './move-risks.ts';
import { CAPACITY, weighOptions } from './weigh-options.ts';
import { optionEvidence } from './option-evidence.ts';
import { spendChoice } from './spend-choice.ts';
import { resultValue, type ResultValue } from './result-value.ts';
import { changeAndNextStep } from '../decision-sections.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * A choice between two named options ('lead with the free first month or a £20 discount on the full service?', 'an
 * agency or a freelancer?'): a decision, its reasons from the space's facts (what the goal counts, the prices the
 * options touch, what the profile says works), what would change the call and the next step. Never a budget split.
 */

const STOP = new Set(['the', 'and', 'our', 'your', 'with', 'for', 'off', 'from', 'into', 'onto', 'per', 'a', 'an', 'on', 'of', 'to', 'by', 'we', 'us', 'new', 'any', 'all', 'end', 'through', 'via', 'that', 'this', 'than', 'more', 'month', 'year', 'week']);
const words = (text: string | null | undefined) => new Set((text ?? '').toLowerCase().split(/[^a-z0-9£$€%]+/).filter((w) => w.length >= 3 && !STOP.has(w) && !/^[£$€\d]/.test(w)).map((w) => w.slice(0, 6)));
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;

interface Read {
  text: string;
  /** What one sale is worth on average, when the space says: a share off is worked out on it. */
  average: ResultValue | null;
  /** The listed price it touches ('the full service' is Full service £149). */
  price: PriceFact | null;
  /** The plans it stands for when it names the product line rather than one plan ('the free first month on Acme Care'). */
  plans: PriceFact[];
  /** A term of the offer it is ('Your first drop-in class is free'). */
  term: TermFact | null;
  discount: { value: number; currency: string; text: string } | null;
  percent: number | null;
  free: boolean;
  goal: number;
  best: number;
  kpi: number;
  recurring: boolean;
  score: number;
  /** The fee a credit comes off when the option names one ('Starter setup is $250'). */
  fee: { part: string; value: number; text: string; currency: string } | null;
}
const valueOf = (p: PriceFact) => moneyIn(p.amount)[0] ?? null;
const isRecurring = (p: PriceFact) => p.billing === 'recurring' || /^(month|year|week|quarter)/i.test(p.per ?? '') || /\ba month\b|\/\s?mo/i.test(p.text);

function readOption(text: string, facts: FactSheet): Read {
  const own = words(text);
  const exact = facts.prices.filter((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(text)).sort((x, y) => y.plan!.length - x.plan!.length);
  // 'whitening' is the listed 'Teeth whitening', 'check-up' the 'New patient check-up': a distinctive word in common.
  const loose = exact.length ? [] : facts.prices.filter((p) => p.plan && [...words(p.plan)].some((w) => w.length >= 5 && own.has(w)));
  const named = exact.length ? exact : loose.length === 1 ? loose : [];
  const term = facts.terms.find((t) => overlap(own, words(t.text)) >= 2) ?? null;
  // A term that names a plan ('A 21-day free trial on Growth') ties the option to that plan.
  const termPlan = term ? facts.prices.find((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(term.text)) ?? null : null;
  const price = named[0] ?? termPlan;
  const free = /\bfree\b|\btrial\b/i.test(text);
  // 'the free first month on Acme Care' names the product line: it stands for every plan paid monthly.
  const line = !price && free && /\bmonth\b/i.test(text) ? facts.prices.filter(isRecurring) : [];
  const sum = moneyIn(text)[0] ?? null;
  // 'a puppy intro offer at £25' is a new price for a listed one: what it gives away is the difference.
  const newPrice = sum && named[0] && /\b(?:at|for|to)\s*$/i.test(text.slice(0, sum.index)) && !/^\s*(?:off|discount|credit)/i.test(text.slice(sum.index + sum.text.length)) ? moneyIn(named[0].amount)[0] ?? null : null;
  // 'a £1,250 cyber audit' names what the audit costs, as the price list does: that is its price, not money given away.
  const itsPrice = Boolean(sum && named[0] && moneyIn(named[0].amount)[0]?.value === sum.value && !/\b(?:off|discount|credit|cashback|voucher|saving|save)\b/i.test(text));
  // '£10 off for both': a reward each side gets costs twice the sum on each one.
  const both = sum && /^\s*(?:off\s+)?(?:for|to)\s+both\b|^\s*off\s+each\b/i.test(text.slice(sum.index + sum.text.length));
  const money = itsPrice ? null : newPrice && sum && newPrice.value > sum.value ? { ...sum, value: newPrice.value - sum.value, text: formatMoney(newPrice.value - sum.value, sum.currency) } : both && sum ? { ...sum, value: sum.value * 2, text: `${formatMoney(sum.value * 2, sum.currency)} (${sum.text} to each of the two)` } : sum;
  // 'a $100 setup credit on Starter' is off the setup fee ('Starter setup is $250'), not off the monthly price.
  const fee = /\b(setup|set-up|installation|onboarding|delivery|shipping|joining|registration)\b/i.exec(text);
  const feeBase = fee ? [...facts.terms, ...facts.prices].flatMap((f) => f.text.split(/;\s*|\.\s+/)).find((part) => new RegExp(`\\b${fee[1]}\\b`, 'i').test(part) && overlap(own, words(part)) >= 2 && moneyIn(part).length) ?? null : null;
  const pct = /(\d+(?:\.\d+)?)\s?%/.exec(text);
  // A term counts towards what the option is about only when the option names no plan of its own.
  // A free thing's term says who gets it ('New plan members get their first check-up free'): that is where it leads.
  const about = [text, price?.plan, named.length && !free ? null : term?.text].filter(Boolean).join(' ');
  const mine = words(about);
  const goal = overlap(mine, words(facts.goal)) + (price?.plan && facts.goal && new RegExp(`\\b${escapeRegExp(price.plan)}\\b`, 'i').test(facts.goal) ? 2 : 0);
  // 'a referral card' is the route 'word of mouth' names: the same channel, in other words.
  const best = overlap(mine, words(facts.bestChannel)) + (channelsIn(text).some((k) => channelsIn(facts.bestChannel ?? '').some((b) => b.name === k.name)) ? 2 : 0);
  const kpi = Math.min(2, overlap(mine, words(facts.kpis?.replace(/-/g, ' '))));
  const recurring = Boolean((price && isRecurring(price)) || line.length);
  return {
    text, average: resultValue(text, facts), price, plans: line, term, free,
    discount: money ? { value: money.value, currency: money.currency, text: money.text } : null,
    percent: pct ? Number(pct[1]) : null,
    goal, best, kpi, recurring,
    fee: feeBase ? { part: feeBase.trim(), ...moneyIn(feeBase)[0]! } : null,
    score: 3 * Math.min(goal, 3) + 2 * Math.min(best, 2) + kpi + (recurring ? 1 : 0),
  };
}

/** What the option costs per customer, with the arithmetic, from the prices it touches. */
function costOf(o: Read): string | null {
  if (o.discount && o.fee) return `${o.discount.text} off a fee your terms put at ${o.fee.text} ("${o.fee.part.replace(/\.$/, '')}"): ${o.discount.text} ÷ ${o.fee.text} = ${formatNumber((o.discount.value / o.fee.value) * 100)} % of it given away on each sign-up`;
  const base = o.price ? valueOf(o.price) : null;
  if (o.discount && base) return `${o.discount.text} off ${o.price!.plan} at ${priceWithUnit(o.price!, false)}: ${o.discount.text} ÷ ${base.text} = ${formatNumber((o.discount.value / base.value) * 100)} % of the price given away on each one, so each brings in ${formatMoney(base.value - o.discount.value, base.currency)}`;
  if (o.percent !== null && !base && o.average && /\boff\b|discount/i.test(o.text)) return `${formatNumber(o.percent)} % × ${o.average.sum} (${o.average.text.replace(/, [£$€][\d,.]+$/, '')}) = ${formatMoney((o.percent / 100) * o.average.value, o.average.currency, 'auto')} given away on an average sale`;
  if (o.percent !== null && base) return `${formatNumber(o.percent)} % off ${o.price!.plan} at ${priceWithUnit(o.price!, false)}: ${formatNumber(o.percent)} % × ${base.text} = ${formatMoney((o.percent / 100) * base.value, base.currency, 'auto')} given away on each one`;
  if (o.discount) return `${o.discount.text} given away on each one`;
  if (o.free && o.plans.length) {
    const each = o.plans.map((p) => `${p.plan ? `${p.plan} ` : ''}${priceWithUnit(p, false)}`);
    return `one month's fee given away on each sign-up: ${each.length > 1 ? `${each.slice(0, -1).join(', ')} or ${each.at(-1)}` : each[0]}, depending on the plan they choose`;
  }
  if (o.free && o.price && valueOf(o.price) && /\bmonth\b/i.test(o.text)) return `one month of ${o.price.plan}, ${priceWithUnit(o.price, false)}, given away on each sign-up`;
  if (o.free && o.price && valueOf(o.price) && !isRecurring(o.price)) return `one ${o.price.plan} (${priceWithUnit(o.price, false)} on your price list) given away on each one`;
  return null;
}

/** What the option earns after the first sale, or null when the facts do not say. */
function incomeOf(o: Read): string | null {
  if (o.plans.length) return 'a monthly fee from every member who stays after the free month';
  if (o.price && isRecurring(o.price)) return `${priceWithUnit(o.price, false)} from every customer who stays on ${o.price.plan}`;
  if (o.price && !o.free) return `one payment for ${o.price.plan}, with no repeat income built in`;
  return null;
}

/** How the option reaches the goal: directly, through a conversion the profile measures, or not at all. */
function goalRoute(o: Read, facts: FactSheet): string {
  if (o.goal > 0) return 'yes, directly';
  const via = facts.kpis?.split(/[,;]/).map((k) => k.trim()).find((k) => /conversion|convert|to-/i.test(k) && overlap(words(o.text), words(k.replace(/-/g, ' '))) > 0);
  return via ? `yes, through "${via}"` : 'no';
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function offerDecision(input: TaskInput, options: DecisionOptions): TaskOutput {
  const { facts } = input;
  const a = readOption(options.a, facts);
  const b = readOption(options.b, facts);
  // Ties go to the option that costs less per customer, then to the one already in your terms, then to the first named.
  const costValue = (o: Read) => (o.discount ? o.discount.value : o.percent !== null && o.price && valueOf(o.price) ? (o.percent / 100) * valueOf(o.price)!.value : null);
  const tieBreak = () => {
    const ca = costValue(a);
    const cb = costValue(b);
    if (ca !== null && cb !== null && ca !== cb) return ca < cb ? a : b;
    if (Boolean(a.term) !== Boolean(b.term)) return a.term ? a : b;
    return a;
  };
  const win = a.score === b.score ? tieBreak() : a.score > b.score ? a : b;
  const lose = win === a ? b : a;
  const verb = options.verb && /^(lead|push|promote|offer|run|launch)$/.test(options.verb) ? options.verb : 'go with';
  const lead = `${upper(verb)} ${verb === 'lead' ? 'with ' : ''}${win.text}`;
  const used: FactSource[] = [];
  const reasons: string[] = [];
  const against: string[] = [];
  const goalText = quoted(facts.goal, 'goal');
  if (facts.goal && win.goal > lose.goal) {
    used.push(profileSource(facts));
    reasons.push(`Your goal is ${goalText}. ${upper(win.text)} ${win.plans.length || win.recurring ? 'brings people onto the plan the goal counts, so each sign-up moves it' : 'is what the goal names, so each one moves it'}; ${lose.text} ${lose.price && !isRecurring(lose.price) ? `is a one-off sale of ${lose.price.plan} and adds nothing to that count` : 'does not add to that count directly'}.`);
  }
  if (win.best > lose.best && facts.bestChannel) {
    used.push(profileSource(facts));
    reasons.push(`Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}: ${win.text} is that route.`);
  }
  if (win.kpi > lose.kpi && facts.kpis) reasons.push(`It feeds what you already measure (${quoted(facts.kpis, 'KPIs')}), so you will see within weeks whether it works.`);
  if (win.term) {
    used.push(win.term.source);
    reasons.push(`It is already in your terms: "${phraseTerm(win.term).replace(/\.$/, '')}", so there is nothing new to set up or explain.`);
  }
  for (const [o, list] of [[win, reasons], [lose, against]] as const) {
    const cost = costOf(o);
    if (cost) {
      if (o.price) used.push(o.price.source);
      for (const p of o.plans) used.push(p.source);
      list.push(`What it costs: ${cost}.`);
    }
    const income = incomeOf(o);
    if (income) list.push(`What it earns: ${income}.`);
  }
  if (lose.goal > win.goal && facts.goal) against.push(`It counts towards your goal directly, but ${win.text} has more of your evidence behind it (above), so it comes first.`);
  if (win.recurring && !lose.recurring && lose.price) against.push(`A discount pulls forward work people may have bought anyway; it wins a sale, not a customer who pays every month.`);
  if (!against.some((r) => !r.startsWith('What it'))) against.unshift(`Nothing in your goal, profile or terms puts it ahead of ${win.text}.`);
  if (!reasons.some((r) => !r.startsWith('What it'))) reasons.unshift(`Nothing in your goal, profile or terms sets one apart, so ${win === a ? 'take the one you named first and' : 'take the cheaper one per customer and'} judge it on ${firstKpi(facts.kpis) ?? 'sign-ups'} for four weeks.`);
  const kpi = firstKpi(facts.kpis);
  const conversion = facts.kpis?.split(/[,;]/).map((k) => k.trim()).find((k) => /conversion|to-paid|convert/i.test(k)) ?? null;
  const change = [
    ...(win.free && conversion ? [`If "${conversion}" comes in low after four weeks, the free offer is buying sign-ups that do not stay: switch to ${lose.text} for the rest of the campaign.`] : []),
    ...(lose.price && !isRecurring(lose.price) ? [`If you need cash this month more than monthly income (a quiet month, a bill to pay), ${lose.text} brings money in sooner.`] : []),
    ...(!win.term && win.free ? [`If the terms of ${win.text} are not settled (how long, who qualifies, what happens after), settle them before it goes out.`] : []),
    `If a connected tool (Google Analytics 4, Meta Ads) shows ${lose.text} already winning customers more cheaply than ${win.text}, back ${lose.text}.`,
  ];
  const channels = facts.channels.length ? facts.channels.slice(0, 3) : [];
  // The best channel leads only when it is one of the channels listed (word of mouth is no place to post an offer).
  const bestListed = channels.find((c) => channelsIn(facts.bestChannel ?? '').some((k) => channelsIn(c).includes(k))) ?? null;
  const next = [
    `This week: put ${win.text} on ${channels.length ? channels.join(', ').replace(/, ([^,]*)$/, ' and $1') : 'your main channels'}${bestListed ? `, starting with ${bestListed}` : ''}.`,
    `Write down today's ${kpi ?? 'sign-ups'} before ${win.text} goes out, and check it every week.`,
    `Keep ${lose.text} out of the campaign; hold it for later or for people who ask.`,
  ];
  const style = input.variant % 3;
  const decision = `**Decision:** ${lead}, not ${lose.text}.`;
  const body =
    style === 1
      ? [
          '## Side by side',
          `| | ${upper(win.text)} | ${upper(lose.text)} |`,
          '|---|---|---|',
          `| Counts towards your goal | ${goalRoute(win, facts)} | ${goalRoute(lose, facts)} |`,
          `| What it costs per customer | ${costOf(win) ?? 'not stated in your facts'} | ${costOf(lose) ?? 'not stated in your facts'} |`,
          `| What it earns after | ${incomeOf(win) ?? 'not stated in your facts'} | ${incomeOf(lose) ?? 'not stated in your facts'} |`,
          `| Backed by your profile | ${win.best > 0 ? 'yes' : 'no'} | ${lose.best > 0 ? 'yes' : 'no'} |`,
          '',
          '## The call turns on',
          ...reasons.filter((r) => !r.startsWith('What it')).map((r) => `- ${r}`),
          '',
          ...changeAndNextStep(change, next),
        ]
      : style === 2
        ? [
            `## The case for ${win.text}`,
            ...reasons.map((r) => `- ${r}`),
            '',
            `## The case for ${lose.text}`,
            ...against.filter((x) => x.startsWith('What it')).map((r) => `- ${r}`),
            ...change.slice(0, 2).map((c) => `- ${c.replace(/^If /, 'It wins if ')}`),
            '',
            `## Why ${win.text} still wins`,
            `- ${reasons.find((r) => !r.startsWith('What it')) ?? 'It costs less per customer.'}`,
            '',
            '## Do this now',
            ...next.map((n, i) => `${i + 1}. ${n}`),
          ]
        : [
            `## Why ${win.text}`,
            ...reasons.map((r) => `- ${r}`),
            '',
            `## Why not ${lose.text}`,
            ...against.map((r) => `- ${r}`),
            '',
            ...changeAndNextStep(change, next),
          ];
  return {
    summary: `${lead}, not ${lose.text}.`,
    deliverable: [decision, '', ...body].join('\n'),
    notes: [`No connected figures compare ${win.text} and ${lose.text} yet: this call rests on your goal, profile, prices and terms.`],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `options: "${win.text}" over "${lose.text}" (${win.score} to ${lose.score})` }],
    artifacts: [],
  };
}

/** An agency or a freelancer, in-house or outside: who does the work, decided by its scope, the skill it needs and the budget. */
function resourceDecision(input: TaskInput, asked: DecisionOptions): TaskOutput {
  let options = asked;
  const { facts } = input;
  const scope = `${options.a} ${options.b} ${options.purpose ?? ''} ${input.brief.request}`;
  const mentioned = mentionsIn(scope);
  // A channel as the request writes it: 'our Facebook page' is posting (time), 'Facebook ads' is money.
  const named = mentioned.map((m) => ({ ...m.kind, name: m.written.replace(/^(?:our|the|your)\s+/i, ''), cost: costAsWritten(m.kind, m.written) }));
  // 'Agency' at the start of a question reads 'an agency' in the answer.
  const article = (o: string) => (/^(agency|freelancer|contractor|consultant)$/i.test(o) ? `${/^[aeiou]/i.test(o) ? 'an' : 'a'} ${o.toLowerCase()}` : o);
  options = { ...options, a: article(options.a), b: article(options.b) };
  const kindOf = (s: string): 'agency' | 'freelancer' | 'in-house' => (/\b(agency|agencies|firm|consultancy)\b/i.test(s) ? 'agency' : /\b(in-house|ourselves|our own|ourself|internally|hire (?:a|an) (?:marketer|marketing)|employee|staff)\b/i.test(s) ? 'in-house' : 'freelancer');
  const ka = kindOf(options.a);
  const kb = kindOf(options.b);
  const wide = named.length >= 3 || /\b(everything|all our marketing|every channel|full service|whole)\b/i.test(scope);
  // Paid ads need a specialist's skill and punish mistakes with money; posting and community work need time and knowledge of the business.
  const skilled = named.some((k) => k.cost === 'money');
  const rank = (k: string) => (wide ? { agency: 3, freelancer: 1, 'in-house': 2 }[k]! : skilled ? { freelancer: 3, agency: 1, 'in-house': 2 }[k]! : { 'in-house': 3, freelancer: 2, agency: 1 }[k]!);
  const aWins = rank(ka) >= rank(kb);
  const [win, lose, kw, kl] = aWins ? [options.a, options.b, ka, kb] : [options.b, options.a, kb, ka];
  const used: FactSource[] = [];
  const task = options.purpose ? ` ${options.purpose.replace(/\bour\b/gi, 'your').replace(/\bus\b/gi, 'you')}` : named.length ? ` for ${named.map((k) => k.name).join(', ')}` : '';
  const WHY: Record<string, string> = {
    agency: `The work spans ${named.length ? named.map((k) => k.name).join(', ') : 'several channels'}: an agency brings strategy, design and ad buying under one brief, where one person would need managing across all of it.`,
    freelancer: skilled ? `${named.filter((k) => k.cost === 'money').map((k) => k.name).join(', ')} spends money every day: a specialist who runs it for several clients knows the settings that waste it, and you pay for one person's time, not a team's.` : `The work is one job${task}: one good specialist covers it, and you brief one person rather than an account team.`,
    'in-house': `The work${task} rests on knowing your customers and answering them quickly: someone on your own team does that best, and it costs time rather than a fee.`,
  };
  const reasons = [WHY[kw]!];
  if (kl === 'agency') reasons.push(`An agency's fee buys a team (strategy, design, ad buying) you would not use for ${named.length === 1 ? 'one channel' : 'this job'}.`);
  if (kl === 'in-house' && kw !== 'in-house') reasons.push(`Doing it yourselves saves the fee but costs the hours, and mistakes on paid channels are paid for in ad spend.`);
  if (facts.budget) {
    used.push(profileSource(facts));
    reasons.push(`Your whole marketing budget is ${quoted(facts.budget, 'budget')}: every pound of fee is money that does not reach customers, so pay for the smallest team that covers the work.`);
  }
  if (facts.goal) reasons.push(`Whoever does it is judged on your goal, ${quoted(facts.goal, 'goal')}, not on posts or reports delivered.`);
  const kpi = firstKpi(facts.kpis) ?? 'the result you need';
  const CHANGE: Record<string, string> = {
    agency: `If you want several channels run together (ads, social and email on one plan), ${kl === 'agency' ? lose : 'an agency'} starts to pay for itself.`,
    freelancer: `If the work needs a specialist's skill you do not have in the team, ${kl === 'freelancer' ? lose : 'a freelancer'} is the better buy.`,
    'in-house': 'If someone on your team has the hours and the skill, doing it in-house saves the fee.',
  };
  const loseAs = kl === 'in-house' ? 'doing it in-house' : lose;
  const change = [CHANGE[kl]!, `If ${win} does not move ${kpi} within a month, switch to ${loseAs}.`];
  const next = kw === 'in-house'
    ? [`Name one person who owns it${task}, with the hours a week it gets.`, `Set the weekly ${kpi} target and check it every Friday.`, `After a month, keep it in-house only if ${kpi} moved.`]
    : [`Write a one-page brief: the goal, the weekly ${kpi} target, what is in scope${task}, and the monthly fee you can pay.`, `Ask two ${kw === 'agency' ? 'agencies' : 'freelancers'} for a fixed-price quote against it, with a one-month trial.`, `At the end of the month, keep them only if ${kpi} moved.`];
  const verb = kw === 'in-house' ? 'Keep it in-house' : `Hire ${win}`;
  const call = kw === 'in-house' ? `${verb}${task}, not ${lose}` : `${verb}${task}, not ${loseAs}`;
  const FEE: Record<string, string> = { agency: 'a team, including roles you may not need', freelancer: 'one specialist\'s time', 'in-house': 'your team\'s hours, not a fee' };
  const SUITS: Record<string, string> = { agency: 'several channels under one brief', freelancer: 'one skilled job done well', 'in-house': 'work that needs to know your customers' };
  const style = input.variant % 2;
  const deliverable = [
    `**Decision:** ${call}.`,
    '',
    ...(style === 1
      ? [`| | ${upper(options.a)} | ${upper(options.b)} |`, '|---|---|---|', `| Suits | ${SUITS[ka]} | ${SUITS[kb]} |`, `| What you pay for | ${FEE[ka]} | ${FEE[kb]} |`, '', '## Why', ...reasons.map((r) => `- ${r}`)]
      : ['## Why', ...reasons.map((r) => `- ${r}`)]),
    '',
    ...changeAndNextStep(change, next),
  ].join('\n');
  return {
    summary: `${call}.`,
    deliverable,
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `who does the work: ${win} over ${lose}` }],
    artifacts: [],
  };
}

const RESOURCE = /\b(agency|agencies|freelancer|freelancers|contractor|consultant|in-house|intern)\b/i;

/** The decision between the two options a question names, or null when it names no two (or two channels: a channel call). */
export function optionsDecision(input: TaskInput): TaskOutput | null {
  const options = readOptions(input.brief.request);
  if (!options || options.channels) return null;
  // A yes or no on one move is that move's call: go or not, with its risks.
  if (options.yesNo) return moveRisks(input);
  // Who does the work ('an agency or a freelancer', 'a freelancer or do it ourselves'); a freelancer against a listing
  // or an ad is two ways to spend the money, weighed below.
  const doer = (o: string) => RESOURCE.test(o) || /\b(?:ourselves|myself|in-house|in house|we do it|i do it|do it ourselves)\b/i.test(o);
  if ((RESOURCE.test(options.a) || RESOURCE.test(options.b)) && doer(options.a) && doer(options.b)) return resourceDecision(input, options);
  // Two ways to spend money, each with its sum: weighed on what each costs and must sell to pay back.
  const spend = options.labelled ? spendChoice(input, options) : null;
  if (spend) return spend;
  // ('(A) a second Kids Club session, or (B) double the Meta spend': what the documents say of either, demand waiting or
  // the channel's cost per result in the results table, weighs them before any price the facts give one of them.)
  if ([options.a, options.b].some((o) => { const e = optionEvidence(input, o); return e.demand || e.measured; })) return weighOptions(input, options);
  // An offer is weighed on what it gives away and earns; a pair of moves with no offer in it on its own words and figures.
  const offerLike = (text: string) => {
    const o = readOption(text, input.facts);
    return Boolean(o.price || o.term || o.free || ((o.discount || o.percent !== null) && /\b(off|discount|credit|voucher|cashback|cheaper)\b/i.test(text)));
  };
  // 'a second class (the current one has a waiting list of 6) or a new one?': demand turned away is the question, not an offer's price.
  if ((!offerLike(options.a) && !offerLike(options.b)) || CAPACITY.test(input.brief.request)) return weighOptions(input, options);
  return offerDecision(input, options);
}

/** Whether the request asks to choose between two named options (not two channels). */
export function asksToChoose(request: string): boolean {
  const options = readOptions(request);
  // ('Should I move the leaflet money into Google Ads?' is a call between two channels on the figures given.)
  return Boolean(options && (!options.channels || options.moved));
}

export const optionsDecisionTask: AgentTask = {
  id: 'strategy.choose',
  agent: 'strategy-review-agent',
  label: 'a decision between two options',
  cues: ['which one', 'or should we', 'either', 'choose between', 'versus', 'instead of', 'lead with', 'only afford', 'one of these', 'not both', 'which should we', 'keep it or', 'keep it, or', 'or go to', 'or switch to', 'or move to', 'or change to', 'stick with', 'keep it as it is', 'or keep'],
  delivers: [],
  starter: 'Should we lead with [option A] or [option B]?',
  // Chosen by its cues without two options to weigh: the cut or the review the request asks for instead.
  generate: (input) => optionsDecision(input) ?? (/\b(cut|shift|drop|stop|pause|move)\b/i.test(input.brief.request) ? cutOrShift(input) : planReview(input)),
};
