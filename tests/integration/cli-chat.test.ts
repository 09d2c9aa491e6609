import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../adapters/server/start-server.ts';
import { runCliInProcess, startCli, type CliResult } from '../support/cli-runner.ts';
import { cliEnv, cliSession } from '../support/cli-server.ts';

/**
 * The CLI chat harness as a person or a CI job runs it: the CLI's runCli (what
 * `npm run cli` runs) against a real server answering with the offline engine.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: { url: string; close(): Promise<void> };
let dataDir: string;
let configHome: string;
let workDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-cli-chat-server-'));
  configHome = await mkdtemp(join(tmpdir(), 'mw-cli-chat-config-'));
  workDir = await mkdtemp(join(tmpdir(), 'mw-cli-chat-work-'));
  server = await startServer({ port: 0, dataDir, webRoot: null });
  const registered = await cli(['register', '--email', 'chat@acme.test', '--name', 'Chad Chat', '--org', 'Acme Chat', '--password', 'correct horse battery']);
  expect(registered.code).toBe(0);
});

afterAll(async () => {
  await server?.close();
  for (const dir of [dataDir, configHome, workDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run cli -- ...args` in this process. */
function cli(args: string[], options: { url?: string } = {}): Promise<CliResult> {
  return runCliInProcess(args, cliEnv(configHome, options.url ?? server.url));
}

/** The ndjson lines of a --json chat. */
function events(stdout: string): any[] {
  return stdout.trim().split('\n').map((line) => JSON.parse(line));
}

async function remaining(profile = 'default', url = server.url): Promise<number> {
  const out = await cli(['credits', '--json', '--profile', profile], { url });
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout).remaining;
}

/** The profile's access token and current space, to call the API beside the CLI. */
const profileSession = (profile: string) => cliSession(configHome, profile);

