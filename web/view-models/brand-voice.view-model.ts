import { makeAutoObservable, runInAction } from 'mobx';
import type { BrandVoiceStore } from '../../core/client/stores/brand-voice-store.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from './notifier.ts';
import { LoadState, messageOf, type LoadStatus } from './load-state.ts';
import { WebText } from '../text.ts';

/** The server's limit on a brand voice (PUT /brand-voice). */
export const BRAND_VOICE_MAX = 50_000;

/** The brand voice editor in Workspace Settings: owners and admins save, members read. */
export class BrandVoiceViewModel {
  saveError: string | null = null;
  content = '';
  saved = '';
  updatedAt: string | null = null;
  createdBy: string | null = null;
  isSaving = false;
  private readonly state = new LoadState();

  constructor(
    private readonly store: BrandVoiceStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'store' | 'session' | 'notifier' | 'state'>(this, { store: false, session: false, notifier: false, state: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get isDirty(): boolean {
    return this.content !== this.saved;
  }

  get contentError(): string | null {
    return this.content.length > BRAND_VOICE_MAX ? WebText.tooLong(BRAND_VOICE_MAX) : null;
  }

  get canSave(): boolean {
    return this.canEdit && this.isDirty && !this.isSaving && !this.contentError;
  }

  get updatedText(): string | null {
    if (!this.updatedAt) return null;
    return WebText.brandVoiceUpdated(new Date(this.updatedAt).toLocaleString(), this.createdBy);
  }

  setContent(value: string): void {
    this.content = value;
    this.saveError = null;
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.store.fetch(),
      (voice) => this.apply(voice.content ?? '', voice.updated_at, voice.created_by),
    );
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    this.isSaving = true;
    this.saveError = null;
    try {
      const voice = await this.store.save(this.content);
      runInAction(() => this.apply(voice.content ?? '', voice.updated_at, voice.created_by));
      this.notifier.show({ message: WebText.brandVoiceSaved, intent: 'success' });
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

  private apply(content: string, updatedAt: string | null, createdBy: string | null): void {
    this.content = content;
    this.saved = content;
    this.updatedAt = updatedAt;
    this.createdBy = createdBy;
  }
}
