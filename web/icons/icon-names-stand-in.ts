/**
 * Stands in, in the build, for @blueprintjs/icons' iconNames.js (scripts/vite-used-icons-only.ts): the list of
 * every icon name, about 9 KB gzip on every page, which Blueprint's loader reads only to refuse an unknown name
 * before asking the loader. The app's loader (icon-loader.ts) answers a name it does not hold with no paths, so
 * every string is let through to it. `IconNames` (Blueprint's constants, which the app does not use) is empty.
 */
export const IconNames: Record<string, string> = {};
export const IconNamesSet: Pick<Set<string>, 'has'> = { has: (name: string) => typeof name === 'string' && name.length > 0 };
