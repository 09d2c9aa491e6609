import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelsIn } from './channel-lexicon.ts';
import { list } from './channel-verdict.ts';
import { hasFigures, keyEventRate, readFigures, type FigureEvidence } from './figure-evidence.ts';
import { connectNotes } from './connect-notes.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { planRisks } from './plan-risks.ts';
import { oneMoveCall } from './one-move-call.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

type MoveKind = 'channel' | 'price' | 'terms' | 'launch' | 'other';

interface Risk {
  risk: string;
  signal: string;
  guard: string;
}

/** The move as the request words it: the brief's topic, else the clause after 'risks of', 'if we', 'should we'... */
export function moveOf(request: string, topic: string | null): string | null {
  // The clause that states the move ('cutting the Taster Box discount from 50% to 25%') beats its bare topic.
  const clause = moveClause(request);
  if (clause && topic?.trim() && clause.toLowerCase().includes(topic.trim().toLowerCase())) return clause;
  if (topic?.trim()) return topic.trim();
  return clause;
}

function moveClause(request: string): string | null {
  // A decimal point is no full stop: 'raising Care to £16.50 a month' keeps its price.
  const m = /\b(?:risks?\s+(?:of|in|with|to)|if we|should we|we plan to|we(?:'re| are) (?:planning|thinking|going) (?:to|of|about)|we want to|before we)\s+((?:[^?.!\n]|\.(?=\d)){4,160})/i.exec(request);
  // 'drop the Starter plan or keep it': the move is the first half; the rest is the choice not to.
  return m ? m[1]!.trim().replace(/^(to|of)\s+/i, '').replace(/,?\s+or\s+(?:keep|leave|not|stay)\b.*$/i, '').replace(/\s+to (?:protect|save|boost|grow|win|improve|help)\b.*$/i, '') : null;
}

function kindOf(move: string): MoveKind {
  if (/\b(pric\w*|rais\w*|increas\w*|charg\w*|fees?|discount\w*|cheaper|subscription cost)\b/i.test(move) || /\bto\s+[$£€]\s?\d/.test(move)) return 'price';
  // Dropping a plan changes what new customers can buy: a price move.
  if (/\b(drop\w*|remov\w*|retir\w*|scrap\w*|end\w*|discontinu\w*|kill\w*)\b[^.]*\b(plan|tier|package)\b/i.test(move)) return 'price';
  if (/\b(trial|free plan|freemium|guarantee|refund|contract|cancel\w*)\b/i.test(move)) return 'terms';
  if (channelsIn(move).length) return 'channel';
  if (/\b(launch\w*|enter\w*|expand\w*|new market|new product|rebrand\w*|open\w*|add|adding|introduc\w*|start\w*|offer\w*)\b/i.test(move)) return 'launch';
  return 'other';
}

/** The channels a move leaves ('from email', 'drop LinkedIn') and the ones it goes to ('to TikTok'). */
function sidesOf(move: string): { leaving: string[]; going: string[] } {
  const dropping = /\b(drop|dropping|stop|stopping|cut|cutting|quit|quitting|leave|leaving|pause|pausing)\b/i.test(move) && !/\b(to|into|onto)\b/i.test(move);
  if (dropping) return { leaving: channelsIn(move).map((k) => k.name), going: [] };
  const split = /\b(?:to|into|onto)\b(?![^]*\b(?:to|into|onto)\b)/i.exec(move);
  const before = split ? move.slice(0, split.index) : move;
  const after = split ? move.slice(split.index) : '';
  const leaving = /\b(from|instead of|away from)\b/i.test(before) ? channelsIn(before.slice(before.search(/\b(from|instead of|away from)\b/i))).map((k) => k.name) : [];
  const going = channelsIn(after || move).map((k) => k.name).filter((n) => !leaving.includes(n));
  return { leaving, going };
}

function channelRisks(move: string, input: TaskInput, figures: FigureEvidence | null, used: FactSource[]): Risk[] {
  const { facts } = input;
  const { leaving, going } = sidesOf(move);
  const mentioned = [...leaving, ...going];
  const best = channelsIn(facts.bestChannel ?? '').map((k) => k.name);
  const risks: Risk[] = [];
  const away = best.filter((b) => leaving.includes(b) || (/\b(all|everything|entire|whole)\b/i.test(move) && !going.includes(b)));
  if (away.length) {
    used.push(profileSource(facts));
    risks.push({ risk: `Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}; moving money or time away from it puts them at risk.`, signal: `new customers from ${list(best)} fall in the first weeks`, guard: `keep ${list(best)} at today's level and fund the move from elsewhere` });
  }
  const result = firstKpi(facts.kpis) ?? 'result';
  for (const name of mentioned) {
    const traffic = figures?.traffic.find((t) => t.channel === name);
    if (name === 'Meta ads' && figures?.adTotals) {
      const t = figures.adTotals;
      risks.push({ risk: `Meta ads brought ${formatNumber(t.conversions)} conversions for ${formatMoney(t.spend, figures.currency, 2)} in the figures' period: that is what changes with this move.`, signal: 'conversions from Meta ads against that figure', guard: 'change the spend in steps, not all at once, and compare each step with the period before' });
    } else if (traffic) {
      const rate = keyEventRate(traffic);
      risks.push({ risk: `${traffic.label} brought ${formatNumber(traffic.keyEvents)} key events from ${formatNumber(traffic.sessions)} sessions${rate === null ? '' : ` (${formatNumber(rate, 1)} per 100)`} in the figures' period: that is what changes with this move.`, signal: `key events from ${traffic.label} against that figure`, guard: 'move in steps and compare each step with the period before' });
    } else if (leaving.includes(name)) {
      risks.push({ risk: `You give up what ${name} brings today, and no figure shows how much that is.`, signal: `${result} from ${name} in the weeks after the move`, guard: `measure what ${name} brings before you move, and move in steps` });
    } else {
      risks.push({ risk: `No figure shows what ${name} returns for you yet: the move rests on an assumption.`, signal: `cost per ${result} on ${name} in its first weeks`, guard: `start ${name} with part of the money and a result it must reach by a set date` });
    }
  }
  if (/\b(all|everything|entire|whole)\b/i.test(move)) risks.push({ risk: 'Putting everything into one channel makes it one point of failure: an algorithm or price change there hits the whole plan.', signal: 'cost per result on that channel rising week on week', guard: 'keep a second channel running, even small' });
  return risks;
}

/**
 * The arithmetic of a price change the request states ('raising Care to £16.50', 'from £69 to £49'): how many
 * customers a rise can lose, or a cut must add, before monthly revenue moves. Null when no old and new price are known.
 */
function priceChangeRisk(input: TaskInput, move: string, used: FactSource[]): Risk | null {
  const sums = moneyIn(move);
  const next = sums.at(-1);
  const plan = input.facts.prices.filter((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(move)).sort((a, b) => b.plan!.length - a.plan!.length)[0];
  if (!next && plan && /\b(drop\w*|remov\w*|retir\w*|scrap\w*|end\w*|discontinu\w*|kill\w*)\b/i.test(move)) {
    // The cheapest plan left becomes the way in: what new customers pay at the least, before and after.
    const own = moneyIn(plan.amount)[0];
    const rest = input.facts.prices.filter((p) => p !== plan && p.plan && p.per === plan.per).map((p) => ({ p, m: moneyIn(p.amount)[0] })).filter((r) => r.m && own && r.m.value > own.value).sort((a, b) => a.m!.value - b.m!.value)[0];
    if (!own || !rest) return null;
    used.push(plan.source, rest.p.source);
    const up = formatNumber((rest.m!.value / own.value - 1) * 100, 1);
    return { risk: `New customers' cheapest way in goes from ${plan.plan} at ${plan.amount} to ${rest.p.plan} at ${rest.p.amount} (+${up} %): those who only need ${plan.plan} may not sign up at all, and today's ${plan.plan} customers need somewhere to go.`, signal: `sign-ups a week from customers the size ${plan.plan} served, and ${plan.plan} cancellations`, guard: `keep ${plan.plan} for existing customers, and offer a first month of ${rest.p.plan} at ${plan.amount} to those who ask` };
  }
  // 'cutting the Taster Box discount from 50% to 25%': the price paid before and after, from the listed price.
  const pcts = [...move.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((m) => Number(m[1]));
  const listed = plan ? moneyIn(plan.amount)[0] : undefined;
  if (!next && /\bdiscount|\boff\b/i.test(move) && pcts.length >= 2 && listed && plan) {
    used.push(plan.source);
    const money = (v: number) => formatMoney(v, listed.currency, 'auto');
    const was = listed.value * (1 - pcts[0]! / 100);
    const now = listed.value * (1 - pcts[1]! / 100);
    if (now > was) {
      const share = 1 - was / now;
      return { risk: `${plan.plan} at ${plan.amount}: with ${formatNumber(pcts[0]!)} % off, people pay ${money(was)}; with ${formatNumber(pcts[1]!)} % off, ${money(now)}. Orders can fall by up to ${formatNumber(share * 100, 1)} % (1 − ${money(was)} ÷ ${money(now)}) before the money they bring falls.`, signal: `${plan.plan} orders a week against that ${formatNumber(share * 100, 1)} % line`, guard: `run ${formatNumber(pcts[1]!)} % off on one channel or for two weeks first, and go back if orders fall further` };
    }
  }
  if (!next) return null;
  const before = sums.length >= 2 ? sums[0]! : plan ? moneyIn(plan.amount)[0] : undefined;
  if (!before || before.value === next.value) return null;
  if (sums.length < 2 && plan) used.push(plan.source);
  // 'dropping Flex Plus from £69 to £49': the plan is named before 'from' or 'to' even when the price list lacks it.
  const written = /\b(?:dropping|drop|raising|raise|cutting|cut|lowering|lower|moving|move|changing|change|increasing|increase|reducing|reduce)\s+(?:the\s+(?:price\s+of\s+)?)?(.+?)\s+(?:from|to)\s+[$£€\d]/i.exec(move)?.[1];
  const name = plan?.plan ?? written ?? 'the plan';
  const money = (v: number) => formatMoney(v, next.currency, 'auto');
  const pct = (v: number) => formatNumber(v * 100, 1);
  if (next.value > before.value) {
    const share = 1 - before.value / next.value;
    return { risk: `At ${money(next.value)} instead of ${money(before.value)} (+${pct(next.value / before.value - 1)} %), you can lose up to ${pct(share)} % of ${name} customers (1 − ${money(before.value)} ÷ ${money(next.value)}) before its monthly revenue falls.`, signal: `${name} cancellations in the two months after the change, against that ${pct(share)} % line`, guard: `tell existing customers early and keep them on ${money(before.value)} for a set period; stop if cancellations pass ${pct(share)} %` };
  }
  const more = before.value / next.value - 1;
  return { risk: `At ${money(next.value)} instead of ${money(before.value)} (−${pct(1 - next.value / before.value)} %), ${name} needs ${pct(more)} % more customers (${money(before.value)} ÷ ${money(next.value)} − 1) just to keep the same monthly revenue, and existing customers pay less from day one.`, signal: `new ${name} sign-ups a week against ${pct(more)} % above today's`, guard: 'offer the new price to new customers first, or as a time-limited offer, before moving everyone' };
}

function priceRisks(input: TaskInput, used: FactSource[], move = ''): Risk[] {
  const { facts } = input;
  const change = priceChangeRisk(input, move, used);
  // The plan the move names is the one whose customers feel it; the whole price list only when it names none.
  const named = facts.prices.filter((p) => p.plan && move.toLowerCase().includes(p.plan.toLowerCase()));
  const affected = named.length ? named : facts.prices;
  const today = affected.map((p) => `${p.plan ? `${p.plan} ` : ''}${p.amount}${p.per ? `/${p.per}` : ''}`);
  used.push(...affected.map((p) => p.source));
  return [
    ...(change ? [change] : []),
    { risk: `Existing customers may leave when their price changes${today.length ? ` (today: ${list(today)})` : ' (your fact sheet has no prices: [current prices])'}.`, signal: 'cancellations and downgrades in the month after the change', guard: 'keep existing customers on today\'s price for a set period and tell them early' },
    { risk: 'New sign-ups may slow at the new price.', signal: `trial-to-paid or sign-ups per week against the month before${facts.kpis ? ` (your KPIs: ${quoted(facts.kpis, 'KPIs')})` : ''}`, guard: 'apply it to new customers first and compare a month before and after' },
    { risk: 'You do not know what competitors charge for the same thing yet.', signal: `the pricing pages of ${facts.competitors.length ? list(facts.competitors) : '[competitors]'}`, guard: 'check their current prices before you announce' },
  ];
}

function termsRisks(input: TaskInput, used: FactSource[]): Risk[] {
  const { facts } = input;
  used.push(...facts.terms.map((t) => t.source));
  const today = facts.terms.map((t) => t.text.trim().replace(/\.$/, ''));
  return [
    { risk: `Changing the terms changes what people sign up for${today.length ? ` (today: ${list(today)})` : ''}: fewer may start.`, signal: 'sign-ups per week against the month before', guard: 'test the change on one page or one audience first' },
    { risk: 'Pages, emails and ads that state today\'s terms will be wrong the day it changes.', signal: 'copy that still states the old terms', guard: 'list every place the terms appear and change them the same day' },
  ];
}

/** The size of the team as the profile states it ('four dentists', '9 Gas Safe engineers'), for what a new service asks of it. */
function teamSize(text: string | null): string | null {
  const m = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+((?:[A-Z][\w-]*\s+)*(?:engineers?|staff|people|employees|dentists?|mechanics?|technicians?|teachers?|drivers?|designers?|developers?|nurses?|therapists?|stylists?|chefs?|bakers?|vans?|members of staff))\b/i.exec(text ?? '');
  return m ? m[0] : null;
}

/** A new service or offer: what it asks of the team, what its price must cover, and the demand it must find. */
function launchRisks(input: TaskInput, move: string, used: FactSource[]): Risk[] {
  const { facts } = input;
  const size = teamSize(facts.description) ?? teamSize(facts.differentiator);
  if (size) used.push(profileSource(facts));
  const price = moneyIn(move)[0] ?? moneyIn(input.brief.request)[0];
  const allHours = /\b(24\/7|24-7|out of hours|overnight|weekend|evening|emergency|on call|on-call)\b/i.test(move);
  const risks: Risk[] = [
    { risk: `${allHours ? 'Someone has to be on call at nights and weekends' : 'The new service takes hours from the work you already sell'}${size ? `, and the team is ${size}` : ''}: the rota may not hold without cutting into booked work.`, signal: 'booked jobs moved or turned down in the first month', guard: `${size ? `draw the rota for ${size} before you announce` : 'draw the rota before you announce'}, and cap how many you take on` },
  ];
  if (price) risks.push({ risk: `${price.text}${/\ba (visit|call|job|session)\b/i.test(input.brief.request) ? ` a ${/\ba (visit|call|job|session)\b/i.exec(input.brief.request)![1]}` : ''} has to cover the extra pay, travel and parts of ${allHours ? 'a night or weekend job' : 'each one'}: if it does not, every sale loses money.`, signal: 'the margin on the first ten jobs, worked out job by job', guard: `work out the cost of one before you publish ${price.text}` });
  risks.push({ risk: 'If demand is low, the cost of being ready runs anyway.', signal: 'how many a month it brings against the number that pays for being ready', guard: 'set that number and a date; stop or change it if it misses' });
  return risks;
}

function commonRisks(input: TaskInput, used: FactSource[]): Risk[] {
  const { facts } = input;
  if (facts.kpis) used.push(profileSource(facts));
  return [
    { risk: facts.kpis ? `Without today's numbers for ${quoted(facts.kpis, 'KPIs')}, you will not know whether the move worked.` : 'No KPI is written down, so you will not know whether the move worked.', signal: 'a baseline written down before the change', guard: 'record this month\'s figures before you start' },
  ];
}

type Angle = 'guarded' | 'conditions';

export function moveRisks(input: TaskInput): TaskOutput {
  // A plan given line by line ('Review our summer plan and give me the top 3 risks: - …'): the risks of its lines.
  const ofPlan = input.brief.deliverables.some((d) => d.noun === 'risk') ? planRisks(input) : null;
  if (ofPlan) return ofPlan;
  const { brief, facts } = input;
  const move = moveOf(brief.request, brief.topic);
  // 'Are wedding fairs still worth it? They cost us £350 each …': a yes or no on one move the risks cannot name is
  // that move's call, with what it must bring back.
  if (!move) {
    const call = oneMoveCall(input);
    if (call) return call;
  }
  const name = move ? `"${move}"` : '[the move]';
  const kind = move ? kindOf(move) : 'other';
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const used: FactSource[] = [];
  const specific = kind === 'channel' ? channelRisks(move!, input, usable, used) : kind === 'price' ? priceRisks(input, used, move!) : kind === 'terms' ? termsRisks(input, used) : [];
  if (kind === 'launch') specific.push(...launchRisks(input, move!, used));
  if (kind === 'launch' || kind === 'other') {
    const missing = [!facts.prices.length && 'prices', !facts.proof.length && 'a customer result', !facts.audience && 'the audience'].filter((x): x is string => Boolean(x));
    specific.push({ risk: `It rests on what you know about the market today${missing.length ? `, and your facts do not yet hold ${list(missing)}` : ''}.`, signal: 'the first month\'s results against what you expected', guard: 'start with one audience or one region and a date to decide on the rest' });
  }
  const risks = [...specific, ...commonRisks(input, used)];
  const leavesBest = kind === 'channel' && risks[0]?.risk.startsWith('Your profile says the best customers');
  const going = kind === 'channel' ? sidesOf(move!).going : [];
  const trial = going.length ? list(going) : name;
  const decision =
    kind === 'channel'
      ? leavesBest
        ? `Not as planned: keep the channel your best customers come from, and try ${trial} with part of the money first.`
        : `Go, as a test: try ${trial} with part of the money first, and set the result it must reach by a date you choose.`
      : kind === 'price'
        ? `Go, for new customers first: apply ${name} to new sign-ups, and keep existing customers on today's price until the first month's sign-ups are in.`
        : kind === 'terms'
          ? `Test ${name} on one page or audience before you change it everywhere.`
          : `Go, as a test with a stop rule: ${name}, on a small scale first.`;
  const angle: Angle = input.variant % 2 === 0 ? 'guarded' : 'conditions';
  const body =
    angle === 'guarded'
      ? ['| Risk | Early signal | How to guard against it |', '|---|---|---|', ...risks.map((r) => `| ${r.risk.replace(/\|/g, '/')} | ${r.signal} | ${r.guard} |`)]
      : ['## What has to be true for it to work', ...risks.map((r, i) => `${i + 1}. ${r.guard.charAt(0).toUpperCase()}${r.guard.slice(1)}, because: ${r.risk.charAt(0).toLowerCase()}${r.risk.slice(1)} Watch: ${r.signal}.`)];
  const deliverable = [`**Decision:** ${decision}`, '', ...(angle === 'guarded' ? ['## Risks of the move'] : []), ...body, ...figuresLine(usable, kind === 'channel' && Boolean(usable))].join('\n');
  const notes: string[] = [];
  if (!move) notes.push('The request does not say what the move is: name it (for example "the risks of moving our ad budget to TikTok") for risks specific to it.');
  if (kind === 'channel') {
    const { leaving, going: arriving } = sidesOf(move!);
    notes.push(...connectNotes(figures, [...leaving, ...arriving], 'No connected figures were read: connect Meta Ads or Google Analytics 4 to see what the channels bring today.'));
  }
  return {
    summary: decision,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'move_risks', summary: `${risks.length} risks of a ${kind} move` }, ...figuresStep(figures, kind === 'channel' && Boolean(usable))],
    artifacts: [],
  };
}

export const moveRisksTask: AgentTask = {
  id: 'strategy.move-risks',
  agent: 'strategy-review-agent',
  label: 'the risks of a move',
  cues: ['risk', 'risks of', 'biggest risk', 'main risk', 'top risk', 'risks in', 'risk in', 'the risk', 'risky', 'downside', 'danger', 'what could go wrong', 'could go wrong', 'might go wrong', 'would go wrong', 'go wrong', 'what if', 'switch', 'pivot', 'consequence', 'worth it', 'thinking of dropping', 'thinking of moving', 'thinking of switching'],
  delivers: ['risk', 'risk assessment', 'pros and cons'],
  starter: 'What are the risks if we [move]?',
  generate: moveRisks,
};
