import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { keyedPhrase, searchKey } from '../../../adapters/server/db/tenant-search-terms.ts';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/server/db/open-database.ts';
import { KyselyKnowledgeRepository } from '../../../adapters/server/knowledge/kysely-knowledge-repository.ts';
import { FileBlobStorage } from '../../../adapters/server/files/file-blob-storage.ts';
import { ContentTextExtractor } from '../../../adapters/server/knowledge/content-text-extractor.ts';
import { HmacLinkSigner } from '../../../adapters/server/agents/hmac-link-signer.ts';
import { NoEmbeddings } from '../../../adapters/server/agents/no-embeddings.ts';
import { ManageDocuments } from '../../../core/server/knowledge/manage-documents.ts';
import { ProcessKnowledgeJob } from '../../../core/server/knowledge/process-knowledge-job.ts';
import { SweepStaleUploads } from '../../../core/server/knowledge/sweep-stale-uploads.ts';
import { EmbedChunks } from '../../../core/server/knowledge/embed-chunks.ts';
import { HybridChunkSearch } from '../../../core/server/knowledge/hybrid-chunk-search.ts';
import type { KnowledgeSettings, KnowledgeRepository, UrlFetcher } from '../../../core/server/knowledge/ports.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database.ts';
import { HeldQueue } from '../../support/held-queue.ts';

/**
 * A large document's chunks are written in batches (kysely-knowledge-repository.ts), so that SQLite's one
 * connection is never held for long. These tests stop that writing between batches: the process dying
 * (every statement fails from then on, as in tests/support/crash-points.ts), or the document being
 * deleted, and check what is stored and what search answers.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);

/** Dies before the Nth insert into knowledge_chunks, or calls `between` once the Nth has run (its transaction still open). */
class ChunkInsertPoint implements KyselyPlugin {
  private inserts = 0;
  private readonly counted = new Set<string>();
  private readonly arrived = new Set<string>();
  private armed: { at: number; act: 'die' | 'call'; between?: () => void } | null = null;
  dead = false;

  dieBefore(insert: number): void {
    this.reset({ at: insert, act: 'die' });
  }

  callAfter(insert: number, between: () => void): void {
    this.reset({ at: insert, act: 'call', between });
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.dead) throw new Error('the process died');
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'knowledge_chunks' && !this.counted.has(queryId.queryId)) {
      this.counted.add(queryId.queryId);
      this.inserts++;
      if (this.armed?.act === 'die' && this.inserts === this.armed.at) {
        this.dead = true;
        throw new Error('the process died');
      }
      if (this.armed?.act === 'call' && this.inserts === this.armed.at) this.arrived.add(queryId.queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.arrived.delete(queryId.queryId)) this.armed?.between?.();
    return result;
  }

  private reset(armed: ChunkInsertPoint['armed']): void {
    this.inserts = 0;
    this.counted.clear();
    this.arrived.clear();
    this.armed = armed;
    this.dead = false;
  }
}

const SPACE = 'space-1';
const principal: Principal = { userId: 'user-1', role: 'org_owner', orgId: 'org-1' } as Principal;
const settings: KnowledgeSettings = { maxUploadBytes: 2 * 1024 * 1024, uploadUrlTtlMs: 15 * 60_000, staleUploadSweepMs: 5 * 60_000 };

/** About 400 KB of short paragraphs, each naming Harrowmere: every chunk matches that word; the first and last name their own. */
function almanac(): Uint8Array {
  const lines = ['Quillonbrae opens the almanac.'];
  for (let i = 0; i < 4000; i++) lines.push(`Entry ${i}: the Harrowmere almanac notes the tide, the wind and the market day.`);
  lines.push('Vintercall closes the almanac.');
  return new TextEncoder().encode(lines.join('\n'));
}

let opened: TestDatabase;
let database: DatabaseHandle;
let queue: HeldQueue;
let storage: FileBlobStorage;
let store: KyselyKnowledgeRepository;
let documents: ManageDocuments;
let point: ChunkInsertPoint;
/** A worker whose database statements go through the insert point. */
let worker: ProcessKnowledgeJob;
let expectedChunks: number;
let clockMs = Date.UTC(2026, 5, 1, 9, 0, 0);
let n = 0;
const ids = { next: () => `id${++n}` };
const clock = { now: () => new Date((clockMs += 1000)) };

function workerOver(over: KnowledgeRepository): ProcessKnowledgeJob {
  const extractor = new ContentTextExtractor(settings.maxUploadBytes);
  return new ProcessKnowledgeJob(over, storage, extractor, {} as UrlFetcher, queue, clock, ids, new SweepStaleUploads(over, storage, settings, clock), new EmbedChunks(over, new NoEmbeddings()));
}

/** A process started afresh on the same database: it recovers what was left queued or processing, then runs the jobs. */
async function restart(): Promise<void> {
  queue.jobs.length = 0;
  const fresh = workerOver(store);
  await fresh.recover();
  for (const job of queue.jobs.splice(0)) await fresh.execute(job);
}

async function chunkRows(id: string): Promise<{ chunk_index: number }[]> {
  return database.db.selectFrom('knowledge_chunks').select('chunk_index').where('source_type', '=', 'document').where('source_id', '=', id).orderBy('chunk_index').execute();
}

