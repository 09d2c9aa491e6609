import { wordsOf } from '../tools/text-stats.ts';

/** A document or URL source the request points at, read whole (referenced, or named in the request). */
export interface ReferencedSource {
  kind: 'document' | 'url';
  id: string;
  title: string;
  text: string;
}

/** What an agent works on: the sources the request points at first, text pasted into it next, the space profile last. */
export type Material =
  | { kind: 'document' | 'url'; title: string; text: string; sources: ReferencedSource[] }
  | { kind: 'pasted'; title: 'the text you pasted'; text: string }
  | { kind: 'profile'; title: "your space profile's answers"; text: '' };

const MIN_PASTED_WORDS = 12;

/**
 * Text pasted into a request: the lines after its first line, the text after an instruction's colon, or a
 * long quotation, when that is at least a dozen words. The request's own wording is never material.
 */
export function pastedText(message: string): string | null {
  const text = message.trim();
  const candidates: string[] = [];
  const newline = text.indexOf('\n');
  if (newline > 0) candidates.push(text.slice(newline + 1));
  const colon = /:(?!\/\/)\s+/.exec(text.split('\n')[0]!);
  if (colon) candidates.push(text.slice(colon.index + colon[0].length));
  // Quotations are looked for in the opening only: an unclosed quote in a huge message must not cost a rescan per quote.
  for (const m of text.slice(0, 20_000).matchAll(/["“]([^"”]{40,2000})["”]/g)) candidates.push(m[1]!);
  // Single quotes too ('Our Saturday course is …'): an apostrophe inside a word ("it's", "don't") does not close it.
  for (const m of text.slice(0, 20_000).matchAll(/(?<![\p{L}\p{N}])['‘]((?:[^'’\n]|['’](?=\p{L})){40,2000}?)['’](?![\p{L}\p{N}])/gu)) candidates.push(m[1]!);
  for (const candidate of candidates) {
    // The quotation marks around the whole text are the request's, not the text's: "…" and '…' alike.
    const plain = candidate.replace(/^\s*>\s?/gm, '').trim();
    // (Text set off by rules is material however short: the rules say so.)
    const inside = fenced(plain);
    const cleaned = inside.replace(/^["“](.*)["”]\.?$/s, '$1').replace(/^['‘]([^'’]*(?:['’]\p{L}[^'’]*)*)['’]\.?$/su, '$1');
    if (wordsOf(cleaned).length >= (inside !== plain ? 4 : MIN_PASTED_WORDS)) return cleaned;
  }
  return null;
}

const INSTRUCTION = /^\s*(please\s+)?(write|draft|create|give|make|rewrite|improve|check|audit|review|analy[sz]e|score|plan|suggest|help|can|could|tell|list|outline|prepare|edit|polish|tighten|shorten|what|how|why|does|do|is|are|should|send|build|generate|find|compare|summari[sz]e|announce|turn|translate)\b/i;

/** Whether a text opens as a request ("Write...", "How...") rather than as material (a sample, a page). */
export function startsWithInstruction(text: string): boolean {
  return INSTRUCTION.test(text);
}

export function materialOf(message: string, referenced: ReferencedSource[]): Material {
  const withText = referenced.filter((r) => r.text.trim());
  if (withText.length) {
    const first = withText[0]!;
    return { kind: first.kind, title: withText.map((r) => r.title).join(', '), text: withText.map((r) => r.text).join('\n\n'), sources: withText };
  }
  const pasted = pastedText(message);
  if (pasted) return { kind: 'pasted', title: 'the text you pasted', text: pasted };
  // A page sent as it is: a heading (or a title line) and its text, with no request around it.
  const lines = message.trim().split('\n').filter((l) => l.trim());
  if (lines.length >= 2 && !startsWithInstruction(lines[0]!) && !/[:?]\s*$/.test(lines[0]!)) return { kind: 'pasted', title: 'the text you pasted', text: message.trim() };
  return { kind: 'profile', title: "your space profile's answers", text: '' };
}

/** The one line every answer opens or closes with: what it analysed. */
export function analysedLine(material: Material): string {
  switch (material.kind) {
    case 'document':
    case 'url': {
      const label = material.sources.length > 1 ? 'sources' : material.kind === 'document' ? 'document' : 'web page';
      return `Analysed: the ${label} ${material.sources.map((s) => `"${s.title}"`).join(', ')} (${wordsOf(material.text).length} words).`;
    }
    case 'pasted':
      return `Analysed: the text you pasted (${wordsOf(material.text).length} words).`;
    case 'profile':
      return "Analysed: your space profile's answers (no document, web page or pasted text was given).";
  }
}

/**
 * Material set off by rules ('---' above and below it): only what is between them; the request's own lines after
 * the closing rule ('Tell me what you changed and why.') are the ask, not the text to work on.
 */
function fenced(text: string): string {
  const lines = text.split('\n');
  const rules = lines.map((l, i) => (/^\s*(?:-{3,}|_{3,}|\*{3,}|={3,})\s*$/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (rules.length < 2) return text;
  const inner = lines.slice(rules[0]! + 1, rules[rules.length - 1]!).join('\n').trim();
  return inner ? inner : text;
}
