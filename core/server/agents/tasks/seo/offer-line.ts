import type { Brief } from '../../brief/brief.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** The request's offer as one phrase, word for word ('20% off the first month with the code SPRING20, until March 31'); null when it gives none. */
export function offerLine(brief: Brief): string | null {
  const { discount, code, deadline, appliesTo, price } = brief.offer;
  if (!discount && !code && !price) return null;
  // A discount read with its code inside ('15% off first box code LEAFY15') names the code once, at the end; the
  // code matches in its own case only, so 'the spring box' keeps its word when the code is SPRING.
  const escaped = code ? escapeRegExp(code) : null;
  const withoutCode = (t: string) => t.replace(escaped ? new RegExp(`\\s*(?:with\\s+)?(?:the\\s+)?(?:[Pp]romo\\s+|[Dd]iscount\\s+)?(?:[Cc]ode\\s+)?${escaped}\\b`) : /$^/, '').trim();
  const what = withoutCode(discount ?? (price ? `${price}` : 'An offer'));
  const applies = appliesTo ? withoutCode(appliesTo) : null;
  const on = applies && !what.toLowerCase().includes(applies.toLowerCase()) ? `${/\boff$/i.test(what) ? '' : ' on'} ${applies}` : '';
  return `${what}${on}${code ? ` with the code ${code}` : ''}${deadline ? `, ${deadline}` : ''}`;
}
