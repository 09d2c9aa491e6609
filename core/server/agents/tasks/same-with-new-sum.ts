import type { PreviousAnswer } from './agent-task.ts';
import { moneyIn } from './strategy/money.ts';

/**
 * 'Now do it with £800 a month instead', 'What if we only had £600?', 'Same again with £2,000': the previous
 * question asked again with another sum in place of its one sum, so a split, a call or a sum is worked out afresh
 * on the new figure rather than edited as text. Only for a request that named one sum; only for the advisers, whose
 * answers are worked out from it.
 */
const REDO = /\b(?:(?:now\s+)?(?:do|redo|run|rework|work out|split)\s+(?:it|that|this|the (?:same|split|maths|numbers|sums))(?:\s+again)?\s+(?:with|for|on|at|using)|what if (?:we |i )?(?:only |just )?(?:had|have|spend|spent|put|got)|what if (?:the|our) budget (?:is|was|were|drops to|goes up to)|same (?:again |thing )?(?:with|for|but with)|(?:and|but|then) with)\s+(?:only\s+|just\s+)?([£$€]\s?\d[\d,]*(?:\.\d+)?k?)/i;

export function sameWithNewSum(message: string, previous: PreviousAnswer): { request: string; said: string } | null {
  if (previous.brief?.agent !== 'strategy-review-agent' && previous.brief?.agent !== 'cmo') return null;
  const asked = REDO.exec(message);
  if (!asked) return null;
  const sums = moneyIn(previous.request);
  const now = moneyIn(asked[1]!)[0];
  if (sums.length !== 1 || !now || now.currency !== sums[0]!.currency || now.value === sums[0]!.value) return null;
  const old = sums[0]!;
  return { request: `${previous.request.slice(0, old.index)}${asked[1]!.trim()}${previous.request.slice(old.index + old.text.length)}`, said: `The same, worked out again with ${asked[1]!.trim()} in place of ${old.text}.` };
}
