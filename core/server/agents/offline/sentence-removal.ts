/**
 * Takes out of copy each sentence a rule forbids (a claim, a guilt trip), keeping what still reads: where only
 * a trailing clause breaks the rule ("Texts go out two days before, and we guarantee you'll never have a
 * no-show"), only that clause goes; a greeting the sentence opens with ("Dear Supporter, without you …") stays
 * on its own line, so a letter still opens with it.
 */
export interface RemovedSentence<R> {
  /** The sentence or clause taken out. */
  text: string;
  rule: R;
}

/** Where a trailing clause may be dropped and the rest still reads: ", and", ", so", ", which", ";", a dash, "and" before a verb phrase. */
const CLAUSE_JOINT = /(,\s+(?:and|so|which|but|because|while|before|until)\s+|;\s+|\s+[–—-]\s+|,?\s+(?=before it'?s too late|or else|otherwise)|\s+and\s+(?=(?:will\s+|can\s+)?(?:cut|cuts|replace|replaces|save|saves|guarantee|guarantees|never|always|make|makes|turn|turns)\b)|\s+(?=to\s+(?:soothe|help|heal|treat|cure|relieve|ease|calm|fix|reduce|prevent|stop|clear|improve|protect)\b)|,?\s+(?=(?:and\s+)?(?:helps|heals|treats|cures|soothes|relieves|eases|prevents|clears)\s+(?:with\s+)?\w))/i;
/** A reply to the question before it, and nothing more: 'No problem!', 'Yes.', 'Of course.', 'We can!'. */
const SHORT_ANSWER = /^(?:no problem|yes|yep|of course|absolutely|sure|easy|done|we can|we do|you can|no worries)[.!]*$/i;
const GREETING = /^((?:dear|hi|hello|hey|good (?:morning|afternoon|evening))\b[^,.!?\n]{0,40},)\s+(?=\S)/i;

export function withoutSentencesThat<R>(text: string, ruleBrokenBy: (sentence: string) => R | null): { text: string; removed: RemovedSentence<R>[] } {
  const removed: RemovedSentence<R>[] = [];
  const lines = text.split('\n').flatMap((line) => {
    const prefix = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?/.exec(line)?.[0] ?? '';
    let body = line.slice(prefix.length);
    // Read sentence by sentence: a hedge in one sentence ("we help children to …") does not excuse the next.
    if (!body.trim() || (!ruleBrokenBy(body) && !body.split(/(?<=[.!?])\s+/).some((s) => ruleBrokenBy(s) !== null))) return [line];
    const greeting = GREETING.exec(body);
    if (greeting) body = body.slice(greeting[0].length);
    // A question taken out takes its short answer with it ('Need a frame today? No problem!'): alone it answers nothing.
    let asked = false;
    const kept = body.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      const rule = ruleBrokenBy(sentence);
      const answers = asked && SHORT_ANSWER.test(sentence.trim());
      asked = rule !== null && /\?\s*$/.test(sentence);
      if (answers) return [];
      if (rule === null) return [sentence];
      const parts = sentence.split(CLAUSE_JOINT);
      // parts alternate clause, joint, clause...: keep the clauses before the first one that breaks the rule.
      // A joint can carry the breach ("…, before it's too late"): each clause is read with the joint before it.
      const withJoint = (i: number) => `${i ? parts[i - 1]!.replace(/^[,;\s]+/, '') : ''}${parts[i]}`;
      const firstBad = parts.findIndex((p, i) => i % 2 === 0 && (ruleBrokenBy(p) !== null || ruleBrokenBy(withJoint(i)) !== null));
      if (firstBad > 0) {
        const head = parts.slice(0, firstBad - 1).join('').trim();
        // (A head that ends on a word needing more, 'Our new soap is', 'handcrafted to', is no sentence: all of it goes.)
        if (head.split(/\s+/).length >= 3 && ruleBrokenBy(head) === null && !/\b(?:is|are|was|were|be|been|to|and|or|with|the|a|an|our|your|of|for)$/i.test(head.replace(/[,;:]$/, ''))) {
          const from = ruleBrokenBy(parts[firstBad]!) !== null ? firstBad : firstBad - 1;
          removed.push({ text: parts.slice(from).join('').replace(/^[,;:\s]+/, '').replace(/[.!?]+$/, '').trim(), rule });
          return [`${head.replace(/[,;:]$/, '')}${/[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'}`];
        }
      }
      removed.push({ text: sentence.trim(), rule });
      return [];
    });
    const opening = greeting ? [prefix + greeting[1]!] : [];
    if (!kept.length) return opening.length ? opening : [null];
    return greeting ? [...opening, '', kept.join(' ')] : [prefix + kept.join(' ')];
  });
  return { text: lines.filter((l): l is string => l !== null).join('\n'), removed };
}
