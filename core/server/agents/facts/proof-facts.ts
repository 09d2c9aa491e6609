import nlp from 'compromise';
import type { FactSource, ProofFact } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';

// A result: something got better by a figure ('cut no-shows by 38%', 'filled 120 more chairs').
const RESULT = /\b(cut|cuts|reduc\w*|increas\w*|grew|grow\w*|sav(?:e|ed|es|ing)|rais(?:e|ed|ing)|boost\w*|doubl\w*|tripl\w*|halv\w*|dropp?(?:ed|s)?|fell|lift(?:ed|s)?|improv\w*|recover\w*|won|fill(?:ed|s)?|gain\w*|achiev\w*|generat\w*|freed|slash\w*|shav\w*|went from|up from|down from)\b/i;
// Reach and ratings count as proof outside a price list ('trusted by 400 practices', 'rated 4.8/5').
const REACH = /\b(trusted by|used by|rated|loved by|served|serving|delivered|helped|customers|clients|practices use|reviews?)\b/i;
const PRICE_SECTIONS = /(pric|plan|cost|fee|tier|package|subscription)/i;
const RESULT_SECTIONS = /(result|case stud|customer|testimonial|review|proof|success|what .* say|impact|stories|story|trusted|award)/i;
// Figures as written: '38%', '$3,000', '3 months', '4.8/5', '2x', '1,200'.
const FIGURE = /(?:[$£€]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|x\b|k\b|\/\d+))?(?:\s(?:months?|weeks?|days?|hours?|minutes?|years?|per cent|percent))?/gi;

/** The figures in a text, as written, each once; a year alone is not a figure. */
export function figuresIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const f = m[0].trim();
    if (/^(19|20)\d\d$/.test(f)) continue;
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** Whether a statement is a result with its numbers, or a customer's words. */
export function isProof(item: DocumentItem): boolean {
  const figures = figuresIn(item.text);
  if (item.kind === 'quote' && (item.who || figures.length)) return true;
  if (!figures.length) return false;
  if (RESULT.test(item.text) || RESULT_SECTIONS.test(item.section)) return true;
  return REACH.test(item.text) && !PRICE_SECTIONS.test(item.section) && item.kind !== 'row';
}

/** Who achieved a result: the quotation's speaker, an 'at X' or 'X cut ...' organisation or person the parser finds. */
function whoOf(item: DocumentItem): string | null {
  if (item.who) return item.who;
  const at = /\b(?:at|for|with|from)\s+((?:[A-Z][\w'&.-]*\s?){1,5})/.exec(item.text);
  const doc = nlp(item.text);
  const named = [...(doc.organizations().out('array') as string[]), ...(doc.people().out('array') as string[])].map((n) => n.replace(/[.,;:!?]+$/, ''));
  if (named.length) return named[0]!;
  if (at) return at[1]!.trim();
  // 'Smile Dental Group cut no-shows by 38%': the capitalised subject.
  const lead = /^((?:[A-Z][\w'&.-]*\s){1,4})(?=[a-z])/.exec(item.text);
  if (lead && !/^(The|Our|We|In|After|Since|With|Over|Within|Customers|Clients|Practices)\b/.test(lead[1]!)) return lead[1]!.trim();
  return null;
}

/** The proof points of a document: each result with its figures and who achieved it, and customers' quotations. */
export function proofFacts(items: readonly DocumentItem[], source: FactSource): ProofFact[] {
  return items.filter(isProof).map((item) => ({ text: item.text.replace(/[.;]+$/, ''), source, figures: figuresIn(item.text), who: whoOf(item) }));
}
