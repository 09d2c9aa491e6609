import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const CORE = join(root, 'node_modules/@blueprintjs/core');
const ESM = join(CORE, 'lib/esm');
const STYLESHEET = join(CORE, 'lib/css/blueprint.css');
const SOURCE_MAP = `${STYLESHEET}.map`;

/** A top-level block of Blueprint's stylesheet (a rule, an at-rule with its body) and the Sass partial it came from. */
interface Block {
  text: string;
  partial: string;
}

/**
 * Blueprint's stylesheet cut to what the app can show. Blueprint ships one stylesheet (560 KB, 35 KB brotli)
 * that every page parses before its first paint and matches every element against; most of it styles
 * components the app never imports (trees, sliders, editable text, multistep dialogs, ...) and the glyphs of
 * an icon font the app does not load (its icons are SVG, web/icons/).
 *
 * The compiled stylesheet's source map names the Sass partial (node_modules/@blueprintjs/core/src) each rule
 * comes from. A component's partials (src/components/<folder>/) are kept when the app's code reaches that
 * component's module (lib/esm/components/<folder>/): the names web/ imports from '@blueprintjs/core', followed
 * through Blueprint's own imports. A partial no imported component needs is still kept when web/ names one of
 * the classes only it styles (`bp6-html-table` in a className, `Classes.DIALOG_BODY`). Everything outside
 * src/components (the reset, typography, design tokens, focus and dark-theme rules) is kept. The rules kept
 * stay in Blueprint's order, unchanged, so every component looks as before; only unreachable rules go.
 */
export function blueprintCssUsedOnly(webDir = join(root, 'web')): Plugin {
  let kept: string | null = null;
  return {
    name: 'blueprint-css-used-only',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== STYLESHEET) return null;
      kept ??= usedBlueprintCss(webDir);
      return kept;
    },
  };
}

/** The stylesheet's rules the code under `webDir` can need, in Blueprint's order. */
function usedBlueprintCss(webDir: string): string {
  const blocks = stylesheetBlocks();
  const ownSources = sourceFiles(webDir);
  const usedClasses = classesNamed(ownSources);
  const folders = componentFolders(importedNames(ownSources));
  const classesOf = new Map<string, Set<string>>();
  for (const block of blocks) {
    const set = classesOf.get(block.partial) ?? new Set<string>();
    for (const match of block.text.matchAll(/\.(bp6-[\w-]+)/g)) set.add(match[1]!);
    classesOf.set(block.partial, set);
  }
  const ownedBy = (partial: string) => [...classesOf.get(partial)!].filter((c) => [...classesOf].every(([other, set]) => other === partial || !set.has(c)));
  const keepPartial = new Map<string, boolean>();
  const keeps = (partial: string) => {
    let keep = keepPartial.get(partial);
    if (keep === undefined) {
      const folder = /^components\/([\w-]+)\//.exec(partial)?.[1];
      keep = !folder || folders.has(folder) || ownedBy(partial).some((c) => usedClasses.has(c));
      keepPartial.set(partial, keep);
    }
    return keep;
  };
  return blocks
    .filter((block) => keeps(block.partial))
    .filter((block) => !isIconFontGlyph(block.text) || [...block.text.matchAll(/\.(bp6-icon-[\w-]+)::before/g)].some((m) => usedClasses.has(m[1]!)))
    .map((block) => block.text)
    .join('\n');
}

/** `.bp6-icon-<name>::before{content:"\f..."}`: a glyph of Blueprint's icon font, which the app does not load. */
function isIconFontGlyph(text: string): boolean {
  return /^(?:\.bp6-icon-[\w-]+::before,?\s*)+\{\s*content:\s*"\\[0-9a-f]+";\s*\}$/i.test(text.trim());
}

