import { makeAutoObservable } from 'mobx';
import type { ContentPublishingStore } from '../../core/client/publishing/content-publishing-store.ts';
import type { SentDraftView } from '../../core/domain/publishing.ts';
import { LoadState, type LoadStatus } from '../view-models/load-state.ts';

/** /connections/publishing: what was sent from the space to its publishing sites (R-OPEN-40). */
export class SentDraftsViewModel {
  private readonly state = new LoadState();

  constructor(private readonly store: Pick<ContentPublishingStore, 'drafts' | 'fetchDrafts'>) {
    makeAutoObservable<this, 'store' | 'state'>(this, { store: false, state: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get drafts(): SentDraftView[] {
    return this.store.drafts;
  }

  load(): Promise<boolean> {
    return this.state.run(() => this.store.fetchDrafts(), () => undefined);
  }

  leave(): void {
    this.state.abandon();
  }
}
