import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { taglinesTask } from '../creative/taglines-task.ts';
import { CHECK_TASK } from './check-task.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { breachesOf } from './voice-breaches.ts';
import { STANDING } from './unbacked-claims.ts';
import { heroAlternatives, lineClarity, type ClarityCheck } from './line-clarity.ts';
import { applyVoice } from '../../offline/voice-rules.ts';
import { WORKING_ASK } from '../../brief/request-parts.ts';

/**
 * 'Is "Payroll that just works, whatever the weather" on-brand as a tagline? Yes or no and why, then 5 alternatives
 * under 7 words': a verdict on one short line (each rule it breaks, and whether anything in it is the business's own),
 * then the alternatives asked for, written by the Creative agent's tagline task in the voice. A request with no
 * short line quoted is the full check.
 */

/** The one short line the request quotes to be judged, or null. */
function lineOf(request: string): string | null {
  const quoted = [...request.matchAll(/["“‘']([^"”’'\n]{6,90})["”’']/g)].map((m) => m[1]!.trim()).filter((q) => q.split(/\s+/).length <= 14);
  return quoted.length === 1 ? quoted[0]! : null;
}

/** The words that say what the business is and does ('construction', 'CIS', 'mill', 'steam'), from its facts. */
function ownWords(input: TaskInput): Set<string> {
  const { facts } = input;
  const text = [facts.company, facts.product, facts.differentiator, facts.description, facts.industry].filter(Boolean).join(' ').toLowerCase();
  // (Whom a line is for, 'all the family', 'local people', is no word of what the business is.)
  return new Set((text.match(/[a-z][a-z-]{3,}/g) ?? []).filter((w) => !/^(famil(?:y|ies)|children|kids|adults?|locals?|visitors?|owners?|teams?|homes?|business(?:es)?|firms?|everyone|anyone|day|days|out|with|that|this|from|your|their|they|have|what|when|which|about|into|more|most|also|only|just|like|over|than|them|then|were|will|work|works|make|made|each|every|other|some|such|very|free|good|great|best|plan|plans|month|year|people|customers?)$/.test(w)));
}

/** 'Is "…" too generic?', 'too bland?': the question is whether any business like it could say the line. */
const GENERIC_ASK = /\btoo (?:generic|bland|vague|safe|samey|plain|boring|corporate)\b|\bis (?:it|this|that|the line) generic\b/i;

/**
 * The words of a line only this business could say: its name, where it is, and what sets it apart, never the words
 * of its trade ('frames' for a framer, 'lessons' for a driving school), which every rival says too.
 */
