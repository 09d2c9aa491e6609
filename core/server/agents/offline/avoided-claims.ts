import { lemmaOf } from './lemma-match.ts';

/**
 * Claims a space says never to make ("never promise same-day delivery", "no guarantees about results"), read
 * from its profile's avoid answer or its brand voice, and found in copy by meaning rather than by wording: a
 * rule against promising that patients never miss an appointment also catches "guarantees you'll never have a
 * no-show", because that sentence promises an absolute outcome too.
 */
export interface AvoidedClaim {
  /** The rule as the space wrote it: 'never promise same-day delivery'. */
  rule: string;
  /** What the rule forbids doing. */
  act: 'promise' | 'guarantee' | 'claim' | 'say';
  /** What must not be claimed, as written: 'same-day delivery'. */
  content: string;
  /** The content's words as stems ('delivery' gives 'deliver'), without small words. */
  keys: string[];
  /** The forbidden claim is absolute ("will never miss", "always on time", "100%"). */
  absolute: boolean;
  /** About outcomes in general ("results"), or about nothing named: any promise in the copy breaks it. */
  general: boolean;
  /** About doing it alone ("save the river alone"): only a sentence that claims that too breaks it. */
  exclusive: boolean;
}

const ACT = String.raw`(promis\w*|guarantee\w*|claim\w*|suggest\w*|impl(?:y|ies|ying)|stat(?:e|es|ing)|overpromis\w*|over-promis\w*)`;
/** "never promise …", "don't guarantee …", "no claims about …", "avoid promising …". */
const NEGATED_ACT = new RegExp(String.raw`^(?:and\s+|but\s+|please\s+)?(?:never|don'?t|do not|no|avoid|without|not)\s+(?:ever\s+|make\s+|making\s+|any\s+)?${ACT}\b\s*(?:that\s+|about\s+|of\s+|on\s+|to\s+|regarding\s+|around\s+|for\s+)?(.*)$`, 'i');
/** "never say that …", "don't tell people …". */
const NEGATED_SAY = /^(?:and\s+|please\s+)?(?:never|don'?t|do not)\s+(?:say|tell (?:people|customers|clients|patients|anyone|readers))\s+(?:that\s+)(.+)$/i;
/** "no medical claims", "avoid health claims", "no false promises". */
const KIND_OF_CLAIM = /^(?:no|avoid|never make|don'?t make|do not make|without)\s+(.+?)\s+(claims?|promises?|guarantees?)$/i;
/** Words that are themselves a promise: banning them bans the promise. */
const PROMISE_WORDS = /^(guarantees?|guaranteed|promises?|overpromis\w*|over-promis\w*|risk-free|money-back( guarantees?)?)$/i;

const ABSOLUTE = /\b(never|always|every (?:single )?time|zero|100\s?%|no more|forever|without fail|no longer|nothing but|all the time)\b|\bno-shows? again\b/i;
const EXCLUSIVE = /\b(alone|single-handedly|on (?:our|its|their) own|by (?:ourselves|itself|themselves)|the only (?:one|ones|company|team|charity|business))\b/i;
const PROMISE = /\b(guarantee\w*|promis\w*|pledge\w*|warrant\w*|risk[- ]free|money[- ]back|rest assured|you(?:'ll| will) (?:always|never))\b/i;
/** A sentence that says what it does not promise is honest, not a promise. */
const DENIED = /\b(?:don'?t|do not|never|won'?t|will not|cannot|can'?t|no one can|not)\s+(?:\w+\s+)?(?:promise|guarantee)/i;

const SMALL_WORDS = new Set(
  'a an the that this these those and or but of to in on at for with by from about as be is are was were been being will would can could may might shall should must do does did have has had get gets got make makes you your yours we our us they their them it its he she his her i me my who which what when where how any all some every each ever never always no not none again more most very just really there here than then so such one'.split(' '),
);
/** Outcomes in general: a rule against promising these is broken by any promise. */
const GENERAL = new Set(['result', 'outcome', 'success', 'performance', 'roi', 'return', 'growth', 'anything', 'everything', 'effect', 'benefit']);

/** A word's stem for comparing meaning: its lemma without a derivational ending ('delivery' and 'delivered' give 'deliver'). */
export function stemOf(word: string): string {
  const lemma = lemmaOf(word.toLowerCase());
  return lemma.length > 5 ? lemma.replace(/(ation|ition|ment|ness|ery|ory|ies|ing|ion|ly|y|s)$/, (end) => (end === 'ery' ? 'er' : end === 'ory' ? 'or' : '')) : lemma;
}

/** A text's words as stems, without small words. */
export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z']*/g) ?? []).map((w) => w.replace(/'s$|'$/, '')).filter((w) => w.length > 1 && !SMALL_WORDS.has(w)).map(stemOf);
}

function claimOf(rule: string, act: AvoidedClaim['act'], said: string): AvoidedClaim {
  // "avoid overpromising and jargon": what follows the conjunction is another item, not what the promise is about.
  const content = /^(and|or|but)\b/i.test(said) ? '' : said;
  const keys = [...new Set(stemsOf(content))];
  return { rule, act, content, keys, absolute: ABSOLUTE.test(content) || /\b100\s?%/.test(content), general: !keys.length || keys.every((k) => GENERAL.has(k) || GENERAL.has(lemmaOf(k))), exclusive: EXCLUSIVE.test(content) };
}

function actOf(verb: string): AvoidedClaim['act'] {
  if (/^guarantee/i.test(verb)) return 'guarantee';
  if (/promis/i.test(verb)) return 'promise';
  if (/^claim/i.test(verb)) return 'claim';
  return 'say';
}

/** One item of an avoid answer or a voice's sentence as a claim rule, or null when it is a word to avoid. */
export function claimRuleOf(item: string): AvoidedClaim | null {
  const rule = item.trim().replace(/^[-*•\s]+/, '').replace(/[.!;:,]+$/, '').replace(/^["“']|["”']$/g, '').trim();
  if (!rule) return null;
  const negated = NEGATED_ACT.exec(rule);
  if (negated) return claimOf(rule, actOf(negated[1]!), negated[2]!.trim());
  const said = NEGATED_SAY.exec(rule);
  if (said) return claimOf(rule, 'say', said[1]!.trim());
  const kind = KIND_OF_CLAIM.exec(rule);
  if (kind && !/^(hype|jargon|buzz\w*)$/i.test(kind[1]!)) return claimOf(rule, actOf(kind[2]!), /^(false|empty|big|over|unrealistic|bold|exaggerated)$/i.test(kind[1]!) ? '' : kind[1]!);
  if (PROMISE_WORDS.test(rule)) return claimOf(rule, /^guarantee/i.test(rule) ? 'guarantee' : 'promise', '');
  return null;
}

/** The claim rules in an avoid answer or a voice's prose: its items split at line breaks, semicolons, full stops and commas. */
export function avoidedClaimsOf(answer: string | null | undefined): AvoidedClaim[] {
  if (!answer?.trim()) return [];
  const items = answer.split(/\n|;|(?<=[a-z0-9"”')])\.\s+|,?\s+(?:and|or|but)\s+(?=(?:never|don'?t|do not)\s)|,\s+(?=(?:and\s+|or\s+)?(?:never|no|don'?t|do not|avoid|not)\b)/i);
  const claims: AvoidedClaim[] = [];
  for (const item of items) {
    // A list item may hold words first ("synergy, leverage, never promise X"): the claim is the part from its verb on.
    for (const part of item.split(/,\s+/)) {
      const claim = claimRuleOf(part);
      if (claim && !claims.some((c) => c.rule.toLowerCase() === claim.rule.toLowerCase())) claims.push(claim);
    }
  }
  return claims;
}

/** Whether the item of an avoid answer is a claim rule rather than a word (claim rules are not words to swap). */
export function isClaimRule(item: string): boolean {
  return claimRuleOf(item) !== null;
}

/** Whether a sentence makes the claim a rule forbids. */
export function breaksClaim(sentence: string, claim: AvoidedClaim): boolean {
  if (!/[a-z]/i.test(sentence) || DENIED.test(sentence)) return false;
  const stems = new Set(stemsOf(sentence));
  const overlap = claim.keys.filter((k) => stems.has(k)).length;
  const enough = overlap >= Math.min(2, claim.keys.length) && overlap > 0;
  if (PROMISE.test(sentence)) return overlap > 0 || claim.general || (claim.absolute && ABSOLUTE.test(sentence));
  if (claim.absolute) return ABSOLUTE.test(sentence) && enough;
  // "never claim we can save the river alone" is about going it alone: "we will save it together" does not break it.
  if (claim.exclusive) return EXCLUSIVE.test(sentence) && enough;
  return enough;
}

/** The first rule a sentence breaks, if any. */
export function claimBrokenBy(sentence: string, claims: readonly AvoidedClaim[]): AvoidedClaim | null {
  return claims.find((c) => breaksClaim(sentence, c)) ?? null;
}

/** A sentence's clauses where one may be dropped and the rest still reads: after ", and", ", so", ", which", ";" or a dash. */
const CLAUSE_JOINT = /(,\s+(?:and|so|which|but|because|while)\s+|;\s+|\s+[–—]\s+)/;

export interface RemovedClaim {
  /** The sentence or clause taken out. */
  text: string;
  claim: AvoidedClaim;
}

/**
 * Takes out of copy each sentence that makes a forbidden claim; where only a trailing clause makes it ("Texts
 * go out two days before, and we guarantee you'll never have a no-show"), only that clause goes.
 */
export function withoutAvoidedClaims(text: string, claims: readonly AvoidedClaim[]): { text: string; removed: RemovedClaim[] } {
  if (!claims.length) return { text, removed: [] };
  const removed: RemovedClaim[] = [];
  const lines = text.split('\n').map((line) => {
    const prefix = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?/.exec(line)?.[0] ?? '';
    const body = line.slice(prefix.length);
    if (!body.trim() || !claims.some((c) => breaksClaim(body, c))) return line;
    const kept = body.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      const claim = claimBrokenBy(sentence, claims);
      if (!claim) return [sentence];
      const parts = sentence.split(CLAUSE_JOINT);
      // parts alternate clause, joint, clause...: keep the clauses before the first one that breaks the rule.
      const firstBad = parts.findIndex((p, i) => i % 2 === 0 && breaksClaim(p, claim));
      if (firstBad > 0) {
        const head = parts.slice(0, firstBad - 1).join('').trim();
        if (head.split(/\s+/).length >= 3 && !claimBrokenBy(head, claims)) {
          removed.push({ text: parts.slice(firstBad).join('').replace(/[.!?]+$/, '').trim(), claim });
          return [`${head.replace(/[,;:]$/, '')}${/[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'}`];
        }
      }
      removed.push({ text: sentence.trim(), claim });
      return [];
    });
    return kept.length ? prefix + kept.join(' ') : null;
  });
  return { text: lines.filter((l): l is string => l !== null).join('\n'), removed };
}
