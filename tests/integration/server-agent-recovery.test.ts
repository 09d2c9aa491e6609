import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer } from '../../adapters/server/start-server.ts';

async function call(url: string, method: string, path: string, token?: string, body?: unknown, spaceId?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (spaceId) headers['x-space-id'] = spaceId;
  if (body) headers['content-type'] = 'application/json';
  const res = await request(`${url}/api/v1${path}`, { method: method as 'GET', headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.statusCode, body: (await res.body.json()) as any };
}

describe('a run cut off by the process stopping', () => {
  it('is closed as failed with agent_error and refunded once, when the server starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mw-recovery-'));
    try {
      const first = await startServer({ port: 0, dataDir, webRoot: null, offlineEnginePaceMs: 200 });
      const reg = await call(first.url, 'POST', '/register', undefined, { email: 'crash@crash.io', password: 'Agent-runtime-passphrase-73', name: 'C', org_name: 'Crash Co' });
      const token = reg.body.access_token;
      const spaceId = (await call(first.url, 'GET', '/spaces/', token)).body[0].id;
      const before = (await call(first.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining;
      const start = await call(first.url, 'POST', '/agents/cmo/messages/async', token, { message: 'Plan our email campaign, SEO and ads for the launch' }, spaceId);
      expect(start.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      // A crash: the process stops without finishing its runs (no graceful queue drain).
      await first.app.close();
      await first.database.close();

      const second = await startServer({ port: 0, dataDir, webRoot: null });
      try {
        const messages = (await call(second.url, 'GET', `/agents/sessions/${start.body.session_id}/messages`, token, undefined, spaceId)).body;
        expect(messages.at(-1)).toMatchObject({ role: 'assistant' });
        expect(messages.at(-1).content).toMatch(/server restarted/);
        const after = (await call(second.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining;
        expect(after).toBe(before);
        const stuck = await second.database.db.selectFrom('agent_runs').select('status').where('request_id', '=', start.body.request_id).executeTakeFirstOrThrow();
        expect(stuck.status).toBe('failed');
        const events = await second.database.db.selectFrom('run_events').select('type').where('session_id', '=', start.body.session_id).execute();
        expect(events.map((e) => e.type)).toContain('agent_error');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
