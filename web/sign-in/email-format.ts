const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A quick shape check as the user types; the server has the last word. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
