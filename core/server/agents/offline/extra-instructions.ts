import { avoidWordsOfProfile } from './voice-rules.ts';

/**
 * The agent configuration's extra instructions, as far as the offline engine can follow them: a required
 * sign-off, words to avoid, a length limit and the answer's language (English only). Anything else is listed
 * as not applied, so nobody believes an instruction was followed when it was not.
 */
export interface InstructionPlan {
  signOff: string | null;
  avoid: string[];
  maxWords: number | null;
  applied: string[];
  notApplied: string[];
}

const LANGUAGES = /\b(?:in|into)\s+(english|french|german|spanish|italian|dutch|portuguese|polish|swedish|danish|norwegian|finnish|japanese|chinese|korean|arabic|turkish|russian|hindi)\b/i;

export function instructionPlanOf(text: string | undefined): InstructionPlan {
  const plan: InstructionPlan = { signOff: null, avoid: [], maxWords: null, applied: [], notApplied: [] };
  const parts = (text ?? '')
    .split(/\n|(?<=[.!])\s+/)
    .map((p) => p.replace(/^[-*\s]+/, '').trim())
    .filter(Boolean);
  for (const part of parts) {
    const signOff = /\b(?:sign(?:[- ]off)?|end|close|finish)(?: (?:every|each|all) (?:email|message|answer)s?)? with[:\s]+["“]?(.+?)["”]?\.?$/i.exec(part) ?? /\bsign[- ]off[:\s]+["“]?(.+?)["”]?\.?$/i.exec(part);
    const avoid = /\b(?:avoid|never (?:use|say|mention)|don'?t (?:use|say|mention)|do not (?:use|say|mention))(?: the words?| words? like)?[:\s]+(.+?)\.?$/i.exec(part);
    const length = /\b(?:at most|under|no more than|max(?:imum)?|keep (?:it|answers|emails|copy) (?:under|to|below)|fewer than|less than|up to)\s*(\d{2,4})\s*words?\b/i.exec(part);
    const language = LANGUAGES.exec(part);
    if (signOff) {
      plan.signOff = signOff[1]!.trim();
      plan.applied.push(`sign-off "${plan.signOff}"`);
    } else if (avoid) {
      const words = avoidWordsOfProfile(avoid[1]);
      if (words.length) {
        plan.avoid.push(...words);
        plan.applied.push(`words to avoid (${words.join(', ')})`);
      } else plan.notApplied.push(part);
    } else if (length) {
      plan.maxWords = Math.max(30, Number(length[1]));
      plan.applied.push(`at most ${plan.maxWords} words of copy`);
    } else if (language) {
      if (language[1]!.toLowerCase() === 'english') plan.applied.push('answer in English');
      else plan.notApplied.push(`${part.replace(/\.$/, '')} (the offline engine writes English only; a model set with LLM_API_KEY can follow it)`);
    } else plan.notApplied.push(part);
  }
  return plan;
}

/** The closing line an answer carries when the space gave instructions. */
export function instructionsNote(plan: InstructionPlan): string {
  const lines: string[] = [];
  if (plan.applied.length) lines.push(`_Space instructions followed:_ ${plan.applied.join('; ')}.`);
  if (plan.notApplied.length) lines.push(`_Space instructions not applied by the offline engine:_ ${plan.notApplied.map((p) => `"${p.replace(/\.$/, '')}"`).join('; ')}.`);
  return lines.join('\n');
}
