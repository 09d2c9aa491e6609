import { englishModel } from './lemma-match.ts';
import { sentencesOfLine } from './sentence-limit.ts';

/**
 * What a confident voice drops when it tightens a draft: fake urgency ("Act now!", "only 3 spots left"),
 * shouting (stacked exclamation marks, words in capitals), stock phrases and filler. Each returns what it
 * actually removed or changed, so the change list is the diff, not a claim.
 */

/** Pressure that is not a real deadline: a stated date ("offer ends March 31") is left alone. */
export const FAKE_URGENCY = /\b(act now|(?:offer )?expires? in \d+ (?:hours?|minutes?)|hurry(?: up)?|only \d+ (?:[a-z-]+ ){0,2}(?:spots?|slots?|places?|seats?|left|remaining)|\d+ (?:[a-z-]+ )?(?:spots?|slots?|places?|seats?) left|don'?t miss out|don'?t wait(?: until it(?:'s| is) too late)?|(?:before|until) (?:it|they)(?:'s|’s| is| are|'re|’re) (?:all )?(?:gone|too late)|won'?t last(?: long)?|(?:offer )?ends? soon|(?:for a )?limited[- ]time(?: only| offer)?|now or never|last chance|(?:are )?selling fast|(?:are )?going fast|while you still can|while (?:stocks|spaces|places) last|(?:before|until) (?:they|it|slots|spaces|places|seats|tickets|spots) (?:sell|sells|run|runs) out|(?:are |is )?selling out)\b/i;

const TRAILING_PRESSURE = /,?\s*\b((?:before|until) (?:it|they)(?:'s|’s| is| are|'re|’re) (?:all )?(?:gone|too late)|while you still can|while (?:stocks|spaces|places) last|(?:for a )?limited[- ]time(?: only)?)\b/i;

/** Removes fake urgency: the clause that carries it, or the whole sentence when nothing else is left. */
export function withoutFakeUrgency(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  const lines = text.split('\n').map((line) => {
    if (!FAKE_URGENCY.test(line)) return line;
    const prefix = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?/.exec(line)?.[0] ?? '';
    const kept = sentencesOfLine(line.slice(prefix.length)).flatMap((sentence) => {
      if (!FAKE_URGENCY.test(sentence)) return [sentence];
      // Clauses split at commas, dashes and colons: keep those without pressure when they still say something.
      // "Spaces are going fast so book today": the ask after "so" is a call to action worth keeping.
      // ('Curlew Barn still has Christmas week free but there's only 1 left': the fact before 'but' stays.)
      const clauses = sentence.split(/(?:,\s+|\s+[—–-]\s+|:\s+|!\s*|\s+so\s+(?=[a-z])|\s+but\s+(?=[a-z]))/).filter((c) => c.trim());
      const calm = clauses.filter((c) => !FAKE_URGENCY.test(c));
      // A pressure phrase that only tails the sentence goes alone: "please give today before it's too late" keeps its ask.
      const tail = TRAILING_PRESSURE.exec(sentence);
      const phraseOnly = tail ? sentence.replace(TRAILING_PRESSURE, '') : sentence;
      if (tail && !FAKE_URGENCY.test(phraseOnly) && phraseOnly.split(/\s+/).length >= 3) {
        removed.push(tail[1]!);
        return [phraseOnly.trim()];
      }
      // A call to action of two words ("Book now") still says something; one word does not.
      if (calm.length && calm.join(' ').split(/\s+/).length >= 2 && calm.length < clauses.length) {
        removed.push(clauses.filter((c) => FAKE_URGENCY.test(c)).map((c) => c.trim().replace(/[.!?]+$/, '')).join(', '));
        const rest = calm.join(', ').trim().replace(/[,;:]$/, '');
        return [`${rest.charAt(0).toUpperCase()}${rest.slice(1)}${/[.!?]$/.test(rest) ? '' : '.'}`];
      }
      removed.push(sentence.trim());
      return [];
    });
    return kept.length ? prefix + kept.join(' ') : null;
  });
  return { text: lines.filter((l): l is string => l !== null).join('\n'), removed };
}

/** Marketing words that shout in capitals though the dictionary may not list them. */
const SHOUTED = new Set(['sale', 'off', 'now', 'free', 'new', 'hurry', 'last', 'buy', 'save', 'win', 'deal', 'today', 'best', 'huge', 'big', 'only', 'limited', 'exclusive', 'urgent', 'never', 'ever', 'amazing', 'wow']);

/** Whether a word in capitals is shouting rather than an acronym (SEO, HIPAA and CRM stay). */
function isShouted(word: string): boolean {
  const lower = word.toLowerCase();
  // (Three letters in capitals are an acronym unless a word people shout: 'OCT', 'NHS' and 'GPS' stay, 'NOW' does not.)
  return word.length >= 3 && (SHOUTED.has(lower) || (word.length > 3 && englishModel.one.lexicon[lower] !== undefined));
}

export interface Calmed {
  text: string;
  exclamations: number;
  capitals: string[];
}

/** Turns shouting down: exclamation marks become full stops when there is more than one, shouted capitals become lower case. */
export function withoutShouting(text: string): Calmed {
  const exclamations = (text.match(/!/g) ?? []).length;
  let out = exclamations > 1 ? text.replace(/!+/g, '.').replace(/\.{2,}/g, '.') : text;
  const capitals: string[] = [];
  out = out.replace(/\b[A-Z]{2,}\b/g, (word, offset: number, whole: string) => {
    if (!isShouted(word)) return word;
    capitals.push(word);
    const before = whole.slice(0, offset);
    const startsSentence = /(^|[.!?]\s+|\n\s*(?:[-*]\s+)?)$/.test(before);
    return startsSentence ? word.charAt(0) + word.slice(1).toLowerCase() : word.toLowerCase();
  });
  return { text: out, exclamations: exclamations > 1 ? exclamations : 0, capitals: [...new Set(capitals)] };
}

/** Stock phrases a plain voice drops or says plainly. */
const STOCK: [RegExp, string][] = [
  // A letter still opens with a greeting: "Dear valued customer," becomes "Hello,"; elsewhere "valued" just goes.
  [/^(\s*)Dear valued (?:[a-z]+),?/gim, '$1Hello,'],
  [/\bvalued (client|customer|patient|member|partner|guest)(s?)\b/gi, '$1$2'],
  // Openers that delay the point: the sentence starts where the news does.
  [/\bI hope (?:this|my) (?:e-?mail|message|note) finds you well[.!]?\s*/gi, ''],
  [/\bI (?:just )?wanted to (?:reach out|get in touch|touch base)(?: because| as| to let you know that)?\s*/gi, ''],
  [/\b(?:we(?:'re| are)|I(?:'m| am)) (?:super |so |really |very )?(?:thrilled|excited|delighted|pleased|proud|happy) to (?:announce|share|introduce|unveil|launch|tell you about)\s+(?=(?:our|a|an|the|my)\b)(?![^.!?]*\b(?:is|are|was|were|has|have)\b)/gi, 'Here is '],
  [/\b(?:we(?:'re| are)|I(?:'m| am)) (?:super |so |really |very )?(?:thrilled|excited|delighted|pleased|proud|happy) to (?:announce|share|tell you)(?: that)?\s*/gi, ''],
  [/^(\s*)(?:big |some )?exciting news[.!:]*\s*/gim, '$1'],
  [/\bcomprehensive,?\s+end-to-end\b/gi, 'complete'],
  [/\b(is|are) unmatched\b/gi, 'matter to us'],
  [/\bin today's fast-paced world,?\s*/gi, ''],
  [/\btake (?:it|your \w+) to the next level\b/gi, 'improve it'],
];

export function withoutStockPhrases(text: string): { text: string; swaps: { from: string; to: string }[] } {
  const swaps: { from: string; to: string }[] = [];
  let out = text;
  for (const [pattern, replacement] of STOCK)
    out = out.replace(pattern, (...args: string[]) => {
      const m = args[0]!;
      const to = replacement.replace(/\$(\d)/g, (_, n: string) => args[Number(n)] ?? '');
      swaps.push({ from: m.trim().replace(/,$/, ''), to: to.trim().replace(/,$/, '') });
      return to;
    });
  return { text: out, swaps };
}

const FILLER: [RegExp, string][] = [[/\b(really|very|just|actually|basically|literally|truly) (?=\w)/gi, ''], [/\bin order to\b/gi, 'to'], [/\bat this point in time\b/gi, 'now'], [/\bdue to the fact that\b/gi, 'because']];

export function withoutFiller(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  let out = text;
  for (const [pattern, replacement] of FILLER)
    out = out.replace(pattern, (m) => {
      removed.push(m.trim());
      return replacement;
    });
  return { text: out, removed };
}
