import { lowerFirst } from '../../facts/fact-phrases.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { formatMoney, moneyIn } from './money.ts';
import { strongestProof } from '../../facts/strongest-proof.ts';

/**
 * 'Prospects say our £420 plan is dearer than the sole traders at £300: what should marketing do?': what to do about
 * a price objection, from the space's facts. The price stays unless the facts give a reason to move it; the gap is
 * put in a figure a buyer can weigh (a month, a week), set against what the price buys that the cheaper option is not
 * said to, backed by a customer's result, and the first step made low-risk with the business's own terms. Nothing
 * about the competitor is claimed beyond what the request says of it.
 */

/** What the request says the cheaper option is: 'the sole traders who quote around £300' gives 'the sole traders'. */
function rivalOf(request: string): string | null {
  const m = /\b(?:dearer|pricier|more expensive|costlier|higher)\s+than\s+((?:the\s+|our\s+|local\s+|other\s+)?[a-z][\w' -]{2,40}?)(?=\s+(?:who|that|which|at|charging|quoting|quote|offering)\b|[,.;:!?]|$)/i.exec(request);
  const n = /\b(?:the\s+)?([a-z][\w' -]{2,40}?)\s+(?:undercut|are cheaper|is cheaper|charge less)\b/i.exec(request);
  return (m?.[1] ?? n?.[1] ?? null)?.trim() ?? null;
}

/** Ours and theirs: the request's prices, ours being the one the price list states. */
function pricesOf(input: TaskInput): { ours: { value: number; currency: string; text: string; plan: string | null } | null; theirs: { value: number; text: string } | null } {
  const mentions = moneyIn(input.brief.request);
  const listed = input.facts.prices.map((p) => ({ p, m: moneyIn(p.amount ?? '')[0] ?? moneyIn(p.text)[0] })).filter((x) => x.m);
  let ours: ReturnType<typeof pricesOf>['ours'] = null;
  for (const m of mentions) {
    const hit = listed.find((x) => x.m!.value === m.value);
    if (hit) {
      ours = { value: m.value, currency: m.currency, text: m.text, plan: hit.p.plan ?? null };
      break;
    }
  }
  ours ??= mentions[0] ? { value: mentions[0].value, currency: mentions[0].currency, text: mentions[0].text, plan: null } : null;
  const other = mentions.find((m) => ours && m.value !== ours.value);
  return { ours, theirs: other ? { value: other.value, text: other.text } : null };
}

const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

function generate(input: TaskInput): TaskOutput {
  const { facts, brief } = input;
  const used: FactSource[] = [];
  const rival = rivalOf(brief.request) ?? 'the cheaper option';
  const { ours, theirs } = pricesOf(input);
  const monthly = /\b(?:a|per|each)\s+month\b|\/\s*mo(?:nth)?\b|\bmonthly\b/i.test(brief.request);
  const gap = ours && theirs && ours.value > theirs.value ? ours.value - theirs.value : null;
  const money = (v: number) => formatMoney(v, ours?.currency ?? 'GBP', v % 1 ? 2 : 0);
  const gapLine = gap !== null
    ? monthly
      ? `${ours!.text} against about ${theirs!.text} is ${money(gap)} a month, about ${money(Math.round((gap * 12) / 52))} a week (${money(gap)} × 12 ÷ 52).`
      : `${ours!.text} against about ${theirs!.text} is ${money(gap)} more.`
    : null;
  const plan = ours?.plan ? `the ${ours.plan} plan` : 'your price';
  const buys = facts.differentiator ? lowerFirst(facts.differentiator.trim().replace(/[.]+$/, '')) : null;
  if (buys) used.push(profileSource(facts));
  const proof = strongestProof(facts.proof);
  if (proof) used.push(proof.source);
  // The terms that make the first step safe: a free survey or trial, a guarantee, a short or rolling contract.
  const safe = facts.terms.filter((t) => t.topic === 'trial' || t.topic === 'guarantee' || t.topic === 'contract' || t.topic === 'cancellation' || t.topic === 'refund').slice(0, 2);
  for (const t of safe) used.push(t.source);
  const actions = [
    `1. **Put the gap in a figure, next to what it buys.** ${gapLine ?? `Say what ${plan} costs and what it includes, side by side.`} ${buys ? `Say what that buys: ${buys}. Use it on the pricing page and in every quote.` : 'Say what that buys in one line [what your price includes that theirs does not], on the pricing page and in every quote.'}`,
    `2. **Answer with proof, not a discount.** ${proof ? `Put this result in the follow-up to every quote: "${sentence(proof.text)}"` : 'Put a customer result with its figures in the follow-up to every quote [a result you can name].'}`,
    `3. **Make the first step low-risk.** ${safe.length ? `Lead the quote with your own terms: ${safe.map((t) => lowerFirst(t.text.trim().replace(/[.]+$/, ''))).join('; ')}.` : 'Lead the quote with what makes switching safe [your trial, guarantee or notice period].'}`,
  ];
  const decision = `Keep ${plan} as it is and make the gap with ${rival} worth paying.`;
  // A word limit ('under 200 words') keeps the three actions and leaves out what would change the call.
  const change = ['', '## What would change this', `- If prospects still choose ${rival} on price after hearing this, ask the last few you lost what the cheaper quote included: if it is the same work, look at a smaller plan; if not, say the difference more plainly.`];
  const deliverable = [`**Decision:** ${decision}`, '', '## Three actions', ...actions, ...(brief.limits.words && brief.limits.words < 300 ? [] : change)].join('\n');
  const notes = [
    `${rival.charAt(0).toUpperCase()}${rival.slice(1)}${/s$/i.test(rival) ? "'" : "'s"} price is as your request gives it${theirs ? ` (${theirs.text})` : ''}; nothing else about them is claimed.`,
    ...(gap !== null && monthly ? [`The weekly figure is the monthly gap over a year, divided by 52 weeks.`] : []),
  ];
  return {
    summary: decision,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'price_objection', summary: `${ours ? ours.text : 'no price'} against ${theirs ? theirs.text : 'no rival price'}${gap !== null ? `, gap ${money(gap)}` : ''}` }],
    artifacts: [],
  };
}

export const priceObjectionTask: AgentTask = {
  id: 'strategy.price-objection',
  agent: 'strategy-review-agent',
  label: 'what to do about a price objection',
  cues: ['objection', 'price objection', 'dearer than', 'more expensive than', 'pricier than', 'undercut', 'cheaper than us', 'too expensive', 'too dear', 'pushback on price'],
  delivers: ['objection', 'objection handling'],
  starter: 'Prospects say we cost more than [a cheaper option]: what should marketing do about it?',
  generate,
};
