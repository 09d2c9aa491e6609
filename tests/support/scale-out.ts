import type { ChildProcess } from 'node:child_process';
import { callApi, spawnServer } from './spawned-server.ts';

/**
 * The scale-out tests' processes and probes: API and worker processes from the real entry on the suite's
 * PostgreSQL and Redis (each a process of its own, killed at the end), calls in the API's shape, and sockets that
 * record every event with the moment it came.
 */
export class ScaleOutProcesses {
  private readonly children: ChildProcess[] = [];

  constructor(private readonly env: () => Record<string, string>) {}

  /** An `api` or `worker` process with the suite's settings and `extra` on top. */
  async start(role: 'api' | 'worker', extra: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
    const server = await spawnServer({ ...this.env(), PROCESS_ROLE: role, ...extra });
    this.children.push(server.child);
    return server;
  }

  killAll(): void {
    for (const c of this.children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }
}

/** A JSON call in the order the tests read best: who, then what. */
export function call(base: string, method: string, path: string, token?: string, body?: unknown, spaceId?: string) {
  return callApi(base, method, path, { token, body, spaceId });
}

/** A socket on a session that keeps each event with the moment it arrived. */
export function listen(base: string, sessionId: string, token: string): { events: any[]; closed: Promise<void>; close(): void } {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/v1/agents/ws/${sessionId}?token=${token}`);
  const events: any[] = [];
  // The run's events only: the server's keep-alive ping falls at a random point of its first 25 s, and a test
  // that counts events would count it too (one did, now and then).
  ws.onmessage = (m) => {
    const event = JSON.parse(String(m.data));
    if (event.type !== 'ping') events.push({ ...event, at: Date.now() });
  };
  return { events, closed: new Promise((r) => (ws.onclose = () => r())), close: () => ws.close(1000) };
}

/** Waits until `check` holds, or fails naming `what` after `ms`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Asks again until the answer is the one awaited (10 s at most). */
export async function untilAnswer<T>(ask: () => Promise<T>, done: (answer: T) => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!done(await ask())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
