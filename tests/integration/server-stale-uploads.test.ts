import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { KyselyKnowledgeRepository } from '../../adapters/server/knowledge/kysely-knowledge-repository.ts';
import { FileBlobStorage } from '../../adapters/server/files/file-blob-storage.ts';
import { ContentTextExtractor } from '../../adapters/server/knowledge/content-text-extractor.ts';
import { HmacLinkSigner } from '../../adapters/server/agents/hmac-link-signer.ts';
import { ManageDocuments } from '../../core/server/knowledge/manage-documents.ts';
import { ProcessKnowledgeJob } from '../../core/server/knowledge/process-knowledge-job.ts';
import { LATE_UPLOAD_GRACE_MS, SweepStaleUploads } from '../../core/server/knowledge/sweep-stale-uploads.ts';
import { KnowledgeHousekeeping } from '../../core/server/knowledge/knowledge-housekeeping.ts';
import { EmbedChunks } from '../../core/server/knowledge/embed-chunks.ts';
import { HybridChunkSearch } from '../../core/server/knowledge/hybrid-chunk-search.ts';
import { NoEmbeddings } from '../../adapters/server/agents/no-embeddings.ts';
import type { DocumentStorage, KnowledgeSettings, UrlFetcher } from '../../core/server/knowledge/ports.ts';
import type { Scheduler } from '../../core/server/agents/ports.ts';
import type { Principal } from '../../core/server/auth/principal.ts';
import { databaseUnavailable, openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { HeldQueue } from '../support/held-queue.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

/** Time moved by hand. */
class HandClock {
  constructor(private ms: number) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A scheduler whose waits end when the test says so. */
class HandScheduler implements Scheduler {
  waits: { ms: number; resolve: () => void }[] = [];
  delay(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('aborted'));
      const wait = { ms, resolve };
      this.waits.push(wait);
      signal?.addEventListener('abort', () => {
        this.waits = this.waits.filter((w) => w !== wait);
        reject(new Error('aborted'));
      }, { once: true });
    });
  }
  elapse(): void {
    for (const w of this.waits.splice(0)) w.resolve();
  }
}

const TTL = 15 * 60_000;
const SWEEP_EVERY = 5 * 60_000;
const settle = () => new Promise((r) => setImmediate(r));

let database: DatabaseHandle;
let opened: TestDatabase;
let clock: HandClock;
let queue: HeldQueue;
let scheduler: HandScheduler;
let storage: FileBlobStorage;
let documents: ManageDocuments;
let worker: ProcessKnowledgeJob;
let housekeeping: KnowledgeHousekeeping;
let store: KyselyKnowledgeRepository;
const principal: Principal = { userId: 'user-1', role: 'org_owner', orgId: 'org-1' } as Principal;

beforeAll(async () => {
  if (databaseUnavailable) return;
  opened = await openTestDatabase();
  database = opened.handle;
  let n = 0;
  const ids = { next: () => `id${++n}` };
  clock = new HandClock(Date.UTC(2026, 5, 1, 9, 0, 0));
  queue = new HeldQueue();
  scheduler = new HandScheduler();
  store = new KyselyKnowledgeRepository(database.db, database.kind);
  storage = new FileBlobStorage(opened.dataDir, 'documents');
  const settings: KnowledgeSettings = { maxUploadBytes: 1024 * 1024, uploadUrlTtlMs: TTL, staleUploadSweepMs: SWEEP_EVERY };
  const extractor = new ContentTextExtractor();
  const signer = new HmacLinkSigner('test-secret-test-secret-test-secret');
  documents = new ManageDocuments(store, storage, extractor, queue, settings, signer, clock, ids, new HybridChunkSearch(store, new NoEmbeddings()));
  const sweep = new SweepStaleUploads(store, storage, settings, clock);
  worker = new ProcessKnowledgeJob(store, storage, extractor, {} as UrlFetcher, queue, clock, ids, sweep, new EmbedChunks(store, new NoEmbeddings()));
  housekeeping = new KnowledgeHousekeeping(queue, scheduler, settings, ids);
});

afterAll(async () => opened?.close());

/** Runs the queued jobs as the worker does, and returns their kinds. */
async function runJobs(): Promise<string[]> {
  const jobs = queue.jobs.splice(0);
  for (const job of jobs) await worker.execute(job);
  return jobs.map((j) => j.split('.')[0]!);
}

