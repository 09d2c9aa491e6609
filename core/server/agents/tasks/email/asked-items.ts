import type { EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { capitalise, keywordsOf } from './copy-phrases.ts';

/**
 * What the request tells the email to say or mention ('mention the progress reports', 'say how long switching
 * takes') is in it: an item the draft does not speak of yet is answered from the facts after the opening, or left
 * as a marked blank; an asked fact is never dropped silently.
 */
export function withAskedItems(kit: EmailKit, draft: EmailDraft): EmailDraft {
  const items = kit.points.filter((p) => p.kind === 'item' && p.verb !== null && /^(?:say|mention|include|explain|highlight|push|plug|promote)$/.test(p.verb));
  if (!items.length) return draft;
  const blocks = [...draft.blocks];
  for (const item of items) {
    const said = keywordsOf(blocks.map((b) => b.text).join(' '));
    const wanted = [...keywordsOf(item.text)];
    // A figure the request states ('£140 for both') must be there as written; shared words alone do not say it.
    const figures = item.text.match(/[$£€]?\d[\d,.]*%?/g) ?? [];
    const written = blocks.map((b) => b.text).join(' ');
    // 'mention the code and the deadline' asks for the offer's own parts: said when the offer's are.
    const part = offerPartOf(item.text, kit);
    if (part !== undefined) {
      if (part && written.includes(part)) continue;
    }
    if (figures.every((f) => written.includes(f)) && wanted.length && wanted.filter((w) => said.has(w)).length >= Math.ceil(wanted.length * 0.6)) continue;
    // 'it's £140 for both' is the fact itself; 'how long switching takes' is a question the facts answer.
    const stated = /\d|^(?:it|that|we|you|they|there)(?:'s|\s+(?:is|are|has|have))\b/i.test(item.text);
    const text = stated ? item.text : kit.answerTo(item.text) ?? kit.ledger.blank(item.text.replace(/[.]+$/, ''), 'the request');
    const at = Math.max(1, blocks.findIndex((b) => b.role === 'opening') + 1);
    blocks.splice(at, 0, { role: 'asked', text: `${capitalise(text.trim()).replace(/[.!?]*$/, '.')}`, weight: 100 });
  }
  return { ...draft, blocks };
}

/** The offer's part an item names ('the code', 'the deadline', 'the discount'): its text, null when the offer has none, undefined when the item names no part. */
function offerPartOf(item: string, kit: EmailKit): string | null | undefined {
  const named = /^(?:the\s+|our\s+)?(?:offer(?:'s)?\s+|promo(?:tion)?\s+|discount\s+)?(code|deadline|end date|closing date|expiry date|discount|saving)$/i.exec(item.trim().replace(/[.]+$/, ''));
  if (!named) return undefined;
  const offer = kit.offer;
  const which = named[1]!.toLowerCase();
  if (which === 'code') return offer?.code ?? null;
  if (which === 'discount' || which === 'saving') return offer?.deal ?? null;
  return offer?.deadline ?? null;
}
