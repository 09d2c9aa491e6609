import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { BrandVoiceStore } from '../../core/client/knowledge/brand-voice-store.ts';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';

/** The proposal waiting for the user's confirmation, and the answer it came from. */
export interface PendingBrandVoice {
  messageId: string;
  proposal: string;
}

/**
 * "Save as the space's brand voice" under a Brand Voice answer: a confirmation showing the proposal, then
 * the save through the brand voice store (PUT /brand-voice). Owners and admins only, as the server rules.
 */
export class SaveBrandVoiceViewModel {
  pending: PendingBrandVoice | null = null;
  isSaving = false;
  error: string | null = null;
  /** Answers whose proposal was saved in this visit of the app. */
  private readonly saved = new Set<string>();

  constructor(
    private readonly store: Pick<BrandVoiceStore, 'save'>,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'saved'>(this, {
      pending: observable,
      isSaving: observable,
      error: observable,
      saved: observable,
      ask: actionBound,
      cancel: actionBound,
      confirm: actionBound,
    });
  }

  /** The proposal an answer offers to save: a completed, current answer with one, for someone who may save it. */
  proposalOf(message: ChatMessage): string | null {
    if (!isOrgAdmin(this.session.role)) return null;
    if (message.role !== 'assistant' || message.outcome !== 'completed' || message.isCurrent === false) return null;
    return message.brandVoiceProposal ?? null;
  }

  isSaved(messageId: string): boolean {
    return this.saved.has(messageId);
  }

  /** Opens the confirmation for this answer's proposal. */
  ask(message: ChatMessage): void {
    const proposal = this.proposalOf(message);
    if (!proposal || this.isSaving) return;
    this.pending = { messageId: message.id, proposal };
    this.error = null;
  }

  cancel(): void {
    if (this.isSaving) return;
    this.pending = null;
    this.error = null;
  }

  /** Saves the proposal as the space's brand voice; a failure keeps the confirmation open with its text. */
  async confirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.isSaving) return;
    this.isSaving = true;
    this.error = null;
    try {
      await this.store.save(pending.proposal);
      runInAction(() => {
        this.saved.add(pending.messageId);
        this.pending = null;
      });
      this.notifier.show({ message: WebText.brandVoiceSaved, intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
