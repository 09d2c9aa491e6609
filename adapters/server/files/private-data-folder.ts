import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only modes: the data folder holds the database, uploads, the JWT secret and the keyring. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the data folder readable by its owner alone, and tightens one that exists: a 0755 folder
 * would let any local account read app.db (password hashes, sessions, every organization's data).
 */
export function preparePrivateDataFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(dataDir, PRIVATE_FOLDER_MODE);
}

/** The SQLite file and its journal files, owner-only (SQLite creates them with the process umask, usually 0644). */
export function tightenDatabaseFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

export const databaseFileOf = (dataDir: string) => join(dataDir, 'app.db');
