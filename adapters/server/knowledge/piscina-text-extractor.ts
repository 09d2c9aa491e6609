import { Piscina } from 'piscina';
import { KnowledgeFailure, type SniffResult, type TextExtractor } from '../../../core/server/knowledge/ports.ts';
import { ServerMessages } from '../../../core/server/errors.ts';
import type { DocumentKind } from '../../../core/domain/knowledge-base.ts';
import { ContentTextExtractor } from './content-text-extractor.ts';
import type { TextExtractionResult, TextExtractionTask } from './text-extraction-task.ts';

export interface TextExtractionLimits {
  maxUploadBytes: number;
  /** A file still being read after this long is stopped (its worker thread is terminated). */
  timeoutMs: number;
  /** Each worker thread's heap; a file needing more stops its thread. */
  memoryMb: number;
  /** Worker threads at most (the knowledge queue runs this many jobs at once). */
  threads: number;
}

export const DEFAULT_TEXT_EXTRACTION_LIMITS: Omit<TextExtractionLimits, 'maxUploadBytes'> = { timeoutMs: 60_000, memoryMb: 1024, threads: 2 };

/**
 * Reads and chunks documents and fetched pages in a `piscina` pool of worker threads, so an upload that
 * is slow or huge to read never holds the server's event loop; each file gets a time limit and each
 * thread a heap limit, and a file over either ends with a reason a user can read. Sniffing stays here:
 * it reads a signature and validates UTF-8 once, and the upload request waits for it.
 */
export class PiscinaTextExtractor implements TextExtractor {
  private readonly pool: Piscina<TextExtractionTask, TextExtractionResult>;
  private readonly local: ContentTextExtractor;

  constructor(private readonly limits: TextExtractionLimits) {
    this.local = new ContentTextExtractor(limits.maxUploadBytes);
    this.pool = new Piscina({
      filename: new URL('./text-extraction-worker.mjs', import.meta.url).href,
      // No thread until a file arrives, and an idle one goes after a minute: most processes read few files.
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: 60_000,
      // The entry registers tsx itself; the parent's `--import tsx` would register it a second time.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
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

  /** Stops the worker threads (the server closes its queues first, so no file is being read). */
  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async run(task: TextExtractionTask): Promise<Extract<TextExtractionResult, { ok: true }>> {
    const deadline = AbortSignal.timeout(this.limits.timeoutMs);
    let result: TextExtractionResult;
    try {
      result = await this.pool.run(task, { signal: deadline, transferList: handOver(task.bytes) });
    } catch (error) {
      if (deadline.aborted) throw new KnowledgeFailure(ServerMessages.readingTimedOut(Math.round(this.limits.timeoutMs / 100) / 10));
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new KnowledgeFailure(ServerMessages.readingOutOfMemory(this.limits.memoryMb));
      throw error;
    }
    if (!result.ok) throw new KnowledgeFailure(result.failure);
    return result;
  }
}

/**
 * The bytes' memory, moved to the worker rather than copied (25 MB cost the event loop 30 ms), when the
 * view owns all of it; a view into a shared or pooled buffer is copied, or its neighbours would vanish.
 */
function handOver(bytes: Uint8Array): ArrayBuffer[] {
  const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.byteLength >= 64 * 1024 ? [bytes.buffer as ArrayBuffer] : [];
}
