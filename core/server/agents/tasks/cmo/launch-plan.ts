import type { Deliverable } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { firstKpi } from '../strategy/advice-sources.ts';

/**
 * A package's plan for a short launch ('a plan for the first two weeks'): the pieces of the package put on days, with
 * what to check and when, written by the CMO who assembled them. A 90-day plan answers a goal; this answers a launch.
 */

const WORD_DAYS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, a: 1 };

/** The days the request gives the plan: 'the first two weeks' is 14, 'first 10 days' 10, 'the first month' 30; null for none. */
export function launchSpan(request: string): number | null {
  // ('a two-week launch', 'a 10-day launch plan': the span said before the launch.)
  const m = /\b(?:first|next|opening|coming)\s+(\d{1,2}|one|two|three|four|a)?\s*(days?|weeks?|fortnight|month)\b/i.exec(request) ?? /\b(\d{1,2}|one|two|three|four|a)[- ](day|week|month)s?(?=[- ](?:launch|roll-?out|push|campaign|plan)\b)/i.exec(request) ?? /\b()(fortnight)(?:'s|-long)?\s+(?:launch|roll-?out|push|campaign)\b/i.exec(request);
  if (!m) return null;
  const n = m[1] ? (Number(m[1]) || WORD_DAYS[m[1].toLowerCase()] || 1) : 1;
  const unit = m[2]!.toLowerCase();
  const days = unit.startsWith('day') ? n : unit.startsWith('week') ? n * 7 : unit === 'fortnight' ? 14 : n * 30;
  return days >= 3 && days <= 45 ? days : null;
}

const named = (d: Deliverable) => (d.noun === 'post' && d.platforms.length ? `${d.platforms[0]!.charAt(0).toUpperCase()}${d.platforms[0]!.slice(1)} post` : d.noun);

export function launchPlan(days: number, pieces: readonly Deliverable[], subject: string | null, audience: string | null, facts: FactSheet): string {
  const kpi = firstKpi(facts.kpis) ?? 'enquiries';
  const what = subject ?? 'the launch';
  const email = pieces.find((d) => d.noun === 'email');
  const posts = pieces.filter((d) => d.noun === 'post' || d.noun === 'caption');
  const others = pieces.filter((d) => d !== email && !posts.includes(d) && d.noun !== 'plan');
  const mid = Math.max(3, Math.round(days / 2));
  const review = facts.proof[0];
  const rows: [string, string, string][] = [
    ['Day 0', `Write down today's ${kpi}, so the launch can be judged against it.`, 'the baseline'],
    ...(email ? [['Day 1', `Send the email about ${what}${audience ? ` to ${audience}` : ''}.`, 'opens and replies'] as [string, string, string]] : []),
    ...posts.slice(0, 1).map((p): [string, string, string] => ['Day 1', `Publish the ${named(p)} the same day, pointing to the same page.`, 'clicks and messages']),
    ...others.map((o): [string, string, string] => ['Day 1', `Put the ${named(o)} live.`, 'clicks']),
    ...(email ? [['Day 3', 'Send the email again to those who did not open it, with a new subject line.', 'opens'] as [string, string, string]] : []),
    [`Day ${mid}`, review ? `Post again, this time with a customer's words from your facts (${review.who ? `${review.who}'s review` : 'the review you hold'}).` : `Post again, this time answering the question people asked most in the first days.`, 'messages'],
    [`Day ${Math.min(days, mid + 1)}`, `Check ${kpi} against Day 0; if it has not moved, change the first line of the post and the email's subject, not the offer.`, kpi],
    [`Day ${days}`, `Review: what each piece brought in ${kpi}, and keep the one that worked for the next ${days} days.`, kpi],
  ];
  return [
    `**${days}-day launch plan for ${what}**`,
    '',
    '| When | What | Check |',
    '|---|---|---|',
    ...rows.map(([w, t, c]) => `| ${w} | ${t} | ${c} |`),
  ].join('\n');
}
