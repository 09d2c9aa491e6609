import { wordsOf } from '../tools/text-stats.ts';

/** A brand voice's rules as the offline engine applies them to copy it writes. */
export interface VoiceRules {
  tone: string | null;
  formality: 'formal' | 'conversational' | null;
  maxSentenceWords: number | null;
  prefer: string[];
  avoid: string[];
  signOff: string | null;
  colour: string | null;
}

export const NO_VOICE_RULES: VoiceRules = { tone: null, formality: null, maxSentenceWords: null, prefer: [], avoid: [], signOff: null, colour: null };

/**
 * Reads a saved brand voice: `Label: value` lines (Tone, Formality, Sentences, Prefer, Avoid, Sign-off, Colour,
 * as the Brand Voice agent writes them) and the same rules said in prose ("never use ...", "sign off with ...").
 */
export function voiceRulesOf(voice: string | null): VoiceRules {
  if (!voice?.trim()) return NO_VOICE_RULES;
  const rules: VoiceRules = { ...NO_VOICE_RULES, prefer: [], avoid: [] };
  // Labelled lines stay whole; prose is read a sentence at a time.
  const lines = voice.split('\n').flatMap((l) => (/^[-*\s]*[A-Za-z' -]{2,24}:/.test(l) ? [l] : l.split(/(?<=[.!?])\s+/)));
  for (const raw of lines) {
    const line = raw.replace(/^[-*\s]+/, '').trim();
    const labelled = /^([A-Za-z' -]{2,24}):\s*(.+)$/.exec(line);
    const label = labelled?.[1]!.toLowerCase().trim() ?? '';
    const value = labelled?.[2]!.trim() ?? line;
    if (/^tone$/.test(label)) rules.tone = value;
    else if (/formality|register/.test(label)) rules.formality = formalityOf(value);
    else if (/sentence/.test(label)) rules.maxSentenceWords = sentenceLimitOf(value);
    else if (/^(prefer|preferred words|use|signature words|say)$/.test(label)) rules.prefer.push(...wordList(value));
    else if (/^(avoid|banned words|never use|never say|don'?t say|do not use|don'?t)$/.test(label)) rules.avoid.push(...wordList(value));
    else if (/sign[- ]?off|closing|sign[- ]?ature/.test(label)) rules.signOff = value.replace(/^["“]|["”]$/g, '');
    else {
      const never = /\b(?:never (?:use|say)|avoid(?: the words?)?|don'?t (?:use|say)|do not (?:use|say))\s+(.+)/i.exec(line);
      if (never) rules.avoid.push(...wordList(never[1]!));
      const signOff = /\bsign (?:off|emails) with\s+["“]?([^"”]+)["”]?/i.exec(line);
      if (signOff) rules.signOff = signOff[1]!.trim().replace(/\.$/, '');
      rules.formality ??= /\b(conversational|casual|informal|friendly)\b/i.test(line) ? 'conversational' : /\b(formal)\b/i.test(line) && !/\binformal\b/i.test(line) ? 'formal' : null;
      rules.maxSentenceWords ??= /\bsentences?\b/i.test(line) ? sentenceLimitOf(line) : null;
    }
    const colour = /#[0-9a-fA-F]{6}\b/.exec(line)?.[0];
    if (colour) rules.colour ??= colour;
  }
  // A voice written as prose has no Tone line: its first line describes it.
  const firstLine = voice.trim().split('\n')[0]!.trim();
  if (!rules.tone && !/^[A-Za-z' -]{2,24}:/.test(firstLine) && firstLine.length <= 80) rules.tone = firstLine;
  rules.avoid = unique(rules.avoid);
  rules.prefer = unique(rules.prefer).filter((w) => !rules.avoid.includes(w));
  return rules;
}

/** An "avoid" answer or instruction as words: short comma-separated items only (a sentence there is advice, not a word list). */
export function avoidWordsOfProfile(answer: string | undefined): string[] {
  if (!answer) return [];
  return wordList(answer).filter((w) => w.split(' ').length <= 3);
}

function formalityOf(value: string): VoiceRules['formality'] {
  if (/\b(conversational|casual|informal|friendly|relaxed)\b/i.test(value)) return 'conversational';
  if (/\bformal\b/i.test(value)) return 'formal';
  return null;
}

function sentenceLimitOf(value: string): number | null {
  const n = /(?:at most|under|max(?:imum)?|no more than|up to|<=?)\s*(\d{1,2})\s*words?/i.exec(value) ?? /(\d{1,2})\s*words?\s*(?:or fewer|or less|max)/i.exec(value);
  if (n) return Math.max(6, Number(n[1]));
  if (/\bshort\b/i.test(value)) return 16;
  return null;
}

function wordList(value: string): string[] {
  return value
    .replace(/\.$/, '')
    .split(/,|;|\bor\b|\band\b|\//)
    .map((w) => w.trim().replace(/^["“'‘]|["”'’]$/g, '').toLowerCase())
    .filter((w) => w && w.length <= 40 && /[a-z]/.test(w));
}

const unique = (words: string[]) => [...new Set(words)];

/** Plain replacements for words a voice bans; a banned word without one is dropped from the sentence. */
const PLAIN_WORDS: Record<string, string | string[]> = {
  cheap: ['affordable', 'fairly priced', 'good-value'], cheapest: 'most affordable', revolutionary: ['new', 'fresh', 'better'], revolutionise: 'improve', revolutionize: 'improve', synergy: ['teamwork', 'good teamwork', 'shared effort'], synergies: 'shared strengths',
  'game-changer': 'real improvement', 'game-changing': 'useful', 'world-class': 'excellent', 'best-in-class': 'excellent', disruptive: 'new', leverage: 'use', utilize: 'use', utilise: 'use',
  seamless: 'smooth', seamlessly: 'smoothly', 'cutting-edge': 'modern', innovative: 'new', unleash: 'unlock', amazing: 'good', awesome: 'great', incredible: 'strong', ultimate: 'complete',
  guarantee: 'aim', guaranteed: 'reliable', free: 'included', discount: 'lower price', discounts: 'lower prices', deal: 'offer', deals: 'offers', hurry: 'act soon', exclusive: 'dedicated', solution: 'service', solutions: 'services',
};

const CONTRACT_RAW: [RegExp, string][] = [[/\bdo not\b/g, "don't"], [/\bDo not\b/g, "Don't"], [/\bwe are\b/g, "we're"], [/\bWe are\b/g, "We're"], [/\byou are\b/g, "you're"], [/\bYou are\b/g, "You're"], [/\bit is\b/g, "it's"], [/\bIt is\b/g, "It's"], [/\bwe will\b/g, "we'll"], [/\bWe will\b/g, "We'll"], [/\bcannot\b/g, "can't"], [/\bthat is\b/g, "that's"], [/\bwe have\b/g, "we've"], [/\bWe have\b/g, "We've"], [/\bdoes not\b/g, "doesn't"], [/\bis not\b/g, "isn't"], [/\bHere is\b/g, "Here's"], [/\bhere is\b/g, "here's"], [/\blet us\b/g, "let's"], [/\bLet us\b/g, "Let's"]];
/** A contraction only where a word follows: "what it is:" must not become "what it's:". */
const CONTRACT: [RegExp, string][] = CONTRACT_RAW.map(([pattern, replacement]) => [new RegExp(`${pattern.source}(?=\\s+[A-Za-z])`, pattern.flags), replacement]);
const EXPAND: [RegExp, string][] = [[/\bdon't\b/g, 'do not'], [/\bDon't\b/g, 'Do not'], [/\bwe're\b/g, 'we are'], [/\bWe're\b/g, 'We are'], [/\byou're\b/g, 'you are'], [/\bYou're\b/g, 'You are'], [/\bit's\b/g, 'it is'], [/\bIt's\b/g, 'It is'], [/\bwe'll\b/g, 'we will'], [/\bWe'll\b/g, 'We will'], [/\bcan't\b/g, 'cannot'], [/\bthat's\b/g, 'that is'], [/\bwe've\b/g, 'we have'], [/\bWe've\b/g, 'We have'], [/\bdoesn't\b/g, 'does not'], [/\bisn't\b/g, 'is not'], [/\bHere's\b/g, 'Here is'], [/\bhere's\b/g, 'here is'], [/\blet's\b/g, 'let us'], [/\bLet's\b/g, 'Let us'], [/\bwon't\b/g, 'will not'], [/\bI'm\b/g, 'I am'], [/\byou'll\b/g, 'you will'], [/\bYou'll\b/g, 'You will']];
const CASUAL_TO_FORMAL: [RegExp, string][] = [[/\bHey\b/g, 'Hello'], [/\bhey\b/g, 'hello'], [/\bfolks\b/gi, 'everyone'], [/\bsuper\b/gi, 'very'], [/\bgonna\b/gi, 'going to'], [/\bwanna\b/gi, 'want to'], [/\bstuff\b/gi, 'things'], [/\bkinda\b/gi, 'somewhat'], [/\byeah\b/gi, 'yes'], [/\bawesome\b/gi, 'excellent'], [/\bcool\b/gi, 'good']];
const FORMAL_TO_PLAIN: [RegExp, string][] = [[/\bpursuant to\b/gi, 'under'], [/\bhereby\b/gi, ''], [/\bin order to\b/gi, 'to'], [/\butili[sz]e\b/gi, 'use'], [/\bfurthermore,?\s*/gi, 'also, '], [/\bmoreover,?\s*/gi, 'also, '], [/\bregarding\b/gi, 'about'], [/\bcommence\b/gi, 'start'], [/\bassist\b/gi, 'help'], [/\bpurchase\b/gi, 'buy'], [/\bsubsequently\b/gi, 'then']];
const URGENCY = /\b(act now|expires? in \d+ hours?|hurry|only \d+ (spots?|places?) left|don't miss out|before it's gone|limited time)\b/i;

/** Drops the sentences that push fake urgency, line by line (split first: no regex scans a long text twice). */
function withoutFakeUrgency(text: string): string {
  return text
    .split('\n')
    .map((line) => (URGENCY.test(line) ? line.split(/(?<=[.!?])\s+/).filter((sentence) => !URGENCY.test(sentence)).join(' ') : line))
    .join('\n');
}

/** Stock phrases and jargon a plain voice drops when it tightens a draft. */
const STOCK: [RegExp, string][] = [
  [/\b(Dear )?valued (client|customer)s?,?\s*/gi, ''],
  [/\bcomprehensive,?\s+end-to-end\b/gi, 'complete'], [/\b(is|are) unmatched\b/gi, 'matter to us'],
  [/\bend-to-end\b/gi, 'full'], [/\bcomprehensive\b/gi, 'complete'], [/\bleverag(e|es|ing)\b/gi, (m: string) => ({ leverage: 'use', leverages: 'uses', leveraging: 'using' })[m.toLowerCase()] ?? 'use'] as unknown as [RegExp, string],
  [/\b(solution)s?\b/gi, 'service'], [/\bsynergy with\b/gi, 'close ties with'], [/\bbespoke\b/gi, 'tailored'], [/\belevate\b/gi, 'improve'], [/\bempower\b/gi, 'help'],
];
const FILLER: [RegExp, string][] = [[/\b(really|very|just|actually|basically|literally|truly) (?=\w)/gi, ''], [/\bin order to\b/gi, 'to'], [/\bat this point in time\b/gi, 'now'], [/\bdue to the fact that\b/gi, 'because']];

export interface VoicedText {
  text: string;
  /** What changed, in words a marketer reads (empty when nothing needed changing). */
  changes: string[];
}

/**
 * Applies the voice to copy the agent writes (or a draft it rewrites): banned words replaced or dropped,
 * formality by contractions and register, long sentences split, filler cut when tightening. Headings, list
 * markers, merge tags and line breaks are kept.
 */
export function applyVoice(text: string, rules: VoiceRules, options: { tighten?: boolean; variant?: number } = {}): VoicedText {
  const changes: string[] = [];
  let out = text;
  const swap = (pairs: [RegExp, string][], note: string) => {
    const before = out;
    for (const [pattern, replacement] of pairs) out = out.replace(pattern, replacement);
    if (out !== before) changes.push(note);
  };
  if (options.tighten) {
    const before = out;
    out = withoutFakeUrgency(out);
    swap(STOCK, 'dropped stock phrases, jargon and fake urgency');
    if (out !== before && !changes.includes('dropped stock phrases, jargon and fake urgency')) changes.push('dropped stock phrases, jargon and fake urgency');
    swap(FILLER, 'cut filler words');
  }
  if (rules.formality === 'conversational') swap([...CONTRACT, ...FORMAL_TO_PLAIN], 'used contractions and everyday words (conversational)');
  if (rules.formality === 'formal') swap([...EXPAND, ...CASUAL_TO_FORMAL, [/!+/g, '.']], 'expanded contractions and dropped slang (formal)');
  const banned = rules.avoid.filter((w) => wordPattern(w).test(out));
  for (const word of banned) {
    // A regenerated rewrite (the next variant) takes the next plain word where there are several.
    const options_ = PLAIN_WORDS[word];
    const plain = Array.isArray(options_) ? options_[(options.variant ?? 0) % options_.length] : options_;
    out = out.replace(wordPattern(word), (m) => (plain ? matchCase(m, plain) : '')).replace(/ {2,}/g, ' ').replace(/ ([.,;:!?])/g, '$1');
  }
  // A replacement can repeat its neighbour ("revolutionary new" gives "new new").
  out = out.replace(/\b(\w+) \1\b/gi, '$1');
  if (banned.length) changes.push(`replaced words your voice avoids (${banned.join(', ')})`);
  if (rules.maxSentenceWords) {
    const split = splitLongSentences(out, rules.maxSentenceWords);
    if (split !== out) changes.push(`split sentences longer than ${rules.maxSentenceWords} words`);
    out = split;
  }
  return { text: tidy(out), changes };
}

function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'gi');
}

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Splits, line by line, each prose sentence over the limit at its most central ", and"/", but"/";"/" and ". */
function splitLongSentences(text: string, limit: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(#|\||>|```)/.test(line) || /\{\{/.test(line)) return line;
      const prefix = /^\s*([-*]|\d+\.)\s+/.exec(line)?.[0] ?? '';
      const body = line.slice(prefix.length);
      const sentences = body.split(/(?<=[.!?])\s+/);
      return prefix + sentences.flatMap((s) => splitSentence(s, limit)).join(' ');
    })
    .join('\n');
}

function splitSentence(sentence: string, limit: number, depth = 0): string[] {
  if (wordsOf(sentence).length <= limit || depth > 4) return [sentence];
  // Only where a clause ends: a comma, even ", and", often sits inside a list or one noun phrase.
  const joints = [...sentence.matchAll(/(,\s+(?:but|so|which)\s+|;\s+|\s+[–—]\s+)/g)];
  if (!joints.length) return [sentence];
  const middle = sentence.length / 2;
  const joint = joints.reduce((best, j) => (Math.abs(j.index! - middle) < Math.abs(best.index! - middle) ? j : best));
  const head = sentence.slice(0, joint.index).replace(/[,;]$/, '');
  let tail = sentence.slice(joint.index! + joint[0].length);
  if (/\bwhich\b/.test(joint[0])) tail = `This ${tail}`;
  if (wordsOf(head).length < 3 || wordsOf(tail).length < 3) return [sentence];
  return [...splitSentence(`${head}.`, limit, depth + 1), ...splitSentence(`${tail.charAt(0).toUpperCase()}${tail.slice(1)}`, limit, depth + 1)];
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/ {2,}/g, ' ')
        .replace(/\s+([.,;:!?])/g, '$1')
        .replace(/([.!?])\s*\./g, '$1')
        .replace(/([.!?])([A-Z])/g, '$1 $2')
        .replace(/\b([Aa]) ([aeiou])/g, '$1n $2')
        .replace(/^(\s*(?:> )?["“]?)([a-z])/, (_, s: string, c: string) => s + c.toUpperCase())
        .replace(/([.!?] )([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase())
        .trimEnd(),
    )
    .join('\n');
}

/** Whether any banned word is left (the answer may only claim to follow the voice when none is). */
export function bannedWordsIn(text: string, rules: VoiceRules): string[] {
  return rules.avoid.filter((w) => wordPattern(w).test(text));
}

