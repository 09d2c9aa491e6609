import type { PreviousAnswer } from './agent-task.ts';

/**
 * 'Now do one for the Five-Day course', 'same again for our gift vouchers', 'write another about the weekend
 * workshop': the previous request again, about the new subject in place of the old. Null when the follow-up asks
 * something else, or the previous request does not name its subject in words that can be swapped.
 */
const ONE_FOR = /^\W*(?:(?:ok(?:ay)?|great|thanks|nice|lovely|perfect|good|and|now|cool)[\s,!.]+)*(?:now\s+|can you\s+|could you\s+|please\s+)*(?:do|write|make|give me|draft)\s+(?:one|another(?: one)?|the same(?: thing)?|a similar one|it again|that again)\s+(?:for|about|on)\s+(.{3,80}?)\s*(?:,?\s*please)?[.!?]?\s*$|^\W*same (?:again|thing|one) (?:for|about|on)\s+(.{3,80}?)[.!?]?\s*$/i;

export function sameAgainFor(message: string, previous: PreviousAnswer): string | null {
  const asked = ONE_FOR.exec(message.trim());
  const subject = (asked?.[1] ?? asked?.[2])?.trim();
  const before = previous.brief?.topic?.trim();
  if (!subject || !before || before.length < 3) return null;
  const at = previous.request.toLowerCase().indexOf(before.toLowerCase());
  if (at < 0) return null;
  // ('about our automatic lessons' → 'about the Five-Day Focus': the article the old subject had goes with it.)
  const head = previous.request.slice(0, at).replace(/\b(?:our|the|a|an|your)\s+$/i, '');
  const owned = /^(?:our|the|a|an|your|my)\s/i.test(subject) ? subject : `our ${subject}`;
  return `${head}${owned}${previous.request.slice(at + before.length)}`;
}
