import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { phraseProof } from '../../facts/fact-phrases.ts';
import { asksForCampaignBrief, campaignBrief } from './campaign-brief.ts';

/**
 * Briefs for the specialists ('briefs for the email agent and the creative agent for our Christmas campaign'): for
 * each, the objective, audience, key message, proof, mandatories (the offer as written, the voice's rules, the
 * link), the deliverables that agent writes and the deadline, each from the request, the profile and the
 * documents, a marked blank where they are silent; and a request ready to send to that agent.
 */

interface Specialist {
  key: string;
  name: string;
  /** What it writes for a campaign when the request does not say; a regenerate proposes the second. */
  writes: [string, string];
  /** How a request to it starts. */
  ask: (campaign: string) => string;
}

const SPECIALISTS: { test: RegExp; agent: Specialist }[] = [
  { test: /\bemail\b/i, agent: { key: 'email', name: 'Email agent', writes: ['one campaign email and a reminder to non-openers', 'a three-email series: the offer, a customer story, a last reminder'], ask: (c) => `Write a campaign email for ${c}` } },
  { test: /\bcreative\b|\bsocial\b|\bads?\b/i, agent: { key: 'creative', name: 'Creative agent', writes: ['three social posts and three ad variations', 'two search ads and one image card in the platform\'s size'], ask: (c) => `Write 3 Instagram posts and 3 Meta ad variations for ${c}` } },
  { test: /\bseo\b|\bblog\b|\blanding page\b/i, agent: { key: 'seo', name: 'SEO agent', writes: ['a landing page with its title tag and meta description', 'an FAQ for the campaign page and its meta description'], ask: (c) => `Write a landing page for ${c}` } },
  { test: /\bbrand voice\b|\bvoice\b/i, agent: { key: 'voice', name: 'Brand voice agent', writes: ['a check of every piece against the voice before it goes out', 'a rewrite of any piece the check flags'], ask: () => 'Check this against our brand voice: <paste each piece>' } },
];

const blank = (what: string) => `[${what}]`;

function specialistsOf(request: string): Specialist[] {
  // The agents the request names, in its order ('for the email agent and the creative agent'); all but the voice check when it names none.
  const named = request.split(/\band\b|,|;/i).flatMap((part) => SPECIALISTS.filter((s) => s.test.test(part) && /\bagent|brief/i.test(request)).map((s) => s.agent));
  const unique = named.filter((s, i) => named.findIndex((o) => o.key === s.key) === i);
  return unique.length ? unique : SPECIALISTS.slice(0, 3).map((s) => s.agent);
}

