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

/**
 * 'Cover the cut-off for sending hours, the employee app, and how to reach their payroll specialist' asked of a
 * series: each item the request asks to be covered is said in one email of it, from the facts that answer it (or a
 * marked blank), in the email whose job or timing shares its words, else in turn from the second email on (the
 * first welcomes), never twice and never where an email says it already.
 */
export function spreadAskedItems(kit: EmailKit, drafts: EmailDraft[]): EmailDraft[] {
  if (drafts.length < 2) return drafts;
  const items = kit.points.filter((p) => p.kind === 'item' && p.verb !== null && /^(?:cover|say|mention|include|explain|highlight)$/.test(p.verb));
  if (!items.length) return drafts;
  const out = drafts.map((d) => ({ ...d, blocks: [...d.blocks] }));
  let turn = 1;
  for (const item of items) {
    const wanted = [...keywordsOf(item.text)];
    const says = (d: EmailDraft) => {
      const said = keywordsOf(d.blocks.map((b) => b.text).join(' '));
      return wanted.length > 0 && wanted.filter((w) => said.has(w)).length >= Math.ceil(wanted.length * 0.6);
    };
    if (out.some(says)) continue;
    const stated = /\d|^(?:it|that|we|you|they|there)(?:'s|\s+(?:is|are|has|have))\b/i.test(item.text);
    const text = stated ? item.text : kit.answerTo(item.text) ?? kit.ledger.blank(item.text.replace(/[.]+$/, ''), 'the request');
    const about = keywordsOf(`${item.text} ${text}`);
    const fit = out.map((d, i) => ({ i, n: [...keywordsOf(`${d.job ?? ''} ${d.timing ?? ''}`)].filter((w) => about.has(w)).length })).sort((a, b) => b.n - a.n)[0]!;
    const at = fit.n > 0 ? fit.i : Math.min(out.length - 1, turn);
    if (fit.n === 0) turn = turn + 1 >= out.length ? 1 : turn + 1;
    const blocks = out[at]!.blocks;
    const opening = blocks.findIndex((b) => b.role === 'opening');
    blocks.splice(Math.max(1, opening + 1), 0, { role: 'asked', text: `${capitalise(text.trim()).replace(/[.!?]*$/, '.')}`, weight: 100 });
  }
  return out;
}
