import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { AesGcmSecretBox } from '../../adapters/server/security/aes-gcm-secret-box.ts';
import { resolveSecretsKeyring } from '../../adapters/server/security/secrets-keyring.ts';
import { runCliInProcess, type CliResult } from '../support/cli-runner.ts';

/**
 * As an operator runs it: `npm start` with INTEGRATIONS_SANDBOX=true and debug logging, a connection
 * made and one refused, then `npm run cli -- admin rotate-secrets-key`. No token ever appears in the process's
 * output, and what is stored opens with the rotated key.
 */
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'mw-secrets-process-'));
const configHome = mkdtempSync(join(tmpdir(), 'mw-secrets-cli-'));
const ADMIN = { email: 'root@platform.test', password: 'platform-password-1' };
const GOOD = `sandbox-${randomBytes(24).toString('hex')}`;
const REFUSED = `EAA${randomBytes(24).toString('hex')}`;
let child: ChildProcess;
let url = '';
let output = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', WEB_ROOT: '', LOG_LEVEL: 'debug', INTEGRATIONS_SANDBOX: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const end = Date.now() + 30_000;
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (Date.now() > end || child.exitCode !== null) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  url = /running at (http:\/\/\S+)/.exec(output)![1]!;
});

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise((r) => child?.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
});

async function call(method: string, path: string, options: { token?: string; body?: unknown; spaceId?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.spaceId) headers['x-space-id'] = options.spaceId;
  if (options.body) headers['content-type'] = 'application/json';
  const res = await request(`${url}/api/v1${path}`, { method: method as 'GET', headers, body: options.body ? JSON.stringify(options.body) : undefined });
  return { status: res.statusCode, body: (await res.body.json()) as any };
}

/** `npm run cli -- ...args` against the server process, run in this one (the CLI's runCli). */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runCliInProcess(args, { ...process.env, XDG_CONFIG_HOME: configHome, MW_SERVER_URL: url, ...env });
}

function storedConnection(): { id: string; sealed_secret: string; key_id: string } {
  const db = new DatabaseSync(join(dataDir, 'app.db'), { readOnly: true });
  try {
    return db.prepare('select id, sealed_secret, key_id from integration_connections').get() as { id: string; sealed_secret: string; key_id: string };
  } finally {
    db.close();
  }
}

describe('integration secrets in the running product', () => {
  it('connects against the sandbox, labels it, and keeps every token out of answers and logs', async () => {
    const registered = await call('POST', '/register', { body: { email: 'owner@sandbox.test', password: 'ember-quartz-harbor-64', name: 'Olga', org_name: 'Sandbox Co' } });
    expect(registered.status).toBe(201);
    const token = registered.body.access_token as string;
    const spaceId = (await call('GET', '/spaces/', { token })).body[0].id as string;
    const connected = await call('POST', '/integrations/meta_ads/connect', { token, spaceId, body: { access_token: GOOD } });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ status: 'connected', sandbox: true, account_label: 'Sandbox Ads Account (act_1029384756)' });
    const refused = await call('POST', '/integrations/meta_ads/connect', { token, spaceId, body: { access_token: REFUSED } });
    expect(refused.status).toBe(422);
    // Debug logging was on and requests were logged, yet neither token is anywhere in the output.
    expect(output).toContain('"path":"/api/v1/integrations/meta_ads/connect"');
    expect(output).not.toContain(GOOD);
    expect(output).not.toContain(REFUSED);
  });

  it('`admin rotate-secrets-key` re-seals the stored token under a new key that opens it', async () => {
    const before = storedConnection();
    const login = await cli(['login', '--email', ADMIN.email], { MW_PASSWORD: ADMIN.password });
    expect(login.code).toBe(0);
    const rotated = await cli(['admin', 'rotate-secrets-key']);
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain('(kept in the data folder)');
    expect(rotated.stdout).toContain('Re-encrypted: 1');
    expect(rotated.stdout).toContain(`Retired keys: ${before.key_id}`);
    const after = storedConnection();
    expect(after.key_id).not.toBe(before.key_id);
    expect(after.sealed_secret).not.toContain(GOOD);
    // The keyring file now holds only the new key, and it opens the secret (bound to its row).
    const box = new AesGcmSecretBox(resolveSecretsKeyring({}, dataDir));
    expect(box.currentKeyId).toBe(after.key_id);
    expect(box.open(after.sealed_secret, after.id)).toBe(GOOD);
    expect(output).not.toContain(GOOD);
    const wrong = await cli(['admin', 'rotate-everything']);
    expect(wrong.code).toBe(2);
  });
});
