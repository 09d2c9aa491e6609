import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from './db/open-database.ts';
import { databaseTimeoutsFor } from './db/database-timeouts.ts';
import type { QueryLogEntry, QueryLogSettings } from './db/query-log.ts';
import { buildServerContainer, serverFeatures } from './container.ts';
import { featureRoutes } from './modules/feature-routes.ts';
import { buildHttpApp } from './http/build-http-app.ts';
import { listenUrl } from './http/listen-url.ts';
import { reservePort } from './http/reserve-port.ts';
import { resolveJwtSecret } from './security/jwt-secret.ts';
import { SeedPlatformAdmin } from '../../core/server/auth/seed-platform-admin.ts';
import { UnitOfWork } from '../../core/server/ports/unit-of-work.ts';
import { RunEventBus, RunQueue } from '../../core/server/agents/ports.ts';
import { ExecuteAgentRun } from '../../core/server/agents/execute-agent-run.ts';
import { RecoverInterruptedRuns } from '../../core/server/agents/recover-interrupted-runs.ts';
import { RequeueStrandedRuns } from '../../core/server/agents/requeue-stranded-runs.ts';
import { RetryRunsOfStoppedWorkers } from '../../core/server/agents/retry-runs-of-stopped-workers.ts';
import { WorkerHeartbeat } from '../../core/server/agents/worker-heartbeat.ts';
import { KnowledgeQueue } from '../../core/server/knowledge/ports.ts';
import { ProcessKnowledgeJob } from '../../core/server/knowledge/process-knowledge-job.ts';
import { KnowledgeHousekeeping } from '../../core/server/knowledge/knowledge-housekeeping.ts';
import type { ContainerSettings } from './container-settings.ts';
import { Closable } from './closable.ts';

