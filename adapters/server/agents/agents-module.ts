import { ContainerModule } from 'inversify';
import { ArtifactStorage, LinkSigner, LlmProvider, RunEventBus, RunFailureLog, RunQueue } from '../../../core/server/agents/ports.ts';
import { StderrRunFailureLog } from './stderr-run-failure-log.ts';
import { RunEventRepository } from '../../../core/server/agents/run-event-repository.ts';
import { AgentConfigRepository } from '../../../core/server/agents/agent-config-repository.ts';
import { ImageRenderer } from '../../../core/server/agents/image-renderer.ts';
import { ExecuteAgentRun } from '../../../core/server/agents/execute-agent-run.ts';
import { ReferencedMaterial } from '../../../core/server/agents/referenced-material.ts';
import { SpaceLibrary } from '../../../core/server/agents/space-library.ts';
import { RecoverInterruptedRuns } from '../../../core/server/agents/recover-interrupted-runs.ts';
import { RequeueStrandedRuns, StrandedRunSettings } from '../../../core/server/agents/requeue-stranded-runs.ts';
import { RetryRunsOfStoppedWorkers } from '../../../core/server/agents/retry-runs-of-stopped-workers.ts';
import { WorkerHeartbeat, WorkerHeartbeatSettings } from '../../../core/server/agents/worker-heartbeat.ts';
import { heartbeatSettings } from '../modules/scale-out-adapters.ts';
import { SessionAccess } from '../../../core/server/agents/session-access.ts';
import { RunEvents } from '../../../core/server/agents/run-events.ts';
import { RunCancellations } from '../../../core/server/agents/run-cancellations.ts';
import { ArtifactLinks } from '../../../core/server/agents/artifact-links.ts';
import { OpenChargedRun } from '../../../core/server/agents/open-charged-run.ts';
import { RequestKeys } from '../../../core/server/idempotency/request-keys.ts';
import { KyselyRunEventRepository } from '../db/kysely-run-event-repository.ts';
import { KyselyAgentConfigRepository } from '../db/kysely-agent-config-repository.ts';
import { OfflineLlmProvider } from './offline-llm-provider.ts';
import { PiscinaImageRenderer } from './piscina-image-renderer.ts';
import { FileBlobStorage } from '../files/file-blob-storage.ts';
import { HmacLinkSigner } from './hmac-link-signer.ts';
import { agentRoutes, agentRouteUseCases, artifactDownloadRoutes, artifactDownloadRouteUseCases } from './agent-routes.ts';
import { agentSocketRoutes, agentSocketRouteUseCases } from './agent-socket-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, socketRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { Closable } from '../closable.ts';

/** Agent runs: charged sends, the run queue and its workers, the model, events over the socket and polling, artifacts, per-space agent settings. */
export const agentsModule: FeatureModuleFactory = (settings, scaleOut) => ({
  name: 'agents',
  bindings: new ContainerModule(async ({ bind }) => {
    bind(RunEventRepository).toConstantValue(new KyselyRunEventRepository(settings.database.db));
    bind(AgentConfigRepository).toConstantValue(new KyselyAgentConfigRepository(settings.database.db));
    bind(RunEventBus).toConstantValue(scaleOut.runEventBus);
    bind(RunQueue).toConstantValue(scaleOut.runQueue);
    // Runs left queued without a job (an API process died between commit and queueing): swept every lock
    // period on workers, re-queued after one, given up and refunded after ten minutes.
    const lockMs = settings.redis?.runLockMs ?? 30_000;
    bind<StrandedRunSettings>(StrandedRunSettings).toConstantValue({ graceMs: lockMs, giveUpMs: 10 * 60_000, sweepMs: lockMs });
    // Runs whose worker stopped beating: retried on another worker (or closed) within a few beats, not a lock period.
    bind(WorkerHeartbeat).toConstantValue(scaleOut.workerHeartbeat);
    bind<WorkerHeartbeatSettings>(WorkerHeartbeatSettings).toConstantValue(heartbeatSettings(settings.redis));
    // The OpenAI client is imported only with a model configured (about 6 MB the offline engine never uses).
    const llm = settings.llm;
    bind(LlmProvider).toConstantValue(llm ? new (await import('./openai-llm-provider.ts')).OpenAiLlmProvider(llm.model, llm.apiKey, llm.baseUrl, { idleMs: (llm.idleSeconds ?? 60) * 1000 }) : new OfflineLlmProvider(settings.offlineEnginePaceMs));
    bind(RunFailureLog).toConstantValue(new StderrRunFailureLog());
    const imageRenderer = new PiscinaImageRenderer();
    bind(ImageRenderer).toConstantValue(imageRenderer);
    // Its worker threads end at shutdown.
    bind(Closable).toConstantValue(imageRenderer);
    bind(ArtifactStorage).toConstantValue(new FileBlobStorage(settings.dataDir, 'artifacts'));
    bind(LinkSigner).toConstantValue(new HmacLinkSigner(`artifacts:${settings.jwtSecret}`));
    bindUseCases(bind, [ExecuteAgentRun, RecoverInterruptedRuns, RequeueStrandedRuns, RetryRunsOfStoppedWorkers, SessionAccess, RunEvents, RunCancellations, ArtifactLinks, OpenChargedRun, RequestKeys, ReferencedMaterial, SpaceLibrary]);
  }),
  routes: [httpRoutes(agentRouteUseCases, agentRoutes), httpRoutes(artifactDownloadRouteUseCases, artifactDownloadRoutes), socketRoutes(agentSocketRouteUseCases, agentSocketRoutes)],
});
