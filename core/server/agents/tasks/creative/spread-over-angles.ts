import { anglesFor, type Angle } from './angles.ts';
import type { CreativeKit } from './creative-output.ts';
import { mostlyRepeats } from './copy-text.ts';
import { repeatsEarlier } from '../distinct-version.ts';

/**
 * Short lines, spread over the angles the facts can carry; each round takes every angle's next wording. A
 * regenerate leads with another angle and writes the lines the answer before it did not use first, so it is
 * another set of lines, not the same lines reordered; it repeats earlier ones only when the facts run out.
 */
export function spreadOverAngles(kit: CreativeKit, count: number, hooks: (angle: Angle) => string[], shape: (line: string) => string | null): { line: string; angle: Angle }[] {
  let used = new Set<string>();
  let out: { line: string; angle: Angle }[] = [];
  for (let variant = 0; variant <= kit.input.variant; variant++) {
    // Only the version asked for knows what was really written before it; the ones before it are retraced as they were.
    out = spreadOnce(kit, variant, count, hooks, shape, used, variant === kit.input.variant ? (kit.input.earlier ?? []) : []);
    used = new Set(out.map((o) => o.line.toLowerCase()));
  }
  return out;
}

function spreadOnce(kit: CreativeKit, variant: number, count: number, hooks: (angle: Angle) => string[], shape: (line: string) => string | null, before: Set<string>, written: readonly string[]): { line: string; angle: Angle }[] {
  const angles = anglesFor(kit.m, variant, count);
  const pools = new Map(angles.map((a) => [a, hooks(a)]));
  const longest = Math.max(...[...pools.values()].map((p) => p.length), 0);
  const out: { line: string; angle: Angle }[] = [];
  const seen = new Set<string>();
  const candidates: { line: string; angle: Angle }[] = [];
  for (let round = 0; round < longest; round++) {
    for (const angle of angles) {
      const pool = pools.get(angle)!;
      if (round >= pool.length) continue;
      // A regenerate starts each angle at its next wording.
      const raw = pool[(round + variant) % pool.length]!;
      const line = shape(kit.voiced(raw));
      // A line that mostly says what an earlier one says ('Smile Dental cut no-shows by 38%' twice over) is no alternative.
      if (!line || seen.has(line.toLowerCase()) || candidates.some((o) => mostlyRepeats(line, o.line) && mostlyRepeats(o.line, line))) continue;
      seen.add(line.toLowerCase());
      candidates.push({ line, angle });
    }
  }
  // Lines that say what no earlier version said come first, then lines reworded from them, then the previous answer's
  // own lines, only where the facts run out: a few swapped words are no new line.
  const earlier = [...written, ...before];
  const tiers = [
    (c: { line: string }) => !before.has(c.line.toLowerCase()) && !repeatsEarlier(c.line, earlier),
    (c: { line: string }) => !before.has(c.line.toLowerCase()),
    () => true,
  ];
  for (const tier of tiers) for (const c of candidates) if (out.length < count && !out.includes(c) && tier(c)) out.push(c);
  return out;
}
