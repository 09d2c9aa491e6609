import type { Artifact } from './artifact.ts';

/** How an artifact shows in place: HTML framed in a sandbox, images as images, Markdown rendered, CSV as a table. */
export type PreviewKind = 'html' | 'image' | 'markdown' | 'csv';

/** The preview of an artifact, or null when it is only downloaded (documents, archives, anything not finished). */
export function previewKindOf(artifact: Pick<Artifact, 'mime_type' | 'filename' | 'generation_status' | 'download_url'>): PreviewKind | null {
  if (artifact.generation_status !== 'completed' || !artifact.download_url) return null;
  const mime = artifact.mime_type.toLowerCase().split(';')[0]!.trim();
  const name = artifact.filename.toLowerCase();
  if (mime === 'text/html' || name.endsWith('.html') || name.endsWith('.htm')) return 'html';
  if (mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/gif' || mime === 'image/webp' || mime === 'image/svg+xml') return 'image';
  if (mime === 'text/markdown' || name.endsWith('.md')) return 'markdown';
  if (mime === 'text/csv' || name.endsWith('.csv')) return 'csv';
  return null;
}

/** The signed link's address for showing in place: the server answers it inline, sandboxed (see the download route). */
export function previewUrlOf(downloadUrl: string): string {
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}inline=1`;
}

/** At most this much of a text artifact is shown in place; the download has the whole. */
export const PREVIEW_TEXT_LIMIT = 200_000;
/** At most this many rows of a CSV are shown in place. */
export const PREVIEW_CSV_ROWS = 200;
