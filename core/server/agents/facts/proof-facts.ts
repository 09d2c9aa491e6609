import nlp from 'compromise';
import type { FactSource, ProofFact } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';

// A result: something got better by a figure ('cut no-shows by 38%', 'filled 120 more chairs').
const RESULT = /\b(cut|cuts|reduc\w*|increas\w*|grew|grow\w*|sav(?:e|ed|es|ing)|rais(?:e|ed|ing)|boost\w*|doubl\w*|tripl\w*|halv\w*|dropp?(?:ed|s)?|fell|lift(?:ed|s)?|improv\w*|recover\w*|won|fill(?:ed|s)?|gain\w*|achiev\w*|generat\w*|freed|slash\w*|shav\w*|went from|up from|down from)\b/i;
// Reach and ratings count as proof outside a price list ('trusted by 400 practices', 'rated 4.8/5').
const REACH = /\b(trusted by|used by|rated|loved by|served|serving|delivered|helped|reach(?:ed)?|customers|clients|practices use|reviews?|said|say|says|reported|felt|agree[sd]?|recommend\w*)\b/i;
const ACTOR = new RegExp(`((?:(?:[A-Z][\\w'&.-]*|&)\\s){2,6})(?=${RESULT.source.slice(3, -3)})`);
const MAX_PROOF = 40;
const PRICE_SECTIONS = /(pric|plan|cost|fee|tier|package|subscription)/i;
const RESULT_SECTIONS = /(result|case stud|customer|testimonial|review|proof|success|what .* say|impact|stories|story|trusted|award)/i;
// Figures as written: '38%', '$3,000', '3 months', '4.8/5', '2x', '1,200'.
const FIGURE = /(?:[$£€]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|x\b|k\b|\/\d+))?(?:\s(?:months?|weeks?|days?|hours?|minutes?|years?|per cent|percent))?/gi;

/** The figures in a text, as written, each once; a year alone is not a figure. */
// Figures spelled out with what they count ('six hours', 'twice as many').
const SPELLED = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a hundred|half)\s+(?:hours?|days?|weeks?|months?|years?|minutes?|times|percent|per cent)\b|\b(?:twice|three times|four times|double|triple|half)\b/gi;

export function figuresIn(text: string): string[] {
  const out: string[] = [];
  for (const m of [...text.matchAll(FIGURE), ...text.matchAll(SPELLED)].sort((a, b) => a.index - b.index)) {
    const f = m[0].trim();
    if (/^(19|20)\d\d$/.test(f)) continue;
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

// How long or how often ('every two weeks', 'a 14-day trial', 'within 48 hours', 'since 2019'), which says nothing of a result.
const DURATIONS = /\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|a hundred|half)[\s-](?:hours?|days?|weeks?|months?|years?|minutes?|mins?|hrs?)\b|\b(?:since|in|from) (?:19|20)\d\d\b/gi;
// 'Office box: £28', 'Starter — $49/month': a label and its price.
export const PRICE_LINE = /^[^:|—–]{2,60}(?::|\s[—–-])\s*(?:from\s+)?[$£€¥]\s?\d/i;

/** Whether a statement is a result with its numbers, or a customer's words. */
export function isProof(item: DocumentItem): boolean {
  const figures = figuresIn(item.text);
  if (item.kind === 'quote' && (item.who || figures.length)) return true;
  if (!figures.length) return false;
  // A price line is a price whatever its heading says, unless something got better by a figure.
  if ((PRICE_LINE.test(item.text) || item.kind === 'row') && !RESULT.test(item.text)) return false;
  // How long or how often something takes is a term of the service, not a result; a discount is an offer.
  const rest = item.text.replace(DURATIONS, ' ');
  if (!figuresIn(rest).length && !RESULT.test(item.text)) return false;
  if (/\d\s?%\s+off\b|\bdiscount\b|\boff (?:your|the|all|any)\b/i.test(item.text) && !RESULT.test(item.text)) return false;
  if (RESULT_SECTIONS.test(item.section)) return true;
  // Under a price list or the terms, 'annual billing saves two months' is an offer, not a result.
  if (PRICE_SECTIONS.test(item.section) || /\b(term|trial|billing|guarantee)/i.test(item.section)) return false;
  if (RESULT.test(item.text)) return true;
  return REACH.test(item.text) && !PRICE_SECTIONS.test(item.section) && item.kind !== 'row';
}

/** Who achieved a result: the quotation's speaker, an 'at X' or 'X cut ...' organisation or person the parser finds. */
function whoOf(item: DocumentItem): string | null {
  if (item.who) return item.who;
  // 'Since switching, The Corner Deli increased sales by 25%': the capitalised name before the result.
  const actor = ACTOR.exec(item.text);
  if (actor) return actor[1]!.trim();
  const doc = nlp(item.text);
  const named = [...(doc.organizations().out('array') as string[]), ...(doc.people().out('array') as string[])].map((n) => n.replace(/[.,;:!?]+$/, ''));
  if (named.length) return named[0]!;
  const at = /\b(?:at|for|with|from)\s+((?:[A-Z][\w'&.-]*\s?){1,5})/.exec(item.text);
  if (at) return at[1]!.trim();
  // 'Brightside cut no-shows by 38%': the capitalised subject.
  const lead = /^((?:[A-Z][\w'&.-]*\s){1,4})(?=[a-z])/.exec(item.text);
  if (lead && !/^(The|Our|We|In|After|Since|With|Over|Within|Customers|Clients|Practices|More|Up|Every|Each|All|Most|Last|Next|This|That|When|Once|Today|Now|Then|Thanks|Because)\b/.test(lead[1]!) && !nlp(lead[1]!).has('(#Verb|#Date)')) return lead[1]!.trim();
  return null;
}

/** The proof points of a document: each result with its figures and who achieved it, and customers' quotations. */
export function proofFacts(items: readonly DocumentItem[], source: FactSource): ProofFact[] {
  // A document's results are a handful; a long report's first ones are enough to write from.
  return items.filter(isProof).slice(0, MAX_PROOF).map((item) => ({ text: item.text.replace(/[.;]+$/, ''), source, figures: figuresIn(item.text), who: whoOf(item) }));
}
