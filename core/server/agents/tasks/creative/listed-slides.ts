import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { Slide } from './carousel-slides.ts';
import { capital } from './copy-text.ts';

/**
 * The slides a request lists one by one ('Before, strip-down, frame, new webbing, fabric choice, finished, review
 * quote'): a run of short comma-separated items, as many as the slides asked (or one fewer, the call to action
 * added). Each item heads its slide; the slide's line is the space's own fact for it when one answers it (a customer's
 * review for 'review quote', a price for 'price'), else a marked line only the owner can write (what the photo shows).
 */
const ITEM = /^[a-z][\w'’&/-]*(?:\s+[\w'’&/-]+){0,3}$/i;

export function slideListOf(request: string, count: number | null): string[] | null {
  for (const part of request.split(/(?<=[.!?:])\s+|\n+/)) {
    const text = part.replace(/[.!?:]+$/, '').trim();
    const items = text.split(/\s*,\s*|\s+(?:and|then)\s+(?=[^,]*$)/).map((i) => i.trim()).filter(Boolean);
    if (items.length < 4 || !items.every((i) => ITEM.test(i))) continue;
    // ('Slide 1: …' lists are read elsewhere; a list is the slides when it fills them, or all but the last.)
    if (count !== null && items.length !== count && items.length !== count - 1) continue;
    return items;
  }
  return null;
}

/** The slides for the listed items, each with the space's fact for it or a marked line, and the people it names kept as written. */
export function listedSlides(items: readonly string[], facts: FactSheet, request: string): Slide[] {
  const names = [...request.matchAll(/\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)+)\b/g)].map((m) => m[1]!);
  const quote = facts.proof.find((p) => p.kind === 'quote' && names.some((n) => `${p.who ?? ''} ${p.text}`.includes(n))) ?? facts.proof.find((p) => p.kind === 'quote');
  return items.map((item, i): Slide => {
    let line: string | null = null;
    if (/\b(?:review|quote|testimonial|said|words)\b/i.test(item) && quote) line = `“${quote.text.replace(/^["“]|["”]$/g, '')}”${quote.who ? ` – ${quote.who}` : ''}`;
    else if (/\b(?:price|cost|prices)\b/i.test(item)) {
      const price = facts.prices.find((p) => p.plan && request.toLowerCase().includes(p.plan.toLowerCase().split(/[,(]/)[0]!.trim()));
      if (price) line = `${capital(price.plan!.replace(/\s*\(.*$/, ''))}: ${price.amount}${price.per ? ` ${price.per}` : ''}.`;
    }
    return { headline: capital(item), lines: [line ?? `[One line on ${item.toLowerCase()}: what the photo shows]`], role: !line ? 'blank' : i === 0 ? 'hook' : 'point' };
  });
}
