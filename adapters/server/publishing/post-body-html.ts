import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { PostBodyRenderer } from '../../../core/server/publishing/post-body-renderer.ts';

/** Elements whose content is code or a frame, removed with everything inside. */
const DROPPED_ELEMENTS = /<\s*(script|iframe|object|embed|frame|frameset|base|meta|link)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
/** Their opening (or self-closing, or unclosed) tags left over. */
const DROPPED_TAGS = /<\s*\/?\s*(script|iframe|object|embed|frame|frameset|base|meta|link)\b[^>]*>/gi;
/** `on…=` handler attributes, quoted or not. */
const HANDLERS = /\s+on[a-z0-9_-]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
/** Attributes that hold an address. */
const URL_ATTRIBUTES = /(\s(?:href|src|action|formaction|xlink:href|poster|background)\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/gi;

function decodeForCheck(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/[\u0000-\u0020]+/g, '')
    .toLowerCase();
}

/** True when an address would run code: `javascript:`, `vbscript:` or an HTML/script `data:` URL (entities and spaces folded). */
function scriptAddress(raw: string): boolean {
  const value = decodeForCheck(raw.replace(/^["']|["']$/g, ''));
  return value.startsWith('javascript:') || value.startsWith('vbscript:') || /^data:(text\/html|application\/(x-)?javascript|text\/javascript|image\/svg)/.test(value);
}

/**
 * The post body from what an agent wrote. Markdown goes through micromark with GitHub-flavoured Markdown
 * (tables, task lists, strikethrough, autolinks); raw HTML inside it is escaped, not passed, and micromark
 * drops `javascript:` links. HTML artifacts keep their markup with scripts and frames, `on…` handlers and
 * script addresses removed; the site's own filter (WordPress's kses for authors and editors) still applies after.
 */
export class MicromarkPostBody implements PostBodyRenderer {
  markdownToHtml(markdown: string): string {
    return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  }

  sanitizeHtml(html: string): string {
    // The document's body when it is a whole page (an email artifact), else the fragment.
    const body = /<body\b[^>]*>([\s\S]*?)(<\/body\s*>|$)/i.exec(html)?.[1] ?? html;
    let out = body;
    // Repeat until stable, so a tag rebuilt from the pieces of a removed one does not survive.
    for (let pass = 0; pass < 5; pass++) {
      const before = out;
      out = out.replace(DROPPED_ELEMENTS, '').replace(DROPPED_TAGS, '').replace(HANDLERS, '');
      out = out.replace(URL_ATTRIBUTES, (whole, attribute: string, value: string) => (scriptAddress(value) ? `${attribute}"#"` : whole));
      if (out === before) break;
    }
    return out.trim();
  }
}
