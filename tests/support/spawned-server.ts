import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { request } from 'undici';
import { BUILT_SERVER, builtFromCurrentSources } from '../../scripts/build-stamp.ts';

const root = join(import.meta.dirname, '../..');

/**
 * How a server process starts: as `npm start` starts it (the compiled dist/server/main.js) when dist/ holds a build
 * of the sources as they are now, as in `npm test`, whose build comes first; else from the sources
 * (adapters/server/main.ts through tsx), so a test never runs an outdated build. The build starts on about half
 * the CPU, which the tests that start a dozen processes feel. Decided on the first start (the check hashes every
 * source file), not where this module is merely imported for `callApi`.
 */
let serverCommand: string[] | undefined;
function serverCommandNow(): string[] {
  serverCommand ??= builtFromCurrentSources() ? ['--enable-source-maps', '--max-semi-space-size=8', BUILT_SERVER] : ['--import', 'tsx', 'adapters/server/main.ts'];
  return serverCommand;
}

/** A server process started from the real entry, as an operator starts it. */
export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the server with `env` on a free port and resolves once it says where it listens. */
export function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, serverCommandNow(), {
    cwd: root,
    env: { ...process.env, PORT: '0', WEB_ROOT: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output: () => out, stop });
      }
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  /** Milliseconds from asking to the whole answer. */
  ms: number;
}

/** One JSON call to `/api/v1{path}`; no answer within `timeoutMs` (default 60 s) rejects. */
export async function callApi(base: string, method: string, path: string, options: { token?: string; body?: unknown; spaceId?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.spaceId) headers['x-space-id'] = options.spaceId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const began = performance.now();
  const res = await request(`${base}/api/v1${path}`, { method: method as 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  const text = await res.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.statusCode, headers: res.headers, body, ms: performance.now() - began };
}
