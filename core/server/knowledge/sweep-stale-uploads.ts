import { inject, injectable } from 'inversify';
import { DocumentStorage, KnowledgeSettings, KnowledgeRepository } from './ports.ts';
import { Clock } from '../ports/clock.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';

/**
 * A PUT that passed the link check just before the link expired may still be sending its body; it gets
 * this long before its document is swept.
 */
export const LATE_UPLOAD_GRACE_MS = 60_000;

/**
 * Removes signed uploads that never happened: a document still `uploading` once its link has expired
 * (plus a grace period) is claimed, then deleted with any bytes stored under its key, so nothing
 * half-created stays behind. Claiming first (uploading → error) means a PUT that lands at the same
 * moment either wins and the document lives, or finds it gone and is refused.
 */
@injectable()
export class SweepStaleUploads {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(DocumentStorage) private readonly files: DocumentStorage,
    @inject(KnowledgeSettings) private readonly settings: KnowledgeSettings,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Returns how many abandoned uploads it removed. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const cutoff = now.getTime() - this.settings.uploadUrlTtlMs - LATE_UPLOAD_GRACE_MS;
    let removed = 0;
    for (const doc of await this.store.documentsInStatus(['uploading'])) {
      if (doc.createdAt.getTime() > cutoff) continue;
      if (!(await this.store.transitionDocument(doc.id, ['uploading'], 'error', now, { errorMessage: KnowledgeServerMessages.uploadLinkExpired }))) continue;
      await this.store.deleteDocument(doc.id);
      await this.files.delete(doc.storageKey);
      removed++;
    }
    return removed;
  }
}
