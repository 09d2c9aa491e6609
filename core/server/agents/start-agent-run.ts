import { inject, injectable } from 'inversify';
import { RunEvents } from './run-events.ts';
import { RunQueue } from './ports.ts';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { SessionAccess } from './session-access.ts';
import { AgentConfiguration } from './agent-configuration.ts';
import { OpenChargedRun } from './open-charged-run.ts';
import { ExecuteAgentRun } from './execute-agent-run.ts';
import { RunQueueUnavailable } from './run-queue-unavailable.ts';
import { RunInterrupted } from './run-interrupted.ts';
import { RequestKeys, inFlight } from '../idempotency/request-keys.ts';
import { callerSpace } from '../spaces/caller-space.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import { findAgent } from '../../domain/agents/agents.ts';
import { activityText, resolveMode } from '../../domain/agents/agent-cost.ts';
import { sessionTitleFromFirstMessage } from '../../domain/agents/session-title.ts';
import type { Principal } from '../auth/principal.ts';
import type { SendMessagePayload } from '../../domain/agents/send-message-payload.ts';
import type { AgentRunRecord, ChatMessageRecord, ChatSessionRecord } from './records.ts';

/** Edit and resend: the caller's own question (checked by EditMessage) that the new one is a version of. */
export interface EditedMessage {
  message: ChatMessageRecord;
}

/**
 * `POST /agents/{slug}/messages/async`, in a space the route checked is of the caller's organization: in one
 * unit of work, checks the plan and credits with the same core/domain rules the client pre-checks, charges the
 * run through the ledger, and stores the session (when new), the user message and the queued run; a refusal
 * stores none of it. Queues the run after the commit
 * (a run committed but never queued is closed and refunded by RecoverInterruptedRuns on start or, scaled
 * out, queued again by the workers' RequeueStrandedRuns) and answers at once with {session_id, request_id}.
 * A queue that cannot be reached refuses the send first (503, nothing charged); one lost between that check and
 * the queueing has its run closed and refunded before the same 503.
 * An Idempotency-Key makes a retry answer the same run.
 */
@injectable()
export class StartAgentRun {
  constructor(
    @inject(RunQueue) private readonly queue: RunQueue,
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(SessionAccess) private readonly sessions: SessionAccess,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(AgentConfiguration) private readonly configs: AgentConfiguration,
    @inject(OpenChargedRun) private readonly charged: OpenChargedRun,
    @inject(RequestKeys) private readonly keys: RequestKeys,
    @inject(RunEvents) private readonly events: RunEvents,
    @inject(ExecuteAgentRun) private readonly runs: ExecuteAgentRun,
  ) {}

