import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '../../..');

/** Every TypeScript source file under `dir` (relative to the repository's root), depth first. */
export function sourceFiles(dir: string): string[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : /\.tsx?$/.test(path) ? [path] : [];
  return walk(join(root, dir));
}

/**
 * The lines of `files` that match a refused pattern, as "path:line uses what". Comments name things, they do not use
 * them, so comment lines are skipped; so is any line `skip` names.
 */
export function refusedUses(files: string[], refused: [RegExp, string][], skip: (line: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\/?\*)/.test(line) || skip(line)) return;
      for (const [pattern, what] of refused) if (pattern.test(line)) problems.push(`${relative(root, file)}:${i + 1} uses ${what}`);
    });
  }
  return problems;
}
