/**
 * `npm run eval:agents`: starts the real server in-process (SQLite in a temporary folder, API only),
 * seeds four unrelated spaces over HTTP (a consumer subscription brand, a B2B software company, a local
 * service business and a nonprofit), sends every request to its agent in a fresh chat, regenerates the
 * answer once, sends the request's follow-ups in the same chat, checks every answer's text, and writes
 * eval/results/latest.json, latest.md (development half) and held-out.json (held-out half).
 *
 * The requests are split by a fixed seed (split.ts) into a development half and a held-out half; the run
 * exits 1 when either half passes fewer than EVAL_MIN (default 0.9) of its checks. THE HELD-OUT HALF MUST
 * NEVER BE USED FOR TUNING: read only the development half's requests and results (see eval/README.md).
 *
 * Without LLM_API_KEY the server answers with its offline engine; with it (and LLM_MODEL, LLM_BASE_URL as
 * the server reads them) the same set runs on the model. EVAL_TIMEOUT_MS bounds each answer's wait;
 * EVAL_ONLY (comma-separated request ids or space keys, substrings) runs a subset while writing checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../adapters/server/start-server.ts';
import { configFromEnv } from '../adapters/server/config.ts';
import { runConversation, type AgentAnswer, type Conversation } from './agent-runs.ts';
import {
  CHECK_NAMES,
  declinesHonestly,
  differsFromSibling,
  doesTask,
  followsVoice,
  noRawSources,
  noRequestEcho,
  noUntrueClaim,
  regenerateAlternative,
  usesBrief,
  type Answer,
  type CheckName,
  type CheckResult,
  type RuleContext,
} from './checks.ts';
import type { EvalRequest, VoiceScope } from './eval-request.ts';
import { buildReport, summary, writeReport, type RequestResult } from './report.ts';
import { REQUESTS, SPACES } from './requests.ts';
import { PLATFORM_ADMIN, seedSpace, type SeededSpace } from './seeded-space.ts';
import { documentOf, spaceText, type SpaceFixture } from './space-fixture.ts';
import { halfOf } from './split.ts';

function threshold(): number {
  const raw = process.env.EVAL_MIN;
  if (raw === undefined || raw === '') return 0.9;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`EVAL_MIN must be a number from 0 to 1, got "${raw}"`);
  return value;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const answerOf = (a: AgentAnswer): Answer => ({ text: a.content, artifactTypes: a.artifactTypes, images: a.images });

function voiceCheck(answer: Answer, space: SpaceFixture, scope: VoiceScope): CheckResult {
  const v = space.voice;
  return followsVoice(answer, {
    avoid: v.banned,
    signOff: scope === 'email' ? v.signOff : null,
    rules: v.rules,
    ...(scope === 'email' ? { maxSentenceWords: v.maxSentenceWords } : {}),
    ...(v.maxExclamations !== undefined ? { maxExclamations: v.maxExclamations } : {}),
  });
}

function claimCheck(answer: Answer, space: SpaceFixture, said: string): CheckResult {
  return noUntrueClaim(answer, { request: said, space: spaceText(space), voiceWords: space.profile.tone_words!.split(/,\s*/) });
}