const linkOf = (path: string) => {
  const url = new URL(path, 'http://x');
  return { expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig')! };
};

describe('abandoned signed uploads are swept after their link expires', () => {
  it('a link never PUT to is removed on the first periodic sweep after expiry (fake clock), a used or fresh one is kept', async () => {
    const stop = new AbortController();
    const loop = housekeeping.run(stop.signal);
    await settle();
    // A sweep is queued at start (leftovers of an earlier process); nothing is stale yet.
    const abandoned = await documents.createUploadUrl(principal, 'space-1', 'never-sent.pdf', 5000);
    const used = await documents.createUploadUrl(principal, 'space-1', 'sent.txt', 40);
    await documents.receiveSignedUpload(used.document_id, linkOf(used.path).expires, linkOf(used.path).sig, new TextEncoder().encode('The Ostrevan catalogue ships in May.'));
    expect(await runJobs()).toEqual(['sweep', 'document']);
    expect((await store.findDocument(abandoned.document_id))?.status).toBe('uploading');
    expect(scheduler.waits.map((w) => w.ms)).toEqual([SWEEP_EVERY]);

    // The link has expired, but a PUT that started just in time still has its grace period.
    clock.advance(TTL + 1);
    scheduler.elapse();
    await settle();
    expect(await runJobs()).toEqual(['sweep']);
    expect((await store.findDocument(abandoned.document_id))?.status).toBe('uploading');

    // Past the grace period: the next sweep removes it; the used one and a fresh link stay.
    clock.advance(LATE_UPLOAD_GRACE_MS);
    const fresh = await documents.createUploadUrl(principal, 'space-1', 'fresh.md');
    scheduler.elapse();
    await settle();
    expect(await runJobs()).toEqual(['sweep']);
    expect(await store.findDocument(abandoned.document_id)).toBeNull();
    expect((await store.findDocument(used.document_id))?.status).toBe('ready');
    expect((await store.findDocument(fresh.document_id))?.status).toBe('uploading');
    const rows = await database.db.selectFrom('knowledge_documents').select('id').where('id', '=', abandoned.document_id).execute();
    expect(rows).toEqual([]);

    // Its expired link is refused, and the refusal stores nothing.
    const link = linkOf(abandoned.path);
    await expect(documents.receiveSignedUpload(abandoned.document_id, link.expires, link.sig, new Uint8Array([0x25, 0x50, 0x44, 0x46]))).rejects.toMatchObject({ code: 'KB.LINK_INVALID' });
    expect(await storage.get(`org-1/space-1/${abandoned.document_id}`)).toBeNull();

    // Stopping ends the loop; no further sweeps are queued.
    stop.abort();
    await loop;
    expect(queue.jobs).toEqual([]);
    expect(scheduler.waits).toEqual([]);
  });

  it('bytes of a PUT that lands while the sweep removes its document are deleted, not left behind', async () => {
    const settings: KnowledgeSettings = { maxUploadBytes: 1024, uploadUrlTtlMs: TTL, staleUploadSweepMs: SWEEP_EVERY };
    const sweep = new SweepStaleUploads(store, storage, settings, clock);
    // The PUT passed its link check just before expiry; while its bytes are being stored, time runs out and the sweep runs.
    const racing: DocumentStorage = {
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      put: async (key, data) => {
        await storage.put(key, data);
        clock.advance(LATE_UPLOAD_GRACE_MS + 1);
        await sweep.execute();
      },
    };
    let n = 0;
    const racingDocuments = new ManageDocuments(store, racing, new ContentTextExtractor(), queue, settings, new HmacLinkSigner('test-secret-test-secret-test-secret'), clock, { next: () => `race${++n}` }, new HybridChunkSearch(store, new NoEmbeddings()));
    const late = await racingDocuments.createUploadUrl(principal, 'space-2', 'late.txt');
    const link = linkOf(late.path);
    clock.advance(TTL - 1);
    await expect(racingDocuments.receiveSignedUpload(late.document_id, link.expires, link.sig, new TextEncoder().encode('late bytes'))).rejects.toMatchObject({ code: 'KB.LINK_INVALID' });
    expect(await store.findDocument(late.document_id)).toBeNull();
    expect(await storage.get(`org-1/space-2/${late.document_id}`)).toBeNull();
    expect(queue.jobs).toEqual([]);
  });
});
