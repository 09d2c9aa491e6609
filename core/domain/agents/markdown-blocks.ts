import type { TextRange } from '../knowledge/passage-location.ts';

/** One top-level block of a Markdown text (a paragraph, heading, list, table or fenced code), with its place in the text. */
export interface MarkdownBlock extends TextRange {
  markdown: string;
}

/**
 * A Markdown text cut at blank lines outside fenced code, so a viewer can render it block by block and mark
 * the blocks a passage lies in. Each block renders on its own as it would in the whole (lists and tables hold
 * no blank line; loose lists split into items that still render as list items).
 */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let start = 0;
  let inFence = false;
  let at = 0;
  const lines = text.split('\n');
  const flush = (to: number) => {
    // The line break before a blank line ends the block, it is not part of it.
    const end = to > start && text[to - 1] === '\n' ? to - 1 : to;
    const markdown = text.slice(start, end);
    if (markdown.trim()) blocks.push({ start, end, markdown });
  };
  for (const line of lines) {
    const lineEnd = at + line.length;
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && line.trim() === '') {
      flush(at);
      start = lineEnd + 1;
    }
    at = lineEnd + 1;
  }
  flush(text.length);
  return blocks;
}
