import { request as httpRequest } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { WebSocket } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Attack replays against the HTTP layer (availability and input): hostile JSON, SSRF through
 * IPv6 spellings of loopback, a spoofed Host header (link reflection and DNS rebinding), and answers a
 * browser or proxy must not keep.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
let owner: { token: string; refresh: string; spaceId: string };
let port: number;

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
  port = Number(new URL(t.url).port);
  const reg = await t.call('POST', '/register', { body: { email: 'http@attack.io', password: 'Quartz-lantern-harbour-91', name: 'Owner', org_name: 'HTTP replay' } });
  const spaces = await t.call('GET', '/spaces/', { token: reg.body.access_token });
  owner = { token: reg.body.access_token, refresh: reg.body.refresh_token, spaceId: spaces.body[0].id };
});
afterAll(async () => {
  await t?.stop();
});

const as = () => ({ token: owner.token, headers: { 'x-space-id': owner.spaceId } });

/** Writes raw bytes on a fresh connection and returns everything the server answers until it closes. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A WebSocket handshake with the given Host and Origin: the HTTP status it gets (101 when it opens). */
function handshakeStatus(path: string, host: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      headers: { host, origin, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile JSON bodies', () => {
  it('8,000 nested objects to PUT /settings/org are refused with 400 naming the body, with the security headers, and the server keeps answering', async () => {
    const deep = `{"theme":${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}}`;
    const res = await t.call('PUT', '/settings/org', { token: owner.token, rawBody: deep });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: [{ loc: ['body'], msg: 'The JSON body is nested more than 64 levels deep', type: 'too_deep' }] });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const arrays = await t.call('PUT', '/settings/org', { token: owner.token, rawBody: `{"theme":${'['.repeat(8000)}${']'.repeat(8000)}}` });
    expect(arrays.status).toBe(400);
    const org = await t.call('GET', '/settings/org', { token: owner.token });
    expect(org.status).toBe(200);
    expect(org.body.theme).toBeUndefined();
    expect((await t.call('GET', '/health')).status).toBe(200);
  });

  it('ordinary nesting, brackets inside strings, and the prototype-pollution guard are unchanged', async () => {
    const fine = await t.call('PUT', '/settings/org', { token: owner.token, body: { theme: { colours: [['#fff', '{[not nesting]}'], { quote: 'a \\" [' }] } } });
    expect(fine.status).toBe(200);
    expect(fine.body.theme).toEqual({ colours: [['#fff', '{[not nesting]}'], { quote: 'a \\" [' }] });
    const polluted = await t.call('PUT', '/settings/org', { token: owner.token, rawBody: '{"__proto__":{"role":"platform_admin"}}' });
    expect(polluted.status).toBe(400);
    expect(polluted.body).toEqual({ detail: 'Malformed JSON body' });
  });

  it('a malformed JSON body gets its 400 with the security headers, also when the body is cut short of its Content-Length', async () => {
    const syntax = await t.call('POST', '/login', { rawBody: '{"email": ' });
    expect(syntax.status).toBe(400);
    expect(syntax.headers['x-content-type-options']).toBe('nosniff');

    const answer = await rawExchange('POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"email": ');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head!.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head!.toLowerCase()).toContain('x-frame-options: deny');
    expect(head!.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(body).toBe('{"detail":"Malformed request"}');
  });
});

