import { afterEach, describe, expect, it } from 'vitest';
import { ChildProcessTextExtractor } from '../../../adapters/server/knowledge/child-process-text-extractor.ts';
import { ChildProcessPool } from '../../../adapters/server/knowledge/child-process-pool.ts';
import type { TextExtractionResult, TextExtractionTask } from '../../../adapters/server/knowledge/text-extraction-task.ts';

/**
 * The pool the server reads files with (through ChildProcessTextExtractor, the knowledge module's
 * TextExtractor), with its real child entry. The server-level limits (time, memory, a crash in a row) are
 * proven in tests/security/uploads.test.ts; here, what a user never sees directly: tasks beyond the pool's
 * size wait their turn, a waiting task can be given up, and idle children go away.
 */
const entry = new URL('../../../adapters/server/knowledge/text-extraction-child.mjs', import.meta.url);
const text = (words: string): TextExtractionTask => ({ job: 'document', kind: 'txt', bytes: new TextEncoder().encode(words), maxUploadBytes: 1024 * 1024 });

let pool: ChildProcessPool<TextExtractionTask, TextExtractionResult> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('reading files in child processes', () => {
  it('reads more files than it has children, each in turn, and answers each with its own text', async () => {
    pool = new ChildProcessPool({ entry, size: 1, heapMb: 256, idleMs: 60_000 });
    const results = await Promise.all(['Alpha notes.', 'Bravo notes.', 'Charlie notes.'].map((words) => pool!.run(text(words), AbortSignal.timeout(30_000))));
    expect(results.map((result) => result.ok && result.chunks)).toEqual([['Alpha notes.'], ['Bravo notes.'], ['Charlie notes.']]);
  }, 60_000);

  it('gives up a file still waiting for a child when its caller does, and reads the next', async () => {
    pool = new ChildProcessPool({ entry, size: 1, heapMb: 256, idleMs: 60_000 });
    const first = pool.run(text('First.'), AbortSignal.timeout(30_000));
    const leaving = new AbortController();
    const second = pool.run(text('Second.'), leaving.signal);
    leaving.abort(new Error('the caller left'));
    await expect(second).rejects.toThrow('the caller left');
    expect(await first).toMatchObject({ ok: true, chunks: ['First.'] });
    expect(await pool.run(text('Third.'), AbortSignal.timeout(30_000))).toMatchObject({ ok: true, chunks: ['Third.'] });
  }, 60_000);

  it('lets an idle child exit after its idle time, and starts a new one for the next file', async () => {
    pool = new ChildProcessPool({ entry, size: 1, heapMb: 256, idleMs: 300 });
    expect(await pool.run(text('Before the pause.'), AbortSignal.timeout(30_000))).toMatchObject({ ok: true });
    const child = (pool as unknown as { idle: { process: { pid: number } }[] }).idle[0]!.process.pid;
    await until(() => !alive(child), 10_000);
    expect(await pool.run(text('After the pause.'), AbortSignal.timeout(30_000))).toMatchObject({ ok: true, chunks: ['After the pause.'] });
  }, 60_000);

  it('reports a file that cannot be read with the reason, as the extractor the server binds', async () => {
    const extractor = new ChildProcessTextExtractor({ maxUploadBytes: 1024 * 1024, timeoutMs: 30_000, memoryMb: 256, processes: 1 });
    try {
      await expect(extractor.documentChunks('txt', new Uint8Array([0xff, 0xfe, 0x41]))).rejects.toThrow('The file is not valid UTF-8 text');
      expect(await extractor.documentChunks('txt', new TextEncoder().encode('Plain words.'))).toEqual(['Plain words.']);
    } finally {
      await extractor.close();
    }
  }, 60_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
