import nlp from 'compromise';
import { rememberedReadings } from './text-readings.ts';
import { lemmaOf } from './lemma-match.ts';
import { withoutSentencesThat } from './sentence-removal.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

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
  /** What the claim says, without its subject, as stems ('delivery' gives 'deliver'), without small words. */
  keys: string[];
  /**
   * The claim's alternatives ("replaces support agents or cuts headcount" is two), each as stems: a sentence
   * says one when it uses enough of its words. The subject ("the food", "Relaydesk") is left out: copy names it
   * in its own words ("our recipes") or not at all, and a sentence only about the subject claims nothing.
   */
  alternatives: string[][];
  /** The rule allows the claim in some case the copy cannot show ("a saving that is not in a published case study"). */
  qualified: boolean;
  /** The forbidden claim is absolute ("will never miss", "always on time", "100%"). */
  absolute: boolean;
  /** About outcomes in general ("results"), or about nothing named: any promise in the copy breaks it. */
  general: boolean;
  /** About doing it alone ("save the river alone"): only a sentence that claims that too breaks it. */
  exclusive: boolean;
  /** About speed ("same-day visits", "next-day delivery"): any promise of it that fast breaks it, "today" and "within the hour" included. */
  speed?: boolean;
  /**
   * That something cannot be done ("a room is impossible to escape"), as the verb's stem: "nobody has ever escaped
   * it" says the same in other words.
   */
  impossible?: string;
  /** Each alternative's verb as a stem ("replaces the finance team" gives "replace"; '' for none): a sentence without it does not make that claim. */
  verbs?: string[];
  /** A claim of being the most of something ("being the cheapest"): only a superlative in the copy makes it. */
  superlative?: boolean;
  /**
   * Named only as a thing, after the act of an earlier part of the rule ("…, or a fixed arrival time"): a sentence
   * says it only with every word that names it (general ones like "result" aside), as written, not a near word
   * ("we treat back pain" promises no cure; "a fixed quote and a two-hour arrival window" no fixed arrival time).
   */
  phrase?: boolean;
  /**
   * The wording the voice gives instead ('Never promise Old Agnes will be in steam … always say she is "scheduled to
   * steam"'): a sentence in those words keeps the rule.
   */
  allowed?: string[];
  /**
   * A subject the copy must not touch at all ('Nothing about eczema, psoriasis or acne', 'never mention the
   * council'): any sentence that names one of its alternatives breaks it, whatever it says of it.
   */
  topic?: boolean;
  /**
   * Names the business must not be called ('Never call Ledgerbright accountants', 'don't describe us as a
   * factory'), as lower-case singular nouns: a sentence that calls it so ('our accountants', 'we are a factory')
   * breaks the rule; one that names someone else so ('ask your accountant') does not.
   */
  calledAs?: string[];
  /** Who the naming rule is about, as the rule names it ('Ledgerbright'), when not 'us'. */
  named?: string;
}

