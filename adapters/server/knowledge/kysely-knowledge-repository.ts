import { sql, type Kysely, type Transaction } from 'kysely';
import type { BrandVoiceRecord, ChunkHit, ChunkQuery, DocumentRecord, KnowledgeSourceType, KnowledgeRepository, UrlSourceRecord } from '../../../core/server/knowledge/ports.ts';
import type { DocumentKind, DocumentStatus, UrlSourceStatus } from '../../../core/domain/knowledge/knowledge-base.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { BrandVoicesTable, KnowledgeDocumentsTable, UrlSourcesTable } from './knowledge-tables.ts';
import { toDate, toOptionalDate } from '../db/row-conversions.ts';
import type { PageKey } from '../../../core/domain/list-cursor.ts';
import { cosineSimilarity } from '../../../core/server/knowledge/cosine-similarity.ts';
import { keyedPhrase, keyedText, searchKey, unkeyedText } from '../db/tenant-search-terms.ts';

const INSERT_BATCH = 200;

/** Vectors scored per read by nearestChunks: what it holds in memory at once, beside the best `limit`. */
const VECTOR_PAGE = 500;

/**
 * Chunks written (or removed) per transaction. On SQLite a transaction holds the process's one connection,
 * and with it every other request's queries: 100 chunks of ~1,200 characters and their FTS5 entries take
 * about 10 ms there, where 5,000 at once took 0.4 s.
 */
const CHUNK_BATCH = 100;

/** Lets the requests that queued up meanwhile run before the next batch (a macrotask, after pending I/O). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The knowledge base over Kysely. Full-text search is SQLite FTS5 (bm25 ranking, `snippet`) on the
 * embedded default and PostgreSQL `to_tsvector`/`to_tsquery` (`ts_rank`, `ts_headline`) when scaled out;
 * both match any of the query's words, best first, and look up the space with the words (migration 032: keyed
 * words in FTS5, a GIN index over space and words on PostgreSQL), so another space's chunks cost nothing.
 *
 * A source's chunks are written in short transactions under a new generation that every read leaves out
 * until one update of the source publishes it (migration 012); the copy it replaces is removed afterwards,
 * in short transactions too. Chunks of any other generation are leftovers (a crash midway, a removal cut
 * short): invisible, and removed before the source's next copy is written or with the source.
 */
