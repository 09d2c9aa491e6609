import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The client's state is declared one way: stores and view-models list what is observable, computed and an action
 * (`makeObservable`), so a reader sees in one place what a screen re-renders on. Inferred annotations with
 * hand-kept exclusion lists and hand-signalled atoms are refused.
 */
const REFUSED: [RegExp, string][] = [
  [/\bmakeAutoObservable\b/, 'makeAutoObservable (list the annotations with makeObservable)'],
  [/\bcreateAtom\b/, 'createAtom (make the state observable instead of signalling changes by hand)'],
];

describe('one MobX style across the client', () => {
  const files = [...sourceFiles(join(root, 'core')), ...sourceFiles(join(root, 'web')), ...sourceFiles(join(root, 'adapters/client'))];
  it('declares every observable, computed value and action with makeObservable', () => {
    const problems: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\/?\*)/.test(line)) return;
        for (const [pattern, what] of REFUSED) if (pattern.test(line)) problems.push(`${relative(root, file)}:${i + 1} uses ${what}`);
      });
    }
    expect(problems).toEqual([]);
  });
});
