import type { ImageSpec } from './channel-specs.ts';

export interface CardText {
  headline: string;
  line: string | null;
  button: string | null;
  brand: string;
  /** Small print under the button: a link, or 'Link in bio'. */
  footer: string | null;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Words on lines of at most `perLine` characters, at most `maxLines` of them (the last ends in an ellipsis if cut). */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`];
  return lines;
}

/**
 * The card as SVG at the platform's own size, which it states in its description: headline, supporting
 * line, button and brand, laid out in proportion to the canvas so a square, a portrait and a story all read.
 */
export function imageCardSvg(spec: ImageSpec, text: CardText, colour: string): string {
  const { width: w, height: h } = spec;
  const pad = Math.round(Math.min(w, h) * 0.08);
  const inner = w - pad * 2;
  // A strip (a page banner, three or more times as wide as tall) sets its headline large across one or two lines.
  const headSize = w >= h * 3 ? Math.round(h * 0.2) : Math.round(Math.min(w, h * 1.2) * 0.068);
  const lineSize = Math.round(headSize * 0.5);
  const headLines = wrap(text.headline, Math.max(10, Math.floor(inner / (headSize * 0.56))), w >= h * 3 ? 2 : 4);
  const subLines = text.line ? wrap(text.line, Math.max(16, Math.floor(inner / (lineSize * 0.52))), 3) : [];
  const blockHeight = headLines.length * headSize * 1.15 + (subLines.length ? lineSize * 1.2 + subLines.length * lineSize * 1.35 : 0);
  let y = Math.round(Math.max(pad + headSize, (h - blockHeight) / 2 - headSize * 0.2));
  const parts: string[] = [];
  for (const l of headLines) {
    parts.push(`<text x="${pad}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${headSize}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`);
    y += Math.round(headSize * 1.15);
  }
  if (subLines.length) y += Math.round(lineSize * 0.6);
  for (const l of subLines) {
    parts.push(`<text x="${pad}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${lineSize}" fill="#ffffff" fill-opacity="0.92">${escapeXml(l)}</text>`);
    y += Math.round(lineSize * 1.35);
  }
  const footY = h - pad;
  if (text.button) {
    const bSize = Math.round(lineSize * 0.9);
    const bWidth = Math.round(text.button.length * bSize * 0.6 + bSize * 2);
    const bHeight = Math.round(bSize * 2.2);
    const bY = footY - bHeight - Math.round(lineSize * 1.6);
    parts.push(`<rect x="${pad}" y="${bY}" width="${bWidth}" height="${bHeight}" rx="${Math.round(bHeight / 2)}" fill="#ffffff"/>`, `<text x="${pad + bSize}" y="${bY + Math.round(bHeight * 0.66)}" font-family="Arial, Helvetica, sans-serif" font-size="${bSize}" font-weight="700" fill="${colour}">${escapeXml(text.button)}</text>`);
  }
  parts.push(`<text x="${pad}" y="${footY}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(lineSize * 0.85)}" font-weight="700" fill="#ffffff">${escapeXml(text.brand)}</text>`);
  if (text.footer) parts.push(`<text x="${w - pad}" y="${footY}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(lineSize * 0.75)}" fill="#ffffff" fill-opacity="0.85">${escapeXml(text.footer)}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<title>${escapeXml(text.headline)}</title>`,
    `<desc>${escapeXml(`${spec.name}, ${w}×${h} pixels`)}</desc>`,
    `<rect width="${w}" height="${h}" fill="${colour}"/>`,
    `<rect x="${Math.round(pad / 2)}" y="${Math.round(pad / 2)}" width="${w - pad}" height="${h - pad}" rx="${Math.round(pad / 2)}" fill="#ffffff" fill-opacity="0.07"/>`,
    ...parts,
    '</svg>',
  ].join('');
}