export class KyselyKnowledgeRepository implements KnowledgeRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async addDocument(d: DocumentRecord): Promise<void> {
    await this.db.insertInto('knowledge_documents').values({
      id: d.id, org_id: d.orgId, space_id: d.spaceId, filename: d.filename, kind: d.kind, mime_type: d.mimeType, size_bytes: d.sizeBytes, status: d.status,
      error_message: d.errorMessage, storage_key: d.storageKey, chunk_count: d.chunkCount, uploaded_by: d.uploadedBy, created_at: d.createdAt.toISOString(),
      updated_at: d.updatedAt.toISOString(), processed_at: d.processedAt?.toISOString() ?? null, chunk_generation: 0,
    }).execute();
  }

  async findDocument(id: string): Promise<DocumentRecord | null> {
    const r = await this.db.selectFrom('knowledge_documents').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toDocument(r) : null;
  }

  async listDocuments(spaceId: string, page?: { limit: number; after?: PageKey }): Promise<DocumentRecord[]> {
    let query = this.db.selectFrom('knowledge_documents').selectAll().where('space_id', '=', spaceId).where('status', '!=', 'uploading');
    // A page starts at its key in knowledge_documents_page (space_id, created_at, id), walked backwards.
    if (page?.after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(page.after!.at, page.after!.id)));
    if (page) query = query.limit(page.limit);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toDocument);
  }

  async transitionDocument(id: string, from: DocumentStatus[], to: DocumentStatus, at: Date, changes: { errorMessage?: string | null; sizeBytes?: number } = {}): Promise<boolean> {
    const values: Partial<KnowledgeDocumentsTable> = { status: to, updated_at: at.toISOString() };
    if (changes.errorMessage !== undefined) values.error_message = changes.errorMessage;
    if (changes.sizeBytes !== undefined) values.size_bytes = changes.sizeBytes;
    const r = await this.db.updateTable('knowledge_documents').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async completeDocument(id: string, chunks: string[], at: Date): Promise<boolean> {
    return this.writeCopy('document', id, chunks, async (generation) => {
      const r = await this.db.updateTable('knowledge_documents')
        .set({ status: 'ready', error_message: null, chunk_count: chunks.length, chunk_generation: generation, processed_at: at.toISOString(), updated_at: at.toISOString() })
        .where('id', '=', id).where('status', '=', 'processing').where('chunk_generation', '=', generation - 1).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    });
  }

  async failDocument(id: string, reason: string, at: Date): Promise<void> {
    const live = await this.liveGeneration('document', id);
    if (live === null) return;
    // The attempt's own chunks go first, so that the next generation, published empty here, has none.
    await this.removeChunks('document', id, { except: live });
    await this.db.updateTable('knowledge_documents')
      .set({ status: 'error', error_message: reason, chunk_count: 0, chunk_generation: live + 1, processed_at: at.toISOString(), updated_at: at.toISOString() })
      .where('id', '=', id).execute();
    await this.removeChunks('document', id, { only: live });
  }

  async deleteDocument(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The row first: on PostgreSQL this waits for a chunk batch that holds it, whose chunks the next statement then sees.
      await trx.deleteFrom('knowledge_documents').where('id', '=', id).execute();
      await deleteChunks(trx, 'document', id);
    });
  }

  async documentsInStatus(statuses: DocumentStatus[]): Promise<DocumentRecord[]> {
    return (await this.db.selectFrom('knowledge_documents').selectAll().where('status', 'in', statuses).execute()).map(toDocument);
  }

  async addUrlSource(s: UrlSourceRecord): Promise<void> {
    await this.db.insertInto('url_sources').values({
      id: s.id, org_id: s.orgId, space_id: s.spaceId, url: s.url, final_url: s.finalUrl, title: s.title, content: s.content, content_type: s.contentType, status: s.status,
      error_message: s.errorMessage, fetched_at: s.fetchedAt?.toISOString() ?? null, created_by: s.createdBy, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString(),
      chunk_generation: 0,
    }).execute();
  }

  async findUrlSource(id: string): Promise<UrlSourceRecord | null> {
    const r = await this.db.selectFrom('url_sources').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toUrlSource(r) : null;
  }

  async listUrlSources(spaceId: string, limit?: number): Promise<UrlSourceRecord[]> {
    // The list leaves the (possibly long) content out, unread: one source's view carries it. Every agent run lists
    // the space's pages to find those a request names, so reading each page's text here made runs cost more as
    // the library grew.
    let query = this.db
      .selectFrom('url_sources')
      .select(['id', 'org_id', 'space_id', 'url', 'final_url', 'title', 'content_type', 'status', 'error_message', 'fetched_at', 'created_by', 'created_at', 'updated_at', 'chunk_generation'])
      .select(sql<null>`null`.as('content'))
      .where('space_id', '=', spaceId)
      .orderBy('created_at', 'desc')
      .orderBy('id');
    if (limit !== undefined) query = query.limit(limit);
    const rows = await query.execute();
    return rows.map(toUrlSource);
  }

  async transitionUrlSource(id: string, from: UrlSourceStatus[], to: UrlSourceStatus, at: Date): Promise<boolean> {
    const r = await this.db.updateTable('url_sources').set({ status: to, updated_at: at.toISOString() }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async completeUrlSource(id: string, page: { finalUrl: string; title: string | null; content: string; contentType: string }, chunks: string[], at: Date): Promise<boolean> {
    return this.writeCopy('url', id, chunks, async (generation) => {
      const r = await this.db.updateTable('url_sources')
        .set({ status: 'ready', error_message: null, final_url: page.finalUrl, title: page.title, content: page.content, content_type: page.contentType, fetched_at: at.toISOString(), updated_at: at.toISOString(), chunk_generation: generation })
        .where('id', '=', id).where('status', '=', 'processing').where('chunk_generation', '=', generation - 1).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    });
  }

  async failUrlSource(id: string, reason: string, at: Date): Promise<void> {
    // The last good copy (content, fetched_at and its chunks, published together by completeUrlSource) stays;
    // only this attempt's unpublished chunks go.
    const r = await this.db.updateTable('url_sources').set({ status: 'error', error_message: reason, updated_at: at.toISOString() }).where('id', '=', id).returning('chunk_generation').executeTakeFirst();
    if (r) await this.removeChunks('url', id, { except: Number(r.chunk_generation) });
  }

  async deleteUrlSource(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The row first: on PostgreSQL this waits for a chunk batch that holds it, whose chunks the next statement then sees.
      await trx.deleteFrom('url_sources').where('id', '=', id).execute();
      await deleteChunks(trx, 'url', id);
    });
  }

  async urlSourcesInStatus(statuses: UrlSourceStatus[]): Promise<UrlSourceRecord[]> {
    return (await this.db.selectFrom('url_sources').selectAll().where('status', 'in', statuses).execute()).map(toUrlSource);
  }

  async ownedSources(spaceId: string, sourceType: KnowledgeSourceType, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const table = sourceType === 'document' ? 'knowledge_documents' : 'url_sources';
    const rows = await this.db.selectFrom(table).select('id').where('space_id', '=', spaceId).where('id', 'in', ids).execute();
    return rows.map((r) => r.id);
  }

  async searchChunks(q: ChunkQuery): Promise<ChunkHit[]> {
    const words = queryWords(q.query);
    if (words.length === 0 || q.limit <= 0 || (q.sourceIds && q.sourceIds.length === 0)) return [];
    const onlySources = q.sourceIds ? sql`and c.source_id in (${sql.join(q.sourceIds)})` : sql``;
    const title = titleJoin(q.sourceType);
    if (this.dialect === 'sqlite') {
      // Only this space's words are looked up (migration 032): another space's chunks are neither read nor counted.
      const key = searchKey(q.spaceId);
      const match = words.map((w) => keyedPhrase(key, w)).join(' OR ');
      const { rows } = await sql<HitRow>`
        select c.id, c.source_id, c.chunk_index, ${title.column} as title, -bm25(knowledge_chunks_fts) as score,
               snippet(knowledge_chunks_fts, 0, '', '', '…', 32) as snippet
        from knowledge_chunks_fts join knowledge_chunks c on c.id = knowledge_chunks_fts.rowid ${title.join}
        where knowledge_chunks_fts match ${match} and c.space_id = ${q.spaceId} and c.source_type = ${q.sourceType} ${onlySources}
        order by bm25(knowledge_chunks_fts) limit ${q.limit}`.execute(this.db);
      return rows.map((r) => toHit(q.sourceType, { ...r, snippet: unkeyedText(key, r.snippet) }));
    }
    const tsquery = words.join(' | ');
    const { rows } = await sql<HitRow>`
      select c.id, c.source_id, c.chunk_index, ${title.column} as title, ts_rank(to_tsvector('english', c.content), query) as score,
             ts_headline('english', c.content, query, 'MaxWords=40, MinWords=15, StartSel="", StopSel=""') as snippet
      from knowledge_chunks c cross join to_tsquery('english', ${tsquery}) query ${title.join}
      where to_tsvector('english', c.content) @@ query and c.space_id = ${q.spaceId} and c.source_type = ${q.sourceType} ${onlySources}
      order by score desc, c.id limit ${q.limit}`.execute(this.db);
    return rows.map((r) => toHit(q.sourceType, r));
  }

  async chunksOf(sourceType: KnowledgeSourceType, sourceId: string): Promise<{ chunkId: string; content: string }[]> {
    const live = await this.liveGeneration(sourceType, sourceId);
    if (live === null) return [];
    const rows = await this.db.selectFrom('knowledge_chunks').select(['id', 'content'])
      .where('source_type', '=', sourceType).where('source_id', '=', sourceId).where('generation', '=', live).orderBy('chunk_index').execute();
    return rows.map((r) => ({ chunkId: String(r.id), content: r.content }));
  }

  async saveEmbeddings(model: string, vectors: { chunkId: string; vector: number[] }[]): Promise<void> {
    if (vectors.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < vectors.length; i += INSERT_BATCH) {
        const batch = vectors.slice(i, i + INSERT_BATCH);
        // Chunks replaced or deleted since they were read have no row to join, and get no vector.
        const chunks = await trx.selectFrom('knowledge_chunks').select(['id', 'space_id', 'source_type', 'source_id']).where('id', 'in', batch.map((v) => Number(v.chunkId))).execute();
        const byId = new Map(chunks.map((c) => [String(c.id), c]));
        const rows = batch.flatMap((v) => {
          const c = byId.get(v.chunkId);
          return c ? [{ chunk_id: Number(c.id), space_id: c.space_id, source_type: c.source_type, source_id: c.source_id, model, vector: JSON.stringify(v.vector) }] : [];
        });
        if (rows.length === 0) continue;
        await trx.insertInto('knowledge_chunk_embeddings').values(rows)
          .onConflict((oc) => oc.column('chunk_id').doUpdateSet((eb) => ({ model: eb.ref('excluded.model'), vector: eb.ref('excluded.vector') })))
          .execute();
      }
    });
  }

  /**
   * The space's vectors are read in pages of VECTOR_PAGE by chunk id (the space's index, migration 034), only the
   * id and the vector, and each page is dropped once scored: memory holds one page and the best `limit`, whatever
   * the space's size. The best chunks' titles and texts are read afterwards, for them alone.
   */
  async nearestChunks(q: ChunkQuery & { model: string; vector: number[] }): Promise<ChunkHit[]> {
    if (q.limit <= 0 || (q.sourceIds && q.sourceIds.length === 0)) return [];
    const onlySources = q.sourceIds ? sql`and c.source_id in (${sql.join(q.sourceIds)})` : sql``;
    const title = titleJoin(q.sourceType);
    let best: { id: number; similarity: number }[] = [];
    for (let after = -1; ;) {
      const { rows } = await sql<{ chunk_id: number | string; vector: string }>`
        select e.chunk_id, e.vector
        from knowledge_chunk_embeddings e join knowledge_chunks c on c.id = e.chunk_id ${title.join}
        where e.space_id = ${q.spaceId} and e.source_type = ${q.sourceType} and e.model = ${q.model} and e.chunk_id > ${after} ${onlySources}
        order by e.chunk_id limit ${VECTOR_PAGE}`.execute(this.db);
      for (const r of rows) {
        const similarity = cosineSimilarity(q.vector, JSON.parse(r.vector) as number[]);
        if (similarity > 0) best.push({ id: Number(r.chunk_id), similarity });
      }
      best = best.sort((a, b) => b.similarity - a.similarity || a.id - b.id).slice(0, q.limit);
      if (rows.length < VECTOR_PAGE) break;
      after = Number(rows[rows.length - 1]!.chunk_id);
    }
    if (best.length === 0) return [];
    const { rows } = await sql<HitRow>`
      select c.id, c.source_id, c.chunk_index, ${title.column} as title, 0 as score, c.content as snippet
      from knowledge_chunks c ${title.join}
      where c.id in (${sql.join(best.map((b) => b.id))})`.execute(this.db);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return best.flatMap(({ id, similarity }) => {
      const row = byId.get(id);
      return row ? [toHit(q.sourceType, { ...row, score: similarity, snippet: shorten(row.snippet) })] : [];
    });
  }

  async openingChunks(spaceId: string, sourceType: KnowledgeSourceType, sourceIds: string[], limit: number): Promise<ChunkHit[]> {
    if (sourceIds.length === 0 || limit <= 0) return [];
    const title = titleJoin(sourceType);
    const { rows } = await sql<HitRow>`
      select c.id, c.source_id, c.chunk_index, ${title.column} as title, 0 as score, c.content as snippet
      from knowledge_chunks c ${title.join}
      where c.space_id = ${spaceId} and c.source_type = ${sourceType} and c.source_id in (${sql.join(sourceIds)}) and c.chunk_index = 0
      order by c.source_id limit ${limit}`.execute(this.db);
    return rows.map((r) => toHit(sourceType, { ...r, snippet: shorten(r.snippet) }));
  }

  /**
   * Writes `chunks` as the source's next generation, batch by batch, then has `publish` make it the one read
   * (false when the source is no longer processing: deleted meanwhile). Each batch first checks that the
   * source is still being processed, so none is written for a deleted one.
   */
  private async writeCopy(sourceType: KnowledgeSourceType, id: string, chunks: string[], publish: (generation: number) => Promise<boolean>): Promise<boolean> {
    const live = await this.liveGeneration(sourceType, id);
    if (live === null) return false;
    await this.removeChunks(sourceType, id, { except: live });
    const generation = live + 1;
    for (let i = 0; i < chunks.length; i += CHUNK_BATCH) {
      await nextTurn();
      const written = await this.db.transaction().execute(async (trx) => {
        const source = await this.lockSource(trx, sourceType, id);
        if (source?.status !== 'processing' || Number(source.chunk_generation) !== live) return false;
        const rows = chunks.slice(i, i + CHUNK_BATCH).map((content, j) => ({ space_id: source.space_id, source_type: sourceType, source_id: id, chunk_index: i + j, content, generation }));
        const inserted = await trx.insertInto('knowledge_chunks').values(rows).returning('id').execute();
        if (this.dialect === 'sqlite') {
          // The full-text entries, each word behind the space's key (migration 032); removing a chunk removes its entry.
          const key = searchKey(source.space_id);
          const entries = inserted.map((r, j) => sql`(${Number(r.id)}, ${keyedText(key, rows[j]!.content)})`);
          await sql`insert into knowledge_chunks_fts(rowid, terms) values ${sql.join(entries)}`.execute(trx);
        }
        return true;
      });
      if (!written) {
        await this.removeChunks(sourceType, id, { only: generation });
        return false;
      }
    }
    await nextTurn();
    if (!(await publish(generation))) {
      await this.removeChunks(sourceType, id, { only: generation });
      return false;
    }
    try {
      await this.removeChunks(sourceType, id, { only: live });
    } catch {
      // The copy is published; the replaced one is out of every read and goes before the next copy or with the source.
    }
    return true;
  }

  /** The source's row, locked on PostgreSQL until the transaction ends (a delete waits for the batch). */
  private async lockSource(trx: Transaction<DatabaseSchema>, sourceType: KnowledgeSourceType, id: string) {
    const read = trx.selectFrom(sourceTable(sourceType)).select(['space_id', 'status', 'chunk_generation']).where('id', '=', id);
    return (this.dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
  }

  private async liveGeneration(sourceType: KnowledgeSourceType, id: string): Promise<number | null> {
    const r = await this.db.selectFrom(sourceTable(sourceType)).select('chunk_generation').where('id', '=', id).executeTakeFirst();
    return r ? Number(r.chunk_generation) : null;
  }

  /** Removes the source's chunks of one generation, or of all but one, with their vectors, batch by batch. */
  private async removeChunks(sourceType: KnowledgeSourceType, id: string, which: { only: number } | { except: number }): Promise<void> {
    for (;;) {
      const removed = await this.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('knowledge_chunks').select('id').where('source_type', '=', sourceType).where('source_id', '=', id)
          .where('generation', 'only' in which ? '=' : '!=', 'only' in which ? which.only : which.except).limit(CHUNK_BATCH).execute();
        if (rows.length === 0) return 0;
        const ids = rows.map((r) => Number(r.id));
        await trx.deleteFrom('knowledge_chunks').where('id', 'in', ids).execute();
        await trx.deleteFrom('knowledge_chunk_embeddings').where('chunk_id', 'in', ids).execute();
        return ids.length;
      });
      if (removed < CHUNK_BATCH) return;
      await nextTurn();
    }
  }

  async brandVoice(spaceId: string): Promise<BrandVoiceRecord | null> {
    const r = await this.db
      .selectFrom('brand_voices')
      .leftJoin('users as updater', 'updater.id', 'brand_voices.updated_by')
      .selectAll('brand_voices')
      .select(['updater.name as updated_by_name', 'updater.email as updated_by_email'])
      .where('brand_voices.space_id', '=', spaceId)
      .executeTakeFirst();
    return r ? { ...toBrandVoice(r), updatedByName: r.updated_by_name ?? null, updatedByEmail: r.updated_by_email ?? null } : null;
  }

  async saveBrandVoice(v: BrandVoiceRecord): Promise<BrandVoiceRecord> {
    const row = { space_id: v.spaceId, org_id: v.orgId, content: v.content, created_by: v.createdBy, updated_by: v.updatedBy, created_at: v.createdAt.toISOString(), updated_at: v.updatedAt.toISOString() };
    await this.db.insertInto('brand_voices').values(row)
      .onConflict((oc) => oc.column('space_id').doUpdateSet({ content: v.content, updated_by: v.updatedBy, updated_at: row.updated_at }))
      .execute();
    return (await this.brandVoice(v.spaceId))!;
  }
}

