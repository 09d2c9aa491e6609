import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm start` runs the server compiled by `npm run build` (scripts/build-server.ts), not TypeScript through tsx.
 * The build in dist/server (made once, before the browser tests) is started as `npm start` starts it, and used: an
 * account, `/me`, and a document read by the text-extraction child processes, whose entry the build writes beside main.js.
 */
describe('the compiled server', () => {
  const root = join(import.meta.dirname, '../..');
  const outDir = join(root, 'dist', 'server');
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-compiled-'));
  let child: ChildProcess;
  let url = '';
  let output = '';

  beforeAll(async () => {
    if (!existsSync(join(outDir, 'main.js'))) throw new Error('No compiled server in dist/server: run `npm run build` first');
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

  it('loads at start none of the packages only a configured feature or a first call uses (Redis, a model, Stripe, SMTP, MCP, calls to typed addresses)', () => {
    // What Node loads before the server answers: main.js and the files it imports statically, transitively.
    const loaded = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(join(outDir, file), 'utf8');
      for (const [, from] of text.matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)";?$/gms)) {
        if (from!.startsWith('./')) visit(from!.slice(2));
        else loaded.add(from!.split('/')[0]!.startsWith('@') ? from!.split('/').slice(0, 2).join('/') : from!.split('/')[0]!);
      }
    };
    visit('main.js');
    expect(loaded).toContain('fastify');
    for (const lazy of ['bullmq', 'ioredis', 'openai', 'stripe', 'nodemailer', '@modelcontextprotocol/sdk', 'undici']) expect(loaded, lazy).not.toContain(lazy);
  });

  it('writes code V8 can keep one byte a character: no character beyond ASCII (a single one doubles the memory of the whole script)', () => {
    const files = readdirSync(outDir).filter((f) => f.endsWith('.js'));
    expect(files).toContain('main.js');
    for (const file of files) expect(readFileSync(join(outDir, file), 'utf8').match(/[^\x00-\x7f]/g), file).toBeNull();
    // The sources do carry them (the offline engine's typographic quotes and dashes): the build escapes them.
    expect(readFileSync(join(root, 'core/server/agents/offline/voice-rules.ts'), 'utf8')).toMatch(/[\u2018-\u201d]/);
  });

  it('maps compiled code back to the TypeScript file and line, as a stack trace under --enable-source-maps names them', () => {
    // The build keeps one mapping per original line (not per token): what a stack trace prints must still be exact.
    // Code may sit in main.js or in a chunk the build split off.
    const files = readdirSync(outDir).filter((file) => file.endsWith('.js'));
    const compiled = files.map((file) => ({ lines: readFileSync(join(outDir, file), 'utf8').split('\n'), map: () => new SourceMap(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'))) }));
    const places: [generated: string, source: string, original: string][] = [
      ['WakeSchedule = class', 'core/server/agents/wake-schedule.ts', 'export class WakeSchedule'],
      ['SessionEventStream = class', 'core/server/agents/session-event-stream.ts', 'export class SessionEventStream'],
      ['GroupCommit = class', 'adapters/server/db/group-commit.ts', 'export class GroupCommit'],
      ['"socket upgrade"', 'adapters/server/http/ws-upgrades.ts', "'socket upgrade'"],
      ['"socket handler failed"', 'adapters/server/http/ws-upgrades.ts', "'socket handler failed'"],
      // In a chunk of its own, loaded only with REDIS_URL.
      ['BullRunQueue = class', 'adapters/server/redis/bull-run-queue.ts', 'export class BullRunQueue'],
    ];
    for (const [generated, source, original] of places) {
      const file = compiled.find((c) => c.lines.some((text) => text.includes(generated)));
      expect(file, generated).toBeDefined();
      const line = file!.lines.findIndex((text) => text.includes(generated));
      const entry = file!.map().findEntry(line, file!.lines[line]!.indexOf(generated)) as { originalSource: string; originalLine: number };
      expect(entry.originalSource, generated).toMatch(new RegExp(`${source}$`));
      const sourceLines = readFileSync(join(root, source), 'utf8').split('\n');
      expect(sourceLines[entry.originalLine], generated).toContain(original);
    }
  });
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
