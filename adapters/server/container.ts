import 'reflect-metadata';
import { Container } from 'inversify';
import { Clock } from '../../core/server/ports/clock.ts';
import { IdGenerator } from '../../core/server/ports/id-generator.ts';
import { PasswordHasher } from '../../core/server/ports/password-hasher.ts';
import { AccessTokenService } from '../../core/server/ports/access-token-service.ts';
import { OpaqueTokenFactory } from '../../core/server/ports/opaque-token-factory.ts';
import { UnitOfWork } from '../../core/server/ports/unit-of-work.ts';
import { HealthProbe } from '../../core/server/ports/health-probe.ts';
import { AuthSettings, SessionIssuer } from '../../core/server/auth/session-issuer.ts';
import { RegisterAccount } from '../../core/server/auth/register-account.ts';
import { SignIn, TimingDummyHash } from '../../core/server/auth/sign-in.ts';
import { RefreshSession } from '../../core/server/auth/refresh-session.ts';
import { SignOut } from '../../core/server/auth/sign-out.ts';
import { Authenticate } from '../../core/server/auth/authenticate.ts';
import { GetCurrentUser } from '../../core/server/auth/get-current-user.ts';
import { SeedPlatformAdmin } from '../../core/server/auth/seed-platform-admin.ts';
import { ListSpaces } from '../../core/server/spaces/list-spaces.ts';
import { CreateSpace } from '../../core/server/spaces/create-space.ts';
import { AppVersion, CheckHealth } from '../../core/server/health/check-health.ts';
import { CheckSpaceAccess } from '../../core/server/spaces/check-space-access.ts';
import { CreditAccounts } from '../../core/server/billing/credit-accounts.ts';
import { DEFAULT_PLAN_CATALOGUE, PlanCatalogue } from '../../core/server/billing/plan-catalogue.ts';
import { CreditPackCatalogue, DEFAULT_CREDIT_PACK_CATALOGUE } from '../../core/server/billing/credit-pack-catalogue.ts';
import { GetBillingOverview } from '../../core/server/billing/get-billing-overview.ts';
import { DeductCredits } from '../../core/server/billing/deduct-credits.ts';
import { AddCredits } from '../../core/server/billing/add-credits.ts';
import { PurchaseCredits } from '../../core/server/billing/purchase-credits.ts';
import { ChangePlan } from '../../core/server/billing/change-plan.ts';
import { ListTransactions } from '../../core/server/billing/list-transactions.ts';
import { ManageOrganization } from '../../core/server/organizations/manage-organization.ts';
import { ManageMembers } from '../../core/server/organizations/manage-members.ts';
import { InviteMember } from '../../core/server/organizations/invite-member.ts';
import { AppUrl, MailLinks } from '../../core/server/auth/mail-links.ts';
import { ManageJoinRequests } from '../../core/server/organizations/manage-join-requests.ts';
import { CheckEmailDomain } from '../../core/server/auth/check-email-domain.ts';
import { RegisterWithDomain } from '../../core/server/auth/register-with-domain.ts';
import { Mailer } from '../../core/server/ports/mailer.ts';
import { PublicEmailDomains } from '../../core/server/ports/public-email-domains.ts';
import { OutboxMailer } from './mail/outbox-mailer.ts';
import { RateLimitStore } from '../../core/server/ports/rate-limit-store.ts';
import { AuditTrail } from '../../core/server/ports/audit-trail.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, LoginThrottleSettings } from '../../core/server/auth/login-throttle.ts';
import { InMemoryRateLimitStore } from './system/in-memory-rate-limit-store.ts';
import { KyselyAuditTrail } from './db/kysely-audit-trail.ts';
import { PlatformAdmin } from '../../core/server/admin/platform-admin.ts';
import { DescribeIntegrations, IntegrationSettings } from '../../core/server/admin/describe-integrations.ts';
import { ManageSpace } from '../../core/server/spaces/manage-space.ts';
import { ConfirmPayment } from '../../core/server/billing/confirm-payment.ts';
import { HandlePaymentWebhook } from '../../core/server/billing/handle-payment-webhook.ts';
import { PaymentProvider } from '../../core/server/ports/payment-provider.ts';
import { OfflinePaymentProvider } from './payments/offline-payment-provider.ts';
import { StripePaymentProvider } from './payments/stripe-payment-provider.ts';
import { EmailVerification } from '../../core/server/auth/email-verification.ts';
import { ManageWaitlist } from '../../core/server/auth/manage-waitlist.ts';
import { ImportLedgerRecords } from '../../core/server/billing/import-ledger-records.ts';
import { ArtifactStorage, LinkSigner, LlmProvider, Retrieval, RunEventBus, RunQueue, Scheduler } from '../../core/server/agents/ports.ts';
import { RunEventRepository } from '../../core/server/agents/run-event-repository.ts';
import { AgentConfigRepository } from '../../core/server/agents/agent-config-repository.ts';
import { SpaceProfileRetrieval } from './agents/space-profile-retrieval.ts';
import { ImageRenderer } from '../../core/server/agents/image-renderer.ts';
import { ResvgImageRenderer } from './agents/resvg-image-renderer.ts';
import { SmtpMailer } from './mail/smtp-mailer.ts';
import { AgentChat } from '../../core/server/agents/agent-chat.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { ExecuteAgentRun } from '../../core/server/agents/execute-agent-run.ts';
import { RecoverInterruptedRuns } from '../../core/server/agents/recover-interrupted-runs.ts';
import { RequeueStrandedRuns, StrandedRunSettings } from '../../core/server/agents/requeue-stranded-runs.ts';
import { SessionAccess } from '../../core/server/agents/session-access.ts';
import { SessionEventStream } from '../../core/server/agents/session-event-stream.ts';
import { RunEvents } from '../../core/server/agents/run-events.ts';
import { RunCancellations } from '../../core/server/agents/run-cancellations.ts';
import { ArtifactLinks } from '../../core/server/agents/artifact-links.ts';
import { AgentConfiguration } from '../../core/server/agents/agent-configuration.ts';
import { OpenChargedRun } from '../../core/server/agents/open-charged-run.ts';
import { RequestKeys } from '../../core/server/agents/request-keys.ts';
import { KyselyRunEventRepository } from './db/kysely-run-event-repository.ts';
import { KyselyAgentConfigRepository } from './db/kysely-agent-config-repository.ts';
import { InProcessRunEventBus } from './agents/in-process-run-event-bus.ts';
import { InProcessRunQueue } from './agents/in-process-run-queue.ts';
import { OfflineLlmProvider } from './agents/offline-llm-provider.ts';
import { OpenAiLlmProvider } from './agents/openai-llm-provider.ts';
import { FileBlobStorage } from './files/file-blob-storage.ts';
import { TimerScheduler } from './agents/timer-scheduler.ts';
import { HmacLinkSigner } from './agents/hmac-link-signer.ts';
import { RedisRunEventBus } from './redis/redis-run-event-bus.ts';
import { BullRunQueue } from './redis/bull-run-queue.ts';
import { RedisRateLimitStore } from './redis/redis-rate-limit-store.ts';
import { RuntimeInfo } from '../../core/server/health/check-health.ts';
import { DEFAULT_REGISTRATION_POLICY, RegistrationPolicy } from '../../core/server/auth/registration-policy.ts';
import { ListedPublicEmailDomains } from './security/listed-public-email-domains.ts';
import { SystemClock } from './system/system-clock.ts';
import { UuidGenerator } from './system/uuid-generator.ts';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.ts';
import { JoseAccessTokenService } from './security/jose-access-token-service.ts';
import { ZxcvbnCommonPasswords } from './security/zxcvbn-common-passwords.ts';
import { CommonPasswords } from '../../core/server/ports/common-passwords.ts';
import { PasswordRules } from '../../core/server/auth/password-rules.ts';
import { AddressLimit } from '../../core/server/auth/address-limit.ts';
import { CryptoOpaqueTokenFactory } from './security/crypto-opaque-token-factory.ts';
import { KyselyUnitOfWork } from './db/kysely-unit-of-work.ts';
import { DocumentStorage, EmbeddingProvider, KnowledgeQueue, KnowledgeSettings, KnowledgeRepository, TextExtractor, UrlFetcher } from '../../core/server/knowledge/ports.ts';
import { ManageDocuments } from '../../core/server/knowledge/manage-documents.ts';
import { ManageUrlSources } from '../../core/server/knowledge/manage-url-sources.ts';
import { ManageBrandVoice } from '../../core/server/knowledge/manage-brand-voice.ts';
import { ProcessKnowledgeJob } from '../../core/server/knowledge/process-knowledge-job.ts';
import { SweepStaleUploads } from '../../core/server/knowledge/sweep-stale-uploads.ts';
import { KnowledgeHousekeeping } from '../../core/server/knowledge/knowledge-housekeeping.ts';
import { HybridChunkSearch } from '../../core/server/knowledge/hybrid-chunk-search.ts';
import { EmbedChunks } from '../../core/server/knowledge/embed-chunks.ts';
import { NoEmbeddings, OpenAiEmbeddings } from './agents/openai-embeddings.ts';
import { KyselyKnowledgeRepository } from './db/kysely-knowledge-repository.ts';
import { DEFAULT_TEXT_EXTRACTION_LIMITS, PiscinaTextExtractor, type TextExtractionLimits } from './knowledge/piscina-text-extractor.ts';
import { DEFAULT_URL_FETCH_SETTINGS, GuardedUrlFetcher, type UrlFetchSettings } from './knowledge/guarded-url-fetcher.ts';
import { KnowledgeRetrieval } from './agents/knowledge-retrieval.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../core/domain/knowledge-base.ts';
import type { DatabaseHandle } from './db/open-database.ts';
import type { HttpUseCases } from './http/http-use-cases.ts';

