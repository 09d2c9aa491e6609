import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { BrandVoiceStore } from '../../core/client/knowledge/brand-voice-store.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { hasBrandVoice, type BrandVoice } from '../../core/domain/knowledge/knowledge-base.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { SpacesText } from './spaces-text.ts';

/** The server's limit on a brand voice (PUT /brand-voice). */
export const BRAND_VOICE_MAX = 50_000;

/** The brand voice editor in Workspace Settings: owners and admins save, members read. */
export class BrandVoiceViewModel {
  saveError: string | null = null;
  content = '';
  saved = '';
  updatedAt: string | null = null;
  /** Who saved it last, by name (or email); never an id. */
  updatedBy: string | null = null;
  isSaving = false;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: BrandVoiceStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'apply'>(this, {
      saveError: observable,
      content: observable,
      saved: observable,
      updatedAt: observable,
      updatedBy: observable,
      isSaving: observable,
      canEdit: computed,
      isDirty: computed,
      isBlank: computed,
      contentError: computed,
      canSave: computed,
      updatedText: computed,
      setContent: actionBound,
      load: actionBound,
      save: actionBound,
      apply: actionBound,
    });
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get isDirty(): boolean {
    return this.content !== this.saved;
  }

  /** Only blanks: no brand voice (the server stores none), so saving them removes a saved one and is off otherwise. */
  get isBlank(): boolean {
    return !hasBrandVoice(this.content);
  }

  get contentError(): string | null {
    return this.content.length > BRAND_VOICE_MAX ? WebText.tooLong(BRAND_VOICE_MAX) : null;
  }

  get canSave(): boolean {
    return this.canEdit && this.isDirty && !this.isSaving && !this.contentError && !(this.isBlank && !hasBrandVoice(this.saved));
  }

  get updatedText(): string | null {
    if (!this.updatedAt || !hasBrandVoice(this.saved)) return null;
    return SpacesText.brandVoiceUpdated(localDateTime(this.updatedAt), this.updatedBy);
  }

  setContent(value: string): void {
    this.content = value;
    this.saveError = null;
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.store.fetch(),
      (voice) => this.apply(voice),
    );
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    this.isSaving = true;
    this.saveError = null;
    try {
      const removing = this.isBlank;
      const voice = await this.store.save(this.content);
      runInAction(() => this.apply(voice));
      this.notifier.show({ message: removing ? WebText.brandVoiceRemoved : WebText.brandVoiceSaved, intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.saveError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }

  private apply(voice: BrandVoice): void {
    this.content = voice.content ?? '';
    this.saved = this.content;
    this.updatedAt = voice.updated_at;
    this.updatedBy = voice.updated_by_name?.trim() || voice.updated_by_email || null;
  }
}
