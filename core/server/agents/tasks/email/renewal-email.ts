import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { PriceFact } from '../../facts/fact-sheet.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { moneyIn } from '../strategy/money.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/**
 * An email that asks people to stay on as their term ends (a minimum term, a contract, a membership up for
 * renewal): when it ends, as the request says; what staying costs; what they keep, the request's 'remind them …'
 * first and then what the plan includes; the terms that follow; one call to stay. Never an offer the request does
 * not make, and never a notice with blanks.
 */

/** Whose term ends, which term and when, as the request words it. */
export interface TermEnd {
  readers: string | null;
  term: string | null;
  when: string | null;
}

const TERM_WORDS = '(?:minimum(?: term| period)?|term|contract|membership|subscription|plan|trial|agreement|commitment|year|lease)';
const END_OF = new RegExp(`\\b(?:hit|hits|reach|reaches|reaching|come to|comes to|are at|are nearing|near|nearing|approach|approaching)\\s+the end of\\s+(?:their|your|the)\\s+((?:[\\w-]+\\s){0,3}${TERM_WORDS})\\b(?:\\s+(next month|this month|next week|soon|on [^.,;:]{3,20}|in [^.,;:]{3,20}))?`, 'i');
const ENDS = new RegExp(`\\b(?:their|your|whose)\\s+((?:[\\w-]+\\s){0,3}${TERM_WORDS})\\s+(?:ends?|runs? out|expires?|is up|comes up for renewal)\\b(?:\\s+(next month|this month|next week|soon|on [^.,;:]{3,20}|in [^.,;:]{3,20}))?`, 'i');
const READERS = /\b(?:some of |all of |many of )?our\s+([a-z][\w-]*(?:\s[a-z][\w-]*){0,3}?)\s+(?:who\s+)?(?:hit|hits|reach|are|come|whose|approach|near)\b/i;

export function termEnd(request: string): TermEnd | null {
  const m = END_OF.exec(request) ?? ENDS.exec(request);
  if (!m) return null;
  const readers = READERS.exec(request)?.[1] ?? /(?:^|[.!?]\s+)([A-Za-z][\w-]*(?:\s[a-z][\w-]*){0,3}?)\s+whose\b/.exec(request)?.[1]?.toLowerCase() ?? null;
  return { readers, term: m[1]!.trim(), when: m[2]?.trim() ?? null };
}

// 'remind them servicing and punctures are included', 'mention that the price stays the same'.
const REMIND = /\b(?:remind(?:ing)?|tell(?:ing)?|mention(?:ing)?)\s+(?:them|readers|riders|members|customers)?\s*(?:that\s+)?([^.;!?—–]+?)(?=\s*(?:[.;!?]|\s[—–]\s|$|,\s*(?:\d|and keep|keep|under|max)))/i;

/** What the request says they keep, said as staying: 'servicing and punctures are included' reads 'stay included'. */
export function keptLine(request: string): string | null {
  const m = REMIND.exec(request);
  if (!m) return null;
  const said = m[1]!.trim().replace(/\b(are|is) included\b/i, (_, verb: string) => `${verb === 'is' ? 'stays' : 'stay'} included`);
  return said.split(/\s+/).length >= 2 ? capitalise(said) : null;
}

/** The price the readers stay on: the one the request states ('at £89/month') as the price list has it, else its words. */
function priceOf(kit: EmailKit): { line: string; fact: PriceFact | null } | null {
  const asked = moneyIn(kit.brief.request)[0];
  if (!asked) return null;
  const fact = kit.facts.prices.find((p) => !p.fee && moneyIn(p.amount)[0]?.value === asked.value) ?? null;
  const per = fact?.unit ?? (/\/\s*month|a month|per month|monthly/i.test(kit.brief.request) ? 'a month' : null);
  return { line: `${asked.text}${per ? ` ${per.replace(/^\/\s*/, 'a ')}` : ''}`, fact };
}

/**
 * The facts of what they stay on: first the statement that backs what the request says they keep ('Servicing and
 * puncture repairs included; swap bike within 2 working days …'), told by its other clauses; else statements that
 * share the words of its price's heading. A bracket of examples is left out: the sentence limit would split it.
 */
function keptFacts(kit: EmailKit, fact: PriceFact | null, kept: string | null, about: string): string[] {
  const terms = kit.facts.terms.map((t) => t.text).filter((t) => !fact || !t.startsWith(fact.text.slice(0, 20)));
  const all = [...kit.facts.features.map((f) => f.text), ...terms];
  const words = (text: string) => text.replace(/\binclud\w*/gi, ' ');
  const clauses = (t: string) => t.split(/;\s*/).map((c) => c.replace(/\s*\([^)]*\)/g, '').trim().replace(/[.]+$/, '')).filter((c) => c.split(/\s+/).length >= 4);
  const backing = kept ? all.filter((t) => sharedStems(words(t), words(kept), { min: 4 }) >= 2) : [];
  if (backing.length) return backing.flatMap(clauses).filter((c) => sharedStems(words(c), words(kept!), { min: 4 }) < 2).map((c) => `${capitalise(c)}.`);
  const near = (text: string) => sharedStems(words(text), `${fact?.section ?? ''} ${about}`, { min: 4 }) >= 2;
  return all.filter(near).flatMap(clauses).map((c) => `${capitalise(c)}.`);
}

