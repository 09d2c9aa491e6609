import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { KnowledgeRepository, type KnowledgeSourceType } from '../../../core/server/knowledge/ports.ts';
import { AT, at, documentRecord, newTenant, contractSuite, unique, urlSourceRecord, userRecord, type Tenant } from '../../support/contract-database.ts';
import { databaseUnavailable } from '../../support/test-database.ts';
import { keyedPhrase, searchKey } from '../../../adapters/server/db/tenant-search-terms.ts';

/**
 * The knowledge base (kysely-knowledge-repository.ts): documents and URL sources, their chunks published by
 * generation, full-text search (SQLite FTS5 / PostgreSQL tsvector), vectors, and brand voices.
 */
const suite = contractSuite();
const { kind, describe } = suite;
let knowledge: KnowledgeRepository;
beforeAll(() => {
  if (!databaseUnavailable) knowledge = suite.database.container.get(KnowledgeRepository);
});

/** What is stored for a source: its chunks by generation and index, its vectors, and (SQLite) its full-text entries. */
async function storedChunks(sourceType: KnowledgeSourceType, sourceId: string) {
  const read = suite.database.other.db;
  const chunks = await read.selectFrom('knowledge_chunks').select(['id', 'chunk_index', 'generation', 'content']).where('source_type', '=', sourceType).where('source_id', '=', sourceId).orderBy('generation').orderBy('chunk_index').execute();
  const vectors = await read.selectFrom('knowledge_chunk_embeddings').select(['chunk_id', 'model']).where('source_type', '=', sourceType).where('source_id', '=', sourceId).execute();
  const ids = chunks.map((c) => Number(c.id));
  const indexed = kind === 'sqlite' && ids.length ? Number((await sql<{ n: number }>`select count(*) as n from knowledge_chunks_fts where rowid in (${sql.join(ids)})`.execute(read)).rows[0]!.n) : null;
  return { chunks: chunks.map((c) => ({ index: Number(c.chunk_index), generation: Number(c.generation), content: c.content })), vectors: vectors.length, indexed };
}

/** The full-text entries of chunks that no longer exist (SQLite keeps them in a table of their own). */
async function orphanedIndexEntries(): Promise<number> {
  if (kind !== 'sqlite') return 0;
  return Number((await sql<{ n: number }>`select count(*) as n from knowledge_chunks_fts where rowid not in (select id from knowledge_chunks)`.execute(suite.database.other.db)).rows[0]!.n);
}

const search = (t: Tenant, query: string, extra: { sourceType?: KnowledgeSourceType; sourceIds?: string[]; limit?: number } = {}) =>
  knowledge.searchChunks({ spaceId: t.spaceId, sourceType: extra.sourceType ?? 'document', query, limit: extra.limit ?? 10, sourceIds: extra.sourceIds });