export interface ContainerSettings {
  database: DatabaseHandle;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  version: string;
  appUrl: string;
  log: (line: string) => void;
  loginThrottle?: LoginThrottleSettings;
  stripe?: { secretKey: string; webhookSecret: string; apiBaseUrl?: string };
  registration?: RegistrationPolicy;
  dataDir: string;
  /** An OpenAI-compatible model; `embeddingModel` (null: none) also gives the knowledge base vector search. */
  llm?: { apiKey: string; model: string; baseUrl?: string; embeddingModel?: string | null };
  offlineEnginePaceMs?: number;
  redis?: { url: string; prefix: string; runLockMs: number; concurrency: number };
  role?: 'all' | 'api' | 'worker';
  smtp?: { url: string; from: string };
  /** Upload limit, the URL fetcher's limits and allow-list (defaults: 25 MB; 10 s, 5 MB, 5 redirects, none allowed), and reading's limits (60 s, 1024 MB, 2 threads). */
  knowledgeBase?: { maxUploadBytes?: number; urlFetch?: Partial<UrlFetchSettings>; staleUploadSweepMs?: number; extraction?: Partial<Omit<TextExtractionLimits, 'maxUploadBytes'>> };
}

/** The embedding model asked of an OpenAI-compatible server unless LLM_EMBEDDING_MODEL says otherwise. */
export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';

