import { stemsOf } from './avoided-claims.ts';
import { withoutSentencesThat, type RemovedSentence } from './sentence-removal.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/**
 * Rules about how the copy treats people, written as sentences in a voice or a profile ("Never shame owners
 * who feed kibble.", "Never guilt-trip donors.", "Don't use fear to sell."). They forbid no word: a sentence
 * breaks one by what it does to the reader, so each kind is found by the moves that make it: a judgement of
 * what the rule names ("Kibble is junk food"), a question that judges the reader's choice ("Still feeding
 * kibble?"), a loss laid at the reader's door ("without you, children will fall behind forever"), pity, fear.
 */
export interface MannerRule {
  /** The rule as the space wrote it. */
  rule: string;
  kind: 'shame' | 'guilt' | 'pity' | 'fear' | 'rival' | 'topic';
  /**
   * Who or what the rule protects, as stems ("owners who feed kibble" gives owner, feed, kibble); empty for anyone.
   * For 'never mention a competitor by name', the names the profile lists, as written. For a topic never to be
   * raised ('Never quote DVSA test waiting times'), its stems.
   */
  keys: string[];
}

const VERBS: [RegExp, MannerRule['kind']][] = [
  [/^(?:guilt[- ]?trip\w*|guilt\w*|make (?:\w+ ){0,2}feel guilty|use guilt|emotional(?:ly)? blackmail\w*|beg\w*|nag\w*|pressur\w*)/i, 'guilt'],
  [/^(?:shame|shaming|judge|judging|blame|blaming|mock\w*|criticis\w*|criticiz\w*|insult\w*|belittl\w*|lectur\w*|talk(?:ing)? down to|patronis\w*|patroniz\w*|condescend\w*|knock\w*|bash\w*|sneer\w*|run(?:ning)? down|bad[- ]?mouth\w*|slag\w* off|disparag\w*|put(?:ting)? down|do(?:ing)? down|make (?:\w+ ){0,2}feel (?:bad|ashamed|stupid|silly)|use shame)/i, 'shame'],
  [/^(?:pity|pitying|use pity|portray\w* (?:\w+ ){0,3}as (?:victims|helpless)|describ\w* (?:\w+ ){0,3}as (?:victims|helpless))/i, 'pity'],
  [/^(?:scare\w*|scaring|frighten\w*|fear[- ]?monger\w*|use fear|alarm\w*)/i, 'fear'],
  [/^(?:mention\w*|nam(?:e|es|ing)|refer\w* to)\s+(?:a\s+|any\s+|our\s+|the\s+)?(?:competitors?|rivals?|competition)(?:\s+by\s+name)?/i, 'rival'],
  // 'Never quote DVSA test waiting times', 'Don't mention the old shop': a subject copy never raises, in any words.
  [/^(?:quot(?:e|es|ing)|mention\w*|talk(?:ing)? about|discuss\w*|bring(?:ing)? up|refer\w* to|referenc\w*)/i, 'topic'],
];
const NEGATION = /^(?:and\s+|but\s+|please\s+)?(?:never|don'?t|do not|avoid|no)\s+(?:ever\s+)?/i;

/** People words say nothing about what a sentence is about: the rule's other words do. */
const PEOPLE = new Set(['owner', 'customer', 'client', 'people', 'person', 'reader', 'user', 'donor', 'supporter', 'anyone', 'someone', 'parent', 'patient', 'buyer', 'shopper', 'member', 'audience']);

/** One sentence or list item as a manner rule ("Never shame owners who feed kibble"), or null. `bare` reads an item of an Avoid list ("guilt-tripping donors"). */
export function mannerRuleOf(item: string, bare = false): MannerRule | null {
  const rule = item.trim().replace(/^[-*•\s]+/, '').replace(/[.!;:,]+$/, '').replace(/^["“']|["”']$/g, '').trim();
  const negation = NEGATION.exec(rule);
  if (!negation && !bare) return null;
  const rest = rule.slice(negation?.[0].length ?? 0);
  for (const [verb, kind] of VERBS) {
    const m = verb.exec(rest);
    if (!m || !/^(\s|$)/.test(rest.slice(m[0].length))) continue;
    const target = rest.slice(m[0].length).replace(/^\s*(?:them|people|anyone)\s+(?:into|to)\b.*$/i, '').trim();
    // ('Don't mention price before the benefit', 'never quote prices over the phone': when or where, not a subject.)
    if (kind === 'topic' && (/\b(?:before|after|until|unless|without|first|over the phone|on the phone|by phone|in writing|by email)\b/i.test(target) || !stemsOf(target).length)) return null;
    return { rule, kind, keys: kind === 'rival' ? [] : [...new Set(stemsOf(target))].filter((k) => !PEOPLE.has(k)) };
  }
  return null;
}

/** The manner rules in a voice's prose or an avoid answer, a sentence or list item at a time. */
export function mannerRulesOf(text: string | null | undefined): MannerRule[] {
  if (!text?.trim()) return [];
  const rules: MannerRule[] = [];
  for (const item of text.split(/\n|;|(?<=[a-z0-9"”')])[.!]\s+|,\s+(?=(?:and\s+|or\s+)?(?:never|don'?t|do not|avoid|no)\b)/i)) {
    const rule = mannerRuleOf(item);
    if (rule && !rules.some((r) => r.rule.toLowerCase() === rule.rule.toLowerCase())) rules.push(rule);
  }
  return rules;
}

/** A judgement of a thing or a choice: what shaming says about what the rule protects. */
const JUDGEMENT = /\b(embarrass\w*|junk|rubbish|garbage|trash|awful|terrible|horrible|lazy|nasty|toxic|poison\w*|gross|disgusting|inferior|pathetic|ashamed|shameful|irresponsible|careless|neglect\w*|worst|stupid|silly|clueless|ignorant|cruel|lousy|crap|bad for|cardboard|sawdust|slop|muck|filler|fake|low-quality|nasty stuff|no better than|cowboys?|rip[- ]?offs?|shoddy|sloppy|dodgy|amateurs?|amateurish|useless|overpriced|incompetent|fly[- ]by[- ]night|cut corners|cutting corners)\b|\bunlike (?:the|those|some|most|many|other|your|big|high[- ]street)\b/i;
/** Others a sentence sets us against, named in general: 'unlike the big chains', 'other shops', 'the high-street firms', 'those supermarket florists'. */
const RIVALS_NAMED = /\bunlike\b|\bothers?\b|\b(?:big|high[- ]street|chain|national|online)\s+[a-z]+s\b|\bchains\b|\bthe competition\b|\b(?:those|the|other|most|many|some|any)\s+(?:[a-z-]+\s+){0,2}(?:shops|stores|firms|agencies|companies|businesses|brands|competitors|rivals|supermarkets|garages|salons)\b/i;
/** What a sentence does to the others it names: distrust, or a comparison that puts them below us ('better than the shops in town'). */
const KNOCKED = /\bdon'?t (?:trust|bother with|go to|waste (?:\w+ ){0,2}on)\b|\b(?:better|cheaper|faster|fresher|nicer|friendlier|kinder|more \w+|less \w+)\s+than\b/i;
/** A line that judges the reader's current choice, whatever it names. */
const READER_JUDGED = /^you should be(?: (?:ashamed|embarrassed))?[.!]*$|\bstill\s+\w+ing\b[^.!?]*\?|\bdeserves? better\s*[.!?]*$|\bhow could you\b|\bshould be ashamed\b|\bno excuse\b|\bwhat are you (?:doing|thinking)\b/i;
/** A loss laid at the reader's door: one of these is a guilt trip; of the weaker signs, two are. */
const GUILT = /\bbefore it'?s too late\b|\bwill suffer\b|\blet (?:\w+ ){0,3}down\b|\bonly you can\b|\bif you don'?t\b|\bunless you\b|\bcan you (?:really )?(?:live|look|afford|ignore|turn)\b|\bturn(?:ing)? your back\b|\bon your conscience\b|\bit'?s (?:up to|on) you\b|\bfall(?:s)? behind forever\b|\bwill be left behind\b/i;
const GUILT_SIGNS = /\bwithout you\b|\bforever\b|\bdesperate\w*\b|\bpoor (?:little )?(?:children|kids|families|people|animals|dogs|cats|mums|parents)\b|\bneedy\b|\bhelpless\b|\bsuffer\w*\b|\ball alone\b|\bfalls? behind\b|\bheartbreak\w*\b|\btragic\w*\b|\bgo without\b/gi;
const PITY = /\bpoor (?:little )?(?:children|kids|families|people|animals|dogs|cats|mums|parents)\b|\bneedy\b|\bhelpless\b|\bunfortunate\b|\bless fortunate\b|\bvictims?\b|\bdesperate\w*\b|\bsuffering\b/i;
const FEAR = /\bbefore it'?s too late\b|\bdangerous\b|\bunsafe\b|\bcrash(?:es|ed|ing)?\b|\baccidents?\b|\binjur(?:y|ies|ed)\b|\bdon'?t risk\b|\brisk (?:an?|your)\b|\bdeadly\b|\bdisaster\w*\b|\bterrif\w*\b|\bscary\b|\brisk losing\b|\bcould lose everything\b|\bdon'?t wait until\b|\bsilent killer\b|\bkill\w*\b|\bpoison\w*\b/i;

/** Whether a sentence does what the rule forbids. */
export function breaksManner(sentence: string, rule: MannerRule): boolean {
  if (!/[a-z]/i.test(sentence)) return false;
  switch (rule.kind) {
    case 'shame': {
      const stems = new Set(stemsOf(sentence));
      // 'Never criticise competitors' protects whoever the copy sets us against ('unlike the big chains', 'other shops').
      // ('Never run down other bike shops or mechanics' protects them too, whatever the copy calls them.)
      const againstRivals = rule.keys.some((k) => /^(?:compet|rival)/.test(k)) || /\b(?:other|rival|competing)\b/i.test(rule.rule);
      const rivals = againstRivals && RIVALS_NAMED.test(sentence);
      const about = !rule.keys.length || rule.keys.some((k) => stems.has(k)) || rivals;
      return (about && (JUDGEMENT.test(sentence) || (againstRivals && KNOCKED.test(sentence)))) || READER_JUDGED.test(sentence.trim());
    }
    case 'guilt':
      return GUILT.test(sentence) || (sentence.match(GUILT_SIGNS) ?? []).length >= 2;
    case 'pity':
      return PITY.test(sentence);
    case 'rival':
      // ('unlike Halfords, we actually care': a competitor the profile lists, named.)
      return rule.keys.some((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(sentence));
    case 'topic': {
      // Most of what the rule names, in the sentence: 'Tired of long DVSA test waits?' raises 'DVSA test waiting times'.
      const stems = new Set(stemsOf(sentence));
      const met = rule.keys.filter((k) => stems.has(k)).length;
      return met >= Math.max(1, Math.ceil(rule.keys.length * 0.6));
    }
    case 'fear': {
      // "No scare tactics about gas leaks": fear about what the rule names; with nothing named, any.
      const stems = new Set(stemsOf(sentence));
      const about = rule.keys.filter((k) => !/^(tactic|language|messag|word|copy|headline)/.test(k));
      return FEAR.test(sentence) && (!about.length || about.some((k) => stems.has(k)));
    }
  }
}

export function mannerBrokenBy(sentence: string, rules: readonly MannerRule[]): MannerRule | null {
  return rules.find((r) => breaksManner(sentence, r)) ?? null;
}

/** Takes out of copy each sentence (or trailing clause) that breaks a manner rule. */
export function withoutMannerBreaches(text: string, rules: readonly MannerRule[]): { text: string; removed: RemovedSentence<MannerRule>[] } {
  if (!rules.length) return { text, removed: [] };
  // ('Unlike Halfords, we actually care.': the comparison goes and what we do stays, 'We actually care.')
  const names = rules.filter((r) => r.kind === 'rival').flatMap((r) => r.keys).map((n) => escapeRegExp(n));
  const rival = rules.find((r) => r.kind === 'rival');
  const cut: RemovedSentence<MannerRule>[] = [];
  const compared = names.length && rival ? text.replace(new RegExp(`(^|[.!?]\\s+|\\n)((?:unlike|compared (?:with|to)|instead of|not like)\\s+(?:${names.join('|')})(?:['’]s)?[^,.!?\\n]{0,30}),\\s+(\\w)`, 'gi'), (_m, lead: string, clause: string, first: string) => {
    cut.push({ text: clause, rule: rival });
    return `${lead}${first.toUpperCase()}`;
  }) : text;
  const rest = withoutSentencesThat(compared, (sentence) => mannerBrokenBy(sentence, rules));
  return { text: rest.text, removed: [...cut, ...rest.removed] };
}

/**
 * The competitors a 'never mention a competitor by name' rule keeps out, from the profile's list: each as written and
 * without a bracket, and without the business's own town ('Halfords Leeds' is also 'Halfords', 'Bike Doctor (mobile)' 'Bike Doctor').
 */
export function withRivalNames(rules: readonly MannerRule[], competitors: readonly string[], where: string): MannerRule[] {
  if (!rules.some((r) => r.kind === 'rival') || !competitors.length) return [...rules];
  const names = new Set<string>();
  for (const c of competitors) {
    const name = c.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
    if (name.length >= 3) names.add(name);
    const words = name.split(/\s+/);
    // ('Halfords Leeds': a last word that is the town the business names for itself is the rival's branch there.)
    // ('Frameworks Hebden Bridge': every word of the town, from the end.)
    while (words.length >= 2 && new RegExp(`\\b${words.at(-1)!.replace(/[^\\w-]/g, '')}\\b`).test(where)) {
      words.pop();
      names.add(words.join(' '));
    }
  }
  return rules.map((r) => (r.kind === 'rival' ? { ...r, keys: [...names] } : r));
}
