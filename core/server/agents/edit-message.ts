import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { SessionAccess } from './session-access.ts';
import { StartAgentRun } from './start-agent-run.ts';
import { ServerError } from '../errors.ts';
import { AgentsServerMessages } from './agents-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import type { SendMessagePayload } from '../../domain/agents/send-message-payload.ts';

/** What an edit changes: the question's text, and optionally the mode. */
export interface MessageEdit {
  message: string;
  mode?: string;
}

/**
 * `POST /agents/messages/{id}/edit`: edit a sent question and resend it. The edited question is a new version
 * of the original (both stay reachable) and its answer starts a new branch; the run is a send in every money
 * respect (StartAgentRun: plan and credit checks, one unit of work, Idempotency-Key, refund on failure), and
 * asks with the original run's sources, brand voice and retrieval settings.
 */
@injectable()
export class EditMessage {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(SessionAccess) private readonly access: SessionAccess,
    @inject(StartAgentRun) private readonly start: StartAgentRun,
  ) {}

  async execute(principal: Principal, spaceId: string | null | undefined, messageId: string, edit: MessageEdit, idempotencyKey?: string) {
    const { message, session, original } = await this.uow.run(async (repos) => {
      const message = await repos.chats.findMessage(messageId);
      // Another person's message, a colleague's included, does not exist for the caller.
      const session = message ? await this.access.checkIn(repos, principal, message.sessionId, spaceId).catch(() => null) : null;
      if (!message || !session) throw new ServerError('AGENT.MESSAGE_NOT_FOUND', AgentsServerMessages.messageNotFound);
      if (message.role !== 'user') throw new ServerError('VALIDATION.INVALID', AgentsServerMessages.onlyQuestionsEdit);
      return { message, session, original: message.requestId ? await repos.agentRuns.find(message.requestId) : null };
    });
    const input = (original?.input ?? {}) as Partial<SendMessagePayload>;
    const payload: SendMessagePayload = {
      session_id: session.id,
      message: edit.message,
      mode: edit.mode ?? original?.mode,
      referenced_document_ids: input.referenced_document_ids,
      referenced_web_source_ids: input.referenced_web_source_ids,
      brand_documents: input.brand_documents,
      brand_voice: input.brand_voice,
      k_value_ref_docs: input.k_value_ref_docs,
      k_value_kb: input.k_value_kb,
      k_value_url: input.k_value_url,
    };
    return this.start.execute(principal, spaceId, session.agentSlug, payload, idempotencyKey, { message });
  }
}
