import { applyVoice, bannedWordsIn } from '../../offline/voice-rules.ts';
import type { AgentArtifact, ToolStep } from '../../tools/agent-context.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { blanksOf } from './copy-text.ts';
import { copyMaterialOf, type CopyMaterial } from './copy-material.ts';
import { sourcesUsed } from './sources-used.ts';
import { withRetrievedFacts } from './retrieved-facts.ts';
import { copyFacts } from './copy-facts.ts';
import { strictLimits } from './asked-pieces.ts';

/** What every creative task starts from: the facts phrased for copy, and the voice applied to each piece. */
export interface CreativeKit {
  input: TaskInput;
  m: CopyMaterial;
  /** A piece of copy in the space's voice (banned words replaced, register, sentence length). */
  voiced(text: string): string;
}

export function creativeKit(given: TaskInput): CreativeKit {
  const input = { ...given, brief: { ...given.brief, limits: strictLimits(given.brief) }, facts: copyFacts(withRetrievedFacts(given.facts, given.passages)) };
  return { input, m: copyMaterialOf(input.brief, input.facts, input.passages, input.referenced), voiced: (text) => applyVoice(text, input.voice, { variant: input.variant }).text.replace(/^[ \t]+/gm, '') };
}

/** The kit for one piece whose subject the request gives ('one for landlord certificates'): the same facts, read for that subject. */
export function pieceKit(kit: CreativeKit, subject: string): CreativeKit {
  const brief = { ...kit.input.brief, topic: subject };
  return { ...kit, input: { ...kit.input, brief }, m: copyMaterialOf(brief, kit.input.facts, kit.input.passages, kit.input.referenced) };
}

export interface CreativeDraft {
  summary: string;
  deliverable: string;
  notes?: string[];
  steps: ToolStep[];
  artifacts?: AgentArtifact[];
  publishable?: TaskOutput['publishable'];
}

/** The task's output: the deliverable as written, the blanks and advice as notes, and the sources the copy carries. */
export function creativeOutput(kit: CreativeKit, draft: CreativeDraft): TaskOutput {
  const { brief, facts, voice } = kit.input;
  const notes: string[] = [];
  const blanks = blanksOf(draft.deliverable);
  if (blanks.length) notes.push(`**Fill in before use:** ${blanks.join(', ')}. These facts are not in the space profile or documents; add them there and I will write them in.`);
  const left = bannedWordsIn(draft.deliverable, voice);
  if (left.length) notes.push(`Check these words your voice avoids, which I could not replace: ${left.join(', ')}.`);
  if (brief.language && brief.language !== 'en') notes.push('The offline engine writes in English; translate the copy or connect a model for other languages.');
  notes.push(...(draft.notes ?? []));
  // A rule sets the notes apart from the last piece, so nobody reads them as part of the copy.
  if (notes.length) notes[0] = `---\n\n${notes[0]}`;
  return {
    summary: draft.summary,
    deliverable: draft.deliverable.trim(),
    notes,
    used: sourcesUsed(draft.deliverable, facts),
    steps: draft.steps,
    artifacts: draft.artifacts ?? [],
    publishable: draft.publishable,
  };
}

/** 'for practice managers' when the request names who it is for, for the summary sentence. */
export function forWhom(kit: CreativeKit): string {
  // 'for the summer intensive': what the pieces are about, when the request names it, before the brand's name.
  // ('for people searching "…"': 'people' says nobody in particular.)
  const audience = kit.input.brief.audience && !/^(?:people|someone|anyone|everyone|those|users|searchers)$/i.test(kit.input.brief.audience.trim()) ? kit.input.brief.audience : null;
  return audience ? ` for ${audience}` : kit.m.subject && !kit.m.subjectUnknown ? ` for ${kit.input.brief.topic ?? kit.m.subject}` : kit.m.knownBrand ? ` for ${kit.m.brand}` : '';
}