function distinctWords(input: TaskInput, said: readonly string[]): string[] {
  const { facts } = input;
  const trade = new Set(([facts.industry, facts.product].filter(Boolean).join(' ').toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).flatMap((w) => [w, w.replace(/s$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e')]));
  const ownName = new Set((facts.company ?? '').toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []);
  const places = new Set(((facts.description ?? '').match(/\b(?:in|of|across|around|near)\s+([A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)/g) ?? []).flatMap((m) => m.split(/\s+/).slice(1).map((w) => w.toLowerCase())));
  const apart = new Set((facts.differentiator ?? '').toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []);
  return said.filter((word) => {
    const w = word.toLowerCase();
    return ownName.has(w) || places.has(w) || (apart.has(w) && !trade.has(w) && !trade.has(w.replace(/s$/, '')));
  });
}

function verdict(input: TaskInput): TaskOutput | null {
  const line = lineOf(input.brief.request);
  if (!line) return null;
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  // ('the best pet care in town': a claim of standing a tagline makes for the business, which nothing in the facts backs.)
  const standing = STANDING.exec(line)?.[0]?.replace(/\s+(?:in|at|on|for|of|to|from|with)$/i, '') ?? null;
  const factText = [input.facts.differentiator, ...input.facts.proof.map((p) => p.text), ...input.facts.features.map((f) => f.text)].filter(Boolean).join(' ').toLowerCase();
  const unbacked = standing && !factText.includes(standing.toLowerCase()) ? standing : null;
  const breaches = [...breachesOf(line, voice.rules), ...(unbacked ? [{ phrase: unbacked, rule: 'a claim of standing that nothing in your facts backs, so a reader has no reason to believe it' }] : [])];
  const own = ownWords(input);
  const said = (line.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((w) => own.has(w) || own.has(w.replace(/s$/, '')));
  const genericAsked = GENERIC_ASK.test(input.brief.request);
  const distinct = genericAsked ? distinctWords(input, line.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? []) : [];
  // Asked 'too generic?', a line with only the trade's words in it is generic: every rival could say it.
  const generic = said.length === 0 || (genericAsked && distinct.length === 0);
  // 'Is it working?' asks what the line does for a reader, not only whether it keeps the voice.
  const clarity = WORKING_ASK.test(input.brief.request) ? lineClarity(line, input.facts) : [];
  const missed = clarity.filter((c) => !c.passed);
  const yes = !breaches.length && !generic && missed.length <= 1;
  const reasons = [
    ...breaches.map((b) => `- "${b.phrase}": ${b.rule}.`),
    ...(generic && genericAsked && said.length ? [`- Nothing in it is only yours: "${[...new Set(said)].join('", "')}" ${new Set(said).size === 1 ? 'is a word' : 'are words'} every business in your trade uses, and no name, place or promise of yours is in it.`] : []),
    ...(generic && !(genericAsked && said.length) ? [`- Nothing in it is yours: no word of what ${input.facts.company ?? 'the business'} does or who it is for, so any business could say it.`] : []),
    ...(genericAsked && !generic ? [`- It says what only you say: "${[...new Set(distinct)].join('", "')}".`] : []),
    ...(!breaches.length ? [`- It breaks none of your voice's rules${voice.rules.avoid.length ? ` (no word from your avoid list: ${voice.rules.avoid.slice(0, 6).join(', ')})` : ''}.`] : []),
    ...(!generic && !clarity.length && !genericAsked ? [`- It says what is yours: "${[...new Set(said)].join('", "')}".`] : []),
  ];
  if (clarity.length) {
    reasons.push('', `**What a first-time reader learns from it** (${clarity.length - missed.length} of ${clarity.length}):`, ...clarity.map((c) => `- ${c.passed ? 'Yes' : 'No'}: ${c.finding}.`));
  }
  // (A line judged as not working gets three to try, asked for or not: a verdict with nothing to use is half an answer.)
  const count = parseCount(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|ten)\s+(?:more\s+)?(?:alternatives?|options?|versions?|taglines?|lines?|ideas?)\b/i.exec(input.brief.request)?.[1]) ?? (clarity.length && !yes ? 3 : 0);
  const words = Number(/\b(?:under|max(?:imum)?|at most|no more than|up to)\s+(\d{1,2})\s+words?\b/i.exec(input.brief.request)?.[1]) || null;
  // A hero or headline judged not working gets headlines with a line under each, from what the checks found missing.
  const heroes = clarity.length && !yes && !/\b(?:tagline|slogan|strapline)s?\b/i.test(input.brief.request) ? heroAlternatives(input.facts).map((h) => applyVoice(h, voice.rules).text) : [];
  const alternatives = count && !heroes.length
    ? taglinesTask.generate({ ...input, brief: { ...input.brief, deliverables: [{ noun: 'tagline', count: count + 4, platforms: [], seconds: null }], limits: { ...input.brief.limits, words: words ? words - 1 : input.brief.limits.words }, pasted: null } })
    : null;
  // A term of sale ('Annual billing is paid up front') or a marked blank is no line to brand the business with.
  const lines = (alternatives?.deliverable.split('\n').map((l) => /^\d+\.\s+(.+)$/.exec(l)?.[1]).filter((l): l is string => Boolean(l)) ?? [])
    .filter((l) => !/\[|\b(?:billing|billed|paid up front|cancel|notice|deposit|refund|vat|minimum|terms?)\b/i.test(l))
    // (Nor a fragment cut from a fact: 'Workers clock.', 'No more get disputed after payday.')
    .filter((l) => l.split(/\s+/).length >= 3 && !/\bno more (?:get|be|is|are|was|were|have|has|a|an|the)\b/i.test(l))
    .slice(0, count)
    .map((l, i) => `${i + 1}. ${l}`);
  const deliverable = [
    clarity.length
      ? `**${yes ? 'Yes' : missed.length >= 3 || breaches.length ? 'No' : 'Partly'}.** "${line}" ${yes ? 'tells a first-time reader what they need and keeps your voice' : breaches.length ? `breaks your voice in ${breaches.length} place${breaches.length === 1 ? '' : 's'}` : `keeps your voice but leaves a reader to guess ${missed.map((c) => QUESTION[c.question]).join(', ')}`}.`
      : genericAsked
        ? `**${generic ? 'Yes, it is too generic' : 'No, it is not too generic'}.** "${line}" ${generic ? 'could be any business\'s line' : 'says something only you can say'}${breaches.length ? `, and it breaks your voice in ${breaches.length} place${breaches.length === 1 ? '' : 's'}` : ''}.`
        : `**${yes ? 'Yes' : 'No'}.** "${line}" ${yes ? 'fits your voice' : breaches.length ? `breaks your voice in ${breaches.length} place${breaches.length === 1 ? '' : 's'}` : 'breaks no rule, but it is not yours yet'}.`,
    '',
    ...reasons,
    ...(heroes.length ? ['', `## ${heroes.length === 1 ? 'One' : heroes.length === 2 ? 'Two' : 'Three'} to try instead`, ...heroes.map((h, i) => `${i + 1}. ${h}`)] : []),
    ...(count && !heroes.length ? ['', `## ${count} alternative${count === 1 ? '' : 's'}${words ? `, under ${words} words each` : ''}`, ...lines, ...(lines.length < count ? [`${count - lines.length === 1 ? 'One more' : `${count - lines.length} more`}: [your line]. Your facts gave ${lines.length} that hold up as taglines; I won't pad the list with weaker ones.`] : [])] : []),
  ].join('\n');
  return {
    summary: clarity.length ? `Whether "${line}" is working: what it tells a first-time reader and whether it keeps your voice${heroes.length ? `, with ${heroes.length} to try instead` : ''}.` : genericAsked ? `${generic ? 'Yes' : 'No'}: whether "${line}" is too generic${count ? `, and ${count} alternatives` : ''}.` : `${yes ? 'Yes' : 'No'}: whether "${line}" is on-brand${count ? `, and ${count} alternatives` : ''}.`,
    deliverable,
    notes: alternatives?.notes.filter((n) => /tagline lasts|marked for you/.test(n)) ?? [],
    used: alternatives?.used ?? [],
    steps: [{ tool: 'voice_check', summary: `one line: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'}${generic ? ', nothing of the business in it' : ''}` }, ...(alternatives?.steps ?? [])],
    artifacts: [],
  };
}

const QUESTION: Record<ClarityCheck['question'], string> = { what: 'what you offer', who: 'whom it is for', where: 'where you work', why: 'why you' };

/** A question whether one quoted line fits the voice ('Does "…" fit our voice?', 'Is "…" on-brand?'): its verdict, else null. */
export function lineVerdict(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  // Only a question about the line ('Is "…" on-brand?'); 'Rewrite this so it's on-brand: "…"' asks for the rewrite.
  const asked = /\b(?:is|does|would|will|are|do)\b[^?]{0,120}\b(?:on-?brand|off-?brand|fits? (?:our|the|my) (?:voice|brand)|sounds? like us|right for us|work for us|in our voice)\b[^?]*\?/i.test(request) || /\byes or no\b/i.test(request) || WORKING_ASK.test(request) || GENERIC_ASK.test(request);
  if (input.brief.revision || !asked || /\b(?:rewrite|re-write|fix|redo|make it|turn (?:it|this)|improve|edit|tighten)\b/i.test(request.replace(/["“‘'][^"”’'\n]*["”’']/g, ' '))) return null;
  return verdict(input);
}

export const LINE_VERDICT_TASK: AgentTask = {
  id: 'brand-voice.line-verdict',
  agent: 'brand-voice',
  label: 'whether one line (a tagline, a headline) is on-brand, with alternatives',
  cues: ['on-brand', 'on brand', 'yes or no', 'is it on', 'too generic', 'generic', 'too bland', 'fit our voice', 'fits our voice', 'sound like us', 'alternatives', 'as a tagline', 'as a slogan', 'as a headline', 'for us'],
  delivers: ['verdict', 'alternative'],
  starter: 'Is "[your line]" on-brand? Yes or no and why, then 3 alternatives',
  generate: (input) => verdict(input) ?? CHECK_TASK.generate(input),
};
