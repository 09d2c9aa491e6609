/**
 * The brush-offs of a cold reply to a customer ('Sorry you feel that way', 'Policy is policy.') and what a warmer
 * reply says instead: an apology for what happened, never for the customer's feelings, and no line that shuts the
 * conversation down. Only wording changes; what the reply says about the policy or the facts stays.
 */
const REWORDED: [RegExp, string][] = [
  // 'Sorry you feel that way but our timings are on the website.': the apology, then the rest as its own sentence.
  [/\b(?:(?:we're|we are|i'm|i am)\s+)?sorry (?:that )?you feel (?:that way|like that|this way)\b(?:,?\s+but\s+(\S)|[.!]?)/gi, "We're sorry this wasn't what you hoped for."],
  [/\bwe regret to inform you that\s+/gi, "We're sorry to say that "],
  [/\bplease (?:be advised|note) that\s+/gi, ''],
];

/** A sentence that only shuts the conversation down: it goes whole. */
const SHUT_DOWN = /^(?:rules are rules|policy is policy|that'?s (?:just )?(?:our|the) (?:policy|rules?)|it is what it is|there(?:'s| is) nothing (?:more )?(?:we|I) can do(?: about (?:it|that))?)[.!]*$/i;

/** Words that show a text is a reply to a customer's complaint or review. */
export const REPLY_WORDS = /\b(?:sorry|apolog\w*|your (?:review|feedback|complaint|comments?|experience)|policy|refund|charged|fee)\b/i;

/** The text with its brush-offs reworded or gone, and each change (from, to; to '' for a sentence that went). */
export function brushOffsIn(text: string): { text: string; changes: { from: string; to: string }[] } {
  const changes: { from: string; to: string }[] = [];
  let out = text;
  for (const [pattern, warmer] of REWORDED) {
    out = out.replace(pattern, (...m: unknown[]) => {
      const next = typeof m[1] === 'string' ? m[1] : null;
      changes.push({ from: String(m[0]).replace(/,?\s+but\s+\S$|[.!]$/i, '').trim(), to: warmer.replace(/[.\s]+$/, '') });
      return next ? `${warmer} ${next.toUpperCase()}` : warmer;
    });
  }
  const kept = out
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((s) => {
          const shut = SHUT_DOWN.test(s.trim());
          if (shut) changes.push({ from: s.trim(), to: '' });
          return !shut;
        })
        .join(' '),
    )
    .join('\n');
  return { text: kept, changes };
}
