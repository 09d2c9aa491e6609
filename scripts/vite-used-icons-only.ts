import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_IN = fileURLToPath(new URL('../web/icons/unused-icon-loaders.ts', import.meta.url));

/**
 * Keeps Blueprint's built-in icon loaders (every icon, about 100 KB gzip per size) out of the web build: their
 * dynamic imports in @blueprintjs/icons resolve to a stand-in. The app's loader (web/icons/icon-loader.ts) imports
 * only the icons it uses; without this, the bundler would share those icons' modules with the built-in chunks.
 */
export function usedIconsOnly(): Plugin {
  return {
    name: 'used-icons-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('@blueprintjs/icons') && /\/paths-loaders\/(?:allPathsLoader|splitPathsBySizeLoader)(?:\.js)?$/.test(source)) return STAND_IN;
      return null;
    },
  };
}