describe(`knowledge documents (${kind}) R-OPEN-32 R-DOC-01`, () => {
  it('addDocument, findDocument, listDocuments (not those still uploading; newest first), transitionDocument and documentsInStatus', async () => {
    const t = await newTenant(suite.database.uow, 'docs');
    const [a, b, uploading] = [unique('doc-a'), unique('doc-b'), unique('doc-up')];
    await knowledge.addDocument(documentRecord(t, a, { status: 'queued', createdAt: at(1), updatedAt: at(1) }));
    await knowledge.addDocument(documentRecord(t, b, { status: 'ready', chunkCount: 2, processedAt: at(3), createdAt: at(2), updatedAt: at(3) }));
    await knowledge.addDocument(documentRecord(t, uploading, { status: 'uploading', createdAt: at(3) }));
    expect(await knowledge.findDocument(b)).toEqual(documentRecord(t, b, { status: 'ready', chunkCount: 2, processedAt: at(3), createdAt: at(2), updatedAt: at(3) }));
    expect(await knowledge.findDocument(unique('none'))).toBeNull();
    expect((await knowledge.listDocuments(t.spaceId)).map((d) => d.id)).toEqual([b, a]);
    expect(await knowledge.transitionDocument(a, ['processing'], 'ready', at(4))).toBe(false);
    expect(await knowledge.transitionDocument(uploading, ['uploading'], 'queued', at(5), { sizeBytes: 4096, errorMessage: null })).toBe(true);
    expect(await knowledge.findDocument(uploading)).toMatchObject({ status: 'queued', sizeBytes: 4096, updatedAt: at(5) });
    expect(await knowledge.transitionDocument(a, ['queued'], 'error', at(6), { errorMessage: 'Unreadable' })).toBe(true);
    expect(await knowledge.findDocument(a)).toMatchObject({ status: 'error', errorMessage: 'Unreadable' });
    const queued = (await knowledge.documentsInStatus(['queued', 'error'])).map((d) => d.id).filter((id) => [a, b, uploading].includes(id)).sort();
    expect(queued).toEqual([a, uploading].sort());
  });

  it('listDocuments pages newest first from a key (created_at, then id): a page after the last one held, none left out or repeated', async () => {
    const t = await newTenant(suite.database.uow, 'doc-pages');
    // Five documents, two of them written in the same millisecond: the id breaks the tie.
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => unique(id));
    const times = [at(1), at(2), at(2), at(3), at(4)];
    for (const [i, id] of ids.entries()) await knowledge.addDocument(documentRecord(t, id, { createdAt: times[i]!, updatedAt: times[i]! }));
    await knowledge.addDocument(documentRecord(t, unique('p-up'), { status: 'uploading', createdAt: at(5) }));
    const all = (await knowledge.listDocuments(t.spaceId)).map((d) => d.id);
    expect(all).toEqual([ids[4], ids[3], ...[ids[1]!, ids[2]!].sort().reverse(), ids[0]]);
    const read: string[] = [];
    let page = await knowledge.listDocuments(t.spaceId, { limit: 2 });
    while (page.length) {
      read.push(...page.map((d) => d.id));
      const last = page.at(-1)!;
      page = await knowledge.listDocuments(t.spaceId, { limit: 2, after: { at: last.createdAt.toISOString(), id: last.id } });
    }
    expect(read).toEqual(all);
  });

  it('completeDocument publishes the chunks with the ready document; a re-process replaces them whole; failDocument and deleteDocument leave none behind', async () => {
    const t = await newTenant(suite.database.uow, 'chunks');
    const id = unique('doc');
    await knowledge.addDocument(documentRecord(t, id));
    expect(await knowledge.completeDocument(id, ['Sourdough starter needs feeding daily.', 'Croissants need cold butter.'], at(1))).toBe(true);
    expect(await knowledge.findDocument(id)).toMatchObject({ status: 'ready', chunkCount: 2, processedAt: at(1), errorMessage: null });
    expect(await storedChunks('document', id)).toEqual({ chunks: [{ index: 0, generation: 1, content: 'Sourdough starter needs feeding daily.' }, { index: 1, generation: 1, content: 'Croissants need cold butter.' }], vectors: 0, indexed: kind === 'sqlite' ? 2 : null });
    expect((await knowledge.chunksOf('document', id)).map((c) => c.content)).toEqual(['Sourdough starter needs feeding daily.', 'Croissants need cold butter.']);

    // Re-processed: the new copy replaces the old one at once, and the old one's rows and index entries go.
    expect(await knowledge.transitionDocument(id, ['ready'], 'processing', at(2))).toBe(true);
    expect(await knowledge.completeDocument(id, ['Rye bread rises slowly.'], at(3))).toBe(true);
    expect(await storedChunks('document', id)).toEqual({ chunks: [{ index: 0, generation: 2, content: 'Rye bread rises slowly.' }], vectors: 0, indexed: kind === 'sqlite' ? 1 : null });
    expect(await search(t, 'sourdough')).toEqual([]);
    expect((await search(t, 'rye')).map((h) => h.sourceId)).toEqual([id]);

    // Not processing (deleted, or moved on by someone else): nothing is published and nothing stays.
    expect(await knowledge.completeDocument(id, ['Late chunk'], at(4))).toBe(false);
    expect((await storedChunks('document', id)).chunks).toEqual([{ index: 0, generation: 2, content: 'Rye bread rises slowly.' }]);

    expect(await knowledge.transitionDocument(id, ['ready'], 'processing', at(5))).toBe(true);
    await knowledge.failDocument(id, 'The file is damaged', at(6));
    expect(await knowledge.findDocument(id)).toMatchObject({ status: 'error', errorMessage: 'The file is damaged', chunkCount: 0 });
    expect((await storedChunks('document', id)).chunks).toEqual([]);
    expect(await search(t, 'rye')).toEqual([]);

    const deleted = unique('deleted');
    await knowledge.addDocument(documentRecord(t, deleted));
    await knowledge.completeDocument(deleted, ['Baguettes need steam.'], at(7));
    await knowledge.saveEmbeddings('model-1', (await knowledge.chunksOf('document', deleted)).map((c) => ({ chunkId: c.chunkId, vector: [1, 0] })));
    expect((await storedChunks('document', deleted)).vectors).toBe(1);
    await knowledge.deleteDocument(deleted);
    expect(await knowledge.findDocument(deleted)).toBeNull();
    expect(await storedChunks('document', deleted)).toEqual({ chunks: [], vectors: 0, indexed: null });
    expect(await orphanedIndexEntries()).toBe(0);
  });
});

