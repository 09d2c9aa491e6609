/** The text as a literal inside a RegExp source: every character with a meaning there escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
