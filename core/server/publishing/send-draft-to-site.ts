import { inject, injectable, multiInject } from 'inversify';
import { PublishingProvider, isPublishingProvider, type PublishingSite } from './publishing-provider.ts';
import type { PublishingProviderId } from '../../domain/publishing/publishing.ts';
import { PostBodyRenderer } from './post-body-renderer.ts';
import { PublishedDraftRepository, type PublishedDraftRecord } from './published-draft-repository.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { ExternalWritePolicy } from '../integrations/actions/external-write-policy.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { ReadableSources } from '../agents/readable-source.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { integrationProvider } from '../../domain/integrations/integrations.ts';
import { PublishingServerMessages } from './publishing-server-messages.ts';

export interface SendDraftCommand {
  provider: string;
  title: string;
  markdown?: string;
  html?: string;
  source?: { messageId?: string | null; artifactId?: string | null };
  categories?: string[];
  tags?: string[];
  /** The client's key for this send: the same key answers with the same draft. */
  idempotencyKey?: string;
}

/** The same source sent to the same site again within this window is a double click: the first draft answers. */
const DOUBLE_SEND_WINDOW_MS = 60_000;
const MAX_TITLE = 300;
const MAX_BODY = 500_000;
const MAX_TERMS = 20;
const MAX_TERM = 100;

/**
 * Sends a text to a connected WordPress or Ghost site as a draft (never published), for people allowed to
 * write to outside services (ExternalWritePolicy). The send is reserved before the site is called, so a
 * double click or a retry creates one draft; it is recorded for the space's list and in the audit log.
 */
@injectable()
export class SendDraftToSite {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @multiInject(PublishingProvider) private readonly sites: PublishingProvider[],
    @inject(PostBodyRenderer) private readonly renderer: PostBodyRenderer,
    @inject(PublishedDraftRepository) private readonly drafts: PublishedDraftRepository,
    @inject(ReadableSources) private readonly sources: ReadableSources,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(principal: Principal, spaceId: string, command: SendDraftCommand): Promise<PublishedDraftRecord> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    await this.policy.check(principal, space.orgId);
    if (!isPublishingProvider(command.provider)) throw new ServerError('INTEGRATION.UNKNOWN_PROVIDER', PublishingServerMessages.publishingUnknownSite(command.provider));
    const providerId: PublishingProviderId = command.provider;
    const input = this.checked(providerId, command);
    const site = this.sites.find((s) => s.provider === providerId);
    if (!site) throw new ServerError('INTEGRATION.NOT_AVAILABLE', ServerMessages.integrationSoon(integrationProvider(providerId).name));
    const connection = await this.accounts.open(spaceId, providerId);

    const source = command.source?.messageId || command.source?.artifactId
      ? await this.sources.resolve(principal, spaceId, command.source, ServerMessages.publishingSourceNotFound)
      : null;
    let html: string;
    if (command.html !== undefined) html = this.renderer.sanitizeHtml(command.html);
    else if (command.markdown !== undefined) html = this.renderer.markdownToHtml(command.markdown);
    else if (source && source.format === 'html') html = this.renderer.sanitizeHtml(source.text);
    else if (source && source.format === 'markdown') html = this.renderer.markdownToHtml(source.text);
    else if (source) throw new ServerError('VALIDATION.INVALID', PublishingServerMessages.publishingSourceNotText, [{ loc: ['body', 'source', 'artifact_id'], msg: PublishingServerMessages.publishingSourceNotText, type: 'value_error' }]);
    else throw new ServerError('VALIDATION.INVALID', PublishingServerMessages.publishingNothingToSend, [{ loc: ['body', 'markdown'], msg: PublishingServerMessages.publishingNothingToSend, type: 'missing' }]);

