import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, except that within a project the files known to take longest start first, in the order given.
 * Vitest starts the files it has timed longest-first, but a fresh clone (CI) has no timings, and its fallback, larger
 * files first, started the accessibility sweep of every route (a small file with a hundred generated tests) last: it
 * then ran alone for over a minute while the other workers had nothing left. Stale entries only cost the order.
 */
export function longestFirst(root: string, slowest: readonly string[]): typeof BaseSequencer {
  const rank = new Map(slowest.map((file, index) => [file, index]));
  const rankOf = (spec: TestSpecification) => rank.get(relative(root, spec.moduleId)) ?? slowest.length;
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const ordered = await super.sort(files);
      // Vitest runs a project's files together: each keeps its project's place, and only the listed files move,
      // to the front of their project's run.
      const position = new Map(ordered.map((spec, index) => [spec, index]));
      const projectStart = new Map<string, number>();
      ordered.forEach((spec, index) => projectStart.has(spec.project.name) || projectStart.set(spec.project.name, index));
      const key = (spec: TestSpecification) => [projectStart.get(spec.project.name)!, rankOf(spec), position.get(spec)!];
      return [...ordered].sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
      });
    }
  };
}