/** Wires the server process: ports to adapters, use cases to their ports. */
export async function buildServerContainer(settings: ContainerSettings): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  const hasher = new Argon2PasswordHasher();
  const unitOfWork = new KyselyUnitOfWork(settings.database.db);

  container.bind(Clock).toConstantValue(clock);
  container.bind(IdGenerator).toConstantValue(new UuidGenerator());
  container.bind(PasswordHasher).toConstantValue(hasher);
  container.bind(AccessTokenService).toConstantValue(new JoseAccessTokenService(settings.jwtSecret, settings.accessTokenTtlSeconds, clock));
  container.bind(OpaqueTokenFactory).toConstantValue(new CryptoOpaqueTokenFactory());
  container.bind(UnitOfWork).toConstantValue(unitOfWork);
  container.bind(HealthProbe).toConstantValue(unitOfWork);
  container.bind<AuthSettings>(AuthSettings).toConstantValue({ refreshTokenTtlMs: settings.refreshTokenTtlMs });
  container.bind<string>(TimingDummyHash).toConstantValue(await hasher.hash('timing-equaliser-not-a-password'));
  container.bind<string>(AppVersion).toConstantValue(settings.version);
  container.bind(PlanCatalogue).toConstantValue(DEFAULT_PLAN_CATALOGUE);
  container.bind(CreditPackCatalogue).toConstantValue(DEFAULT_CREDIT_PACK_CATALOGUE);
  container.bind(Mailer).toConstantValue(settings.smtp ? new SmtpMailer(settings.smtp.url, settings.smtp.from) : new OutboxMailer(settings.database.db, settings.log));
  container.bind(ImageRenderer).toConstantValue(new ResvgImageRenderer());
  container.bind(PublicEmailDomains).toConstantValue(new ListedPublicEmailDomains());
  container.bind(CommonPasswords).toConstantValue(new ZxcvbnCommonPasswords());
  container.bind<string>(AppUrl).toConstantValue(settings.appUrl);
  container.bind(RateLimitStore).toConstantValue(settings.redis ? new RedisRateLimitStore(settings.redis.url, settings.redis.prefix) : new InMemoryRateLimitStore());
  container.bind(RunEventRepository).toConstantValue(new KyselyRunEventRepository(settings.database.db));
  container.bind(AgentConfigRepository).toConstantValue(new KyselyAgentConfigRepository(settings.database.db));
  // Scale-out: with REDIS_URL, events, runs and rate limits are shared by every process.
  const redis = settings.redis;
  container.bind(RunEventBus).toConstantValue(redis ? new RedisRunEventBus(redis.url, redis.prefix) : new InProcessRunEventBus());
  container.bind(RunQueue).toConstantValue(
    redis ? new BullRunQueue({ url: redis.url, prefix: redis.prefix, concurrency: redis.concurrency, lockMs: redis.runLockMs }) : new InProcessRunQueue(),
  );
  // Runs left queued without a job (an API process died between commit and queueing): swept every lock
  // period on workers, re-queued after one, given up and refunded after ten minutes.
  container.bind<StrandedRunSettings>(StrandedRunSettings).toConstantValue({ graceMs: redis?.runLockMs ?? 30_000, giveUpMs: 10 * 60_000, sweepMs: redis?.runLockMs ?? 30_000 });
  const llm = settings.llm ? new OpenAiLlmProvider(settings.llm.model, settings.llm.apiKey, settings.llm.baseUrl) : new OfflineLlmProvider(settings.offlineEnginePaceMs);
  container.bind(LlmProvider).toConstantValue(llm);
  container.bind<RuntimeInfo>(RuntimeInfo).toConstantValue({
    role: settings.role ?? 'all',
    adapters: {
      database: settings.database.kind,
      events: redis ? 'redis' : 'in-process',
      queue: redis ? 'redis' : 'in-process',
      rate_limits: redis ? 'redis' : 'in-process',
      llm: llm.offline ? 'offline engine' : llm.name,
    },
  });
  // The knowledge base: documents and URL sources, chunked and indexed (FTS5 on SQLite, tsvector on PostgreSQL).
  const knowledgeRepository = new KyselyKnowledgeRepository(settings.database.db, settings.database.kind);
  container.bind(KnowledgeRepository).toConstantValue(knowledgeRepository);
  container.bind(DocumentStorage).toConstantValue(new FileBlobStorage(settings.dataDir, 'documents'));
  // Files are read and chunked in worker threads, within time and memory limits (the server closes the pool).
  container.bind(TextExtractor).toConstantValue(new PiscinaTextExtractor({ ...DEFAULT_TEXT_EXTRACTION_LIMITS, ...settings.knowledgeBase?.extraction, maxUploadBytes: settings.knowledgeBase?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES }));
  container.bind(UrlFetcher).toConstantValue(new GuardedUrlFetcher({ ...DEFAULT_URL_FETCH_SETTINGS, ...settings.knowledgeBase?.urlFetch }));
  container.bind(KnowledgeQueue).toConstantValue(
    redis ? new BullRunQueue({ url: redis.url, prefix: redis.prefix, concurrency: 2, lockMs: redis.runLockMs, name: 'knowledge-jobs' }) : new InProcessRunQueue(2),
  );
  container.bind<KnowledgeSettings>(KnowledgeSettings).toConstantValue({
    maxUploadBytes: settings.knowledgeBase?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    uploadUrlTtlMs: 15 * 60_000,
    staleUploadSweepMs: settings.knowledgeBase?.staleUploadSweepMs ?? 5 * 60_000,
  });
  // Vector search joins full-text search when the model's server offers embeddings; the offline engine has none.
  const embeddingModel = settings.llm?.embeddingModel === undefined ? DEFAULT_EMBEDDING_MODEL : settings.llm.embeddingModel;
  const embeddings = settings.llm && embeddingModel ? new OpenAiEmbeddings(embeddingModel, settings.llm.apiKey, settings.llm.baseUrl) : new NoEmbeddings();
  container.bind(EmbeddingProvider).toConstantValue(embeddings);
  const chunkSearch = new HybridChunkSearch(knowledgeRepository, embeddings);
  container.bind(HybridChunkSearch).toConstantValue(chunkSearch);
  container.bind(Retrieval).toConstantValue(new KnowledgeRetrieval(knowledgeRepository, new SpaceProfileRetrieval(settings.database.db), chunkSearch));
  container.bind(ArtifactStorage).toConstantValue(new FileBlobStorage(settings.dataDir, 'artifacts'));
  container.bind(Scheduler).toConstantValue(new TimerScheduler());
  container.bind(LinkSigner).toConstantValue(new HmacLinkSigner(`artifacts:${settings.jwtSecret}`));
  container.bind(RegistrationPolicy).toConstantValue(settings.registration ?? DEFAULT_REGISTRATION_POLICY);
  // The admin Integrations screen: adapter names only, never a key or a connection string.
  const registration = settings.registration ?? DEFAULT_REGISTRATION_POLICY;
  container.bind<IntegrationSettings>(IntegrationSettings).toConstantValue({
    llm: llm.offline
      ? { adapter: 'offline_engine', model: null, embeddings: null }
      : { adapter: 'openai_compatible', model: llm.name, embeddings: embeddings instanceof NoEmbeddings ? null : embeddingModel || null },
    payments: settings.stripe ? { adapter: 'stripe', test_mode: false } : { adapter: 'offline', test_mode: true },
    mail: settings.smtp ? { adapter: 'smtp', from: settings.smtp.from } : { adapter: 'outbox', from: null },
    database: { adapter: settings.database.kind },
    events: { adapter: redis ? 'redis' : 'in-process', queue: redis ? 'redis' : 'in-process', rate_limits: redis ? 'redis' : 'in-process' },
    process_role: settings.role ?? 'all',
    registration: { mode: registration.mode, require_verified_email: registration.requireVerifiedEmail },
  });
  container.bind(PaymentProvider).toConstantValue(
    settings.stripe ? new StripePaymentProvider(settings.stripe.secretKey, settings.stripe.webhookSecret, settings.appUrl, settings.stripe.apiBaseUrl) : new OfflinePaymentProvider(),
  );
  container.bind(AuditTrail).toConstantValue(new KyselyAuditTrail(settings.database.db, clock));
  container.bind<LoginThrottleSettings>(LoginThrottleSettings).toConstantValue(settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);

  const useCases: (new (...args: never[]) => unknown)[] = [
    SessionIssuer, RegisterAccount, SignIn, RefreshSession, SignOut, Authenticate,
    GetCurrentUser, SeedPlatformAdmin, ListSpaces, CreateSpace, CheckHealth, CheckSpaceAccess,
    CreditAccounts, GetBillingOverview, DeductCredits, AddCredits, PurchaseCredits, ChangePlan, ListTransactions,
    ManageOrganization, ManageMembers, InviteMember, ManageJoinRequests, CheckEmailDomain, RegisterWithDomain,
    LoginThrottle, AddressLimit, PasswordRules, PlatformAdmin, DescribeIntegrations, ManageSpace, ConfirmPayment, HandlePaymentWebhook,
    MailLinks, EmailVerification, ManageWaitlist, ImportLedgerRecords,
    AgentChat, StartAgentRun, ExecuteAgentRun, RecoverInterruptedRuns, RequeueStrandedRuns, SessionAccess, RunEvents, RunCancellations, ArtifactLinks, AgentConfiguration, OpenChargedRun, RequestKeys, SessionEventStream,
    ManageDocuments, ManageUrlSources, ManageBrandVoice, ProcessKnowledgeJob, SweepStaleUploads, KnowledgeHousekeeping, EmbedChunks,
  ];
  for (const useCase of useCases) container.bind(useCase).toSelf();
  return container;
}

