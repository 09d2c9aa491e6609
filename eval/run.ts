/**
 * `npm run eval:agents`: starts the real server in-process (SQLite in a temporary folder, API only),
 * seeds one space over HTTP, sends the fixed request set to the six agents one at a time, regenerates
 * each answer once, checks the answers' text, writes eval/results/latest.json and latest.md, and exits 1
 * when fewer than EVAL_MIN (default 0.9) of the checks pass.
 *
 * Without LLM_API_KEY the server answers with its offline engine; with it (and LLM_MODEL, LLM_BASE_URL as
 * the server reads them) the same set runs on the model.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../adapters/server/start-server.ts';
import { configFromEnv } from '../adapters/server/config.ts';
import { addressesRequest, differsFromSibling, followsVoice, namesCompany, noUntrueClaim, regenerateDiffers, usesMaterial, CHECK_NAMES, type Answer, type CheckName, type CheckResult } from './checks.ts';
import { askAgent, type AgentExchange } from './agent-runs.ts';
import { AVOID_WORDS, COMPANY, PLATFORM_ADMIN, PROFILE_PRODUCT, SIGN_OFF, seedSpace, seededText } from './seeded-space.ts';
import { REQUESTS, type EvalRequest } from './requests.ts';
import { buildReport, excerptOf, summary, writeReport, type RequestResult } from './report.ts';

/** Words the saved voice describes itself with (seeded-space.ts BRAND_VOICE). */
const VOICE_WORDS = ['warm', 'plain', 'confident', 'conversational', 'short'];

function threshold(): number {
  const raw = process.env.EVAL_MIN;
  if (raw === undefined || raw === '') return 0.9;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`EVAL_MIN must be a number from 0 to 1, got "${raw}"`);
  return value;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The checks of one request, given its answer, its sibling's answer and its regenerated answer. */
function checkRequest(request: EvalRequest, exchange: AgentExchange, sibling: { id: string; exchange: AgentExchange } | null): { checks: CheckResult[]; notApplicable: CheckName[] } {
  const applicable = new Set<CheckName>(['addresses-request', 'no-untrue-claim', 'regenerate-differs']);
  if (request.material) applicable.add('uses-material');
  if (request.namesCompany) applicable.add('names-company');
  if (request.voice) applicable.add('follows-voice');
  if (sibling) applicable.add('differs-from-sibling');
  const notApplicable = CHECK_NAMES.filter((name) => !applicable.has(name));

  const first = exchange.first;
  if (!first || first.outcome !== 'completed') {
    const reason = `no completed answer (${exchange.errors.join('; ') || 'unknown'})`;
    return { checks: CHECK_NAMES.filter((n) => applicable.has(n)).map((check) => ({ check, pass: false, reason })), notApplicable };
  }
  const answer: Answer = { text: first.content, artifactTypes: first.artifactTypes };
  const checks: CheckResult[] = [addressesRequest(request.expect, answer)];
  if (request.material) checks.push(usesMaterial(request.material.terms, answer, request.material.what));
  if (request.namesCompany) checks.push(namesCompany([COMPANY, PROFILE_PRODUCT], answer));
  if (request.voice) checks.push(followsVoice(answer, { avoid: AVOID_WORDS, signOff: request.voice.signOff ? SIGN_OFF : null }));
  checks.push(noUntrueClaim(answer, { request: request.message, space: seededText(), voiceWords: VOICE_WORDS }));
  if (sibling) {
    const other = sibling.exchange.first;
    checks.push(other ? differsFromSibling(answer, { text: other.content, artifactTypes: other.artifactTypes }, sibling.id) : { check: 'differs-from-sibling', pass: false, reason: `${sibling.id} has no answer to compare with` });
  }
  checks.push(regenerateDiffers(answer, exchange.regenerated ? { text: exchange.regenerated.content, artifactTypes: [] } : null));
  checks.sort((a, b) => CHECK_NAMES.indexOf(a.check) - CHECK_NAMES.indexOf(b.check));
  return { checks, notApplicable };
}

