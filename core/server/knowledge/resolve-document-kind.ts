import { ACCEPTED_TYPES_TEXT, KIND_BY_EXTENSION, extensionOf, type DocumentKind } from '../../domain/knowledge/knowledge-base.ts';
import { ServerError } from '../errors.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';
import type { SniffResult } from './ports.ts';

const CONTENT_NAMES = { pdf: 'a PDF document', docx: 'a Word (DOCX) document', text: 'plain text' } as const;

/**
 * The kind of an upload, judged by its content: the name only picks among kinds the content can be
 * (text as TXT, Markdown, HTML or CSV). A file whose content is something else, or whose name claims a
 * kind its content is not, is refused with a message saying which.
 */
export function resolveDocumentKind(filename: string, sniffed: SniffResult): DocumentKind {
  const ext = extensionOf(filename);
  const named = KIND_BY_EXTENSION[ext];
  if ('unsupported' in sniffed) {
    throw new ServerError('KB.UNSUPPORTED_TYPE', named ? KnowledgeServerMessages.uploadRenamed(ext, sniffed.unsupported) : KnowledgeServerMessages.uploadUnsupportedContent(sniffed.unsupported, ACCEPTED_TYPES_TEXT));
  }
  if (sniffed.family === 'empty') {
    // Nothing to judge: taken by its name, and processing reports it as empty.
    if (!named) throw new ServerError('KB.UNSUPPORTED_TYPE', KnowledgeServerMessages.uploadUnsupportedName(ext, ACCEPTED_TYPES_TEXT));
    return named;
  }
  const family = sniffed.family;
  if (!named) {
    if (ext) throw new ServerError('KB.UNSUPPORTED_TYPE', KnowledgeServerMessages.uploadUnsupportedName(ext, ACCEPTED_TYPES_TEXT));
    return family === 'text' ? 'txt' : family;
  }
  const namedFamily = named === 'pdf' || named === 'docx' ? named : 'text';
  if (namedFamily !== family) throw new ServerError('KB.UNSUPPORTED_TYPE', KnowledgeServerMessages.uploadRenamed(ext, CONTENT_NAMES[family]));
  return named;
}
