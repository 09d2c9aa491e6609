import { inject, injectable } from 'inversify';
import { KnowledgeRepository } from '../knowledge/ports.ts';
import { stitchChunks } from '../knowledge/stitch-chunks.ts';
import type { ReferencedSource } from './offline/request-material.ts';
import { namesSource, pointsAtTheDocument } from './brief/named-sources.ts';
import { requestParts } from './brief/request-parts.ts';

/** Enough of a long document to analyse; beyond it the agent works on the opening. */
const MAX_CHARS = 60_000;
/**
 * How many of the space's newest documents, and of its newest web pages, a request's words are matched against:
 * every run looks, so the look is bounded whatever the library holds. An older one is found when ticked.
 */
export const NAMEABLE_SOURCES = 500;

/**
 * Reads, whole, the documents and web pages a request points at: those it references by id and those it
 * names, loosely as people do ("audit our product sheet", "the one-pager", "the Q3 plan"), in this space only;
 * "the document" or "the attached" is the space's only document when it has exactly one. Sources not ready yet
 * are skipped.
 */
@injectable()
export class ReferencedMaterial {
  constructor(@inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository) {}

  async read(spaceId: string, message: string, documentIds: string[], urlIds: string[]): Promise<ReferencedSource[]> {
    const docs = new Set(await this.knowledge.ownedSources(spaceId, 'document', documentIds));
    const urls = new Set(await this.knowledge.ownedSources(spaceId, 'url', urlIds));
    // Only the request's own words name a source: text pasted into it is material, not a reference.
    const wanted = requestParts(message).instructions;
    const documents = (await this.knowledge.listDocuments(spaceId, { limit: NAMEABLE_SOURCES })).filter((d) => d.status === 'ready');
    const pages = (await this.knowledge.listUrlSources(spaceId, NAMEABLE_SOURCES)).filter((u) => u.status === 'ready');
    for (const d of documents) if (namesSource(wanted, d.filename)) docs.add(d.id);
    for (const u of pages) if (wanted.toLowerCase().includes(u.url.toLowerCase()) || (u.title && namesSource(wanted, u.title))) urls.add(u.id);
    if (!docs.size && !urls.size && documents.length === 1 && pointsAtTheDocument(wanted)) docs.add(documents[0]!.id);
    const found: ReferencedSource[] = [];
    for (const id of docs) {
      const doc = await this.knowledge.findDocument(id);
      if (!doc || doc.status !== 'ready') continue;
      found.push({ kind: 'document', id, title: doc.filename, text: await this.textOf('document', id) });
    }
    for (const id of urls) {
      const source = await this.knowledge.findUrlSource(id);
      if (!source || source.status !== 'ready') continue;
      found.push({ kind: 'url', id, title: source.title ?? source.url, text: (source.content ?? (await this.textOf('url', id))).slice(0, MAX_CHARS) });
    }
    return found;
  }

  private async textOf(kind: 'document' | 'url', id: string): Promise<string> {
    return stitchChunks((await this.knowledge.chunksOf(kind, id)).map((c) => c.content)).text.slice(0, MAX_CHARS);
  }
}
