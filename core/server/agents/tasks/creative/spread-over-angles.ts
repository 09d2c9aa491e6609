import { anglesFor, type Angle } from './angles.ts';
import type { CreativeKit } from './creative-output.ts';
import { mostlyRepeats } from './copy-text.ts';

/**
 * Short lines, spread over the angles the facts can carry; each round takes every angle's next wording, and
 * a regenerate leads with another angle and another wording.
 */
export function spreadOverAngles(kit: CreativeKit, count: number, hooks: (angle: Angle) => string[], shape: (line: string) => string | null): { line: string; angle: Angle }[] {
  const angles = anglesFor(kit.m, kit.input.variant, count);
  const pools = new Map(angles.map((a) => [a, hooks(a)]));
  const longest = Math.max(...[...pools.values()].map((p) => p.length), 0);
  const out: { line: string; angle: Angle }[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < longest && out.length < count; round++) {
    for (const angle of angles) {
      const pool = pools.get(angle)!;
      if (round >= pool.length || out.length >= count) continue;
      // A regenerate starts each angle at its next wording.
      const raw = pool[(round + kit.input.variant) % pool.length]!;
      const line = shape(kit.voiced(raw));
      // A line that mostly says what an earlier one says ('Smile Dental cut no-shows by 38%' twice over) is no alternative.
      if (!line || seen.has(line.toLowerCase()) || out.some((o) => mostlyRepeats(line, o.line) && mostlyRepeats(o.line, line))) continue;
      seen.add(line.toLowerCase());
      out.push({ line, angle });
    }
  }
  return out;
}
