import { planCritique } from './plan-critique.ts';
import type { FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { connectNotes } from './connect-notes.ts';
import { hasFigures, readFigures } from './figure-evidence.ts';
import { planFigures, type PlanFigures } from './plan-figures.ts';
import { channelsIn } from './channel-lexicon.ts';
import { list } from './channel-verdict.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { budgetLines, pricesIn, readPlan, sentencesOfPlan, type AspectReading } from './plan-reading.ts';
import { goalProblem, judgeMoves, kpiProblem, movesOf, type MoveJudgement } from './plan-moves.ts';

/** The plan under review: pasted text, the documents the request points at, or (with neither) the profile's strategy answers. */
interface PlanText {
  text: string;
  /** How the answer names it: 'the plan you pasted', '"Q3 plan.md"', 'the strategy in your space profile'. */
  name: string;
  kind: 'pasted' | 'document' | 'profile';
  sources: FactSource[];
}

const INLINE_PLAN = /\b(?:plan|strategy|approach|roadmap)\b[^:\n.?!]{0,60}:\s*([^\n]{30,1200}?)(?:\s+(?:where['’]s|what['’]s|how|is it|does it|will it)\b[^?]*\?\s*)?$/i;

function planOf(input: TaskInput): PlanText {
  if (input.brief.pasted?.trim()) return { text: input.brief.pasted, name: 'the plan you pasted', kind: 'pasted', sources: [] };
  // 'Review our plan for next quarter: spend £1,600 a month on Google Ads, £400 on LinkedIn ads, …': the plan the
  // message sets out is the one to review, before any document it happens to share a word with.
  const inline = INLINE_PLAN.exec(input.brief.request)?.[1]?.trim();
  if (inline && inline.split(/\s+/).length >= 8 && /[,;]|\band\b/.test(inline)) return { text: inline.replace(/(?<=[^.])\s+(?=[A-Z][a-z]+\s+(?:want|need|aim|hope)\b)/, '\n'), name: 'the plan in your message', kind: 'pasted', sources: [] };
  const docs = input.referenced.filter((r) => r.text.trim());
  if (docs.length) {
    return {
      text: docs.map((d) => d.text).join('\n\n'),
      name: docs.map((d) => `"${d.title}"`).join(' and '),
      kind: 'document',
      sources: docs.map((d) => input.facts.sources.find((s) => s.id === d.id) ?? { title: d.title, kind: d.kind, id: d.id }),
    };
  }
  const f = input.facts;
  const answers: [string, string | null][] = [
    ['Goal', f.goal], ['Audience', f.audience], ['Channels', f.channels.join(', ') || null], ['Best channel', f.bestChannel], ['Budget', f.budget], ['KPIs', f.kpis],
  ];
  const text = answers.filter(([, v]) => v?.trim()).map(([k, v]) => `${k}: ${v!.trim().replace(/\.?$/, '.')}`).join('\n');
  return { text, name: 'the strategy in your space profile', kind: 'profile', sources: [profileSource(f)] };
}

interface Finding {
  aspect: string;
  text: string;
  /** The concrete fix, tied to what the plan says. */
  fix: string;
}

function gapOf(a: AspectReading, facts: FactSheet): Finding {
  const said = a.quote ? `"${a.quote}"` : null;
  switch (a.key) {
    case 'goal':
      return { aspect: a.label, text: said ? `${said} has no ${/\d/.test(a.quote!) ? 'date' : 'number'}, so no one can tell in a month whether it is on track.` : 'The plan states no goal.', fix: `Write the goal as "[number] ${facts.kpis ? facts.kpis.split(/[,;]/)[0]!.trim() : '[KPI]'} by [date]"${facts.goal ? `, from your profile's goal ${quoted(facts.goal, 'goal')}` : ''}.` };
    case 'audience':
      return { aspect: a.label, text: said ? `${said} does not say who the buyer is.` : 'The plan does not say who it is for.', fix: `Name the buyer by role or situation and the problem they have${facts.audience ? `; your profile says ${quoted(facts.audience, 'audience')}` : ''}.` };
    case 'channels':
      return { aspect: a.label, text: said ? `${said} names channels without saying why each reaches the buyer.` : 'The plan names no channel.', fix: 'Give each channel one line: who it reaches and what it is judged on.' };
    case 'budget':
      return { aspect: a.label, text: said ? `${said} gives no amount per channel.` : 'The plan has no budget.', fix: `Put an amount per channel per month next to each channel${facts.budget ? `, within your profile's budget ${quoted(facts.budget, 'budget')}` : ''}.` };
    case 'measures':
      return { aspect: a.label, text: said ? `${said} has no baseline to measure against.` : 'The plan says nothing about how success is measured.', fix: `Add today's number for each measure${facts.kpis ? ` (your profile tracks ${quoted(facts.kpis, 'KPIs')})` : ''} and when it is reviewed.` };
    case 'timeline':
      return { aspect: a.label, text: said ? `${said} is the only timing; the steps have no dates.` : 'The plan has no dates.', fix: 'Give each step a start date and a finish date.' };
    case 'owners':
      return { aspect: a.label, text: 'No step has an owner.', fix: 'Put one name next to each step.' };
    case 'risks':
      return { aspect: a.label, text: said ? `${said} names a risk without a plan B.` : 'The plan lists no risks.', fix: 'Write the two things most likely to go wrong and what you will do if each happens.' };
  }
}

const STRENGTH: Record<AspectReading['key'], string> = {
  goal: 'a number and a date, so progress can be checked',
  audience: 'a buyer named specifically enough to write for',
  channels: 'channels with a reason attached',
  budget: 'amounts per channel, so the trade-offs are visible',
  measures: 'a measure with a baseline',
  timeline: 'dated steps',
  owners: 'named owners',
  risks: 'a risk with a plan B',
};

/** Checks against the facts and arithmetic on the plan's own numbers. */
function risksOf(text: string, readings: AspectReading[], facts: FactSheet, used: FactSource[], isPlan: boolean): Finding[] {
  const risks: Finding[] = [];
  const { lines, total } = budgetLines(text);
  if (lines.length >= 2) {
    const currency = lines[0]!.money.currency;
    // A one-off spread over the plan's months, or so many at so much each, counts at its monthly sum.
    const spent = (l: (typeof lines)[number]) => l.monthly ?? l.money.value;
    const sum = lines.reduce((n, l) => n + spent(l), 0);
    const monthly = lines.some((l) => l.monthly !== undefined);
    const shown = (l: (typeof lines)[number]) => (l.monthly !== undefined && /×/.test(l.money.text) ? `${formatMoney(l.monthly, currency)} (${l.money.text})` : l.monthly !== undefined ? `${formatMoney(l.monthly, currency)} (${l.money.text} ÷ ${formatNumber(l.money.value / l.monthly)})` : formatMoney(l.money.value, currency));
    const arithmetic = `${lines.map(shown).join(' + ')} = ${formatMoney(sum, currency)}${monthly ? ' a month' : ''}`;
    if (total && Math.abs(total.money.value - sum) >= 0.01) {
      const over = sum > total.money.value;
      risks.push({ aspect: 'Budget', text: `The spend lines add up to ${arithmetic}, ${formatMoney(Math.abs(sum - total.money.value), currency)} ${over ? 'over' : 'under'} the plan's ${total.money.text} ("${total.line}").`, fix: `Make the lines and the total agree: ${over ? `cut ${formatMoney(sum - total.money.value, currency)} from the lines, or say where the extra comes from` : `place the ${formatMoney(total.money.value - sum, currency)} left over`}.` });
    }
    const top = lines.reduce((a, b) => (spent(b) > spent(a) ? b : a));
    const share = (spent(top) / sum) * 100;
    if (share > 50) {
      risks.push({ aspect: 'Budget', text: `${top.channel.name} takes ${formatMoney(spent(top), currency)} ÷ ${formatMoney(sum, currency)} = ${formatNumber(share)} % of the money: if it stalls, most of the plan stalls with it.`, fix: `Set a stop rule for ${top.channel.name} (the result it must show by a date) and where its money goes if it misses.` });
    }
  }
  const planned = channelsIn(text).map((k) => k.name);
  const best = channelsIn(facts.bestChannel ?? '').map((k) => k.name);
  const missing = best.filter((b) => !planned.includes(b));
  if (missing.length && planned.length) {
    used.push(profileSource(facts));
    risks.push({ aspect: 'Channels', text: `The plan leaves out ${list(missing)}, which your profile says brings the best customers (${quoted(facts.bestChannel, 'best channel')}).`, fix: `Keep ${list(missing)} in the plan, or say why it goes.` });
  }
  if (planned.length === 1) risks.push({ aspect: 'Channels', text: `Everything runs through ${planned[0]}: one channel is one point of failure.`, fix: 'Add a second channel as a small test, judged on the same measure.' });
  // ('run a 20% off everything sale in May': what a discount gives away, and the extra sales that win it back.)
  const sale = sentencesOfPlan(text).find((line) => /\b\d{1,2}\s?%\s+off\b/i.test(line));
  const off = sale ? Number(/\b(\d{1,2})\s?%\s+off\b/i.exec(sale)![1]) : 0;
  if (sale && off > 0 && off < 100) {
    const keep = (100 - off) / 100;
    const first = facts.prices.find((p) => !p.fee && p.plan);
    const value = first ? Number(first.amount.replace(/[^\d.]/g, '')) : NaN;
    const cut = Number.isFinite(value) ? `; a ${first!.plan} at ${first!.amount} brings in ${first!.amount.replace(/[\d.,]+/, formatNumber(Math.round(value * keep * 100) / 100))}` : '';
    if (first) used.push(first.source);
    const share = off === 50 ? 'half' : off === 25 ? 'a quarter' : off === 20 ? 'a fifth' : off === 10 ? 'a tenth' : `${off} %`;
    risks.push({ aspect: 'Pricing', text: `"${sale.replace(/[.]+$/, '')}" gives away ${share} of every sale: to take the same money it needs ${formatNumber(Math.round((1 / keep - 1) * 1000) / 10)} % more sales (1 ÷ ${String(keep)} = ${String(Math.round((1 / keep) * 100) / 100)})${cut}.`, fix: 'Aim the discount at what the goal needs (new customers, quiet times or one product) rather than everything, and set the extra sales it must bring.' });
  }
  const known = facts.prices.map((p) => p.amount.replace(/\s/g, ''));
  for (const price of pricesIn(text)) {
    const written = price.text.replace(/\s/g, '');
    if (known.length && !known.some((k) => k === written || Number(k.replace(/[^\d.]/g, '')) === price.value)) {
      const listed = facts.prices.map((p) => `${p.plan ? `${p.plan} ` : ''}${p.amount}${p.per ? `/${p.per}` : ''}`);
      used.push(...facts.prices.map((p) => p.source));
      risks.push({ aspect: 'Pricing', text: `The plan says ${price.text}, but your fact sheet lists ${list(listed)}.`, fix: 'Use the listed price, or update the fact sheet if the price has changed.' });
      break;
    }
  }
  const goal = readings.find((r) => r.key === 'goal')!;
  const timeline = readings.find((r) => r.key === 'timeline')!;
  if (isPlan && goal.specific && !timeline.specific) risks.push({ aspect: 'Timeline', text: `The goal has a date ("${goal.quote}"), but nothing between now and then does.`, fix: 'Add a checkpoint halfway with the number you should have reached by then.' });
  return risks;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The connected figures on the plan's channels (null without any), and what connecting each missing tool would add. */
function figuresFor(input: TaskInput, plan: PlanText) {
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const found: PlanFigures | null = usable ? planFigures(plan.text, usable) : null;
  const planned = channelsIn(plan.text).map((k) => k.name);
  const notes = figures && planned.length ? connectNotes(figures, planned, '') : [];
  const used = Boolean(found && (found.lines.length || found.risks.length));
  const section = found?.lines.length ? ['', '## What your connected figures show', ...found.lines.map((l) => `- ${l}`)] : [];
  return { figures, usable, found, notes, used, section, cite: figuresLine(usable, used), steps: figuresStep(figures, used) };
}

type Angle = 'review' | 'fixes' | 'premortem';
const ANGLES: readonly Angle[] = ['review', 'fixes', 'premortem'];

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** 'the three biggest problems' asks for three. */
function askedProblems(request: string): number | null {
  const m = /\b(one|two|three|four|five|six|\d)\s+(?:\w+\s+)?(?:problems|issues|weaknesses|flaws|risks|changes|fixes|mistakes|things)\b/i.exec(request);
  return m ? (Number(m[1]) || COUNT_WORDS[m[1]!.toLowerCase()] || null) : null;
}

interface Problem {
  title: string;
  text: string;
  weight: number;
}

/**
 * A plan written as numbered moves is reviewed move by move: each judged against the profile, the voice and the
 * listed prices, scored out of 10, with the biggest problems first. A regenerate rewrites the plan instead.
 */
function moveReview(input: TaskInput, plan: PlanText): TaskOutput | null {
  const { facts, brief } = input;
  const { moves, statements } = movesOf(plan.text);
  if (moves.length < 2) return null;
  const used: FactSource[] = [...plan.sources];
  const judged = judgeMoves(moves, facts, input.voice, used);
  const problems: Problem[] = judged.filter((j) => j.problem).map((j) => ({ title: `Move ${j.move.n}: "${j.move.text}"`, text: j.problem!, weight: j.weight }));
  const kpi = kpiProblem(statements, facts);
  if (kpi) {
    used.push(profileSource(facts));
    problems.push({ title: 'The KPI', text: kpi, weight: 2 });
  }
  const goal = statements.find((s) => s.label === 'goal' || s.label === 'target');
  const vague = goalProblem(statements, facts);
  if (vague) problems.push({ title: 'The goal', text: vague, weight: 2 });
  if (!goal) problems.push({ title: 'No goal', text: `The plan has no goal with a number and a date, so nobody can tell whether it worked${facts.goal ? `: take your profile's, ${quoted(facts.goal, 'goal')}` : ''}.`, weight: 1 });
  const measured = figuresFor(input, plan);
  for (const r of measured.found?.risks ?? []) problems.push({ title: r.aspect, text: `${r.text} ${r.fix}`, weight: 2 });
  problems.sort((a, b) => b.weight - a.weight);
  const total = problems.reduce((n, p) => n + p.weight, 0);
  const score = Math.max(2, Math.min(9, 10 - Math.round(total * 0.8)));
  const asked = askedProblems(brief.request);
  const shown = asked ? problems.slice(0, asked) : problems;
  const changed = judged.filter((j) => j.call !== 'Keep');
  const kept = judged.filter((j) => j.call === 'Keep');
  const nums = (js: MoveJudgement[]) => list(js.map((j) => String(j.move.n)));
  const verdict = changed.length
    ? `${score}/10: ${changed.some((j) => j.call === 'Drop') ? `drop move ${nums(changed.filter((j) => j.call === 'Drop'))}` : ''}${changed.some((j) => j.call === 'Drop') && changed.some((j) => j.call === 'Change') ? ' and ' : ''}${changed.some((j) => j.call === 'Change') ? `change move${changed.filter((j) => j.call === 'Change').length > 1 ? 's' : ''} ${nums(changed.filter((j) => j.call === 'Change'))}` : ''} before it runs${kept.length ? `; move${kept.length > 1 ? 's' : ''} ${nums(kept)} can stay` : ''}.`
    : `${score}/10: every move can run as written${problems.length ? ', once the points below are fixed' : ''}.`;
  const rewrite = input.variant % 2 === 1;
  const planKpi = statements.find((s) => s.label === 'kpi' || s.label === 'measure');
  const body = rewrite
    ? [
        '## The plan as I would run it',
        ...judged.map((j) => `${j.move.n}. ${j.rewrite}${j.call === 'Keep' ? '' : ` *(${j.call === 'Drop' ? 'replaces' : 'changes'} "${j.move.text}": ${j.why})*`}`),
        ...(goal && !vague ? [`Goal: ${goal.text}.`] : facts.goal ? [`Goal: ${facts.goal.replace(/\.$/, '')} (from your profile${goal ? `, in place of "${goal.text}"` : ''}).`] : []),
        ...(kpi && facts.kpis && planKpi ? [`KPI: "${planKpi.text}" becomes ${facts.kpis.replace(/\.$/, '')} (from your profile), so the plan is judged on results.`] : []),
        '',
        asked ? `## The ${asked === 1 ? 'problem' : `${asked} problems`} that cost it most` : `## Why it scores ${score}/10 as written`,
        ...(shown.length ? shown.map((p) => `- ${p.title}: ${p.weight >= 3 ? 'a serious problem' : p.weight === 2 ? 'a real risk' : 'a smaller point'}.`) : ['- Nothing in your facts argues against it.']),
      ]
    : [
        ...(asked ? [`## The ${asked === 1 ? 'biggest problem' : `${asked} biggest problems`}`] : ["## What's weak, and what to do instead"]),
        ...(shown.length ? shown.map((p, i) => `${i + 1}. **${p.title}.** ${p.text}`) : ['Nothing in your facts argues against any move.']),
        '',
        "## What's strong",
        ...(kept.length ? kept.map((j) => `- **Move ${j.move.n}: "${j.move.text}".** Keep it: ${j.why}.`) : ['- No move can run as written.']),
        ...(goal && /\d/.test(goal.text) ? [`- **The goal: "${goal.text}".** A number${/\b(by|before|in|end of)\b/i.test(goal.text) ? ' and a date' : ''}, so progress can be checked.`] : []),
        ...(asked && problems.length > shown.length ? ['', '## Also worth fixing', ...problems.slice(shown.length).map((p) => `- **${p.title}.** ${p.text}`)] : []),
      ];
  const head = rewrite ? `**Score:** ${score}/10 as written. Below, the plan rewritten${changed.length ? ` with move${changed.length > 1 ? 's' : ''} ${nums(changed)} changed` : ''}.` : `**Score:** ${verdict}`;
  const deliverable = [head, '', `Reviewed: ${plan.name}.`, '', ...body, ...measured.section, ...measured.cite].join('\n');
  return {
    summary: `Score ${verdict.replace(/\.$/, '')} (${plan.name}).`,
    deliverable,
    notes: measured.notes,
    used: uniqueSources(used),
    steps: [{ tool: 'plan_review', summary: `${plan.name}: ${moves.length} moves, ${changed.length} to change, score ${score}/10` }, ...measured.steps],
    artifacts: [],
  };
}

export function planReview(input: TaskInput): TaskOutput {
  const { facts } = input;
  // 'Pick holes in this: £2 off per night for May, Facebook ads at £15 a day …': the plan the request sets out, worked through.
  const critique = planCritique(input);
  if (critique) return critique;
  const plan = planOf(input);
  const byMoves = plan.kind !== 'profile' ? moveReview(input, plan) : null;
  if (byMoves) return byMoves;
  if (!plan.text.trim()) {
    return {
      summary: 'There is no plan to review yet: none was pasted or attached, and the space profile has no strategy answers.',
      deliverable: '',
      notes: ['Paste the plan into the request, or reference its document from the knowledge base, and ask again.', 'Or fill in the goal, channels, budget and KPIs in the space profile for a review of the strategy it describes.'],
      used: [],
      steps: [{ tool: 'plan_review', summary: 'no plan given' }],
      artifacts: [],
    };
  }
  const used: FactSource[] = [...plan.sources];
  const readings = readPlan(plan.text);
  // The profile has no place for owners, dates or risks: a profile review does not count them as gaps.
  const relevant = plan.kind === 'profile' ? readings.filter((r) => !['owners', 'timeline', 'risks'].includes(r.key)) : readings;
  const strengths = relevant.filter((r) => r.specific);
  const measured = figuresFor(input, plan);
  // With connected figures, today's numbers for the channels they see are already known: the fix points at them.
  const gaps = relevant.filter((r) => !r.specific).map((r) => gapOf(r, facts)).map((g) => (g.aspect === 'Measures' && measured.found?.lines.length ? { ...g, fix: `${g.fix.replace(/\.$/, '')}; the connected figures below give today's numbers for the channels they see.` } : g));
  if (gaps.some((g) => /your profile/.test(g.fix))) used.push(profileSource(facts));
  const risks = [...risksOf(plan.text, readings, facts, used, plan.kind !== 'profile'), ...(measured.found?.risks ?? [])];
  const blocking = relevant.filter((r) => !r.specific && ['goal', 'budget', 'measures'].includes(r.key)).map((r) => r.label.toLowerCase());
  // Spend lines that add up to more than the plan's budget stop it as surely as no budget.
  if (risks.some((r) => r.aspect === 'Budget' && / over the plan's /.test(r.text)) && !blocking.includes('budget')) blocking.push('budget');
  const verdict = blocking.length
    ? `Not ready to run as written: fix the ${list(blocking)} first.`
    : gaps.length || risks.length
      ? `Ready to run once the ${list([...new Set([...gaps, ...risks].map((g) => g.aspect.toLowerCase()))].slice(0, 3))} ${gaps.length + risks.length > 1 ? 'points below are' : 'point below is'} fixed.`
      : 'Ready to run: it states its goal, buyer, channels, budget, measures, dates, owners and risks.';
  const angle = ANGLES[input.variant % ANGLES.length]!;
  const strengthLines = strengths.map((s) => `- **${s.label}:** "${s.quote}": ${STRENGTH[s.key]}.`);
  const gapLines = gaps.map((g) => `- **${g.aspect}:** ${g.text}`);
  const riskLines = risks.map((r) => `- **${r.aspect}:** ${r.text}`);
  const fixes = [...gaps, ...risks];
  const body =
    angle === 'review'
      ? [
          '## Strengths', ...(strengthLines.length ? strengthLines : ['- Nothing in it is specific enough yet to act on as written.']),
          '', '## Gaps', ...(gapLines.length ? gapLines : ['- None of the basics is missing.']),
          '', '## Risks', ...(riskLines.length ? riskLines : ['- No risk stands out from what the plan and your facts say.']),
          '', '## Fixes', ...(fixes.length ? fixes.map((f, i) => `${i + 1}. **${f.aspect}:** ${f.fix}`) : ['Nothing to fix before you start.']),
        ]
      : angle === 'fixes'
        ? [
            '## Fix these, in this order', ...(fixes.length ? fixes.map((f, i) => `${i + 1}. **${f.aspect}.** Now: ${f.text} Instead: ${f.fix}`) : ['Nothing to fix before you start.']),
            '', '## Keep as it is', ...(strengthLines.length ? strengthLines : ['- Nothing yet: start with the fixes above.']),
          ]
        : [
            `## If ${plan.kind === 'profile' ? 'this strategy' : 'this plan'} fails, the likely reasons`,
            ...(fixes.length ? fixes.map((f) => `- **${f.aspect}:** ${f.text} Prevent it: ${f.fix}`) : ['- Nothing in the plan or your facts points to a likely failure.']),
            '', '## What protects it', ...(strengthLines.length ? strengthLines : ['- Nothing yet: the points above are open.']),
          ];
  const given = plan.kind !== 'profile' ? planAsGiven(plan.text) : [];
  const deliverable = [`**Verdict:** ${verdict}`, '', `Reviewed: ${plan.name}.`, '', ...given, ...body, ...measured.section, ...measured.cite].join('\n');
  const notes: string[] = [...measured.notes];
  if (plan.kind === 'profile') notes.push('No plan was pasted or attached, so this reviews the strategy your space profile describes. Paste the plan or reference its document for a review of the plan itself.');
  return {
    summary: `${verdict.replace(/\.$/, '')} (${plan.name}).`,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'plan_review', summary: `${plan.name}: ${count(strengths.length, 'strength')}, ${count(gaps.length, 'gap')}, ${count(risks.length, 'risk')}` }, ...measured.steps],
    artifacts: [],
  };
}

export const planReviewTask: AgentTask = {
  id: 'strategy.plan-review',
  agent: 'strategy-review-agent',
  label: 'a review of the plan',
  cues: ['review', 'plan', 'our plan', 'this plan', 'the plan', 'my plan', 'strategy', 'feedback', 'critique', 'assess', 'audit', 'evaluate', 'check', 'gap', 'weakness', 'strength'],
  delivers: ['review', 'feedback', 'critique', 'assessment'],
  starter: 'Review our marketing plan: [paste it or attach the document]',
  generate: planReview,
};

/**
 * The plan's steps as given, each with when, what and its spend ('Month 1 leaflets to 5,000 homes (£250), Month 2
 * Facebook ads £700, …'), and the total the plan spends: every channel and sum the plan names is kept in view. Empty
 * when the plan is not written as dated steps.
 */
function planAsGiven(text: string): string[] {
  const parts = text.split(/(?=\b(?:Month|Week|Day|Phase|Quarter|Q)\s*\d+\b)|(?<=[.!?])\s+|\n+|;\s*/i).map((p) => p.trim().replace(/^[-*•]\s*/, '').replace(/[,.]\s*$/, '')).filter(Boolean);
  const steps = parts.map((p) => /^((?:Month|Week|Day|Phase|Quarter|Q)\s*\d+)[:\s-]*(.+)$/i.exec(p)).filter((m): m is RegExpExecArray => Boolean(m));
  // ('Q3 plan (July to September)' and 'Q3 budget': one label twice is a title, not dated steps.)
  if (steps.length < 2 || new Set(steps.map((m) => m[1]!.toLowerCase().replace(/\s+/g, ''))).size < 2) return [];
  const rows = steps.map((m) => {
    const sums = moneyIn(m[2]!);
    const what = m[2]!.replace(/\s*\(?[£$€]\s?\d[\d,]*(?:\.\d+)?k?\)?/g, '').replace(/\s+/g, ' ').trim();
    return { when: m[1]!, what, spend: sums[0] ?? null };
  });
  const priced = rows.filter((r) => r.spend);
  const currency = priced[0]?.spend?.currency ?? '£';
  const total = priced.reduce((n, r) => n + r.spend!.value, 0);
  return [
    '## The plan as given',
    '| When | What | Spend |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.when} | ${r.what} | ${r.spend ? r.spend.text : 'not given'} |`),
    ...(priced.length >= 2 ? [`| **Total** | | ${priced.map((r) => r.spend!.text).join(' + ')} = ${formatMoney(total, currency)}${priced.length < rows.length ? ` (${rows.length - priced.length} step${rows.length - priced.length > 1 ? 's' : ''} with no spend given)` : ''} |`] : []),
    '',
  ];
}
