import { KnowledgeFailure } from '../../../core/server/knowledge/ports.ts';
import type { DocumentKind } from '../../../core/domain/knowledge/knowledge-base.ts';
import { ContentTextExtractor } from './content-text-extractor.ts';

/** What ChildProcessTextExtractor asks of a child process: a document's chunks, or a fetched page's text and chunks. */
export type TextExtractionTask =
  | { job: 'document'; kind: DocumentKind; bytes: Uint8Array; maxUploadBytes: number }
  | { job: 'page'; contentType: string; bytes: Uint8Array; url: string; maxUploadBytes: number };

/** A readable failure comes back as a value: an error crossing processes keeps its message but not its class. */
export type TextExtractionResult = { ok: true; title: string | null; text: string | null; chunks: string[] } | { ok: false; failure: string };

/** Runs in a child process (text-extraction-child.ts): reads and chunks one file. */
export async function extractTextTask(task: TextExtractionTask): Promise<TextExtractionResult> {
  const extractor = new ContentTextExtractor(task.maxUploadBytes);
  try {
    if (task.job === 'document') return { ok: true, title: null, text: null, chunks: await extractor.documentChunks(task.kind, task.bytes) };
    return { ok: true, ...(await extractor.readable(task.contentType, task.bytes, task.url)) };
  } catch (error) {
    if (error instanceof KnowledgeFailure) return { ok: false, failure: error.message };
    throw error;
  }
}
