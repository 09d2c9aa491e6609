import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelsIn } from './channel-lexicon.ts';
import { list } from './channel-verdict.ts';
import { hasFigures, keyEventRate, readFigures, type FigureEvidence } from './figure-evidence.ts';
import { connectNotes } from './connect-notes.ts';
import { formatMoney, formatNumber } from './money.ts';

type MoveKind = 'channel' | 'price' | 'terms' | 'launch' | 'other';

interface Risk {
  risk: string;
  signal: string;
  guard: string;
}

/** The move as the request words it: the brief's topic, else the clause after 'risks of', 'if we', 'should we'... */
export function moveOf(request: string, topic: string | null): string | null {
  if (topic?.trim()) return topic.trim();
  const m = /\b(?:risks?\s+(?:of|in|with|to)|if we|should we|we plan to|we(?:'re| are) (?:planning|thinking|going) (?:to|of|about)|we want to|before we)\s+([^?.!\n]{4,160})/i.exec(request);
  return m ? m[1]!.trim().replace(/^(to|of)\s+/i, '') : null;
}

function kindOf(move: string): MoveKind {
  if (/\b(pric\w*|raise|increase|charge|fee|discount|cheaper|subscription cost)\b/i.test(move)) return 'price';
  if (/\b(trial|free plan|freemium|guarantee|refund|contract|cancel\w*)\b/i.test(move)) return 'terms';
  if (channelsIn(move).length) return 'channel';
  if (/\b(launch|enter|expand|new market|new product|rebrand|open)\b/i.test(move)) return 'launch';
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

function priceRisks(input: TaskInput, used: FactSource[]): Risk[] {
  const { facts } = input;
  const today = facts.prices.map((p) => `${p.plan ? `${p.plan} ` : ''}${p.amount}${p.per ? `/${p.per}` : ''}`);
  used.push(...facts.prices.map((p) => p.source));
  return [
    { risk: `Existing customers may leave when their price changes${today.length ? ` (today: ${list(today)})` : ' (your fact sheet has no prices: [current prices])'}.`, signal: 'cancellations and downgrades in the month after the change', guard: 'keep existing customers on today\'s price for a set period and tell them early' },
    { risk: 'New sign-ups may slow at the new price.', signal: `trial-to-paid or sign-ups per week against the month before${facts.kpis ? ` (your KPIs: ${quoted(facts.kpis, 'KPIs')})` : ''}`, guard: 'apply it to new customers first and compare a month before and after' },
    { risk: 'You do not know what competitors charge for the same thing yet.', signal: `${facts.competitors.length ? list(facts.competitors) : '[competitors]'}' pricing pages`, guard: 'check their current prices before you announce' },
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

function commonRisks(input: TaskInput, used: FactSource[]): Risk[] {
  const { facts } = input;
  if (facts.kpis) used.push(profileSource(facts));
  return [
    { risk: facts.kpis ? `Without today's numbers for ${quoted(facts.kpis, 'KPIs')}, you will not know whether the move worked.` : 'No KPI is written down, so you will not know whether the move worked.', signal: 'a baseline written down before the change', guard: 'record this month\'s figures before you start' },
  ];
}

type Angle = 'guarded' | 'conditions';

export function moveRisks(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const move = moveOf(brief.request, brief.topic);
  const name = move ? `"${move}"` : '[the move]';
  const kind = move ? kindOf(move) : 'other';
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const used: FactSource[] = [];
  const specific = kind === 'channel' ? channelRisks(move!, input, usable, used) : kind === 'price' ? priceRisks(input, used) : kind === 'terms' ? termsRisks(input, used) : [];
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
  cues: ['risk', 'risks of', 'the risk', 'risky', 'downside', 'danger', 'what could go wrong', 'what if', 'switch', 'pivot', 'consequence', 'worth it'],
  delivers: ['risk', 'risk assessment', 'pros and cons'],
  starter: 'What are the risks if we [move]?',
  generate: moveRisks,
};