/** The checks of one request's conversation: its first answer and regenerate, then each follow-up. */
function checkConversation(request: EvalRequest, space: SpaceFixture, c: Conversation, sibling: { id: string; answer: AgentAnswer | null } | null): { checks: CheckResult[]; notApplicable: CheckName[] } {
  const checks: CheckResult[] = [];
  const applicable = new Set<CheckName>(['no-request-echo', 'no-invented-claim', 'regenerate-alternative', 'no-raw-sources']);
  if (request.outOfRemit) applicable.add('declines-honestly');
  else applicable.add('does-task');
  if (!request.outOfRemit && (request.uses?.length || request.doc || request.followUps?.some((f) => f.uses?.length))) applicable.add('uses-brief');
  if (request.voice || request.followUps?.some((f) => f.voice)) applicable.add('follows-voice');
  if (request.followUps?.length) applicable.add('follows-up');
  if (sibling) applicable.add('differs-from-sibling');
  const notApplicable = CHECK_NAMES.filter((n) => !applicable.has(n));

  const first = c.first && c.first.outcome === 'completed' ? c.first : null;
  if (!first) {
    const reason = `no completed answer (${c.errors.join('; ') || 'unknown'})`;
    return { checks: [...applicable].map((check) => ({ check, pass: false, reason, turn: 1 })), notApplicable };
  }
  const answer = answerOf(first);
  const regen = c.regenerated ? answerOf(c.regenerated) : null;
  const doc = request.doc ? documentOf(space, request.doc.key) : null;
  const docUse = doc ? { filename: doc.filename, terms: doc.distinctiveTerms, min: request.doc!.min ?? 2 } : null;

  if (request.outOfRemit) {
    checks.push(declinesHonestly(answer, request.outOfRemit.deliverable));
    const again = regen ? declinesHonestly(regen, request.outOfRemit.deliverable) : null;
    checks.push(
      again === null
        ? { check: 'regenerate-alternative', pass: false, reason: 'regenerate gave no answer' }
        : { check: 'regenerate-alternative', pass: again.pass, reason: again.pass ? 'the regenerate declines too' : `the regenerate does not decline honestly: ${again.reason}` },
    );
  } else {
    checks.push(doesTask(request.expect, answer));
    const briefUsed = request.uses?.length || docUse ? usesBrief(request.uses ?? [], docUse, answer, request.message) : null;
    if (briefUsed) checks.push(briefUsed);
    if (request.voice) checks.push(voiceCheck(answer, space, request.voice));
    if (sibling) {
      checks.push(sibling.answer ? differsFromSibling(answer, answerOf(sibling.answer), sibling.id) : { check: 'differs-from-sibling', pass: false, reason: `${sibling.id} has no answer to compare with` });
    }
    checks.push(noWorse(regenerateAlternative(answer, regen, request.expect), regen && [
      [briefUsed, briefUsed && usesBrief(request.uses ?? [], docUse, regen, request.message)],
      [claimCheck(answer, space, request.message), claimCheck(regen, space, request.message)],
    ]));
  }
  checks.push(noRequestEcho(request.message, request.pasted, answer));
  checks.push(claimCheck(answer, space, request.message));
  checks.push(noRawSources(answer));
  for (const check of checks) check.turn = 1;

  // Follow-ups revise the chat's current answer (the regenerate, or the first answer when it has none).
  let previous: string[] = [regen?.text, answer.text].filter((t): t is string => t !== undefined);
  let said = request.message;
  for (const [k, followUp] of (request.followUps ?? []).entries()) {
    const turn = k + 2;
    const got = c.followUps[k];
    said = `${said}\n${followUp.message}`;
    if (!got || got.outcome !== 'completed') {
      const reason = `follow-up ${k + 1} got no completed answer (${c.errors.join('; ') || 'unknown'})`;
      checks.push({ check: 'follows-up', pass: false, reason, turn });
      continue;
    }
    const next = answerOf(got);
    const tries = previous.map((p) => doesTask(followUp.expect, next, { previous: p } satisfies RuleContext, 'follows-up'));
    const best = tries.find((t) => t.pass) ?? tries.sort((a, b) => a.reason.split('; ').length - b.reason.split('; ').length)[0]!;
    checks.push({ ...best, turn });
    if (followUp.uses?.length) checks.push({ ...usesBrief(followUp.uses, null, next), turn });
    if (followUp.voice) checks.push({ ...voiceCheck(next, space, followUp.voice), turn });
    checks.push({ ...noRequestEcho(followUp.message, undefined, next), turn });
    checks.push({ ...claimCheck(next, space, said), turn });
    checks.push({ ...noRawSources(next), turn });
    previous = [next.text];
  }
  checks.sort((a, b) => (a.turn ?? 1) - (b.turn ?? 1) || CHECK_NAMES.indexOf(a.check) - CHECK_NAMES.indexOf(b.check));
  return { checks, notApplicable };
}

/** A regenerate is no worse than the first answer on the facts it uses and on honesty: a check the first passed, it passes too. */
function noWorse(alternative: CheckResult, pairs: [CheckResult | null, CheckResult | null][] | null): CheckResult {
  const worse = (pairs ?? []).filter(([first, again]) => first?.pass && again && !again.pass).map(([, again]) => `the regenerate is worse on ${again!.check}: ${again!.reason}`);
  if (worse.length === 0) return alternative;
  const reason = alternative.pass ? worse.join('; ') : `${alternative.reason}; ${worse.join('; ')}`;
  return { check: 'regenerate-alternative', pass: false, reason };
}

/**
 * A request's sibling: the previous in-remit request to the same agent in the same space for another task
 * (the last one for the first), from the same half, so no half's report names the other half's requests.
 */
function siblingOf(request: EvalRequest, all: readonly EvalRequest[]): EvalRequest | null {
  if (request.outOfRemit) return null;
  const same = all.filter((r) => r.agent === request.agent && r.space === request.space && !r.outOfRemit && halfOf(r.id) === halfOf(request.id));
  if (same.length < 2) return null;
  const at = same.indexOf(request);
  for (let step = 1; step < same.length; step++) {
    const other = same[(at - step + same.length) % same.length]!;
    if (other.task !== request.task) return other;
  }
  return null;
}

