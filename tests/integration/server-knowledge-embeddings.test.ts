import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { KyselyKnowledgeRepository } from '../../adapters/server/knowledge/kysely-knowledge-repository.ts';
import { FileBlobStorage } from '../../adapters/server/files/file-blob-storage.ts';
import { ContentTextExtractor } from '../../adapters/server/knowledge/content-text-extractor.ts';
import { HmacLinkSigner } from '../../adapters/server/agents/hmac-link-signer.ts';
import { KnowledgeRetrieval } from '../../adapters/server/agents/knowledge-retrieval.ts';
import { NoEmbeddings } from '../../adapters/server/agents/no-embeddings.ts';
import { ManageDocuments } from '../../core/server/knowledge/manage-documents.ts';
import { ProcessKnowledgeJob } from '../../core/server/knowledge/process-knowledge-job.ts';
import { SweepStaleUploads } from '../../core/server/knowledge/sweep-stale-uploads.ts';
import { EmbedChunks } from '../../core/server/knowledge/embed-chunks.ts';
import { HybridChunkSearch } from '../../core/server/knowledge/hybrid-chunk-search.ts';
import type { EmbeddingProvider, KnowledgeSettings, UrlFetcher } from '../../core/server/knowledge/ports.ts';
import type { Principal } from '../../core/server/auth/principal.ts';
import { databaseUnavailable, openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { HeldQueue } from '../support/held-queue.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

/**
 * A fake embedding model with three concepts (light, money, vehicles): words of one concept get the same
 * direction, so "lamp" is near "lanterns" although full-text search sees no shared word.
 */
const CONCEPTS = [['lamp', 'lantern', 'light', 'candle'], ['price', 'cost', 'euro', 'cheap'], ['car', 'vehicle', 'insurance', 'van']];
class ConceptEmbeddings implements EmbeddingProvider {
  readonly model = 'concepts-v1';
  calls = 0;
  failing = false;
  async embed(texts: string[]): Promise<number[][]> {
    this.calls++;
    if (this.failing) throw new Error('provider down');
    return texts.map((text) => {
      const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
      return CONCEPTS.map((concept) => words.filter((w) => concept.some((c) => w.startsWith(c))).length);
    });
  }
}

let database: DatabaseHandle;
let opened: TestDatabase;
let store: KyselyKnowledgeRepository;
let queue: HeldQueue;
let embeddings: ConceptEmbeddings;
let withVectors: ManageDocuments;
let fullTextOnly: ManageDocuments;
let worker: ProcessKnowledgeJob;
const principal = { userId: 'user-1', role: 'org_owner', orgId: 'org-1' } as Principal;
const SPACE = 'space-vec';

beforeAll(async () => {
  if (databaseUnavailable) return;
  opened = await openTestDatabase();
  database = opened.handle;
  store = new KyselyKnowledgeRepository(database.db, database.kind);
  queue = new HeldQueue();
  embeddings = new ConceptEmbeddings();
  let n = 0;
  const ids = { next: () => `id${++n}` };
  const clock = { now: () => new Date(Date.UTC(2026, 5, 1)) };
  const storage = new FileBlobStorage(opened.dataDir, 'documents');
  const extractor = new ContentTextExtractor();
  const settings: KnowledgeSettings = { maxUploadBytes: 1024 * 1024, uploadUrlTtlMs: 60_000, staleUploadSweepMs: 60_000 };
  const signer = new HmacLinkSigner('test-secret-test-secret-test-secret');
  withVectors = new ManageDocuments(store, storage, extractor, queue, settings, signer, clock, ids, new HybridChunkSearch(store, embeddings));
  fullTextOnly = new ManageDocuments(store, storage, extractor, queue, settings, signer, clock, ids, new HybridChunkSearch(store, new NoEmbeddings()));
  worker = new ProcessKnowledgeJob(store, storage, extractor, {} as UrlFetcher, queue, clock, ids, new SweepStaleUploads(store, storage, settings, clock), new EmbedChunks(store, embeddings));
});

afterAll(async () => opened?.close());

async function uploadAndProcess(filename: string, text: string): Promise<string> {
  const doc = await withVectors.upload(principal, SPACE, filename, new TextEncoder().encode(text));
  for (const job of queue.jobs.splice(0)) await worker.execute(job);
  expect((await store.findDocument(doc.id))?.status).toBe('ready');
  return doc.id;
}

const vectorRows = (sourceId: string) => database.db.selectFrom('knowledge_chunk_embeddings').select(['chunk_id', 'model']).where('source_id', '=', sourceId).execute();

describe('optional embeddings: chunk vectors fused with full-text ranking', () => {
  it('processing stores one vector per chunk with its model; search by meaning finds what full text cannot', async () => {
    const lanterns = await uploadAndProcess('shop.txt', 'Our brass lanterns are made by hand in Porto.');
    const cars = await uploadAndProcess('fleet.txt', 'Every delivery vehicle carries full insurance.');
    expect(await vectorRows(lanterns)).toEqual([{ chunk_id: expect.anything(), model: 'concepts-v1' }]);

    // No shared word with "lamp": full-text alone finds nothing, the fused search finds the lantern shop.
    expect(await fullTextOnly.search(SPACE, 'lamp', 5)).toEqual([]);
    const byMeaning = await withVectors.search(SPACE, 'lamp', 5);
    expect(byMeaning[0]).toMatchObject({ source_type: 'document', source_id: lanterns, title: 'shop.txt', snippet: expect.stringMatching(/brass lanterns/) });
    expect(byMeaning.map((h) => h.source_id)).not.toContain(cars);

    // Words and meaning agree: that document ranks first, with a fused (reciprocal rank) score.
    const both = await withVectors.search(SPACE, 'insurance van', 5);
    expect(both[0]).toMatchObject({ source_id: cars });
    expect(both[0]!.score).toBeCloseTo(2 / 61, 6);
  });

  it("agents' retrieval uses the same fused ranking", async () => {
    const profile = { search: async () => [] };
    const retrieval = new KnowledgeRetrieval(store, profile, new HybridChunkSearch(store, embeddings));
    const hits = await retrieval.search({ orgId: 'org-1', spaceId: SPACE, query: 'candle light', referencedDocumentIds: [], referencedWebSourceIds: [], k: { refDocs: 3, kb: 3, url: 3 } });
    expect(hits[0]).toMatchObject({ sourceType: 'document', title: 'Document: shop.txt' });
  });

  it('a failing provider leaves the document ready and searchable by full text; deleting removes its vectors', async () => {
    embeddings.failing = true;
    const id = await uploadAndProcess('prices.txt', 'Wholesale prices drop by ten percent in June.');
    expect(await vectorRows(id)).toEqual([]);
    expect((await withVectors.search(SPACE, 'wholesale', 5))[0]).toMatchObject({ source_id: id });
    embeddings.failing = false;

    const lanterns = (await store.listDocuments(SPACE)).find((d) => d.filename === 'shop.txt')!.id;
    await withVectors.delete(SPACE, lanterns);
    expect(await vectorRows(lanterns)).toEqual([]);
    expect(await withVectors.search(SPACE, 'lamp', 5)).toEqual([]);
  });

  it("another space's vectors are never searched", async () => {
    expect(await withVectors.search('another-space', 'insurance vehicle', 5)).toEqual([]);
  });
});