/** What follows the term, from the price's own line: 'then rolling monthly with 30 days' notice'. */
function afterTerm(fact: PriceFact | null): string | null {
  const then = fact ? /\bthen\s+([^.;]+)/i.exec(fact.text) : null;
  return then ? `After that it's ${then[1]!.trim().replace(/[.]+$/, '')}, so you can stop when you need to.` : null;
}

const ANGLES = ['keep-led', 'proof-led'] as const;

function build(kit: EmailKit, end: TermEnd, angle: string, turn: number): EmailDraft {
  const price = priceOf(kit);
  const term = end.term ?? 'term';
  const when = end.when ? ` ${end.when}` : ' soon';
  const kept = keptLine(kit.brief.request);
  const about = [end.readers, price?.fact?.section, kept].filter(Boolean).join(' ');
  const facts = keptFacts(kit, price?.fact ?? null, kept, about);
  const after = afterTerm(price?.fact ?? null);
  // A customer's words about what they stay on ('the monthly membership paid for itself'), with a figure or without.
  const proof = [...kit.proofs(), ...kit.facts.proof.filter((p) => p.kind === 'quote')].find((p) => sharedStems(p.text, about, { min: 4 }) >= 1) ?? null;
  const said = proof ? proof.text.split(/(?<=[.!?])\s+/).slice(0, 2).join(' ').replace(/^["“]|["”]$/g, '').trim() : '';
  const quote = proof ? `“${/[.!?]$/.test(said) ? said : `${said}.`}”${proof.who ? ` – ${proof.who}` : ''}` : null;
  const stay = price ? `Stay on at ${price.line} and nothing changes.` : 'Stay on and nothing changes.';
  const opening = angle === 'keep-led' ? `Your ${term} ends${when}. ${stay}` : `A quick one before your ${term} ends${when}. ${stay}`;
  const blocks: Block[] = [
    ...block('opening', opening, KEEP),
    ...block('kept', kept ? `${kept.replace(/[.]+$/, '')}.` : null, KEEP),
    ...(angle === 'keep-led' ? block('facts', facts[turn % Math.max(1, facts.length)] ?? null, 60) : block('proof', quote, 60)),
    ...block('after', after, 50),
    ...(angle === 'keep-led' ? block('proof', quote, 30) : block('facts', facts[(turn + 1) % Math.max(1, facts.length)] ?? null, 30)),
  ];
  const subject = angle === 'keep-led' ? `Your ${term} ends${when}: staying on?` : `Staying on after your ${term}?`;
  const preview = kept ? `${kept.replace(/[.]+$/, '')}${price ? `, at ${price.line}` : ''}.` : price ? `Same ${price.line}, nothing to set up.` : 'Nothing to set up.';
  const cta = callToAction(kit, { wordings: ['Keep my plan', 'Stay on', 'Carry on as I am'], prefer: /account|renew|plan|member/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

export const renewalEmail: AgentTask = {
  id: 'email.renewal',
  agent: 'email-agent',
  label: 'an email asking people to stay on as their term ends',
  cues: ['stay on', 'renew', 'renewal', 'end of their', 'minimum term', 'contract ends', 'membership ends', 'keep their plan', 'stay with us', 'retention', 'retain'],
  delivers: ['email'],
  starter: 'Write an email asking members whose minimum term ends next month to stay on',
  generate(input: TaskInput) {
    // When the term ends ('ends in March') is no offer's deadline: nothing here expires but the term itself.
    const kit = new EmailKit({ ...input, brief: { ...input.brief, offer: { ...input.brief.offer, deadline: null } } });
    const end = termEnd(kit.brief.request) ?? { readers: null, term: null, when: null };
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, end, a, turn), { wordings: ['Stay on'] });
    const output = emailOutput(kit, drafts, { noun: 'renewal email', angle, about: false, documentNews: false, advice: ['Send it two to three weeks before the term ends, with one reminder a week before to those who have not replied.'] });
    // A price to stay on is no offer: the summary says whose term ends, not what it 'carries'.
    const whose = end.readers ? ` to ${end.readers}` : '';
    return { ...output, summary: `An email${whose} asking them to stay on as their ${end.term ?? 'term'} ends${end.when ? ` ${end.when}` : ''}.` };
  },
};