describe(`URL sources (${kind}) R-OPEN-32`, () => {
  it('add, find, list (without content), transition, complete with the page, urlSourcesInStatus; a failed refresh keeps the last good copy; delete removes its chunks', async () => {
    const t = await newTenant(suite.database.uow, 'urls');
    const [id, other] = [unique('url'), unique('url-other')];
    await knowledge.addUrlSource(urlSourceRecord(t, id, { status: 'queued', createdAt: at(1) }));
    await knowledge.addUrlSource(urlSourceRecord(t, other, { status: 'queued', createdAt: at(2) }));
    expect(await knowledge.findUrlSource(id)).toEqual(urlSourceRecord(t, id, { status: 'queued', createdAt: at(1) }));
    expect(await knowledge.transitionUrlSource(id, ['ready'], 'processing', at(3))).toBe(false);
    expect(await knowledge.transitionUrlSource(id, ['queued'], 'processing', at(3))).toBe(true);
    const page = { finalUrl: 'https://bakery.example/guide', title: 'Baking guide', content: 'Laminated dough makes croissants flaky.', contentType: 'text/html' };
    expect(await knowledge.completeUrlSource(id, page, ['Laminated dough makes croissants flaky.'], at(4))).toBe(true);
    expect(await knowledge.findUrlSource(id)).toEqual({ ...urlSourceRecord(t, id, { createdAt: at(1) }), ...page, status: 'ready', fetchedAt: at(4), updatedAt: at(4) });
    expect((await knowledge.listUrlSources(t.spaceId)).map((s) => [s.id, s.content])).toEqual([[other, null], [id, null]]);
    expect((await knowledge.urlSourcesInStatus(['queued'])).map((s) => s.id)).toContain(other);
    const hits = await search(t, 'croissants', { sourceType: 'url' });
    expect(hits.map((h) => [h.sourceType, h.sourceId, h.title, h.chunkIndex])).toEqual([['url', id, 'Baking guide', 0]]);

    // A refresh that fails keeps the content, fetch time and chunks of the last good copy.
    expect(await knowledge.transitionUrlSource(id, ['ready'], 'processing', at(5))).toBe(true);
    await knowledge.failUrlSource(id, 'The site did not answer', at(6));
    expect(await knowledge.findUrlSource(id)).toMatchObject({ status: 'error', errorMessage: 'The site did not answer', content: page.content, fetchedAt: at(4) });
    expect((await search(t, 'croissants', { sourceType: 'url' })).map((h) => h.sourceId)).toEqual([id]);

    await knowledge.deleteUrlSource(id);
    expect(await knowledge.findUrlSource(id)).toBeNull();
    expect(await storedChunks('url', id)).toEqual({ chunks: [], vectors: 0, indexed: null });
    expect(await orphanedIndexEntries()).toBe(0);
  });
});

