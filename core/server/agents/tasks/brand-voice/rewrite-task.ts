import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { applyVoice, bannedWordsIn, type VoiceRules } from '../../offline/voice-rules.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { changeList } from './change-list.ts';
import { restructure } from './rewrite-structure.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { isLetter, proseSentences } from './voice-breaches.ts';
import { voiceMaterialOf } from './voice-material.ts';
import { noMaterial } from './no-material.ts';
import { STARTERS } from './starters.ts';

/**
 * Rewrites a text in the space's voice: claims the rules forbid taken out, banned words replaced in every
 * form, every sentence within the limit, fake urgency and shouting toned down, the sign-off on a letter; the
 * notes list what changed, from the edits made. A regenerate gives the text another structure and other words.
 */
function rewrite(input: TaskInput): TaskOutput {
  const material = voiceMaterialOf(input);
  if (!material) return noMaterial('rewrite');
  const voice = spaceVoiceOf(input, { defaultLimit: true });
  // A text the request calls an email is a letter even when the draft has no greeting yet: it ends with the sign-off.
  const letter = isLetter(material.text) || (material.text.split(/\n\s*\n/).length > 1 && /\b(e-?mail|letter|newsletter)\b/i.test(input.brief.request));
  const voiced = applyVoice(material.text, voice.rules, { tighten: true, variant: input.variant, signOff: letter });
  // A regenerate says what is true where a forbidden claim stood: another substance, not just other words.
  const removedClaim = voiced.edits.some((e) => e.kind === 'claim' || e.kind === 'manner');
  // When the rules leave little of the text, the first version says what is true too, so it is still usable.
  const little = proseSentences(voiced.text).length < Math.max(1, Math.ceil(proseSentences(material.text).length / 2));
  // Each version that says what is true takes another fact, so a regenerate is new substance too.
  const truth = removedClaim && (input.variant > 0 || little) ? trueLine(input, voice.rules, little ? input.variant : input.variant - 1) : null;
  const withTruth = truth ? beforeSignOff(voiced.text, truth.line, letter ? voice.rules.signOff : null) : voiced.text;
  const shaped = restructure(withTruth, input.variant);
  const text = shaped.text;
  const changes = [...changeList(voiced.edits, shaped.note), ...(truth ? [`Said what is true in place of the claim, from ${truth.from}: "${truth.line}"`] : [])];
  // Verified on the result, not assumed from the steps: what is still there is said, never hidden.
  const left = bannedWordsIn(text, voice.rules);
  const claimsLeft = proseSentences(text).filter((s) => claimBrokenBy(s, voice.rules.claims ?? []));
  const notes = [
    '**What changed**',
    ...(changes.length ? changes.map((c) => `- ${c}`) : ['- Nothing: the text already follows these rules.']),
    ...(voiced.overLimit.length ? [`Still over ${voice.rules.maxSentenceWords} words, with no clause to split at: ${voiced.overLimit.map((s) => `"${s}"`).join(', ')}. Shorten ${voiced.overLimit.length === 1 ? 'it' : 'them'} by hand.`] : []),
    ...(left.length ? [`Still in the text: ${left.join(', ')}.`] : []),
    ...(claimsLeft.length ? [`Check these sentences against your rules: ${claimsLeft.map((s) => `"${s}"`).join(', ')}.`] : []),
    ...(voice.assumed.length ? [`Assumed: ${voice.assumed.join('; ')}.`] : []),
  ];
  const name = material.from === 'your text' ? 'your text' : `"${material.from}"`;
  // A regenerate says how it differs from the first version, measured, not assumed.
  const first = input.variant > 0 ? applyVoice(material.text, voice.rules, { tighten: true, variant: 0, signOff: letter }).text : text;
  const summary =
    input.variant === 0
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)}, rewritten in ${voice.basis}.`
      : text === first
        ? `${name.charAt(0).toUpperCase()}${name.slice(1)}, rewritten in ${voice.basis}: the same as the first version, as a text this short has one way to meet the rules.`
        : `Another version of ${name} in ${voice.basis}, ${shaped.note ? 'with a different structure' : 'with other word choices'}.`;
  return {
    summary,
    deliverable: text,
    notes,
    used: material.source ? [material.source] : [],
    steps: [
      { tool: 'voice_rules', summary: voice.basis },
      { tool: 'rewrite', summary: changes.length ? `${voiced.edits.length} edit${voiced.edits.length === 1 ? '' : 's'}` : 'no change needed' },
    ],
    artifacts: [],
  };
}

/** A fact from the space that keeps every rule: the proof, what sets it apart, or a term. */
function trueLine(input: TaskInput, rules: VoiceRules, pick: number): { line: string; from: string } | null {
  const f = input.facts;
  const candidates = [...f.proof.map((p) => ({ text: p.text, from: p.source.kind === 'profile' ? 'your profile' : `"${p.source.title}"` })), ...(f.differentiator ? [{ text: f.differentiator, from: 'your profile' }] : []), ...f.terms.map((t) => ({ text: t.text, from: t.source.kind === 'profile' ? 'your profile' : `"${t.source.title}"` }))];
  const usable = candidates.flatMap((c) => {
    const voiced = applyVoice(/[.!?]$/.test(c.text.trim()) ? c.text.trim() : `${c.text.trim()}.`, rules);
    return voiced.text.trim() && !voiced.edits.some((e) => e.kind === 'claim' || e.kind === 'manner') ? [{ line: voiced.text.trim(), from: c.from }] : [];
  });
  return usable.length ? usable[pick % usable.length]! : null;
}

/** Adds a line at the end of the body: before the sign-off of a letter. */
function beforeSignOff(text: string, line: string, signOff: string | null): string {
  const blocks = text.trimEnd().split(/\n\s*\n/);
  const at = signOff && blocks.length > 1 && blocks.at(-1)!.includes(signOff) ? blocks.length - 1 : blocks.length;
  const body = blocks.slice(0, at);
  if (body.length && !/^\s*(#|\||[-*+]\s|\d+[.)]\s)/.test(body.at(-1)!)) body[body.length - 1] = `${body.at(-1)!} ${line}`;
  else body.push(line);
  return [...body, ...blocks.slice(at)].join('\n\n');
}

export const REWRITE_TASK: AgentTask = {
  id: 'brand-voice.rewrite',
  agent: 'brand-voice',
  label: 'a rewrite of your text in the brand voice',
  cues: ['rewrite', 'rephrase', 'reword', 'edit', 'polish', 'tidy', 'clean up', 'fix', 'improve', 'rework', 'redo', 'tone down', 'in our voice', 'in our brand voice', 'in the brand voice', 'in our tone', 'make it sound', 'make this sound', 'make it on-brand', 'make this on-brand', 'make this', 'sound like us', 'sound more like us', 'adapt'],
  delivers: ['rewrite', 'version'],
  starter: STARTERS.rewrite,
  generate: rewrite,
};
