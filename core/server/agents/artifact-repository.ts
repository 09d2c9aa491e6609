import type { ArtifactRecord } from './records.ts';

/** Rows describing the files a run produced (the bytes are in ArtifactStorage), bound to one unit of work. */
export interface ArtifactRepository {
  add(artifact: ArtifactRecord): Promise<void>;
  find(id: string): Promise<ArtifactRecord | null>;
  /** The artifacts of one person's own chats in a space, newest first: artifacts follow their chat, which is private. */
  listOfCreator(spaceId: string, userId: string): Promise<ArtifactRecord[]>;
  ofSession(sessionId: string): Promise<ArtifactRecord[]>;
  /** The artifacts of these messages, oldest first. */
  ofMessages(messageIds: string[]): Promise<ArtifactRecord[]>;
}