describe(`knowledge search (${kind}) R-OPEN-32`, () => {
  let t: Tenant;
  let other: Tenant;
  const bread = unique('bread');
  const pastry = unique('pastry');
  const untitled = unique('untitled');
  const foreign = unique('foreign');

  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await newTenant(suite.database.uow, 'search');
    other = await newTenant(suite.database.uow, 'search-other');
    await knowledge.addDocument(documentRecord(t, bread, { filename: 'bread.txt' }));
    await knowledge.completeDocument(bread, ['Sourdough bread needs a lively starter and a long rise.', 'Rye bread is dense.', 'Focaccia takes olive oil.'], AT);
    await knowledge.addDocument(documentRecord(t, pastry, { filename: 'pastry.md' }));
    await knowledge.completeDocument(pastry, ['Croissants and sourdough croissants need cold butter.\n\n- fold three times\n- rest overnight'], AT);
    await knowledge.addUrlSource(urlSourceRecord(t, untitled));
    await knowledge.completeUrlSource(untitled, { finalUrl: `https://${untitled}.example/`, title: null, content: 'x', contentType: 'text/plain' }, ['A page about sourdough pizza.'], AT);
    await knowledge.addDocument(documentRecord(other, foreign, { filename: 'foreign.txt' }));
    await knowledge.completeDocument(foreign, ['Sourdough in another organization.'], AT);
  });

  it('matches any of the words, best first, with the source\'s title and a snippet of the chunk (its line breaks kept)', async () => {
    const hits = await search(t, 'sourdough croissants butter');
    expect(hits.map((h) => h.sourceId)).toEqual([pastry, bread]);
    expect(hits[0]).toMatchObject({ sourceType: 'document', title: 'pastry.md', chunkIndex: 0 });
    expect(hits[0]!.snippet).toContain('cold butter');
    expect(hits[0]!.snippet).toContain('\n');
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect((await search(t, 'rye focaccia')).map((h) => [h.sourceId, h.chunkIndex]).sort()).toEqual([[bread, 1], [bread, 2]]);
    expect((await search(t, 'sourdough', { limit: 1 }))).toHaveLength(1);
  });

  it('reads only the space, the kind of source and the sources asked for; a URL without a title is named by its address', async () => {
    expect((await search(t, 'sourdough')).map((h) => h.sourceId).sort()).toEqual([bread, pastry].sort());
    expect((await search(t, 'sourdough', { sourceType: 'url' })).map((h) => [h.sourceId, h.title])).toEqual([[untitled, `https://${untitled}.example/`]]);
    expect((await search(t, 'sourdough', { sourceIds: [bread] })).map((h) => h.sourceId)).toEqual([bread]);
    expect(await search(t, 'sourdough', { sourceIds: [] })).toEqual([]);
    expect(await search(t, 'sourdough', { sourceIds: [foreign] })).toEqual([]);
    expect((await search(other, 'sourdough')).map((h) => h.sourceId)).toEqual([foreign]);
  });

  it('looks the space up with the words: the index finds no other space\'s chunk to filter out', async () => {
    const read = suite.database.other.db;
    if (kind === 'sqlite') {
      // Each space's words are indexed under its key: the other organization's "sourdough" is not among this space's.
      const entries = async (spaceId: string) => Number((await sql<{ n: number }>`select count(*) as n from knowledge_chunks_fts where knowledge_chunks_fts match ${keyedPhrase(searchKey(spaceId), 'sourdough')}`.execute(read)).rows[0]!.n);
      expect([await entries(t.spaceId), await entries(other.spaceId)]).toEqual([3, 1]);
      return;
    }
    // One GIN index over the space and the words: both are conditions of the same index scan. (On these few rows the
    // planner prefers a B-tree, and the space's is bounded by the space too; they are set aside, in a transaction undone.)
    expect((await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'knowledge_chunks_space_fts'`.execute(read)).rows.map((r) => r.indexdef))
      .toEqual([expect.stringMatching(/USING gin \(space_id, to_tsvector\('english'::regconfig, content\)\)/)]);
    let plan = '';
    await read.transaction().execute(async (trx) => {
      await sql`drop index knowledge_chunks_space, knowledge_chunks_generation`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select c.id from knowledge_chunks c cross join to_tsquery('english', 'sourdough') query
        where to_tsvector('english', c.content) @@ query and c.space_id = ${t.spaceId} and c.source_type = 'document'`.execute(trx);
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      throw new Error('undo');
    }).catch((e: unknown) => { if (!(e instanceof Error && e.message === 'undo')) throw e; });
    expect(plan).toMatch(/Bitmap Index Scan on knowledge_chunks_space_fts .*\n\s+Index Cond: \(\(space_id = .*\) AND \(to_tsvector\(/);
  });

  it('keeps only the words of a query, and a chunk not yet published is never found', async () => {
    expect(await search(t, '" * OR ( ) :')).toEqual([]);
    expect(await search(t, '')).toEqual([]);
    expect((await search(t, 'rye" OR "focaccia')).map((h) => h.chunkIndex).sort()).toEqual([1, 2]);
    await knowledge.transitionDocument(bread, ['ready'], 'processing', at(1));
    // A copy being written: its chunks are in the table under the next generation, unpublished.
    const generation = Number((await suite.database.handle.db.selectFrom('knowledge_documents').select('chunk_generation').where('id', '=', bread).executeTakeFirstOrThrow()).chunk_generation) + 1;
    await suite.database.handle.db.insertInto('knowledge_chunks').values({ space_id: t.spaceId, source_type: 'document', source_id: bread, chunk_index: 0, content: 'Pumpernickel half written', generation }).execute();
    expect(await search(t, 'pumpernickel')).toEqual([]);
    expect((await knowledge.chunksOf('document', bread)).map((c) => c.content)).not.toContain('Pumpernickel half written');
    expect(await knowledge.completeDocument(bread, ['Pumpernickel bakes for hours.'], at(2))).toBe(true);
    expect((await search(t, 'pumpernickel')).map((h) => h.snippet)).toEqual(['Pumpernickel bakes for hours.']);
  });

  it('ownedSources keeps the ids that are this space\'s sources of that kind; openingChunks answers their first chunks', async () => {
    expect((await knowledge.ownedSources(t.spaceId, 'document', [pastry, foreign, untitled, unique('none')]))).toEqual([pastry]);
    expect(await knowledge.ownedSources(t.spaceId, 'url', [untitled, pastry])).toEqual([untitled]);
    expect(await knowledge.ownedSources(t.spaceId, 'document', [])).toEqual([]);
    const opening = await knowledge.openingChunks(t.spaceId, 'document', [pastry, foreign], 10);
    expect(opening.map((h) => [h.sourceId, h.chunkIndex, h.title])).toEqual([[pastry, 0, 'pastry.md']]);
    expect(opening[0]!.snippet).toContain('cold butter');
    expect(await knowledge.openingChunks(t.spaceId, 'document', [pastry], 0)).toEqual([]);
  });

  it('saveEmbeddings stores one vector per chunk and model (again: replaced); nearestChunks ranks that model\'s vectors by cosine similarity', async () => {
    const vectors = new Map([[0, [1, 0, 0]], [1, [0, 1, 0]]]);
    const chunks = await knowledge.chunksOf('document', pastry);
    const url = await knowledge.chunksOf('url', untitled);
    await knowledge.saveEmbeddings('concepts-v1', [{ chunkId: chunks[0]!.chunkId, vector: [0, 0, 1] }, { chunkId: url[0]!.chunkId, vector: vectors.get(0)! }]);
    await knowledge.saveEmbeddings('concepts-v1', [{ chunkId: chunks[0]!.chunkId, vector: [0.6, 0.8, 0] }, { chunkId: '987654321', vector: [1, 1, 1] }]);
    const stored = await suite.database.other.db.selectFrom('knowledge_chunk_embeddings').select(['chunk_id', 'model', 'vector', 'space_id']).where('space_id', '=', t.spaceId).orderBy('chunk_id').execute();
    expect(stored.map((r) => [String(r.chunk_id), r.model, JSON.parse(r.vector)])).toEqual([[chunks[0]!.chunkId, 'concepts-v1', [0.6, 0.8, 0]], [url[0]!.chunkId, 'concepts-v1', [1, 0, 0]]].sort((a, b) => Number(a[0]) - Number(b[0])));
    const near = await knowledge.nearestChunks({ spaceId: t.spaceId, sourceType: 'document', query: '', limit: 5, model: 'concepts-v1', vector: [1, 0, 0] });
    expect(near.map((h) => [h.sourceId, h.score])).toEqual([[pastry, 0.6]]);
    expect(await knowledge.nearestChunks({ spaceId: t.spaceId, sourceType: 'document', query: '', limit: 5, model: 'other-model', vector: [1, 0, 0] })).toEqual([]);
    expect(await knowledge.nearestChunks({ spaceId: t.spaceId, sourceType: 'document', query: '', limit: 5, model: 'concepts-v1', vector: [0, 0, 1] })).toEqual([]);
    expect((await knowledge.nearestChunks({ spaceId: t.spaceId, sourceType: 'url', query: '', limit: 5, model: 'concepts-v1', vector: [1, 0, 0] })).map((h) => [h.sourceId, h.score])).toEqual([[untitled, 1]]);
    expect(await knowledge.nearestChunks({ spaceId: other.spaceId, sourceType: 'document', query: '', limit: 5, model: 'concepts-v1', vector: [1, 0, 0] })).toEqual([]);
  });
});

describe(`brand voice (${kind}) R-OPEN-33`, () => {
  it('one per space: saved, then replaced, and read with who saved it last', async () => {
    const t = await newTenant(suite.database.uow, 'voice');
    const editor = unique('editor');
    await suite.database.uow.run((repos) => repos.users.create(userRecord(editor, { orgId: t.orgId, name: 'Eddie Editor' })));
    expect(await knowledge.brandVoice(t.spaceId)).toBeNull();
    const first = { spaceId: t.spaceId, orgId: t.orgId, content: 'Warm and plain.', createdBy: t.ownerId, updatedBy: t.ownerId, createdAt: at(1), updatedAt: at(1) };
    expect(await knowledge.saveBrandVoice(first)).toEqual({ ...first, updatedByName: `Name of ${t.ownerId}`, updatedByEmail: `${t.ownerId}@contract.io` });
    const saved = await knowledge.saveBrandVoice({ ...first, content: 'Warm, plain, no jargon.', createdBy: editor, updatedBy: editor, createdAt: at(9), updatedAt: at(2) });
    expect(saved).toEqual({ ...first, content: 'Warm, plain, no jargon.', updatedBy: editor, updatedAt: at(2), updatedByName: 'Eddie Editor', updatedByEmail: `${editor}@contract.io` });
    expect(await suite.database.other.db.selectFrom('brand_voices').selectAll().where('space_id', '=', t.spaceId).execute()).toEqual([
      { space_id: t.spaceId, org_id: t.orgId, content: 'Warm, plain, no jargon.', created_by: t.ownerId, updated_by: editor, created_at: at(1).toISOString(), updated_at: at(2).toISOString() },
    ]);
  });
});
