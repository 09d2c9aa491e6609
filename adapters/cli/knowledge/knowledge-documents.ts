import { CliError, defineCommand, positional, type CommandContext, type CommandUses, type OptionValues, type UsesOf } from '../command.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { formatMegabytes, type KnowledgeDocument } from '../../../core/domain/knowledge/knowledge-base.ts';
import { KnowledgeCliText as T, WAIT_OPTIONS, finishStarted, readUploadFile } from './knowledge-shared.ts';
import { shortDate, table } from '../cli-table.ts';

/** What the knowledge-base commands call. */
const KNOWLEDGE_BASE = { knowledgeBaseStore: KnowledgeBaseStore } satisfies CommandUses;

/** After an upload or a re-process: with --wait, the document's end state (exit 1 with the reason on error). */
function finish(context: CommandContext<UsesOf<typeof KNOWLEDGE_BASE>>, values: OptionValues, doc: KnowledgeDocument, started: (d: KnowledgeDocument) => string): Promise<void> {
  const store = context.uses.knowledgeBaseStore;
  return finishStarted(context.out, values, doc, { load: () => store.fetchDocument(doc.id), what: doc.filename, started, ready: T.documentReady, failed: T.documentFailed });
}

export const documentsCommand = defineCommand({
  name: 'docs',
  summary: "List the current space's knowledge-base documents with their status",
  usage: 'docs',
  options: {},
  requiresSession: true,
  uses: KNOWLEDGE_BASE,
  async run({ uses, out }) {
    const docs = await uses.knowledgeBaseStore.fetchDocuments();
    if (out.json) return out.data(docs);
    if (docs.length === 0) return out.line(T.noDocuments);
    const rows = docs.map((d) => [d.id, d.status, formatMegabytes(d.size_bytes), `${d.chunk_count} chunks`, shortDate(d.created_at), d.filename]);
    for (const [i, line] of table(rows).entries()) {
      out.line(line);
      const doc = docs[i]!;
      if (doc.status === 'error' && doc.error_message) out.line(`    ${doc.error_message}`);
    }
  },
});

export const uploadCommand = defineCommand({
  name: 'upload',
  summary: 'Upload a document (PDF, DOCX, TXT, Markdown, HTML or CSV) to the knowledge base',
  usage: 'upload <file> [--wait] [--signed]',
  positionals: ['file'],
  options: {
    ...WAIT_OPTIONS,
    signed: { type: 'boolean', description: 'Upload through a short-lived signed URL (PUT) instead of multipart' },
  },
  requiresSession: true,
  uses: KNOWLEDGE_BASE,
  async run(context, values) {
    const file = await readUploadFile(positional(context.args, 0, 'file', this.usage));
    const store = context.uses.knowledgeBaseStore;
    const doc = values.signed === true ? await store.uploadViaSignedUrl(file) : await store.upload(file);
    await finish(context, values, doc, T.uploaded);
  },
});

export const deleteDocumentCommand = defineCommand({
  name: 'doc-delete',
  summary: 'Delete a document with its chunks and index entries',
  usage: 'doc-delete <id>',
  positionals: ['id'],
  options: {},
  requiresSession: true,
  uses: KNOWLEDGE_BASE,
  async run({ uses, out, args }) {
    const id = positional(args, 0, 'id', this.usage);
    await uses.knowledgeBaseStore.deleteDocument(id);
    if (out.json) return out.data({ id, deleted: true });
    out.line(T.documentDeleted(id));
  },
});

export const reprocessCommand = defineCommand({
  name: 'reprocess',
  summary: 'Process a document again (one that is ready or in error)',
  usage: 'reprocess <id> [--wait]',
  positionals: ['id'],
  options: { ...WAIT_OPTIONS },
  requiresSession: true,
  uses: KNOWLEDGE_BASE,
  async run(context, values) {
    const doc = await context.uses.knowledgeBaseStore.reprocess(positional(context.args, 0, 'id', this.usage));
    await finish(context, values, doc, T.reprocessing);
  },
});

export const searchCommand = defineCommand({
  name: 'search',
  summary: 'Search the knowledge base (documents and URL sources): each hit names its source and chunk',
  usage: 'search "<query>" [--limit <n>]',
  positionals: ['query'],
  options: { limit: { type: 'string', short: 'k', description: 'Hits at most (1-50, default 10)' } },
  requiresSession: true,
  uses: KNOWLEDGE_BASE,
  async run({ uses, out, args }, values) {
    const query = positional(args, 0, 'query', this.usage);
    const limit = values.limit === undefined ? 10 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw new CliError(`--limit takes a whole number from 1 to 50\nUsage: npm run cli -- ${this.usage}`, 2);
    const hits = await uses.knowledgeBaseStore.search(query, limit);
    if (out.json) return out.data(hits);
    if (hits.length === 0) return out.line(T.noHits(query));
    hits.forEach((h, i) => {
      out.line(`${i + 1}. ${h.title}  (${h.source_type} ${h.source_id}, chunk ${h.chunk_index}, score ${h.score})`);
      // Snippets keep their line breaks (for Markdown): each line stays indented under its hit.
      out.line(`   ${h.snippet.replace(/\n+/g, '\n   ')}`);
    });
  },
});
