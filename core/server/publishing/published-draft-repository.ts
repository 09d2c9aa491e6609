import type { ServiceIdentifier } from 'inversify';
import type { PublishingProviderId } from '../../domain/publishing/publishing.ts';

/** What was sent from a space to a publishing site: `sending` while the site is being called, then `sent`. */
export interface PublishedDraftRecord {
  id: string;
  orgId: string;
  spaceId: string;
  provider: PublishingProviderId;
  /** The site's name and address at the time, in people's words. */
  siteLabel: string;
  title: string;
  status: 'sending' | 'sent';
  externalId: string | null;
  editLink: string | null;
  previewLink: string | null;
  sourceMessageId: string | null;
  sourceArtifactId: string | null;
  /** Unique per space when set: the client's idempotency key, or the source and site within a short window. */
  dedupeKey: string | null;
  sentBy: string;
  createdAt: Date;
}

export interface PublishedDraftRepository {
  /** Inserts a `sending` row; false when the space already has a row with the same dedupe key (a double click). */
  reserve(draft: PublishedDraftRecord): Promise<boolean>;
  findByDedupeKey(spaceId: string, dedupeKey: string): Promise<PublishedDraftRecord | null>;
  /** The space's latest row for this source and site created at or after `since`. */
  recentForSource(spaceId: string, provider: PublishingProviderId, source: { messageId: string | null; artifactId: string | null }, since: Date): Promise<PublishedDraftRecord | null>;
  markSent(id: string, result: { externalId: string; editLink: string; previewLink: string | null }): Promise<void>;
  /** A failed send leaves nothing behind, so it can be tried again. */
  discard(id: string): Promise<void>;
  /** Newest first. */
  listForSpace(spaceId: string, limit: number): Promise<PublishedDraftRecord[]>;
}
export const PublishedDraftRepository: ServiceIdentifier<PublishedDraftRepository> = Symbol.for('server.PublishedDraftRepository');
