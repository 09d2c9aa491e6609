import { makeAutoObservable, runInAction } from 'mobx';
import type { AssetsService } from '../../core/client/assets/assets-service.ts';
import { messageOf, type LoadStatus } from './credits.view-model.ts';
import { WebText } from '../text.ts';
import type { Artifact } from '../../core/domain/artifact.ts';

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
  status: LoadStatus = 'loading';
  error: string | null = null;
  artifacts: Artifact[] = [];
  typeFilter = '';

  constructor(private readonly assets: AssetsService) {
    makeAutoObservable<this, 'assets'>(this, { assets: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const artifacts = await this.assets.list();
      runInAction(() => {
        this.artifacts = artifacts;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
      });
    }
  }

  /** The filter's choices: every type present, after "All types". */
  get typeOptions(): { value: string; label: string }[] {
    const types = [...new Set(this.artifacts.map((a) => a.artifact_type))].sort();
    return [{ value: '', label: WebText.assetsAllTypes }, ...types.map((t) => ({ value: t, label: t }))];
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
