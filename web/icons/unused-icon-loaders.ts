/**
 * Stands in, in the build, for Blueprint's built-in icon loaders (scripts/vite-used-icons-only.ts): they hold every
 * icon's paths and would pull the app's own icons into their chunks. The app sets its own loader before any icon
 * renders (icon-loader.ts), so these are never called; if one is, it draws nothing.
 */
import type { IconPaths } from '@blueprintjs/icons';

const none = async (): Promise<IconPaths> => [];
export const allPathsLoader = none;
export const splitPathsBySizeLoader = none;
