import type { Brief } from '../../brief/brief.ts';
import { editCopySentences, wordCount } from './copy-lines.ts';

/**
 * Stock offers a template writes whatever the business has: a trial call to action when nothing offers a trial,
 * urgency ('before it ends', 'limited time') when nothing gives an end, discount talk when there is no discount.
 * A call to action that makes one becomes a plain one; any other sentence that makes one is taken out.
 */
interface StockOffer {
  kind: 'trial' | 'deadline' | 'discount';
  said: RegExp;
  /** Words in the request or the space's facts that make the offer real. */
  backedBy: RegExp;
}

const OFFERS: StockOffer[] = [
  {
    kind: 'trial',
    said: /\b(?:start|begin|try|claim|get|activate|book)\s+(?:your|a|the|my)?\s*(?:free\s+)?trial\b|\bfree trial\b|\btry (?:it |us )?(?:for )?free\b/i,
    backedBy: /\btrial\b|\btry (?:it |us )?(?:for )?free\b/i,
  },
  {
    kind: 'deadline',
    said: /\bbefore (?:it|they|the offer)(?:'s| is| are)? (?:ends?|gone|over|runs? out)\b|\blimited[- ]time\b|\b(?:ends?|ending) soon\b|\bwhile (?:it|stocks?|supplies) lasts?\b|\blast chance\b|\bdon'?t miss out\b|\bhurry\b|\boffer ends\b|\bonly (?:a few|\d+) (?:days?|spots?|places?) left\b/i,
    backedBy: /\b(?:until|ends?|ending|expires?|deadline|last day|closes?|by (?:the )?(?:end|\d)|only (?:a few|\d+) (?:left|spots|places))\b/i,
  },
  {
    kind: 'discount',
    said: /\b(?:claim|grab|get|unlock|redeem)\s+(?:the|your|this|our)\s+(?:offer|deal|discount)\b|\b(?:special|exclusive) (?:offer|deal|discount)\b|\bdiscount\w*\b|\bsave \d+\s?%|\b\d+\s?% off\b/i,
    backedBy: /\bdiscount|\d\s?% off\b|[$£€]\s?\d[\d,.]*\s+off\b|\b(?:promo|offer|voucher|coupon) code\b|\bcode [A-Z0-9]{3,}\b|\b(?:special|introductory) offer\b|\bfree (?:first|month|week|delivery|shipping)\b/i,
  },
];

const PLAIN_ACTION = 'Find out more';

export function withoutStockOffers(deliverable: string, brief: Brief, sources: readonly string[]): { text: string; removed: { kind: StockOffer['kind']; text: string }[] } {
  const known = [brief.request, ...sources].join('\n');
  const unbacked = OFFERS.filter((o) => {
    if (o.kind === 'discount' && (brief.offer.discount || brief.offer.code)) return false;
    if (o.kind === 'deadline' && brief.offer.deadline) return false;
    return !o.backedBy.test(known);
  });
  const removed: { kind: StockOffer['kind']; text: string }[] = [];
  if (!unbacked.length) return { text: deliverable, removed };
  // A button or link that makes the offer: '[Start your trial](url)' says 'Find out more' instead.
  const relinked = deliverable.replace(/\[([^\]\n]{2,60})\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
    const offer = unbacked.find((o) => o.said.test(label));
    if (!offer) return whole;
    removed.push({ kind: offer.kind, text: label });
    return `[${PLAIN_ACTION}](${url})`;
  });
  const edited = editCopySentences(relinked, (sentence) => {
    const offer = unbacked.find((o) => o.said.test(sentence.replace(/\[[^\]]*\]\([^)]*\)/g, '')));
    if (!offer) return sentence;
    removed.push({ kind: offer.kind, text: sentence.trim() });
    // A short call to action ('Claim the offer: https://…', 'Get yours before it ends.') becomes a plain one.
    const link = /https?:\/\/\S+/.exec(sentence)?.[0]?.replace(/[.,]+$/, '');
    const start = sentence.search(offer.said);
    if (wordCount(sentence) <= 8 && start <= 2) return link ? `${PLAIN_ACTION}: ${link}` : `${PLAIN_ACTION}.`;
    return null;
  });
  return { text: edited.text, removed };
}
