import { inject, injectable } from 'inversify';
import { ArtifactStorage, LlmProvider, Retrieval, RunFailureLog, type LlmEnd, type LlmToolCall } from './ports.ts';
import { ModelFailure } from './model-failure.ts';
import { RunInterrupted } from './run-interrupted.ts';
import { K_VALUES } from '../../domain/agents/agent-cost.ts';
import { ManageBrandVoice } from '../knowledge/manage-brand-voice.ts';
import { ImageRenderer } from './image-renderer.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { CreditAccounts } from '../billing/credit-accounts.ts';
import { RunEvents } from './run-events.ts';
import type { RunEventBody } from '../../domain/agents/run-event.ts';
import { RunCancellations } from './run-cancellations.ts';
import { ArtifactLinks } from './artifact-links.ts';
import { catalogueAnswer } from './tasks/offline-engine.ts';
import { mostDistinctVersion } from './tasks/distinct-version.ts';
import { tasksOf } from './tasks/catalogue.ts';
import { modelBrief } from './tasks/model-brief.ts';
import { briefMisses } from './tasks/brief-misses.ts';
import type { PreviousAnswer } from './tasks/agent-task.ts';
import type { AgentSlug, Brief } from './brief/brief.ts';
import { ReferencedMaterial } from './referenced-material.ts';
import { SpaceLibrary } from './space-library.ts';
import { SpaceMarketingFigures } from '../integrations/space-marketing-figures.ts';
import { agentModelTools } from './agent-model-tools.ts';
import { profileSummary } from './tools/agent-context.ts';
import { inReadingOrder, type VersionedMessage } from './answer-versions.ts';
import { catalogueSources } from './answer-sources.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { CANCELLED_BY_USER, agentDisplayName, findAgent } from '../../domain/agents/agents.ts';
import type { AgentRunRecord, ArtifactRecord } from './records.ts';
import type { AgentContext } from './tools/agent-context.ts';
import { AgentToolbox, type AgentToolSet } from './actions/agent-toolbox.ts';
import { OfflineAgentActions } from './actions/offline-agent-actions.ts';
import { ProposalRepository } from './actions/proposal-repository.ts';
import { WorkerHeartbeat } from './worker-heartbeat.ts';
import type { ProposalDraft, ToolScope } from '../integrations/actions/integration-tool.ts';

const MAX_TOKENS = 4000;
/** The agents whose advice rests on the space's analytics and ad figures. */
const FIGURE_AGENTS = new Set(['cmo', 'strategy-review-agent']);

/**
 * The worker side of a run: progress events for the six stages, the agent's tools, the model (or the
 * offline engine) streaming tokens, the assistant message, artifacts, and `agent_response`. The answer, its
 * artifact rows and the `completed` status commit together; a run that fails or is cancelled before its
 * answer gets its final status, exactly one refund and an assistant note in one commit. Events are appended
 * as the run goes, outside those commits: they carry no money.
 */
