import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { StoragePort } from '../../core/client/ports/storage.port.ts';

/** Profile names become file names: keep them to safe characters. */
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isValidProfileName(name: string): boolean {
  return PROFILE_NAME.test(name);
}

/** `$XDG_CONFIG_HOME/marketing-workspace/<profile>.json`, else `~/.config/marketing-workspace/<profile>.json`. */
export function profileFilePath(profile: string, env: NodeJS.ProcessEnv): string {
  if (!isValidProfileName(profile)) throw new Error(`Invalid profile name '${profile}': use letters, digits, '.', '_' or '-'`);
  const base = env.XDG_CONFIG_HOME?.trim() || join(homedir(), '.config');
  return join(base, 'marketing-workspace', `${profile}.json`);
}

/**
 * StoragePort kept in a JSON file readable only by its owner (0600, folder 0700): the CLI's
 * localStorage. It holds the sign-in tokens, so every write replaces the file atomically.
 */
export class FileStorage implements StoragePort {
  private readonly values: Record<string, string>;

  constructor(readonly path: string) {
    this.values = readValues(path);
  }

  get(key: string): string | null {
    return Object.hasOwn(this.values, key) ? this.values[key]! : null;
  }

  set(key: string, value: string): void {
    this.values[key] = value;
    this.save();
  }

  remove(key: string): void {
    if (!Object.hasOwn(this.values, key)) return;
    delete this.values[key];
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.values, null, 2)}\n`, { mode: 0o600 });
    // The mode given above is masked by the umask; make sure no one else can read the tokens.
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.path);
  }
}

function readValues(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The profile file ${path} is not valid JSON; delete it and sign in again`);
  }
  const values: Record<string, string> = {};
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') values[key] = value;
  }
  return values;
}
