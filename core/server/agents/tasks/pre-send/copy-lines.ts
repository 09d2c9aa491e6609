import { sentencesOfLine } from '../../offline/sentence-limit.ts';

/**
 * Which lines of a deliverable are copy a customer reads, and the copy's sentences, for the pre-send checks:
 * headings, rules, table separators, a piece's bare label ('**Post 1** _(241/2,200)_') and the answer's own
 * counters are structure; everything else is copy. A line keeps its prefix (a list number, a bullet, a bold
 * label, 'Subject:') so a check edits only what follows it.
 */

/** A counter the answer adds after a piece: '_(311/2,200)_', '_(55/60 characters)_', '_(19)_'. */
export const COUNTER = /\s*_\(\d[\d,]*(?:\/[\d,]+)?(?:\s+(?:characters?|chars|words?))?\)_/g;

const STRUCTURE = /^\s*(?:#{1,6}\s|-{3,}\s*$|\|?\s*:?-{3,}|```|\*\*(?!\[)[^*]{1,60}\*\*:?\s*(?:_\([^)]*\)_)?\s*$|_[^_].*_\s*$|\*[^*].*\*\s*$)/;

export function isCopyLine(line: string): boolean {
  return Boolean(line.trim()) && !STRUCTURE.test(line);
}

/** The prefix a line's copy follows: a bullet or number, a bold label, 'Subject:', 'Title tag:'. */
export function prefixOf(line: string): string {
  return /^\s*(?:>\s*)?(?:[-*+•]\s+|\d+[.)]\s+)?(?:\*\*[^*]{1,60}\*\*:?\s+|(?:Subject|Preview|Title tag|Meta description|Headline|Description|Caption|CTA|Button)\s*:\s+)?/i.exec(line)?.[0] ?? '';
}

/** A sentence's text without quotation marks and Markdown emphasis, lower case, single spaced, for comparing. */
export function plain(text: string): string {
  return text.replace(/[*_`"“”‘’]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Each sentence of the copy passed through `edit`: the sentence as it stays, or null to take it out. A line
 * whose copy is all taken out goes; its counter is kept only when something stays.
 */
export function editCopySentences(text: string, edit: (sentence: string, line: string, sentences: number) => string | null): { text: string; removed: string[] } {
  const removed: string[] = [];
  const out: string[] = [];
  for (const line of text.split('\n')) {
    // A table row is read cell by cell, never as prose to split into sentences.
    if (!isCopyLine(line) || /^\s*\|/.test(line)) {
      out.push(line);
      continue;
    }
    const prefix = prefixOf(line);
    const counter = [...line.matchAll(COUNTER)].map((m) => m[0]).join('');
    const body = line.slice(prefix.length).replace(COUNTER, '');
    const sentences = sentencesOfLine(body);
    const kept: string[] = [];
    let changed = false;
    for (const s of sentences) {
      const now = edit(s, line, sentences.length);
      if (now === null) {
        removed.push(s.trim());
        changed = true;
      } else {
        if (now !== s) changed = true;
        kept.push(now);
      }
    }
    if (!changed) {
      out.push(line);
      continue;
    }
    if (!kept.join('').trim()) {
      // A labelled line ('Subject:', 'Title tag:') keeps its place as a marked blank: the piece still needs one.
      const label = /^\s*(?:[-*]\s+)?(?:\*\*)?([A-Za-z][A-Za-z ]{1,30}?)(?:\*\*)?\s*:\s*(?:\*\*)?\s*$/.exec(prefix)?.[1];
      if (label) out.push(`${prefix}[${label.toLowerCase()}]`);
      continue;
    }
    out.push(`${prefix}${kept.join(' ').trim()}${counter}`);
  }
  return { text: out.join('\n').replace(/\n{3,}/g, '\n\n'), removed };
}

/** Whether a sentence is quoted from the request (a text under review), so its words are the user's, not the copy's. */
export function quotedFromRequest(sentence: string, request: string): boolean {
  const said = plain(sentence).replace(/[.!?,:;]+$/, '');
  return said.length >= 8 && plain(request).includes(said);
}

/** Copy words as a reader counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

export { sentencesOfLine };

/** A lead-in line ('What's on:') whose list was all taken out goes too. */
export function withoutEmptyLeadIns(text: string): string {
  const lines = text.split('\n');
  const kept = lines.filter((line, i) => {
    if (!/^[^-*#|\d][^:]{0,40}:\s*$/.test(line.trim()) || !line.trim()) return true;
    const next = lines.slice(i + 1).find((l) => l.trim());
    return Boolean(next && /^\s*(?:[-*•]\s|\d+[.)]\s)/.test(next));
  });
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}
