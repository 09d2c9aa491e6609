import type { Brief } from '../../brief/brief.ts';

/** How many of a deliverable the brief asks for ('10 keywords' gives 10), null when it gives no number. */
export function askedCount(brief: Brief, nouns: readonly string[]): number | null {
  const asked = brief.deliverables.find((d) => d.count !== null && nouns.some((n) => d.noun === n || d.noun.endsWith(` ${n}`)));
  return asked?.count ?? null;
}
