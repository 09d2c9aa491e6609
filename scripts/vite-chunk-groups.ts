import { fileURLToPath } from 'node:url';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfo | null;

const web = (path: string) => fileURLToPath(new URL(`../web/${path}`, import.meta.url));

/** What every page runs first; its static imports are the first visit of any page. */
const ENTRY = web('main.tsx');
/** The pages before sign-in (web/routing/router.tsx), each a lazy route outside the shell. */
const PUBLIC_SCREENS = [...['login', 'register', 'verify-email', 'forgot-password', 'reset-password', 'waitlist'].map((name) => web(`sign-in/${name}-page.tsx`)), web('shell/not-found-screen.tsx')];
/** The signed-in shell and the composition root's signed-in half, which every signed-in page loads together. */
const SHELL = [web('shell/app-shell.tsx'), web('signed-in-root.ts')];

/** The libraries every page runs before its first paint. */
const FRAMEWORK = /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|mitt)[\\/]/;

function staticClosure(roots: string[], info: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    // Rolldown lists a module's dynamic imports among its imported ids too.
    if (module) stack.push(...module.importedIds.filter((m) => !module.dynamicallyImportedIds.includes(m)));
  }
  return seen;
}

/**
 * The build's chunks beside the automatic split (Rolldown's code-splitting groups):
 * - `framework`: the libraries every page runs first, in one file: compressed together they are about 5 KB smaller
 *   than as the dozen chunks the automatic split makes of them.
 * - `blueprint`: Blueprint's components by the pages that use them, sets smaller than 8 KB merged with their
 *   nearest neighbour. The automatic split made a chunk of each set of components some screens share: the
 *   Dashboard's first visit fetched 44 files, which a phone on a slow network fetches six at a time, a round trip
 *   for each wave (Lighthouse's simulation too: bench/notes/3-web.md).
 * - `shell`: our modules that the signed-in shell needs and no page before sign-in does, in one file beside it.
 * Login loads neither the shell's nor the signed-in pages' Blueprint components.
 */
export function chunkGroups() {
  let shellOnly: Set<string> | null = null;
  return [
    { name: 'framework', test: FRAMEWORK, priority: 3 },
    { name: 'blueprint', test: /node_modules[\\/]@blueprintjs[\\/]core[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8000, priority: 2 },
    {
      name(id: string, ctx: { getModuleInfo: GetModuleInfo }) {
        if (!shellOnly) {
          const info: GetModuleInfo = (m) => ctx.getModuleInfo(m);
          const everyPage = staticClosure([ENTRY, ...PUBLIC_SCREENS], info);
          // The two roots stay chunks of their own (the router imports them; scripts/bundle-report.ts finds them).
          shellOnly = new Set([...staticClosure(SHELL, info)].filter((m) => !everyPage.has(m) && !SHELL.includes(m)));
        }
        return shellOnly.has(id) ? 'shell' : null;
      },
      // Only those modules: their imports shared with other pages stay where the automatic split puts them.
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