    const now = this.clock.now();
    const sourceIds = { messageId: source?.messageId ?? null, artifactId: source?.artifactId ?? null };
    // Without the client's key, the source and site within a window of time stand for "the same send".
    const dedupeKey = command.idempotencyKey
      ? `key:${principal.userId}:${command.idempotencyKey}`
      : source
        ? `src:${providerId}:${sourceIds.artifactId ?? sourceIds.messageId}:${Math.floor(now.getTime() / DOUBLE_SEND_WINDOW_MS)}`
        : null;
    if (source && !command.idempotencyKey) {
      const recent = await this.drafts.recentForSource(spaceId, providerId, sourceIds, new Date(now.getTime() - DOUBLE_SEND_WINDOW_MS));
      if (recent) return this.settled(recent);
    }
    const record: PublishedDraftRecord = {
      id: this.ids.next(),
      orgId: space.orgId,
      spaceId,
      provider: providerId,
      siteLabel: connection.record.accountLabel ?? integrationProvider(providerId).name,
      title: input.title,
      status: 'sending',
      externalId: null,
      editLink: null,
      previewLink: null,
      sourceMessageId: sourceIds.messageId,
      sourceArtifactId: sourceIds.artifactId,
      dedupeKey,
      sentBy: principal.userId,
      createdAt: now,
    };
    if (!(await this.drafts.reserve(record))) {
      const first = dedupeKey ? await this.drafts.findByDedupeKey(spaceId, dedupeKey) : null;
      if (first) return this.settled(first);
      throw new ServerError('IDEMPOTENCY.IN_FLIGHT', PublishingServerMessages.publishingInFlight);
    }
    const where: PublishingSite = { url: connection.record.settings.site?.url ?? connection.record.accountId ?? '', username: connection.record.settings.site?.username };
    let created;
    try {
      created = await this.accounts.call(connection, (secret) => site.createDraft(where, secret, { title: input.title, html, categories: input.categories, tags: input.tags }));
    } catch (error) {
      await this.drafts.discard(record.id);
      throw error;
    }
    await this.drafts.markSent(record.id, created);
    await this.audit.record({
      action: 'publishing.draft_sent',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: providerId, site: record.siteLabel, external_id: created.externalId, title: input.title, message_id: sourceIds.messageId, artifact_id: sourceIds.artifactId },
    });
    return { ...record, status: 'sent', externalId: created.externalId, editLink: created.editLink, previewLink: created.previewLink };
  }

  /** A repeated send answers with the first one, or says it is still being sent. */
  private settled(draft: PublishedDraftRecord): PublishedDraftRecord {
    if (draft.status !== 'sent') throw new ServerError('IDEMPOTENCY.IN_FLIGHT', PublishingServerMessages.publishingInFlight);
    return draft;
  }

  /** Title and terms trimmed and bounded (they may come from a model); field errors otherwise. */
  private checked(provider: PublishingProviderId, command: SendDraftCommand): { title: string; categories: string[]; tags: string[] } {
    const problems: FieldError[] = [];
    const title = (command.title ?? '').trim();
    if (!title) problems.push({ loc: ['body', 'title'], msg: 'Enter a title', type: 'missing' });
    else if (title.length > MAX_TITLE) problems.push({ loc: ['body', 'title'], msg: `Keep the title under ${MAX_TITLE} characters`, type: 'value_error' });
    const body = command.html ?? command.markdown;
    if (body !== undefined && body.length > MAX_BODY) problems.push({ loc: ['body', command.html !== undefined ? 'html' : 'markdown'], msg: 'The text is too long for one post', type: 'value_error' });
    const terms = (field: 'categories' | 'tags') => {
      const list = [...new Set((command[field] ?? []).map((t) => String(t).trim()).filter(Boolean))];
      if (list.length > MAX_TERMS || list.some((t) => t.length > MAX_TERM)) problems.push({ loc: ['body', field], msg: `Up to ${MAX_TERMS} ${field}, each under ${MAX_TERM} characters`, type: 'value_error' });
      return list;
    };
    const categories = terms('categories');
    const tags = terms('tags');
    if (provider === 'ghost' && categories.length) problems.push({ loc: ['body', 'categories'], msg: PublishingServerMessages.publishingNoCategories('Ghost'), type: 'value_error' });
    if (problems.length) throw new ServerError('VALIDATION.INVALID', problems[0]!.msg, problems);
    return { title, categories, tags };
  }
}
