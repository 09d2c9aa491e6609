import type { ServiceIdentifier } from 'inversify';

/** A person's bookmark of an Email Agent answer or email artifact, with a snapshot of it. */
export interface EmailBookmarkRecord {
  id: string;
  orgId: string;
  spaceId: string;
  userId: string;
  messageId: string | null;
  artifactId: string | null;
  sessionId: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** Always scoped by person and space: nobody reads or removes another person's bookmarks. */
export interface EmailBookmarkRepository {
  /** Inserts, or answers with the person's existing bookmark of the same source. */
  add(bookmark: EmailBookmarkRecord): Promise<EmailBookmarkRecord>;
  /** Newest first. */
  list(userId: string, spaceId: string, limit: number): Promise<EmailBookmarkRecord[]>;
  remove(userId: string, spaceId: string, id: string): Promise<boolean>;
}
export const EmailBookmarkRepository: ServiceIdentifier<EmailBookmarkRepository> = Symbol.for('server.EmailBookmarkRepository');
