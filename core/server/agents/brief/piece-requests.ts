/**
 * A request that gives its pieces one by one ('two emails: one for pupils whose test is next week (wish them
 * luck), and one for pupils who have just passed, offering Pass Plus') asks for a separate piece for each: each
 * piece's own words, read as a request of their own, say whom it is for, what it is about and what it offers.
 */
const EACH = /\b(?:one|another|the (?:first|second|third|fourth|last)(?: one)?)\s+(?=(?:for|about|on|to|with|featuring|around|aimed at|inviting|thanking|telling|asking|offering)\b)/gi;

/** Each piece's own words as written ('for pupils who have just passed their practical test, offering Pass Plus'), in order. */
export function pieceWordings(request: string): string[] {
  const sentence = request.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/).find((s) => (s.match(EACH) ?? []).length >= 2);
  if (!sentence) return [];
  const starts = [...sentence.matchAll(EACH)].map((m) => ({ at: m.index!, after: m.index! + m[0].length }));
  return starts.map((s, i) =>
    sentence
      .slice(s.after, starts[i + 1]?.at ?? sentence.length)
      .trim()
      // The joint to the next piece ('…, and', '…;') and the sentence's stop belong to no piece.
      .replace(/[\s,;]*(?:\band\b|\bor\b)?[\s,;]*$/i, '')
      .replace(/[.!?]+$/, '')
      .trim(),
  ).filter((w) => w.split(/\s+/).length >= 2);
}

/** A piece's own request: 'Write an email for pupils who have just passed their practical test, offering Pass Plus.' */
export function pieceRequest(piece: string, wording: string): string {
  const article = /^[aeiou]/i.test(piece) ? 'an' : 'a';
  // '… in the next fortnight (wish them luck, remind them …)': the bracket says what to write, as an instruction of its own.
  const bracket = /^(.*?)\s*\(([^()]+)\)\s*(.*)$/.exec(wording);
  if (bracket && /^[a-z]+\b/i.test(bracket[2]!)) {
    const said = bracket[2]!.trim();
    return `Write ${article} ${piece} ${`${bracket[1]} ${bracket[3]}`.trim()}. ${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  }
  return `Write ${article} ${piece} ${wording}.`;
}
