import { pastedText, startsWithInstruction } from '../offline/request-material.ts';

/** A request split into what it asks (the instructions) and the text it gives to work on (pasted or quoted). */
export interface RequestParts {
  instructions: string;
  pasted: string | null;
}

/** Enough of a request to read what it asks; a longer message is material after its opening. */
const MAX_INSTRUCTIONS = 2000;
// A line that tells the agent what to do with the work rather than being the work.
const INSTRUCTION_LINE = /^\s*(?:[-*•]\s*)?(?:please|pls|also|and|then|now|keep|make|use|include|add|mention|link|ask|avoid|don'?t|do not|no|never|always|end|start|open|close|sign|focus|write|draft|create|give|send|target|aim|cta|call to action|tone|audience|offer|code|deadline|limit|max|under|one|two|three|each|it|this|they|the (?:audience|offer|tone|goal|cta|deadline|code|budget))\b/i;
// The first line says what follows is material: 'Rewrite this:', 'Here is our plan', 'check the text below'.
const POINTS_AT_MATERIAL = /\b(this|these|the following|below|here(?:'s| is| are)|pasted|my draft|our draft|the text|this text|this copy|this page|this plan|this email|this post|as follows)\b|:\s*$|\b(?:our|my|the)\s+(?:[\w-]+\s+){0,2}(?:plan|strategy|draft|copy|page|email|post|intro|text|caption|ad|paragraph|bio|sample)\s*:|^\s*(?:review|check|audit|rewrite|analy[sz]e|edit|score)\s*:/i;
// 'for the Growth plan: 20% off with code ROUTE20': an offer after the colon is the request's terms, not a plan pasted for review.
const OFFER_TERMS = /\b(?:with|use|using|enter)\s+(?:the\s+)?(?:promo\s+|discount\s+)?code\s+[A-Z0-9][A-Z0-9-]{2,}\b|\d+\s?%\s+off\b|[$£€]\s?\d[\d,.]*\s+off\b/;
/** 'Is it working?', 'feedback on our hero', 'does this headline land?': an ask for what words given do for a reader. */
export const WORKING_ASK = /\b(?:is (?:it|this|that) (?:working|any good|good enough|clear|doing its job)|does (?:it|this|that) (?:work|land|do its job)|feedback on|thoughts on|what do you (?:think|reckon)|your (?:honest )?(?:view|opinion|take) on|how (?:good|strong) is)\b/i;
/** An ask for a verdict on words given: whether they work, or a check, review or score of them. */
const VERDICT_ASK = new RegExp(`${WORKING_ASK.source}|\\b(?:is (?:it|this|that) (?:ok|okay|on-brand|on brand)|check|review|critique|rate|score|grade|audit|assess|evaluate|rewrite|reword|rephrase|edit|improve|fix|tighten|polish)\\b`, 'i');
/** An ask addressed to the agent: 'work out …', 'tell me …', 'what should we …'. */
const ASKS_AFTER = /(?:^|[.!?]\s+)(?:please\s+)?(?:work out|tell me|tell us|give me|show me|what should (?:we|i)|how should (?:we|i)|which (?:\w+\s+)?should (?:we|i)|should we|can you|could you|calculate|compare)\b/i;
/** A paragraph that opens by asking the agent for work. */
const OPENS_ON_ASK = /^(?:so,?\s+|ok,?\s+|right,?\s+)?(?:please\s+)?(?:(?:can|could|would|will) you(?: please)?\s+(?:write|draft|create|compose|prepare|put together|do|make|give)|(?:write|draft|compose|prepare)\s+(?:me\s+|us\s+)?(?:a|an|the|his|her|their|our|my|\d+|[A-Z][a-z]+['’]s)\b)/i;
/** Fewer words than the engine's usual minimum still make material when the request points at it and it follows on its own lines. */
const MIN_SHORT_MATERIAL_WORDS = 4;

/**
 * Finds the material in a request (text after an instruction's colon, on the following lines, or a long
 * quotation) with the offline engine's `pastedText`, and keeps the rest as the instructions. Lines after the
 * first that read as more instructions ('Use the attached one-pager for facts.') are instructions, not material.
 */
export function requestParts(message: string): RequestParts {
  const text = message.trim();
  // 'Here is my plan: "Put £500 into …, and run a 20% off sale in May." Critique it.': a whole quotation after a
  // colon, with a verdict asked after it, is the material, its offer terms and all, and it ends at its closing mark.
  const quotedWhole = /:\s*["“]([^"”\n]{20,2000})["”]\s*([^"“”]*)$/.exec(text);
  // ('Review this Instagram caption before I post it: "… Use SPRING15 for 15% off everything!"': the verdict asked before
  // it, on the one line; a plan given on lines of its own that ends on a quoted offer is the plan.)
  if (quotedWhole && quotedWhole[1]!.trim().split(/\s+/).length >= 6 && (VERDICT_ASK.test(quotedWhole[2]!) || (!text.includes('\n') && VERDICT_ASK.test(text.slice(0, quotedWhole.index)))) && POINTS_AT_MATERIAL.test(text.slice(0, quotedWhole.index + 1))) {
    return { instructions: `${text.slice(0, quotedWhole.index + 1)} ${quotedWhole[2]!}`.replace(/\s+/g, ' ').trim().slice(0, MAX_INSTRUCTIONS), pasted: quotedWhole[1]!.trim() };
  }
  const pasted = pastedText(text);
  if (!pasted) {
    // 'Audit this page:\nExample grinder product page\nQuiet, precise, made to last.': short, but the material asked about.
    const [first, ...rest] = text.split('\n');
    const below = rest.join('\n').trim();
    if (/:\s*$/.test(first!) && POINTS_AT_MATERIAL.test(first!) && below.split(/\s+/).length >= MIN_SHORT_MATERIAL_WORDS && !below.split('\n').every((line) => !line.trim() || INSTRUCTION_LINE.test(line))) {
      return { instructions: first!.trim(), pasted: below };
    }
    // 'Give me feedback on our hero: "Aquariums made easy. We do the hard bit." Is it working?': a short line quoted
    // for a verdict is the material, however few its words.
    const quote = /["“]([^"”\n]{8,400})["”]/.exec(text);
    if (quote && quote[1]!.trim().split(/\s+/).length >= 3 && VERDICT_ASK.test(text.replace(quote[0], ' '))) {
      return { instructions: text.replace(quote[0], ' ').replace(/\s+/g, ' ').replace(/\s+([:.?!])/g, '$1').trim().slice(0, MAX_INSTRUCTIONS), pasted: quote[1]!.trim() };
    }
    return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  }
  const probe = pasted.slice(0, 40);
  const at = text.indexOf(probe);
  const before = at >= 0 ? text.slice(0, at) : text.split('\n')[0]!;
  const firstLine = text.split('\n')[0]!;
  const afterColon = /:\s*["“]?$/.test(before.trimEnd());
  const quoted = at > 0 && /["“'‘]\s*$/.test(before);
  const pointsAtMaterial = POINTS_AT_MATERIAL.test(firstLine) || quoted;
  // 'Priya had a demo this morning … (a paragraph of context)\n\nCan you write her follow-up email?': a paragraph that
  // opens on the ask is the request, after the situation it tells of, not material to work on.
  if (!afterColon && !quoted && OPENS_ON_ASK.test(pasted.trim()) && !ASKS_AFTER.test(before) && !startsWithInstruction(before)) return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  // 'Subject line plus three stories, around 60 words each:' then a numbered list: the stories to write, not text to work on.
  if (afterColon && /\b(?:stories|items|sections|topics|points|updates|things|parts|pieces|slides|questions|bullets)\b[^.:\n]*:\s*$/i.test(before) && pasted.split('\n').filter((l) => l.trim()).every((l) => /^\s*(?:\d{1,2}[.)]|[-*•])\s+\S/.test(l))) return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  // More instructions on the following lines, with nothing pointing at material: it is all one request.
  if (!pointsAtMaterial && pasted.split('\n').every((line) => !line.trim() || INSTRUCTION_LINE.test(line))) return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  // 'Write 3 emails for the spring sale: 20% off the first month...' — details after a colon are still the request.
  // ('Review this draft before it goes out:' then the draft on a line of its own: a code in the draft is the draft's.)
  const onOwnLines = /\n\s*$/.test(before) && VERDICT_ASK.test(firstLine);
  if (afterColon && !onOwnLines && (!pointsAtMaterial || OFFER_TERMS.test(pasted)) && !text.slice(at).includes('\n')) return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  // 'Here are our Q1 numbers. Google Ads: £5,400 … Work out the cost per install and tell me what to change': figures
  // given inline, with the ask after them on the same line, are the request's own data, not material to work on.
  // ('a short competitor review: where they beat us, where we beat them, …': what the piece should cover, after its colon.)
  if (!text.includes('\n') && !quoted && (ASKS_AFTER.test(pasted) || (afterColon && /^["“]?(?:where|what|how|which|who|why|when)\b/i.test(pasted.trim())))) return { instructions: text.slice(0, MAX_INSTRUCTIONS), pasted: null };
  const end = at >= 0 ? at + pasted.length : text.length;
  const after = at >= 0 ? text.slice(end).replace(/^["”'’]/, '') : '';
  const instructions = `${before.replace(/["“'‘]\s*$/, '')} ${after}`.trim();
  return { instructions: instructions.slice(0, MAX_INSTRUCTIONS), pasted };
}
