import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../adapters/server/start-server.ts';
import { runCliInProcess, type CliResult } from '../support/cli-runner.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: { url: string; close(): Promise<void> };
let dataDir: string;
let configHome: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-cli-server-'));
  configHome = await mkdtemp(join(tmpdir(), 'mw-cli-config-'));
  server = await startServer({ port: 0, dataDir, webRoot: null });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(configHome, { recursive: true, force: true });
});

function cliEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: configHome, MW_SERVER_URL: server.url, ...env };
  if (!('MW_PASSWORD' in env)) delete merged.MW_PASSWORD;
  return merged;
}

/** Runs `npm run cli -- ...args` (the CLI's runCli, in this process), as a person would. */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runCliInProcess(args, cliEnv(env));
}

/** Runs `npm run cli -- ...args` as its own process (node --import tsx adapters/cli/main.ts). */
function cliProcess(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', ...args], { cwd: repoRoot, env: cliEnv({}), timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

const profileFile = () => join(configHome, 'marketing-workspace', 'default.json');
const olivia = ['--email', 'olivia@acme.test', '--name', 'Olivia Owner', '--org', 'Acme Marketing'];

describe('CLI harness against the real server', () => {
  it('refuses commands that need a session before anyone signed in', async () => {
    const result = await cli(['me']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('Not signed in. Run: npm run cli -- login');
  });

  it('register creates the account, signs in and keeps the session in a private profile file', async () => {
    const result = await cli(['register', ...olivia, '--password', 'correct horse battery']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Registered and signed in as Olivia Owner <olivia@acme.test> (org_owner).');
    expect(result.stdout).toContain('Current space: General');
    expect((await stat(profileFile())).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(profileFile(), 'utf8'));
    expect(stored).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), currentSpaceId: expect.any(String) });
  });

  it('me shows the signed-in user restored from the profile, as text and as JSON', async () => {
    const text = await cli(['me']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Name: +Olivia Owner/);
    expect(text.stdout).toMatch(/Email: +olivia@acme\.test/);
    expect(text.stdout).toMatch(/Role: +org_owner/);
    const json = await cli(['me', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ id: expect.any(String), email: 'olivia@acme.test', name: 'Olivia Owner', role: 'org_owner', org_id: expect.any(String) });
  });

  it('spaces lists the organization spaces and marks the current one', async () => {
    const text = await cli(['spaces']);
    expect(text.code).toBe(0);
    expect(text.stdout.trim()).toBe('* General  (general, default)');
    const json = JSON.parse((await cli(['spaces', '--json'])).stdout);
    expect(json.spaces.map((s: { name: string }) => s.name)).toEqual(['General']);
    expect(json.current_space_id).toBe(json.spaces[0].id);
  });

  it('logout ends the session: the tokens leave the profile and me fails with a non-zero exit', async () => {
    const out = await cli(['logout']);
    expect(out).toMatchObject({ code: 0, stdout: 'Signed out.\n', stderr: '' });
    const stored = JSON.parse(await readFile(profileFile(), 'utf8'));
    expect(stored.access_token).toBeUndefined();
    expect(stored.refresh_token).toBeUndefined();
    const me = await cli(['me']);
    expect(me.code).toBe(1);
    expect(me.stderr).toContain('Not signed in. Run: npm run cli -- login');
  });

  it('a wrong password exits non-zero with the server reason and leaves the user signed out', async () => {
    const result = await cli(['login', '--email', 'olivia@acme.test', '--password', 'not my password']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe('Error: Invalid email or password\n');
    expect((await cli(['me'])).code).toBe(1);
  });

  it('login takes the password from MW_PASSWORD; each --profile keeps its own session', async () => {
    const login = await cli(['login', '--email', 'olivia@acme.test'], { MW_PASSWORD: 'correct horse battery' });
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('Signed in as Olivia Owner <olivia@acme.test> (org_owner).');
    expect((await cli(['me'])).code).toBe(0);
    const other = await cli(['me', '--profile', 'work']);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('Not signed in');
  });

  it('R-ERR-22 registration refusals read "Registration failed" with the server reasons: taken email, short password', async () => {
    const taken = await cli(['register', ...olivia, '--password', 'correct horse battery']);
    expect(taken).toMatchObject({ code: 1, stderr: 'Error: Registration failed: An account with this email already exists\n' });
    const short = await cli(['register', '--email', 'new@acme.test', '--name', 'New', '--org', 'New Org', '--password', 'short']);
    expect(short).toMatchObject({ code: 1, stderr: 'Error: Registration failed: Password must be at least 8 characters\n' });
  });

  it('R-API-11 R-API-12 register --join asks to join the organization of the email domain; without --join it points there', async () => {
    const joined = await cli(['register', '--email', 'jo@acme.test', '--name', 'Jo Joiner', '--password', 'correct horse battery', '--join', '--profile', 'jo']);
    expect(joined).toMatchObject({
      code: 0,
      stdout: 'Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.\n',
    });
    const nobody = await cli(['register', '--email', 'jo@nobody-here.test', '--name', 'Jo', '--password', 'correct horse battery', '--join', '--profile', 'jo']);
    expect(nobody).toMatchObject({ code: 2, stderr: 'Error: No organization uses the domain of jo@nobody-here.test; register with --org to create one\n' });
    const second = await cli(['register', '--email', 'sam@acme.test', '--name', 'Sam', '--org', 'Acme Two', '--password', 'correct horse battery', '--profile', 'sam']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("An organization already uses your email's domain: `register --join` asks to join it instead.");
  });

  it('usage mistakes exit 2 with the usage; an unreachable server names the address', async () => {
    const unknown = await cli(['login', '--email', 'olivia@acme.test', '--pasword', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--pasword'");
    expect(unknown.stderr).toContain('Usage: npm run cli -- login');
    const missing = await cli(['login', '--password', 'x']);
    expect(missing).toMatchObject({ code: 2, stderr: 'Error: Missing --email\n' });
    expect((await cli(['frobnicate'])).code).toBe(2);
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run cli -- <command> [options]');
    const offline = await cli(['login', '--email', 'olivia@acme.test', '--password', 'x', '--server', 'http://127.0.0.1:1', '--profile', 'offline']);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toContain('(server: http://127.0.0.1:1)');
  });
});

// The tests above run the CLI's runCli in this process; main.ts, which runs it on the process's arguments, streams
// and exit code, is run as its own process here and in cli-chat.test.ts (Ctrl+C).
describe('the real command, as its own process', () => {
  it('a usage mistake exits 2 with the message and the usage on stderr', async () => {
    const unknown = await cliProcess(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^Unknown command 'frobnicate'\.\n\nUsage: npm run cli -- <command> \[options\]\n/);
  });
});
