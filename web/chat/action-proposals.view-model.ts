import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { ActionProposalsStore } from '../../core/client/chat/action-proposals-store.ts';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import type { ActionProposal } from '../../core/domain/agents/action-proposals.ts';
import { messageOf } from '../view-models/load-state.ts';

/**
 * The confirmation cards under answers: what an agent proposes to create in a connected tool, applied (or
 * dismissed) only by the person's click. Cards load with their chat; a refused or conflicting apply says why
 * and shows the card's current state.
 */
export class ActionProposalsViewModel {
  /** A card's last failure to apply or dismiss (the card's own `error` is the provider's). */
  readonly errors = new Map<string, string>();
  private readonly watched = new Set<string>();

  constructor(private readonly store: Pick<ActionProposalsStore, 'forMessage' | 'load' | 'apply' | 'dismiss' | 'busy' | 'byId'>) {
    makeObservable<this, 'act'>(this, {
      errors: observable,
      watch: actionBound,
      apply: actionBound,
      dismiss: actionBound,
      act: actionBound,
    });
  }

  cardsFor(message: ChatMessage): ActionProposal[] {
    return this.store.forMessage(message.id);
  }

  /** Loads the cards of a finished answer's chat once per answer seen (an answer's cards are stored before it shows). */
  watch(message: ChatMessage): void {
    if (message.role !== 'assistant' || message.outcome !== 'completed' || !message.threadId || this.watched.has(message.id)) return;
    this.watched.add(message.id);
    void this.store.load(message.threadId).catch(() => undefined);
  }

  isBusy(id: string): boolean {
    return this.store.busy.has(id) || this.store.byId.get(id)?.status === 'applying';
  }

  async apply(card: ActionProposal): Promise<void> {
    await this.act(card, () => this.store.apply(card.id));
  }

  async dismiss(card: ActionProposal): Promise<void> {
    await this.act(card, () => this.store.dismiss(card.id));
  }

  private async act(card: ActionProposal, work: () => Promise<unknown>): Promise<void> {
    this.errors.delete(card.id);
    try {
      await work();
    } catch (error) {
      runInAction(() => this.errors.set(card.id, messageOf(error)));
      // Another tab may have applied it meanwhile: show the card as it is now.
      await this.store.load(card.session_id).catch(() => undefined);
    }
  }
}