@injectable()
export class ExecuteAgentRun {
  constructor(
    @inject(LlmProvider) private readonly llm: LlmProvider,
    @inject(ArtifactStorage) private readonly files: ArtifactStorage,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(RunEvents) private readonly events: RunEvents,
    @inject(RunCancellations) private readonly cancellations: RunCancellations,
    @inject(ArtifactLinks) private readonly links: ArtifactLinks,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Retrieval) private readonly retrieval: Retrieval,
    @inject(ManageBrandVoice) private readonly brandVoices: ManageBrandVoice,
    @inject(ImageRenderer) private readonly images: ImageRenderer,
    @inject(ReferencedMaterial) private readonly material: ReferencedMaterial,
    @inject(SpaceLibrary) private readonly library: SpaceLibrary,
    @inject(SpaceMarketingFigures) private readonly figures: SpaceMarketingFigures,
    @inject(AgentToolbox) private readonly toolbox: AgentToolbox,
    @inject(OfflineAgentActions) private readonly offlineActions: OfflineAgentActions,
    @inject(ProposalRepository) private readonly proposalRepo: ProposalRepository,
    @inject(RunFailureLog) private readonly failures: RunFailureLog,
    @inject(WorkerHeartbeat) private readonly heartbeat: WorkerHeartbeat,
  ) {}

  async execute(requestId: string): Promise<void> {
    const run = await this.uow.run((repos) => repos.agentRuns.find(requestId));
    if (!run) return;
    if (run.status === 'running') {
      // The queue handed over a job whose worker's lock lapsed. A run with an owner is the heartbeat's to judge
      // (RetryRunsOfStoppedWorkers retries it when its worker stopped, and leaves it to a live one); one started
      // before owners were recorded is closed and refunded rather than run twice.
      if (run.workerId !== null) return;
      return this.finishUnanswered(run, 'failed', new RunInterrupted(AgentsServerMessages.workerStopped));
    }
    const attempt = run.attempt;
    if (!(await this.uow.run((repos) => repos.agentRuns.start(requestId, attempt, this.heartbeat.workerId, this.clock.now())))) return;
    const signal = this.cancellations.register(requestId);
    // This process was taken for dead (its beat lapsed) and its attempt may have been retried elsewhere: it stops
    // writing to the chat once it sees that; its answer or refund could not commit anyway (fenced by attempt).
    let lapses = this.heartbeat.lapses;
    let superseded = false;
    const emit = async (event: RunEventBody) => {
      if (this.heartbeat.lapses !== lapses) {
        lapses = this.heartbeat.lapses;
        const now = await this.uow.run((repos) => repos.agentRuns.find(requestId));
        if (now?.status !== 'running' || now.attempt !== attempt) superseded = true;
      }
      if (superseded) throw new RunInterrupted(AgentsServerMessages.workerStopped);
      return this.events.emit(run.sessionId, requestId, event);
    };
    // What the model streamed before a cancel: the note keeps it, marked as cut off.
    let partial = (): string => '';
    let toolSet: AgentToolSet | null = null;
    try {
      const agent = findAgent(run.agentSlug)!;
      // agent_start went out when the run was accepted (StartAgentRun).
      const { ctx, previous, earlier } = await this.context(run);
      await emit({ type: 'progress_update', stage: 'tool_start', message: 'Running analysis tools...' });
      // Every agent answers from a brief of the request and its task catalogue.
      const agentSlug = run.agentSlug as AgentSlug;
      // A regenerate on the offline engine is the candidate version that repeats the least of those already written.
      const catalogued =
        this.llm.offline && earlier.length
          ? mostDistinctVersion(earlier, ctx.version ?? 1, (version) => {
              const answer = catalogueAnswer(agentSlug, { ...ctx, version }, previous);
              return { result: answer, text: answer.field ?? answer.draft };
            })
          : catalogueAnswer(agentSlug, ctx, previous);
      // Acting through connected tools: the offline engine calls the tool functions itself; a model gets them
      // through MCP. Either way a write tool only proposes, and the proposals are stored with the answer.
      const scope = await this.toolScope(run);
      const acted = this.llm.offline && scope ? await this.offlineActions.run(run.agentSlug, ctx.message, catalogued, scope) : null;
      const result = acted ? { ...catalogued, steps: [...catalogued.steps, ...acted.steps], draft: `${catalogued.draft}\n\n${acted.section}`, context: `${catalogued.context}\n${acted.section}` } : catalogued;
      if (!this.llm.offline && scope) toolSet = await this.toolbox.open(scope);
      for (const step of result.steps) await emit({ type: 'tool_output', tool: step.tool, message: step.summary });
      this.throwIfCancelled(signal);
      await emit({ type: 'progress_update', stage: 'llm_start', message: this.llm.offline ? 'Composing the answer (offline engine)...' : 'Writing the answer...' });
      await emit({ type: 'stream_start' });
      let text = '';
      let end: LlmEnd = 'complete';
      partial = () => text;
      const extra = ctx.extraInstructions ? `\nInstructions from this space: ${ctx.extraInstructions}` : '';
      // A model gets the space's facts and voice once, in the system message, and calls the agent's tools itself.
      const system = this.llm.offline
        ? `You are the ${agent.name}. ${agent.description} Write from the findings given; cite them; never invent facts.${extra}`
        : `You are the ${agent.name}. ${agent.description} Use your tools to analyse what the request points at and to search the knowledge base; write from what they return; never invent facts.\nSpace profile:\n${profileSummary(ctx)}\nBrand voice: ${ctx.brandVoice ?? 'none saved'}${extra}` + `\n${modelBrief(catalogued.brief, tasksOf(agentSlug).find((t) => t.id === catalogued.brief.task) ?? null, tasksOf(agentSlug), previous)}`;
      const onToolCall = async (call: LlmToolCall) => {
        if (call.phase === 'start') await emit({ type: 'progress_update', stage: 'tool_start', message: `${call.tool}: ${call.message}` });
        else await emit({ type: 'tool_output', tool: call.tool, message: call.phase === 'error' ? `failed: ${call.message}` : call.message });
      };
      const tools = this.llm.offline ? undefined : [...agentModelTools(run.agentSlug, ctx, this.retrieval, { orgId: run.orgId, spaceId: run.spaceId }), ...(toolSet?.tools ?? [])];
      for await (const token of this.llm.stream({ system, prompt: ctx.message, context: result.context, draft: result.draft, maxTokens: MAX_TOKENS, signal, onEnd: (e) => (end = e), tools, onToolCall })) {
        this.throwIfCancelled(signal);
        text += token;
        await emit({ type: 'stream_token', token });
      }
      // A model's answer that misses what can be counted in the brief (pieces, words, the offer's code) gets one repair turn.
      const misses = !this.llm.offline && end === 'complete' ? briefMisses(text, catalogued.brief) : [];
      if (misses.length) {
        await emit({ type: 'progress_update', stage: 'llm_start', message: `Revising to meet the request: ${misses.join('; ')}` });
        await emit({ type: 'stream_start' });
        const first = text;
        text = '';
        const repair = `${ctx.message}\n\nYour previous answer:\n${first}\n\nIt missed: ${misses.join('; ')}. Write the whole answer again so that it meets every point.`;
        for await (const token of this.llm.stream({ system, prompt: repair, context: result.context, draft: result.draft, maxTokens: MAX_TOKENS, signal, onEnd: (e) => (end = e) })) {
          this.throwIfCancelled(signal);
          text += token;
          await emit({ type: 'stream_token', token });
        }
      }
      await emit({ type: 'stream_complete' });
      await emit({ type: 'progress_update', stage: 'llm_end', message: 'Just finishing up...' });
      this.throwIfCancelled(signal);
      await emit({ type: 'progress_update', stage: 'tool_end', message: 'Saving results...' });
      const messageId = this.ids.next();
      const now = this.clock.now();
      // Every SVG image also ships as a PNG, for tools that cannot show SVG. A file that cannot be made fails
      // alone (docs/DECISIONS.md A5): the answer and the other files stand, and the failed one says why.
      const rendered = await Promise.all(
        result.artifacts
          .filter((a) => a.mimeType === 'image/svg+xml')
          .map(async (a) => {
            const png = { ...a, subtype: 'png', filename: a.filename.replace(/\.svg$/, '.png'), mimeType: 'image/png' };
            try {
              return { ...png, data: await this.images.svgToPng(a.data, svgWidth(a.data) ?? 1200) };
            } catch (error) {
              this.failures.failed(requestId, error);
              return { ...png, data: null };
            }
          }),
      );
      // The files go first (they hold no money); their rows, the answer and `completed` then commit together,
      // so a poll that sees the answer sees its artifacts too, and a run is never completed without its answer.
      const artifacts: ArtifactRecord[] = [];
      for (const artifact of [...result.artifacts, ...rendered]) {
        const id = this.ids.next();
        const key = `${run.orgId}/${run.spaceId}/${id}/${artifact.filename}`;
        let stored = artifact.data !== null;
        if (artifact.data) {
          try {
            await this.files.put(key, artifact.data);
          } catch (error) {
            this.failures.failed(requestId, error);
            stored = false;
          }
        }
        const base = { id, orgId: run.orgId, spaceId: run.spaceId, sessionId: run.sessionId, messageId, artifactType: artifact.type, artifactSubtype: artifact.subtype, filename: artifact.filename, mimeType: artifact.mimeType, createdAt: now };
        artifacts.push(
          stored && artifact.data
            ? { ...base, sizeBytes: artifact.data.byteLength, generationStatus: 'completed', errorMessage: null, storageKey: key }
            : { ...base, sizeBytes: 0, generationStatus: 'failed', errorMessage: AgentsServerMessages.artifactNotMade(artifact.filename), storageKey: null },
        );
      }
      // The cards go in before the answer (they hold no money): a poll that sees the answer sees its cards. Until the
      // answer is stored they are invisible (listed and applied only with their message), and stay so if it never is.
      const proposals: ProposalDraft[] = [...(acted?.proposals ?? []), ...(toolSet?.proposals ?? [])];
      await this.proposalRepo.addAll(proposals.map((p) => ({ id: this.ids.next(), orgId: run.orgId, spaceId: run.spaceId, sessionId: run.sessionId, messageId, requestId, action: p.action, title: p.title, target: p.target, details: p.details, payload: p.payload, status: 'pending' as const, createdFor: run.userId, createdAt: now, claimedAt: null, appliedBy: null, appliedAt: null, resultSummary: null, resultLink: null, externalId: null, error: null })));
      const declined = this.llm.offline && catalogued.brief.task === null && !catalogued.brief.revision;
      const answered = await this.uow.run(async (repos) => {
        // A cancel or a restart may have closed the run meanwhile: then it was refunded, and no answer is stored.
        if (!(await repos.agentRuns.transition(requestId, ['running'], 'completed', this.clock.now(), null, attempt))) return false;
        // An honest "this agent cannot do that" is not charged (docs/DECISIONS.md): refunded with the answer, in the same commit.
        if (declined) await this.accounts.refund(repos, run.orgId, run.cost, { userId: run.userId, spaceId: run.spaceId, feature: 'ai_agents', activity: `Refund: declined ${agentDisplayName(run.agentSlug)} request`, agentName: run.agentSlug, mode: run.mode, relatedType: 'chat_session', relatedId: run.sessionId, idempotencyKey: `refund:${run.requestId}` });
        for (const record of artifacts) await repos.artifacts.add(record);
        await repos.chats.addMessage({
          id: messageId,
          sessionId: run.sessionId,
          role: 'assistant',
          content: text,
          requestId,
          createdAt: now,
          rating: null,
          feedbackCategories: [],
          feedbackText: null,
          transactionId: declined ? null : run.transactionId,
          metadata: {
            engine: this.llm.offline ? 'offline engine' : this.llm.name,
            tools: result.steps,
            // The sources as data, so the answer shows them as chips that open the cited passage: what the
            // catalogue engine's deliverable used, else what retrieval found for an older pipeline's answer.
            sources: catalogueSources({ used: catalogued.used, found: ctx.sources ?? [], referenced: ctx.referenced ?? [], profile: ctx.profile, produced: Boolean(catalogued.field) }),
            // An answer the model cut off at its token limit can be continued (spec 3: truncatedDueToTokens).
            ...(end === 'cut_off' ? { truncated_due_to_tokens: true, truncation_reason: 'max_tokens' } : {}),
            branch: branchOf(run),
            ...(result.brandVoiceProposal ? { brand_voice_proposal: result.brandVoiceProposal } : {}),
            // What a follow-up in this chat revises: the brief and the deliverable this answer was written as.
            brief: catalogued.keeps?.brief ?? catalogued.brief,
            deliverable: catalogued.keeps?.deliverable ?? catalogued.field ?? '',
            ...(declined ? { declined: true } : {}),
          },
          versionOf: versionOf(run),
        });
        await repos.chats.touchSession(run.sessionId, now);
        return true;
      });
      if (!answered) return;
      if (proposals.length) await emit({ type: 'proposals_created', message_id: messageId, count: proposals.length });
      for (const record of artifacts) {
        if (record.generationStatus === 'failed') await emit({ type: 'artifact_generated', artifact_id: record.id, artifact_type: record.artifactType, status: 'failed', error: record.errorMessage, message_id: messageId, filename: record.filename, mime_type: record.mimeType });
        else await emit({ type: 'artifact_generated', artifact_id: record.id, artifact_type: record.artifactType, status: 'completed', download_url: this.links.urlFor(record), message_id: messageId, filename: record.filename, mime_type: record.mimeType, size_bytes: record.sizeBytes });
      }
      await emit({ type: 'progress_update', stage: 'agent_finish', message: 'Wrapping up the response...' });
      const engine = this.llm.offline ? 'offline engine' : this.llm.name;
      await emit({ type: 'agent_response', message_id: messageId, response: text, engine, ...(agent.responseField ? { [agent.responseField]: result.field ?? text } : {}) });
    } catch (error) {
      if (superseded) return;
      if (!signal.aborted) this.failures.failed(requestId, error);
      await this.finishUnanswered(run, signal.aborted ? 'cancelled' : 'failed', error, { partial, attempt });
    } finally {
      this.cancellations.release(requestId);
      await toolSet?.close().catch(() => undefined);
    }
  }

  /**
   * Closes a run that produced no answer: its final status, the refund and an assistant note in one commit, then the
   * event. With `attempt`, only while the run is still at that attempt: a worker closes only its own attempt.
   */
  async finishUnanswered(run: AgentRunRecord, outcome: 'cancelled' | 'failed', error?: unknown, options: { partial?: () => string; attempt?: number } = {}): Promise<void> {
    const streamed = outcome === 'cancelled' ? (options.partial?.() ?? '') : '';
    const content = outcome === 'cancelled' ? CANCELLED_BY_USER : errorText(error);
    const now = this.clock.now();
    const closed = await this.uow.run(async (repos) => {
      // Of two closers (a cancel, the worker, a restart) only the one that moves the run refunds it.
      if (!(await repos.agentRuns.transition(run.requestId, ['queued', 'running'], outcome, now, outcome === 'failed' ? content : null, options.attempt))) return false;
      const key = `refund:${run.requestId}`;
      if (!(await repos.ledger.findByIdempotencyKey(run.orgId, key))) {
        await this.accounts.refund(repos, run.orgId, run.cost, { userId: run.userId, spaceId: run.spaceId, feature: 'ai_agents', activity: `Refund: ${outcome} ${agentDisplayName(run.agentSlug)} run`, agentName: run.agentSlug, mode: run.mode, relatedType: 'chat_session', relatedId: run.sessionId, idempotencyKey: key });
      }
      await repos.chats.addMessage({ id: this.ids.next(), sessionId: run.sessionId, role: 'assistant', content, requestId: run.requestId, createdAt: now, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: { outcome, branch: branchOf(run), ...(streamed ? { partial_text: streamed } : {}) }, versionOf: versionOf(run) });
      return true;
    });
    if (!closed) return;
    if (outcome === 'cancelled') await this.events.emit(run.sessionId, run.requestId, { type: 'run_cancelled', message: CANCELLED_BY_USER });
    else await this.events.emit(run.sessionId, run.requestId, { type: 'agent_error', error: content });
  }

  /** What the run writes from, and the chat's previous answer a follow-up revises (one read of the session's messages for both). */
  private async context(run: AgentRunRecord): Promise<{ ctx: AgentContext; previous: PreviousAnswer | null; earlier: string[] }> {
    const input = run.input as { message?: string; brand_voice?: string | null; k_value_ref_docs?: number; k_value_kb?: number; k_value_url?: number; referenced_document_ids?: string[]; referenced_web_source_ids?: string[]; extra_instructions?: string };
    const root = versionOf(run);
    const { profile, space, ordered } = await this.uow.run(async (repos) => ({
      profile: await repos.spaces.profileAnswers(run.spaceId),
      space: await repos.spaces.findById(run.spaceId),
      ordered: inReadingOrder(await repos.chats.listMessages(run.sessionId)),
    }));
    // A regenerate writes the next version of its answer; the offline engine words each version differently.
    const version = root ? 1 + ordered.filter((v) => v.message.id === root || v.message.versionOf === root).length : 1;
    const message = String(input.message ?? '');
    const documentIds = input.referenced_document_ids ?? [];
    const urlIds = input.referenced_web_source_ids ?? [];
    const hits = await this.retrieval.search({
      orgId: run.orgId,
      spaceId: run.spaceId,
      query: message,
      k: { refDocs: input.k_value_ref_docs ?? K_VALUES.k_value_ref_docs, kb: input.k_value_kb ?? K_VALUES.k_value_kb, url: input.k_value_url ?? K_VALUES.k_value_url },
      referencedDocumentIds: documentIds,
      referencedWebSourceIds: urlIds,
    });
    const referenced = await this.material.read(run.spaceId, message, documentIds, urlIds);
    // The request's own brand voice wins; otherwise every agent that writes follows the space's.
    const brandVoice = input.brand_voice?.trim() || (await this.brandVoices.contentFor(run.spaceId));
    const ctx: AgentContext = {
      message,
      mode: run.mode,
      profile,
      brandVoice,
      spaceName: space?.name ?? 'your brand',
      sources: hits.map((h) => ({ type: h.sourceType, id: h.sourceId, title: h.title, name: h.name, snippet: h.snippet, chunkIndex: h.chunkIndex })),
      referenced,
      library: await this.library.read(run.spaceId, referenced),
      version,
      extraInstructions: input.extra_instructions?.trim() || undefined,
      // Only the agents that advise on strategy read the connected tools (each read is a call to Google or Meta).
      figures: FIGURE_AGENTS.has(run.agentSlug) ? await this.figures.read(run.spaceId) : undefined,
      today: this.clock.now().toISOString().slice(0, 10),
    };
    // The versions of this answer already written (a regenerate must not repeat them).
    const earlier = root
      ? ordered
          .filter((v) => (v.message.id === root || v.message.versionOf === root) && v.message.role === 'assistant' && v.message.metadata.outcome !== 'failed' && v.message.metadata.outcome !== 'cancelled')
          .map((v) => (typeof v.message.metadata.deliverable === 'string' && v.message.metadata.deliverable ? v.message.metadata.deliverable : v.message.content))
      : [];
    return { ctx: { ...ctx, earlier }, previous: previousAnswerIn(ordered, run), earlier };
  }

  /** Who the run's tools act for: the person who asked, with their current role (null when they are gone). */
  private async toolScope(run: AgentRunRecord): Promise<ToolScope | null> {
    const user = await this.uow.run((repos) => repos.users.findById(run.userId));
    if (!user || user.orgId !== run.orgId) return null;
    return { principal: { userId: user.id, role: user.role, orgId: run.orgId }, orgId: run.orgId, spaceId: run.spaceId };
  }

  private throwIfCancelled(signal: AbortSignal): void {
    if (signal.aborted) throw new Error(CANCELLED_BY_USER);
  }
}

