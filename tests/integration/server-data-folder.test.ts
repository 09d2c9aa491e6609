import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../adapters/server/start-server.ts';

/**
 * The data folder holds the database (password hashes, sessions, every organization's data), uploads, the JWT
 * secret and the keyring: no other local account may read any of it, whatever the process umask.
 */
const parent = mkdtempSync(join(tmpdir(), 'mw-modes-'));
const dataDir = join(parent, 'data');
let server: RunningServer;

function modeOf(path: string): number {
  return statSync(path).mode & 0o777;
}

/** Every file and folder under `dir`, with its mode, for a failure message that names the loose one. */
function walk(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const here = { path: path.slice(dataDir.length + 1), mode: modeOf(path), folder: entry.isDirectory() };
    return entry.isDirectory() ? [here, ...walk(path)] : [here];
  });
}

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir, webRoot: null, offlineEnginePaceMs: 0 });
});
afterAll(async () => {
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('the data folder is private to the account the server runs as', () => {
  it('the folder is 0700 and the database, its journal files, the JWT secret, the keyring and an uploaded document are 0600', async () => {
    const api = `${server.url}/api/v1`;
    const registered = (await (await fetch(`${api}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@modes.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Modes' }) })).json()) as { access_token: string };
    const auth = { authorization: `Bearer ${registered.access_token}` };
    const spaces = (await (await fetch(`${api}/spaces/`, { headers: auth })).json()) as { id: string }[];
    const form = new FormData();
    form.append('file', new Blob(['# Price list\n\nThe Pro plan costs $49 a month.\n'], { type: 'text/markdown' }), 'prices.md');
    const upload = await fetch(`${api}/knowledge-base/documents`, { method: 'POST', headers: { ...auth, 'x-space-id': spaces[0]!.id }, body: form });
    expect(upload.status).toBe(201);

    expect(modeOf(dataDir)).toBe(0o700);
    const entries = walk(dataDir);
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['app.db', 'app.db-wal']));
    expect(entries.some((e) => !e.folder && !e.path.startsWith('app.db') && /prices|\.md$|[0-9a-f-]{36}/.test(e.path))).toBe(true);
    const loose = entries.filter((e) => e.mode !== (e.folder ? 0o700 : 0o600)).map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(loose).toEqual([]);
  });

  it('an existing data folder left open (0755) is tightened at start', async () => {
    const other = mkdtempSync(join(tmpdir(), 'mw-modes-open-'));
    chmodSync(other, 0o755);
    const second = await startServer({ port: 0, dataDir: other, webRoot: null, offlineEnginePaceMs: 0 });
    try {
      expect(modeOf(other)).toBe(0o700);
      expect(modeOf(join(other, 'app.db'))).toBe(0o600);
    } finally {
      await second.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