/** Each request's sibling: the previous request to the same agent; the first request's is the last. */
function siblingOf(request: EvalRequest, all: readonly EvalRequest[]): EvalRequest | null {
  const same = all.filter((r) => r.agent === request.agent);
  if (same.length < 2) return null;
  const at = same.indexOf(request);
  return same[(at - 1 + same.length) % same.length]!;
}

async function main(): Promise<number> {
  const min = threshold();
  const started_at = new Date().toISOString();
  const llm = process.env.LLM_API_KEY ? configFromEnv(process.env).llm : undefined;
  const timeoutMs = Number(process.env.EVAL_TIMEOUT_MS ?? (llm ? 240_000 : 60_000));
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-eval-'));
  // Tokens outlive a long run on a model; the admin tops up the credits.
  const server = await startServer({ port: 0, dataDir, webRoot: null, llm, offlineEnginePaceMs: 0, admin: PLATFORM_ADMIN, accessTokenTtlSeconds: 6 * 3600 });
  try {
    log(`server on ${server.url} (${llm ? `model ${llm.model}` : 'offline engine'})`);
    const space = await seedSpace(server.url, log);
    const catalogue = (await space.client.ok('GET', '/agents')) as { slug: string; engine: string }[];
    const catalogueEngine = [...new Set(catalogue.map((a) => a.engine))].join(', ');

    const exchanges = new Map<string, AgentExchange>();
    for (const [i, request] of REQUESTS.entries()) {
      const docIds = request.referencedDocs?.map((key) => space.documentIds[key]);
      let exchange: AgentExchange;
      try {
        exchange = await askAgent(space.client, request.agent, request.message, docIds, timeoutMs);
      } catch (error) {
        exchange = { sessionId: '', first: null, regenerated: null, errors: [(error as Error).message] };
      }
      exchanges.set(request.id, exchange);
      const state = exchange.errors.length ? `errors: ${exchange.errors.join('; ')}` : `${exchange.first?.ms ?? '?'} ms + regenerate ${exchange.regenerated?.ms ?? '?'} ms`;
      log(`[${String(i + 1).padStart(2)}/${REQUESTS.length}] ${request.agent} ${request.id}: ${state}`);
    }

    const results: RequestResult[] = REQUESTS.map((request) => {
      const exchange = exchanges.get(request.id)!;
      const sib = siblingOf(request, REQUESTS);
      const { checks, notApplicable } = checkRequest(request, exchange, sib ? { id: sib.id, exchange: exchanges.get(sib.id)! } : null);
      return {
        id: request.id,
        agent: request.agent,
        task: request.task,
        message: request.message,
        referenced_documents: request.referencedDocs ?? [],
        engine: exchange.first?.engine ?? null,
        answer_ms: exchange.first?.ms ?? null,
        regenerate_ms: exchange.regenerated?.ms ?? null,
        errors: exchange.errors,
        answer_excerpt: excerptOf(exchange.first?.content),
        regenerated_excerpt: excerptOf(exchange.regenerated?.content),
        answer_text: exchange.first?.content ?? null,
        regenerated_text: exchange.regenerated?.content ?? null,
        checks,
        not_applicable: notApplicable,
      };
    });
    const engines = [...new Set(results.map((r) => r.engine).filter((e): e is string => !!e))];
    const report = buildReport(results, { started_at, engine: engines.join(', ') || catalogueEngine, threshold: min });
    const files = writeReport(join(import.meta.dirname, 'results'), report);
    log('');
    log(summary(report));
    const failing = results.flatMap((r) => r.checks.filter((c) => !c.pass).map((c) => `${r.id} ${c.check}: ${c.reason}`));
    if (failing.length) {
      log(`\nfailing checks (${failing.length}; all in ${files.md}):`);
      for (const line of failing.slice(0, 25)) log(`  ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`);
      if (failing.length > 25) log(`  … and ${failing.length - 25} more`);
    }
    log(`\nwrote ${files.json} and ${files.md}`);
    return report.passed ? 0 : 1;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`eval failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