export interface ServerOptions {
  /** 0: an ephemeral port. `null`: no socket at all; requests reach the app in-process (`app.inject`, the specs' core profile). */
  port?: number | null;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  /** Built web app to serve; null serves the API only. Default `dist/web`. */
  webRoot?: string | null;
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlMs?: number;
  /** AUTH_CACHE_SECONDS in milliseconds. */
  authCacheTtlMs?: number;
  logLevel?: string;
  /** LOG_QUERIES: log the statements at or over this many milliseconds (with their plan on SQLite) to stdout, one JSON line each. */
  logQueries?: QueryLogSettings;
  admin?: { email: string; password: string };
  /** The app's public address: every absolute link (emails, upload links) names it, its host is ours, https turns on HSTS. */
  publicUrl?: string;
  /** Stripe keys; without them payments run in offline test mode. `apiBaseUrl` points at a sandbox or contract fake. */
  stripe?: { secretKey: string; webhookSecret: string; apiBaseUrl?: string };
  /** Who may register and whether unverified emails may sign in (default: open, allowed). */
  registration?: { mode: 'open' | 'waitlist' | 'invite_only'; requireVerifiedEmail: boolean };
  /** An OpenAI-compatible model; without it the offline engine answers. */
  llm?: { apiKey: string; model: string; baseUrl?: string; embeddingModel?: string | null; idleSeconds?: number };
  /** Milliseconds between the offline engine's streamed chunks (0: as fast as possible). */
  offlineEnginePaceMs?: number;
  /** Redis for events, runs and rate limits shared across processes (scale-out). */
  redis?: { url: string; prefix: string; runLockMs: number; concurrency: number; heartbeatMs?: number; missedBeats?: number };
  /** all: API + worker in one process; api: serves HTTP only; worker: runs agent jobs (health only over HTTP). */
  role?: 'all' | 'api' | 'worker';
  /** Origins allowed to open the agent WebSocket besides the app's own. */
  allowedOrigins?: string[];
  /** Host names the app answers to besides PUBLIC_URL's, the listen host, IP literals and localhost (others get 421). */
  allowedHosts?: string[];
  /** Knowledge base: upload limit, URL fetch limits and the allow-list of private hosts that may be fetched. */
  knowledgeBase?: ContainerSettings['knowledgeBase'];
  /**
   * Integration secrets' key(s) and provider base URLs. `sandbox` starts the providers' local fakes on loopback
   * and points the adapters at them (INTEGRATIONS_SANDBOX), so the product can be shown without accounts.
   */
  integrations?: ContainerSettings['integrations'];
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The run event bus (benchmarks publish through it). */
  bus: RunEventBus;
  /** True when the database holds no account yet. */
  isEmpty: boolean;
  close(): Promise<void>;
}

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Starts one all-in-one server process: database, use cases, HTTP API and web app on one port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // A configured Redis that does not answer stops the start before anything is opened or migrated.
  if (options.redis) await (await import('./redis/require-reachable-redis.ts')).requireReachableRedis(options.redis.url);
  const logQueries = options.logQueries && options.logLevel !== 'silent' ? { ...options.logQueries, write: writeQueryLog } : undefined;
  // A process that answers people waits briefly on the database; a worker longer (databaseTimeoutsFor).
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, logQueries, timeouts: databaseTimeoutsFor(options.role ?? 'all') });
  const housekeepingStop = new AbortController();
  // The providers' fakes (and the MCP server SDK they use) are imported only when asked for.
  const sandbox = options.integrations?.sandbox ? await (await import('./integrations/sandbox/integration-sandbox.ts')).startIntegrationSandbox() : null;
  const host = options.host ?? '127.0.0.1';
  const listening = options.port !== null;
  const reserved = options.port === 0 && !options.publicUrl && listening ? await reservePort(host) : null;
  const port = reserved?.port ?? options.port ?? 8080;
  try {
    const settings: ContainerSettings = {
      database,
      jwtSecret: resolveJwtSecret(options.jwtSecret, options.dataDir),
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
      refreshTokenTtlMs: options.refreshTokenTtlMs ?? 30 * 24 * 3600 * 1000,
      authCacheTtlMs: options.authCacheTtlMs,
      version: VERSION,
      appUrl: options.publicUrl?.replace(/\/+$/, '') ?? listenUrl(host, port),
      stripe: options.stripe,
      registration: options.registration,
      dataDir: options.dataDir,
      llm: options.llm,
      offlineEnginePaceMs: options.offlineEnginePaceMs,
      redis: options.redis,
      role: options.role,
      knowledgeBase: options.knowledgeBase,
      integrations: { ...options.integrations, ...(sandbox ? { metaGraphUrl: sandbox.metaGraphUrl, google: sandbox.google, instantlyUrl: sandbox.instantlyUrl, apolloUrl: sandbox.apolloUrl, odoo: { sandboxUrl: sandbox.odooUrl }, publishing: { wordpressSandboxUrl: sandbox.wordpressUrl, ghostSandboxUrl: sandbox.ghostUrl }, mcp: { ...options.integrations?.mcp, sandboxUrl: sandbox.mcp.url, sandboxToken: sandbox.mcp.token }, sandbox: true } : {}) },
      log: (line) => { if ((options.logLevel ?? 'silent') !== 'silent') process.stdout.write(`${line}\n`); },
    };
    const features = await serverFeatures(settings);
    const container = await buildServerContainer(settings, features);
    if (options.admin) await container.get(SeedPlatformAdmin).execute(options.admin);
    const isEmpty = (await container.get(UnitOfWork).run((repos) => repos.users.count())) === 0;
    const role = options.role ?? 'all';
    // One process owns every run: runs a previous process left unfinished are closed and refunded now.
    // With several processes a dead worker's runs come back through the queue's stalled-job handling instead.
    if (role === 'all' && !options.redis) await container.get(RecoverInterruptedRuns).execute();
    const queue = container.get(RunQueue);
    const executeRun = container.get(ExecuteAgentRun);
    // Scaled out, a worker beats before it takes a run, and every worker retries the runs of workers that stopped.
    if (role !== 'api' && options.redis) await container.get(WorkerHeartbeat).start();
    if (role !== 'api') queue.process((requestId) => executeRun.execute(requestId));
    const stoppedWorkers = role !== 'api' && options.redis ? container.get(RetryRunsOfStoppedWorkers).run(housekeepingStop.signal) : Promise.resolve();
    // Scaled out, a run an API process charged but died before queueing is queued again by the workers' sweep
    // (BullMQ keeps one job per request id; the in-process queue does not, and start-up recovery covers it).
    const strandedRuns = role !== 'api' && options.redis ? container.get(RequeueStrandedRuns).run(housekeepingStop.signal) : Promise.resolve();
    // Knowledge-base jobs (document processing, URL fetching) run where agent runs do.
    const knowledgeQueue = container.get(KnowledgeQueue);
    const processKnowledge = container.get(ProcessKnowledgeJob);
    if (role !== 'api') knowledgeQueue.process((job) => processKnowledge.execute(job));
    if (role === 'all' && !options.redis) await processKnowledge.recover();
    // Abandoned signed uploads are swept now and periodically, by whichever process runs the jobs.
    const housekeeping = role !== 'api' ? container.get(KnowledgeHousekeeping).run(housekeepingStop.signal) : Promise.resolve();
    const app = await buildHttpApp({
      routes: featureRoutes(features, container),
      version: VERSION,
      webRoot: options.webRoot === undefined ? resolve('dist/web') : options.webRoot,
      logLevel: options.logLevel ?? 'silent',
      role,
      allowedOrigins: options.allowedOrigins ?? [],
      publicUrl: options.publicUrl,
      listenHost: options.host ?? '127.0.0.1',
      allowedHosts: options.allowedHosts ?? [],
    });
    await reserved?.release();
    const address = listening ? await app.listen({ port, host }) : (await app.ready(), settings.appUrl);
    return {
      url: address.replace('[::1]', 'localhost'),
      app,
      database,
      bus: container.get(RunEventBus),
      isEmpty,
      async close() {
        // Requests in flight get to finish; a connection still open after a grace period (one that was
        // opened but never sent a request does not count as idle to Node) would otherwise hold the close.
        const grace = setTimeout(() => app.server.closeAllConnections(), 2000);
        await app.close();
        clearTimeout(grace);
        // The sweeps stop before the queues close, so none queues a run on a closed queue.
        housekeepingStop.abort();
        await Promise.all([housekeeping, strandedRuns, stoppedWorkers]);
        await queue.close();
        await knowledgeQueue.close();
        // Its runs are finished or handed back, and no file is being read: the worker stops beating, then the
        // adapters let go of their threads, child processes and Redis connections.
        for (const closable of container.getAll(Closable)) await closable.close();
        await database.close();
        await sandbox?.close();
      },
    };
  } catch (error) {
    housekeepingStop.abort();
    await reserved?.release();
    await database.close();
    await sandbox?.close();
    throw error;
  }
}

/** A logged statement as one JSON line on stdout, shaped like the HTTP log's (pino) lines at `warn`. */
function writeQueryLog(entry: QueryLogEntry): void {
  process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'slow query', ...entry })}\n`);
}
