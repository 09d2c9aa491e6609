import { profileSummary, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import type { WritingKit } from '../offline/writing-kit.ts';

/** Channels a request or profile may name, as a marketer writes them. */
const CHANNELS: { name: string; pattern: RegExp; role: string }[] = [
  { name: 'Google Ads', pattern: /\bgoogle ads\b|\bppc\b|\bpaid search\b|\bsearch ads\b/i, role: 'catches people already searching; judge it on cost per sign-up' },
  { name: 'LinkedIn', pattern: /\blinkedin\b/i, role: 'reaches the buyer by role; good for a trial offer' },
  { name: 'SEO', pattern: /\bseo\b|\bblog\b|\borganic\b/i, role: 'compounds slowly; judge it on organic visits, not this quarter\'s sign-ups' },
  { name: 'Email', pattern: /\bemail\b|\bnewsletter\b/i, role: 'turns people who already know you into trials; the cheapest channel to run' },
  { name: 'Referrals', pattern: /\breferrals?\b|\bword of mouth\b/i, role: 'your existing customers vouching for you' },
  { name: 'Events', pattern: /\bevents?\b|\bwebinars?\b|\bopen days?\b/i, role: 'slow to scale but builds trust in person' },
  { name: 'Meta ads', pattern: /\bfacebook\b|\binstagram\b|\bmeta ads\b/i, role: 'reach at low cost, weaker intent for business buyers' },
];

/**
 * Where a budget should go: the channels the request names (else the profile's), weighted towards the
 * channels the profile says bring the best customers. A starting split of the person's own budget to test,
 * not a forecast: it never promises results.
 */
export function budgetAdvice(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const asked = CHANNELS.filter((c) => c.pattern.test(ctx.message));
  const profileChannels = CHANNELS.filter((c) => c.pattern.test(`${kit.facts.channels ?? ''} ${kit.facts.bestChannel ?? ''}`));
  const channels = asked.length >= 2 ? asked : profileChannels.length ? profileChannels : asked;
  const best = CHANNELS.filter((c) => c.pattern.test(kit.facts.bestChannel ?? ''));
  const money = /([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(ctx.message) ?? /([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(kit.facts.budget ?? '');
  const currency = money?.[1] ?? '£';
  const amount = money ? Number(money[2]!.replace(/,/g, '')) * (money[3] ? 1000 : 1) : null;
  if (channels.length < 2) {
    const draft = [
      "Analysed: the request and your space profile's answers.",
      '',
      'To suggest a split I need the channels to choose between: name them in the request (for example "Google Ads, LinkedIn, SEO and email") or list them under "Which channels do you use today?" in the space profile.',
    ].join('\n');
    return { steps: [{ tool: 'budget_split', summary: 'no channels to split between' }], context: profileSummary(ctx), draft, field: draft, artifacts: [] };
  }
  // Best channels weigh 3, the others 2; shares are whole 5 % steps of the budget.
  const weights = channels.map((c) => (best.includes(c) ? 3 : 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.round(((w / total) * 100) / 5) * 5);
  shares[shares.indexOf(Math.max(...shares))]! += 100 - shares.reduce((a, b) => a + b, 0);
  const money_ = (share: number) => (amount ? `${currency}${Math.round((amount * share) / 100).toLocaleString('en-GB')}` : `${share} % of the budget`);
  const rows = channels.map((c, i) => `| ${c.name} | ${shares[i]} % | ${amount ? money_(shares[i]!) : '-'} | ${best.includes(c) ? 'your profile says it brings the best customers' : c.role} |`);
  const top = channels[shares.indexOf(Math.max(...shares))]!;
  const low = channels[shares.indexOf(Math.min(...shares))]!;
  const draft = [
    `**Where the budget should go**${amount ? ` (${currency}${amount.toLocaleString('en-GB')} a month)` : ''}${kit.slots.goal ? `, aimed at your goal: ${kit.slots.goal}` : ''}.`,
    "Analysed: the request and your space profile's answers (channels, best channel, budget, goal).",
    '',
    '| Channel | Share | Amount a month | Why |',
    '|---|---|---|---|',
    ...rows,
    '',
    kit.pick.pick(
      [
        `Put more into ${top.name}: ${best.includes(top) ? 'it is where your best customers come from' : top.role}. Keep ${low.name} small until it shows sign-ups at a cost you accept.`,
        `Shift money towards ${top.name} first${best.includes(top) ? ', since it brings your best customers' : ''}, and cut ${low.name} back to a test budget until it proves itself.`,
      ],
      'budget.move',
    ),
    kit.pick.pick(['Review the split every two weeks against trial sign-ups per channel, and move money to whatever brings them cheapest.', 'Check it fortnightly: sign-ups per channel decide the next split, not this table.'], 'budget.review'),
    '',
    '_This is a starting split of your own budget to test, not a forecast of results._',
  ].join('\n');
  return {
    steps: [{ tool: 'budget_split', summary: `${channels.length} channels${amount ? ` over ${currency}${amount}` : ''}` }],
    context: `Channels: ${channels.map((c) => c.name).join(', ')}\nBest: ${best.map((c) => c.name).join(', ')}\nBudget: ${amount ?? 'unknown'}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: draft,
    artifacts: [],
  };
}

/**
 * How the positioning holds up against the competitors the request (or profile) names: scored on what the
 * profile says, with a sharper one-line positioning built from it. Competitors' own claims are not known,
 * so the answer says what to check rather than asserting them.
 */
export function positioningAdvice(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const named = [...ctx.message.matchAll(/\b([A-Z][\w&'-]*(?:\s+(?:for\s+)?[A-Z][\w&'-]*){0,3})\b/g)].map((m) => m[1]!).filter((n) => !/^(How|What|Why|Score|Our|We|The|And|Is|Does|Suggest|Review|Compare|I)$/.test(n));
  const fromProfile = (kit.facts.competitors ?? '').split(/,|;|\band\b/).map((c) => c.trim()).filter(Boolean);
  const competitors = [...new Set(named.length ? named : fromProfile)].slice(0, 4);
  const f = kit.facts;
  let score = 0;
  if (f.differentiator) score += 2;
  if (f.audience) score += 1;
  if (f.problems) score += 1;
  if (f.competitors) score += 1;
  if (f.differentiator && /\b(only|unlike|instead of|one supplier|within \d+)/i.test(f.differentiator)) score += 1;
  const line = `For ${kit.slots.audienceShort ?? '[your audience]'} who are tired of ${kit.slots.problems ?? '[the problem you solve]'}, ${f.company ?? '[your company]'} is ${kit.slots.offerName ?? '[your offer]'} that ${kit.slots.differentiator ?? '[what sets you apart]'}.`;
  const draft = [
    `**Positioning against ${competitors.length ? competitors.join(' and ') : 'your competitors'}**`,
    "Analysed: your space profile's answers (offer, differentiator, audience, competitors).",
    '',
    `**Positioning score: ${score}/6.** ${score >= 5 ? 'Clear and specific.' : score >= 3 ? 'A real difference, said too broadly.' : 'Too little written down to stand apart.'}`,
    '',
    ...competitors.map((c, i) =>
      i % 2 === 0
        ? `- **Against ${c}:** lead with what they cannot say in the same words: ${kit.slots.differentiator ?? '[what sets you apart]'}. Check their current site before you claim a difference about them.`
        : `- **Against ${c}:** make the conversation about ${kit.slots.problems ?? '[the problem you solve]'}, where you are specific, for ${kit.slots.audienceShort ?? '[your audience]'}. Compare on what a buyer can check.`,
    ),
    '',
    kit.pick.pick(['**A sharper one-line positioning**', '**Try this one-liner**'], 'positioning.head'),
    `> ${line}`,
    '',
    kit.pick.pick(['Test it on three customers: if they would repeat it to a colleague, keep it.', 'Read it aloud to a customer; keep it if they would say it back to you.'], 'positioning.test'),
  ].join('\n');
  return {
    steps: [{ tool: 'positioning', summary: `${score}/6 against ${competitors.length} competitors` }],
    context: `Competitors: ${competitors.join(', ')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: draft,
    artifacts: [],
  };
}
