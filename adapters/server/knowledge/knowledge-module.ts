import { ContainerModule } from 'inversify';
import { Retrieval } from '../../../core/server/agents/ports.ts';
import { DocumentStorage, EmbeddingProvider, KnowledgeQueue, KnowledgeRepository, KnowledgeSettings, TextExtractor, UrlFetcher } from '../../../core/server/knowledge/ports.ts';
import { ProcessKnowledgeJob } from '../../../core/server/knowledge/process-knowledge-job.ts';
import { SweepStaleUploads } from '../../../core/server/knowledge/sweep-stale-uploads.ts';
import { KnowledgeHousekeeping } from '../../../core/server/knowledge/knowledge-housekeeping.ts';
import { HybridChunkSearch } from '../../../core/server/knowledge/hybrid-chunk-search.ts';
import { EmbedChunks } from '../../../core/server/knowledge/embed-chunks.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../../core/domain/knowledge/knowledge-base.ts';
import { NoEmbeddings } from '../agents/no-embeddings.ts';
import { KyselyKnowledgeRepository } from './kysely-knowledge-repository.ts';
import { FileBlobStorage } from '../files/file-blob-storage.ts';
import { ChildProcessTextExtractor, DEFAULT_TEXT_EXTRACTION_LIMITS } from './child-process-text-extractor.ts';
import { DEFAULT_URL_FETCH_SETTINGS, GuardedUrlFetcher } from './guarded-url-fetcher.ts';
import { KnowledgeRetrieval } from '../agents/knowledge-retrieval.ts';
import { SpaceProfileRetrieval } from '../agents/space-profile-retrieval.ts';
import { knowledgeBaseRoutes, knowledgeBaseRouteUseCases, knowledgeUploadRoutes, knowledgeUploadRouteUseCases } from './knowledge-base-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { Closable } from '../closable.ts';
import { knowledgeBase } from './migrations/009-knowledge-base.ts';
import { knowledgeEmbeddings } from './migrations/010-knowledge-embeddings.ts';
import { knowledgeChunkGenerations } from './migrations/012-knowledge-chunk-generations.ts';
import { vectorsByChunk } from './migrations/034-vectors-by-chunk.ts';

/** The embedding model asked of an OpenAI-compatible server unless LLM_EMBEDDING_MODEL says otherwise. */
const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';

/**
 * The knowledge base: documents and URL sources, chunked and indexed (FTS5 on SQLite, tsvector on PostgreSQL),
 * processed as jobs; the brand voice; and the Retrieval agents cite from.
 */
export const knowledgeModule: FeatureModuleFactory = withMigrations({ '009-knowledge-base': knowledgeBase, '010-knowledge-embeddings': knowledgeEmbeddings, '012-knowledge-chunk-generations': knowledgeChunkGenerations, '034-vectors-by-chunk': vectorsByChunk }, (settings, scaleOut) => ({
  name: 'knowledge',
  bindings: new ContainerModule(async ({ bind }) => {
    const maxUploadBytes = settings.knowledgeBase?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
    const repository = new KyselyKnowledgeRepository(settings.database.db, settings.database.kind);
    bind(KnowledgeRepository).toConstantValue(repository);
    bind(DocumentStorage).toConstantValue(new FileBlobStorage(settings.dataDir, 'documents'));
    // Files are read and chunked in child processes, within time and memory limits (the server closes the pool).
    const textExtractor = new ChildProcessTextExtractor({ ...DEFAULT_TEXT_EXTRACTION_LIMITS, ...settings.knowledgeBase?.extraction, maxUploadBytes });
    bind(TextExtractor).toConstantValue(textExtractor);
    // Its child processes end at shutdown.
    bind(Closable).toConstantValue(textExtractor);
    bind(UrlFetcher).toConstantValue(new GuardedUrlFetcher({ ...DEFAULT_URL_FETCH_SETTINGS, ...settings.knowledgeBase?.urlFetch }));
    bind(KnowledgeQueue).toConstantValue(scaleOut.knowledgeQueue);
    bind<KnowledgeSettings>(KnowledgeSettings).toConstantValue({
      maxUploadBytes,
      uploadUrlTtlMs: 15 * 60_000,
      staleUploadSweepMs: settings.knowledgeBase?.staleUploadSweepMs ?? 5 * 60_000,
    });
    // Vector search joins full-text search when the model's server offers embeddings; the offline engine has none.
    const embeddingModel = settings.llm?.embeddingModel === undefined ? DEFAULT_EMBEDDING_MODEL : settings.llm.embeddingModel;
    const llm = settings.llm;
    const embeddings = llm && embeddingModel ? new (await import('../agents/openai-embeddings.ts')).OpenAiEmbeddings(embeddingModel, llm.apiKey, llm.baseUrl) : new NoEmbeddings();
    bind(EmbeddingProvider).toConstantValue(embeddings);
    const chunkSearch = new HybridChunkSearch(repository, embeddings);
    bind(HybridChunkSearch).toConstantValue(chunkSearch);
    bind(Retrieval).toConstantValue(new KnowledgeRetrieval(repository, new SpaceProfileRetrieval(settings.database.db), chunkSearch));
    bindUseCases(bind, [ProcessKnowledgeJob, SweepStaleUploads, KnowledgeHousekeeping, EmbedChunks]);
  }),
  routes: [httpRoutes(knowledgeBaseRouteUseCases, knowledgeBaseRoutes), httpRoutes(knowledgeUploadRouteUseCases, knowledgeUploadRoutes)],
}));