describe('CLI chat harness against the real server', () => {
  it('R-AGENTAPI-01 R-WS-01 R-POLL-01 R-VALID-19 agents lists the six agents with their transport, cost per mode and the offline engine label', async () => {
    const text = await cli(['agents']);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^AGENT +NAME +TRANSPORT +CREDITS \(normal\/medium\/max\) +ENGINE$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo']);
    expect(text.stdout).toMatch(/email-agent +Email Agent +WebSocket +20 \/ 30 \/ 40 +offline engine/);
    expect(text.stdout).toMatch(/creative-agent +Creative Agent +polling +20 \/ 30 \/ 40 +offline engine/);
    const json = JSON.parse((await cli(['agents', '--json'])).stdout);
    expect(json.find((a: any) => a.slug === 'cmo')).toMatchObject({ transport: 'polling', costs: { normal: 20, medium: 30, max: 40 }, engine_label: 'offline engine', offline: true });
  });

  let emailMessageId: string;
  let emailSessionId: string;
  let emailArtifactId: string;

  it('R-WS-01 R-SEND-01 R-SEND-06 R-WS-08 chat email-agent --json goes over the WebSocket: every event as a line, the answer, the artifact link, and credits down by the cost', async () => {
    const before = await remaining();
    const out = await cli(['chat', 'email-agent', 'Write a launch email about our weekly marketing report', '--json']);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const lines = events(out.stdout);
    expect(lines[0]).toMatchObject({ event: 'start', agent: 'email-agent', transport: 'websocket', mode: 'normal', cost: 20, remaining: before, engine: 'offline engine' });
    expect(lines.find((e) => e.event === 'sent')).toMatchObject({ session_id: expect.any(String), request_id: expect.any(String), credits_charged: 20 });
    const socket = lines.filter((e) => e.event === 'socket').map((e) => e.data);
    expect(socket.filter((e) => e.type === 'progress_update').map((e) => e.stage)).toEqual(['agent_start', 'tool_start', 'llm_start', 'llm_end', 'tool_end', 'agent_finish']);
    expect(socket.some((e) => e.type === 'stream_token')).toBe(true);
    expect(socket.at(-1).type).toBe('agent_response');
    const progress = lines.filter((e) => e.event === 'progress').map((e) => e.text);
    expect(progress).toEqual(expect.arrayContaining(['Processing...', 'Just finishing up...', 'Wrapping up the response...', 'Finalizing your answer...']));
    expect(lines.find((e) => e.event === 'toast')).toMatchObject({ message: 'Artifact generated successfully!', description: 'Your EMAIL is ready for download.' });
    const result = lines.at(-1);
    expect(result).toMatchObject({ event: 'result', outcome: 'completed', transport: 'websocket', credits_charged: 20, credits_spent: 20, credits_after: before - 20, error: null });
    expect(result.answer).toMatch(/^Subject: \S/m);
    expect(result.artifacts).toEqual([expect.objectContaining({ type: 'email', filename: 'email.html', download_url: expect.stringMatching(new RegExp(`^${server.url}/api/v1/agents/artifacts/.+/download\\?expires=\\d+&sig=`)) })]);
    expect(await remaining()).toBe(before - 20);
    emailMessageId = result.message_id;
    emailSessionId = result.session_id;
    emailArtifactId = result.artifacts[0].id;
  });

  it('R-POLL-01 R-VALID-19 R-CONST-07 chat creative-agent --mode max --json polls (no socket events) and costs 40', async () => {
    const before = await remaining();
    const out = await cli(['chat', 'creative-agent', 'A social image for our dashboard launch', '--mode', 'max', '--json']);
    expect(out.code).toBe(0);
    const lines = events(out.stdout);
    expect(lines[0]).toMatchObject({ event: 'start', transport: 'polling', cost: 40 });
    expect(lines.some((e) => e.event === 'socket')).toBe(false);
    expect(lines.find((e) => e.event === 'transport')).toMatchObject({ transport: 'polling' });
    const result = lines.at(-1);
    expect(result).toMatchObject({ outcome: 'completed', transport: 'polling', credits_spent: 40, credits_after: before - 40 });
    // The image card as SVG, with the PNG the server renders from it, at the size the answer names.
    expect(result.answer).toContain('1080×1080');
    expect(result.artifacts.map((a: any) => a.filename).sort()).toEqual(['instagram-card-1080x1080.png', 'instagram-card-1080x1080.svg']);
    expect(await remaining()).toBe(before - 40);
  });

  it('R-POLL-01 R-WS-09 R-SEND-16 a chat as text: cost and one line per stage on stderr (no terminal), the answer and absolute artifact links on stdout; --transport poll forces polling', async () => {
    const out = await cli(['chat', 'seo-agent', 'Audit this page for SEO:\n\n# Dashboards for marketers\nOur dashboards explain your numbers in plain English, so every marketer knows what changed this week and why.', '--transport', 'poll']);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('SEO Agent (offline engine) over polling, mode normal: costs 20 credits');
    expect(out.stderr).toContain('Processing...\n');
    expect(out.stderr).toContain('Finalizing your answer...\n');
    // The audit measures the page it was given (its title) and ships its findings as a CSV.
    expect(out.stdout).toContain('"Dashboards for marketers"');
    expect(out.stdout).toMatch(/Artifacts:\n {2}seo-audit\.csv \(.+\) \S+\n {4}http:\/\/127\.0\.0\.1:\d+\/api\/v1\/agents\/artifacts\//);
    expect(out.stdout).toMatch(/Session \S+ · message \S+ · 20 credits charged · \d+ remaining\n$/);

    const ws = await cli(['chat', 'email-agent', 'A short welcome email']);
    expect(ws.code).toBe(0);
    expect(ws.stderr).toContain('Email Agent (offline engine) over WebSocket');
    expect(ws.stderr).toContain('Just finishing up...\nSaving results...\n');
    expect(ws.stderr).toContain('+ Artifact generated successfully! Your EMAIL is ready for download.\n');
  });

  it('R-PROD-02 a request outside the agent\'s remit is declined and refunded, and the closing line says so', async () => {
    const before = await remaining();
    const out = await cli(['chat', 'seo-agent', 'Write a 30-second radio script for our spring offer.']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^I can't .*radio script/m);
    expect(out.stdout).toMatch(/Session \S+ · message \S+ · 20 credits charged, 20 refunded · \d+ remaining\n$/);
    expect(await remaining()).toBe(before);
  });

  it('R-AGENTAPI-03 sessions lists the chats, all or one agent\'s', async () => {
    const all = await cli(['sessions']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain(emailSessionId);
    expect(all.stdout).toContain('creative-agent');
    const email = JSON.parse((await cli(['sessions', 'email-agent', '--json'])).stdout);
    expect(email.every((s: any) => s.agentSlug === 'email-agent')).toBe(true);
    expect(email.map((s: any) => s.id)).toContain(emailSessionId);
    expect((await cli(['sessions', 'no-such-agent'])).code).toBe(1);
  });

  it('sessions --search finds a chat by a word of its answer', async () => {
    const found = await cli(['sessions', '--search', 'subject']);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain(emailSessionId);
    expect(found.stdout).toContain('email-agent');
    const json = JSON.parse((await cli(['sessions', '--search', 'subject', '--json'])).stdout);
    expect(json.find((r: any) => r.session.id === emailSessionId)).toMatchObject({ agentName: 'Email Agent', role: 'assistant' });
    const none = await cli(['sessions', '--search', 'xylophone']);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('No chat in the current space matches "xylophone"\n');
    const tooLong = await cli(['sessions', '--search', 'x'.repeat(300)]);
    expect(tooLong.code).toBe(0);
  });

  it('R-AGENTAPI-11 R-AGENTAPI-10 regenerate replaces the answer with a new message id; rate takes 1 to 5', async () => {
    const regen = await cli(['regenerate', emailMessageId, '--json']);
    expect(regen.code).toBe(0);
    const regenerated = JSON.parse(regen.stdout);
    expect(regenerated).toMatchObject({ message_id: expect.any(String), session_id: emailSessionId });
    expect(regenerated.message_id).not.toBe(emailMessageId);
    expect(regenerated.content).toMatch(/^Subject: \S/m);
    const rated = await cli(['rate', regenerated.message_id, '5']);
    expect(rated).toMatchObject({ code: 0, stdout: `Rated message ${regenerated.message_id}: 5/5\n` });
    expect(await cli(['rate', regenerated.message_id, '9'])).toMatchObject({ code: 2, stderr: 'Error: The rating is a whole number from 1 to 5\n' });
    // Regenerating keeps the earlier version of the answer: it is still there to read and rate.
    const earlier = await cli(['rate', emailMessageId, '4']);
    expect(earlier.code).toBe(0);
    emailMessageId = regenerated.message_id;
  });

  it('versions lists an answer\'s versions; edit resends a question and awaits its answer like chat', async () => {
    const versions = await cli(['versions', emailMessageId, '--json']);
    expect(versions.code).toBe(0);
    const listed = JSON.parse(versions.stdout);
    expect(listed.map((v: any) => [v.version, v.version_count, v.role, v.is_current])).toEqual([[1, 2, 'assistant', false], [2, 2, 'assistant', true]]);
    expect(listed[1].message_id).toBe(emailMessageId);
    const text = await cli(['versions', emailMessageId]);
    expect(text.stdout.split('\n')[0]).toMatch(/^1\/2  \S+  \S+$/);
    expect(text.stdout).toContain(`2/2  ${emailMessageId}  `);

    const { token, spaceId } = await profileSession('default');
    const stored = await fetch(`${server.url}/api/v1/agents/sessions/${emailSessionId}/messages`, { headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId } });
    const question = ((await stored.json()) as any[]).find((m) => m.role === 'user')!;
    const before = await remaining();
    const edited = await cli(['edit', question.id, 'Write a launch email for the cafe owners instead', '--json']);
    expect(edited.code).toBe(0);
    const result = events(edited.stdout).at(-1);
    expect(result).toMatchObject({ event: 'result', outcome: 'completed', session_id: emailSessionId, message_id: expect.any(String) });
    expect(await remaining()).toBe(before - result.cost);
    const questionVersions = JSON.parse((await cli(['versions', question.id, '--json'])).stdout);
    expect(questionVersions.map((v: any) => [v.version, v.content])).toEqual([[1, question.content], [2, 'Write a launch email for the cafe owners instead']]);
    expect(await cli(['edit', emailMessageId, 'No'])).toMatchObject({ code: 1, stderr: `Error: Message ${emailMessageId} is an answer: only a question you sent can be edited\n` });
  });

  it('R-AGENTAPI-15 continue says why a complete answer cannot be continued, and exits 1', async () => {
    const out = await cli(['continue', emailMessageId, '--agent', 'email-agent']);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe('Error: This message was not cut short, so there is nothing to continue\n');
  });

  it('download writes an artifact, by id or by its link, to a file', async () => {
    const file = join(workDir, 'email.html');
    const byId = await cli(['download', emailArtifactId, '--out', file]);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toContain(`Saved ${file}`);
    expect(await readFile(file, 'utf8')).toContain('<html>');
    const assets = JSON.parse((await cli(['assets', '--json'])).stdout);
    const png = assets.find((a: any) => a.filename === 'instagram-card-1080x1080.png');
    const pngFile = join(workDir, 'card.png');
    expect((await cli(['download', png.download_url, '--out', pngFile])).code).toBe(0);
    expect((await readFile(pngFile)).subarray(1, 4).toString()).toBe('PNG');
    const missing = await cli(['download', 'no-such-artifact']);
    expect(missing).toMatchObject({ code: 1, stderr: "Error: No artifact no-such-artifact in the current space's assets\n" });
  });

  it('R-AGENTAPI-12 delete-message cuts the session from that message on', async () => {
    const out = await cli(['chat', 'brand-voice', "We keep things simple. You get answers, not charts.", '--json']);
    const result = events(out.stdout).at(-1);
    expect(result.outcome).toBe('completed');
    const deleted = await cli(['delete-message', result.message_id]);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted message ${result.message_id} and everything after it\n` });
    expect((await cli(['rate', result.message_id, '3'])).code).toBe(1);
  });

  it('credits shows the plan, used of total and remaining', async () => {
    const out = await cli(['credits']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Plan: +Free Plan \(free, active/m);
    expect(out.stdout).toMatch(/^Used: +\d+ of 500 \(\d+%\)$/m);
    expect(out.stdout).toMatch(/^Remaining: +\d+$/m);
  });

  it('R-BILLING-07 packs lists the packs on sale; buy buys one in offline test mode and the balance follows', async () => {
    const reg = await cli(['register', '--email', 'buyer@buyer-chat.test', '--name', 'Bea Buyer', '--org', 'Buyer Org', '--password', 'correct horse battery', '--profile', 'buyer']);
    expect(reg.code).toBe(0);
    const packs = await cli(['packs', '--profile', 'buyer']);
    expect(packs).toMatchObject({ code: 0 });
    expect(packs.stdout).toBe(
      'credits_1000  1,000 credits  $10.00\n' +
        'credits_5000  5,000 credits + 500 bonus  $45.00\n' +
        'credits_20000  20,000 credits + 3,000 bonus  $160.00\n',
    );
    const bought = await cli(['buy', 'credits_5000', '--profile', 'buyer']);
    expect(bought.code).toBe(0);
    expect(bought.stdout).toMatch(/^Bought credits_5000  5,000 credits \+ 500 bonus  \$45\.00 \(transaction \S+\)\.\nRemaining:  6K\n$/);
    const unknown = await cli(['buy', 'credits_999', '--profile', 'buyer']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("No credit pack 'credits_999' is on sale; see `packs`");
  });

  it('R-VALID-18 R-VALID-22 too few credits: the chat is refused before sending with the spec text and exits 1', async () => {
    const reg = await cli(['register', '--email', 'poor@poor-chat.test', '--name', 'Poor', '--org', 'Poor Org', '--password', 'correct horse battery', '--profile', 'poor']);
    expect(reg.code).toBe(0);
    const { token, spaceId } = await profileSession('poor');
    const spent = await fetch(`${server.url}/api/v1/billing/credits/deduct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-space-id': spaceId, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 490, description: 'spent elsewhere' }),
    });
    expect(spent.status).toBe(200);
    const out = await cli(['chat', 'seo-agent', 'Check my page', '--mode', 'max', '--profile', 'poor']);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('Error: Insufficient credits. This operation requires 40 credits, but you only have 10 remaining.\n');
    expect(await remaining('poor')).toBe(10);
    const json = await cli(['chat', 'seo-agent', 'Check my page', '--mode', 'max', '--profile', 'poor', '--json']);
    expect(json.code).toBe(1);
    expect(events(json.stdout).at(-1)).toMatchObject({ event: 'result', outcome: 'error', error: 'Insufficient credits. This operation requires 40 credits, but you only have 10 remaining.' });
  });

  it('usage mistakes exit 2: unknown mode or transport, missing message', async () => {
    expect(await cli(['chat', 'email-agent', 'Hi', '--mode', 'turbo'])).toMatchObject({ code: 2, stderr: "Error: Unknown mode 'turbo': use normal, medium, max\n" });
    expect(await cli(['chat', 'email-agent', 'Hi', '--transport', 'pigeon'])).toMatchObject({ code: 2, stderr: "Error: Unknown transport 'pigeon': use auto, ws or poll\n" });
    expect((await cli(['chat', 'email-agent'])).stderr).toContain('Missing <message>');
    const unknownAgent = await cli(['chat', 'no-such-agent', 'Hi']);
    expect(unknownAgent).toMatchObject({ code: 1, stderr: 'Error: This agent is not available in your current space.\n' });
  });

  it('scenario --help documents the step format', async () => {
    const help = await cli(['scenario', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('chat: {agent, message, mode?, session?: new|last|ID, transport?: auto|ws|poll');
    expect(help.stdout).toContain('creditsSpent: N');
  });

  it('R-WS-01 R-POLL-01 R-PROD-02 a YAML scenario drives all six agents end to end, with regenerate, rate, continue, download and credits', async () => {
    const file = join(workDir, 'six-agents.yaml');
    await writeFile(file, `
- agents: {}
  expect: {count: 6}
- name: email over the socket
  chat: {agent: email-agent, message: "Write a welcome email for new trial users"}
  expect: {contains: Subject, artifacts: 1, creditsSpent: 20, transport: websocket}
- regenerate: last
  expect: {contains: Subject}
- rate: {message: last, rating: 5}
- download: last
  expect: {contains: "<html>", bytesAtLeast: 100}
- chat: {agent: seo-agent, message: "Audit this page for SEO:\\n\\n# Dashboards for marketers\\nOur dashboards explain your numbers in plain English, so every marketer knows what changed this week and why."}
  expect: {contains: "Dashboards for marketers", transport: websocket, creditsSpent: 20}
- chat: {agent: strategy-review-agent, message: "Goal: 200 demos by Q3. Audience: B2B marketing managers. Channels: LinkedIn. Budget $5k per month. KPIs tracked weekly.", mode: medium}
  expect: {transport: websocket, creditsSpent: 30}
- chat: {agent: brand-voice, message: "Describe our brand voice from this copy: We keep things simple. You get answers, not charts. We're here when you need us."}
  expect: {contains: "Formality: conversational", transport: websocket}
- chat: {agent: creative-agent, message: "A social image for our dashboard launch"}
  expect: {transport: polling, artifacts: 2, creditsSpent: 20}
- continue: last
  expect: {error: nothing to continue}
- chat: {agent: cmo, message: "Plan our Q3 email campaign and ads for the launch"}
  expect: {transport: polling, matches: "[Ee]mail", creditsSpent: 20}
- chat: {agent: cmo, message: "And what should we do first?", session: last, transport: ws}
  expect: {transport: websocket}
- sessions: {agent: cmo}
  expect: {countAtLeast: 1}
- credits: {}
  expect: {remainingAtLeast: 0}
`);
    const before = await remaining();
    const out = await cli(['scenario', file]);
    expect(out.stderr).not.toContain('Error');
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('PASS'))).toHaveLength(14);
    expect(lines.some((l) => l.startsWith('FAIL'))).toBe(false);
    expect(out.stdout).toMatch(/^PASS {2}2\. email over the socket: email-agent answered over WebSocket/m);
    expect(out.stdout).toMatch(/^PASS {2}9\. chat creative-agent: creative-agent answered over polling: \d+ characters, 2 artifacts, 20 credits/m);
    expect(lines.at(-1)).toBe('Scenario passed: 14 steps');
    // Seven chats and the regenerate, which is charged like a send.
    expect(await remaining()).toBe(before - 20 * 7 - 30);
  }, 120_000);

  it('a scenario stops at the first missed expectation (exit 1); --json gives a line per step; a malformed one exits 2', async () => {
    const file = join(workDir, 'failing.json');
    await writeFile(file, JSON.stringify([
      { chat: { agent: 'email-agent', message: 'Hello', transport: 'poll' }, expect: { transport: 'polling', contains: 'Subject' } },
      { chat: { agent: 'email-agent', message: 'Hello again', session: 'last' }, expect: { contains: 'a text no answer has' } },
      { credits: {} },
    ]));
    const out = await cli(['scenario', file]);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^PASS {2}1\. chat email-agent: email-agent answered over polling/m);
    expect(out.stdout).toMatch(/^FAIL {2}2\. chat email-agent: .+\n {8}expected the output to contain "a text no answer has"$/m);
    expect(out.stdout).not.toContain('3. credits');
    expect(out.stderr).toContain('Error: Scenario failed at step 2 of 3\n');
    const json = await cli(['scenario', file, '--json']);
    // Toasts (artifact ready) come in the same ndjson stream.
    const steps = events(json.stdout).filter((e) => e.event !== 'toast');
    expect(steps.map((s) => [s.event, s.ok])).toEqual([['step', true], ['step', false], ['summary', false]]);
    expect(steps[1].failures).toEqual(['expected the output to contain "a text no answer has"']);

    const bad = join(workDir, 'bad.yaml');
    await writeFile(bad, '- chat: {agent: email-agent}\n');
    expect(await cli(['scenario', bad])).toMatchObject({ code: 2, stderr: 'Error: Scenario step 1: chat needs "message"\n' });
    await writeFile(bad, '- chat: {agent: email-agent, message: hi}\n  expect: {containz: x}\n');
    expect((await cli(['scenario', bad])).stderr).toContain("Scenario step 1: unknown expectation 'containz'");
  }, 60_000);
});

