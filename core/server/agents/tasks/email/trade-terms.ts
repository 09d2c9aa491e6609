import { tradeTerms, writesToTrade } from '../../facts/trade-facts.ts';
import type { EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { sentence } from './copy-phrases.ts';

/**
 * An email to trade buyers (gift shops, stockists, cafés that resell) carries the trade's own terms from the facts
 * (the wholesale price, the minimum order, the invoice terms) once, after the opening: they are what such a reader
 * acts on, and the shopper's price alone would misquote what the shop pays.
 */
export function withTradeTerms(kit: EmailKit, draft: EmailDraft): EmailDraft {
  if (!writesToTrade(kit.audience, kit.brief.request)) return draft;
  const written = draft.blocks.map((b) => b.text).join(' ');
  const terms = tradeTerms(kit.facts).filter((t) => !written.includes(t.text.replace(/[.]+$/, '')));
  if (!terms.length) return draft;
  const at = Math.max(1, draft.blocks.findIndex((b) => b.role === 'opening') + 1);
  const text = terms.slice(0, 2).map((t) => sentence(kit.ledger.use(t))).join(' ');
  return { ...draft, blocks: [...draft.blocks.slice(0, at), { role: 'trade', text, weight: 90 }, ...draft.blocks.slice(at)] };
}
