import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_IN = fileURLToPath(new URL('../web/icons/unused-icon-loaders.ts', import.meta.url));
const NAMES_STAND_IN = fileURLToPath(new URL('../web/icons/icon-names-stand-in.ts', import.meta.url));

/**
 * Keeps Blueprint's built-in icon loaders (every icon, about 100 KB gzip per size) out of the web build: their
 * dynamic imports in @blueprintjs/icons resolve to a stand-in. The app's loader (web/icons/icon-loader.ts) imports
 * only the icons it uses; without this, the bundler would share those icons' modules with the built-in chunks.
 * Blueprint's list of every icon name (iconNames.js, about 9 KB gzip, which its loader only uses to check a name
 * before asking the loader) resolves to a stand-in too: the app's loader answers a name it does not know with no
 * paths.
 */
export function usedIconsOnly(): Plugin {
  return {
    name: 'used-icons-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('@blueprintjs/icons')) return null;
      if (/\/paths-loaders\/(?:allPathsLoader|splitPathsBySizeLoader)(?:\.js)?$/.test(source)) return STAND_IN;
      if (/^\.\/iconNames(?:\.js)?$/.test(source)) return NAMES_STAND_IN;
      return null;
    },
  };
}