/** The space's full-text index entries matching a word (SQLite's FTS5 table; PostgreSQL indexes the chunk rows themselves). */
async function indexEntries(word: string): Promise<number | null> {
  if (database.kind !== 'sqlite') return null;
  const { rows } = await sql<{ n: number }>`select count(*) as n from knowledge_chunks_fts where knowledge_chunks_fts match ${keyedPhrase(searchKey(SPACE), word)}`.execute(database.db);
  return Number(rows[0]!.n);
}

const search = (word: string) => documents.search(SPACE, word, 10_000);

beforeAll(async () => {
  if (databaseUnavailable) return;
  opened = await openTestDatabase();
  database = opened.handle;
  queue = new HeldQueue();
  storage = new FileBlobStorage(opened.dataDir, 'documents');
  store = new KyselyKnowledgeRepository(database.db, database.kind);
  documents = new ManageDocuments(store, storage, new ContentTextExtractor(), queue, settings, new HmacLinkSigner('test-secret-test-secret-test-secret'), clock, ids, new HybridChunkSearch(store, new NoEmbeddings()));
  point = new ChunkInsertPoint();
  worker = workerOver(new KyselyKnowledgeRepository(database.db.withPlugin(point), database.kind));
  expectedChunks = (await new ContentTextExtractor().documentChunks('txt', almanac())).length;
}, 60_000);

afterAll(async () => opened?.close());

describe(`a large document indexed in batches (${kind})`, () => {
  it('a process that dies between batches leaves the document processing and unsearchable; after a restart it is ready with each chunk once', async () => {
    // More than three batches of 100, so the crash falls between batches.
    expect(expectedChunks).toBeGreaterThan(300);
    const doc = await documents.upload(principal, SPACE, 'almanac.txt', almanac());
    point.dieBefore(3);
    await expect(worker.execute(queue.jobs.shift()!)).rejects.toThrow('the process died');

    // Two batches are stored, and none of it is searchable or shown ready.
    expect(await chunkRows(doc.id)).toHaveLength(200);
    expect(await documents.get(SPACE, doc.id)).toMatchObject({ status: 'processing', chunk_count: 0 });
    expect(await search('quillonbrae')).toEqual([]);
    expect(await search('harrowmere')).toEqual([]);

    await restart();
    expect(await documents.get(SPACE, doc.id)).toMatchObject({ status: 'ready', error_message: null, chunk_count: expectedChunks });
    expect((await chunkRows(doc.id)).map((r) => Number(r.chunk_index))).toEqual([...Array(expectedChunks).keys()]);
    expect(await search('harrowmere')).toHaveLength(expectedChunks);
    expect(await indexEntries('harrowmere')).toBe(database.kind === 'sqlite' ? expectedChunks : null);
    expect((await search('quillonbrae')).map((h) => h.chunk_index)).toEqual([0]);
    expect((await search('vintercall')).map((h) => h.chunk_index)).toEqual([expectedChunks - 1]);
  }, 60_000);

  it('a re-process that dies between batches keeps the previous copy searchable, alone; the retry replaces it', async () => {
    const [doc] = await documents.list(SPACE);
    const before = (await search('harrowmere')).map((h) => h.chunk_id).sort();
    expect(before).toHaveLength(expectedChunks);
    await documents.reprocess(SPACE, doc!.id);
    point.dieBefore(2);
    await expect(worker.execute(queue.jobs.shift()!)).rejects.toThrow('the process died');

    expect(await chunkRows(doc!.id)).toHaveLength(expectedChunks + 100);
    expect(await documents.get(SPACE, doc!.id)).toMatchObject({ status: 'processing', chunk_count: expectedChunks });
    expect((await search('harrowmere')).map((h) => h.chunk_id).sort()).toEqual(before);

    await restart();
    expect(await documents.get(SPACE, doc!.id)).toMatchObject({ status: 'ready', chunk_count: expectedChunks });
    expect(await chunkRows(doc!.id)).toHaveLength(expectedChunks);
    const after = (await search('harrowmere')).map((h) => h.chunk_id);
    expect(after).toHaveLength(expectedChunks);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
    expect(await indexEntries('harrowmere')).toBe(database.kind === 'sqlite' ? expectedChunks : null);
  }, 60_000);

  it('a document deleted while its chunks are being written ends with no chunks and no index entries', async () => {
    for (const d of await documents.list(SPACE)) await documents.delete(SPACE, d.id);
    const doc = await documents.upload(principal, SPACE, 'almanac.txt', almanac());
    let deleting: Promise<void> | undefined;
    // The delete arrives while the second batch's transaction is open.
    point.callAfter(2, () => {
      deleting = documents.delete(SPACE, doc.id);
    });
    await worker.execute(queue.jobs.shift()!);
    await deleting;

    expect(deleting).toBeDefined();
    expect(await store.findDocument(doc.id)).toBeNull();
    expect(await chunkRows(doc.id)).toEqual([]);
    expect(await database.db.selectFrom('knowledge_chunks').select('id').execute()).toEqual([]);
    expect(await indexEntries('harrowmere')).toBe(database.kind === 'sqlite' ? 0 : null);
    expect(await search('harrowmere')).toEqual([]);
  }, 60_000);
});
