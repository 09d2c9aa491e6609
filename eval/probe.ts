/**
 * `npm run eval:probe -- <probe.ts> [out.md]`: answers a set of requests nobody tuned on, for a person (or a
 * grader with the rubric) to read. The probe file lives outside the repository and default-exports one space
 * (the SpaceFixture shape: owner, 18 profile answers, saved voice, documents) and its requests. Each request
 * is answered in a fresh chat, regenerated once, then its follow-ups are sent in the same chat, exactly as
 * `npm run eval:agents` does; nothing is checked: the answers are written as Markdown, for reading.
 *
 * This is how an engine author tries a new kind of business without touching the eval's held-out half, and
 * how a blind grader gets answers to requests the engine's authors have never seen.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../adapters/server/start-server.ts';
import { configFromEnv } from '../adapters/server/config.ts';
import { runConversation, type AgentAnswer } from './agent-runs.ts';
import type { AgentSlug } from './eval-request.ts';
import { PLATFORM_ADMIN, seedSpace } from './seeded-space.ts';
import type { SpaceFixture } from './space-fixture.ts';

export interface ProbeRequest {
  agent: AgentSlug;
  message: string;
  /** Document keys ticked in the chat. */
  referencedDocs?: string[];
  /** Sent after the answer (and its regenerate) in the same chat. */
  followUps?: string[];
}

export interface Probe {
  space: SpaceFixture;
  requests: ProbeRequest[];
}

function block(title: string, answer: AgentAnswer | null): string {
  if (!answer) return `#### ${title}\n\n(no answer)\n`;
  const files = answer.images.length ? `\n\nImages: ${answer.images.map((i) => `${i.mime} ${i.width ?? '?'}×${i.height ?? '?'}`).join(', ')}` : '';
  return `#### ${title} (${answer.outcome}, ${answer.engine ?? 'engine unknown'})\n\n\`\`\`\`text\n${answer.content}\n\`\`\`\`${files}\n`;
}

async function main(): Promise<number> {
  const [file, out] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: npm run eval:probe -- <probe.ts> [out.md]\n');
    return 2;
  }
  const probe = ((await import(pathToFileURL(resolve(file)).href)) as { default: Probe }).default;
  if (!probe?.space || !Array.isArray(probe.requests)) throw new Error(`${file} must default-export { space, requests }`);
  const llm = process.env.LLM_API_KEY ? configFromEnv(process.env).llm : undefined;
  const timeoutMs = Number(process.env.EVAL_TIMEOUT_MS ?? (llm ? 240_000 : 60_000));
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-probe-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({ port: 0, dataDir, webRoot: null, llm, offlineEnginePaceMs: 0, admin: PLATFORM_ADMIN, accessTokenTtlSeconds: 6 * 3600 });
  const log = (line: string) => process.stderr.write(`${line}\n`);
  try {
    const space = await seedSpace(server.url, probe.space, log);
    const parts = [`# Probe: ${probe.space.company} (${probe.space.kind})\n`];
    for (const [i, request] of probe.requests.entries()) {
      const docIds = request.referencedDocs?.map((key) => {
        const id = space.documentIds[key];
        if (!id) throw new Error(`request ${i + 1}: no document "${key}"`);
        return id;
      });
      const turns = [{ message: request.message, ...(docIds ? { referencedDocumentIds: docIds } : {}) }, ...(request.followUps ?? []).map((message) => ({ message }))];
      const c = await runConversation(space.client, server.url, request.agent, turns, timeoutMs);
      log(`[${i + 1}/${probe.requests.length}] ${request.agent}${c.errors.length ? `: ${c.errors.join('; ')}` : ''}`);
      parts.push(`## ${i + 1}. ${request.agent}\n\n> ${request.message.replace(/\n/g, '\n> ')}${docIds ? `\n>\n> (ticked: ${request.referencedDocs!.join(', ')})` : ''}\n`);
      parts.push(block('Answer', c.first), block('Regenerated', c.regenerated));
      (request.followUps ?? []).forEach((message, k) => parts.push(`> Follow-up: ${message}\n`, block(`Follow-up ${k + 1}`, c.followUps[k] ?? null)));
      if (c.errors.length) parts.push(`Errors: ${c.errors.join('; ')}\n`);
    }
    const text = parts.join('\n');
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
    return 0;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`probe failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