export function resolveHttpUseCases(container: Container): HttpUseCases {
  return {
    registerAccount: container.get(RegisterAccount),
    signIn: container.get(SignIn),
    refreshSession: container.get(RefreshSession),
    signOut: container.get(SignOut),
    authenticate: container.get(Authenticate),
    getCurrentUser: container.get(GetCurrentUser),
    listSpaces: container.get(ListSpaces),
    createSpace: container.get(CreateSpace),
    checkHealth: container.get(CheckHealth),
    checkSpaceAccess: container.get(CheckSpaceAccess),
    billingOverview: container.get(GetBillingOverview),
    deductCredits: container.get(DeductCredits),
    addCredits: container.get(AddCredits),
    purchaseCredits: container.get(PurchaseCredits),
    changePlan: container.get(ChangePlan),
    listTransactions: container.get(ListTransactions),
    manageOrganization: container.get(ManageOrganization),
    manageMembers: container.get(ManageMembers),
    inviteMember: container.get(InviteMember),
    manageJoinRequests: container.get(ManageJoinRequests),
    checkEmailDomain: container.get(CheckEmailDomain),
    registerWithDomain: container.get(RegisterWithDomain),
    platformAdmin: container.get(PlatformAdmin),
    describeIntegrations: container.get(DescribeIntegrations),
    manageSpace: container.get(ManageSpace),
    handlePaymentWebhook: container.get(HandlePaymentWebhook),
    emailVerification: container.get(EmailVerification),
    manageWaitlist: container.get(ManageWaitlist),
    importLedgerRecords: container.get(ImportLedgerRecords),
    agentChat: container.get(AgentChat),
    startAgentRun: container.get(StartAgentRun),
    sessionEventStream: container.get(SessionEventStream),
    agentConfiguration: container.get(AgentConfiguration),
    manageDocuments: container.get(ManageDocuments),
    manageUrlSources: container.get(ManageUrlSources),
    manageBrandVoice: container.get(ManageBrandVoice),
  };
}