/** Splits the stylesheet into top-level blocks (braces counted outside comments and strings) and names each one's partial. */
function stylesheetBlocks(): Block[] {
  const css = readFileSync(STYLESHEET, 'utf8');
  const map = JSON.parse(readFileSync(SOURCE_MAP, 'utf8')) as { sources: string[]; mappings: string };
  const lines = decode(map.mappings);
  const lineStarts = [0];
  for (let i = 0; i < css.length; i++) if (css[i] === '\n') lineStarts.push(i + 1);
  const partialAt = (offset: number) => {
    let line = lineStarts.length - 1;
    let lo = 0;
    while (lo < line) {
      const mid = (lo + line + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else line = mid - 1;
    }
    const segment = lines[line]?.find((s) => s.length >= 4);
    const source = segment ? map.sources[segment[1]!]! : '';
    return source.replace(/^.*?\/src\//, '').replace(/^.*\/node_modules\//, 'node_modules/');
  };
  const blocks: Block[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      i = j;
      continue;
    }
    if (depth === 0 && start < 0 && !/\s/.test(c!)) start = i;
    if (c === ';' && depth === 0 && start >= 0) {
      // A top-level statement (@charset, @import): kept with the first partial's rules.
      blocks.push({ text: css.slice(start, i + 1), partial: '' });
      start = -1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      blocks.push({ text: css.slice(start, i + 1), partial: partialAt(start) });
      start = -1;
    }
  }
  return blocks;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:tsx?|css)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** `bp6-…` class names written out, and the values of the `Classes.X` constants named, anywhere in the app's code. */
function classesNamed(sources: string[]): Set<string> {
  const constants = classConstants();
  const used = new Set<string>();
  for (const text of sources) {
    for (const match of text.matchAll(/\bbp6-[\w-]+/g)) used.add(match[0]);
    for (const match of text.matchAll(/\bClasses\.([A-Z_0-9]+)\b/g)) {
      const value = constants.get(match[1]!);
      if (value) used.add(value);
    }
  }
  return used;
}

/** Blueprint's class constants (lib/esm/common/classes.js: `export const NAME = `${NS}-name`;`). */
function classConstants(): Map<string, string> {
  const text = readFileSync(join(ESM, 'common/classes.js'), 'utf8');
  const map = new Map<string, string>();
  for (const match of text.matchAll(/export const ([A-Z_0-9]+) = `\$\{NS\}-([\w-]+)`/g)) map.set(match[1]!, `bp6-${match[2]}`);
  return map;
}

/** The names the app imports from '@blueprintjs/core'. */
function importedNames(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of sources) {
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@blueprintjs\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The component folders (lib/esm/components/<folder>/) the imported names reach through Blueprint's own imports. */
function componentFolders(names: Set<string>): Set<string> {
  const files = new Set<string>();
  for (const name of names) {
    const file = definingFile(join(ESM, 'index.js'), name, new Set());
    if (file) files.add(file);
  }
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop()!;
    for (const next of relativeImports(file)) {
      if (!files.has(next)) {
        files.add(next);
        stack.push(next);
      }
    }
  }
  const folders = new Set<string>();
  for (const file of files) {
    const folder = /^components\/([\w-]+)\//.exec(relative(ESM, file))?.[1];
    if (folder) folders.add(folder);
  }
  return folders;
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.js`, join(base, 'index.js')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The module under lib/esm that declares `name`, following `export *` and `export { … } from`. */
function definingFile(file: string, name: string, seen: Set<string>): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (new RegExp(`export\\s+(?:const|let|var|function\\*?|class|async\\s+function)\\s+${name}\\b`).test(text)) return file;
  if (new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*;`).test(text)) return file;
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const parts = match[1]!.split(',').map((p) => p.trim().split(/\s+as\s+/));
    const part = parts.find((p) => (p[1] ?? p[0])!.trim() === name);
    if (part) {
      const target = resolveModule(file, match[2]!);
      return target ? (definingFile(target, part[0]!.trim(), new Set()) ?? target) : null;
    }
  }
  for (const match of text.matchAll(/export\s*\*\s*from\s*"([^"]+)"/g)) {
    const target = resolveModule(file, match[1]!);
    const found = target && definingFile(target, name, seen);
    if (found) return found;
  }
  return null;
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^;]*?from\s*"(\.[^"]+)"/g), ...text.matchAll(/import\s*"(\.[^"]+)"/g)].map((m) => m[1]!);
  return specs.map((spec) => resolveModule(file, spec)).filter((f): f is string => f !== null);
}