interface HitRow {
  id: number | string;
  source_id: string;
  chunk_index: number | string;
  title: string | null;
  score: number | string;
  snippet: string;
}

/** All of a source's chunks (any generation), their index entries (by trigger on SQLite) and their vectors. */
async function deleteChunks(trx: Transaction<DatabaseSchema>, sourceType: KnowledgeSourceType, sourceId: string): Promise<void> {
  await trx.deleteFrom('knowledge_chunk_embeddings').where('source_type', '=', sourceType).where('source_id', '=', sourceId).execute();
  await trx.deleteFrom('knowledge_chunks').where('source_type', '=', sourceType).where('source_id', '=', sourceId).execute();
}

function sourceTable(sourceType: KnowledgeSourceType) {
  return sourceType === 'document' ? 'knowledge_documents' as const : 'url_sources' as const;
}

/** The chunks' source, joined so that only its published generation is read. */
function titleJoin(sourceType: KnowledgeSourceType) {
  return sourceType === 'document'
    ? { join: sql`join knowledge_documents s on s.id = c.source_id and s.chunk_generation = c.generation`, column: sql`s.filename` }
    : { join: sql`join url_sources s on s.id = c.source_id and s.chunk_generation = c.generation`, column: sql`coalesce(s.title, s.url)` };
}

