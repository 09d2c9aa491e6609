/**
 * A text made followable for a customer when the request asks for plain words ('so a normal customer can follow
 * it') or the voice says to explain terms: its long sentences split at their semicolons, and each technical term
 * (MPPT, SoC, G99) marked where it first appears for the writer to explain. The offline engine has no glossary,
 * so it marks what it cannot explain rather than pretending the text is already plain.
 */

/** A request for plain words, or a voice rule to explain terms. */
const PLAIN_ASKED = /\bplain (?:english|language|words)\b|\b(?:normal|ordinary|everyday|average) (?:customer|person|people|reader|homeowner)s?\b|\bnon-?technical\b|\blay(?:man|person|people)\b|\bsimplif(?:y|ied)\b|\bwithout (?:the )?jargon\b|\b(?:customers?|homeowners?|readers?|anyone|people) can (?:follow|understand)\b/i;
const EXPLAIN_RULE = /\bexplain (?:any |technical |the )?(?:terms?|jargon|acronyms?)\b|\bfor homeowners, not engineers\b/i;
/** Capitals everyone reads: not terms to explain. */
const COMMON = new Set(['UK', 'US', 'USA', 'EU', 'VAT', 'OK', 'TV', 'FAQ', 'PDF', 'AM', 'PM', 'ID', 'NHS']);
/** A technical term: two or more capitals in a short token ('MPPT', 'SoC', 'G99', 'kWp'), not a plain word in capitals. */
const TERM = /\b(?=[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z0-9])(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z][A-Za-z0-9]{1,5}\b/g;

export function wantsPlainTerms(request: string, voiceText: string): boolean {
  return PLAIN_ASKED.test(request) || EXPLAIN_RULE.test(voiceText);
}

export function plainTerms(text: string, company: string | null): { text: string; split: number; marked: string[] } {
  let split = 0;
  // 'will clip DC input …; surplus generation may be curtailed …': two thoughts, two sentences.
  let out = text.replace(/;\s+([a-z])/g, (_, c: string) => {
    split++;
    return `. ${c.toUpperCase()}`;
  });
  const marked: string[] = [];
  const own = (company ?? '').toLowerCase();
  out = out.replace(TERM, (term) => {
    if (COMMON.has(term) || marked.includes(term) || own.includes(term.toLowerCase()) || /^[A-Z][a-z]+$/.test(term) || /^\d/.test(term)) return term;
    // Only capitals inside a word ('SoC', 'kWp') or a run of them ('MPPT', 'DC'): a sentence's first word is no term.
    if (!/[A-Z].*[A-Z0-9]/.test(term)) return term;
    marked.push(term);
    return `${term} [explain ${term} in everyday words]`;
  });
  return { text: out, split, marked };
}
