import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A configured Redis or PostgreSQL that nothing answers on stops the start with one line naming the setting,
 * instead of a process that says "ok", logs ECONNREFUSED a hundred times a minute and charges sends it cannot
 * queue. The real `npm start` entry, as its own process, with ports where nothing listens.
 */
const root = join(import.meta.dirname, '..', '..');

function start(env: Record<string, string>): { code: number | null; stderr: string; stdout: string; ms: number } {
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-unreachable-'));
  const began = Date.now();
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', JWT_SECRET: 'unreachable-dependencies-secret-0123456789', SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: run.status, stderr: run.stderr, stdout: run.stdout, ms: Date.now() - began };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a configured dependency that cannot be reached at start', () => {
  it('REDIS_URL: exits 1 with one line naming REDIS_URL, without its password, and no ioredis noise, before the database is opened', () => {
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5439/never-opened', REDIS_URL: 'redis://:hunter2@127.0.0.1:6390' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Failed to start: REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:6390\)? ?cannot be reached: .+\. Start Redis, correct REDIS_URL, or unset it to run as one process\.$/);
    expect(run.stderr).not.toContain('hunter2');
    expect(run.stderr).not.toContain('Unhandled error event');
    expect(run.stdout).not.toContain('is running');
  });

  it('DATABASE_URL: exits 1 with one line naming DATABASE_URL', () => {
    const run = start({ DATABASE_URL: 'postgres://app:secret-pw@127.0.0.1:5439/test' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Failed to start: DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:5439\/test\) cannot be reached: .+\. Start PostgreSQL or correct DATABASE_URL\.$/);
    expect(run.stderr).not.toContain('secret-pw');
  });
});
