import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { registerMember, registerOwner } from '../support/test-accounts.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const owner = (t: TestServer, email: string) => registerOwner(t, email, `Org ${email}`);

function closeOf(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
}

/** A web root holding only a page, so the server serves the app's pages as well as its API. */
function webRootWithAPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mw-hardening-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Workspace</title>');
  return dir;
}

describe('served over plain http (no PUBLIC_URL)', () => {
  let t: TestServer;
  const webRoot = webRootWithAPage();
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ allowedHosts: ['workspace.internal'], webRoot });
  });
  afterAll(async () => {
    await t?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends no Strict-Transport-Security and no upgrade-insecure-requests', async () => {
    const res = await t.call('GET', '/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await fetch(`${t.url}/dashboard`);
    expect(page.headers.get('strict-transport-security')).toBe(null);
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it("a JSON answer carries the API's headers (it may load nothing and be framed nowhere), a page the app's policy", async () => {
    const answer = await fetch(`${t.url}/api/v1/health`);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // What only a page reads is left out of a JSON answer.
    expect(answer.headers.get('x-dns-prefetch-control')).toBe(null);
    expect(answer.headers.get('x-download-options')).toBe(null);
    // A refusal is an API answer as well.
    const refused = await fetch(`${t.url}/api/v1/me`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await fetch(`${t.url}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-dns-prefetch-control')).toBe('off');
  });

  it("answers its address literals, localhost on any port (the dev proxy's localhost:5173) and ALLOWED_HOSTS; other names get 421", async () => {
    const port = new URL(t.url).port;
    for (const host of [`127.0.0.1:${port}`, 'localhost:5173', `[::1]:${port}`, '192.168.1.20:8080', 'workspace.internal', `WORKSPACE.internal:${port}`]) {
      expect((await t.call('GET', '/health', { headers: { host } })).status, host).toBe(200);
    }
    for (const host of ['evil.test', `evil.test:${port}`, 'localhost.evil.test', 'workspace.internal.evil.test']) {
      const res = await t.call('GET', '/health', { headers: { host } });
      expect(res.status, host).toBe(421);
      expect(res.body, host).toEqual({ detail: 'This server does not answer for that host name' });
      expect(res.headers['x-frame-options'], host).toBe('DENY');
    }
  });

  it('a socket still closes when its token expires, at the verified expiry', async () => {
    // Long enough for registering and opening the socket under a loaded CI machine, short enough to wait out.
    const short = await startTestServer({ accessTokenTtlSeconds: 4 });
    try {
      const who = await owner(short, 'expiry@hardening.io');
      const session = await short.call('POST', '/agents/cmo/sessions/create', { token: who.token, headers: { 'x-space-id': who.spaceId } });
      const ws = new WebSocket(`${short.url.replace('http', 'ws')}/api/v1/agents/ws/${session.body.session_id}?token=${who.token}`);
      expect(await closeOf(ws)).toEqual({ code: 4401, reason: 'Token expired' });
    } finally {
      await short.stop();
    }
  });
});

describe('the keep-alive access re-check', () => {
  let t: TestServer;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer();
  });
  afterAll(async () => t?.stop());

  it('a member removed from the organization loses their open socket within one ping interval (25 s)', async () => {
    const boss = await owner(t, 'owner@recheck.io');
    const member = await registerMember(t, boss, 'mia@recheck.io');
    const session = await t.call('POST', '/agents/cmo/sessions/create', { token: member.token, headers: { 'x-space-id': boss.spaceId } });
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${session.body.session_id}?token=${member.token}`);
    await new Promise((resolve) => ws.addEventListener('open', resolve));
    const closed = closeOf(ws);
    expect((await t.call('DELETE', `/orgs/members/${member.id}`, { token: boss.token })).status).toBe(200);
    expect(await closed).toEqual({ code: 4401, reason: 'Access to this session ended' });
  }, 40_000);
});

describe('served over https (PUBLIC_URL https)', () => {
  let t: TestServer;
  const webRoot = webRootWithAPage();
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await startTestServer({ publicUrl: 'https://workspace.example.test/', webRoot });
  });
  afterAll(async () => {
    await t?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends Strict-Transport-Security on every answer, and upgrade-insecure-requests on a page', async () => {
    const res = await t.call('GET', '/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await fetch(`${t.url}/dashboard`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it("names PUBLIC_URL in upload links and answers PUBLIC_URL's host", async () => {
    const who = await owner(t, 'links@hardening.io');
    const res = await t.call('POST', '/knowledge-base/documents/upload-url', { token: who.token, headers: { 'x-space-id': who.spaceId, host: 'workspace.example.test' }, body: { filename: 'notes.txt', size: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.upload_url.startsWith(`https://workspace.example.test/api/v1/knowledge-base/documents/${res.body.document_id}/content?`)).toBe(true);
  });
});
