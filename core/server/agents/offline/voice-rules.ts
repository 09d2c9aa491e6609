import nlp from 'compromise';
import { avoidedClaimsOf, claimRuleOf, withoutAvoidedClaims, type AvoidedClaim } from './avoided-claims.ts';
import { englishModel, findPhrase, inflect, mayContain, lemmaPattern, termsOf, type PhraseMatch, type Term } from './lemma-match.ts';
import { mannerRuleOf, mannerRulesOf, withoutMannerBreaches, type MannerRule } from './manner-rules.ts';
import { JARGON, dropsBeforeNoun, partOfSpeech, plainWordFor } from './plain-words.ts';
import { toConversational, toFormal } from './register.ts';
import { requiredDetailOf, type RequiredDetail } from './required-details.ts';
import { limitSentenceLength } from './sentence-limit.ts';
import { withoutFakeUrgency, withoutFiller, withoutShouting, withoutStockPhrases } from './tone-down.ts';

/** A brand voice's rules as the offline engine applies them to copy it writes. */
export interface VoiceRules {
  tone: string | null;
  formality: 'formal' | 'conversational' | null;
  maxSentenceWords: number | null;
  prefer: string[];
  avoid: string[];
  signOff: string | null;
  colour: string | null;
  /** Claims the voice or the profile forbids ("never promise same-day delivery"); absent when there are none. */
  claims?: AvoidedClaim[];
  /** Rules on how copy treats people ("never shame owners who feed kibble", "never guilt-trip donors"); absent when there are none. */
  manners?: MannerRule[];
  /** How many exclamation marks a piece of copy may carry ("no exclamation marks" gives 0); absent when the voice says nothing. */
  maxExclamations?: number;
  /** The voice says no emoji. */
  noEmoji?: boolean;
  /** The word a rule says to write instead of a banned one ('Say "agents", never "reps"' gives reps → agents). */
  swaps?: Record<string, string>;
  /** Rules on what copy must always say ("Always say what a job costs and how long it takes"); absent when there are none. */
  requires?: RequiredDetail[];
}

export const NO_VOICE_RULES: VoiceRules = { tone: null, formality: null, maxSentenceWords: null, prefer: [], avoid: [], signOff: null, colour: null };

/**
 * Reads a saved brand voice: `Label: value` lines (Tone, Formality, Sentences, Prefer, Avoid, Sign-off, Colour,
 * as the Brand Voice agent writes them) and the same rules said in prose ("never use ...", "sign off with ...").
 */
