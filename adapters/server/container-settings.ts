import type { GoogleAnalyticsSettings } from './integrations/google-analytics-provider.ts';
import type { LoginThrottleSettings } from '../../core/server/auth/login-throttle.ts';
import type { RegistrationPolicy } from '../../core/server/auth/registration-policy.ts';
import type { UrlFetchSettings } from './knowledge/guarded-url-fetcher.ts';
import type { TextExtractionLimits } from './knowledge/child-process-text-extractor.ts';
import type { DatabaseHandle } from './db/open-database.ts';

/** What the server's composition root is built from (start-server.ts and the test composition roots fill it). */
export interface ContainerSettings {
  database: DatabaseHandle;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  /** How long an authentication read may be reused (changes made through the app forget it at once); 0: never. Default 5 s. */
  authCacheTtlMs?: number;
  version: string;
  appUrl: string;
  log: (line: string) => void;
  loginThrottle?: LoginThrottleSettings;
  stripe?: { secretKey: string; webhookSecret: string; apiBaseUrl?: string };
  registration?: RegistrationPolicy;
  dataDir: string;
  /** An OpenAI-compatible model; `embeddingModel` (null: none) also gives the knowledge base vector search. */
  llm?: { apiKey: string; model: string; baseUrl?: string; embeddingModel?: string | null; idleSeconds?: number };
  offlineEnginePaceMs?: number;
  /** `heartbeatMs` and `missedBeats`: a worker is taken for dead after that many beats missed (2000 and 3 by default). */
  redis?: { url: string; prefix: string; runLockMs: number; concurrency: number; heartbeatMs?: number; missedBeats?: number };
  role?: 'all' | 'api' | 'worker';
  smtp?: { url: string; from: string };
  /** Upload limit, the URL fetcher's limits and allow-list (defaults: 25 MB; 10 s, 5 MB, 5 redirects, none allowed), and reading's limits (60 s, 1024 MB, 2 threads). */
  /**
   * Integrations: SECRETS_KEY (and SECRETS_KEY_PREVIOUS during a rotation), else a key kept in the data folder;
   * the providers' base URLs (tests and the sandbox point them at local fakes); `sandbox` labels sandbox data.
   */
  integrations?: { secretsKey?: string; secretsKeyPrevious?: string; metaGraphUrl?: string; google?: GoogleAnalyticsSettings; sandbox?: boolean; /** Instantly (H2): the API v2 base URL (the sandbox fake's in tests). */ instantlyUrl?: string; /** Apollo (H1): the REST API base URL with /api/v1 (the sandbox fake's in tests). */ apolloUrl?: string; /** Odoo (H4): the sandbox fake's origin every Odoo address goes to; hosts called though not public (contract fakes in tests). */ odoo?: { sandboxUrl?: string; allowHosts?: string[] }; /** WordPress and Ghost (H3): each sandbox fake's origin, and hosts called though not public (contract fakes in tests). */ publishing?: { wordpressSandboxUrl?: string; ghostSandboxUrl?: string; allowHosts?: string[] }; /** External MCP servers (H6): the sandbox's demo server and its token, and hosts called though not public (contract fakes in tests). */ mcp?: { sandboxUrl?: string; sandboxToken?: string; allowHosts?: string[]; timeoutMs?: number } };
  knowledgeBase?: { maxUploadBytes?: number; urlFetch?: Partial<UrlFetchSettings>; staleUploadSweepMs?: number; extraction?: Partial<Omit<TextExtractionLimits, 'maxUploadBytes'>> };
}
