import { inject, injectable } from 'inversify';
import { AgentStore, ArtifactStorage, LlmProvider, RunEventBus, Scheduler } from './ports.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { SessionAccess } from './session-access.ts';
import { RunCancellations } from './run-cancellations.ts';
import { RunEvents } from './run-events.ts';
import { ArtifactLinks } from './artifact-links.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { AgentConfiguration } from './agent-configuration.ts';
import { runPipeline } from './pipelines/run-pipeline.ts';
import { toArtifactView, toMessageView, toSessionView } from './message-view.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { AGENTS, findAgent } from '../../domain/agents.ts';
import { NEW_CHAT_TITLE } from '../../domain/session-title.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatMessageRecord } from './records.ts';

export const LONG_POLL_MS = 25_000;

/** The chat side of the agent runtime (spec 7.5): catalogue, sessions, messages, polling, cancel and message actions. */
@injectable()
export class AgentChat {
  constructor(
    @inject(AgentStore) private readonly store: AgentStore,
    @inject(LlmProvider) private readonly llm: LlmProvider,
    @inject(RunEventBus) private readonly bus: RunEventBus,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(ArtifactStorage) private readonly files: ArtifactStorage,
    @inject(SessionAccess) private readonly access: SessionAccess,
    @inject(RunCancellations) private readonly cancellations: RunCancellations,
    @inject(RunEvents) private readonly events: RunEvents,
    @inject(ArtifactLinks) private readonly links: ArtifactLinks,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(AgentConfiguration) private readonly configs: AgentConfiguration,
  ) {}

  /** The agents of this space: disabled ones are left out unless `includeDisabled` (the manage screen). */
  async catalogue(spaceId: string, includeDisabled = false) {
    const configs = await this.configs.all(spaceId);
    return AGENTS.filter((a) => includeDisabled || configs.get(a.slug)?.enabled !== false).map((a) => ({
      slug: a.slug,
      name: a.name,
      description: a.description,
      transport: a.transport,
      estimated_credits: a.estimatedCredits,
      engine: this.llm.offline ? 'offline engine' : this.llm.name,
      offline: this.llm.offline,
      enabled: configs.get(a.slug)?.enabled ?? true,
      default_mode: configs.get(a.slug)?.default_mode ?? 'normal',
    }));
  }

  async createSession(principal: Principal, spaceId: string, agentSlug: string) {
    await this.configs.requireEnabled(spaceId, agentSlug);
    const now = this.clock.now();
    const session = { id: this.ids.next(), orgId: principal.orgId!, spaceId, userId: principal.userId, agentSlug, title: NEW_CHAT_TITLE, createdAt: now, updatedAt: now };
    await this.store.createSession(session);
    return { session_id: session.id, created_at: now.toISOString() };
  }

  async sessions(principal: Principal, spaceId: string, agentSlug?: string) {
    return (await this.store.listSessions(spaceId, principal.userId, agentSlug)).map(toSessionView);
  }

  async messages(principal: Principal, spaceId: string, sessionId: string, since?: Date) {
    await this.access.check(principal, sessionId, spaceId);
    return this.views(await this.store.listMessages(sessionId, since));
  }

  async deleteSession(principal: Principal, spaceId: string, sessionId: string) {
    await this.access.check(principal, sessionId, spaceId);
    await this.store.deleteSession(sessionId);
  }

  /** Long poll: answers as soon as a message newer than `since` exists, or empty after about 25 s. */
  async poll(principal: Principal, spaceId: string, sessionId: string, since: Date, signal?: AbortSignal) {
    await this.access.check(principal, sessionId, spaceId);
    const ready = await this.store.listMessages(sessionId, since);
    if (ready.length) return this.views(ready);
    const stop = new AbortController();
    signal?.addEventListener('abort', () => stop.abort(), { once: true });
    const unsubscribe = this.bus.subscribe(sessionId, (event) => {
      if (['agent_response', 'agent_error', 'run_cancelled', 'message_updated'].includes(event.type)) stop.abort();
    });
    try {
      await this.scheduler.delay(LONG_POLL_MS, stop.signal).catch(() => undefined);
    } finally {
      unsubscribe();
    }
    return this.views(await this.store.listMessages(sessionId, since));
  }

  /** Cancel over HTTP or the socket; a run on another process is closed through the store all the same. */
  async cancel(principal: Principal, spaceId: string | null, sessionId: string, requestId: string) {
    await this.access.check(principal, sessionId, spaceId);
    const run = await this.store.findRun(requestId);
    if (!run || run.sessionId !== sessionId) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', ServerMessages.messageNotFound);
    await this.events.emit(sessionId, requestId, 'cancel_ack', {});
    if (!this.cancellations.cancel(requestId)) await this.runs.finishUnanswered(run, 'cancelled');
    return { message: 'Cancellation requested', request_id: requestId };
  }

  async rate(principal: Principal, messageId: string, rating: { rating: number; feedback_categories?: string[]; feedback_text?: string | null }) {
    const message = await this.ownMessage(principal, messageId);
    await this.store.updateMessage(message.id, { rating: rating.rating, feedbackCategories: rating.feedback_categories ?? [], feedbackText: rating.feedback_text ?? null });
    return { message: 'Rating saved', message_id: message.id, rating: rating.rating };
  }

