/**
 * An answer's Markdown as plain text, for "copy as plain text" (and anything that prints answers): the words
 * as they read, without the marks. Code keeps its text, links keep their address, table rows become
 * tab-separated lines, list markers stay (they read well as text). Line-based, so a partial answer works too.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      // Inside a code block every line is kept as it is, up to the closing fence of the same kind.
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark) fence = null;
      else out.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const plain = blockLine(line);
    if (plain !== null) out.push(plain);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** The line as plain text; null for a line that carries no words and is left out (a table's delimiter row). */
function blockLine(line: string): string | null {
  if (/^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/.test(line)) return null;
  // A thematic break (---, ***, ___) separates, like a blank line.
  if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) return '';
  const heading = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+\s*)?$/.exec(line);
  if (heading) return inline(heading[1]!);
  const quote = /^\s{0,3}(>\s?)+(.*)$/.exec(line);
  if (quote) return inline(quote[2]!);
  if (/^\s*\|.*\|\s*$/.test(line)) return tableRow(line);
  const task = /^(\s*)([-*+]|\d+[.)])\s+\[([ xX])\]\s+(.*)$/.exec(line);
  if (task) return `${task[1]}${task[2]} [${task[3] === ' ' ? ' ' : 'x'}] ${inline(task[4]!)}`;
  const item = /^(\s*)([-*+])\s+(.*)$/.exec(line);
  if (item) return `${item[1]}- ${inline(item[3]!)}`;
  return inline(line);
}

function tableRow(line: string): string {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/);
  return cells.map((c) => inline(c.trim())).join('\t');
}

function inline(text: string): string {
  const kept: string[] = [];
  const keep = (literal: string) => `\u0000${kept.push(literal) - 1}\u0000`;
  // Inline code and escaped marks first: they are literal, no mark inside them applies.
  let s = text
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) => keep(code.trim() || code))
    .replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, (_m, mark: string) => keep(mark));
  s = s
    .replace(/!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_m, label: string, url: string) => (label === url || `mailto:${label}` === url ? label : `${label} (${url})`))
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)([\s\S]*?\S)\2(?![\w*])/g, '$1$3')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  return s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)]!);
}
