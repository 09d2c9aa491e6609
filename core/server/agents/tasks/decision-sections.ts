/**
 * The closing sections of a decision: what would change the call, and the numbered next steps. Written in one place
 * because a follow-up question on the decision reads them back by these headings (decision-follow-up.ts).
 */
export function changeAndNextStep(change: readonly string[], next: readonly string[]): string[] {
  return ['## What would change the call', ...change.map((c) => `- ${c}`), '', '## Next step', ...next.map((n, i) => `${i + 1}. ${n}`)];
}