describe('SSRF through other spellings of loopback', () => {
  let listener: Server;
  let listenerPort = 0;
  let connections = 0;

  beforeAll(async () => {
    if (databaseUnavailable) return;
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerPort = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('IPv6 forms carrying 127.0.0.1, the unspecified address and odd IPv4 spellings are refused up front, without a connection', async () => {
    const p = listenerPort;
    const cases: [string, string][] = [
      [`http://[::127.0.0.1]:${p}/`, 'Refused: ::7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one'],
      [`http://[::ffff:127.0.0.1]:${p}/`, 'Refused: ::ffff:7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one'],
      [`http://[::ffff:7f00:1]:${p}/`, 'Refused: ::ffff:7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one'],
      [`http://[64:ff9b::7f00:1]:${p}/`, 'Refused: 64:ff9b::7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one'],
      [`http://[2002:7f00:1::]:${p}/`, 'Refused: 2002:7f00:1:: (carrying 127.0.0.1) is a loopback address, not a public one'],
      // Teredo: the client address is the last 32 bits inverted (0x80fffffe is ~127.0.0.1).
      [`http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${p}/`, 'Refused: 2001:0:4136:e378:8000:63bf:80ff:fffe (carrying 127.0.0.1) is a loopback address, not a public one'],
      [`http://[::]:${p}/`, 'Refused: :: is an unspecified address, not a public one'],
      [`http://0:${p}/`, 'Refused: 0.0.0.0 is an unspecified address, not a public one'],
      [`http://127.1:${p}/`, 'Refused: 127.0.0.1 is a loopback address, not a public one'],
      [`http://2130706433:${p}/`, 'Refused: 127.0.0.1 is a loopback address, not a public one'],
      [`http://0x7f.1:${p}/`, 'Refused: 127.0.0.1 is a loopback address, not a public one'],
    ];
    for (const [url, reason] of cases) {
      const res = await t.call('POST', '/knowledge-base/urls', { ...as(), body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.detail, url).toEqual([{ loc: ['body', 'url'], msg: reason, type: 'value_error' }]);
    }
    const stored = await t.call('GET', '/knowledge-base/urls', as());
    expect(stored.body).toEqual([]);
    expect(connections).toBe(0);
  });
});

describe('a spoofed Host header', () => {
  it('names no link: an upload link is built from the configured address whatever Host the request carries', async () => {
    const body = { filename: 'notes.txt', size: 5 };
    const spoofed = await t.call('POST', '/knowledge-base/documents/upload-url', { ...as(), headers: { ...as().headers, host: 'evil.test' }, body });
    expect(spoofed.status).toBe(421);
    expect(spoofed.body).toEqual({ detail: 'This server does not answer for that host name' });
    expect(JSON.stringify(spoofed.body)).not.toContain('evil.test');

    // An address literal cannot be rebound, so it is answered, but still not echoed into the link.
    const literal = await t.call('POST', '/knowledge-base/documents/upload-url', { ...as(), headers: { ...as().headers, host: '198.51.100.7:8443' }, body });
    expect(literal.status).toBe(200);
    expect(literal.body.upload_url.startsWith(`${t.url}/api/v1/knowledge-base/documents/${literal.body.document_id}/content?`)).toBe(true);
  });

  it('DNS rebinding: a WebSocket whose Host and Origin both name evil.test is refused, while the app\'s own origin opens', async () => {
    const session = await t.call('POST', '/agents/cmo/sessions/create', as());
    const path = `/api/v1/agents/ws/${session.body.session_id}?token=${owner.token}`;
    expect(await handshakeStatus(path, 'evil.test', 'http://evil.test')).toBe(421);
    expect(await handshakeStatus(path, `evil.test:${port}`, `http://evil.test:${port}`)).toBe(421);
    expect(await handshakeStatus(path, `127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).toBe(101);
  });

  it('a socket from a foreign Origin to one of our hosts is closed with 4403', async () => {
    const session = await t.call('POST', '/agents/cmo/sessions/create', as());
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${session.body.session_id}?token=${owner.token}`, { headers: { origin: 'http://evil.test' } });
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
    expect(closed).toEqual({ code: 4403, reason: 'Origin not allowed' });
  });
});

describe('socket upgrades (answered beside the HTTP routes)', () => {
  it('an upgrade to a path that is no socket route gets 404 with the security headers, and no socket', async () => {
    const answer = await rawExchange(
      `GET /api/v1/agents/ws-other/x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer.endsWith('{"detail":"Not found"}')).toBe(true);
  });

  it('a frame over 64 KB closes that socket with 1009; the server and the other sockets of the session go on', async () => {
    const session = await t.call('POST', '/agents/cmo/sessions/create', as());
    const url = `${t.url.replace('http', 'ws')}/api/v1/agents/ws/${session.body.session_id}?token=${owner.token}`;
    const opened = (ws: WebSocket) => new Promise((resolve) => ws.addEventListener('open', resolve));
    const closeOf = (ws: WebSocket) => new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
    const calm = new WebSocket(url);
    const hostile = new WebSocket(url);
    await Promise.all([opened(calm), opened(hostile)]);
    const calmClosed = closeOf(calm);
    hostile.send('x'.repeat(70 * 1024));
    expect(await closeOf(hostile)).toBe(1009);
    expect((await t.call('GET', '/health')).status).toBe(200);
    expect(calm.readyState).toBe(WebSocket.OPEN);
    calm.close(1000);
    expect(await calmClosed).toBe(1000);
  });
});

describe('answers no one may keep', () => {
  it('login, refresh, register, /me and /spaces/ answer with Cache-Control: no-store', async () => {
    const register = await t.call('POST', '/register', { body: { email: 'cache@attack.io', password: 'Quartz-lantern-harbour-91', name: 'Cache', org_name: 'Cache Co' } });
    const login = await t.call('POST', '/login', { body: { email: 'cache@attack.io', password: 'Quartz-lantern-harbour-91' } });
    const refresh = await t.call('POST', '/refresh', { body: { refresh_token: login.body.refresh_token } });
    const me = await t.call('GET', '/me', { token: login.body.access_token });
    const spaces = await t.call('GET', '/spaces/', { token: login.body.access_token });
    const failedLogin = await t.call('POST', '/login', { body: { email: 'cache@attack.io', password: 'Wrong-lantern-harbour-19' } });
    for (const [name, res, status] of [['register', register, 201], ['login', login, 200], ['refresh', refresh, 200], ['me', me, 200], ['spaces', spaces, 200], ['failed login', failedLogin, 401]] as const) {
      expect(res.status, name).toBe(status);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });
});