describe('cancelling a chat from the CLI (a paced offline engine, so the run is still going)', () => {
  let paced: { url: string; close(): Promise<void> };
  let pacedData: string;

  beforeAll(async () => {
    pacedData = await mkdtemp(join(tmpdir(), 'mw-cli-chat-paced-'));
    paced = await startServer({ port: 0, dataDir: pacedData, webRoot: null, offlineEnginePaceMs: 150 });
    const reg = await cli(['register', '--email', 'slow@acme.test', '--name', 'Slow', '--org', 'Slow Org', '--password', 'correct horse battery', '--profile', 'slow'], { url: paced.url });
    expect(reg.code).toBe(0);
  });

  afterAll(async () => {
    await paced?.close();
    if (pacedData) await rm(pacedData, { recursive: true, force: true });
  });

  /** Starts a chat and resolves once `ready` matches what it printed so far. */
  function startChat(args: string[], ready: RegExp) {
    const chat = startCli([...args, '--profile', 'slow'], cliEnv(configHome, paced.url));
    return { ...chat, seen: chat.seen(ready) };
  }

  it('R-SEND-10 R-SEND-11 R-SEND-12 Ctrl+C cancels a socket run: "Request cancelled by user", exit 130, and the credits come back', async () => {
    const before = await remaining('slow', paced.url);
    const chat = startChat(['chat', 'email-agent', 'Write a long launch email about our weekly report'], /Composing the answer/);
    await chat.seen;
    chat.interrupt();
    expect(await chat.exited).toBe(130);
    expect(chat.output().stderr).toContain('Cancelling...');
    expect(chat.output().stderr).toContain('Error: Request cancelled by user\n');
    // The server refunds a cancelled run (it may take a moment to record it).
    await expect.poll(() => remaining('slow', paced.url), { timeout: 10_000 }).toBe(before);
  }, 30_000);

  it('R-SEND-13 Ctrl+C on a polling agent cancels by the cancel call', async () => {
    const before = await remaining('slow', paced.url);
    const chat = startChat(['chat', 'cmo', 'Plan our Q3 email campaign and ads for the launch', '--json'], /"text":"Processing\.\.\."/);
    await chat.seen;
    chat.interrupt();
    expect(await chat.exited).toBe(130);
    const lines = events(chat.output().stdout);
    expect(lines.some((e) => e.event === 'socket')).toBe(false);
    expect(lines.at(-1)).toMatchObject({ event: 'result', outcome: 'cancelled', transport: 'polling', interrupted: true, error: 'Request cancelled by user' });
    await expect.poll(() => remaining('slow', paced.url), { timeout: 10_000 }).toBe(before);
  }, 30_000);

  it('R-AGENTAPI-09 cancel <sessionId> <requestId> stops a run another process is waiting for', async () => {
    const chat = startChat(['chat', 'creative-agent', 'Social ads for our dashboard launch', '--json'], /"event":"sent"/);
    const sent = events(await chat.seen).find((e) => e.event === 'sent');
    const out = await cli(['cancel', sent.session_id, sent.request_id, '--profile', 'slow'], { url: paced.url });
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`(request ${sent.request_id})`);
    expect(await chat.exited).toBe(1);
    expect(events(chat.output().stdout).at(-1)).toMatchObject({ event: 'result', outcome: 'cancelled', interrupted: false, error: 'Request cancelled by user' });
  }, 30_000);

  // The tests above run the CLI's runCli in this process; this one runs main.ts as its own process, so the
  // terminal's Ctrl+C (SIGINT), the streams and the exit code of the real command stay proven.
  it('the real command, as its own process: a signed-in chat, Ctrl+C from the terminal, exit 130', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', 'chat', 'email-agent', 'Write a long launch email about our weekly report', '--json', '--profile', 'slow'], { cwd: repoRoot, env: cliEnv(configHome, paced.url) });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const check = () => (/"text":"Processing\.\.\."/.test(stdout) ? resolve() : undefined);
      child.stdout.on('data', (d) => ((stdout += String(d)), check()));
      child.stderr.on('data', (d) => (stderr += String(d)));
      child.on('exit', () => reject(new Error(`exited before it was processing: ${stdout}${stderr}`)));
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toBe('Error: Request cancelled by user\n');
    const lines = events(stdout);
    expect(lines[0]).toMatchObject({ event: 'start', agent: 'email-agent', transport: 'websocket' });
    expect(lines.at(-1)).toMatchObject({ event: 'result', outcome: 'cancelled', interrupted: true, error: 'Request cancelled by user' });
  }, 30_000);
});
