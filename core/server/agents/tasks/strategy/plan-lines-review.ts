import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { countWord } from '../english-phrases.ts';
import { mentionsIn, roleOf, type ChannelKind } from './channel-lexicon.ts';
import { formatMoney, moneyIn } from './money.ts';
import { profileSource } from './advice-sources.ts';

/** One line of a plan given to review: what it does, on which channels, for how much money and effort. */
interface Move {
  text: string;
  channels: ChannelKind[];
  /** Money a month the line spends, when it says. */
  monthly: number | null;
  currency: string;
  /** Pieces a week the line commits someone to ('3 videos a week'). */
  weekly: number | null;
  /** Who does it, when the line names one person ('filmed by Ollie'). */
  doer: string | null;
  /** Channels the business does not use today. */
  fresh: ChannelKind[];
  /** Channels the profile names as its best. */
  best: ChannelKind[];
  /** Words it shares with the goal: what it does for it. */
  goalFit: number;
  code: boolean;
}

// What the request asks of the plan: what is strong, its risks, what to cut.
const ASKS_STRONG = /\b(?:what(?:'s|’s| is) (?:strong|good|working|right)|strengths?|what works|keep)\b/i;
const ASKS_RISK = /\brisks?\b|\bcould go wrong\b|\bweak(?:ness(?:es)?|est)?\b|\bworries\b/i;
const ASKS_CUT = /\b(?:cut|drop|stop|lose|ditch|remove)\b/i;

/**
 * 'Here's my plan for the winter quarter. Tell me what's strong, the 3 biggest risks, and one thing you'd cut.' with
 * the plan's lines pasted below: each line read as a move (its channel, money a month, pieces a week, who does
 * it), weighed against the profile's channels, best channel, budget and goal, and answered in the parts asked. Null
 * unless the request gives such lines and asks for at least two of those parts.
 */
export function planLinesReview(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (brief.revision || !brief.pasted) return null;
  const asks = brief.request.replace(brief.pasted, ' ');
  const parts = [ASKS_STRONG.test(asks), ASKS_RISK.test(asks), ASKS_CUT.test(asks)];
  if (parts.filter(Boolean).length < 2) return null;
  const lines = brief.pasted.split('\n').map((l) => l.trim()).filter((l) => /^(?:[-*•]|\d{1,2}[.)])\s+\S/.test(l)).map((l) => l.replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, ''));
  if (lines.length < 2) return null;
  const current = facts.channels.flatMap((c) => mentionsIn(c).map((m) => m.kind));
  const bestKinds = facts.bestChannel ? mentionsIn(facts.bestChannel).map((m) => m.kind) : [];
  const goal = [facts.goal ?? '', asks].join(' ');
  const moves: Move[] = lines.map((text) => {
    const channels = mentionsIn(text).map((m) => m.kind);
    const money = moneyIn(text);
    const monthly = money.length && /\b(?:a|per|\/)\s?(?:month|mo)\b|\/month|\bmonthly\b|\bpcm\b/i.test(text) ? money[0]!.value : null;
    const weekly = /\b(\d{1,2}|one|two|three|four|five|six|seven)\s+(?:[a-z-]+\s+)?(?:videos?|posts?|reels?|emails?|stories|articles?|blogs?|episodes?|ads?)\s+(?:a|per|each)\s+week\b/i.exec(text);
    return {
      text,
      channels,
      monthly,
      currency: money[0]?.currency ?? '£',
      weekly: weekly ? parseCount(weekly[1]) : null,
      doer: /\bby\s+([A-Z][a-z]+)\b/.exec(text)?.[1] ?? null,
      fresh: channels.filter((k) => !current.includes(k)),
      best: channels.filter((k) => bestKinds.includes(k)),
      goalFit: sharedStems(text, goal),
      code: /\b[A-Z]{3,}\d{1,4}\b|\bcode\b/.test(text),
    };
  });
  const strength = (m: Move) => m.best.length * 3 + (m.channels.length && !m.fresh.length ? 1 : 0) + Math.min(m.goalFit, 3) + (m.code ? 1 : 0) - m.fresh.length * 2;
  const riskiness = (m: Move) => m.fresh.length * 2 + (m.weekly && m.weekly >= 3 ? 2 : 0) + (m.doer ? 1 : 0) + (m.monthly ? 1 : 0) - m.best.length * 2;
  const byStrength = [...moves].sort((a, b) => strength(b) - strength(a));
  const byRisk = [...moves].sort((a, b) => riskiness(b) - riskiness(a));
  const quote = (m: Move) => `"${m.text.replace(/[.;]+$/, '')}"`;
  const bestSaid = facts.bestChannel?.trim().replace(/[.]+$/, '') ?? null;

  // (A line among the risks is strong only when it is clearly so: the same line is not praised and warned against for one reason.)
  const risky = new Set(byRisk.filter((m) => riskiness(m) > 0).slice(0, 3));
  const strong = byStrength.filter((m) => strength(m) > 0 && (!risky.has(m) || strength(m) >= 3)).slice(0, 2).map((m) => {
    const why = [
      m.best.length && bestSaid ? `it runs on what your profile calls your best channel ("${bestSaid}")` : null,
      !m.best.length && m.channels.length && !m.fresh.length ? `it uses ${m.channels.map((k) => k.name).join(' and ')}, which you already run` : null,
      m.goalFit >= 2 && facts.goal ? `it aims straight at your goal ("${facts.goal.trim().replace(/[.]+$/, '')}")` : null,
      m.code ? 'it carries a code, so you can count what it brings' : null,
    ].filter(Boolean);
    return `- ${quote(m)}: ${why.length ? why.join('; ') : 'it is specific enough to act on and to measure'}.`;
  });

  const wanted = parseCount(/\b(\d|one|two|three|four|five)\s+(?:biggest\s+|main\s+|top\s+|key\s+)?risks?\b/i.exec(asks)?.[1]) ?? 3;
  const risks: string[] = [];
  for (const m of byRisk) {
    if (risks.length >= wanted || riskiness(m) <= 0) break;
    const said = [
      m.fresh.length ? `${m.fresh.map((k) => k.name).join(' and ')} is new to you, so there is no track record to judge it by${roleOf(m.fresh[0]!.name) ? ` (${roleOf(m.fresh[0]!.name)})` : ''}` : null,
      m.weekly && m.weekly >= 3 ? `${countWord(m.weekly)} a week is about ${m.weekly * 4} pieces a month${m.doer ? ` from ${m.doer} alone` : ''}, which tends to slip when the busy weeks come` : m.doer ? `it rests on ${m.doer} alone` : null,
      m.monthly ? `${formatMoney(m.monthly, m.currency, 0)} a month is spent with no result the plan says it must bring` : null,
    ].filter(Boolean);
    risks.push(`- ${quote(m)}: ${said.join('; ')}.`);
  }
  // Plan-wide risks: money against the budget, and no measure for any line.
  const spend = moves.reduce((sum, m) => sum + (m.monthly ?? 0), 0);
  const budget = facts.budget ? moneyIn(facts.budget)[0] ?? null : null;
  if (risks.length < wanted && budget && spend > budget.value) risks.push(`- The lines that state money spend ${formatMoney(spend, budget.currency, 0)} a month, over your profile's budget of ${facts.budget!.trim()}.`);
  if (risks.length < wanted && !moves.some((m) => /\b\d+\s+(?:bookings|sales|enquiries|leads|sign-?ups|customers|owners|members)\b/i.test(m.text))) risks.push(`- No line says what result it must bring (bookings, enquiries, sign-ups), so at the end of the quarter you will not know which ones worked. Give each line one number to hit.`);

  // The line to cut: the most risk for the least strength, never the strongest.
  const cut = [...moves].sort((a, b) => riskiness(b) - strength(b) - (riskiness(a) - strength(a)))[0]!;
  const keep = byStrength[0]!;
  const freed = cut.monthly ? `the ${formatMoney(cut.monthly, cut.currency, 0)} a month` : cut.weekly ? `${cut.doer ? `${cut.doer}'s` : 'the'} time (about ${cut.weekly * 4} pieces a month)` : 'that time';
  const riskCount = countWord(Math.min(wanted, risks.length));
  const spendLine = spend && budget ? [`*The plan's stated spend: ${formatMoney(spend, budget.currency, 0)} a month of your ${facts.budget!.trim()} budget.*`] : [];
  // The parts asked, under headings; a regenerate lays the same judgement out line by line: each line's call, and why.
  const deliverable = input.variant % 2 === 0
    ? [
        `**Verdict:** Keep ${quote(keep)}, guard against the risks below, and cut ${quote(cut)}.`,
        '',
        ...(parts[0] ? ["## What's strong", ...(strong.length ? strong : ['- No line is tied to your best channel or your goal yet; the fixes below say how.']), ''] : []),
        ...(parts[1] ? [`## The ${riskCount} biggest risks`, ...risks, ''] : []),
        ...(parts[2] ? ['## One thing to cut', `Cut ${quote(cut)}. It is the line with the most risk for the least return on what your facts say: ${[cut.fresh.length ? 'a new channel' : null, cut.weekly && cut.weekly >= 3 ? 'a heavy weekly workload' : null, cut.monthly ? 'money with no target' : null, !cut.goalFit ? 'nothing tying it to your goal' : null].filter(Boolean).join(', ') || 'the weakest tie to your goal'}. Put ${freed} into ${quote(keep)} instead.`, ''] : []),
        ...spendLine,
      ]
    : [
        `**Verdict:** Keep ${quote(keep)}, cut ${quote(cut)}.`,
        '',
        '| Line | Call | Why |',
        '|---|---|---|',
        ...moves.map((m) => {
          const call = m === cut ? 'Cut' : m.monthly ? 'Keep, with a target' : 'Keep';
          const why = [m.best.length ? 'your best channel' : null, m.fresh.length ? `${m.fresh.map((k) => k.name).join(', ')} is new to you` : null, m.weekly && m.weekly >= 3 ? `${m.weekly} a week${m.doer ? ` from ${m.doer}` : ''}` : null, m.monthly ? `${formatMoney(m.monthly, m.currency, 0)} a month, no target stated` : null, m.code ? 'a code to count it by' : null].filter(Boolean).join('; ') || (m.channels.length ? `${m.channels.map((k) => k.name).join(', ')}, which you already run` : 'no money or weekly work stated');
          return `| ${m.text.replace(/\|/g, '/')} | ${call} | ${why} |`;
        }),
        '',
        ...(parts[1] ? [`**The ${riskCount} biggest risks**`, ...risks, ''] : []),
        ...spendLine,
      ];
  return {
    summary: `A review of the ${countWord(moves.length)}-line plan you pasted: ${[parts[0] && "what's strong", parts[1] && `the ${riskCount} biggest risks`, parts[2] && 'one thing to cut'].filter(Boolean).join(', ')}.`,
    deliverable: deliverable.join('\n').trim(),
    notes: ["Judged on your profile's channels, best channel, budget and goal: no figures beyond those and the plan's own."],
    used: [profileSource(facts)],
    steps: [{ tool: 'plan_lines', summary: moves.map((m) => `${m.text.slice(0, 30)}: +${strength(m)} / −${riskiness(m)}`).join('; ') }],
    artifacts: [],
  };
}
