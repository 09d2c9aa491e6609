import type { Brief } from '../../brief/brief.ts';
import type { PriceFact } from '../../facts/fact-sheet.ts';
import type { CopyMaterial } from './copy-material.ts';
import { withoutStop } from './copy-text.ts';

/**
 * The offer a content calendar builds towards, as the request states it: the deal, the code, the date it ends
 * (only a date the request gives, never one worked out) and the product it is on when the facts price it.
 */
export interface CalendarOffer {
  /** '£30 off a 10-hour block' */
  deal: string | null;
  code: string | null;
  /** '30 April', 'Friday': as the request words it. */
  until: string | null;
  /** Whether `until` is a calendar date, so a post can be set on it ('30 April', not 'Friday'). */
  dated: boolean;
  /** The priced product the deal is on ('10-hour block'), when the facts price it. */
  product: PriceFact | null;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)';
const DATE = new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s*(?:%|[£$€])))`, 'i');
const ENDING = /\b(?:ends?|ending|until|till|runs? (?:until|to)|closes?|expires?|deadline|by|before|valid (?:until|to))\b/i;

/** The date the offer ends, as the request gives it; null when it gives none. */
function untilOf(brief: Brief): { until: string; dated: boolean } | null {
  const deadline = brief.offer.deadline ?? '';
  const inDeadline = DATE.exec(deadline)?.[0];
  if (inDeadline) return { until: inDeadline, dated: true };
  // A date after 'ends', 'until' or 'deadline' in the request itself.
  for (const m of brief.request.matchAll(new RegExp(ENDING.source, 'gi'))) {
    const date = DATE.exec(brief.request.slice(m.index!, m.index! + 40));
    if (date) return { until: date[0], dated: true };
  }
  // 'until Friday', 'ends this Sunday': kept as written when it reads cleanly.
  const plain = withoutStop(deadline.replace(ENDING, '').trim());
  return plain && /^[A-Za-z0-9 ]{3,30}$/.test(plain) ? { until: plain, dated: false } : null;
}

export function calendarOffer(brief: Brief, m: CopyMaterial): CalendarOffer | null {
  const { discount, code, appliesTo } = brief.offer;
  if (!discount && !code && !brief.offer.deadline) return null;
  const deal = m.offer?.deal ?? (discount ? `${discount}${appliesTo && !discount.includes(appliesTo) ? ` ${appliesTo}` : ''}` : null);
  const ends = untilOf(brief);
  const on = `${appliesTo ?? ''} ${deal ?? ''}`.toLowerCase();
  const product = m.prices.find((p) => !p.fee && p.plan && on.includes(p.plan.toLowerCase())) ?? null;
  return { deal, code, until: ends?.until ?? null, dated: ends?.dated ?? false, product };
}
