import { actionBound, computed, makeObservable } from 'mobx';
import type { ContentPublishingStore } from '../../core/client/publishing/content-publishing-store.ts';
import type { SentDraftView } from '../../core/domain/publishing/publishing.ts';
import { LoadState } from '../view-models/load-state.ts';

/** /connections/publishing: what was sent from the space to its publishing sites (R-OPEN-40). */
export class SentDraftsViewModel {
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(private readonly store: Pick<ContentPublishingStore, 'drafts' | 'fetchDrafts'>) {
    makeObservable(this, {
      drafts: computed,
      load: actionBound,
      leave: actionBound,
    });
  }

  get drafts(): SentDraftView[] {
    return this.store.drafts;
  }

  load(): Promise<boolean> {
    return this.loadState.run(() => this.store.fetchDrafts(), () => undefined);
  }

  leave(): void {
    this.loadState.abandon();
  }
}
