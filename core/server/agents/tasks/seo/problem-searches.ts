/**
 * What a reader types about a problem the profile words from the business's side. Two shapes are no search as
 * written: a doubt ('not knowing which origin suits their brew method') is searched as its question, and a thing
 * that lacks something ('subscriptions they cannot pause') as the thing that has it.
 */
export interface ProblemSearch {
  /** A doubt is searched to learn; a lack, to find what has it. */
  kind: 'doubt' | 'lack';
  /** As a title says it to the reader ('which origin suits your brew method'). */
  title: string;
  /** As the reader types it ('which origin suits my brew method'). */
  keyword: string;
}

// 'from April 2026 for first homes over £300,000': a piece of a sentence cut at its comma, not a problem.
const STARTS_MID_CLAUSE = /^(?:from|in|on|at|by|for|with|to|of|since|until|after|before|so|which|that|but|because|when|while)\b/i;

/** The problems the profile lists, each whole ('weekend sessions that sell out'). */
export function wholeProblems(text: string | null): string[] {
  if (!text?.trim()) return [];
  return text
    // '£30,000' is one amount, and a full stop ends a problem as a comma does.
    .split(/\s*(?:[;\n]|,(?!\d{3}\b)|(?<=[a-z)][.!?])\s+(?=[A-Z]))\s*(?:and\s+)?|\s+and\s+(?=(?:no|not|the|a|an|people|customers|clients|hours|time|weekend|late|lost|missing|messy|slow|high)\b)/i)
    .map((p) => p.replace(/^(?:and|or)\s+/i, '').replace(/[.!]+$/, '').trim())
    .filter((p) => !STARTS_MID_CLAUSE.test(p))
    .filter((p) => p.split(/\s+/).length <= 12 && /[a-z]{3}/i.test(p));
}

const DOUBT = /^(?:not knowing|not sure|unsure(?:\s+(?:of|about))?|no idea|confus(?:ed|ion)\s+(?:about|over))\s+((?:which|what|how|whether|where|when|who|if)\s+.+)$/i;
const LACKS = /^(.+?)\s+(?:they|you|we|people|customers)\s+(?:cannot|can not|can['’]t)\s+(.+)$/i;

const toReader = (text: string) => text.replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you').replace(/\bthem\b/gi, 'you');
const toSearcher = (text: string) => text.replace(/\btheir\b/gi, 'my').replace(/\bthey\b/gi, 'I').replace(/\bthem\b/gi, 'me');

/** The question a doubt is ('which origin suits your brew method'), or null for any other problem. */
export function doubtSearch(problem: string): ProblemSearch | null {
  const m = DOUBT.exec(problem.trim());
  if (!m) return null;
  const question = m[1]!.replace(/^if\b/i, 'whether').replace(/[.?!]+$/, '');
  return { kind: 'doubt', title: toReader(question), keyword: toSearcher(question).toLowerCase() };
}

/** What the reader looks for instead of a thing that lacks something ('subscriptions you can pause'), or null. */
export function lackSearch(problem: string): ProblemSearch | null {
  const m = LACKS.exec(problem.trim());
  if (!m || m[1]!.split(/\s+/).length > 4) return null;
  const wanted = `${m[1]!} you can ${m[2]!.replace(/[.?!]+$/, '')}`;
  return { kind: 'lack', title: toReader(wanted), keyword: toReader(wanted).toLowerCase() };
}

/** Either search, for a problem of one of the two shapes. */
export function problemSearch(problem: string): ProblemSearch | null {
  return doubtSearch(problem) ?? lackSearch(problem);
}
