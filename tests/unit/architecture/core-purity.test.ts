import { describe, expect, it } from 'vitest';
import { refusedUses, sourceFiles } from './source-lines.ts';

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
  const files = sourceFiles('core');
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  it('uses no platform globals, real time or randomness', () => {
    // A port's method signature (`setTimeout(cb, ms): TimerHandle;`) names time, it does not use it.
    const problems = refusedUses(files, FORBIDDEN, (line) => /^\s*\w+\(.*\):\s*[\w<>| ]+;\s*$/.test(line));
    expect(problems).toEqual([]);
  });
});
