import type { Brief } from '../brief/brief.ts';

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/**
 * Where a model's answer falls short of the brief, in terms the model can act on; empty when it meets it. Only what
 * can be counted in the text is checked: pieces, words, bullets, and the offer, code and links the request gave.
 */
export function briefMisses(answer: string, brief: Brief): string[] {
  if (!brief.task) return [];
  const misses: string[] = [];
  const numbered = answer.split('\n').filter((l) => /^\s*(\d+[.)]|#{2,4}\s)/.test(l)).length;
  for (const d of brief.deliverables) {
    if (d.count && d.count > 1 && numbered < d.count) misses.push(`${d.count} ${d.noun}s were asked for; the answer has ${numbered} numbered pieces`);
  }
  if (brief.limits.words && words(answer) > brief.limits.words * 1.15) misses.push(`at most ${brief.limits.words} words were asked for; the answer has ${words(answer)}`);
  const bullets = answer.split('\n').filter((l) => /^\s*[-*•]\s/.test(l)).length;
  if (brief.limits.bullets && bullets > brief.limits.bullets) misses.push(`at most ${brief.limits.bullets} bullet points were asked for; the answer has ${bullets}`);
  if (brief.offer.code && !answer.includes(brief.offer.code)) misses.push(`the code ${brief.offer.code} is missing`);
  if (brief.offer.discount && !answer.toLowerCase().includes(brief.offer.discount.toLowerCase())) misses.push(`the offer "${brief.offer.discount}" is missing`);
  for (const link of brief.links) if (!answer.includes(link)) misses.push(`the link ${link} is missing`);
  return misses;
}
