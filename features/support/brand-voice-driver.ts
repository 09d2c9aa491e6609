import { BrandVoiceStore } from '../../core/client/knowledge/brand-voice-store.ts';
import type { AppAccess } from './app-access.ts';

/** What the brand voice editor (Workspace settings) shows: the saved text and who saved it when. */
export interface BrandVoiceView {
  content: string | null;
  updatedAt: string | null;
  createdBy: string | null;
}

/** The brand voice editor, driven through the BrandVoiceStore its view-model and the CLI use. */
export interface BrandVoiceDriver {
  /** Opens the editor: the current space's voice loads. */
  open(): Promise<void>;
  save(content: string): Promise<void>;
  /** What the store holds now (the editor shows it), without loading anything. */
  view(): BrandVoiceView;
}

export class ClientBrandVoiceDriver implements BrandVoiceDriver {
  constructor(private readonly app: AppAccess) {}

  async open(): Promise<void> {
    await this.app.attempt('/workspace-settings', () => this.store().fetch());
  }

  async save(content: string): Promise<void> {
    await this.app.attempt('/workspace-settings', () => this.store().save(content));
  }

  view(): BrandVoiceView {
    const store = this.store();
    return { content: store.content, updatedAt: store.updatedAt, createdBy: store.createdBy };
  }

  private store(): BrandVoiceStore {
    return this.app.get(BrandVoiceStore);
  }
}