/** The campaign as the request names it: 'our Christmas gift campaign (eye test plus frames voucher)'. */
function campaignOf(request: string, topic: string | null): string {
  // ('a one-page campaign brief' is the brief, not a campaign called 'one-page'.)
  const all = [...request.matchAll(/\b(?:our|the|this|a|an)\s+(?:(?!\bagents?\b)[^.,;:()]){2,60}?\b(?:campaign|launch|sale|promotion|offer|event|appeal)\b(?!\s+brief)(?:\s*\([^)]{3,120}\))?/gi)].map((m) => m[0]);
  // The last such phrase that names no agent: 'briefs for the email agent … for our Christmas gift campaign (…)'.
  const named = all.filter((t) => !/\bagents?\b/i.test(t)).at(-1);
  if (named) return named.replace(/^(?:a|an)\s/i, 'the ').trim();
  return topic ? (/^(?:the|our|a|an)\s/i.test(topic) ? topic.replace(/^(?:a|an)\s/i, 'the ') : `the ${topic}`) : blank('the campaign: what it sells, and to whom');
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const used: FactSource[] = [];
  const profile = facts.sources.find((s) => s.kind === 'profile') ?? { title: 'Space profile', kind: 'profile' as const, id: null };
  const campaign = campaignOf(brief.request, brief.topic);
  // The agents the briefs are for are not the campaign's audience.
  const audience = (brief.audience && !/\bagents?\b/i.test(brief.audience) ? brief.audience : null) ?? facts.audience ?? blank('who it is for');
  // One brief with its sections, asked for without naming the specialists, is the campaign's own brief.
  if (asksForCampaignBrief(brief.request)) return campaignBrief(input, campaign, audience);
  const kpi = facts.kpis?.split(/[,;]/)[0]?.trim() ?? null;
  const objective = `Sell ${campaign} to ${audience.charAt(0).toLowerCase()}${audience.slice(1)}${kpi ? `, judged on ${kpi.charAt(0).toLowerCase()}${kpi.slice(1)}` : ''}${facts.goal ? `, towards the goal "${facts.goal}"` : ''}.`;
  const offer = [brief.offer.discount, brief.offer.code && `code ${brief.offer.code}`, brief.offer.deadline].filter(Boolean).join(', ');
  const proof = facts.proof[0] ? phraseProof(facts.proof[0], { company: facts.company }) : null;
  const offerLine = `${campaign.charAt(0).toUpperCase()}${campaign.slice(1)}${offer ? `: ${offer}` : ''}`;
  const why = facts.differentiator ? `Why us: ${facts.differentiator.replace(/[.]+$/, '')}.` : '';
  // A regenerate leads the message with the proof, the first with the offer: another angle for the same campaign.
  const message = input.variant % 2 === 1 && proof ? `Lead with the proof, then the offer. ${proof} ${offerLine}.` : `${offerLine}.${why ? ` ${why}` : ''}`;
  if (proof) used.push(facts.proof[0]!.source);
  if (facts.audience || facts.differentiator || facts.goal) used.push(profile);
  const voice = input.voice;
  const mandatories = [
    ...(offer ? [`The offer exactly as written: ${offer}.`] : []),
    ...(voice.tone ? [`Tone: ${voice.tone.replace(/[.]+$/, '')}.`] : facts.tone ? [`Tone: ${facts.tone}.`] : []),
    ...(voice.avoid.length ? [`Never use: ${voice.avoid.map((w) => `"${w}"`).join(', ')}.`] : []),
    ...(voice.claims ?? []).map((c) => `${c.rule.charAt(0).toUpperCase()}${c.rule.slice(1).replace(/[.]+$/, '')}.`),
    ...(voice.maxSentenceWords ? [`Sentences of ${voice.maxSentenceWords} words at most.`] : []),
    `Link: ${brief.links[0] ?? facts.website ?? blank('the landing page link')}.`,
  ];
  // A deadline the request sets for the work ('by Friday', 'deadline: 1 December'), never the season the campaign is for.
  const deadline = /\b(?:by|before|deadline:?|due)\s+([^.,;()]{3,40})/i.exec(brief.request)?.[1]?.trim() ?? blank('deadline for the drafts');
  const sections = specialistsOf(brief.request).flatMap((s) => [
    `### Brief: ${s.name}`,
    '',
    `- **Objective:** ${objective}`,
    `- **Audience:** ${audience}`,
    `- **Key message:** ${message}`,
    ...(proof ? [`- **Proof to use:** ${proof}`] : []),
    `- **Mandatories:** ${mandatories.join(' ')}${s.key === 'email' && voice.signOff ? ` Sign off: "${voice.signOff}".` : ''}`,
    `- **Deliverables:** ${s.writes[input.variant % 2]}.`,
    `- **Deadline:** ${deadline}`,
    `- **Send it as:** "${s.ask(campaign)}${offer ? `, with ${offer}` : ''}."`,
    '',
  ]);
  const blanks = [...sections.join('\n').matchAll(/\[[^\]\n]+\]/g)].map((m) => m[0]);
  return {
    summary: `${sections.filter((l) => l.startsWith('### ')).length === 1 ? 'A brief' : `${sections.filter((l) => l.startsWith('### ')).length} briefs`} for ${campaign}, from your request, profile and voice.`,
    deliverable: sections.join('\n').trim(),
    notes: [
      ...(blanks.length ? [`Fill in before sending: ${[...new Set(blanks)].join(', ')}: your request and facts do not say.`] : []),
      'Each "Send it as" line is a request for that agent: paste it into its chat, and the brief\'s facts come from this space.',
    ],
    used: used.filter((u, i) => used.findIndex((o) => o.title === u.title) === i),
    steps: [{ tool: 'briefs', summary: `${sections.filter((l) => l.startsWith('### ')).length} specialist briefs` }],
    artifacts: [],
  };
}

export const cmoBriefsTask: AgentTask = {
  id: 'cmo.briefs',
  agent: 'cmo',
  label: 'briefs for the specialist agents',
  cues: ['brief', 'briefs', 'creative brief', 'brief for', 'objective', 'key message', 'mandatories', 'brief the'],
  delivers: ['brief'],
  starter: 'Write briefs for the email agent and the creative agent for our spring campaign',
  generate,
};
