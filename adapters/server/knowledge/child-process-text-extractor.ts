import { KnowledgeFailure, type SniffResult, type TextExtractor } from '../../../core/server/knowledge/ports.ts';
import { KnowledgeServerMessages } from '../../../core/server/knowledge/knowledge-server-messages.ts';
import type { DocumentKind } from '../../../core/domain/knowledge/knowledge-base.ts';
import { ChildExited, ChildProcessPool } from './child-process-pool.ts';
import { ContentTextExtractor } from './content-text-extractor.ts';
import type { TextExtractionResult, TextExtractionTask } from './text-extraction-task.ts';

export interface TextExtractionLimits {
  maxUploadBytes: number;
  /** A file still being read after this long is stopped (its child process is killed). */
  timeoutMs: number;
  /** Each child process's heap; a file needing more ends its child. */
  memoryMb: number;
  /** Child processes at most (the knowledge queue runs this many jobs at once). */
  processes: number;
}

export const DEFAULT_TEXT_EXTRACTION_LIMITS: Omit<TextExtractionLimits, 'maxUploadBytes'> = { timeoutMs: 60_000, memoryMb: 1024, processes: 2 };

/**
 * Reads and chunks documents and fetched pages in child processes (ChildProcessPool), so an upload that is
 * slow or huge to read never holds the server's event loop, and one that exhausts its heap ends its own
 * process, not the server; each file gets a time limit and each child a heap limit, and a file over either
 * ends with a reason a user can read. Sniffing stays here: it reads a signature and validates UTF-8 once,
 * and the upload request waits for it.
 */
export class ChildProcessTextExtractor implements TextExtractor {
  private readonly pool: ChildProcessPool<TextExtractionTask, TextExtractionResult>;
  private readonly local: ContentTextExtractor;

  constructor(private readonly limits: TextExtractionLimits) {
    this.local = new ContentTextExtractor(limits.maxUploadBytes);
    this.pool = new ChildProcessPool({
      entry: new URL('./text-extraction-child.mjs', import.meta.url),
      size: limits.processes,
      heapMb: limits.memoryMb,
      // No child until a file arrives, and an idle one goes after a minute: most processes read few files.
      idleMs: 60_000,
    });
  }

  sniff(bytes: Uint8Array): Promise<SniffResult> {
    return this.local.sniff(bytes);
  }

  async documentChunks(kind: DocumentKind, bytes: Uint8Array): Promise<string[]> {
    return (await this.run({ job: 'document', kind, bytes, maxUploadBytes: this.limits.maxUploadBytes })).chunks;
  }

  async readable(contentType: string, bytes: Uint8Array, url: string): Promise<{ title: string | null; text: string; chunks: string[] }> {
    const page = await this.run({ job: 'page', contentType, bytes, url, maxUploadBytes: this.limits.maxUploadBytes });
    return { title: page.title, text: page.text ?? '', chunks: page.chunks };
  }

  /** Ends the child processes (the server closes its queues first, so no file is being read). */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async run(task: TextExtractionTask): Promise<Extract<TextExtractionResult, { ok: true }>> {
    const deadline = AbortSignal.timeout(this.limits.timeoutMs);
    let result: TextExtractionResult;
    try {
      result = await this.pool.run(task, deadline);
    } catch (error) {
      if (deadline.aborted) throw new KnowledgeFailure(KnowledgeServerMessages.readingTimedOut(Math.round(this.limits.timeoutMs / 100) / 10));
      if (error instanceof ChildExited && error.outOfMemory) throw new KnowledgeFailure(KnowledgeServerMessages.readingOutOfMemory(this.limits.memoryMb));
      throw error;
    }
    if (!result.ok) throw new KnowledgeFailure(result.failure);
    return result;
  }
}