function selected(): readonly EvalRequest[] {
  const only = (process.env.EVAL_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (only.length === 0) return REQUESTS;
  return REQUESTS.filter((r) => only.some((o) => r.id.includes(o) || r.space === o));
}

async function main(): Promise<number> {
  const min = threshold();
  const started_at = new Date().toISOString();
  const llm = process.env.LLM_API_KEY ? configFromEnv(process.env).llm : undefined;
  const timeoutMs = Number(process.env.EVAL_TIMEOUT_MS ?? (llm ? 240_000 : 60_000));
  const requests = selected();
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-eval-'));
  // The server's close may leave nothing for the event loop to wait on before it settles, and Node then
  // exits on its own: the exit code and the clean-up must not depend on it.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // Tokens outlive a long run on a model; the admin tops up the credits.
  const server = await startServer({ port: 0, dataDir, webRoot: null, llm, offlineEnginePaceMs: 0, admin: PLATFORM_ADMIN, accessTokenTtlSeconds: 6 * 3600 });
  try {
    log(`server on ${server.url} (${llm ? `model ${llm.model}` : 'offline engine'}); ${requests.length} requests`);
    const seeded = new Map<string, SeededSpace>();
    for (const fixture of SPACES) {
      if (requests.some((r) => r.space === fixture.key)) seeded.set(fixture.key, await seedSpace(server.url, fixture, log));
    }
    const anyClient = [...seeded.values()][0]?.client;
    const catalogue = anyClient ? ((await anyClient.ok('GET', '/agents')) as { slug: string; engine: string }[]) : [];
    const catalogueEngine = [...new Set(catalogue.map((a) => a.engine))].join(', ');

    const conversations = new Map<string, Conversation>();
    let heldOutCount = 0;
    for (const [i, request] of requests.entries()) {
      const space = seeded.get(request.space);
      if (!space) throw new Error(`${request.id}: no seeded space "${request.space}"`);
      const docIds = request.referencedDocs?.map((key) => space.documentIds[key]!);
      const turns = [{ message: request.message, ...(docIds ? { referencedDocumentIds: docIds } : {}) }, ...(request.followUps ?? []).map((f) => ({ message: f.message }))];
      let conversation: Conversation;
      try {
        conversation = await runConversation(space.client, server.url, request.agent, turns, timeoutMs);
      } catch (error) {
        conversation = { sessionId: '', first: null, regenerated: null, followUps: [], errors: [(error as Error).message] };
      }
      conversations.set(request.id, conversation);
      const state = conversation.errors.length ? `errors: ${conversation.errors.join('; ')}` : `${conversation.first?.ms ?? '?'} ms + regenerate ${conversation.regenerated?.ms ?? '?'} ms${conversation.followUps.length ? ` + ${conversation.followUps.length} follow-up(s)` : ''}`;
      // Held-out requests are not named on the console either.
      const name = halfOf(request.id) === 'development' ? `${request.agent} ${request.id}` : `held-out request ${++heldOutCount}`;
      log(`[${String(i + 1).padStart(3)}/${requests.length}] ${name}: ${state}`);
    }

    const results: RequestResult[] = requests.map((request) => {
      const c = conversations.get(request.id)!;
      const fixture = seeded.get(request.space)!.fixture;
      const sib = siblingOf(request, requests);
      const { checks, notApplicable } = checkConversation(request, fixture, c, sib ? { id: sib.id, answer: conversations.get(sib.id)?.first ?? null } : null);
      return {
        id: request.id,
        space: request.space,
        agent: request.agent,
        task: request.task,
        half: halfOf(request.id),
        message: request.message,
        referenced_documents: request.referencedDocs ?? [],
        engine: c.first?.engine ?? null,
        answer_ms: c.first?.ms ?? null,
        regenerate_ms: c.regenerated?.ms ?? null,
        errors: c.errors,
        answer_text: c.first?.content ?? null,
        regenerated_text: c.regenerated?.content ?? null,
        follow_ups: (request.followUps ?? []).map((f, k) => ({ message: f.message, answer_text: c.followUps[k]?.content ?? null, answer_ms: c.followUps[k]?.ms ?? null })),
        checks,
        not_applicable: notApplicable,
      };
    });
    const engines = [...new Set(results.map((r) => r.engine).filter((e): e is string => !!e))];
    const report = buildReport(results, { started_at, engine: engines.join(', ') || catalogueEngine, threshold: min, spaces: SPACES.map((s) => s.key) });
    // EVAL_OUT: another folder for the reports, so runs side by side (one per agent being worked on) do not overwrite each other.
    const files = writeReport(process.env.EVAL_OUT || join(import.meta.dirname, 'results'), report);
    log('');
    log(summary(report));
    const failing = report.development.results.flatMap((r) => r.checks.filter((c) => !c.pass).map((c) => `${r.id} ${c.check}${c.turn && c.turn > 1 ? ` (follow-up ${c.turn - 1})` : ''}: ${c.reason}`));
    if (failing.length) {
      log(`\nfailing checks in the development half (${failing.length}; all in ${files.md}):`);
      for (const line of failing.slice(0, 25)) log(`  ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`);
      if (failing.length > 25) log(`  … and ${failing.length - 25} more`);
    }
    log(`\nwrote ${files.json} and ${files.md} (development half), ${files.heldOut} (held-out half: never tune on it)`);
    process.exitCode = report.passed ? 0 : 1;
    return process.exitCode;
  } catch (error) {
    process.exitCode = 2;
    throw error;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`eval failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
