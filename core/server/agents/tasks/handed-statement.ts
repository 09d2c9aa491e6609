/**
 * 'Actually we can offer her one free rebooking, mention that.', 'She can bring it back for a check. Add that.': a
 * statement handed over with 'mention that' or 'add that' after it, said the way the follow-up's reader reads it
 * ('Mention that we can offer her one free rebooking.'). Null when the follow-up is no such statement.
 */
const HANDED = /^\W*(?:(?:actually|oh|also|and|ok(?:ay)?|right|so)[\s,]+)*(.{6,200}?)\s*[,.;:!-]+\s*(?:(?:can you|could you|please)\s+)?(?:mention|add|include|say|put in)\s+(?:that|this|it)(?:\s+(?:too|as well|in|please|in there))?\s*[.!]?\s*$/i;

export function handedStatement(message: string): string | null {
  const m = HANDED.exec(message.trim());
  if (!m) return null;
  const said = m[1]!.trim().replace(/[.!]+$/, '');
  // A statement has its subject and a verb of its own ('we can offer', 'she can bring'); a bare thing ('the parking') is looked up instead.
  if (!/^(?:we|we're|we've|we'll|she|he|they|you|it|our|the|there|every|all|each)\b/i.test(said) || !/\b(?:can|could|will|would|is|are|was|were|has|have|had|do|does|gets?|offers?|includes?|comes?|covers?|'ll|'re|'s)\b/i.test(said)) return null;
  return `Mention that ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
}
