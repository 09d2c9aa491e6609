import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { AssetsService } from '../../core/client/assets/assets-service.ts';
import { LoadState } from '../view-models/load-state.ts';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import { AssetsText } from './assets-text.ts';

/** An artifact as the core's AssetsService lists it (space-scoped): the shared shape in core/domain. */
export type { Artifact };

export const ARTIFACT_STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  pending: 'none',
  generating: 'primary',
  processing: 'primary',
  completed: 'success',
  ready: 'success',
  failed: 'danger',
  error: 'danger',
};

/** Assets (/assets): the current space's generated files, filtered by type, newest first. */
export class AssetsViewModel {
  artifacts: Artifact[] = [];
  typeFilter = '';
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(private readonly assets: AssetsService) {
    makeObservable(this, {
      artifacts: observable,
      typeFilter: observable,
      load: actionBound,
      typeOptions: computed,
      setTypeFilter: actionBound,
      visible: computed,
    });
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.assets.list(),
      (artifacts) => {
        this.artifacts = artifacts;
      },
    );
  }

  /** The filter's choices: every type present, after "All types". */
  get typeOptions(): { value: string; label: string }[] {
    const types = [...new Set(this.artifacts.map((a) => a.artifact_type))].sort();
    return [{ value: '', label: AssetsText.allTypes }, ...types.map((t) => ({ value: t, label: t }))];
  }

  setTypeFilter(value: string): void {
    this.typeFilter = value;
  }

  get visible(): Artifact[] {
    return this.typeFilter ? this.artifacts.filter((a) => a.artifact_type === this.typeFilter) : this.artifacts;
  }

  statusIntent(status: string): 'none' | 'primary' | 'success' | 'warning' | 'danger' {
    return ARTIFACT_STATUS_INTENT[status] ?? 'none';
  }
}
