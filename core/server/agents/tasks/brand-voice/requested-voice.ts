import { NO_VOICE_RULES, voiceRulesOf, type VoiceRules } from '../../offline/voice-rules.ts';

/**
 * The voice rules a request states itself ("a formal voice guide", "never use the words synergy or
 * game-changer", "sentences under 15 words", "sign off with …"), each null or empty where it says nothing.
 * `material` is the text the request carries (a sample, a draft): it is what is worked on, not a rule.
 */
export function requestedVoiceOf(request: string, material: string | null): VoiceRules {
  const own = material?.trim() ? request.split(material.trim()).join(' ') : request;
  // One sentence a line, so each is read as a rule said in prose; "the words X or Y" names the words themselves.
  const lines = own
    .split(/(?<=[.!?])\s+|\n+/)
    .map((l) => l.trim().replace(/\b(never (?:use|say|write)|avoid|ban|don'?t (?:use|say|write)|do not (?:use|say|write))\s+(?:the\s+)?(?:words?|terms?|phrases?)\s+(?:like\s+)?/i, '$1 '))
    .filter(Boolean);
  if (!lines.length) return NO_VOICE_RULES;
  const read = voiceRulesOf(lines.join('\n'));
  // A banned "word" of several words is advice ("avoid sounding stiff"), not a word.
  const avoid = read.avoid.filter((w) => w.split(/\s+/).length <= 3 && !/^(sounding|being|using|making|writing|anything|it|this|that)\b/.test(w));
  return { ...read, tone: toneOf(own), formality: formalityOf(own), avoid, prefer: read.prefer.filter((w) => !avoid.includes(w)) };
}

/** The tone a request names: "tone: warm, expert", "in a warm, plain tone", "we want to sound calm and expert". */
function toneOf(request: string): string | null {
  const said =
    /\btone(?: of voice)?\s*(?:is|should be|that is|that's|:)\s*([a-z][a-z ,-]{2,60}?)(?=[.;\n]|$)/i.exec(request)?.[1] ??
    /\b(?:an?|in an?)\s+((?:[a-z-]+(?:,\s*|\s+and\s+)){0,3}[a-z-]+)\s+tone\b/i.exec(request)?.[1] ??
    /\bsound(?:s|ing)?\s+((?!like\b)(?:[a-z-]+(?:,\s*|\s+and\s+)){0,3}[a-z-]+)(?=[.;,\n]|$)/i.exec(request)?.[1] ??
    null;
  // ('a one-page tone guide', 'a short tone guide': what the guide is, not how the voice sounds.)
  const words = (said ?? '').split(/,\s*|\s+and\s+/).map((w) => w.trim()).filter((w) => w && !GUIDE_FORMAT.test(w));
  return words.join(', ') || null;
}

/** Words that say what a guide is like as a document, never a tone of voice. */
const GUIDE_FORMAT = /^(?:one-page|1-page|two-page|2-page|single-page|short|quick|brief|simple|basic|full|complete|new|printable|detailed|proper|internal|updated|written|clear)$/i;

/** The register a request asks for; "less formal" asks for conversational, "more formal" or "less casual" for formal. */
function formalityOf(request: string): VoiceRules['formality'] {
  if (/\b(?:less|not so|not too|not)\s+formal\b|\binformal\b/i.test(request)) return 'conversational';
  if (/\b(?:less|not so|not too|not)\s+(?:casual|chatty|conversational)\b/i.test(request)) return 'formal';
  if (/\bformal\b/i.test(request)) return 'formal';
  if (/\b(conversational|casual|friendly|relaxed|chatty)\b/i.test(request)) return 'conversational';
  return null;
}

/** Whether the request states any rule of the voice. */
export function statesVoice(asked: VoiceRules): boolean {
  return Boolean(asked.tone || asked.formality || asked.maxSentenceWords || asked.signOff || asked.avoid.length || asked.prefer.length || asked.claims?.length || asked.manners?.length || asked.maxExclamations !== undefined || asked.noEmoji);
}

const REGISTER_WORDS: Record<'formal' | 'conversational', RegExp> = {
  // Tone words that say the other register: a formal voice is not "chatty", a conversational one not "corporate".
  formal: /^(conversational|casual|informal|friendly|relaxed|chatty|playful|fun|laid-back)$/i,
  conversational: /^(formal|corporate|stiff|serious|authoritative)$/i,
};

/** A tone without the words that contradict the register (null when none is left). */
function toneFor(tone: string | null, formality: VoiceRules['formality']): string | null {
  if (!tone || !formality) return tone;
  const words = tone.replace(/\.$/, '').split(/,\s*|\s+and\s+/).map((w) => w.trim()).filter(Boolean);
  const kept = words.filter((w) => !REGISTER_WORDS[formality].test(w));
  return kept.length === words.length ? tone : kept.join(', ') || null;
}

/**
 * The voice to propose: what the request states, and the current voice (the saved one, or the profile's) only
 * where the request says nothing. Banned words, claims and manner rules add up; a register the request changes
 * takes the current tone's words that contradict it away, and the profile's tone stands in if none is left.
 */
export function mergedVoice(asked: VoiceRules, current: VoiceRules, profileTone: string | null): VoiceRules {
  const formality = asked.formality ?? current.formality;
  const tone = asked.tone ?? toneFor(current.tone, formality) ?? toneFor(profileTone, formality);
  const avoid = [...new Set([...current.avoid, ...asked.avoid])].filter((w) => !asked.prefer.includes(w));
  const claims = [...(current.claims ?? []), ...(asked.claims ?? [])].filter((c, i, all) => all.findIndex((o) => o.rule.toLowerCase() === c.rule.toLowerCase()) === i);
  const manners = [...(current.manners ?? []), ...(asked.manners ?? [])].filter((m, i, all) => all.findIndex((o) => o.rule.toLowerCase() === m.rule.toLowerCase()) === i);
  const requires = [...(current.requires ?? []), ...(asked.requires ?? [])].filter((r, i, all) => all.findIndex((o) => o.rule.toLowerCase() === r.rule.toLowerCase()) === i);
  const maxExclamations = asked.maxExclamations ?? current.maxExclamations;
  const swaps = { ...current.swaps, ...asked.swaps };
  return {
    ...current,
    tone,
    formality,
    maxSentenceWords: asked.maxSentenceWords ?? current.maxSentenceWords,
    avoid,
    prefer: [...new Set([...asked.prefer, ...current.prefer])].filter((w) => !avoid.includes(w)),
    signOff: asked.signOff ?? current.signOff,
    ...(claims.length ? { claims } : {}),
    ...(manners.length ? { manners } : {}),
    ...(requires.length ? { requires } : {}),
    ...(maxExclamations !== undefined ? { maxExclamations } : {}),
    ...(asked.noEmoji || current.noEmoji ? { noEmoji: true } : {}),
    ...(Object.keys(swaps).length ? { swaps } : {}),
  };
}
