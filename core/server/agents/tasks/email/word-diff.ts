/**
 * What a rewrite changed, read off the two texts word by word (never claimed): each place where words were
 * replaced, cut or added, as a marketer reads it ('"revolutionary new" → "new"', 'cut "Please act now"').
 */
export interface Edit {
  before: string;
  after: string;
}

/** Longest-common-subsequence word diff; long texts fall back to comparing sentences, which stays cheap. */
export function wordEdits(before: string, after: string): Edit[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > 2_500_000) return sentenceEdits(before, after);
  const n = a.length;
  const m = b.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = same(a[i]!, b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const edits: Edit[] = [];
  let cut: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (cut.length || added.length) edits.push({ before: cut.join(' '), after: added.join(' ') });
    cut = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(a[i]!, b[j]!)) {
      flush();
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else cut.push(a[i++]!);
  }
  flush();
  return edits.filter((e) => norm(e.before) !== norm(e.after));
}

/** The edits as a short list a marketer reads, the longest first, at most `max` lines and a count of the rest. */
export function describeEdits(edits: readonly Edit[], max = 8, named: (edit: Edit) => string | null = () => null): string[] {
  const lines = edits.map((e) => named(e) ?? (e.before && e.after ? `"${clip(e.before)}" → "${clip(e.after)}"` : e.before ? `Cut "${clip(e.before)}"` : `Added "${clip(e.after)}"`));
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `…and ${lines.length - max} smaller edits.`];
}

/** Words, without list markers: a sentence turned into a list item is not an edit of its words. */
function tokens(text: string): string[] {
  return text.split(/\s+/).filter((t) => t && !/^([-*•]|\d+\.)$/.test(t));
}

/** Words match whatever their trailing punctuation or case: a full stop moved is not an edit worth listing. */
function same(x: string, y: string): boolean {
  return norm(x) === norm(y);
}

function norm(text: string): string {
  return text.toLowerCase().replace(/[.,;:!?"“”'’*]+/g, '').trim();
}

function sentenceEdits(before: string, after: string): Edit[] {
  const split = (t: string) => t.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const was = split(before);
  const now = split(after);
  const nowSet = new Set(now.map(norm));
  const wasSet = new Set(was.map(norm));
  return [...was.filter((s) => !nowSet.has(norm(s))).map((s) => ({ before: s, after: '' })), ...now.filter((s) => !wasSet.has(norm(s))).map((s) => ({ before: '', after: s }))];
}

function clip(text: string): string {
  return text.length > 70 ? `${text.slice(0, 67).replace(/\s+\S*$/, '')}…` : text;
}
