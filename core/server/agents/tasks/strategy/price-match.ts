import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { formatMoney, moneyIn } from './money.ts';

/**
 * 'A lot of the solo instructors round here charge £35 an hour and we're £40. Should we drop our price to compete?':
 * a call on matching a rival's lower price, on the sums: what each sale loses, how many more sales it takes to take
 * the same money, and what the space's own facts give to say instead of cutting. Null unless the request asks
 * whether to cut or match and gives both prices.
 */
const ASKS_CUT = /\b(?:drop|cut|lower|reduce|match|undercut|bring down)\b[^.?!]{0,30}\b(?:our |my |the )?(?:price|prices|rate|rates|fee|fees)\b|\b(?:price|prices|rate)\b[^.?!]{0,20}\b(?:down|lower)\b[^.?!]{0,30}\bto (?:compete|match)\b/i;
const THEIRS = /\b(?:charge|charges|charging|at|are|is|for|asks?|asking|costs?)\s+((?:[£$€]\s?\d[\d,.]*))/i;
const OURS = /\b(?:we(?:'re| are)|we charge|ours is|our (?:price|rate|fee) is|we're at|we are at|i charge|i'm)\s+(?:at\s+)?([£$€]\s?\d[\d,.]*)/i;

export function priceMatch(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  if (!ASKS_CUT.test(request) || !/\?/.test(request) || input.brief.revision) return null;
  const oursSaid = OURS.exec(request);
  const theirsSaid = THEIRS.exec(request.replace(oursSaid?.[0] ?? '\u0000', ' '));
  if (!oursSaid || !theirsSaid) return null;
  const ours = moneyIn(oursSaid[1]!)[0];
  const theirs = moneyIn(theirsSaid[1]!)[0];
  if (!ours || !theirs || ours.currency !== theirs.currency || !(theirs.value < ours.value) || theirs.value <= 0) return null;
  const money = (v: number) => formatMoney(Math.round(v * 100) / 100, ours.currency);
  const gap = ours.value - theirs.value;
  const lost = Math.round((gap / ours.value) * 1000) / 10;
  const more = Math.round((ours.value / theirs.value - 1) * 1000) / 10;
  // 'one more for every 7 you sell now': the extra sales as a whole count, rounded down to stay on the safe side.
  const every = Math.round(theirs.value / gap);
  const { facts } = input;
  const apart = (facts.differentiator ?? '').split(/;\s*/).map((c) => c.trim().replace(/[.]+$/, '')).filter((c) => c.split(/\s+/).length >= 2).slice(0, 3);
  const figures = facts.proof.filter((p) => p.figures.length && p.kind !== 'quote').slice(0, 2);
  const said = new Set(apart.map((c) => c.toLowerCase()));
  const reasons = [...apart.map((c) => `- ${c.charAt(0).toUpperCase()}${c.slice(1)} _(your profile)_`), ...figures.filter((p) => !said.has(p.text.replace(/[.]+$/, '').toLowerCase())).map((p) => `- ${p.text.replace(/[.]+$/, '')} _(${p.source.title})_`)];
  const lines = [
    `**Decision:** Hold your price at ${money(ours.value)}; don't drop to ${money(theirs.value)}.`,
    '',
    '## The sums',
    `- Each sale at ${money(theirs.value)} takes ${money(gap)} less: ${lost}% of what it brings now.`,
    `- To take the same money you would need ${more}% more sales${every >= 1 ? `: about one more for every ${every} you sell now` : ''}, with the same hours and costs behind each one.`,
    `- A cut is seen by every customer, including the ones who were happy to pay ${money(ours.value)}; a rise back later is harder than holding now.`,
    '',
    '## What to say instead of cutting',
    ...(reasons.length ? reasons : ['- Your profile gives nothing that sets you apart yet: add what does (what you do that the cheaper ones do not) to the space profile, and say it beside the price.']),
    '',
    '## What would change the call',
    `- Slots you cannot fill at ${money(ours.value)} for weeks on end. Then a lower price on those slots only (a quiet day of the week, or a first-time offer) fills them without cutting every sale.`,
    `- Enquiries that tell you the price is why they went elsewhere. Ask the next few who do not book; if most say price, test ${money(theirs.value)} on one offer for a month and count the bookings against the money.`,
  ];
  return {
    summary: `Hold ${money(ours.value)}: matching ${money(theirs.value)} takes ${lost}% off every sale and needs ${more}% more sales to stand still.`,
    deliverable: lines.join('\n'),
    notes: ['The sums use the two prices you gave; your own facts are quoted with where they are from.'],
    used: [],
    steps: [{ tool: 'analysis', summary: `price match: ${money(ours.value)} against ${money(theirs.value)}` }],
    artifacts: [],
  };
}