/**
 * The chat's answer before this run's question, with the brief and deliverable it stored: a follow-up
 * ("shorter", "focus on price") revises it. A regenerate looks before the answer it regenerates.
 */
function previousAnswerIn(ordered: VersionedMessage[], run: AgentRunRecord): PreviousAnswer | null {
  const root = versionOf(run);
  const stop = root ? ordered.findIndex((v) => v.message.id === root) : ordered.findIndex((v) => v.message.requestId === run.requestId && v.message.role === 'user');
  const before = (stop < 0 ? ordered : ordered.slice(0, stop)).filter((v) => v.isCurrent);
  const answer = before.filter((v) => v.message.role === 'assistant').at(-1)?.message;
  if (!answer || answer.metadata.outcome === 'failed' || answer.metadata.outcome === 'cancelled') return null;
  const question = before.filter((v) => v.message.role === 'user' && v.message.createdAt <= answer.createdAt).at(-1)?.message;
  const deliverable = typeof answer.metadata.deliverable === 'string' && answer.metadata.deliverable ? answer.metadata.deliverable : answer.content;
  const brief = answer.metadata.brief && typeof answer.metadata.brief === 'object' ? (answer.metadata.brief as Brief) : null;
  return { deliverable, brief, request: question?.content ?? '' };
}

