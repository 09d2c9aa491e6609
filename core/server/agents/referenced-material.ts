import { inject, injectable } from 'inversify';
import { KnowledgeRepository } from '../knowledge/ports.ts';
import { stitchChunks } from '../knowledge/stitch-chunks.ts';
import type { ReferencedSource } from './offline/request-material.ts';

/** Enough of a long document to analyse; beyond it the agent works on the opening. */
const MAX_CHARS = 60_000;

/**
 * Reads, whole, the documents and web pages a request points at: those it references by id and those it
 * names ("audit product-page.md", "the Q3 plan"), in this space only; sources not ready yet are skipped.
 */
@injectable()
export class ReferencedMaterial {
  constructor(@inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository) {}

  async read(spaceId: string, message: string, documentIds: string[], urlIds: string[]): Promise<ReferencedSource[]> {
    const docs = new Set(await this.knowledge.ownedSources(spaceId, 'document', documentIds));
    const urls = new Set(await this.knowledge.ownedSources(spaceId, 'url', urlIds));
    if (!docs.size && !urls.size) {
      const wanted = message.toLowerCase();
      for (const d of await this.knowledge.listDocuments(spaceId)) if (d.status === 'ready' && namedIn(wanted, d.filename)) docs.add(d.id);
      for (const u of await this.knowledge.listUrlSources(spaceId)) if (u.status === 'ready' && (wanted.includes(u.url.toLowerCase()) || (u.title && namedIn(wanted, u.title)))) urls.add(u.id);
    }
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

/** Whether a request names a source: its file name, or that name without extension and separators ("q3 plan"). */
function namedIn(message: string, name: string): boolean {
  const lower = name.toLowerCase();
  const bare = lower.replace(/\.[a-z0-9]{2,5}$/, '').replace(/[-_]+/g, ' ').trim();
  return message.includes(lower) || (bare.length >= 6 && message.includes(bare));
}
