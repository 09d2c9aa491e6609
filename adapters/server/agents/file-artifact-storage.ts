import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ArtifactStorage } from '../../../core/server/agents/ports.ts';

/** Artifact bytes as files under DATA_DIR/artifacts. */
export class FileArtifactStorage implements ArtifactStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'artifacts');
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  /** Keys come from the server, but a path must never leave the artifacts folder. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Invalid artifact key');
    return path;
  }
}
