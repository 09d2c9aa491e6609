import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { countWord } from '../english-phrases.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { formatMoney, moneyIn } from './money.ts';

/**
 * 'Give me 5 ideas to fill our Pilates classes before summer, ranked by cost and effort': ideas a marketer can act
 * on this week, each built on something the space's facts hold (the channel its best customers come from, a term
 * that lowers the barrier, a result, its list, a paid channel it already runs), cheapest and easiest first. An idea
 * the facts do not support is not offered; fewer ideas than asked are said to be fewer.
 */

interface Idea {
  title: string;
  what: string;
  /** 0 costs nothing but time already spent; 1 costs time; 2 costs money. */
  cost: 0 | 1 | 2;
  costText: string;
  effort: 1 | 2 | 3;
  step: string;
  source: FactSource | null;
}

const EFFORT = ['', 'low', 'medium', 'high'] as const;
const BARRIER = /\b(free|trial|taster|level test|first (?:class|session|visit|month|lesson)|no contract|cancel|switch|money-back|refund|guarantee|pay as you go)\b/i;
const PAID = /\b(google ads|meta ads|facebook ads|instagram ads|instagram boosting|boosted posts|paid social|linkedin ads|tiktok ads|ppc)\b/i;

/** What the ideas are for: 'Pilates classes' in 'Pilates classes are running at 60% full … ideas to fill them'. */
function subjectOf(input: TaskInput): string {
  const request = input.brief.request;
  const fill = /\b(?:fill|sell|book up|grow|promote|boost)\s+(?:up\s+)?(?:the\s+|our\s+|more\s+)?([a-z][\w' -]{2,40}?)(?=\s+(?:before|by|this|next|in|for|over|during|without)\b|[.,;?!]|$)/i.exec(request)?.[1];
  if (fill && !/^(?:them|it|those|these|that|this|spots?|places?|seats?)$/i.test(fill.trim())) return fill.trim();
  const opening = /^\s*(?:our\s+|the\s+)?([A-Z]?[\w' -]{2,40}?)\s+(?:are|is|were|was|have|has)\b/.exec(request)?.[1];
  if (opening && !/^(?:we|i|it|they|there|this|that)$/i.test(opening.trim())) return opening.trim();
  // A profile's offer written as a list ('Bespoke framing with conservation glass, and ready-made frames') does not
  // read as a name in 'the people already coming to …': the business's own name does.
  const product = input.facts.product && input.facts.product.split(/\s+/).length <= 5 && !/[,;]/.test(input.facts.product) ? input.facts.product : null;
  return input.brief.topic?.replace(/^(?:our|the)\s+/i, '') ?? product ?? input.facts.company ?? input.facts.product ?? 'what you sell';
}

/** 'roughly 11 of the 18 weekly spots': the gap the ideas must close, worked out. */
function gapOf(request: string): string | null {
  const m = /\b(\d{1,4})\s+of\s+(?:the\s+|our\s+)?(\d{1,4})\b([^.?!,;]{0,30})/i.exec(request);
  if (!m) return null;
  const [have, of] = [Number(m[1]), Number(m[2])];
  if (!(of > have)) return null;
  const what = /\b(spots?|places?|seats?|spaces?|slots?|rooms?|tables?|tickets?)\b/i.exec(m[3] ?? '')?.[1] ?? 'places';
  return `**Target:** the ${of - have} empty ${what.replace(/s?$/, 's')} (${of} − ${have} = ${of - have}).`;
}

function ideasFrom(input: TaskInput, subject: string): Idea[] {
  const { facts } = input;
  const profile = profileSource(facts);
  const ideas: Idea[] = [];
  const channels = [facts.bestChannel ?? '', ...facts.channels].join(', ');
  const audience = input.brief.audience ?? facts.audience?.split(/[.;:]|,\s+(?:and|plus)\b/)[0]?.trim() ?? null;
  if (/\b(referr|word of mouth|friends?|recommend)/i.test(channels)) {
    ideas.push({ title: 'Bring a friend', what: `Ask the people already coming to ${subject} to bring a friend: your profile says your best customers come from "${facts.bestChannel ?? channels}".`, cost: 0, costText: '£0', effort: 1, step: 'Say it in person this week and in one line of your next email, with a date to bring them by.', source: profile });
  }
  // A term about the thing itself first; a commitment ('minimum term 3 months') raises the risk, it does not lower it.
  const words = (subject.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, ''));
  const lowers = facts.terms.filter((t) => BARRIER.test(t.text) && !/\bminimum\b|\bnotice\b|\block[- ]?in\b/i.test(t.text));
  const barrier = lowers.find((t) => words.some((w) => t.text.toLowerCase().includes(w))) ?? lowers.find((t) => /\b(free|trial|taster|first)\b/i.test(t.text));
  if (barrier) {
    ideas.push({ title: 'Lead with what lowers the risk', what: `Put "${barrier.text.replace(/[.]+$/, '')}" first wherever you promote ${subject}: it answers "what if it isn't for me?" before it is asked.`, cost: 0, costText: '£0', effort: 1, step: 'Move it into the first line of the booking page and your next post.', source: barrier.source });
  }
  // A result with its figures or a customer's words, not a line that only sets the scene.
  const proof = facts.proof.find((p) => p.kind === 'quote' || /%|\bfrom\b.*\bto\b|\b(?:fell|rose|cut|doubled|halved|grew|saved|more|fewer)\b/i.test(p.text)) ?? null;
  if (proof) {
    // The sentences that carry the figures, without asides on where they came from.
    const sentences = proof.text.replace(/\s*\([^)]*\)/g, '').split(/(?<=[.!?])\s+(?=[A-Z“"])/);
    const figured = sentences.filter((x) => /\d/.test(x) && !/^what happened\b/i.test(x));
    const said = (proof.kind === 'quote' ? proof.text : (figured.length ? figured : sentences).slice(0, 2).join(' ')).trim();
    ideas.push({ title: 'Show a result people can check', what: `Share this where people decide: "${said.replace(/[.]+$/, '')}"${proof.who && !/^(?:what|how|why|when|where|who|our|the|results?)\b/i.test(proof.who) && !said.includes(proof.who) ? ` (${proof.who})` : ''}.`, cost: 0, costText: '£0', effort: 1, step: 'Post it this week with a photo, and add it to the booking page.', source: proof.source });
  }
  if (/\b(email|newsletter|mailing list)\b/i.test(channels)) {
    ideas.push({ title: 'Email the people who already know you', what: `A short email to past and current customers about ${subject}, with one link to book.`, cost: 0, costText: '£0 (your email tool)', effort: 1, step: `Send it on a weekday morning and resend to non-openers three days later.`, source: profile });
  }
  if (audience) {
    ideas.push({ title: 'Partner with someone who serves the same people', what: `A local partner who already reaches ${audience.charAt(0).toLowerCase()}${audience.slice(1)} (a club, a shop, an employer) shares ${subject} with their people, and you offer theirs something in return.`, cost: 1, costText: 'time', effort: 2, step: 'List three such partners and ask the first this week.', source: facts.audience ? profile : null });
  }
  const paid = PAID.exec(channels)?.[1];
  if (paid) {
    const budget = moneyIn(facts.budget ?? '')[0] ?? null;
    const cap = budget ? formatMoney(Math.round(budget.value * 0.1), budget.currency, 'auto') : null;
    ideas.push({ title: `A capped test on ${paid.replace(/\b\w/g, (c) => c.toUpperCase())}`, what: `Two weeks of ads for ${subject} only, aimed at ${audience ? audience.charAt(0).toLowerCase() + audience.slice(1) : 'the people most likely to book'}${cap ? `, capped at ${cap} (10% of your ${budget!.text} budget)` : ''}.`, cost: 2, costText: cap ?? 'ad spend', effort: 2, step: 'Set the cap before it starts and count bookings from it separately.', source: profile });
  }
  ideas.push({ title: 'A free taster', what: `A free taster of ${subject} for newcomers, with booking for the full thing on the spot.`, cost: 1, costText: 'time', effort: 3, step: 'Pick a date three weeks out and promote it with the ideas above.', source: null });
  return ideas;
}

function generate(input: TaskInput): TaskOutput {
  const count = Math.min(10, Math.max(1, input.brief.deliverables.find((d) => /^(?:idea|tactic|way)s?$/.test(d.noun))?.count ?? 5));
  const subject = subjectOf(input);
  const all = ideasFrom(input, subject).map((idea, i) => ({ idea, i })).sort((a, b) => a.idea.cost - b.idea.cost || a.idea.effort - b.idea.effort || a.i - b.i).map((x) => x.idea);
  const chosen = all.slice(0, count);
  const gap = gapOf(input.brief.request);
  const body = chosen.map((idea, i) => [`## ${i + 1}. ${idea.title}`, '', `- **What:** ${idea.what}`, `- **Cost:** ${idea.costText}`, `- **Effort:** ${EFFORT[idea.effort]}`, `- **First step:** ${idea.step}`].join('\n'));
  const summary = `${countWord(chosen.length).replace(/^./, (c) => c.toUpperCase())} ${chosen.length === 1 ? 'idea' : 'ideas'} to fill ${subject}, cheapest and easiest first.`;
  return {
    summary,
    deliverable: [...(gap ? [gap, ''] : []), body.join('\n\n')].join('\n'),
    notes: [
      ...(chosen.length < count ? [`Your facts support ${chosen.length} ideas, not ${count}; add your channels, offers and results to the profile or a document for more.`] : []),
      'Ranked by cost, then effort: start at the top and add the next only when the one before is running.',
    ],
    used: uniqueSources(chosen.map((c) => c.source).filter((s): s is FactSource => Boolean(s))),
    steps: [{ tool: 'ideas', summary: `${chosen.length} ideas for ${subject}` }],
    artifacts: [],
  };
}

export const ideasTask: AgentTask = {
  id: 'strategy.ideas',
  agent: 'strategy-review-agent',
  label: 'ideas to fill or grow something, ranked by cost and effort',
  cues: ['ideas', 'idea', 'ways to', 'tactics', 'brainstorm', 'fill', 'ranked by cost', 'cost and effort', 'ways to bring', 'ways to cut', 'ways to reduce', 'ways to increase', 'ways to grow', 'ways to improve', 'ways to get', 'try first'],
  delivers: ['tactic'],
  starter: 'Give me 5 ideas to fill our quieter sessions, ranked by cost and effort',
  generate,
};
