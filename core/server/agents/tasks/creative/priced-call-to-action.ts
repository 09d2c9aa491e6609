import type { PriceFact } from '../../facts/fact-sheet.ts';

/** 'a call to action with the trouser hem price': 'Trouser hem, £14', when one price on the list names those words. */
export function pricedInCallToAction(request: string, prices: readonly PriceFact[]): string | null {
  const asked = /\b(?:call to action|cta)\b[^.?!]{0,20}?\b(?:with|giving|showing|quoting)\s+(?:the|our)\s+([\w' -]{3,40}?)\s+price\b/i.exec(request)?.[1];
  if (!asked) return null;
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  const wanted = asked.split(/\s+/).filter((w) => w.length > 2).map(stem);
  const found = prices.filter((p) => !p.fee && p.plan && wanted.every((w) => p.plan!.split(/[\s,()/-]+/).map(stem).includes(w)));
  if (found.length !== 1) return null;
  const p = found[0]!;
  const per = p.unit ?? (p.per && !/one[- ]?off/i.test(p.per) ? `a ${p.per}` : '');
  return `${p.plan}, ${p.from ? 'from ' : ''}${p.amount}${per ? ` ${per}` : ''}`;
}
