/** A request to find fault with a plan it gives: 'pick holes in this', 'does it hang together?', 'sense-check my plan'. */
const CRITIQUE = /\b(?:pick holes|poke holes|picks? apart|tear (?:it|this) apart|stress[- ]test|sense[- ]check|sanity[- ]check|does (?:it|this|that) (?:hang together|add up|stack up|make sense)|what(?:'s| is) wrong with (?:this|my|our) (?:plan|idea)|critique (?:this|my|our) (?:plan|idea)|am i (?:just )?(?:giving|throwing) (?:money|it) away)\b/i;

export function asksCritique(text: string): boolean {
  return CRITIQUE.test(text);
}