/** A regenerated answer is a new version of the first answer of its turn (the run's input names it). */
function versionOf(run: AgentRunRecord): string | null {
  const id = (run.input as { version_of?: unknown }).version_of;
  return typeof id === 'string' ? id : null;
}

/** The branch the question was asked on (edit and resend), which its answer shares. */
function branchOf(run: AgentRunRecord): Record<string, string> {
  const branch = (run.input as { branch?: unknown }).branch;
  return branch && typeof branch === 'object' ? (branch as Record<string, string>) : {};
}

/** The SVG's own width, so its PNG keeps the platform's size (an Instagram card stays 1080 wide). */
function svgWidth(svg: Uint8Array): number | null {
  const head = new TextDecoder().decode(svg.subarray(0, 2000));
  const width = /<svg\b[^>]*\swidth="(\d{2,4})(?:px)?"/.exec(head)?.[1];
  return width ? Math.min(4000, Number(width)) : null;
}

/**
 * What the person reads when a run fails: our own refusals, the model's failures and the server's interruptions
 * are written for people; any other error (a provider's raw '500 upstream failure', a fault) is not, and goes to
 * the operator's log (RunFailureLog) while the chat shows the spec's default.
 */
function errorText(error: unknown): string {
  if ((error instanceof ServerError || error instanceof ModelFailure || error instanceof RunInterrupted) && error.message) return error.message;
  return AgentsServerMessages.agentFailed;
}
