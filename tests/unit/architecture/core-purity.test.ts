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

/** Globals that would tie core to a platform or to real time; the import rules live in .dependency-cruiser.cjs. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bDate\.now\(/, 'Date.now() (use the Clock port)'],
  [/\bMath\.random\(/, 'Math.random() (use an IdGenerator port)'],
  [/(?<![.\w])(setTimeout|setInterval|clearTimeout|clearInterval)\(/, 'timers (use the Clock port)'],
  [/\b(window|document|localStorage|sessionStorage|navigator)\./, 'browser globals'],
  [/\b(process|Buffer|__dirname|require)\b[.(]/, 'Node globals'],
  [/\bnew Date\(\)/, 'new Date() without a time (use the Clock port)'],
];

describe('core is framework-free and time-free', () => {
  const files = sourceFiles(join(root, 'core'));
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  it('uses no platform globals, real time or randomness', () => {
    const problems: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // Comments name things (`/** ... in a window. */`), they do not use them.
        if (/^\s*(\/\/|\/?\*)/.test(line)) return;
        // A port's method signature (`setTimeout(cb, ms): TimerHandle;`) names time, it does not use it.
        if (/^\s*\w+\(.*\):\s*[\w<>| ]+;\s*$/.test(line)) return;
        for (const [pattern, what] of FORBIDDEN) {
          if (pattern.test(line)) problems.push(`${relative(root, file)}:${i + 1} uses ${what}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
