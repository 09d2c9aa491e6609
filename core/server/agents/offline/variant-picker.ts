/**
 * Chooses among a part's wordings, deterministically: the same request gives the same answer, another
 * request usually another wording, and each regenerate (the next version) moves every part to its next
 * wording, so a regenerated answer always differs from the one before it.
 */
export class VariantPicker {
  constructor(
    private readonly seed: string,
    private readonly version: number,
  ) {}

  /** The picker of the next version: a follow-up asking for another angle moves on from the answer it revises. */
  next(): VariantPicker {
    return new VariantPicker(this.seed, this.version + 1);
  }

  pick<T>(options: readonly T[], part: string): T {
    if (!options.length) throw new Error(`No wordings for ${part}`);
    const base = fnv1a(`${this.seed}\u0000${part}`);
    return options[(base + Math.max(0, this.version - 1)) % options.length]!;
  }

  /** `count` distinct options, rotated by the version, in a stable order. */
  several<T>(options: readonly T[], count: number, part: string): T[] {
    // Asked for the whole list (to filter it), a regenerate still has to lead with other options: move by half of it.
    const step = count >= options.length ? Math.ceil(options.length / 2) : count;
    const start = (fnv1a(`${this.seed}\u0000${part}`) + Math.max(0, this.version - 1) * step) % Math.max(1, options.length);
    return Array.from({ length: Math.min(count, options.length) }, (_, i) => options[(start + i) % options.length]!);
  }
}

/** FNV-1a over UTF-16 code units: small, stable across platforms, good enough to spread wordings. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