const ACT = String.raw`(promis\w*|guarantee\w*|claim\w*|suggest\w*|impl(?:y|ies|ying)|stat(?:e|es|ing)|overpromis\w*|over-promis\w*)`;
/** "never promise …", "don't guarantee …", "no claims about …", "avoid promising …". */
// 'never promise or imply that …': two acts joined name one rule, the first act standing for both.
const NEGATED_ACT = new RegExp(String.raw`^(?:and\s+|but\s+|please\s+)?(?:never|don'?t|do not|no|avoid|without|not)\s+(?:ever\s+|make\s+|making\s+|any\s+)?${ACT}\b(?:\s*(?:,|or|and|\/)\s*${ACT.replace('(', '(?:')}\b)?\s*(?:that\s+|about\s+|of\s+|on\s+|to\s+|regarding\s+|around\s+|for\s+)?(.*)$`, 'i');
/** "never say that …", "don't tell people …". */
const NEGATED_SAY = /^(?:and\s+|please\s+)?(?:never|don'?t|do not)\s+(?:say|tell (?:people|customers|clients|patients|anyone|readers))\s+(?:that\s+|(?=(?:we|we're|you|you'll|our|it|it's|they|i)\s))(.+)$/i;
/** "never call Ledgerbright accountants", "don't describe us as a factory": (1) who, (2) the names, (3) what follows 'or'. */
const NEGATED_NAMING = /^(?:and\s+|please\s+)?(?:never|don'?t|do not)\s+(?:call|describe|refer to|label|present)\s+(us|ourselves|the (?:business|company|team|firm|shop|practice)|[A-Z][\w&'’-]*(?:\s+(?:&|[A-Z][\w&'’-]*)){0,3})\s+(?:as\s+)?(?:an?\s+|the\s+)?([a-z][a-z -]{1,40}?)(?:\s+or\s+(.+))?$/;
/** "no medical claims", "avoid health claims", "no false promises". */
// 'Nothing about eczema, psoriasis or acne', 'never mention the council', 'no talk of cures': a subject left out altogether.
const TOPIC_RULE = /^(?:and\s+|please\s+)?(?:nothing|no mention|never mention|don'?t mention|do not mention|never talk|don'?t talk|do not talk|no talk|never refer|don'?t refer|do not refer|never bring up|don'?t bring up|do not bring up)\s+(?:of|about|on|to|up)?\s*(?:any\s+)?(.+)$/i;
const KIND_OF_CLAIM = /^(?:no|avoid|never make|don'?t make|do not make|without)\s+(.+?)\s+(claims?|promises?|guarantees?)$/i;
/** Words that are themselves a promise: banning them bans the promise. */
const PROMISE_WORDS = /^(guarantees?|guaranteed|promises?|overpromis\w*|over-promis\w*|risk-free|money-back( guarantees?)?)$/i;

/** A sentence that states an outcome as certain: "every child will read fluently". */
const CERTAIN_FUTURE = /\b(will|won'?t|is going to|are going to)\b|\w'll\b/i;
const HEDGED = /\b(may|might|could|aim|hope|try|tries|trying|help(?:s|ing)? (?:\w+ )?to)\b/i;
/** A figure stated as an outcome: "saves you €50k a year", "cut response times by 40%". */
const FIGURE_OUTCOME = /\b(sav\w*|cut\w*|reduc\w*|increas\w*|grow\w*|boost\w*|doubl\w*|halv\w*|rais\w*|lift\w*)\b[^.!?]{0,40}(?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|x\b|k\b|times\b))|(?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|x\b|times\b))[^.!?]{0,30}\b(more|less|fewer|faster|saving|savings|cheaper)\b/i;
/** A rule that something cannot be done ('impossible to escape', 'can't be beaten'), and its verb. */
const IMPOSSIBLE = /\bimpossible to (\w+)|\b(?:can'?t|cannot|can never) be (?=\w+ed\b)(\w+?)(?:ed)\b/i;
/** A sentence that says nobody has done it: 'Nobody has ever escaped', 'No team has got out', 'never been beaten'. */
const NOBODY = /\b(?:nobody|no one|no-one|no team|no group|no player|none of|not one|never been|no-one)\b/i;
/** A rule about speed, and a sentence that promises it: someone there, or something done, today or within hours. */
const SPEED_RULE = /\b(same[- ]day|next[- ]day|\d+[- ]hours?|within (?:the|an|one|\d+) hours?|in (?:an|one) hour|overnight|immediate\w*)\b/i;
const SPEED_PROMISE = /\bsame[- ]day\b|\b(?:we(?:'ll| will| can| are)?|engineers?|someone|arriv\w*|visit\w*|come|coming|there|round|out|fix\w*|repair\w*|deliver\w*|ship\w*|sorted)\b[^.!?]{0,40}\b(?:today|tonight|within (?:the|an|one|two|\d+) hours?|in (?:an|one|two|\d+) hours?|this (?:morning|afternoon|evening)|right away|immediately|straight away)\b/i;
/** Speed offered as a question to the reader: 'Need a run today?', 'Want it fixed tonight?'. */
const SPEED_OFFERED = /\b(?:need|want|needs|wants)\b[^.!?]{0,30}\b(?:today|tonight|right now|this (?:morning|afternoon|evening))\s*\?/i;
/** A rule against next-day speed is broken by 'framed tomorrow' and 'back to you overnight' too, not only by 'today'. */
const NEXT_DAY_RULE = /\b(?:next[- ]day|overnight|24[- ]hours?|within a day)\b/i;
const NEXT_DAY_PROMISE = /\bnext[- ]day\b|\b(?:ready|done|back|finished|delivered|sorted|yours|[a-z]+ed)\s+(?:by\s+)?(?:tomorrow|overnight|the next day|next day)\b|\b(?:we(?:'ll| will| can)?|get|have)\b[^.!?]{0,30}\b(?:tomorrow|overnight)\b/i;

/** Words that make a future statement an outcome ("every child will read fluently", "you'll see better results"). */
const OUTCOME = /\b(every|better|more|faster|fluent\w*|improv\w*|achiev\w*|succeed\w*|pass\w*|catch up|reach\w*|transform\w*|master\w*|results?|outcomes?)\b/i;
const ABSOLUTE = /\b(never|always|every (?:single )?time|zero|100\s?%|no more|forever|without fail|no longer|nothing but|all the time)\b|\bno-shows? again\b/i;
const EXCLUSIVE = /\b(alone|single-handedly|on (?:our|its|their) own|by (?:ourselves|itself|themselves)|the only (?:one|ones|company|team|charity|business))\b/i;
const PROMISE = /\b(guarantee\w*|promis\w*|pledge\w*|warrant\w*|risk[- ]free|money[- ]back|rest assured|you(?:'ll| will) (?:always|never))\b/i;
/** The act of promising made in the copy: "we promise", "I guarantee", "guaranteed sunshine", "promised". */
const ACT_MADE = /\b(?:we|i|you'?ll|you will|it'?s|is|are)\s+(?:\w+\s+)?(?:promise|guarantee)[sd]?\b|\bguaranteed\b|\bpromised\b/i;
/** Terms of the sale a business keeps in its own hands: promising these is a commitment, not a claim about the world. */
const OWN_TERMS = /\b(refund\w*|money back|money-back|price\w*|cost\w*|fees?|charg\w*|cancel\w*|deposit|quote\w*|reply|respond\w*|call (?:you )?back|return\w*)\b/i;
/** A guarantee for a stated time ('guaranteed for 12 months', 'a 30-day guarantee'): a warranty the business gives, not an outcome promised. */
const WARRANTY = /\bguaranteed? for (?:\d+|one|two|three|six|twelve) (?:days?|weeks?|months?|years?)\b|\b(?:\d+|one|two|three|six|twelve)[- ](?:day|week|month|year)s?\s+(?:[a-z]+\s+)?(?:guarantee|warranty)\b/i;
/** A sentence that says what it does not promise is honest, not a promise. */
const DENIED = /\b(?:don'?t|do not|never|won'?t|will not|cannot|can'?t|no one can|not)\s+(?:\w+\s+)?(?:promise|guarantee)/i;

const SMALL_WORDS = new Set(
  'a an the that this these those and or but of to in on at for with by from about as be is are was were been being will would can could may might shall should must do does did have has had get gets got make makes you your yours we our us they their them it its he she his her i me my who which what when where how any all some every each ever never always no not none again more most very just really there here than then so such one anyone anybody someone somebody everyone everybody'.split(' '),
);
/** Outcomes in general: a rule against promising these is broken by any promise. */
const GENERAL = new Set(['result', 'outcome', 'success', 'performance', 'roi', 'return', 'growth', 'anything', 'everything', 'effect', 'benefit', 'save', 'saving']);
/** Words that say the same thing in a claim, by stem: copy that "treats" a condition claims to cure it. */
const SAME_CLAIM: Record<string, string> = { treat: 'cure', heal: 'cure', remedy: 'cure', substitute: 'replace', slash: 'cut', reduce: 'cut', staff: 'headcount', layoff: 'headcount', redundancy: 'headcount', guarantee: 'promise', outcome: 'result', free: 'without', payback: 'pay', percent: 'percentage' };
const claimStem = (stem: string) => SAME_CLAIM[stem] ?? stem;
/** A text's stems, where "painless" says "without pain" (so "pain-free" and "painless" make the same claim). */
const lessAsWithout = (text: string) => stemsOf(text).flatMap((s) => (/^[a-z]{3,}less$/.test(s) ? [s.slice(0, -4), 'without'] : [s]));
/** A claim's words as stems, near words read as one. */
function claimStems(text: string): string[] {
  return lessAsWithout(text).map(claimStem);
}
/** The words a rule uses for any date or count. */
const PLACEHOLDERS = new Set(['date', 'time', 'number', 'set', 'after', 'period']);
/**
 * A rule's 'by a date' or 'after a set number of lessons' stands for any such time or count ('in 10 weeks', 'by
 * summer'), but only beside what the claim is about, its first word: 'after 5 lessons you get a level test'
 * promises no fluency. Adds the placeholder words to a sentence's stems when it says one.
 */
function withPlaceholders(stems: Set<string>, sentence: string, claim: AvoidedClaim): void {
  // 'A percentage cut' is said by any share: 'by 40%', 'in half', 'by a third'.
  if (SHARE.test(sentence)) stems.add('percentage');
  const about = claim.keys[0];
  if (about && !PLACEHOLDERS.has(about) && stems.has(about) && WITHIN_TIME.test(sentence)) for (const k of PLACEHOLDERS) stems.add(k);
  // 'we can start tomorrow', 'delivered on Friday': a day named is a date or time given.
  if (about && !PLACEHOLDERS.has(about) && stems.has(about) && DAY_NAMED.test(sentence)) for (const k of ['date', 'time', 'day']) stems.add(k);
}

/** A day named outright: 'tomorrow', 'this week', 'on Friday', 'next Monday', '3 June'. */
const DAY_NAMED = /\b(?:today|tonight|tomorrow|this (?:week|weekend|month)|next (?:week|weekend|month)|(?:on |next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i;

/** A share of something: '40%', 'forty per cent', 'in half', 'by a third'. */
const SHARE = /\d\s?%|\bper\s?cent\b|\b(?:in|by)\s+(?:a\s+)?(?:half|third|quarter|two[- ]thirds|three[- ]quarters)\b|\bhalve[sd]?\b/i;
/** A time or count something is promised within: 'in 10 weeks', 'by summer', 'after 5 lessons', 'within a month'. */
const WITHIN_TIME = /\b(?:in|by|within|after|inside)\s+(?:just\s+|only\s+|under\s+|less than\s+|as little as\s+|about\s+|around\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a|an)\s+(?:days?|weeks?|months?|years?|lessons?|classes?|sessions?|hours?|terms?)\b|\bby\s+(?:the\s+end\s+of\s+\w+|summer|spring|autumn|fall|winter|christmas|easter|next\s+\w+|\w+day|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
/** A qualifier after the claim: what the rule still allows ("… that is not in a published case study", "… without a source"). */
const QUALIFIER = /\s+(?:that|which|unless|except|if|when|without (?:an? |any )?(?:source|evidence|proof|backing|data|citation|reference|permission|consent|approval|published))\b.*$/i;
/** A superlative said of the company or its offer: "the cheapest", "the best price", "unbeatable". */
const SUPERLATIVE = /\b(?:the\s+)?(?:\w+est|best|most \w+|lowest|unbeat\w*|unmatched|second to none|nobody beats|no one beats)\b/i;

/** A word's stem for comparing meaning: its lemma without a derivational ending ('delivery' and 'delivered' give 'deliver'). */
/** Nouns and verbs of one act spelt apart: 'weight loss' is what 'lose weight' promises. */
const SAME_ACT: Record<string, string> = { loss: 'lose', losses: 'lose', lost: 'lose', losing: 'lose', gain: 'gain', gained: 'gain', growth: 'grow', grew: 'grow', death: 'die', died: 'die', cure: 'cure', cured: 'cure', proof: 'prove', proven: 'prove' };

export function stemOf(word: string): string {
  const same = SAME_ACT[word.toLowerCase()];
  if (same) return same;
  const lemma = lemmaOf(word.toLowerCase());
  // ('fluency' and 'fluent', 'confidence' and 'confident': one stem, so a claim about one is made by the other.)
  return lemma.length > 5 ? lemma.replace(/(ation|ition|ment|ness|ency|ence|ent|ery|ory|ies|ing|ion|ly|y|s)$/, (end) => (end === 'ery' ? 'er' : end === 'ory' ? 'or' : /^en/.test(end) ? 'en' : '')) : lemma;
}

/** A text's words as stems, without small words. */
export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z']*/g) ?? []).map((w) => w.replace(/'s$|'$/, '')).filter((w) => w.length > 1 && !SMALL_WORDS.has(w)).map(stemOf);
}

type JsonTerm = { text: string; tags: string[] };
// Remembered: a space's rules are read again for every answer and every check of one.
const tagsOf: (text: string) => readonly JsonTerm[] = rememberedReadings((text: string) => (nlp(text).json() as { terms: JsonTerm[] }[])[0]?.terms ?? [], 50_000);

/**
 * The subject at the head of a claim, when there is one: a short noun phrase the rest of the claim says
 * something about ("the food" in "the food cures", "Relaydesk" in "Relaydesk replaces support agents"). The
 * rest is read after "it", so the tagger sees its verb as a verb.
 */
function subjectOf(content: string): { subject: string; predicate: string } {
  const words = content.split(/\s+/).filter(Boolean);
  for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
    const head = tagsOf(words.slice(0, k).join(' '));
    const last = head.at(-1);
    const nounPhrase = last && head.every((t) => t.tags.some((g) => ['Determiner', 'Noun', 'ProperNoun', 'Adjective', 'Possessive'].includes(g)) && !t.tags.includes('Pronoun'));
    if (!nounPhrase || !last.tags.includes('Noun') || last.tags.includes('Possessive') || last.tags.includes('Hyphenated')) continue;
    // The word after the subject must be a verb where it stands: in 'a payback period or a percentage cut' it is a noun.
    const inPlace = tagsOf(content)[k];
    if (inPlace && inPlace.text.toLowerCase() === words[k]!.toLowerCase() && !inPlace.tags.some((g) => g === 'Verb' || g === 'Modal' || g === 'Auxiliary' || g === 'Copula')) continue;
    const verb = tagsOf(`it ${words.slice(k).join(' ')}`)[1];
    if (verb && (verb.tags.includes('Verb') || verb.tags.includes('Modal')) && !verb.tags.includes('Gerund')) return { subject: words.slice(0, k).join(' '), predicate: words.slice(k).join(' ') };
  }
  return { subject: '', predicate: content };
}

function claimOf(rule: string, act: AvoidedClaim['act'], said: string): AvoidedClaim {
  // "avoid overpromising and jargon": what follows the conjunction is another item, not what the promise is about.
  const content = /^(and|or|but)\b/i.test(said) ? '' : said;
  const qualified = QUALIFIER.test(content);
  const { predicate } = subjectOf(content.replace(QUALIFIER, ''));
  const parts = predicate.split(/\s+(?:or|and\/or)\s+/i).filter((alt) => claimStems(alt).length);
  const alternatives = parts.map((alt) => [...new Set(claimStems(alt))]);
  // Each alternative's verb ("replaces" in "replaces the finance team"): copy about the finance team that replaces nobody does not make it.
  const verbs = parts.map((alt, i) => {
    // The predicate's own verb, at its start after any modal or adverb ("will never miss"), never a noun the tagger misreads later on.
    const terms = tagsOf(`it ${alt}`).slice(1);
    // A subject may come first ("Tallyroute replaces …"); a word right after a determiner or a possessive is a noun.
    const at = terms.findIndex((t, i) => t.tags.includes('Verb') && !t.tags.some((g) => ['Modal', 'Auxiliary', 'Copula', 'Gerund'].includes(g)) && !(terms[i - 1]?.tags.some((g) => g === 'Determiner' || g === 'Possessive')));
    const lead = at >= 0 && terms.slice(0, at).every((t) => t.tags.some((g) => ['Determiner', 'Noun', 'ProperNoun', 'Adjective', 'Modal', 'Auxiliary', 'Adverb', 'Negative'].includes(g)));
    const term = lead ? terms[at] : undefined;
    const verb = term ? claimStem(stemOf(term.text.replace(/[^a-z'-]/gi, ''))) : '';
    return verb && alternatives[i]!.includes(verb) && alternatives[i]!.length > 1 ? verb : '';
  });
  const keys = [...new Set(alternatives.flat())];
  return {
    rule,
    act,
    content,
    keys,
    alternatives,
    qualified,
    absolute: ABSOLUTE.test(content) || /\b100\s?%/.test(content),
    general: !keys.length || keys.every((k) => GENERAL.has(k) || GENERAL.has(lemmaOf(k))),
    exclusive: EXCLUSIVE.test(content),
    ...(SPEED_RULE.test(content) ? { speed: true } : {}),
    ...(IMPOSSIBLE.exec(content) ? { impossible: claimStems(IMPOSSIBLE.exec(content)![1] ?? IMPOSSIBLE.exec(content)![2]!)[0] ?? "" } : {}),
    ...(verbs.some(Boolean) ? { verbs } : {}),
    // A superlative by the tagger, not by its ending: 'their test' claims no 'most'.
    ...((nlp(content).has('#Superlative') || /\b(?:best|most|lowest)\b/i.test(content)) && !/\b(?:best|most)\s+of\b/i.test(content) ? { superlative: true } : {}),
  };
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
  // (Case matters after the verb, where a capital marks the business's name: only the rule's first letter is lowered.)
  const naming = NEGATED_NAMING.exec(rule.replace(/^./, (c) => c.toLowerCase()));
  if (naming) {
    // ('never call Ledgerbright accountants or give tax advice': the part after 'or' with a verb of its own is another rule.)
    const names = [naming[2]!, ...(naming[3] && objectOnly(naming[3]) ? [naming[3]] : [])].map((n) => n.trim().replace(/^(?:an?|the)\s+/i, '').replace(/s$/, '').toLowerCase());
    const who = /^(?:us|ourselves)$/i.test(naming[1]!) ? undefined : naming[1]!.replace(/^the\s+/i, '');
    return { ...claimOf(rule, 'say', names.join(' or ')), calledAs: names, ...(who ? { named: who } : {}) };
  }
  const negated = NEGATED_ACT.exec(rule);
  if (negated) return claimOf(rule, actOf(negated[1]!), negated[2]!.trim());
  const topic = TOPIC_RULE.exec(rule);
  if (topic && topic[1]!.trim()) return { ...claimOf(rule, 'say', topic[1]!.trim()), topic: true };
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
    // ('… pass their test, or pass first time' is one rule with two alternatives: a comma before 'or' or 'and' does not end it.)
    // 'Never promise a cure, a pain-free result or a recovery time': a part without an act of its own is another
    // object of the act before it, and says only a thing (a noun phrase), so only all of its words say it.
    let act = '';
    for (const part of item.split(/,\s+(?!(?:or|and)\s)/)) {
      const own = claimRuleOf(part);
      const inherited = !own && act && objectOnly(part) ? claimRuleOf(`${act}${part.trim()}`) : null;
      const claim = own ? (own.content && objectOnly(own.content) && !own.general ? { ...own, phrase: true } : own) : inherited ? { ...inherited, phrase: true } : null;
      if (own) act = own.content && own.rule.endsWith(own.content) && objectOnly(own.content) ? own.rule.slice(0, -own.content.length) : '';
      if (claim && !claims.some((c) => c.rule.toLowerCase() === claim.rule.toLowerCase())) claims.push(claim);
    }
  }
  return claims;
}

/** Whether a part of a rule is only a thing (a noun phrase with no verb of its own): 'a fixed arrival time', 'same-day repairs'. */
function objectOnly(part: string): boolean {
  const terms = tagsOf(part.trim());
  return terms.length > 0 && terms.length <= 12 && terms.every((t) => !t.tags.some((g) => ['Verb', 'Modal', 'Auxiliary', 'Copula', 'Pronoun'].includes(g)) || t.tags.includes('Gerund') || t.tags.includes('Adjective'));
}

/**
 * Whether a sentence says enough of one alternative of a claim: two of its words, and for a long claim one of its
 * first two (what is promised, 'a start date', not the condition after it). "a start date before the free site survey has been done" is not said by
 * "a fixed quote after a free site survey": the survey is the rule's condition, the start date what it forbids.
 */
function saysAlternative(alt: readonly string[], stems: ReadonlySet<string>): boolean {
  const said = alt.filter((k) => stems.has(k)).length;
  if (said < Math.min(2, alt.length)) return false;
  return alt.length <= 4 || stems.has(alt[0]!) || stems.has(alt[1]!);
}

/** A rule about reaching a level: a grade, a belt, a stage. */
const LEVEL_RULE = /\b(?:grades?|levels?|belts?|stages?|standards?|badges?)\b/i;
const BY_A_TIME_RULE = /\b(?:by a (?:set )?(?:time|date)|set time|deadline|timeframe|time ?frame|within|by when|how (?:fast|quickly|soon))\b/i;
/** A level named in copy: 'V4', 'Grade 3', 'level 2', 'a blue belt', 'Stage 5'. */
const LEVEL_NAMED = /\b(?:[A-Z]\d{1,2}\+?|(?:grade|level|stage|badge)\s+\d{1,2}|[a-z]+\s+belt)\b/i;
/** A span of time to reach it: 'in a month', 'within 6 weeks', 'after 10 lessons'. */
const SPAN_NAMED = /\b(?:in|within|after)\s+(?:just\s+|only\s+)?(?:a|an|one|two|three|four|five|six|ten|\d{1,2})\s+(?:days?|weeks?|months?|terms?|sessions?|lessons?|classes)\b|\bby\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:week|month|term|course)\b/i;
/** A rule against claims on weight or body shape. */
const BODY_RULE = /\b(?:weight[- ]?loss|lose weight|body[- ]?shape|body[- ]?image|slimming|fat[- ]?(?:loss|burning|shaming))\b/i;
/** Such claims as copy makes them. */
const BODY_CLAIM = /\b(?:los(?:e|ing) (?:weight|pounds|inches|kilos?)|weight[- ]?loss|burn(?:s|ing)? (?:fat|calories)|calorie[- ]burning|fat[- ]burning|tone[sd]? up|toning|get (?:toned|in shape|slim)|slim(?:mer|ming)? down|shed (?:pounds|weight|kilos?)|six[- ]pack|beach body|bikini body|flat (?:tummy|stomach)|sculpt\w*)\b/i;

/** Words that make a sentence a certain promise, whatever it promises. */
const CERTAINTY = /\b(?:definitely|certainly|guaranteed?|for sure|always|without fail|every (?:single )?(?:trip|time|tour|visit|session|outing|day))\b|100\s?%/i;

/** Whether a sentence makes the claim a rule forbids. */
export function breaksClaim(sentence: string, claim: AvoidedClaim): boolean {
  if (!/[a-z]/i.test(sentence)) return false;
  // A subject left out altogether is broken by naming it, even to deny it ('we make no claims about eczema').
  if (claim.topic) {
    const named = new Set(claimStems(sentence));
    return claim.alternatives.some((alt) => alt.length > 0 && (alt.length <= 2 ? alt.every((k) => named.has(k)) : alt.filter((k) => named.has(k)).length >= 2));
  }
  // 'Our team of accountants will sort it' calls the business what the rule says never to; 'ask your accountant' does not.
  if (claim.calledAs) return claim.calledAs.some((name) => callsUs(sentence, name, claim.named));
  if (DENIED.test(sentence)) return false;
  // A customer's own words about what happened to them ('“… Passed first time at Middlewood.” — Ellie R.') promise
  // the next customer nothing, unless they say what will happen. (A quoted line of copy with no one's name after it,
  // 'headline: "Pass first time or …"', is still read.)
  if ((claim.act === 'promise' || claim.act === 'guarantee') && ((/^\W*[“"]/.test(sentence.trim()) && !/[”"]\W*$/.test(sentence.trim())) || /[”"]\s*(?:[—–-]\s*[A-Z][^!?\n]*|\([^)]*\))\s*$/.test(sentence.trim())) && !/\b(?:will|won'?t|guarantee\w*|promise\w*|sure to|certain to)\b|'ll\b/i.test(sentence)) return false;
  if (WARRANTY.test(sentence) && !ABSOLUTE.test(sentence)) return false;
  if (claim.allowed?.some((p) => sentence.toLowerCase().includes(p.toLowerCase()))) return false;
  // 'Never promise that Old Agnes will be in steam' says one word of its own ('steam'): only a sentence that says
  // what is promised ('in steam') or says it will happen promises it; 'Steam day: Sunday 7 July' names the day.
  const promised = /\b(?:will|would|is going to|are going to|'ll)\s+(?:be\s+)?(.+)$/i.exec(claim.content)?.[1]?.trim();
  if (promised && promised.split(/\s+/).length >= 2 && claim.alternatives.every((a) => a.length === 1) && !sentence.toLowerCase().includes(promised.toLowerCase()) && !/\b(?:will|won't|guarantee\w*|definitely|certainly|always|promise\w*|sure to|going to)\b|'ll\b/i.test(sentence)) return false;
  const stems = new Set(claimStems(sentence));
  withPlaceholders(stems, sentence, claim);
  const overlap = claim.keys.filter((k) => stems.has(k)).length;
  // Enough of one alternative's words: "cuts headcount" is said by "cut your headcount", not by "support" alone;
  // with the claim's verb among them ("saves the finance team time" does not say it "replaces the finance team").
  const enough = claim.phrase
    ? saysPhrase(sentence, claim)
    : claim.alternatives.some((alt, i) => saysAlternative(alt, stems) && (!claim.verbs?.[i] || stems.has(claim.verbs[i]!))) && (!claim.superlative || SUPERLATIVE.test(sentence));
  // A rule about speed is about the speed: 'your first pay run is within 10 working days' shares its other words
  // ('run', 'day') and promises nothing fast. Only a promise of that speed, or an offer of it asked as a question
  // ('Need a run today?'), breaks it.
  if (claim.speed) {
    if (SPEED_PROMISE.test(sentence) || SPEED_OFFERED.test(sentence) || (NEXT_DAY_RULE.test(claim.content) && NEXT_DAY_PROMISE.test(sentence))) return true;
    // ('… same-day repairs or a fixed arrival time': the alternative that is no speed is read as any other claim.)
    const rest = withoutSpeed(claim);
    if (!rest) return false;
    return breaksClaim(sentence, rest);
  }
  // 'Never promise a pupil will reach a particular grade by a set time' is broken by 'You will be dancing Grade 3 in a
  // month': a level named with a span of time to reach it.
  if ((claim.act === 'promise' || claim.act === 'guarantee') && LEVEL_RULE.test(claim.content) && BY_A_TIME_RULE.test(claim.content) && LEVEL_NAMED.test(sentence) && SPAN_NAMED.test(sentence)) return true;
  // 'No weight-loss or body-shape claims' is broken by 'burn calories and tone up': the claims of that kind, in their usual words.
  if (BODY_RULE.test(claim.content) && BODY_CLAIM.test(sentence) && !DENIED.test(sentence)) return true;
  // 'Never promise wildlife sightings' is broken by 'you'll definitely see dolphins on every trip': seeing, made certain.
  if ((claim.act === 'promise' || claim.act === 'guarantee') && /\bsight(?:ing)?s?\b/i.test(claim.content) && /\b(?:see|sees|seeing|spot|spotting|watch|meet)\b/i.test(sentence) && CERTAINTY.test(sentence)) return true;
  // ('escaped', 'escaping': the verb in any form, by its first letters.)
  if (claim.impossible && NOBODY.test(sentence) && new RegExp(`\\b${claim.impossible.slice(0, Math.max(4, claim.impossible.length - 1))}`, 'i').test(sentence)) return true;
  // "Never promise the weather" is broken by "we promise sunshine": copy that makes the very act the rule forbids
  // ("we promise", "guaranteed") in other words breaks it, unless what it promises is a term of the sale the
  // business keeps itself (a refund, a price, a cancellation).
  const sameAct = (claim.act === 'promise' || claim.act === 'guarantee') && ACT_MADE.test(sentence) && !OWN_TERMS.test(sentence);
  if (PROMISE.test(sentence)) return (claim.phrase ? enough : overlap > 0) || claim.general || (claim.absolute && ABSOLUTE.test(sentence)) || sameAct;
  // A promise of results made as a certain future ("every child will read fluently"): about what the rule names.
  const specific = claim.keys.filter((k) => !GENERAL.has(k));
  const certain = CERTAIN_FUTURE.test(sentence) && !HEDGED.test(sentence) && (ABSOLUTE.test(sentence) || OUTCOME.test(sentence));
  if (!claim.qualified && claim.keys.some((k) => GENERAL.has(k)) && certain && (!specific.length || specific.some((k) => stems.has(k)))) return true;
  if (claim.general) {
    // "Never state a saving or result": a figure given as an outcome states one (unless the rule allows some the copy cannot show).
    return Boolean(claim.keys.length) && !claim.qualified && claim.act !== 'promise' && claim.act !== 'guarantee' && FIGURE_OUTCOME.test(sentence);
  }
  if (claim.absolute) return ABSOLUTE.test(sentence) && enough;
  // "never claim we can save the river alone" is about going it alone: "we will save it together" does not break it.
  if (claim.exclusive) return EXCLUSIVE.test(sentence) && enough;
  return enough;
}

/**
 * A phrase's words as stems, near words read as one ("pain-free" and "painless" say "without pain"), except that
 * treating is not curing: a clinic treats, and only a cure promised breaks "never promise a cure".
 */
function phraseStems(text: string): string[] {
  return lessAsWithout(text).map((s) => (s === 'treat' ? s : claimStem(s)));
}

/**
 * Whether a sentence names one of a phrase claim's alternatives with all of its words. A general word ("result")
 * may be left out when two others name the thing ("pain-free" says "a pain-free result"), not when it is the thing
 * ("a child's results").
 */
function saysPhrase(sentence: string, claim: AvoidedClaim): boolean {
  const own = new Set(phraseStems(sentence));
  withPlaceholders(own, sentence, claim);
  return claim.content
    .replace(QUALIFIER, '')
    .split(/\s+(?:or|and\/or)\s+/i)
    .some((alt) => {
      const words = [...new Set(phraseStems(alt))];
      const named = words.filter((k) => !GENERAL.has(k));
      const needed = named.length >= 2 ? named : words;
      return needed.length > 0 && needed.every((k) => own.has(k));
    });
}

/**
 * Whether a sentence states what a qualified rule allows only in some case ("a saving … that is not in a
 * published case study"): copy cannot show the case, so a check asks the writer to confirm it rather than
 * calling it a breach, and a rewrite leaves it.
 */
export function needsBacking(sentence: string, claim: AvoidedClaim): boolean {
  return claim.qualified && claim.general && claim.act !== 'promise' && claim.act !== 'guarantee' && FIGURE_OUTCOME.test(sentence) && !DENIED.test(sentence);
}

/** The first rule a sentence breaks, if any. */
export function claimBrokenBy(sentence: string, claims: readonly AvoidedClaim[]): AvoidedClaim | null {
  return claims.find((c) => breaksClaim(sentence, c)) ?? null;
}

export interface RemovedClaim {
  /** The sentence or clause taken out. */
  text: string;
  claim: AvoidedClaim;
}

/** Takes out of copy each sentence (or trailing clause) that makes a forbidden claim. */
export function withoutAvoidedClaims(text: string, claims: readonly AvoidedClaim[]): { text: string; removed: RemovedClaim[] } {
  if (!claims.length) return { text, removed: [] };
  const cleared = withoutSentencesThat(text, (sentence) => claimBrokenBy(sentence, claims));
  return { text: cleared.text, removed: cleared.removed.map((r) => ({ text: r.text, claim: r.rule })) };
}

const slower = new WeakMap<AvoidedClaim, AvoidedClaim | null>();
/** A speed rule's alternatives that are not about speed, as a claim of their own; null when every one is about speed. */
function withoutSpeed(claim: AvoidedClaim): AvoidedClaim | null {
  if (slower.has(claim)) return slower.get(claim)!;
  const others = claim.content.replace(QUALIFIER, '').split(/\s+(?:or|and\/or)\s+/i).filter((a) => a.trim() && !SPEED_RULE.test(a));
  const rest = others.length ? { ...claimOf(claim.rule, claim.act, others.join(' or ')), ...(claim.phrase ? { phrase: true } : {}) } : null;
  slower.set(claim, rest);
  return rest;
}

/** Whether a sentence calls the business by a name a rule forbids: 'our accountants', 'we are a factory', 'Ledgerbright's accountants'. */
function callsUs(said: string, name: string, who: string | undefined): boolean {
  // A customer's quoted words are theirs: 'from our accountant' in a review is the customer's accountant.
  const sentence = said.replace(/[“"][^”"]*(?:[”"]|$)/g, ' ');
  const noun = escapeRegExp(name).replace(/\s+/g, '\\s+');
  const owner = who ? `|${escapeRegExp(who)}(?:['’]s)?` : '';
  const calls = new RegExp(`(?:\\b(?:our|we(?:['’]re|\\s+are|\\s+have)|as)${owner})(?:\\s+[\\w'’-]+){0,3}?\\s+${noun}(?:s|es)?\\b`, 'i');
  return calls.test(sentence) && !new RegExp(`\\b(?:not|never|no)\\b(?:\\s+[\\w'’-]+){0,3}?\\s+${noun}`, 'i').test(sentence);
}
