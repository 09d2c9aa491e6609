import { inject, injectable } from 'inversify';
import { EmailBookmarkRepository, type EmailBookmarkRecord } from './email-bookmark-repository.ts';
import { emailSubject } from './email-subject.ts';
import { ReadableSources } from '../agents/readable-source.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { EmailBookmarksServerMessages } from './email-bookmarks-server-messages.ts';

const EMAIL_AGENT = 'email-agent';
const MAX_BODY = 100_000;
const LIST_LIMIT = 200;

/** Strips tags from an email artifact for the snapshot people read and copy. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A person's bookmarks of Email Agent answers and email artifacts in a space: private to that person (a
 * colleague neither sees nor removes them), only of chats the person may read, one per source.
 */
@injectable()
export class ManageEmailBookmarks {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ReadableSources) private readonly sources: ReadableSources,
    @inject(EmailBookmarkRepository) private readonly bookmarks: EmailBookmarkRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async list(principal: Principal, spaceId: string): Promise<EmailBookmarkRecord[]> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.bookmarks.list(principal.userId, spaceId, LIST_LIMIT);
  }

  async add(principal: Principal, spaceId: string, source: { messageId?: string | null; artifactId?: string | null }): Promise<EmailBookmarkRecord> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (!source.messageId && !source.artifactId) {
      throw new ServerError('VALIDATION.INVALID', EmailBookmarksServerMessages.emailBookmarkSourceRequired, [{ loc: ['body', 'message_id'], msg: EmailBookmarksServerMessages.emailBookmarkSourceRequired, type: 'missing' }]);
    }
    const found = await this.sources.resolve(principal, spaceId, source, ServerMessages.publishingSourceNotFound);
    if (found.agentSlug !== EMAIL_AGENT) {
      throw new ServerError('VALIDATION.INVALID', EmailBookmarksServerMessages.emailBookmarkNotEmail, [{ loc: ['body', found.artifactId ? 'artifact_id' : 'message_id'], msg: EmailBookmarksServerMessages.emailBookmarkNotEmail, type: 'value_error' }]);
    }
    // An artifact's subject is its answer's; its body the artifact's text.
    const answer = found.artifactId && found.messageId ? await this.sources.resolve(principal, spaceId, { messageId: found.messageId }, ServerMessages.publishingSourceNotFound).catch(() => null) : null;
    const body = found.format === 'html' ? plainText(found.text) : found.text;
    return this.bookmarks.add({
      id: this.ids.next(),
      orgId: space.orgId,
      spaceId,
      userId: principal.userId,
      messageId: found.messageId,
      artifactId: found.artifactId,
      sessionId: found.sessionId,
      subject: emailSubject(answer?.text ?? found.text, 'Email'),
      body: body.slice(0, MAX_BODY),
      createdAt: this.clock.now(),
    });
  }

  async remove(principal: Principal, spaceId: string, id: string): Promise<void> {
    await this.spaceAccess.execute(principal, spaceId);
    if (!(await this.bookmarks.remove(principal.userId, spaceId, id))) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', EmailBookmarksServerMessages.emailBookmarkNotFound);
  }
}
