import type { FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { bannedWordsIn } from '../../offline/voice-rules.ts';
import { profileSource, quoted } from './advice-sources.ts';
import { channelsIn, mentionsIn, roleOf, type ChannelMention } from './channel-lexicon.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';

/** One numbered move of a plan ('2) Stop asking customers for Google reviews, we have enough.'). */
export interface PlanMove {
  n: number;
  text: string;
}

/** What the plan says besides its moves: 'Goal: 2,500 active subscriptions by March.', 'KPI: website visits.' */
export interface PlanStatement {
  label: string;
  text: string;
}

/** The moves of a pasted plan, numbered as it numbers them, and its labelled statements. */
export function movesOf(plan: string): { moves: PlanMove[]; statements: PlanStatement[] } {
  const parts = plan.split(/(?:^|\s)(\d{1,2})[.)]\s+(?=[A-Z£$€\d'"])/);
  const moves: PlanMove[] = [];
  const statements: PlanStatement[] = [];
  const take = (text: string) => {
    // 'KPI: website visits.' inside the last move is the plan's, not the move's.
    const labelled = /(?:^|\.\s+)(Goal|Goals|KPI|KPIs|Budget|Target|Measure|Measures|Timeline|Owner|Audience)s?:\s*([^\n]+?)\s*$/i.exec(text);
    if (labelled) {
      statements.push({ label: labelled[1]!.replace(/s$/i, '').toLowerCase(), text: labelled[2]!.replace(/\.$/, '') });
      return text.slice(0, labelled.index).trim();
    }
    return text.trim();
  };
  take(parts[0] ?? '');
  for (let i = 1; i + 1 < parts.length; i += 2) {
    let part = parts[i + 1]!.trim();
    // ('4) Start a TikTok' then 'Total budget is £350 a month. The goal is filling weekday daytime slots.' on lines of
    // their own: the last move ends at its line; what follows is said of the plan.)
    if (i + 2 >= parts.length && /\n/.test(part)) {
      const [own, ...after] = part.split('\n');
      part = own!;
      for (const sentence of after.join(' ').split(/(?<=[.!?])\s+/)) {
        const said = /^(?:(?:the|our|total|overall|monthly|main)\s+)*(goal|budget|target|kpi|timeline|audience)s?\s+(?:is|are|will be|:)\s+(.+?)[.!]?$/i.exec(sentence.trim());
        if (said) statements.push({ label: said[1]!.toLowerCase(), text: said[2]! });
      }
    }
    const text = take(part).replace(/\s+/g, ' ').replace(/\.$/, '');
    if (text) moves.push({ n: Number(parts[i]), text });
  }
  return { moves, statements };
}

export type Call = 'Keep' | 'Change' | 'Drop';

/** A move judged against the space's facts: the call, what is wrong, what to do instead and the plan line rewritten. */
export interface MoveJudgement {
  move: PlanMove;
  call: Call;
  /** How much it hurts the plan: 0 for a move to keep as written. */
  weight: number;
  /** What is wrong, as a sentence with its evidence. */
  problem: string | null;
  /** The move as it should read. */
  rewrite: string;
  /** Why, in a few words, for the rewritten plan. */
  why: string;
}

const STOPS = /\b(stop|stopping|cut|cutting|drop|dropping|pause|pausing|end|ending|kill|reduce|reducing|scrap|quit|less)\b/i;
const ALL_IN = /\b(whole|all|entire|everything|100\s?%)\b|\b([6-9]\d)\s?%/i;
const PRICING = /\b(\d+\s?%\s?off|discount|free[- ]forever|free plan|freemium|price cut|half price|cheaper|coupon)\b/i;
const STOP_WORDS = new Set(['never', 'always', 'avoid', 'promise', 'promises', 'claim', 'claims', 'say', 'said', 'use', 'with', 'that', 'this', 'from', 'more', 'than', 'your', 'our', 'their', 'about', 'into', 'without', 'which', 'what', 'tactics', 'words']);

/** The clauses of the profile's avoid answer that forbid a claim ('never promise same-day visits ...'). */
function forbiddenClaims(avoid: string | null): string[] {
  return (avoid ?? '').split(/;|\.\s+/).map((c) => c.trim()).filter((c) => /^(never|no|don'?t|do not|avoid)\b/i.test(c));
}

/** The forbidden clause a move's copy would break: two of its content words, or a hyphenated one, in the move. */
function breaks(move: string, clause: string): boolean {
  const words = (clause.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((w) => !STOP_WORDS.has(w));
  const lower = move.toLowerCase();
  const hits = [...new Set(words.filter((w) => new RegExp(`(?<![a-z-])${w.replace(/s$/, '')}`).test(lower)))];
  return hits.some((w) => w.includes('-')) || hits.length >= 2;
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Judges each move against the facts: a move that stops the channel the profile calls best, copy that breaks
 * a claim the profile forbids or a banned word, most of the money on one channel, a discount or free plan
 * against the listed prices, and spend against the profile's budget. A move with none of these is kept.
 */
export function judgeMoves(moves: PlanMove[], facts: FactSheet, voice: VoiceRules, used: FactSource[]): MoveJudgement[] {
  const best = channelsIn(facts.bestChannel ?? '').map((k) => k.name);
  const budget = moneyIn(facts.budget ?? '')[0] ?? null;
  const claims = forbiddenClaims(facts.avoid);
  return moves.map((move): MoveJudgement => {
    const mentions: ChannelMention[] = mentionsIn(move.text);
    const bestHit = mentions.find((m) => best.includes(m.kind.name));
    const broken = claims.find((c) => breaks(move.text, c));
    const banned = bannedWordsIn(move.text, voice);
    if (bestHit && STOPS.test(move.text)) {
      used.push(profileSource(facts));
      return {
        move, call: 'Drop', weight: 3,
        problem: `This cuts ${bestHit.written}, and your profile says your best customers come from ${quoted(facts.bestChannel, 'best channel')}: it is the biggest risk in the plan. Keep ${bestHit.written} at least at today's level.`,
        rewrite: `Keep ${bestHit.written} going as it is${roleOf(bestHit.kind.name) ? `: ${roleOf(bestHit.kind.name)}` : ''}.`,
        why: 'it is your best channel',
      };
    }
    if (broken || banned.length) {
      used.push(profileSource(facts));
      return {
        move, call: 'Change', weight: 3,
        problem: broken
          ? `The wording breaks a rule your profile sets ("${broken.replace(/\.$/, '')}"): a promise you cannot keep every time is a risk to your reviews and your name. Remove it from the ads.`
          : `It uses ${banned.map((w) => `"${w}"`).join(', ')}, which your brand voice bans: change the wording before it runs.`,
        rewrite: `${sentenceCase(move.text.replace(/\s*(saying|with the line|claiming)\s+['"‘“][^'"’”]+['"’”]/i, '').replace(/['"‘“][^'"’”]*['"’”]/g, '').trim())}, leading with ${facts.differentiator ? quoted(facts.differentiator, 'what sets you apart') : 'what you can promise every time'} instead of the forbidden claim.`,
        why: broken ? `your profile forbids it: "${broken.replace(/\.$/, '')}"` : 'banned words',
      };
    }
    const monthly = moneyIn(move.text)[0] ?? null;
    const allIn = ALL_IN.exec(move.text);
    if (allIn && (mentions.length || /budget|spend/i.test(move.text))) {
      const channel = mentions[0]?.written ?? 'one channel';
      const bestNote = best.length && !mentions.some((m) => best.includes(m.kind.name)) ? ` and none of it on ${quoted(facts.bestChannel, 'your best channel')}, where your profile says the best customers come from` : '';
      if (bestNote) used.push(profileSource(facts));
      return {
        move, call: 'Change', weight: 2,
        problem: `It puts ${/%/.test(allIn[0]) ? allIn[0].trim() : 'all'} of the money on ${channel}${bestNote}: if ${channel} stalls, the whole plan stalls with it.`,
        rewrite: `Put part of the budget into ${channel} as a test with a result it must reach by a date, and keep the rest where your results come from today.`,
        why: 'one channel is one point of failure',
      };
    }
    if (PRICING.test(move.text)) {
      const lower = move.text.toLowerCase();
      const price = facts.prices.find((p) => p.plan && [p.plan, p.plan.split(/\s+/).slice(-2).join(' ')].some((name) => name.split(/\s+/).length >= 2 || name === p.plan ? lower.includes(name.toLowerCase()) : false)) ?? null;
      const off = /(\d+)\s?%\s?off/i.exec(move.text);
      const value = price ? moneyIn(price.amount)[0] : undefined;
      if (price) used.push(price.source);
      const arithmetic = price && off && value ? ` At ${off[1]}% off, ${price.plan} at ${price.amount} becomes ${formatMoney(value.value * (1 - Number(off[1]) / 100), value.currency, 'auto')} (${price.amount} × ${formatNumber(1 - Number(off[1]) / 100, 2)}).` : '';
      return {
        move, call: 'Change', weight: 2,
        problem: `A lower price is hard to take back, and it gives margin to people who would have paid in full.${arithmetic} Test it on new customers for a set period, with an end date in the offer.`,
        rewrite: `${sentenceCase(move.text)}, for new customers only and with an end date, and compare sign-ups with the month before.`,
        why: 'a price cut is hard to undo',
      };
    }
    const times = /\b(two|three|four|five|\d+)\b[^.£$€]{0,40}[£$€]\s?[\d,.]+k?\s+each\b/i.exec(move.text);
    const count = times ? (Number(times[1]) || { two: 2, three: 3, four: 4, five: 5 }[times[1]!.toLowerCase() as 'two'] || 1) : 1;
    const total = monthly ? monthly.value * count : 0;
    const perMonth = Boolean(monthly) && /\b(a month|monthly|per month|\/\s?mo(nth)?)\b/i.test(move.text);
    if (monthly && budget && monthly.currency === budget.currency && total / budget.value >= 0.3) {
      used.push(profileSource(facts));
      const share = (total / budget.value) * 100;
      const sum = count > 1 ? `${count} × ${monthly.text} = ${formatMoney(total, monthly.currency)}` : monthly.text;
      return {
        move, call: 'Change', weight: 1,
        problem: `${sum}${perMonth ? ' a month' : ''} is ${formatNumber(share)} % of ${perMonth ? 'your monthly budget' : 'one month of your budget'} (${quoted(facts.budget, 'budget')}), and no figure here shows what it returns yet. Commit it in steps, each judged on ${quoted(facts.kpis?.split(/[,;]/)[0] ?? null, 'your main KPI')}.`,
        rewrite: `${sentenceCase(move.text)}, but commit part of the ${formatMoney(total, monthly.currency)} first and the rest only once that part has paid back.`,
        why: `${formatNumber(share)} % of the budget, untested`,
      };
    }
    // ('Drop the Second-Go promise because it costs us money': what the profile says sets the business apart.)
    const apart = STOPS.test(move.text) && facts.differentiator ? facts.differentiator.split(/;\s*|,\s+(?=[a-z])|\.\s+/).find((clause) => sharedStems(move.text, clause, { min: 4 }) >= 2) : undefined;
    if (apart) {
      used.push(profileSource(facts));
      return {
        move, call: 'Change', weight: 1,
        problem: `It drops what your profile says sets you apart ("${apart.trim().replace(/[.]+$/, '')}"). Before you drop it, count what it costs against what it wins: how many people it brings in or keeps, and what each of them is worth.`,
        rewrite: `Keep ${move.text.replace(/^(?:drop|stop|cut|end|scrap|kill)\s+/i, '').replace(/\s+because\b.*$/i, '')} for now, and count what it costs against the customers it brings in before deciding.`,
        why: 'it is what sets you apart',
      };
    }
    const role = mentions[0] ? roleOf(mentions[0].kind.name) : null;
    return { move, call: 'Keep', weight: 0, problem: null, rewrite: `${sentenceCase(move.text)}.`, why: role ?? 'nothing in your facts argues against it' };
  });
}

/** A goal with no number: nothing to check the plan against. */
export function goalProblem(statements: PlanStatement[], facts: FactSheet): string | null {
  const goal = statements.find((s) => s.label === 'goal' || s.label === 'target');
  if (!goal || /\d/.test(goal.text)) return null;
  return `The goal, "${goal.text}", has no number or date, so nobody can tell whether the plan worked${facts.goal ? `: use your profile's, ${quoted(facts.goal, 'goal')}` : ': write it as a number by a date'}.`;
}

/** A plan's KPI that your profile does not track: a measure of activity, not of the goal. */
export function kpiProblem(statements: PlanStatement[], facts: FactSheet): string | null {
  const kpi = statements.find((s) => s.label === 'kpi' || s.label === 'measure');
  if (!kpi || !facts.kpis) return null;
  const words = kpi.text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  if (words.some((w) => facts.kpis!.toLowerCase().includes(w.replace(/s$/, '')))) return null;
  return `The plan's KPI is "${kpi.text}", which counts activity, not results: your profile judges marketing on ${quoted(facts.kpis, 'KPIs')}. Measure the plan on those.`;
}