export function voiceRulesOf(voice: string | null): VoiceRules {
  if (!voice?.trim()) return NO_VOICE_RULES;
  // ('**Tone:** warm', '- **Sign-off**: Warmly, Sam': a label in bold is the same label.)
  voice = voice.replace(/(\*\*|__)([^*_\n]{1,40}?)\1\s*:/g, '$2:').replace(/(\*\*|__)([^*_\n]{1,40}?):\1/g, '$2:');
  const rules: VoiceRules = { ...NO_VOICE_RULES, prefer: [], avoid: [] };
  const claims: AvoidedClaim[] = [];
  const manners: MannerRule[] = [];
  const requires: RequiredDetail[] = [];
  let statedLimit = false;
  // Labelled lines stay whole; prose is read a sentence at a time.
  // A label that only groups sentences ('Rules: Never promise … Keep sentences under 20 words.') is read as those sentences.
  const lines = withSignOffBelow(voice.split('\n')).flatMap((l) => {
    const grouped = /^[-*\s]*(?:(?:house |voice |our |style |writing )?(?:rules?|guidelines?|principles?|notes?)):\s*(.+)$/i.exec(l);
    if (grouped) return grouped[1]!.split(/(?<=[.!?])\s+/);
    // (A labelled line's own sentence is its rule; a sentence after it starting 'Also …' is a rule of its own.)
    if (/^[-*\s]*[A-Za-z' -]{2,24}(?:,?\s*(?:in (?:any|all|every) forms?|any form|all forms)|\s*\([^)]{0,40}\))?:/.test(l)) {
      const [own, ...more] = l.split(/(?<=[.!?])\s+(?=Also\b)/);
      return [own!, ...more];
    }
    return l.split(/(?<=[.!?])\s+/);
  });
  for (const raw of lines) {
    const line = raw.replace(/^[-*\s]+/, '').trim();
    // ('Banned words, in any form: "master" (mastering, …)': the label with what qualifies it is still the label.)
    const labelled = /^([A-Za-z' -]{2,24})(?:,?\s*(?:in (?:any|all|every) forms?|any form|all forms)|\s*\([^)]{0,40}\))?:\s*(.+)$/.exec(line);
    const label = labelled?.[1]!.toLowerCase().trim() ?? '';
    let value = labelled?.[2]!.trim() ?? line;
    if (/^tone$/.test(label)) {
      rules.tone = value;
      // A plain-spoken tone speaks in everyday words: its register is conversational unless a line says otherwise.
      if (/\b(?:plain-spoken|plainspoken|down-to-earth|chatty|approachable)\b/i.test(value)) rules.formality ??= 'conversational';
    }
    else if (/formality|register/.test(label)) rules.formality = formalityOf(value);
    else if (/sentence/.test(label)) {
      rules.maxSentenceWords = sentenceLimitOf(value);
      statedLimit = statedSentenceLimit(value) !== null;
    }
    else if (/^(prefer|preferred words|use|signature words|say)$/.test(label)) rules.prefer.push(...wordList(value));
    else if (/claim|never promise|promises/.test(label)) claims.push(...avoidedClaimsOf(value.split(/;|,\s+/).map((c) => (claimRuleOf(c) ? c : `never promise ${c}`)).join('\n')));
    else if (/^(avoid|banned words?|never use|never say|don'?t say|do not use|don'?t|words to avoid|banned|words (?:we|i) (?:never|don'?t|do not) (?:use|say)|(?:we|i) never (?:use|say)|words we avoid|words we ban)$/.test(label)) {
      // 'kids (say children or families)', 'gem (so no "hidden gem")': a bracket after a word says what to write
      // instead or why; the word is what is banned, never the words of its note.
      const notes = [...value.matchAll(/([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s*\(\s*(?:say|use|write|try|prefer)\s+["“]?([^"”),]+?)["”]?(?:\s+(?:or|and)\s+[^)]*)?\s*(?:instead)?\)/giu)];
      for (const m of notes) rules.swaps = { ...rules.swaps, [m[1]!.trim().toLowerCase()]: m[2]!.trim() };
      value = value.replace(/\s*\([^()]*\)/g, '');
      // An Avoid line may hold claim rules beside words ("synergy, never promise same-day delivery").
      claims.push(...avoidedClaimsOf(value));
      manners.push(...mannerRulesOf(value), ...value.split(/[,;]/).flatMap((item) => mannerRuleOf(item, true) ?? []));
      rules.avoid.push(...wordsOnly(value));
      rules.prefer.push(...preferredIn(value));
      for (const [from, to] of swapsIn(value)) rules.swaps = { ...rules.swaps, [from]: to };
    }
    // ('Sign off: "Sam and the team".': the words in quotes, without the sentence's own full stop.)
    // ('always "Love, the Kiln team"', 'Warmly, Sam (emails only)': the quoted words, else the value without its note.)
    else if (/sign[- ]?off|closing|sign[- ]?ature|^sign(?:\s+(?:all|every|each|our))?\s+(?:emails?|messages?|letters?)$/.test(label)) rules.signOff = signOffIn(`Sign off every email with ${value.replace(/^(?:always|every time)\s*:?\s*/i, '').replace(/\s*\([^)]*\)\s*\.?$/, '')}`) ?? (/(?:^|\s)["“'‘](.{2,80}?)["”'’](?=\s|[.,;)]|$)/.exec(value)?.[1] ?? value.replace(/\s*\([^)]*\)\s*$/, '').replace(/[.;]+$/, '').replace(/^["“]|["”]$/g, '')).trim();
    else if (requiredDetailOf(line)) {
      requires.push(requiredDetailOf(line)!);
      // ('Always say "instructor", never "teacher" or "trainer"': the words it replaces are banned, each swapped for it.)
      for (const [from, to] of swapsIn(line)) {
        rules.swaps = { ...rules.swaps, [from]: to };
        rules.avoid.push(from);
      }
    }
    // ('Never call people beginners; say first-timers or new climbers': the word swapped for the first it names.)
    else if (NEVER_CALL.test(line.replace(/^[-*]\s*/, ''))) {
      const m = NEVER_CALL.exec(line.replace(/^[-*]\s*/, ''))!;
      rules.swaps = { ...rules.swaps, [m[1]!.toLowerCase()]: m[2]! };
      rules.avoid.push(m[1]!.toLowerCase());
    }
    // ('Never mention a competitor by name': the names are the profile's, checked as a manner, not a claim's words.)
    else if (mannerRuleOf(line)?.kind === 'rival') manners.push(mannerRuleOf(line)!);
    else if (claimRuleOf(line)) claims.push(...avoidedClaimsOf(line));
    else if (mannerRuleOf(line)) manners.push(...mannerRulesOf(line));
    else {
      const never = /\b(?:never (?:use|say)|avoid(?: the words?)?|don'?t (?:use|say)|do not (?:use|say))\s+(.+)/i.exec(line);
      // ('Never say any product is nut-free, gluten-free or allergen-free': the words are what follows 'is'.)
      // ('Also avoid corporate filler such as "solutions" and "world-class"': the quoted words, not the description.)
      const quotedWords = never ? [...never[1]!.matchAll(/["“]([^"”]{2,40})["”]/g)].map((m) => m[1]!.trim()) : [];
      if (never && quotedWords.length && /\b(?:such as|like|e\.g\.|for example|including)\b/i.test(never[1]!)) rules.avoid.push(...quotedWords);
      // ('Never say dancing is easy, effortless or painless': the subject may stand without a determiner.)
      else if (never) rules.avoid.push(...wordsOnly(never[1]!.replace(/^(?:that\s+)?(?:(?:any|a|an|the|our|your)\s+)?[\w-]+\s+(?:is|are)\s+/i, '')));
      // ('Never say a room is impossible to escape' is a claim too: 'Nobody has ever escaped Vault 9' makes it.)
      if (never && /^(?:that\s+)?(?:any|a|an|the|our|your)\s+[\w-]+\s+(?:is|are)\s+\S/i.test(never[1]!)) claims.push(...avoidedClaimsOf(`never claim ${never[1]!.replace(/[.!]+$/, '')}`).map((c) => ({ ...c, rule: line.replace(/[.!]+$/, '') })));
      rules.prefer.push(...preferredIn(line));
      const replaced = PREFERENCE.exec(line)?.[2];
      if (replaced) rules.avoid.push(...wordList(replaced));
      else rules.avoid.push(...swapsIn(line).map(([from]) => from));
      for (const [from, to] of swapsIn(line)) rules.swaps = { ...rules.swaps, [from]: to };
      claims.push(...avoidedClaimsOf(line));
      const signOff = signOffIn(line);
      if (signOff) rules.signOff = signOff;
      rules.formality ??= /\b(conversational|casual|informal|friendly|plain-spoken|plainspoken|down-to-earth|chatty|approachable)\b/i.test(line) ? 'conversational' : /\b(formal)\b/i.test(line) && !/\binformal\b/i.test(line) ? 'formal' : null;
      // ('… plain words, short sentences.' then 'Keep sentences under 20 words.': the number is the limit.)
      if (/\bsentences?\b/i.test(line) && (rules.maxSentenceWords === null || (rules.maxSentenceWords === SHORT_SENTENCES && !statedLimit))) {
        const stated = statedSentenceLimit(line);
        rules.maxSentenceWords = stated ?? rules.maxSentenceWords ?? sentenceLimitOf(line);
        statedLimit ||= stated !== null;
      }
    }
    if (/\b(no|never use|avoid|don'?t use|without)\s+(?:any\s+)?emojis?\b/i.test(line)) rules.noEmoji = true;
    const exclaim = exclamationLimitOf(line);
    if (exclaim !== null) rules.maxExclamations = Math.min(rules.maxExclamations ?? exclaim, exclaim);
    const colour = /#[0-9a-fA-F]{6}\b/.exec(line)?.[0];
    if (colour) rules.colour ??= colour;
  }
  // A voice written as prose has no Tone line: its first line describes it.
  const firstLine = voice.trim().split('\n')[0]!.trim();
  // ('We sound like a neighbour showing you round: warm, plain-spoken and proud': the words after the colon.)
  const described = /^(?:we|we're|we are|our voice|our tone|the voice)\b[^:\n]{0,100}:\s*([^.\n]{3,80})/i.exec(firstLine);
  if (!rules.tone && described) rules.tone = described[1]!.trim();
  // ('Greenlane brand voice', '# Our voice': a title over the voice names it; it is no tone.)
  const title = /^#*\s*(?:[\w&'’.-]+\s+){0,4}(?:brand\s+)?(?:voice|tone(?: of voice)?|style guide|brand guide(?:lines)?)\s*$/i.test(firstLine);
  if (!rules.tone && !title && !/^[A-Za-z' -]{2,24}:/.test(firstLine) && firstLine.length <= 80) rules.tone = firstLine;
  rules.avoid = unique(rules.avoid);
  rules.prefer = unique(rules.prefer).filter((w) => !rules.avoid.includes(w));
  // 'always say she is "scheduled to steam"': the wording the voice gives instead keeps a claim rule on the same thing.
  const givenIn = (text: string) => [...text.matchAll(/\b(?:always|instead)\s+(?:say|write|use)\b[^"“\n.]{0,30}["“]([^"”\n]{3,40})["”]/gi)].map((m) => m[1]!.trim());
  const allowed = givenIn(voice);
  if (claims.length) rules.claims = uniqueClaims(claims).map((c) => {
    // On the same thing (a word of the claim in it), or given on the rule's own line.
    const ownLine = voice.split('\n').find((l) => l.toLowerCase().includes(c.rule.toLowerCase())) ?? '';
    const mine = [...new Set([...allowed.filter((a) => c.keys.some((k) => a.toLowerCase().includes(k.toLowerCase()))), ...givenIn(ownLine)])];
    return mine.length ? { ...c, allowed: mine } : c;
  });
  if (manners.length) rules.manners = uniqueManners(manners);
  if (requires.length) rules.requires = requires.filter((r, i) => requires.findIndex((o) => o.rule.toLowerCase() === r.rule.toLowerCase()) === i);
  return rules;
}

/** An "avoid" answer or instruction as words: short comma-separated items only (a sentence there is advice, and a claim rule is read by avoidedClaimsOf). */
export function avoidWordsOfProfile(answer: string | undefined): string[] {
  if (!answer) return [];
  // 'foodie clichés (artisan, decadent, indulgent)': the words in the bracket are the ones meant, the label only names them.
  const listed = answer.replace(/[\p{L}' -]{2,40}\(([^()]{3,200})\)/gu, (whole, inner: string) => (inner.split(/,/).length >= 2 ? ` ${inner.replace(/\s+(?:and|or)\s+so\s+on\b|,?\s+etc\.?/gi, '')}` : whole));
  // ('Never any claim that a product is free from nuts, gluten or any other allergen': a claim rule's list is its
  // claim's, read by avoidedClaimsOf; 'gluten' is no banned word.)
  // ('Avoid "museum quality".': a sentence that only quotes words to avoid bans those words, as written; 'never say "…"'
  // is read as a claim rule below, as before.)
  const quotedOnly = /^\s*(?:never (?:use|write)|avoid(?: the words?)?|don'?t (?:use|write)|do not (?:use|write))\s+((?:["“][^"”]{2,40}["”](?:\s*,\s*|\s+(?:or|and|nor)\s+|,\s*(?:or|and)\s+)?)+)[.!]?\s*$/i;
  const sentences = listed.split(/(?<=[.!?])\s+/);
  const quoted = sentences.flatMap((sentence) => {
    const m = quotedOnly.exec(sentence);
    return m ? [...m[1]!.matchAll(/["“]([^"”]{2,40})["”]/g)].map((q) => q[1]!.trim()) : [];
  });
  const words = sentences.filter((sentence) => !quotedOnly.test(sentence) && !/^\s*(?:never|no|don'?t|do not|avoid)\b[^.]*\b(?:claims?|promis\w*|say|suggest\w*|impl\w*)\b/i.test(sentence)).join(' ');
  return [...quoted, ...wordsOnly(words)]
    // 'words like guaranteed or stress-free' names the words; 'promises about passing' is a kind of claim, no word.
    .map((w) => w.replace(/^(?:words?|terms?|phrases?)\s+(?:like|such as)\s+|^the\s+words?\s+/i, '').trim())
    .filter((w) => w && w.split(' ').length <= 3 && !/^(?:promises?|claims?|guarantees?|talk|language)\s+(?:about|of|on|that)\b/i.test(w));
}

/**
 * The rules with a profile's avoid answer added: its words to the banned words, its claim rules ("never
 * promise same-day delivery") to the claims. The engine's rules for every agent should come through here.
 */
export function withAvoidAnswer(rules: VoiceRules, answer: string | null | undefined): VoiceRules {
  if (!answer?.trim()) return rules;
  // 'say "clients", never "customers"' in the answer bans the word and names the one to write instead.
  const swaps = Object.fromEntries([...Object.entries(rules.swaps ?? {}), ...swapsIn(answer)]);
  const avoid = unique([...rules.avoid, ...avoidWordsOfProfile(answer), ...Object.keys(swaps)]);
  const claims = uniqueClaims([...(rules.claims ?? []), ...avoidedClaimsOf(answer)]);
  const manners = uniqueManners([...(rules.manners ?? []), ...mannerRulesOf(answer), ...answer.split(/[,;\n]/).flatMap((item) => mannerRuleOf(item, true) ?? [])]);
  return { ...rules, avoid, prefer: rules.prefer.filter((w) => !avoid.includes(w)), ...(claims.length ? { claims } : {}), ...(manners.length ? { manners } : {}), ...(Object.keys(swaps).length ? { swaps } : {}) };
}

/** The words of a list, without its claim rules and without "never"/"no" items that are advice. */
function wordsOnly(value: string): string[] {
  return value
    .split(/[,;\n]|(?<=[a-z"”])\.\s+|\s+(?:and|or|but)\s+(?=(?:never|no|don'?t|do not)\s)/i)
    .flatMap((item) => {
      // 'Say "fixed quote", not "estimate"': the word after "not" is the one to avoid; the other is preferred.
      const instead = PREFERENCE.exec(item.trim());
      if (instead) return instead[2] ? wordList(instead[2]) : [];
      const not = /^\s*(?:not|instead of|rather than)\s+["“]([^"”]+)["”]/i.exec(item);
      if (not) return wordList(not[1]!);
      return !claimRuleOf(item) && !mannerRuleOf(item, true) && !/^\s*(never|no|don'?t|do not|always)\b(?!-)/i.test(item) ? wordList(item) : [];
    });
}

/** 'Say "fixed quote", not "estimate"' or 'use "engineer" instead of "technician"': a preferred word, and the one it replaces. */
// 'We say "you", not "users"' and 'Always write …' are the same rule.
// ('Always say "instructor", never "teacher" or "trainer"': every quoted word after 'never' is replaced.)
const PREFERENCE = /^(?:(?:we|always|please)\s+)*(?:say|use|write|call (?:it|them|us))\s+["“]([^"”]+)["”]\s*(?:,?\s*(?:not|never|instead of|rather than)\s+((?:["“][^"”]+["”](?:\s*,\s*|\s+(?:or|and|nor)\s+)?)+))?/i;

/** 'Never call people beginners; say first-timers or new climbers': (1) the word not to use, (2) the one to say instead. */
const NEVER_CALL = /^(?:never|don'?t|do not)\s+(?:call|describe|refer to)\s+(?:people|them|customers|clients|members|guests|anyone|our\s+[a-z]+)\s+(?:as\s+)?["“]?([a-z][a-z'-]+)["”]?\s*[;,:.–—-]\s*(?:say|use|call them|write)\s+["“]?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)["”]?(?:\s+or\s+[^.]+)?\.?$/i;

// ('Call them guests, never customers': one word for another, without quotation marks.)
const BARE_PREFERENCE = /^(?:(?:we|always|please)\s+)*(?:say|call (?:it|them|us|our [a-z]+))\s+([a-z][a-z'-]+)\s*,?\s*(?:not|never|rather than|instead of)\s+([a-z][a-z'-]+(?:\s*(?:,|\bor\b|\band\b|\bnor\b)\s*[a-z][a-z'-]+)*)\s*\.?$/i;

/** The voice's swaps grouped by the word to write: 'physio' → ['therapist', 'masseur']. */
export function swapsByWord(rules: VoiceRules): Map<string, string[]> {
  const byWord = new Map<string, string[]>();
  for (const [from, to] of Object.entries(rules.swaps ?? {})) byWord.set(to, [...(byWord.get(to) ?? []), from]);
  return byWord;
}

/** The banned words a line names with the word to write instead. */
function swapsIn(value: string): [string, string][] {
  return value.split(/[;\n]|(?<=[a-z"”])\.\s+/).flatMap((item) => {
    const m = PREFERENCE.exec(item.trim());
    if (m?.[2]) return [...m[2].matchAll(/["“]([^"”]+)["”]/g)].map((q) => [q[1]!.trim().toLowerCase(), m[1]!.trim()] as [string, string]);
    const bare = BARE_PREFERENCE.exec(item.trim().replace(/^[-*]\s*/, ''));
    return bare ? bare[2]!.split(/\s*(?:,|\bor\b|\band\b|\bnor\b)\s*/i).filter(Boolean).map((w) => [w.toLowerCase(), bare[1]!] as [string, string]) : [];
  });
}

/** The words an Avoid line or an instruction prefers ('say "fixed quote", not "estimate"' prefers "fixed quote"). */
function preferredIn(value: string): string[] {
  return value.split(/[;\n]|(?<=[a-z"”])\.\s+/).flatMap((item) => {
    const m = PREFERENCE.exec(item.trim());
    return m ? wordList(m[1]!) : [];
  });
}

function uniqueManners(manners: MannerRule[]): MannerRule[] {
  // ('never run down other bike shops' in the profile is the voice's 'Never run down other bike shops or mechanics,
  // by name or in general': one rule, kept as the voice words it.)
  const said = (m: MannerRule) => m.rule.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const kept: MannerRule[] = [];
  for (const m of manners) {
    if (kept.some((k) => k.kind === m.kind && said(k).startsWith(said(m)))) continue;
    const shorter = kept.findIndex((k) => k.kind === m.kind && said(m).startsWith(said(k)));
    if (shorter >= 0) kept[shorter] = m;
    else kept.push(m);
  }
  return kept;
}

function uniqueClaims(claims: AvoidedClaim[]): AvoidedClaim[] {
  const seen = new Set<string>();
  return claims.filter((c) => !seen.has(c.rule.toLowerCase()) && Boolean(seen.add(c.rule.toLowerCase())));
}

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}][\u{FE0F}\u{200D}\p{Extended_Pictographic}]*/u;

/** "No exclamation marks" gives 0; "one exclamation mark at most" gives 1; null when the line says nothing of them. */
function exclamationLimitOf(line: string): number | null {
  if (!/exclamation/i.test(line)) return null;
  if (/\b(no|never|avoid|don'?t use|without)\b[^.]{0,20}exclamation/i.test(line) && !/\b(more than|at most|max|one|1)\b/i.test(line)) return 0;
  const n = /\b(?:at most|max(?:imum)?|no more than|up to|only)?\s*(one|two|three|\d)\s+exclamation/i.exec(line) ?? /exclamation marks?[^.]{0,20}?\b(?:at most|max(?:imum)?|no more than)\s*(one|two|three|\d)/i.exec(line);
  if (n) return { one: 1, two: 2, three: 3 }[n[1]!.toLowerCase()] ?? Number(n[1]);
  return null;
}

/** Keeps the first `limit` exclamation marks of the copy; the rest become full stops. */
function withExclamationLimit(text: string, limit: number): { text: string; removed: number } {
  let seen = 0;
  let removed = 0;
  const out = text.replace(/!+/g, () => {
    seen++;
    if (seen <= limit) return '!';
    removed++;
    return '.';
  });
  return { text: out, removed };
}

function formalityOf(value: string): VoiceRules['formality'] {
  if (/\b(conversational|casual|informal|friendly|relaxed)\b/i.test(value)) return 'conversational';
  if (/\bformal\b/i.test(value)) return 'formal';
  return null;
}

/** 'Short sentences' with no number: a limit until a line gives one. */
const SHORT_SENTENCES = 16;

/** A sentence limit with its number ('no sentence over 22 words', 'nothing longer than 20 words'). */
function statedSentenceLimit(value: string): number | null {
  const n = /(?:at most|under|max(?:imum)?|no more than|up to|<=?|(?:no|not|nothing|never)\s+(?:\w+\s+)?(?:over|longer than|above|more than))\s*(\d{1,2})\s*words?/i.exec(value) ?? /(\d{1,2})\s*words?\s*(?:or fewer|or less|max(?:imum)?|at (?:the )?most|tops)\b/i.exec(value);
  return n ? Math.max(6, Number(n[1])) : null;
}

function sentenceLimitOf(value: string): number | null {
  return statedSentenceLimit(value) ?? (/\bshort\b/i.test(value) ? SHORT_SENTENCES : null);
}

function wordList(value: string): string[] {
  return value
    .replace(/\.$/, '')
    .split(/,|;|\bor\b|\band\b|\//)
    .map((w) => w.trim().replace(/^["“'‘]|["”'’]$/g, '').toLowerCase())
    .filter((w) => w && w.length <= 40 && /[a-z]/.test(w));
}

const unique = (words: string[]) => [...new Set(words)];


/** One edit applyVoice made, as it was made: the change list and a rewrite's "What changed" are built from these. */
export type VoiceEdit =
  | { kind: 'claim'; removed: string; rule: string }
  | { kind: 'manner'; removed: string; rule: string }
  | { kind: 'urgency'; removed: string }
  | { kind: 'stock'; from: string; to: string }
  | { kind: 'jargon'; from: string; to: string }
  | { kind: 'filler'; removed: string }
  | { kind: 'shouting'; exclamations: number; capitals: string[] }
  | { kind: 'register'; register: 'conversational' | 'formal'; from: string; to: string }
  | { kind: 'banned'; word: string; from: string; to: string | null }
  | { kind: 'split'; sentences: number; limit: number }
  | { kind: 'sign-off'; from: string | null; to: string };

export interface VoicedText {
  text: string;
  /** What changed, in words a marketer reads, from the edits actually made (empty when nothing needed changing). */
  changes: string[];
  /** The edits themselves, in the order they were made. */
  edits: VoiceEdit[];
  /** Sentences still over the sentence limit: no clause boundary to split them at. */
  overLimit: string[];
}

export interface VoiceOptions {
  /** Tightening a draft: fake urgency, stock phrases, jargon, filler and shouting go too. */
  tighten?: boolean;
  /** A regenerate's index: the next plain word where there are several. */
  variant?: number;
  /** The text is a letter (an email): it ends with the voice's sign-off. */
  signOff?: boolean;
}

/** Where a banned word has no plain word and is a noun or a verb, the copy gets a marked blank rather than broken English. */
export const blankFor = (_word: string) => '[plainer word]';
/** A blank the engine marked for the writer to fill ("[another word for "cure"]", "[price]"). */
const MARKED_BLANK = /\[[^\]\n]{1,80}\]/g;

/**
 * Applies the voice to copy the agent writes (or a draft it rewrites): claims the rules forbid taken out,
 * banned words replaced in every form, the register, every sentence within the limit, and, when tightening,
 * fake urgency, shouting, stock phrases and filler gone. Headings, list markers, merge tags and line breaks
 * are kept. The changes it reports are the edits it made.
 */
export function applyVoice(text: string, rules: VoiceRules, options: VoiceOptions = {}): VoicedText {
  const edits: VoiceEdit[] = [];
  let out = text;
  // How a sentence treats people is read before its words change: "needy" is part of what makes a guilt trip.
  if (rules.manners?.length) {
    const cleared = withoutMannerBreaches(out, rules.manners);
    out = cleared.text;
    for (const r of cleared.removed) edits.push({ kind: 'manner', removed: r.text, rule: r.rule.rule });
  }
  if (options.tighten) {
    const calm = withoutFakeUrgency(out);
    out = calm.text;
    for (const removed of calm.removed) edits.push({ kind: 'urgency', removed });
    const stock = withoutStockPhrases(out);
    out = stock.text;
    for (const s of stock.swaps) edits.push({ kind: 'stock', ...s });
    // Jargon the voice does not ban stays where there is no plain word for it: a blank is for banned words only.
    const jargon = replaceWords(out, JARGON.filter((w) => !rules.avoid.some((a) => sameWord(a, w))), options.variant ?? 0, {}, true);
    out = jargon.text;
    for (const r of jargon.replaced) edits.push({ kind: 'jargon', from: r.from, to: r.to ?? '' });
    const filler = withoutFiller(out);
    out = filler.text;
    for (const removed of filler.removed) edits.push({ kind: 'filler', removed });
    const quiet = withoutShouting(out);
    out = quiet.text;
    if (quiet.exclamations || quiet.capitals.length) edits.push({ kind: 'shouting', exclamations: quiet.exclamations, capitals: quiet.capitals });
  }
  const banned = replaceWords(out, rules.avoid, options.variant ?? 0, rules.swaps);
  out = banned.text;
  for (const r of banned.replaced) edits.push({ kind: 'banned', word: r.word, from: r.from, to: r.to });
  // Claims after the words: a sentence whose only fault was a banned word ("painless whitening") keeps
  // its point once the word is gone, instead of going whole.
  if (rules.claims?.length) {
    const cleared = withoutAvoidedClaims(out, rules.claims);
    out = cleared.text;
    for (const r of cleared.removed) edits.push({ kind: 'claim', removed: r.text, rule: r.claim.rule });
  }
  // The register last among the word edits, so no change is reported in a sentence a rule then took out.
  if (rules.formality) {
    const register = rules.formality === 'conversational' ? toConversational(out) : toFormal(out);
    out = register.text;
    for (const s of register.swaps) edits.push({ kind: 'register', register: rules.formality, ...s });
  }
  if (rules.noEmoji && EMOJI.test(out)) {
    out = out.replace(new RegExp(`\\s?(?:${EMOJI.source})+`, 'gu'), '');
  }
  if (rules.maxExclamations !== undefined) {
    const calmer = withExclamationLimit(out, rules.maxExclamations);
    out = calmer.text;
    if (calmer.removed) edits.push({ kind: 'shouting', exclamations: calmer.removed, capitals: [] });
  }
  let overLimit: string[] = [];
  if (rules.maxSentenceWords) {
    const limited = limitSentenceLength(out, rules.maxSentenceWords);
    out = limited.text;
    overLimit = limited.over;
    if (limited.split) edits.push({ kind: 'split', sentences: limited.split, limit: rules.maxSentenceWords });
  }
  if (options.signOff && rules.signOff) {
    const signed = withSignOff(out, rules.signOff);
    if (signed.text !== out) edits.push({ kind: 'sign-off', from: signed.replaced, to: rules.signOff });
    out = signed.text;
  }
  return { text: tidy(out), changes: changesOf(edits, rules), edits, overLimit };
}

/** The change list: one line per kind of edit, naming what was edited. */
function changesOf(edits: VoiceEdit[], rules: VoiceRules): string[] {
  const changes: string[] = [];
  const of = <K extends VoiceEdit['kind']>(kind: K) => edits.filter((e): e is Extract<VoiceEdit, { kind: K }> => e.kind === kind);
  const quoted = (items: string[]) => [...new Set(items)].map((i) => `"${i}"`).join(', ');
  const claims = of('claim');
  if (claims.length) changes.push(`removed ${claims.length === 1 ? 'a claim' : 'claims'} your rules forbid (${quoted(claims.map((c) => c.removed))})`);
  const manners = of('manner');
  if (manners.length) changes.push(`removed ${manners.length === 1 ? 'a sentence' : 'sentences'} your rules forbid (${quoted(manners.map((m) => m.removed))})`);
  const urgency = of('urgency');
  if (urgency.length) changes.push(`removed fake urgency (${quoted(urgency.map((u) => u.removed))})`);
  const plain = [...of('stock'), ...of('jargon')];
  if (plain.length) changes.push(`replaced stock phrases and jargon (${[...new Set(plain.map((p) => (p.to ? `${p.from} → ${p.to}` : `dropped ${p.from}`)))].join(', ')})`);
  const filler = of('filler');
  if (filler.length) changes.push(`cut filler words (${[...new Set(filler.map((f) => f.removed.toLowerCase()))].join(', ')})`);
  for (const s of of('shouting')) changes.push(`toned down shouting (${[s.exclamations ? `${s.exclamations} exclamation marks` : '', s.capitals.length ? `capitals in ${s.capitals.join(', ')}` : ''].filter(Boolean).join('; ')})`);
  const register = of('register');
  if (register.length) changes.push(register[0]!.register === 'conversational' ? 'used contractions and everyday words (conversational)' : 'expanded contractions and dropped slang (formal)');
  const banned = of('banned');
  const ruleWords = (pick: (e: Extract<VoiceEdit, { kind: 'banned' }>) => boolean) => rules.avoid.filter((w) => banned.some((b) => b.word === w && pick(b)));
  const replaced = ruleWords((b) => Boolean(b.to));
  const dropped = ruleWords((b) => b.to === '');
  const blanked = ruleWords((b) => b.to === null);
  if (replaced.length) changes.push(`replaced words your voice avoids (${replaced.join(', ')})`);
  if (dropped.length) changes.push(`dropped words your voice avoids (${dropped.join(', ')})`);
  if (blanked.length) changes.push(`marked words your voice avoids for you to replace (${blanked.join(', ')})`);
  for (const s of of('split')) changes.push(`split sentences longer than ${s.limit} words`);
  for (const s of of('sign-off')) changes.push(s.from ? `replaced the closing "${s.from}" with "${s.to}"` : `added the sign-off "${s.to}"`);
  return changes;
}

/** Whether two entries name the same word in any form ("leverage" and "leveraging"). */
function sameWord(a: string, b: string): boolean {
  const pa = lemmaPattern(a).words;
  const pb = lemmaPattern(b).words;
  return pa.length === pb.length && pa.every((forms, i) => [...forms].some((f) => pb[i]!.has(f)));
}

interface Replaced {
  word: string;
  from: string;
  /** The plain word; '' when the word was dropped; null when a blank was left to fill. */
  to: string | null;
}

/** A capitalised word opening the line that the dictionary lacks is a name ("Tallyroute leverages …"), though the tagger reads an order. */
function isNameAtStart(t: Term, terms: readonly Term[]): boolean {
  return terms[0] === t && /^[A-Z][a-z]+$/.test(t.text) && englishModel.one.lexicon[t.lower] === undefined;
}

/** Replaces every form of each word in the copy by its plain word (or drops an adjective, or leaves a marked blank). */
function replaceWords(text: string, words: readonly string[], variant: number, swaps: Record<string, string> = {}, keepUnplain = false): { text: string; replaced: Replaced[] } {
  const wanted = words.filter((w) => w.trim());
  if (!wanted.length) return { text, replaced: [] };
  const replaced: Replaced[] = [];
  const lines = text.split('\n').map((line) => {
    const candidates = wanted.filter((w) => mayContain(line, lemmaPattern(w)));
    if (!candidates.length) return line;
    const terms = termsOf(line);
    const matches: (PhraseMatch & { word: string })[] = [];
    // Longer phrases first, so "game changer" is replaced whole before "game" alone could be.
    // A marked blank already left for a word is not copy: voicing a text twice must not blank the blank.
    const blanks = [...line.matchAll(MARKED_BLANK)].map((b) => ({ start: b.index, end: b.index + b[0].length }));
    for (const word of [...candidates].sort((a, b) => lemmaPattern(b).words.length - lemmaPattern(a).words.length))
      for (const m of findPhrase(line, word, terms)) if (![...matches, ...blanks].some((x) => m.start < x.end && x.start < m.end)) matches.push({ ...m, word });
    if (!matches.length) return line;
    let out = line;
    // Where a sentence taken out whole began: a match inside it (read right to left) went with it.
    let cutFrom = Infinity;
    for (const m of matches.sort((a, b) => b.start - a.start)) {
      if (m.end > cutFrom) {
        replaced.unshift({ word: m.word, from: m.text, to: '' });
        continue;
      }
      // A word the tagger calls a noun but that stands before another noun or adjective modifies it ("revolutionary new plan").
      const next = terms.find((t) => t.start >= m.end);
      // A hyphenated compound stands before the word it describes ("world-class experiences"), whatever the tagger calls that word.
      const functionWord = (t: Term) => ['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Copula', 'Modal', 'Adverb'].some((g) => t.tags.has(g));
      // (Only within the sentence: 'sparkling and pristine. Our team' puts no noun after 'pristine'.)
      const beforeNoun = Boolean(next && !/[.!?;:]/.test(line.slice(m.end, next.start)) && !next.tags.has('Pronoun') && !next.tags.has('Determiner') && ((next.tags.has('Noun') || next.tags.has('Adjective')) || (/-/.test(m.text) && !functionWord(next))));
      const modifies = beforeNoun && /^\s+$/.test(line.slice(m.end, next!.start)) && ((m.tags.has('Noun') && !m.tags.has('Plural')) || (m.tags.has('Gerund') && plainWordFor(m.word, m, variant) === null));
      // "Our AI leverages integrations": a word after its subject and before its object is a verb, whatever the tagger says.
      const prev = [...terms].reverse().find((t) => t.end <= m.start);
      const asVerb = new Set(/[^s]s$/i.test(m.text) ? ['Verb', 'PresentTense'] : ['Verb']);
      const afterTo = Boolean(prev && prev.lower === 'to' && m.tags.has('Noun') && plainWordFor(m.word, { text: m.text, tags: new Set(['Verb']) }, variant) !== null);
      // "Leverage our tools to grow": a clause that opens on the word, with an object after it, gives an order (a verb).
      const opensClause = !prev || /[.!?:;]\s*$/.test(line.slice(prev.end, m.start)) || /^\s*[-*•]\s*$/.test(line.slice(0, m.start));
      const ordered = opensClause && m.tags.has('Noun') && !/-/.test(m.text) && Boolean(next && (next.tags.has('Possessive') || next.tags.has('Determiner'))) && plainWordFor(m.word, { text: m.text, tags: asVerb }, variant) !== null;
      const verbHere = afterTo || ordered || m.tags.has('Noun') && !/-/.test(m.text) && Boolean(prev && (prev.tags.has('Noun') || prev.tags.has('Pronoun') || isNameAtStart(prev, terms)) && !prev.tags.has('Determiner') && !prev.tags.has('Possessive')) && Boolean(next && !next.tags.has('Verb') && !next.tags.has('Preposition')) && plainWordFor(m.word, { text: m.text, tags: asVerb }, variant) !== null;
      const tags = modifies && !verbHere ? new Set(['Adjective']) : m.tags;
      // Praise before a noun, or in a list of adjectives before one, goes rather than becoming other praise.
      const attributive = !verbHere && beforeNoun && /^(\s+|,\s+)$/.test(line.slice(m.end, next!.start)) && (m.tags.has('Adjective') || modifies || /-/.test(m.text));
      const swap = swaps[m.word];
      // The voice's own word first, in the written word's number ("reps" gives "agents").
      const single = swap && !swap.includes(' ') ? inflect.noun.toSingular(swap, englishModel) || swap : swap;
      const own = swap ? (/[^s]s$/i.test(m.text) ? inflect.noun.toPlural(single!, englishModel) : single!) : null;
      const read = verbHere ? asVerb : tags;
      // A banned phrase of words ("perfect smile") without a plain word keeps its head: the praise goes, the thing stays.
      // Only praise before its thing is dropped so: "best in town" has no head to keep (its last word is a preposition's object).
      const phraseTerms = terms.filter((t) => t.start >= m.start && t.end <= m.end);
      const praiseThenThing = phraseTerms.length > 1 && phraseTerms.slice(0, -1).every((t) => !['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Verb', 'Copula'].some((g) => t.tags.has(g)));
      const head = /\s/.test(m.word.trim()) && !/-/.test(m.word) && praiseThenThing ? /(\S+)$/.exec(m.text)![1]! : null;
      const plain = own ?? (attributive && dropsBeforeNoun(m.word) ? '' : plainWordFor(m.word, { text: m.text, tags: read }, variant) ?? head);
      const pos = partOfSpeech(read);
      const to = plain ?? (pos === 'adjective' || pos === 'adverb' ? '' : null);
      if (to === null && keepUnplain) continue;
      // The phrase taken out by `withoutPhrase` (its sentence too when it leans on it); where a sentence went whole is noted.
      const takeOut = (alone: boolean) => {
        const cut = withoutPhrase(out, m.start, m.end, alone);
        let same = 0;
        while (same < m.start && cut[same] === out[same]) same++;
        if (same < m.start) cutFrom = same;
        out = cut;
        replaced.unshift({ word: m.word, from: m.text, to: '' });
      };
      // A phrase with no plain word and no head ("the best in town") goes with its article, or its sentence goes when that would break it.
      // (A hyphenated word with no plain one, 'no-brainer', is a phrase too: a blank in its place says nothing.)
      if (to === null && /[\s-]/.test(m.word.trim())) {
        // ('a mouth-watering, explosive flavour bomb': one of a list of adjectives before the noun goes alone, with its comma.)
        takeOut(beforeNoun && Boolean(next && (next.tags.has('Noun') || next.tags.has('Adjective')) && /^(?:\s+|,\s+)$/.test(line.slice(m.end, next.start))));
        continue;
      }
      const written = to === null ? blankFor(m.text) : /^[A-Z]/.test(m.text) && to ? to.charAt(0).toUpperCase() + to.slice(1) : to;
      // ('Our teachers are very insane.': praise that is all the sentence says takes the sentence with it.)
      if (!written && /\b(?:is|are|was|were|be|been|feels?|looks?|sounds?)\s+(?:(?:so|very|really|truly|just|totally|absolutely|extremely|incredibly)\s+)?$/i.test(out.slice(0, m.start)) && /^\s*[.!?]/.test(out.slice(m.end))) {
        takeOut(false);
        continue;
      }
      let before = out.slice(0, m.start);
      let after = out.slice(m.end);
      // ('the most amazing dance school' gives 'a dance school', 'very insane teachers' gives 'teachers': the word that
      // only made the dropped one stronger goes with it.)
      if (!written && /\bthe\s+most\s+$/i.test(before)) before = before.replace(/\b(t)he\s+most\s+$/i, (_m, t: string) => (t === 'T' ? 'A ' : 'a '));
      // ('100% risk-free', 'completely safe': a measure of the dropped word goes with it.)
      else if (!written) before = before.replace(/(?:\b(?:most|more|very|so|really|truly|super|extremely|incredibly|completely|totally|perfectly|fully|entirely)|\b\d{1,3}\s?%)\s+$/i, '');
      // ('Indulge in a sauna' gives 'Enjoy a sauna': a verb that takes its object straight drops the banned verb's 'in'.)
      if (written && pos === 'verb' && /^(?:enjoy|use|take|treat|look after|take care of|improve|help|change)\b/i.test(written) && /^\s+(?:in|on|with|into)\s+\S/i.test(after) && /^(?:indulg|revel|bask|immers|wallow|luxuriat)/i.test(m.word)) after = after.replace(/^\s+(?:in|on|with|into)(?=\s)/i, '');
      // A dropped adjective takes its hyphen or comma with it ("a game-changing, fast tool"), and its "and" ("painless and fun" gives "fun").
      if (!written) after = after.replace(/^,(?=\s)/, '');
      // 'at bargain prices' without its adjective is 'at prices', which says nothing: the phrase goes whole.
      if (!written && /\s(?:at|for|with|on)\s+$/.test(before) && /^\s+(?:prices?|rates?|costs?|fees?|deals?|value)\b/i.test(after)) {
        before = before.replace(/\s+(?:at|for|with|on)\s+$/, '');
        after = after.replace(/^\s+\w+/, '');
      }
      if (!written && /^\s+(?:and|or)\s+\S/.test(after)) after = after.replace(/^\s+(?:and|or)(?=\s)/, '');
      // ('a seamless install and unbeatable value' keeps its 'and': the dropped word stood before a noun of its own.)
      else if (!written && !beforeNoun && /\s(?:and|or)\s+$/.test(before) && /^[\s,.;:!?]/.test(after || '.')) before = before.replace(/,?\s+(?:and|or)\s+$/, ' ');
      // ('a unique and quaint venue' gives 'a unique venue': an 'and' between two adjectives goes with the second.)
      else if (!written && beforeNoun && /\b([A-Za-z-]+)\s+(?:and|or)\s+$/.test(before) && isAdjectiveOnly(/\b([A-Za-z-]+)\s+(?:and|or)\s+$/.exec(before)![1]!)) before = before.replace(/\s+(?:and|or)\s+$/, ' ');
      // ('smooth, stress-free bookkeeping' gives 'smooth bookkeeping': the last of a list of adjectives takes the comma before it.)
      else if (!written && attributive && /\w,\s+$/.test(before) && /^\s+\w/.test(after)) before = before.replace(/,\s+$/, ' ');
      // Drop a duplicate the replacement makes ("revolutionary new" gives "new", not "new new").
      const following = /^\s+([A-Za-z-]+)/.exec(after);
      const duplicate = written && following && following[1]!.toLowerCase() === written.toLowerCase();
      if (duplicate) after = after.slice(following[0].length);
      before = fixArticle(before, duplicate ? following[1]! : written || /^\s*([A-Za-z]+)/.exec(after)?.[1] || '');
      out = `${before}${duplicate ? following[1]! : written}${after}`;
      replaced.unshift({ word: m.word, from: m.text, to: to ? written : to });
    }
    return out.replace(/ {2,}/g, ' ').replace(/ ([.,;:!?])/g, '$1');
  });
  return { text: lines.join('\n'), replaced };
}

/** Whether a word is an adjective and no noun ('unique', not 'install'). */
function isAdjectiveOnly(word: string): boolean {
  const tags = (nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes('Adjective') && !tags.includes('Noun');
}

/**
 * A line without a banned phrase that has no plain word: praise before a noun goes alone, an aside ("Our boats, the best in town, are quiet") loses
 * the phrase and its commas; a phrase the sentence leans on ("Our boats are the best in town", a headline "Best in
 * town") takes its whole sentence with it, since what is left would not be a sentence.
 */
function withoutPhrase(line: string, start: number, end: number, beforeNoun: boolean): string {
  // Praise before the thing it praises ("Best in town boats") goes alone: the thing stays.
  if (beforeNoun) return `${line.slice(0, start)}${line.slice(end).replace(/^,?\s+/, '').replace(/^[a-z]/, (c) => (/(?:^|[.!?:]\s*)$/.test(line.slice(0, start).trim()) || !line.slice(0, start).trim() ? c.toUpperCase() : c))}`;
  let before = line.slice(0, start).replace(/\b(?:the|a|an|our|your|their)\s+$/i, '');
  let after = line.slice(end);
  const asideBefore = /(?:^|[,(—–]\s*|\s[-–—]\s+)$/.test(before) && before.trim().length > 0 && !/[.!?]\s*$/.test(before);
  const asideAfter = /^\s*(?:[,)—–]|\s-\s)/.test(after);
  if (asideBefore && asideAfter) {
    before = before.replace(/\s*[,(—–-]\s*$/, '');
    after = after.replace(/^\s*[,)—–-]/, '');
    return `${before}${after}`;
  }
  // Otherwise the sentence the phrase is in goes whole.
  const sentenceStart = Math.max(...['. ', '! ', '? '].map((p) => line.lastIndexOf(p, start - 1) + (line.lastIndexOf(p, start - 1) >= 0 ? 2 : 0)), 0);
  // A greeting the sentence opens with ("Hi all, our boats are …") stays: the letter still says hello.
  const prefix = /^\s*(?:>\s*)?(?:[-*+•]\s+|\d+[.)]\s+)?(?:\*\*[^*]{1,60}\*\*:?\s+|[A-Z][A-Za-z ]{1,20}:\s+)?(?:(?:hi|hello|dear|hey)\b[^,.!?\n]{0,30},\s+)?/i.exec(line)?.[0] ?? '';
  const from = Math.max(sentenceStart, sentenceStart === 0 ? prefix.length : 0);
  // A sentence that opens on the phrase before more words ("Subject: Best in town boats") keeps those words.
  if (from === start && /^\s+[A-Za-z]/.test(line.slice(end)) && !/^\s+(?:and|or|is|are|for|in|at|with)\b/i.test(line.slice(end))) return withoutPhrase(line, start, end, true);
  const endMatch = /[.!?](?:["”’)]?)(?=\s|$)/.exec(line.slice(end));
  const to = endMatch ? end + endMatch.index + endMatch[0].length : line.length;
  const head = line.slice(0, from);
  const rest = line.slice(to).replace(/^\s+/, '');
  // The greeting kept stands on its own line, so what follows still opens its own sentence.
  if (/(?:hi|hello|dear|hey)\b[^,.!?\n]{0,30},\s+$/i.test(head) && rest) return `${head.trimEnd()}\n\n${rest}`.replace(/\s+$/, '');
  return `${head}${rest}`.replace(/\s+$/, '');
}

/** "a" or "an" before a word that replaced another: "an innovative tool" becomes "a new tool". */
function fixArticle(before: string, nextWord: string): string {
  const article = /\b([Aa]n?)\s+$/.exec(before);
  if (!article || !nextWord) return before;
  const vowel = /^(?:[aeio]|u(?!ni|s[aeiu]|ti)|hour|honest)/i.test(nextWord) && !/^(?:one|eu)/i.test(nextWord);
  const fixed = vowel ? (article[1]![0] === 'A' ? 'An' : 'an') : article[1]![0] === 'A' ? 'A' : 'a';
  return before.slice(0, article.index) + fixed + before.slice(article.index + article[1]!.length);
}

const CLOSING = /^(best|thanks|thank you|cheers|regards|warm regards|kind regards|best regards|sincerely|yours|talk soon|see you|all the best|warmly)\b[^\n]{0,40}$/i;

/** Ends a letter with the voice's sign-off: replaces its closing (and the name line under it) or adds one. */
function withSignOff(text: string, signOff: string): { text: string; replaced: string | null } {
  const body = text.trimEnd();
  if (body.endsWith(signOff) || body.split('\n').slice(-3).some((l) => l.trim() === signOff)) return { text, replaced: null };
  const lines = body.split('\n');
  const closingAt = lines.findIndex((l, i) => i >= lines.length - 3 && CLOSING.test(l.trim()));
  if (closingAt >= 0) {
    const replaced = lines.slice(closingAt).map((l) => l.trim()).filter(Boolean).join(' ');
    return { text: [...lines.slice(0, closingAt), signOff].join('\n'), replaced };
  }
  return { text: `${body}\n\n${signOff}`, replaced: null };
}

function tidy(text: string): string {
  return text
    // A line taken out leaves the blank lines around it: one blank line is a paragraph break.
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')
    .split('\n')
    .map((l) =>
      l
        .replace(/(\S) {2,}/g, '$1 ')
        // Stacked question marks are shouting too.
        .replace(/\?{2,}/g, '?')
        .replace(/(\S)\s+([.,;:!?])/g, '$1$2')
        .replace(/\b([Aa]) (?=(?:[aeio]|u(?!ni|s[aeiu]|ti))[a-z])/g, '$1n ')
        .replace(/([.!?])\s*\.(?!\.)/g, '$1')
        .replace(/([.!?])([A-Z])/g, '$1 $2')
        .replace(/^(\s*(?:> )?["“]?)([a-z])/, (_, s: string, c: string) => s + c.toUpperCase())
        .replace(/([.!?] )([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase())
        .trimEnd(),
    )
    .join('\n');
}

/** The banned words the text still uses, in any form (the answer may only claim to follow the voice when none is). */
export function bannedWordsIn(text: string, rules: VoiceRules): string[] {
  const copy = text.replace(MARKED_BLANK, (blank) => ' '.repeat(blank.length));
  return rules.avoid.filter((w) => copy.split('\n').some((line) => findPhrase(line, w).length > 0));
}

/** A line announcing a sign-off and ending in a colon ('Every email ends with this sign-off:', 'Sign-off:'). */
// ('## Sign-off' or 'Sign-off for emails:' over the lines of it, a heading with or without its colon.)
const SIGN_OFF_HEADING = /^(?:#+\s*)?(?:our\s+|email\s+)?(?:sign[- ]?off|signature|closing(?: line)?)(?:\s+(?:for|in|on|of|to|under|below|at the end of)\s+(?:(?:all|every|each|our|your|the)\s+)?(?:emails?|messages?|letters?|newsletters?)|\s*\((?:emails?|messages?)\))?\s*:?\s*$/i;
const SIGN_OFF_ABOVE = /(?:\bsign[- ]?off|\bsignature|\bclosing(?: line)?|\b(?:end|ends|close|closes|finish|finishes)\s+with|\bsign\s+(?:(?:every|all|each|our|your)\s+(?:(?:our|the)\s+)?(?:emails?|messages?|letters?|newsletters?)\s+)?(?:off\s+)?(?:with|as))\s*:\s*$/i;

/**
 * The sign-off on the line below the rule that announces it, joined to that rule in quotes ('Every email ends with
 * this sign-off: "Keep it moving — the crew"'), so the rule is read with its words rather than as its own label.
 */
function withSignOffBelow(lines: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = SIGN_OFF_HEADING.test(line.trim());
    if (heading || SIGN_OFF_ABOVE.test(line.trim())) {
      let next = i + 1;
      while (next < lines.length && !lines[next]!.trim()) next++;
      const below = lines[next]?.trim().replace(/^["“'‘]|["”'’]$/g, '') ?? '';
      if (below && below.length <= 80 && !SIGN_OFF_ABOVE.test(below) && !/^[-*]\s|:\s*\S/.test(below)) {
        // ('See you in the workshop,' over 'Priya and the team': a greeting ending in a comma has the names under it.)
        const names = below.endsWith(',') ? lines[next + 1]?.trim().replace(/^["“'‘]|["”'’]$/g, '') ?? '' : '';
        const signed = names && names.length <= 60 && !/[:.!?]$/.test(names) ? `${below}”, then on the next line “${names}` : below;
        joined.push(heading ? `Sign off every email with “${signed}”` : `${line.trim()} “${signed}”`);
        i = signed === below ? next : next + 1;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

/**
 * A sign-off written as a sentence: "Sign off every email with “Warm regards, the team”", "Sign emails with Best, Jo",
 * "End every email with: Cheers, the crew", "Always sign off as 'The team'". Quoted text is taken as quoted.
 */
function signOffIn(line: string): string | null {
  // ('Our sign-off is "Happy grooming, Sam & Alex"'.)
  const stated = /^(?:our\s+|the\s+|email\s+)*sign[- ]?off\s+(?:is|reads)\s*:?\s*["“'‘]([^"”'’]{2,80})["”'’]/i.exec(line)
    // ('Emails are signed "Dana, Head Baker"', 'Every email is signed off "Dana x"', 'Always end with "Bake you later, Dana"'.)
    ?? /\b(?:emails?|messages?|letters?|newsletters?)\s+(?:are|is)\s+(?:always\s+)?signed(?:\s+off)?\s*(?:with|as)?\s*:?\s*["“'‘]([^"”'’]{2,80})["”'’]/i.exec(line)
    ?? /^(?:always\s+)?(?:end|close|finish)\s+(?:(?:every|each|all)\s+(?:emails?|messages?)\s+)?with\s*:?\s*["“]([^"”]{2,80})["”]\W*$/i.exec(line)
    ?? /^(?:always\s+)?sign off\s+(?:every|each|all)\s+(?:emails?|messages?)\s+["“]([^"”]{2,80})["”]\W*$/i.exec(line);
  if (stated) return stated[1]!.trim();
  // ('Email sign-off — "Cheers, the crew"', 'Every email ends: "Speak soon, Sam"'.)
  const dashed = /^(?:(?:our|the|email)\s+)*sign[- ]?off\s*[—–-]\s*["“'‘]?([^"”'’\n]{2,80}?)["”'’]?\.?$/i.exec(line) ?? /^(?:every|all|each|our)\s+(?:emails?|messages?|letters?)\s+(?:ends?|closes?)\s*:\s*["“'‘]?([^"”'’\n]{2,80}?)["”'’]?\.?$/i.exec(line);
  if (dashed) return dashed[1]!.trim().replace(/^(?:always|every time)\s*:\s*/i, '');
  const lead = /\b(?:sign(?:[- ]?off)?(?:\s+(?:every|all|each|our|your)){0,2}(?:\s+(?:emails?|messages?|letters?|newsletters?))?(?:\s+off)?|(?:end|close|finish)\s+(?:every|all|each|our|your)\s+(?:emails?|messages?|letters?|newsletters?)|(?:end|close|finish)\s+(?:emails?|messages?|letters?|newsletters?)|(?:emails?|messages?|letters?|newsletters?)\s+(?:always\s+)?(?:end|ends|close|closes|finish|finishes))\s+(?:with|as|on)\b\s*:?\s*/i.exec(line);
  if (!lead) return null;
  // ('Every email ends with the sign-off: "See you in class, the team"': the words in quotes, not their label.)
  // ('Sign off with the owner's name: Dana': what the colon gives.)
  const rest = line.slice(lead.index + lead[0].length).trim().replace(/^(?:the\s+)?[\w'’ ]{2,30}?\bname\s*:\s*/i, '').replace(/^(?:the|our|a|this|same)\s+(?:same\s+)?(?:sign[- ]?off|closing(?:\s+line)?|line|words)\s*:?\s*(?=["“'‘])/i, '');
  const quoted = /^["“'‘]([^"”'’]+)["”'’]/.exec(rest);
  // 'Emails end with "Cheers," and then, on the next line, "Donna and the team"': both quoted lines, one under the other.
  const next = quoted ? /^\s*(?:,?\s*(?:and\s+)?(?:then|followed by|above|over)?,?\s*(?:on\s+(?:the\s+)?(?:next|line below|following)\s*(?:line)?,?\s*)?)["“'‘]([^"”'’]+)["”'’]/i.exec(rest.slice(quoted[0].length)) : null;
  const text = (quoted ? [quoted[1]!, ...(next && /\b(?:then|next|line|followed|below)\b/i.test(rest.slice(quoted[0].length, quoted[0].length + next.index + next[0].length)) ? [next[1]!] : [])].map((t) => t.trim()).join('\n') : rest.replace(/\.$/, '')).trim();
  return text && text.length <= 80 ? text : null;
}

