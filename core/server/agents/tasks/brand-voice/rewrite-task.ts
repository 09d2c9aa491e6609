import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { applyVoice, bannedWordsIn } from '../../offline/voice-rules.ts';
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
  const letter = isLetter(material.text);
  const voiced = applyVoice(material.text, voice.rules, { tighten: true, variant: input.variant, signOff: letter });
  const shaped = restructure(voiced.text, input.variant);
  const text = shaped.text;
  const changes = changeList(voiced.edits, shaped.note);
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

export const REWRITE_TASK: AgentTask = {
  id: 'brand-voice.rewrite',
  agent: 'brand-voice',
  label: 'a rewrite of your text in the brand voice',
  cues: ['rewrite', 'rephrase', 'reword', 'edit', 'polish', 'tidy', 'clean up', 'fix', 'improve', 'rework', 'redo', 'tone down', 'in our voice', 'in our brand voice', 'in the brand voice', 'in our tone', 'make it sound', 'make this sound', 'make it on-brand', 'make this on-brand', 'adapt'],
  delivers: ['rewrite', 'version'],
  starter: STARTERS.rewrite,
  generate: rewrite,
};
