/** What a revision changed, read off the two texts (never claimed): words, sentences dropped or added, lines replaced. */
export function revisionChanges(before: string, after: string): string[] {
  if (before.trim() === after.trim()) return [];
  const count = (t: string) => t.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  const split = (t: string) => t.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const was = split(before);
  const now = split(after);
  const kept = new Set(now);
  const had = new Set(was);
  const dropped = was.filter((s) => !kept.has(s));
  const added = now.filter((s) => !had.has(s));
  // The same sentences in another order: which one moved up.
  if (!dropped.length && !added.length) {
    const moved = now.find((s, i) => was.indexOf(s) > i);
    return moved && now.join('\n') !== was.join('\n') ? [`the same ${count(after)} words, reordered: "${clip(moved)}" moved up`] : [];
  }
  const changes = [`${count(before)} words before, ${count(after)} now`];
  if (dropped.length) changes.push(`${dropped.length} sentence${dropped.length === 1 ? '' : 's'} or line${dropped.length === 1 ? '' : 's'} taken out or reworded, such as: "${clip(dropped[0]!)}"`);
  if (added.length) changes.push(`${added.length} new or reworded: "${clip(added[0]!)}"`);
  return changes;
}

function clip(text: string): string {
  return text.length > 90 ? `${text.slice(0, 87).replace(/\s+\S*$/, '')}…` : text;
}