  /** Deletes the message and everything after it in the session. */
  async deleteMessage(principal: Principal, messageId: string) {
    const message = await this.ownMessage(principal, messageId);
    await this.store.deleteMessagesFrom(message.sessionId, message.createdAt);
    return { message: 'Message deleted' };
  }

  /** Writes the answer again from the same request (no new charge: it is the same question). */
  async regenerate(principal: Principal, messageId: string) {
    const message = await this.ownMessage(principal, messageId);
    if (message.role !== 'assistant') throw new ServerError('VALIDATION.INVALID', 'Only an assistant message can be regenerated');
    const session = (await this.store.findSession(message.sessionId))!;
    const history = await this.store.listMessages(session.id);
    const question = [...history].reverse().find((m) => m.role === 'user' && m.createdAt <= message.createdAt);
    if (!question) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', ServerMessages.messageNotFound);
    const { profile, space } = await this.uow.run(async (repos) => ({ profile: await repos.spaces.profileAnswers(session.spaceId), space: await repos.spaces.findById(session.spaceId) }));
    const result = runPipeline(session.agentSlug, { message: question.content, mode: String(question.metadata.mode ?? 'normal'), profile, brandVoice: null, spaceName: space?.name ?? 'your brand' });
    let content = '';
    for await (const token of this.llm.stream({ system: `Regenerate the ${session.agentSlug} answer with fresh wording.`, prompt: question.content, context: result.context, draft: result.draft, maxTokens: 4000, signal: new AbortController().signal })) content += token;
    const newId = this.ids.next();
    await this.store.deleteMessagesFrom(session.id, message.createdAt);
    await this.store.addMessage({ ...message, id: newId, content, createdAt: this.clock.now(), rating: null, feedbackCategories: [], feedbackText: null, metadata: { ...message.metadata, regenerated_from: message.id } });
    await this.events.emit(session.id, message.requestId, 'message_updated', { message_id: newId, content });
    return { new_message_id: newId, content };
  }

  /** Extends a message the model cut at its token limit; complete messages have nothing to continue. */
  async continueMessage(principal: Principal, agentSlug: string, messageId: string) {
    const message = await this.ownMessage(principal, messageId);
    if (!findAgent(agentSlug)) throw new ServerError('AGENT.NOT_FOUND', ServerMessages.agentNotFound);
    if (!message.metadata.truncated_due_to_tokens) throw new ServerError('AGENT.NOT_CONTINUABLE', ServerMessages.notContinuable);
    let addition = '';
    for await (const token of this.llm.stream({ system: 'Continue exactly where the previous answer stopped.', prompt: message.content.slice(-2000), context: '', draft: '', maxTokens: 4000, signal: new AbortController().signal })) addition += token;
    const content = message.content + addition;
    const continuation = Number(message.metadata.continuation_count ?? 0) + 1;
    await this.store.updateMessage(message.id, { content, metadata: { ...message.metadata, truncated_due_to_tokens: false, continuation_count: continuation } });
    await this.events.emit(message.sessionId, message.requestId, 'message_updated', { message_id: message.id, content, continuation_count: continuation, final_output_length: content.length });
    return { message_id: message.id, content, continuation_count: continuation, final_output_length: content.length };
  }

  async artifacts(principal: Principal, spaceId: string) {
    const list = await this.store.listArtifacts(spaceId);
    return list.filter((a) => a.orgId === principal.orgId).map((a) => toArtifactView(a, this.links.urlFor(a)));
  }

  /**
   * The bytes behind a signed link. The link is issued only to members of the space and lives 15 minutes,
   * so a browser can follow it without a bearer token; a caller who does send one must be a member too.
   */
  async download(principal: Principal | null, artifactId: string, expires: number, signature: string) {
    const artifact = await this.store.findArtifact(artifactId);
    if (!artifact || (principal && artifact.orgId !== principal.orgId) || !artifact.storageKey || !this.links.valid(artifactId, expires, signature)) {
      throw new ServerError('AGENT.LINK_INVALID', ServerMessages.linkInvalid);
    }
    const data = await this.files.get(artifact.storageKey);
    if (!data) throw new ServerError('AGENT.LINK_INVALID', ServerMessages.linkInvalid);
    return { data, filename: artifact.filename, mimeType: artifact.mimeType };
  }

  private async ownMessage(principal: Principal, messageId: string): Promise<ChatMessageRecord> {
    const message = await this.store.findMessage(messageId);
    if (!message) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', ServerMessages.messageNotFound);
    await this.access.check(principal, message.sessionId).catch(() => {
      throw new ServerError('AGENT.MESSAGE_NOT_FOUND', ServerMessages.messageNotFound);
    });
    return message;
  }

  private async views(messages: ChatMessageRecord[]) {
    const sessionId = messages[0]?.sessionId;
    const artifacts = sessionId ? await this.store.artifactsOfSession(sessionId) : [];
    return messages.map((m) =>
      toMessageView(m, artifacts.filter((a) => a.messageId === m.id).map((a) => toArtifactView(a, this.links.urlFor(a)))),
    );
  }
}