/** The query's words, letters and digits only (so no search syntax gets through), at most 32. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words)].slice(0, 32);
}

function shorten(text: string): string {
  const tidy = tidySnippet(text);
  return tidy.length > 300 ? `${tidy.slice(0, 297)}...` : tidy;
}

/** Runs of spaces become one, but line breaks stay: a snippet's Markdown (a heading, a list) renders as such. */
function tidySnippet(text: string): string {
  return text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

function toHit(sourceType: KnowledgeSourceType, r: HitRow): ChunkHit {
  return {
    sourceType, sourceId: r.source_id, title: r.title ?? '', chunkId: String(r.id), chunkIndex: Number(r.chunk_index),
    snippet: tidySnippet(r.snippet), score: Math.round(Number(r.score) * 1e6) / 1e6,
  };
}

function toDocument(r: KnowledgeDocumentsTable): DocumentRecord {
  return {
    id: r.id, orgId: r.org_id, spaceId: r.space_id, filename: r.filename, kind: r.kind as DocumentKind, mimeType: r.mime_type, sizeBytes: Number(r.size_bytes),
    status: r.status as DocumentStatus, errorMessage: r.error_message, storageKey: r.storage_key, chunkCount: Number(r.chunk_count), uploadedBy: r.uploaded_by,
    createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at), processedAt: toOptionalDate(r.processed_at),
  };
}

function toUrlSource(r: UrlSourcesTable): UrlSourceRecord {
  return {
    id: r.id, orgId: r.org_id, spaceId: r.space_id, url: r.url, finalUrl: r.final_url, title: r.title, content: r.content, contentType: r.content_type,
    status: r.status as UrlSourceStatus, errorMessage: r.error_message, fetchedAt: toOptionalDate(r.fetched_at), createdBy: r.created_by,
    createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at),
  };
}

function toBrandVoice(r: BrandVoicesTable): BrandVoiceRecord {
  return { spaceId: r.space_id, orgId: r.org_id, content: r.content, createdBy: r.created_by, updatedBy: r.updated_by, createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at) };
}