  /** `requestedSpaceId`: the space the adapter checked is of the caller's organization (the route's `checkSpaceHeader`). */
  async execute(principal: Principal, requestedSpaceId: string | null | undefined, agentSlug: string, payload: SendMessagePayload, idempotencyKey?: string, edit?: EditedMessage) {
    const { orgId, spaceId } = callerSpace(principal, requestedSpaceId, AgentsServerMessages.spaceRequiredForAgents);
    const agent = findAgent(agentSlug);
    if (!agent) throw new ServerError('AGENT.NOT_FOUND', AgentsServerMessages.agentNotFound);
    const config = await this.configs.requireEnabled(spaceId, agentSlug);
    const mode = resolveMode(payload.mode ?? config.default_mode);
    if (!mode) {
      throw new ServerError('VALIDATION.INVALID', `Unknown mode '${payload.mode}'`, [{ loc: ['body', 'mode'], msg: `Unknown mode '${payload.mode}'`, type: 'value_error' }]);
    }
    // A queue that cannot take the run refuses the send before anything is charged or stored.
    if (!(await this.queue.accepting())) throw queueUnavailable();
    const requestId = this.ids.next();
    // The request's id names the claim, and the run the key stands for once it is done.
    const claim = idempotencyKey ? this.keys.claimFor({ orgId, userId: principal.userId }, idempotencyKey, requestId, { agent: agentSlug, space: spaceId, body: payload, ...(edit ? { edit: edit.message.id } : {}) }) : null;
    if (claim) {
      // Claimed in a commit of its own, so a retry while this one is being stored is 409, not a wait.
      const earlier = await this.keys.claim(claim, async (repos, runId) => {
        const run = await repos.agentRuns.find(runId);
        if (!run) throw inFlight(); // cannot happen: the key turns done in the run's commit
        return run;
      });
      if (earlier) return answer(earlier);
    }
    const now = this.clock.now();
    const userMessageId = this.ids.next();
    let run: AgentRunRecord;
    try {
      run = await this.uow.run(async (repos) => {
        // The key turns done in this commit, so a replay finds the run or nothing, never half of it.
        if (claim) await this.keys.complete(repos, claim, requestId);
        let session: ChatSessionRecord;
        if (edit) {
          session = await this.sessions.checkIn(repos, principal, edit.message.sessionId, spaceId);
        } else if (payload.session_id) {
          session = await this.sessions.checkIn(repos, principal, payload.session_id, spaceId);
        } else {
          session = { id: this.ids.next(), orgId, spaceId, userId: principal.userId, agentSlug, title: sessionTitleFromFirstMessage(payload.message), createdAt: now, updatedAt: now };
          await repos.chats.createSession(session);
        }
        const opened = await this.charged.within(repos, {
          principal,
          session,
          agentSlug,
          requestId,
          mode,
          // What the request leaves out, the space's configuration of the agent supplies (R-OPEN-08).
          input: {
            ...payload,
            session_id: session.id,
            question_id: userMessageId,
            mode,
            k_value_ref_docs: payload.k_value_ref_docs ?? config.k_value_ref_docs,
            k_value_kb: payload.k_value_kb ?? config.k_value_kb,
            k_value_url: payload.k_value_url ?? config.k_value_url,
            extra_instructions: config.extra_instructions,
            // The answer is written on the branch the question was asked in (an edit starts a new one).
            branch: edit ? { ...branchOf(edit.message), [editedTurn(edit.message)]: userMessageId } : (payload.branch ?? {}),
          },
          activity: activityText(payload.message),
          activityType: 'chat_message',
          now,
        });
        await repos.chats.addMessage({
          id: userMessageId,
          sessionId: session.id,
          role: 'user',
          content: payload.message,
          requestId,
          createdAt: now,
          rating: null,
          feedbackCategories: [],
          feedbackText: null,
          transactionId: opened.transactionId,
          metadata: { mode, branch: edit ? branchOf(edit.message) : (payload.branch ?? {}) },
          // An edited question is a new version of the turn it edits, so both stay reachable.
          versionOf: edit ? editedTurn(edit.message) : null,
        });
        await repos.chats.touchSession(session.id, now);
        return opened;
      }, { kind: 'money', orgId });
    } catch (error) {
      if (claim) await this.keys.release(claim).catch(() => undefined);
      throw error;
    }
    // The first progress event leaves now, not when a busy queue reaches the run (with 100 runs at
    // once, seconds later): the run is accepted and paid for, and the executor goes on from the next stage.
    await this.events.emit(run.sessionId, run.requestId, { type: 'progress_update', stage: 'agent_start', message: `${agent.name} is on it...` });
    try {
      await this.queue.enqueue(run.requestId);
    } catch (error) {
      // Lost between the check and the queueing: the run is closed and refunded, so nothing stays charged for it.
      if (!(error instanceof RunQueueUnavailable)) throw error;
      await this.runs.finishUnanswered(run, 'failed', new RunInterrupted(AgentsServerMessages.runNotQueued));
      throw queueUnavailable();
    }
    return answer(run);
  }
}

/** 503 with Retry-After: the person sees the spec's "Failed to send message" and that nothing was charged. */
function queueUnavailable(): ServerError {
  return new ServerError('SERVICE.UNAVAILABLE', AgentsServerMessages.runsCannotBeQueued, [], { retryAfterSeconds: 15 });
}

/** The branch a message was written on: for each edited turn before it, the version of the question it follows. */
function branchOf(message: ChatMessageRecord): Record<string, string> {
  const branch = message.metadata.branch;
  return branch && typeof branch === 'object' ? { ...(branch as Record<string, string>) } : {};
}

function editedTurn(message: ChatMessageRecord): string {
  return message.versionOf ?? message.id;
}

/** created_at is the server's clock: a polling client counts `since` from it, whatever its own clock says. */
function answer(run: AgentRunRecord) {
  return { session_id: run.sessionId, request_id: run.requestId, message_id: userMessageOf(run), transaction_id: run.transactionId ?? undefined, credits_charged: run.cost, created_at: run.createdAt.toISOString() };
}

/** The question the run answers (stored in its input, so a replay names it too). */
function userMessageOf(run: AgentRunRecord): string | undefined {
  const id = (run.input as { question_id?: unknown }).question_id;
  return typeof id === 'string' ? id : undefined;
}
