import { profileStarters } from './profile-starters.ts';
import { inject, injectable } from 'inversify';
import { ArtifactStorage, LlmProvider, type LlmEnd } from './ports.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { SessionAccess } from './session-access.ts';
import { RunCancellations } from './run-cancellations.ts';
import { RunEvents } from './run-events.ts';
import { ArtifactLinks } from './artifact-links.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { AgentConfiguration } from './agent-configuration.ts';
import { OpenChargedRun } from './open-charged-run.ts';
import { SessionEventStream } from './session-event-stream.ts';
import { callerSpace } from '../spaces/caller-space.ts';
import { cutFrom, inReadingOrder, type VersionedMessage } from './answer-versions.ts';
import { creditsChargedFor, toArtifactView, toMessageView, toSessionView } from './message-view.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { AGENTS, findAgent } from '../../domain/agents/agents.ts';
import { activityText, K_VALUES, resolveMode } from '../../domain/agents/agent-cost.ts';
import { NEW_CHAT_TITLE } from '../../domain/agents/session-title.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatMessageRecord } from './records.ts';
import { pageAfter } from '../page-after.ts';
import { CHAT_LIST_MAX, type PageKey } from '../../domain/list-cursor.ts';

/**
 * The chat side of the agent runtime (spec 7.5): catalogue, sessions, messages, polling, cancel and message
 * actions. A session and its messages are reachable only by the person who started it (SessionAccess).
 */
