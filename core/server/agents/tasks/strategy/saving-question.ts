import type { Amount, Brief } from '../../brief/brief.ts';

// A question about the saving itself: 'what should we do with the saving?', 'where should the money we save go?'.
const ABOUT_SAVING = /\b(?:saving|savings|the money (?:we|it) (?:save|saves|free|frees)|what (?:we|it) (?:save|saves|free|frees)|freed(?: up)? (?:money|budget|cash))\b/i;

/**
 * The saving a request's question is about, when the question names it: a budget stated beside it is context
 * ('Our budget is $8,000'), not the money to place or split.
 */
export function savingAskedAbout(brief: Brief): Amount | null {
  const saving = brief.amounts.find((a) => a.role === 'saving');
  if (!saving || partnerClaim(brief, saving)) return null;
  const questions = brief.request.split(/(?<=[?.!])\s+/).filter((s) => s.trim().endsWith('?'));
  return questions.some((q) => ABOUT_SAVING.test(q)) ? saving : null;
}

// Someone else's word for what their product saves ('their tool saves teams $3,000', 'they claim it saves').
const THEIR_CLAIM = /\b(?:says?|said|claims?|claimed|promises?|advertises?|quotes?)\b|\btheir (?:tool|product|app|software|service|platform)\b|\bsaves? (?:teams|customers|clients|businesses|companies|users|people)\b/i;

/** A saving the request reports as another party's claim, not money the business itself saves. */
export function partnerClaim(brief: Brief, amount: Amount): boolean {
  const sentence = brief.request.split(/(?<=[?.!])\s+/).find((s) => s.includes(amount.text)) ?? '';
  return amount.role === 'saving' && THEIR_CLAIM.test(sentence);
}
