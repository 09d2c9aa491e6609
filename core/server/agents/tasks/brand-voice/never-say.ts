import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { countWord } from '../english-phrases.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { swapsByWord } from '../../offline/voice-rules.ts';

/** 'Add 3 example phrases she should never use', 'phrases to avoid': how many lines that break the voice are asked for. */
export function neverSayCount(request: string): number | null {
  const asked = /\b(?:(\d{1,2}|one|two|three|four|five|six|seven|eight)\s+)?(?:example\s+|bad\s+)?(?:phrases|lines|sentences|things|examples)\s+(?:(?:she|he|they|we|you|i|people|staff)\s+)?(?:should\s+|must\s+|would\s+)?(?:never|not|to\s+avoid|avoid|must not|mustn'?t|don'?t|shouldn'?t)\b|\b(?:phrases|lines|things|words)\s+(?:never\s+to|not\s+to)\s+(?:use|say|write)\b/i.exec(request);
  if (!asked) return null;
  return parseCount(asked[1]) ?? 3;
}

/**
 * Lines that break the voice, each beside the rule it breaks, for a writer to recognise: a claim the voice forbids
 * said as a promise, a word it swaps, a word it bans on what the space sells, a shout. Written from the rules and the
 * space's product, never from one company's wording.
 */
export function neverSayLines(rules: VoiceRules, facts: FactSheet, count: number): string[] {
  const lines: string[] = [];
  for (const claim of rules.claims ?? []) {
    // 'Never promise or hint at a guaranteed pass, or a pass within …' is broken by 'We promise a guaranteed pass.'
    const m = /^\s*(?:never|don'?t|do not)\s+(promise|claim|say|suggest|imply|guarantee|offer)(?:\s+or\s+[a-z]+(?:\s+at)?)?\s+(.+?)(?:[;.]|,?\s+or\s+|$)/i.exec(claim.rule);
    if (m) lines.push(`- "We ${m[1]!.toLowerCase()} ${m[2]!.trim()}." breaks "${claim.rule.trim().replace(/[.;]+$/, '')}".`);
  }
  const byTarget = swapsByWord(rules);
  for (const [to, from] of byTarget) lines.push(`- "Ask your ${from[0]} about it." says "${from[0]}": the voice says "${to}".`);
  const thing = productHead(facts);
  const swapped = new Set([...byTarget.values()].flat().map((w) => w.toLowerCase()));
  for (const word of rules.avoid.filter((w) => !swapped.has(w.toLowerCase())).slice(0, 3)) lines.push(`- "${capitalise(word.toLowerCase())} ${thing}" uses "${word.toLowerCase()}", a word the voice never uses.`);
  if (rules.maxExclamations !== undefined) lines.push(`- "Book now!!!" has ${rules.maxExclamations === 0 ? 'exclamation marks' : 'more exclamation marks than the voice allows'} (${rules.maxExclamations === 0 ? 'none' : `at most ${countWord(rules.maxExclamations)}`}).`);
  return lines.slice(0, count);
}

/** 'Manual and automatic driving lessons (1 or 2 hours), 10-hour blocks' → 'lessons': what is sold, in one plural noun. */
function productHead(facts: FactSheet): string {
  const first = (facts.product ?? '').replace(/\([^)]*\)/g, '').split(/[,;:]|\s+(?:for|with|in|at|from)\s+/)[0]!.trim();
  const last = first.split(/\s+/).pop() ?? '';
  return /^[a-z][a-z-]+$/i.test(last) ? last.toLowerCase() : 'service';
}
