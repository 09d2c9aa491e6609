import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ArtifactStorage } from '../../../core/server/agents/ports.ts';
import type { DocumentStorage } from '../../../core/server/knowledge/ports.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-data-folder.ts';

/** Bytes as files in one folder under DATA_DIR (artifacts, uploaded documents). */
export class FileBlobStorage implements ArtifactStorage, DocumentStorage {
  private readonly root: string;

  constructor(dataDir: string, folder: string) {
    this.root = resolve(dataDir, folder);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await writeFile(path, data, { mode: PRIVATE_FILE_MODE });
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      // A view, not a copy: copying a 25 MB upload held the event loop for 20-45 ms.
      const data = await readFile(this.pathOf(key));
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys come from the server, but a path must never leave the folder. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Invalid storage key');
    return path;
  }
}
