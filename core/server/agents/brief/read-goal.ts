// Words that set a target: 'aiming for 15 partner agencies', 'to sign up 150 members', 'goal: 2,500 subscriptions'.
const GOAL = /\b(?:aiming (?:for|to)|aim (?:for|to|is to)|with the aim of|so (?:that )?we (?:can )?|goal(?:\s+is(?:\s+to)?|\s*:)|target(?:\s+is(?:\s+to)?|\s*:)|to (?=(?:sign up|recruit|reach|get|hit|grow|win|sell|book|raise|double|add|gain|land|convert)\b))\s*([^.;?!\n]{4,120})/i;

/**
 * The target a request sets, as written, when it states one with a figure ('aiming for 15 signed partner agencies by
 * day 90' gives '15 signed partner agencies by day 90'); null when it states none.
 */
export function readGoal(instructions: string): string | null {
  const found = GOAL.exec(instructions)?.[1]?.trim().replace(/[\s,]+$/, '');
  return found && /\d|\b(?:double|triple|half)\b/i.test(found) ? found : null;
}
