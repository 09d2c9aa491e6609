import type { Kysely, Selectable } from 'kysely';
import type { PublishedDraftRecord, PublishedDraftRepository } from '../../../core/server/publishing/published-draft-repository.ts';
import type { PublishingProviderId } from '../../../core/domain/publishing/publishing.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { PublishedDraftsTable } from './publishing-tables.ts';

function toRecord(r: Selectable<PublishedDraftsTable>): PublishedDraftRecord {
  return {
    id: r.id,
    orgId: r.org_id,
    spaceId: r.space_id,
    provider: r.provider as PublishingProviderId,
    siteLabel: r.site_label,
    title: r.title,
    status: r.status === 'sent' ? 'sent' : 'sending',
    externalId: r.external_id,
    editLink: r.edit_link,
    previewLink: r.preview_link,
    sourceMessageId: r.source_message_id,
    sourceArtifactId: r.source_artifact_id,
    dedupeKey: r.dedupe_key,
    sentBy: r.sent_by,
    createdAt: new Date(r.created_at),
  };
}

/** Drafts sent to publishing sites over Kysely (SQLite or PostgreSQL). */
export class KyselyPublishedDraftRepository implements PublishedDraftRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async reserve(d: PublishedDraftRecord): Promise<boolean> {
    // One statement: of two concurrent sends with the same key, exactly one inserts.
    const result = await this.db
      .insertInto('published_drafts')
      .values({
        id: d.id,
        org_id: d.orgId,
        space_id: d.spaceId,
        provider: d.provider,
        site_label: d.siteLabel,
        title: d.title,
        status: d.status,
        external_id: d.externalId,
        edit_link: d.editLink,
        preview_link: d.previewLink,
        source_message_id: d.sourceMessageId,
        source_artifact_id: d.sourceArtifactId,
        dedupe_key: d.dedupeKey,
        sent_by: d.sentBy,
        created_at: d.createdAt.toISOString(),
      })
      .onConflict((oc) => oc.columns(['space_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async findByDedupeKey(spaceId: string, dedupeKey: string): Promise<PublishedDraftRecord | null> {
    const row = await this.db.selectFrom('published_drafts').selectAll().where('space_id', '=', spaceId).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async recentForSource(spaceId: string, provider: PublishingProviderId, source: { messageId: string | null; artifactId: string | null }, since: Date): Promise<PublishedDraftRecord | null> {
    let query = this.db.selectFrom('published_drafts').selectAll().where('space_id', '=', spaceId).where('provider', '=', provider).where('created_at', '>=', since.toISOString());
    query = source.artifactId ? query.where('source_artifact_id', '=', source.artifactId) : query.where('source_message_id', '=', source.messageId ?? '').where('source_artifact_id', 'is', null);
    const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async markSent(id: string, result: { externalId: string; editLink: string; previewLink: string | null }): Promise<void> {
    await this.db.updateTable('published_drafts').set({ status: 'sent', external_id: result.externalId, edit_link: result.editLink, preview_link: result.previewLink }).where('id', '=', id).execute();
  }

  async discard(id: string): Promise<void> {
    await this.db.deleteFrom('published_drafts').where('id', '=', id).where('status', '=', 'sending').execute();
  }

  async listForSpace(spaceId: string, limit: number): Promise<PublishedDraftRecord[]> {
    const rows = await this.db.selectFrom('published_drafts').selectAll().where('space_id', '=', spaceId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toRecord);
  }
}
