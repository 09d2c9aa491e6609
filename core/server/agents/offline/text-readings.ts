/**
 * The tagger's readings of texts, remembered: one answer reads the same lines many times (the request, the space's
 * documents, each draft line as every check looks at it), and a reading is a pure function of its text. Bounded by
 * the characters of the texts it holds, oldest use first out, so a long-running server's memory stays flat.
 * A reading is frozen before it is shared: a caller that changed it would change every later caller's.
 */
export function rememberedReadings<T extends object>(read: (text: string) => T, maxChars: number): (text: string) => T {
  const held = new Map<string, T>();
  let chars = 0;
  return (text: string): T => {
    const known = held.get(text);
    if (known !== undefined) {
      // Most recently used last: a Map iterates in insertion order, so the first key is the one to drop.
      held.delete(text);
      held.set(text, known);
      return known;
    }
    const reading = frozen(read(text));
    if (text.length > maxChars) return reading;
    held.set(text, reading);
    chars += text.length;
    for (const [oldest] of held) {
      if (chars <= maxChars) break;
      held.delete(oldest);
      chars -= oldest.length;
    }
    return reading;
  };
}

function frozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // Sets and Maps cannot be frozen; their contents are read-only by the readings' types.
  if (value instanceof Set || value instanceof Map) return value;
  for (const inner of Object.values(value)) frozen(inner);
  return Object.freeze(value);
}
