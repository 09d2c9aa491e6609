import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { AssetsService } from '../../core/client/assets/assets-service.ts';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import { PREVIEW_CSV_ROWS, previewKindOf, previewUrlOf, type PreviewKind } from '../../core/domain/agents/artifact-preview.ts';
import { parseCsv } from '../../core/domain/csv.ts';
import { messageOf } from '../view-models/load-state.ts';

/** One open preview: what kind, where it shows from, and for Markdown and CSV the text once loaded. */
export interface OpenPreview {
  kind: PreviewKind;
  url: string;
  text: string | null;
  rows: string[][] | null;
  error: string | null;
}

/**
 * Artifacts shown in place: which are open, and the text of Markdown and CSV ones, read through
 * the core's AssetsService. HTML and images load in the page from the sandboxed inline link.
 */
export class ArtifactPreviewsViewModel {
  open = new Map<string, OpenPreview>();

  constructor(private readonly assets: AssetsService) {
    makeObservable<this, 'patch'>(this, {
      open: observable,
      toggle: actionBound,
      patch: actionBound,
    });
  }

  kindOf(artifact: Artifact): PreviewKind | null {
    return previewKindOf(artifact);
  }

  isOpen(artifact: Artifact): boolean {
    return this.open.has(artifact.id);
  }

  previewOf(artifact: Artifact): OpenPreview | null {
    return this.open.get(artifact.id) ?? null;
  }

  async toggle(artifact: Artifact): Promise<void> {
    if (this.open.delete(artifact.id)) return;
    const kind = previewKindOf(artifact);
    if (!kind || !artifact.download_url) return;
    this.open.set(artifact.id, { kind, url: previewUrlOf(artifact.download_url), text: null, rows: null, error: null });
    if (kind !== 'markdown' && kind !== 'csv') return;
    try {
      const text = await this.assets.previewText(artifact.download_url);
      runInAction(() => this.patch(artifact.id, kind === 'csv' ? { rows: parseCsv(text, PREVIEW_CSV_ROWS) } : { text }));
    } catch (error) {
      runInAction(() => this.patch(artifact.id, { error: messageOf(error) }));
    }
  }

  private patch(id: string, change: Partial<OpenPreview>): void {
    const current = this.open.get(id);
    if (current) this.open.set(id, { ...current, ...change });
  }
}
