import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.ts';

/**
 * Issue 20: `npm start` runs the server compiled by `npm run build` (scripts/build-server.ts), not TypeScript
 * through tsx. Built the same way into a directory of its own, started as `npm start` starts it, and used: an
 * account, `/me`, and a document read by the text-extraction child processes, whose entry the build writes beside main.js.
 */
describe('the compiled server', () => {
  const root = join(import.meta.dirname, '../..');
  // Two levels below the repository, like dist/server: the server reads ../../package.json for its version.
  const outDir = join(root, 'dist', `server-test-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-compiled-'));
  let child: ChildProcess;
  let url = '';
  let output = '';

  beforeAll(async () => {
    await buildServer(outDir);
    child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'main.js')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr!.on('data', (d) => (output += String(d)));
    url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        output += String(d);
        const found = /running at (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API, reads an uploaded document in its child process, and stops cleanly on SIGTERM, ending the child too', async () => {
    const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${url}/api/v1${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const reg = await call('POST', '/register', undefined, { email: 'owner@compiled-co.io', password: 'bench-password-1', name: 'Compiled', org_name: 'Compiled Co' });
    expect(reg.status).toBe(201);
    const token = reg.body.access_token as string;
    const me = await call('GET', '/me', token);
    expect(me).toMatchObject({ status: 200, body: { email: 'owner@compiled-co.io' } });

    const spaceId = (await call('GET', '/spaces/', token)).body[0].id as string;
    const form = new FormData();
    form.append('file', new Blob(['Our brand speaks plainly to marketers who are short of time.'], { type: 'text/plain' }), 'voice.txt');
    const uploaded = await fetch(`${url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId }, body: form });
    expect(uploaded.status).toBe(201);
    const id = ((await uploaded.json()) as any).id as string;
    let status = '';
    for (let i = 0; i < 200 && status !== 'ready' && status !== 'error'; i++) {
      status = (await call('GET', `/knowledge-base/documents/${id}`, token, undefined, { 'x-space-id': spaceId })).body.status;
      if (status !== 'ready') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('ready');
    // The file was read by a child started from the compiled entry the build wrote beside main.js.
    const reader = join(outDir, 'text-extraction-child.mjs');
    expect(processesRunning(reader)).toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(processesRunning(reader)).toEqual([]);
    expect(output).not.toMatch(/tsx/);
  }, 60_000);
});

/** The process ids whose command line holds `text` (`pgrep -f`, which exits 1 when there are none). */
function processesRunning(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', text], { encoding: 'utf8' }).trim().split('\n');
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}
