import { inject, injectable } from 'inversify';
import { KnowledgeRepository } from '../knowledge/ports.ts';
import { stitchChunks } from '../knowledge/stitch-chunks.ts';
import type { ReferencedSource } from './offline/request-material.ts';

/** The most documents, and the most text of each and of all, that a run reads for its facts. */
const MAX_DOCUMENTS = 8;
const MAX_CHARS_EACH = 30_000;
const MAX_CHARS_ALL = 120_000;
/** The newest documents (by upload) among which the most recently changed are read. */
const LOOKED_AT = 50;

/**
 * The space's own documents, read whole for the fact sheet: a price list or a case study states facts every answer
 * may need (a price, a result), whether or not the request names it, and retrieval's short passages cut them
 * mid-line. The newest ready documents first, within fixed bounds, so the cost of a run does not grow with the library.
 */
@injectable()
export class SpaceLibrary {
  constructor(@inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository) {}

  async read(spaceId: string, already: readonly ReferencedSource[]): Promise<ReferencedSource[]> {
    const read = new Set(already.filter((s) => s.kind === 'document').map((s) => s.id));
    const ready = (await this.knowledge.listDocuments(spaceId, { limit: LOOKED_AT }))
      .filter((d) => d.status === 'ready' && !read.has(d.id))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, MAX_DOCUMENTS);
    const found: ReferencedSource[] = [];
    let total = already.reduce((n, s) => n + s.text.length, 0);
    for (const doc of ready) {
      if (total >= MAX_CHARS_ALL) break;
      const text = stitchChunks((await this.knowledge.chunksOf('document', doc.id)).map((c) => c.content)).text.slice(0, Math.min(MAX_CHARS_EACH, MAX_CHARS_ALL - total));
      total += text.length;
      found.push({ kind: 'document', id: doc.id, title: doc.filename, text });
    }
    return found;
  }
}
