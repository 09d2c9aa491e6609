import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { ArtifactStorage } from './ports.ts';
import { SessionAccess } from './session-access.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';

/** An answer or artifact the caller may read, with its text: Markdown for answers and `.md`, HTML for `.html`. */
export interface ReadableSource {
  messageId: string | null;
  artifactId: string | null;
  sessionId: string;
  agentSlug: string;
  format: 'markdown' | 'html' | 'other';
  text: string;
  createdAt: Date;
}

/** Artifacts larger than this are not read as a text source (a post or a bookmark is not a data dump). */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

/**
 * Finds an assistant answer or an artifact for someone who wants to do something with it (send it to a site,
 * bookmark it): it must be in the caller's space and in a chat the caller may read (chats are private to the
 * person who started them). Anything else is "not found", so ids reveal nothing across people or tenants.
 */
@injectable()
export class ReadableSources {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(SessionAccess) private readonly sessions: SessionAccess,
    @inject(ArtifactStorage) private readonly storage: ArtifactStorage,
  ) {}

  async resolve(principal: Principal, spaceId: string, source: { messageId?: string | null; artifactId?: string | null }, notFound: string): Promise<ReadableSource> {
    const missing = () => new ServerError('AGENT.MESSAGE_NOT_FOUND', notFound);
    if (source.artifactId) {
      const found = await this.uow.run(async (repos) => {
        const artifact = await repos.artifacts.find(source.artifactId!);
        if (!artifact || artifact.spaceId !== spaceId || artifact.orgId !== principal.orgId) return null;
        const session = await this.sessions.checkIn(repos, principal, artifact.sessionId, spaceId).catch(() => null);
        return session ? { artifact, session } : null;
      });
      if (!found || found.artifact.generationStatus !== 'completed' || !found.artifact.storageKey) throw missing();
      if (source.messageId && found.artifact.messageId !== source.messageId) throw missing();
      const { artifact, session } = found;
      const format = /markdown/.test(artifact.mimeType) || /\.md$/i.test(artifact.filename) ? 'markdown' : /html/.test(artifact.mimeType) ? 'html' : 'other';
      let text = '';
      if (format !== 'other' && artifact.sizeBytes <= MAX_SOURCE_BYTES) {
        const bytes = await this.storage.get(artifact.storageKey!);
        if (!bytes) throw missing();
        text = new TextDecoder().decode(bytes);
      }
      return { messageId: artifact.messageId, artifactId: artifact.id, sessionId: session.id, agentSlug: session.agentSlug, format, text, createdAt: artifact.createdAt };
    }
    if (!source.messageId) throw missing();
    const found = await this.uow.run(async (repos) => {
      const message = await repos.chats.findMessage(source.messageId!);
      if (!message || message.role !== 'assistant') return null;
      const session = await this.sessions.checkIn(repos, principal, message.sessionId, spaceId).catch(() => null);
      return session ? { message, session } : null;
    });
    if (!found) throw missing();
    return { messageId: found.message.id, artifactId: null, sessionId: found.session.id, agentSlug: found.session.agentSlug, format: 'markdown', text: found.message.content, createdAt: found.message.createdAt };
  }
}
