import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPressSandbox, type WordPressSandbox } from '../../adapters/server/integrations/sandbox/wordpress-sandbox.ts';
import { cliServerForFile } from '../support/cli-server.ts';

/** R-OPEN-40: `npm run cli -- publish` sends a Markdown file to WordPress as a draft; `publish list` shows it. */
let wp: WordPressSandbox;
beforeAll(async () => {
  wp = await startWordPressSandbox();
});
afterAll(async () => {
  await wp?.close();
});
const server = cliServerForFile('publish', () => ({ integrations: { publishing: { allowHosts: [new URL(wp.url).host] } } }));
const { cli } = server;

beforeAll(async () => {
  const registered = await cli(['register', '--email', 'pat@inkwell.test', '--name', 'Pat Press', '--org', 'Inkwell', '--password', 'correct horse battery']);
  expect(registered.code, registered.stderr).toBe(0);
}, 60_000);

async function api(method: string, path: string, token: string, body?: unknown, spaceId?: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(spaceId ? { 'X-Space-ID': spaceId } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('CLI publish against the real server and a WordPress contract fake', () => {
  it('sends a Markdown file as a draft and lists it', async () => {
    const login = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'pat@inkwell.test', password: 'correct horse battery' }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const spaceId = (await api('GET', '/spaces/', token)).body[0].id as string;
    const connected = await api('POST', '/integrations/wordpress/connect', token, { site_url: wp.url, username: 'pat', access_token: 'sandbox-app-password' }, spaceId);
    expect(connected.status).toBe(200);

    expect((await cli(['publish', 'list'])).stdout).toBe('Nothing has been sent from this space yet.\n');
    const path = join(server.dataDir, 'spring.md');
    await writeFile(path, '# Spring launch\n\nThe **Inkwell** spring range is here.\n');
    const sent = await cli(['publish', '--site', 'wordpress', '--file', path, '--tag', 'launch']);
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    const post = wp.posts.at(-1)!;
    expect(post).toMatchObject({ title: 'Spring launch', status: 'draft' });
    expect(post.content).toContain('<strong>Inkwell</strong>');
    expect(sent.stdout).toContain(`Draft sent to Sandbox Blog (${new URL(wp.url).host}).`);
    expect(sent.stdout).toContain(`  Edit: ${wp.url}/wp-admin/post.php?post=${post.id}&action=edit`);

    const list = await cli(['publish', 'list', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ title: 'Spring launch', provider: 'wordpress', sent_by_name: 'Pat Press' })]);
    const missing = await cli(['publish', '--file', path]);
    expect(missing).toMatchObject({ code: 2, stderr: 'Error: Give the site: --site wordpress or --site ghost\n' });
  }, 90_000);
});
