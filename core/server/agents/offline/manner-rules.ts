import { stemsOf } from './avoided-claims.ts';
import { withoutSentencesThat, type RemovedSentence } from './sentence-removal.ts';

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
  kind: 'shame' | 'guilt' | 'pity' | 'fear';
  /** Who or what the rule protects, as stems ("owners who feed kibble" gives owner, feed, kibble); empty for anyone. */
  keys: string[];
}

const VERBS: [RegExp, MannerRule['kind']][] = [
  [/^(?:guilt[- ]?trip\w*|guilt\w*|make (?:\w+ ){0,2}feel guilty|use guilt|emotional(?:ly)? blackmail\w*|beg\w*|nag\w*|pressur\w*)/i, 'guilt'],
  [/^(?:shame|shaming|judge|judging|blame|blaming|mock\w*|criticis\w*|criticiz\w*|insult\w*|belittl\w*|lectur\w*|talk(?:ing)? down to|patronis\w*|patroniz\w*|condescend\w*|knock\w*|bash\w*|sneer\w*|make (?:\w+ ){0,2}feel (?:bad|ashamed|stupid|silly)|use shame)/i, 'shame'],
  [/^(?:pity|pitying|use pity|portray\w* (?:\w+ ){0,3}as (?:victims|helpless)|describ\w* (?:\w+ ){0,3}as (?:victims|helpless))/i, 'pity'],
  [/^(?:scare\w*|scaring|frighten\w*|fear[- ]?monger\w*|use fear|alarm\w*)/i, 'fear'],
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
    return { rule, kind, keys: [...new Set(stemsOf(target))].filter((k) => !PEOPLE.has(k)) };
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
/** Others a sentence sets us against, named in general: 'unlike the big chains', 'other shops', 'the high-street firms'. */
const RIVALS_NAMED = /\bunlike\b|\bothers?\b|\b(?:big|high[- ]street|chain|national|online)\s+[a-z]+s\b|\bchains\b/i;
/** A line that judges the reader's current choice, whatever it names. */
const READER_JUDGED = /^you should be(?: (?:ashamed|embarrassed))?[.!]*$|\bstill\s+\w+ing\b[^.!?]*\?|\bdeserves? better\s*[.!?]*$|\bhow could you\b|\bshould be ashamed\b|\bno excuse\b|\bwhat are you (?:doing|thinking)\b/i;
/** A loss laid at the reader's door: one of these is a guilt trip; of the weaker signs, two are. */
const GUILT = /\bbefore it'?s too late\b|\bwill suffer\b|\blet (?:\w+ ){0,3}down\b|\bonly you can\b|\bif you don'?t\b|\bunless you\b|\bcan you (?:really )?(?:live|look|afford|ignore|turn)\b|\bturn(?:ing)? your back\b|\bon your conscience\b|\bit'?s (?:up to|on) you\b|\bfall(?:s)? behind forever\b|\bwill be left behind\b/i;
const GUILT_SIGNS = /\bwithout you\b|\bforever\b|\bdesperate\w*\b|\bpoor (?:little )?(?:children|kids|families|people|animals|dogs|cats|mums|parents)\b|\bneedy\b|\bhelpless\b|\bsuffer\w*\b|\ball alone\b|\bfalls? behind\b|\bheartbreak\w*\b|\btragic\w*\b|\bgo without\b/gi;
const PITY = /\bpoor (?:little )?(?:children|kids|families|people|animals|dogs|cats|mums|parents)\b|\bneedy\b|\bhelpless\b|\bunfortunate\b|\bless fortunate\b|\bvictims?\b|\bdesperate\w*\b|\bsuffering\b/i;
const FEAR = /\bbefore it'?s too late\b|\bdangerous\b|\bdeadly\b|\bdisaster\w*\b|\bterrif\w*\b|\bscary\b|\brisk losing\b|\bcould lose everything\b|\bdon'?t wait until\b|\bsilent killer\b|\bkill\w*\b|\bpoison\w*\b/i;

/** Whether a sentence does what the rule forbids. */
export function breaksManner(sentence: string, rule: MannerRule): boolean {
  if (!/[a-z]/i.test(sentence)) return false;
  switch (rule.kind) {
    case 'shame': {
      const stems = new Set(stemsOf(sentence));
      // 'Never criticise competitors' protects whoever the copy sets us against ('unlike the big chains', 'other shops').
      const rivals = rule.keys.some((k) => /^(?:competitor|competit|rival|competition)$/.test(k)) && RIVALS_NAMED.test(sentence);
      const about = !rule.keys.length || rule.keys.some((k) => stems.has(k)) || rivals;
      return (about && JUDGEMENT.test(sentence)) || READER_JUDGED.test(sentence.trim());
    }
    case 'guilt':
      return GUILT.test(sentence) || (sentence.match(GUILT_SIGNS) ?? []).length >= 2;
    case 'pity':
      return PITY.test(sentence);
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
  return withoutSentencesThat(text, (sentence) => mannerBrokenBy(sentence, rules));
}
