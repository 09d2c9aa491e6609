import { beforeSignOff } from './before-sign-off.ts';

/** 'Offer to talk it through on the phone', 'invite her to call us', 'suggest a quick call': a call offered, not a call to action changed. */
const PHONE_OFFER = /\b(?:offer|invite|suggest|ask)\w*\s+(?:(?:them|her|him|the customer|the reviewer)\s+)?(?:to\s+)?(?:a\s+(?:quick\s+)?)?(?:talk|call|phone|ring|chat|speak)\b|\b(?:talk|chat|speak)\w*\s+(?:it\s+)?(?:through\s+)?(?:on|over|by)\s+the\s+phone\b/i;

export function phoneOfferAsked(request: string): boolean {
  return PHONE_OFFER.test(request);
}

/**
 * The text with a call offered on the number given ('If you'd like to talk it through, call us on 01422 555019.'),
 * after its last paragraph of prose, before a sign-off; unchanged when a line already asks for a call on that number.
 */
export function withPhoneOffer(text: string, number: string, signOff: string | null): { text: string; line: string | null } {
  const lines = text.split('\n');
  if (lines.some((l) => l.includes(number) && /\b(?:call|ring|phone)\b/i.test(l))) return { text, line: null };
  const line = `If you'd like to talk it through, call us on ${number}.`;
  // (The closing block is the voice's sign-off, or a letter's usual 'Thanks,', 'Best,' or 'With …'.)
  const closing = (block: string) => (signOff !== null && block.includes(signOff)) || /^(?:thanks|thank you|best|kind regards|regards|all the best|cheers|with [a-z ]+),?$/im.test(block.trim().split('\n')[0]!);
  return { text: beforeSignOff(text, line, closing), line };
}
