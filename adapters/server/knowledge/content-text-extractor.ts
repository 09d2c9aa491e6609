import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import { KnowledgeFailure, type SniffResult, type TextExtractor } from '../../../core/server/knowledge/ports.ts';
import { chunkText } from '../../../core/server/knowledge/chunk-text.ts';
import { KnowledgeServerMessages } from '../../../core/server/knowledge/knowledge-server-messages.ts';
import { DEFAULT_MAX_UPLOAD_BYTES, formatMegabytes, maxUnpackedBytes, type DocumentKind } from '../../../core/domain/knowledge/knowledge-base.ts';
import { zipUnpackedSize } from './zip-unpacked-size.ts';

const DESCRIPTIONS: Record<string, string> = { png: 'a PNG image', jpg: 'a JPEG image', gif: 'a GIF image', webp: 'a WebP image', zip: 'a ZIP archive', exe: 'a program', cfb: 'an old-style Office document (DOC/XLS)', xlsx: 'an Excel spreadsheet', pptx: 'a PowerPoint presentation' };

/**
 * Text from bytes, in this thread: `file-type` judges binary content by its signature, a strict UTF-8
 * check judges text; `unpdf` reads PDFs, `mammoth` DOCX (once its unpacked size is known to be
 * bounded), and `@mozilla/readability` over `jsdom` (scripts never run, no sub-resources loaded) the
 * readable part of HTML. The server runs it inside ChildProcessTextExtractor's child processes. Each parser
 * loads when first needed, so a thread reading a text file starts without jsdom's 0.7 s.
 */
export class ContentTextExtractor implements TextExtractor {
  constructor(private readonly maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES) {}

  async sniff(bytes: Uint8Array): Promise<SniffResult> {
    if (bytes.byteLength === 0) return { family: 'empty' };
    const type = await fileTypeFromBuffer(bytes);
    if (type?.ext === 'pdf') return { family: 'pdf' };
    if (type?.ext === 'docx') return { family: 'docx' };
    // A PDF may start after a little junk (pdf.js accepts up to 1 KB): the signature still decides.
    if (!type && new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-')) return { family: 'pdf' };
    if (type) return { unsupported: DESCRIPTIONS[type.ext] ?? `${type.mime} data` };
    // Checked without decoding (the upload request waits for this): the same verdict as decodeText, in a few ms for 25 MB.
    const text = isUtf8(bytes) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(0) < 0;
    return text ? { family: 'text' } : { unsupported: 'binary data' };
  }

  async documentChunks(kind: DocumentKind, bytes: Uint8Array): Promise<string[]> {
    return chunkText(await this.text(kind, bytes));
  }

  private async text(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
    if (kind === 'pdf') return pdfText(bytes);
    if (kind === 'docx') return docxText(bytes, maxUnpackedBytes(bytes.byteLength, this.maxUploadBytes));
    const text = decodeText(bytes);
    if (text === null) throw new KnowledgeFailure('The file is not valid UTF-8 text');
    return kind === 'html' ? (await readableHtml(text, 'https://document.invalid/')).text : text;
  }

  async readable(contentType: string, bytes: Uint8Array, url: string): Promise<{ title: string | null; text: string; chunks: string[] }> {
    const page = await this.readablePage(contentType, bytes, url);
    return { ...page, chunks: chunkText(page.text) };
  }

  private async readablePage(contentType: string, bytes: Uint8Array, url: string): Promise<{ title: string | null; text: string }> {
    const mime = contentType.split(';')[0]!.trim().toLowerCase();
    if (mime === 'text/html' || mime === 'application/xhtml+xml') {
      const html = decodeText(bytes) ?? new TextDecoder('latin1').decode(bytes);
      return readableHtml(html, url);
    }
    if (mime === 'application/pdf') return { title: null, text: await pdfText(bytes) };
    if (mime.startsWith('text/') || mime === 'application/json' || mime === 'application/xml') {
      const text = decodeText(bytes);
      if (text === null) throw new KnowledgeFailure('The page is not valid UTF-8 text');
      return { title: null, text };
    }
    throw new KnowledgeFailure(`The address returned ${mime || 'content of no stated type'}, which cannot be read as text`);
  }
}

/** Strict UTF-8 without NUL bytes, or null (binary). A UTF-8 byte-order mark is dropped. */
function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: true });
    return Array.isArray(text) ? text.join('\n\n') : text;
  } catch (error) {
    const detail = error instanceof Error && /password/i.test(error.message) ? 'it is password-protected' : 'it is damaged or not a valid PDF';
    throw new KnowledgeFailure(`The PDF could not be read: ${detail}`);
  } finally {
    await (pdf as { destroy?: () => Promise<void> } | undefined)?.destroy?.().catch(() => undefined);
  }
}

const DOCX_DAMAGED = 'The Word document could not be read: it is damaged or not a valid DOCX file';

async function docxText(bytes: Uint8Array, unpackLimit: number): Promise<string> {
  // A few hundred KB can inflate to gigabytes: the parser only gets archives known to stay within the limit.
  const unpacked = await zipUnpackedSize(bytes, unpackLimit);
  if (unpacked === 'over') throw new KnowledgeFailure(KnowledgeServerMessages.documentUnpacksTooLarge(formatMegabytes(unpackLimit)));
  if (unpacked === 'unreadable') throw new KnowledgeFailure(DOCX_DAMAGED);
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return value;
  } catch {
    throw new KnowledgeFailure(DOCX_DAMAGED);
  }
}

async function readableHtml(html: string, url: string): Promise<{ title: string | null; text: string }> {
  const [{ JSDOM, VirtualConsole }, { Readability }] = await Promise.all([import('jsdom'), import('@mozilla/readability')]);
  // Scripts stay off (jsdom's default) and nothing is fetched; the console is silenced.
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const fallbackTitle = document.title?.trim() || null;
    const article = new Readability(document.cloneNode(true) as Document, { charThreshold: 100 }).parse();
    const text = tidy(article?.textContent?.trim() ? article.textContent : (document.body?.textContent ?? ''));
    return { title: article?.title?.trim() || fallbackTitle, text };
  } finally {
    dom.window.close();
  }
}

function tidy(text: string): string {
  return text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
}