@injectable()
export class AgentChat {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(LlmProvider) private readonly llm: LlmProvider,
    @inject(ArtifactStorage) private readonly files: ArtifactStorage,
    @inject(SessionAccess) private readonly access: SessionAccess,
    @inject(RunCancellations) private readonly cancellations: RunCancellations,
    @inject(RunEvents) private readonly events: RunEvents,
    @inject(ArtifactLinks) private readonly links: ArtifactLinks,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
    @inject(OpenChargedRun) private readonly charged: OpenChargedRun,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(AgentConfiguration) private readonly configs: AgentConfiguration,
    @inject(SessionEventStream) private readonly stream: SessionEventStream,
  ) {}

  /** The agents of this space: disabled ones are left out unless `includeDisabled` (the manage screen). */
  async catalogue(spaceId: string, includeDisabled = false) {
    const configs = await this.configs.all(spaceId);
    // Starters about this business once its profile says what it sells, to whom and why.
    const profile = await this.uow.read((repos) => repos.spaces.profileAnswers(spaceId));
    return AGENTS.filter((a) => includeDisabled || configs.get(a.slug)?.enabled !== false).map((a) => ({
      slug: a.slug,
      name: a.name,
      description: a.description,
      transport: a.transport,
      estimated_credits: a.estimatedCredits,
      starters: profileStarters(a.slug, profile),
      engine: this.llm.offline ? 'offline engine' : this.llm.name,
      offline: this.llm.offline,
      enabled: configs.get(a.slug)?.enabled ?? true,
      default_mode: configs.get(a.slug)?.default_mode ?? 'normal',
      // The space's retrieval counts for the agent (spec 9's 5, 10 and 15 unless configured): the client sends them.
      k_value_ref_docs: configs.get(a.slug)?.k_value_ref_docs ?? K_VALUES.k_value_ref_docs,
      k_value_kb: configs.get(a.slug)?.k_value_kb ?? K_VALUES.k_value_kb,
      k_value_url: configs.get(a.slug)?.k_value_url ?? K_VALUES.k_value_url,
    }));
  }

  /** An empty session in a space the route checked is of the caller's organization, like a send. */
  async createSession(principal: Principal, requestedSpaceId: string | null | undefined, agentSlug: string) {
    const { orgId, spaceId } = callerSpace(principal, requestedSpaceId, AgentsServerMessages.spaceRequiredForAgents);
    await this.configs.requireEnabled(spaceId, agentSlug);
    const now = this.clock.now();
    const session = { id: this.ids.next(), orgId, spaceId, userId: principal.userId, agentSlug, title: NEW_CHAT_TITLE, createdAt: now, updatedAt: now };
    await this.uow.run((repos) => repos.chats.createSession(session));
    return { session_id: session.id, created_at: now.toISOString() };
  }

  /** Pinned first, then most recently active: `limit` chats (at most CHAT_LIST_MAX) after the `before` cursor (list-cursor.ts). */
  async sessions(principal: Principal, spaceId: string, agentSlug?: string, page: { limit?: number; before?: string } = {}) {
    const after = pageAfter(page.before, 'before');
    const limit = Math.min(page.limit ?? CHAT_LIST_MAX, CHAT_LIST_MAX);
    return (await this.uow.run((repos) => repos.chats.listSessions(spaceId, principal.userId, agentSlug, { limit, after }))).map(toSessionView);
  }

  /**
   * The newest `limit` turns (at most CHAT_LIST_MAX) written before the `before` cursor: each question or answer
   * with its versions (the current one marked), in reading order. A long chat is read a page at a time.
   */
  async messages(principal: Principal, spaceId: string, sessionId: string, page: { limit?: number; before?: string } = {}) {
    const before = pageAfter(page.before, 'before');
    const limit = Math.min(page.limit ?? CHAT_LIST_MAX, CHAT_LIST_MAX);
    return this.uow.run(async (repos) => {
      await this.access.checkIn(repos, principal, sessionId, spaceId);
      return this.pageViews(repos, sessionId, limit, before);
    });
  }

  async deleteSession(principal: Principal, spaceId: string, sessionId: string) {
    await this.uow.run(async (repos) => {
      await this.access.checkIn(repos, principal, sessionId, spaceId);
      await repos.chats.deleteSession(sessionId);
    });
  }

  /**
   * Long poll: answers as soon as a message newer than `since` exists, or empty after about 25 s. The access
   * check and the wait for an answer are the session's event stream (SessionEventStream), as for a socket;
   * it listens before the first read, so an answer that lands in between is not waited for.
   */
  async poll(principal: Principal, spaceId: string, sessionId: string, since: Date, signal?: AbortSignal) {
    const events = await this.stream.open({ caller: { principal }, sessionId, spaceId });
    try {
      const ready = await this.uow.run((repos) => this.views(repos, sessionId, since));
      if (ready.length) return ready;
      await events.untilAnswered(signal);
    } finally {
      events.close();
    }
    return this.uow.run((repos) => this.views(repos, sessionId, since));
  }

  /** Cancel over HTTP or the socket; a run on another process is closed through the store all the same. */
  async cancel(principal: Principal, spaceId: string | null, sessionId: string, requestId: string) {
    const run = await this.uow.run(async (repos) => {
      await this.access.checkIn(repos, principal, sessionId, spaceId);
      return repos.agentRuns.find(requestId);
    });
    if (!run || run.sessionId !== sessionId) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', AgentsServerMessages.messageNotFound);
    // A run already answered (and charged), failed or cancelled is not cancelled again: the caller learns its true state.
    if (run.status !== 'queued' && run.status !== 'running') throw new ServerError('AGENT.RUN_FINISHED', AgentsServerMessages.runFinished(run.status));
    await this.events.emit(sessionId, requestId, { type: 'cancel_ack' });
    if (!this.cancellations.cancel(requestId)) await this.runs.finishUnanswered(run, 'cancelled');
    return { message: 'Cancellation requested', request_id: requestId };
  }

  async rate(principal: Principal, messageId: string, rating: { rating: number; feedback_categories?: string[]; feedback_text?: string | null }) {
    await this.uow.run(async (repos) => {
      const message = await this.ownMessage(repos, principal, messageId);
      await repos.chats.updateMessage(message.id, { rating: rating.rating, feedbackCategories: rating.feedback_categories ?? [], feedbackText: rating.feedback_text ?? null });
    });
    return { message: 'Rating saved', message_id: messageId, rating: rating.rating };
  }

  /** Deletes the message and everything after it where the conversation reads it (an answer's versions too). */
  async deleteMessage(principal: Principal, messageId: string) {
    await this.uow.run(async (repos) => {
      const message = await this.ownMessage(repos, principal, messageId);
      await repos.chats.deleteMessages(message.sessionId, cutFrom(await repos.chats.listMessages(message.sessionId), message.id));
    });
    return { message: 'Message deleted' };
  }

  /**
   * Writes a new version of an answer. It is a run like a send: charged with the same cost rule in the same
   * commit as the run, from the original run's stored input (question, sources, brand voice, mode, retrieval
   * settings), executed by the same worker code, and refunded if it fails. Earlier versions and later turns stay.
   */
  async regenerate(principal: Principal, messageId: string) {
    const now = this.clock.now();
    const requestId = this.ids.next();
    const { message, original, session } = await this.uow.run(async (repos) => {
      const message = await this.ownMessage(repos, principal, messageId);
      const original = message.role === 'assistant' && message.requestId ? await repos.agentRuns.find(message.requestId) : null;
      if (!original) throw new ServerError('VALIDATION.INVALID', AgentsServerMessages.onlyAnswersRegenerate);
      return { message, original, session: await this.access.checkIn(repos, principal, message.sessionId) };
    });
    await this.configs.requireEnabled(session.spaceId, original.agentSlug);
    const question = String((original.input as { message?: unknown }).message ?? '');
    const run = await this.uow.run((repos) =>
      this.charged.within(repos, {
        principal,
        session,
        agentSlug: original.agentSlug,
        requestId,
        mode: resolveMode(original.mode) ?? 'normal',
        input: { ...original.input, version_of: message.versionOf ?? message.id },
        activity: activityText(`Regenerate: ${question}`),
        activityType: 'regenerate',
        now,
      }),
      { kind: 'money', orgId: session.orgId },
    );
    await this.runs.execute(run.requestId);
    const answer = await this.uow.run((repos) => repos.chats.answerOfRun(run.requestId));
    if (!answer || answer.metadata.outcome === 'failed' || answer.metadata.outcome === 'cancelled') {
      throw new ServerError('AGENT.RUN_FAILED', answer?.content ?? AgentsServerMessages.agentFailed);
    }
    const version = await this.uow.run(async (repos) => inReadingOrder(await repos.chats.listMessages(answer.sessionId)).find((v) => v.message.id === answer.id));
    return { new_message_id: answer.id, content: answer.content, version: version?.version, request_id: run.requestId, credits_charged: run.cost, transaction_id: run.transactionId ?? undefined };
  }

  /** Every version of a message's turn (an answer's regenerations, a question's edits), each with its own artifacts. */
  async versions(principal: Principal, messageId: string) {
    return this.uow.run(async (repos) => {
      const message = await this.ownMessage(repos, principal, messageId);
      // The turn alone, by index: its root and the root's later versions.
      const turn = message.versionOf ?? message.id;
      const views = await this.viewsOf(repos, inReadingOrder(await repos.chats.listTurns(message.sessionId, [turn])));
      return views.filter((v) => v.id === turn || v.version_of === turn);
    });
  }

  /** Extends a message the model cut at its token limit; complete messages have nothing to continue. */
  async continueMessage(principal: Principal, agentSlug: string, messageId: string) {
    const message = await this.uow.run((repos) => this.ownMessage(repos, principal, messageId));
    if (!findAgent(agentSlug)) throw new ServerError('AGENT.NOT_FOUND', AgentsServerMessages.agentNotFound);
    if (!message.metadata.truncated_due_to_tokens) throw new ServerError('AGENT.NOT_CONTINUABLE', AgentsServerMessages.notContinuable);
    let addition = '';
    let end: LlmEnd = 'complete';
    for await (const token of this.llm.stream({ system: 'Continue exactly where the previous answer stopped.', prompt: message.content.slice(-2000), context: '', draft: '', maxTokens: 4000, signal: new AbortController().signal, onEnd: (e) => (end = e) })) addition += token;
    const content = message.content + addition;
    const continuation = Number(message.metadata.continuation_count ?? 0) + 1;
    await this.uow.run((repos) => repos.chats.updateMessage(message.id, { content, metadata: { ...message.metadata, truncated_due_to_tokens: end === 'cut_off', truncation_reason: end === 'cut_off' ? 'max_tokens' : null, continuation_count: continuation } }));
    await this.events.emit(message.sessionId, message.requestId, { type: 'message_updated', message_id: message.id, content, continuation_count: continuation, final_output_length: content.length });
    return { message_id: message.id, content, continuation_count: continuation, final_output_length: content.length };
  }

  /**
   * The Assets library: the artifacts of the caller's own chats in the space. Chats are private to whoever
   * started them, and so is what they made (docs/DECISIONS.md): a colleague neither lists nor downloads them.
   */
  async artifacts(principal: Principal, spaceId: string) {
    const list = await this.uow.run((repos) => repos.artifacts.listOfCreator(spaceId, principal.userId));
    return list.filter((a) => a.orgId === principal.orgId).map((a) => toArtifactView(a, this.links.urlFor(a)));
  }

  /**
   * The bytes behind a signed link. The link is issued only to members of the space and lives 15 minutes,
   * so a browser can follow it without a bearer token; a caller who does send one must be a member too.
   */
  async download(principal: Principal | null, artifactId: string, expires: number, signature: string) {
    const { artifact, creator } = await this.uow.run(async (repos) => {
      const artifact = await repos.artifacts.find(artifactId);
      const session = artifact ? await repos.chats.findSession(artifact.sessionId) : null;
      return { artifact, creator: session?.userId ?? null };
    });
    // A caller who sends a bearer token must be the chat's own creator; a browser following the link has only the signature.
    if (!artifact || (principal && (artifact.orgId !== principal.orgId || creator !== principal.userId)) || !artifact.storageKey || !this.links.valid(artifactId, expires, signature)) {
      throw new ServerError('AGENT.LINK_INVALID', AgentsServerMessages.linkInvalid);
    }
    const data = await this.files.get(artifact.storageKey);
    if (!data) throw new ServerError('AGENT.LINK_INVALID', AgentsServerMessages.linkInvalid);
    return { data, filename: artifact.filename, mimeType: artifact.mimeType };
  }

  /** A message of one of the caller's own sessions; anyone else's is 'Message not found'. */
  private async ownMessage(repos: Repositories, principal: Principal, messageId: string): Promise<ChatMessageRecord> {
    const message = await repos.chats.findMessage(messageId);
    if (!message) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', AgentsServerMessages.messageNotFound);
    await this.access.checkIn(repos, principal, message.sessionId).catch(() => {
      throw new ServerError('AGENT.MESSAGE_NOT_FOUND', AgentsServerMessages.messageNotFound);
    });
    return message;
  }

  /** Versions are placed over the whole session; `since` (a poll) then keeps only what is newer. */
  private async views(repos: Repositories, sessionId: string, since?: Date) {
    let wanted: VersionedMessage[];
    if (since) {
      // A poll reads what is new, by index, and only the turns it belongs to (to place a new version among its
      // siblings): never the whole chat, which grows with every answer.
      const fresh = await repos.chats.listMessages(sessionId, since);
      if (!fresh.length) return [];
      const ids = new Set(fresh.map((m) => m.id));
      const turns = await repos.chats.listTurns(sessionId, [...new Set(fresh.map((m) => m.versionOf ?? m.id))]);
      wanted = inReadingOrder(turns).filter((v) => ids.has(v.message.id));
    } else {
      wanted = inReadingOrder(await repos.chats.listMessages(sessionId));
    }
    return this.viewsOf(repos, wanted, since ? undefined : sessionId);
  }

  /** A page of turns, read by index from its cursor, with the files and runs of its own messages only. */
  private async pageViews(repos: Repositories, sessionId: string, limit: number, before?: PageKey) {
    return this.viewsOf(repos, inReadingOrder(await repos.chats.latestTurns(sessionId, limit, before)));
  }

  /** The views of these messages; `wholeSession` reads the session's files at once instead of by message. */
  private async viewsOf(repos: Repositories, wanted: VersionedMessage[], wholeSession?: string) {
    if (!wanted.length) return [];
    const artifacts = wholeSession ? await repos.artifacts.ofSession(wholeSession) : await repos.artifacts.ofMessages(wanted.map((v) => v.message.id));
    const answered = [...new Set(wanted.flatMap((v) => (v.message.role === 'assistant' && v.message.requestId ? [v.message.requestId] : [])))];
    const runs = new Map((await repos.agentRuns.findAll(answered)).map((r) => [r.requestId, r]));
    return wanted.map((v) =>
      toMessageView(
        v,
        artifacts.filter((a) => a.messageId === v.message.id).map((a) => toArtifactView(a, this.links.urlFor(a))),
        creditsChargedFor(v.message, v.message.requestId ? runs.get(v.message.requestId) : undefined),
      ),
    );
  }
}
