import type { Brief } from '../../brief/brief.ts';

/** The request's offer as one phrase, word for word ('20% off the first month with the code SPRING20, until March 31'); null when it gives none. */
export function offerLine(brief: Brief): string | null {
  const { discount, code, deadline, appliesTo, price } = brief.offer;
  if (!discount && !code && !price) return null;
  const what = discount ?? (price ? `${price}` : 'An offer');
  const on = appliesTo && !what.toLowerCase().includes(appliesTo.toLowerCase()) ? `${/\boff$/i.test(what) ? '' : ' on'} ${appliesTo}` : '';
  return `${what}${on}${code ? ` with the code ${code}` : ''}${deadline ? `, ${deadline}` : ''}`;
}
