/**
 * Text within a character limit, as a reader would cut it: whole sentences while they fit, else up to the last
 * clause that fits, else at a word; never an ellipsis, never a dangling 'and'.
 */
export function fitChars(text: string, limit: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= limit) return t;
  const sentences = t.split(/(?<=[.!?])\s+/);
  let kept = '';
  for (const s of sentences) {
    const next = kept ? `${kept} ${s}` : s;
    if (next.length > limit) break;
    kept = next;
  }
  if (kept) return kept;
  const head = t.slice(0, limit);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' – '), head.lastIndexOf(' — '));
  const cut = clause > limit / 2 ? head.slice(0, clause) : head.slice(0, limit - 1).replace(/\s+\S*$/, '');
  const tidy = cut.replace(/[,;:\s]+$/, '').replace(/\s+(and|or|with|for|to|of|the|a|an|from|by|in|on|at|\||[–—-])$/i, '').trim();
  // A title ends without a stop; a description ends as a sentence.
  return /[.!?]$/.test(t) && tidy.length < limit ? `${tidy}.` : tidy;
}

/** Text within a word limit, whole sentences first. */
export function fitWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= limit) return text.trim();
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  let count = 0;
  for (const s of sentences) {
    const n = s.split(/\s+/).length;
    if (count + n > limit) break;
    kept.push(s);
    count += n;
  }
  return kept.length ? kept.join(' ') : `${words.slice(0, limit).join(' ').replace(/[,;:]$/, '')}.`;
}
