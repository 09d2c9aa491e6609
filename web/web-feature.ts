import type { ComponentType } from 'react';

/**
 * A page of a feature inside the signed-in shell: its address (or addresses: they share one mounted screen, so moving
 * between them keeps it), and its code fetched on first visit in its own chunk.
 */
export interface FeaturePage {
  readonly path: string | readonly string[];
  readonly load: () => Promise<ComponentType>;
}

/**
 * One feature of the web app, listed once in `WEB_FEATURES` (web/web-features.ts): the router serves its pages.
 * Its folder (`web/<feature>/`) holds its screens, view-models, texts and the pages that compose them.
 */
export interface WebFeature {
  readonly name: string;
  readonly pages: readonly FeaturePage[];
}
