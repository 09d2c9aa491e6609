import type { FactSheet } from '../../facts/fact-sheet.ts';
import { capital } from './copy-text.ts';
import { firstClaim } from '../../facts/fact-phrases.ts';

/**
 * 'A LinkedIn post about why I started Clearwater', 'our founder story': a post that tells how the business began,
 * in the first person the request uses, from what the space says of its start ('I started it after ten years
 * running a fish shop'), then what it fixes and offers today. With no such line in the facts, the start is a
 * marked blank for the owner's own words: a story is never made up.
 */
export const ORIGIN_ASK = /\b(?:why|how)\s+(?:i|we)\s+(?:started|founded|set up|began|launched|opened|built|created)\b|\b(?:our|my|the)\s+(?:origin|founding|founder(?:'s|s)?)\s+story\b|\bstory\s+(?:of|behind)\s+(?:how|why|the business|us|the company|[A-Z]\w+)\b|\bhow (?:it|we|this|the business) (?:all )?(?:started|began)\b/i;

/** A line of the space's own about how it began: 'I started it after ten years running a fish shop', 'Founded in 2009 by …'. */
const ORIGIN_LINE = /\b(?:(?:i|we)\s+(?:\w+\s+){0,2}(?:started|founded|set up|began|opened|launched|built|created)|founded (?:in|by)|since (?:19|20)\d\d|set up in (?:19|20)\d\d|started in (?:19|20)\d\d)\b/i;

const sentencesOf = (text: string | null | undefined) => (text ?? '').split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+\s[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

export interface OriginParts {
  hook: string;
  lines: string[];
  /** Whether the start came from the facts, or is a blank for the owner. */
  told: boolean;
}

/** The post's parts, in order, for the `index`-th post of a set (each opens its own way). */
export function originParts(facts: FactSheet, request: string, index: number): OriginParts {
  const company = facts.company ?? 'the business';
  const mine = /\b(?:why|how)\s+i\b|\bmy\s+(?:story|founder)/i.test(request);
  const start = [facts.description, facts.differentiator].flatMap(sentencesOf).filter((s) => ORIGIN_LINE.test(s));
  // 'I started it after …': 'it' is the business, which the post names.
  const told = start.map((s) => s.replace(/\b(started|founded|set up|began|opened|launched|built|created) it\b/i, `$1 ${company}`).replace(/([^.!?])$/, '$1.'));
  const hooks = mine
    ? [`Why did I start ${company}?`, `People ask me why I started ${company}.`, `How ${company} began.`]
    : [`Why did we start ${company}?`, `How ${company} began.`, `People ask us why we started ${company}.`];
  const fixes = facts.problems ? `What ${mine ? 'I' : 'we'} set out to fix: ${lowerFirst(facts.problems.replace(/[.]+$/, ''))}.` : null;
  const today = facts.product ? `Today, ${company} offers ${lowerFirst(facts.product.replace(/[.]+$/, ''))}.` : null;
  const apart = facts.differentiator && !start.includes(facts.differentiator) ? `${capital(firstClaim(facts.differentiator))}.` : null;
  return {
    hook: hooks[index % hooks.length]!,
    lines: [told.length ? told.join(' ') : `[how and why you started ${company}: two lines in your own words]`, fixes, today, apart].filter((l): l is string => Boolean(l)),
    told: told.length > 0,
  };
}
