import { resolve } from 'node:path';
import { z } from 'zod';
import { parseQueryLogSetting, type QueryLogSettings } from './db/query-log.ts';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  WEB_ROOT: z.string().default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_QUERIES: z.string().regex(/^\s*(off|slow:\d+)?\s*$/, 'slow:<milliseconds> (e.g. slow:50) or off').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  PUBLIC_URL: z.string().url().optional(),
  REGISTRATION_MODE: z.enum(['open', 'waitlist', 'invite_only']).default('open'),
  REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).default('false'),
  LLM_API_KEY: z.string().optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_EMBEDDING_MODEL: z.string().optional(),
  LLM_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ALLOWED_ORIGINS: z.string().default(''),
  ALLOWED_HOSTS: z.string().default(''),
  OFFLINE_ENGINE_PACE_MS: z.coerce.number().int().min(0).max(1000).default(0),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().regex(/^[\w-]+$/).default('mw'),
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  RUN_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  WORKER_MISSED_BEATS: z.coerce.number().int().min(2).max(100).default(3),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  URL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  URL_FETCH_MAX_MB: z.coerce.number().positive().max(100).default(5),
  URL_FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  URL_FETCH_ALLOW_HOSTS: z.string().default(''),
  /** External MCP servers: hosts an organization's tool server may be on though not public (an intranet). */
  MCP_ALLOW_HOSTS: z.string().default(''),
  EXTRACTION_TIMEOUT_S: z.coerce.number().positive().max(3600).default(60),
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(64).max(65536).default(1024),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_BASE_URL: z.string().url().optional(),
  SECRETS_KEY: z.string().optional(),
  SECRETS_KEY_PREVIOUS: z.string().optional(),
  INTEGRATIONS_SANDBOX: z.enum(['true', 'false']).default('false'),
  META_GRAPH_URL: z.string().url().optional(),
  INSTANTLY_API_URL: z.string().url().optional(),
  APOLLO_API_URL: z.string().url().optional(),
  GOOGLE_OAUTH_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  authCacheTtlMs: number;
  webRoot: string | null;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** LOG_QUERIES: statements at or over this many milliseconds are logged, with their plan on SQLite. */
  logQueries?: QueryLogSettings;
  admin?: { email: string; password: string };
  publicUrl?: string;
  stripe?: { secretKey: string; webhookSecret: string; apiBaseUrl?: string };
  registration: { mode: 'open' | 'waitlist' | 'invite_only'; requireVerifiedEmail: boolean };
  llm?: { apiKey: string; model: string; baseUrl?: string; embeddingModel?: string | null; idleSeconds?: number };
  allowedOrigins: string[];
  allowedHosts: string[];
  offlineEnginePaceMs: number;
  redis?: { url: string; prefix: string; runLockMs: number; concurrency: number; heartbeatMs: number; missedBeats: number };
  role: 'all' | 'api' | 'worker';
  /** Integration secrets' key(s), provider base URLs, and the sandbox switch (INTEGRATIONS_SANDBOX). */
  integrations: { secretsKey?: string; secretsKeyPrevious?: string; metaGraphUrl?: string; instantlyUrl?: string; apolloUrl?: string; google: { clientId?: string; clientSecret?: string }; sandbox: boolean; mcp: { allowHosts: string[] } };
  knowledgeBase: { maxUploadBytes: number; urlFetch: { timeoutMs: number; maxBytes: number; maxRedirects: number; allowHosts: string[] }; extraction: { timeoutMs: number; memoryMb: number } };
}

/** LLM_EMBEDDING_MODEL: unset keeps the default model, empty or `none` turns embeddings off. */
function embeddingModel(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const name = value.trim();
  return name === '' || name.toLowerCase() === 'none' ? null : name;
}

/** Reads the environment once, with the defaults the README lists; a bad value stops start-up with its name. */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Every process must open the secrets any other sealed: a key generated per data folder would differ.
  if (e.REDIS_URL && !e.SECRETS_KEY) throw new Error('Invalid configuration: SECRETS_KEY is required when processes scale out (REDIS_URL): give every process the same key (openssl rand -base64 32)');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    authCacheTtlMs: Math.round(e.AUTH_CACHE_SECONDS * 1000),
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : null,
    logLevel: e.LOG_LEVEL,
    logQueries: parseQueryLogSetting(e.LOG_QUERIES),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    publicUrl: e.PUBLIC_URL,
    llm: e.LLM_API_KEY ? { apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, baseUrl: e.LLM_BASE_URL, embeddingModel: embeddingModel(e.LLM_EMBEDDING_MODEL), idleSeconds: e.LLM_IDLE_SECONDS } : undefined,
    offlineEnginePaceMs: e.OFFLINE_ENGINE_PACE_MS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, runLockMs: e.RUN_LOCK_MS, concurrency: e.WORKER_CONCURRENCY, heartbeatMs: e.WORKER_HEARTBEAT_MS, missedBeats: e.WORKER_MISSED_BEATS } : undefined,
    role: e.PROCESS_ROLE,
    knowledgeBase: {
      maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      urlFetch: {
        timeoutMs: e.URL_FETCH_TIMEOUT_MS,
        maxBytes: Math.round(e.URL_FETCH_MAX_MB * 1024 * 1024),
        maxRedirects: e.URL_FETCH_MAX_REDIRECTS,
        allowHosts: e.URL_FETCH_ALLOW_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
      },
      extraction: { timeoutMs: Math.round(e.EXTRACTION_TIMEOUT_S * 1000), memoryMb: e.EXTRACTION_MEMORY_MB },
    },
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    allowedHosts: e.ALLOWED_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
    registration: { mode: e.REGISTRATION_MODE, requireVerifiedEmail: e.REQUIRE_EMAIL_VERIFICATION === 'true' },
    integrations: { secretsKey: e.SECRETS_KEY, secretsKeyPrevious: e.SECRETS_KEY_PREVIOUS, metaGraphUrl: e.META_GRAPH_URL, instantlyUrl: e.INSTANTLY_API_URL, apolloUrl: e.APOLLO_API_URL, google: { clientId: e.GOOGLE_OAUTH_CLIENT_ID, clientSecret: e.GOOGLE_OAUTH_CLIENT_SECRET }, sandbox: e.INTEGRATIONS_SANDBOX === 'true', mcp: { allowHosts: e.MCP_ALLOW_HOSTS.split(',').map((h) => h.trim()).filter(Boolean) } },
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBaseUrl: e.STRIPE_API_BASE_URL } : undefined,
  };
}
