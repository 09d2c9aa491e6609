import { bodyOf, type EmailDraft } from './email-draft.ts';

/** Text as HTML shows it: the five characters that could open markup or end an attribute, escaped. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Inline Markdown an email uses: links and bold, on escaped text. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+|\{\{[^}]+\}\})\)/g, '<a href="$2" style="color:#1a56db">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** The email as an HTML file to paste into an email tool: a hidden preview line, paragraphs, lists and the link. */
export function emailHtml(draft: EmailDraft): string {
  const body = bodyOf(draft)
    .split('\n\n')
    .map((para) => {
      const lines = para.split('\n');
      const items = lines.filter((l) => /^\s*[-*]\s+/.test(l));
      if (items.length && items.length === lines.length - (/:$/.test(lines[0]!) ? 1 : 0)) {
        const lead = /:$/.test(lines[0]!) ? `<p>${inline(lines[0]!)}</p>` : '';
        return `${lead}<ul>${items.map((l) => `<li>${inline(l.replace(/^\s*[-*]\s+/, ''))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(draft.subject)}</title></head><body style="font-family:Arial,sans-serif;max-width:600px;margin:auto;line-height:1.5"><div style="display:none;max-height:0;overflow:hidden">${escapeHtml(draft.preview)}</div>${body}</body></html>`;
}
