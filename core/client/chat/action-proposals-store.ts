import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { ActionProposal } from '../../domain/agents/action-proposals.ts';
import { ActionProposalsApi } from '../../domain/agents/action-proposals-api.ts';

/**
 * The agents' proposals (confirmation cards) of the chats this person opened, by id: loaded per chat session,
 * applied or dismissed one by one. A user switch clears them.
 */
@injectable()
export class ActionProposalsStore implements Resettable {
  readonly storeName = 'action-proposals';
  readonly byId = observable.map<string, ActionProposal>();
  /** Proposals being applied or dismissed now. */
  readonly busy = observable.set<string>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, { reset: action });
  }

  reset(): void {
    this.byId.clear();
    this.busy.clear();
    this.loading.clear();
  }

  /** The cards under one answer, in the order they were proposed. */
  forMessage(messageId: string): ActionProposal[] {
    return [...this.byId.values()].filter((p) => p.message_id === messageId);
  }

  /** A loaded session's cards, oldest first. */
  forSession(sessionId: string): ActionProposal[] {
    return [...this.byId.values()].filter((p) => p.session_id === sessionId).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  /** Loads a session's proposals; calls while one load runs share it. */
  load(sessionId: string): Promise<void> {
    const running = this.loading.get(sessionId);
    if (running) return running;
    const started = this.api
      .call(ActionProposalsApi.list, {}, undefined, { query: { session_id: sessionId } })
      .then((list) => runInAction(() => { for (const p of list) this.byId.set(p.id, p); }))
      .catch((error: unknown) => { throw storeError(error, Messages.fetchProposalsFailed); })
      .finally(() => this.loading.delete(sessionId));
    this.loading.set(sessionId, started);
    return started;
  }

  apply(id: string): Promise<ActionProposal> {
    return this.act(id, 'apply', Messages.applyProposalFailed);
  }

  dismiss(id: string): Promise<ActionProposal> {
    return this.act(id, 'dismiss', Messages.dismissProposalFailed);
  }

  private async act(id: string, verb: 'apply' | 'dismiss', failed: string): Promise<ActionProposal> {
    runInAction(() => this.busy.add(id));
    try {
      const updated = await this.api.call(ActionProposalsApi[verb], { id });
      runInAction(() => this.byId.set(id, updated));
      return updated;
    } catch (error) {
      throw storeError(error, failed);
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }
}
