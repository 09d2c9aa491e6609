import type { ArtifactRecord } from './records.ts';

/** Rows describing the files a run produced (the bytes are in ArtifactStorage), bound to one unit of work. */
export interface ArtifactRepository {
  add(artifact: ArtifactRecord): Promise<void>;
  find(id: string): Promise<ArtifactRecord | null>;
  listBySpace(spaceId: string): Promise<ArtifactRecord[]>;
  ofSession(sessionId: string): Promise<ArtifactRecord[]>;
}
