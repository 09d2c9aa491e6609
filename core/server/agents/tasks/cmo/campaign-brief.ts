import type { FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import { phraseProof } from '../../facts/fact-phrases.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { valueOf } from '../../brief/read-amounts.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';

/**
 * One campaign brief on one page ('a one-page campaign brief for a battery retrofit push … Objective, audience, key
 * message, offer, channels, timeline, budget and how we measure it'): each section the request lists, from the
 * request, the profile and the documents, a marked blank where they are silent. Briefs for the specialist agents
 * are another task; this is the brief a marketer signs off before any of them is asked.
 */

/** The sections a campaign brief has, in order, with the words a request uses for each. */
const SECTIONS: { key: string; title: string; words: RegExp }[] = [
  { key: 'objective', title: 'Objective', words: /\bobjectives?|\bgoals?\b|\baims?\b/i },
  { key: 'audience', title: 'Audience', words: /\baudiences?\b|\bwho it'?s for\b|\btarget\b/i },
  { key: 'message', title: 'Key message', words: /\bkey message|\bmessag/i },
  { key: 'offer', title: 'Offer', words: /\boffers?\b/i },
  { key: 'channels', title: 'Channels', words: /\bchannels?\b|\bmedia\b/i },
  { key: 'timeline', title: 'Timeline', words: /\btimeline|\btiming|\bschedule|\bdates?\b/i },
  { key: 'budget', title: 'Budget', words: /\bbudget|\bspend\b|\bcosts?\b/i },
  { key: 'measure', title: 'How we measure it', words: /\bmeasur|\bkpis?\b|\bmetrics?\b|\bsuccess\b/i },
];

const blank = (what: string) => `[${what}]`;

/**
 * A sum to start with when the request asks for a budget and gives none: a quarter of the monthly budget the
 * profile states, with the working shown, so the channels that already work keep the rest. Null without such a budget.
 */
function startingBudget(budget: string | null, asked: boolean): string | null {
  if (!asked || !budget) return null;
  const value = valueOf(budget);
  const currency = /[£$€]/.exec(budget)?.[0];
  if (!value || !currency || !/\b(?:a|per|each|every|\/)\s*month\b|\bmonthly\b|\/\s*mo\b/i.test(budget)) return null;
  const quarter = Math.round(value / 4);
  const money = (n: number) => `${currency}${n.toLocaleString('en-GB')}`;
  return `Start with ${money(quarter)} a month: a quarter of your ${budget.replace(/[.]+$/, '')} (${money(value)} ÷ 4 = ${money(quarter)}), so what already works keeps the rest. Move more in only once the first weeks' count shows it pays.`;
}

/** Whether the request asks for one campaign brief with its sections, not briefs for the specialists. */
export function asksForCampaignBrief(request: string): boolean {
  if (/\bagents?\b/i.test(request)) return false;
  const listed = SECTIONS.filter((s) => s.words.test(request)).length;
  return /\bcampaign brief\b|\bmarketing brief\b|\bone-page brief\b/i.test(request) || listed >= 4;
}

/** Owned channels first for people already on the list: they are reached without paying for it. */
const OWNED = /\b(newsletter|email|e-mail|sms|text|customer|existing|past|member|subscriber|app)\b/i;

function channelsFor(facts: FactSheet, audience: string): string[] {
  const all = [...new Set([facts.bestChannel, ...facts.channels].filter((c): c is string => Boolean(c)).flatMap((c) => c.split(/,\s*|\s+and\s+/)).map((c) => c.trim()).filter(Boolean))];
  const existing = /\b(past|existing|current|previous|former|lapsed)\s+(customers?|clients?|members?|subscribers?|patients?|students?|donors?)\b/i.test(audience);
  const direct = /\b(newsletter|email|e-mail|sms|text messages?)\b/i;
  const ordered = existing ? [...all.filter((c) => direct.test(c)), ...all.filter((c) => OWNED.test(c) && !direct.test(c)), ...all.filter((c) => !OWNED.test(c))] : all;
  // Five at most: a brief names where the effort goes, not every channel the business has.
  return ordered.slice(0, 5);
}

/** `turnedDown`: a move the chat's call rejected ('newspaper ads'): no channel of the campaign is it. */
export function campaignBrief(input: TaskInput, campaign: string, audience: string, turnedDown: string | null = null): TaskOutput {
  const { brief, facts } = input;
  const used: FactSource[] = [];
  const profile = facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile' as const, id: null };
  // The sections the request lists, in the brief's order; all of them when it lists none.
  const asked = SECTIONS.filter((s) => s.words.test(brief.request));
  const sections = asked.length >= 3 ? asked : SECTIONS;
  // 'past customers who have panels but no battery (about 900 of our 1,400)': the size the request gives stays with them.
  const size = /\(([^)]*\d[^)]*)\)/.exec(brief.request.slice(Math.max(0, brief.request.toLowerCase().indexOf(audience.toLowerCase().slice(0, 20)))))?.[1];
  const kpi = facts.kpis?.split(/[,;]/)[0]?.trim() ?? null;
  const offer = [brief.offer.discount, brief.offer.code && `code ${brief.offer.code}`, brief.offer.deadline].filter(Boolean).join(', ');
  // What the campaign sells, priced from the facts: the price rows that share a word with the campaign.
  const prices = facts.prices.filter((p, i) => p.plan && sharedStems(p.plan, campaign) > 0 && facts.prices.findIndex((o) => o.text === p.text) === i).slice(0, 3);
  for (const p of prices) used.push(p.source);
  // (The profile's own claim is the reason to choose you, said once, not a customer's result.)
  const own = (facts.differentiator ?? '').toLowerCase().replace(/[.]+$/, '');
  const results = facts.proof.filter((p) => p.figures.length && p.text.toLowerCase().replace(/[.]+$/, '') !== own);
  const proof = results.find((p) => sharedStems(p.text, campaign) > 0) ?? results[0] ?? null;
  if (proof) used.push(proof.source);
  if (facts.goal || facts.kpis || facts.channels.length || facts.budget) used.push(profile);
  const channels = channelsFor(facts, audience).filter((c) => !turnedDown || sharedStems(c, turnedDown) === 0);
  const other = input.variant % 2 === 1;
  const lines: Record<string, string[]> = {
    objective: [other ? `The aim is ${kpi ? `${kpi.charAt(0).toLowerCase()}${kpi.slice(1)}` : 'sales'} from ${audience.charAt(0).toLowerCase()}${audience.slice(1)}: ${blank('how many, by when')}, counted apart from the rest of the business${facts.goal ? ` and judged against "${facts.goal.replace(/[.]+$/, '')}"` : ''}.` : `${kpi ? `More ${kpi.charAt(0).toLowerCase()}${kpi.slice(1)}` : 'Sales'} from ${audience.charAt(0).toLowerCase()}${audience.slice(1)} through ${campaign}${facts.goal ? `, towards your goal "${facts.goal.replace(/[.]+$/, '')}"` : ''}. Target: ${blank('how many, by when')}.`],
    audience: [`${audience.charAt(0).toUpperCase()}${audience.slice(1)}${size ? ` (${size})` : ''}.`],
    // The other version leads with the proof and runs in two waves: another angle on the same campaign.
    message: other && proof
      ? [`Lead with the result: ${phraseProof(proof, { company: facts.company })}`, `Then the reason to choose you${facts.differentiator ? `: ${facts.differentiator.replace(/[.]+$/, '').replace(/^./, (c) => c.toLowerCase())}` : ` ${blank('in one sentence')}`}.`]
      : [
          `${facts.differentiator ? `Why us: ${facts.differentiator.replace(/[.]+$/, '')}.` : blank('why choose you, in one sentence')}`,
          ...(proof ? [`Proof: ${phraseProof(proof, { company: facts.company })}`] : []),
        ],
    offer: [
      offer ? `${offer}.` : `${blank('the offer: what they get, the code and the deadline')}.`,
      ...(prices.length ? [`Prices to quote: ${prices.map((p) => p.text.replace(/\s+—\s+/, ': ')).join('; ')}.`] : []),
    ],
    channels: channels.length ? (other ? channels.map((c) => `- ${c}: ${OWNED.test(c) ? 'reaches people who already know you, at no media cost' : 'reaches people beyond your own list'}.`) : channels.map((c, i) => `${i + 1}. ${c}`)) : [blank('the channels that reach them')],
    timeline: brief.dates.length
      ? [`${brief.dates.join(', ')}: ${blank('what goes out when')}.`]
      : other
        ? ['Wave 1, weeks 1 and 2: the offer to everyone in the audience, on the first two channels.', 'Week 3: count replies and bookings, and change the opening line if few came.', 'Wave 2, weeks 4 and 5: the result to those who did not reply, on the other channels.', 'Week 6: the last call, then the review against the target.']
        : ['Week 1: the launch message on the first channel.', 'Week 2: a reminder to those who did not open or reply.', 'Weeks 3 to 5: the proof, then the offer again on the other channels.', `Week 6: a last call${brief.offer.deadline ? ` before ${brief.offer.deadline}` : ''}, then review.`],
    budget: [brief.amounts[0] ? `${brief.amounts[0].text}.` : startingBudget(facts.budget, /\bbudget\b/i.test(brief.request)) ?? (facts.budget ? (other ? `Out of the ${facts.budget.replace(/[.]+$/, '')} you spend: ${blank('the sum for this campaign')}, most of it on the channels beyond your own list.` : `${blank('this campaign\'s share')} of your ${facts.budget.replace(/[.]+$/, '')} budget.`) : blank('the budget'))],
    measure: [
      ...(facts.kpis ? facts.kpis.split(/[,;]/).map((k) => k.trim()).filter(Boolean).slice(0, 4).map((k) => (other ? `- ${k.charAt(0).toUpperCase()}${k.slice(1)}: this campaign's count each week, against the target.` : `- ${k.charAt(0).toUpperCase()}${k.slice(1)} from this campaign, counted weekly.`)) : [`- ${blank('the one number that shows it worked')}`]),
      `- Tag every reply, booking and sale with the campaign${brief.offer.code ? ` (the code ${brief.offer.code} does this)` : ''}, so it is counted apart from the rest.`,
    ],
  };
  const deliverable = sections.flatMap((s) => [`**${s.title}**`, ...lines[s.key]!, '']).join('\n').trim();
  const blanks = [...deliverable.matchAll(/\[[^\]\n]+\]/g)].map((m) => m[0]);
  return {
    summary: `A one-page brief for ${campaign}, from your request, profile and documents.`,
    deliverable,
    notes: [
      ...(blanks.length ? [`Fill in before sign-off: ${[...new Set(blanks)].join(', ')}: your request and facts do not say.`] : []),
      'To have the pieces written, ask me for briefs for the email, creative and SEO agents for this campaign.',
    ],
    used: used.filter((u, i) => used.findIndex((o) => o.title === u.title) === i),
    steps: [{ tool: 'briefs', summary: `one campaign brief, ${sections.length} sections` }],
    artifacts: [],
  };
}
