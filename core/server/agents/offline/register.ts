/**
 * A voice's register: a conversational voice uses contractions and everyday words, a formal one spells
 * contractions out and drops slang. Each swap made is returned, so a change list names only real edits.
 */
export interface RegisterSwap {
  from: string;
  to: string;
}

const CONTRACT_RAW: [RegExp, string][] = [[/\bdo not\b/g, "don't"], [/\bDo not\b/g, "Don't"], [/\bwe are\b/g, "we're"], [/\bWe are\b/g, "We're"], [/\byou are\b/g, "you're"], [/\bYou are\b/g, "You're"], [/\bit is\b/g, "it's"], [/\bIt is\b/g, "It's"], [/\bwe will\b/g, "we'll"], [/\bWe will\b/g, "We'll"], [/\bcannot\b/g, "can't"], [/\bthat is\b/g, "that's"], [/\bwe have\b/g, "we've"], [/\bWe have\b/g, "We've"], [/\bdoes not\b/g, "doesn't"], [/\bis not\b/g, "isn't"], [/\bHere is\b/g, "Here's"], [/\bhere is\b/g, "here's"], [/\blet us\b/g, "let's"], [/\bLet us\b/g, "Let's"]];
/** A contraction only where a word follows: "what it is:" must not become "what it's:". */
const CONTRACT: [RegExp, string][] = CONTRACT_RAW.map(([pattern, replacement]) => [new RegExp(`${pattern.source}(?=\\s+[A-Za-z])`, pattern.flags), replacement]);
const EXPAND: [RegExp, string][] = [[/\bdon't\b/g, 'do not'], [/\bDon't\b/g, 'Do not'], [/\bwe're\b/g, 'we are'], [/\bWe're\b/g, 'We are'], [/\byou're\b/g, 'you are'], [/\bYou're\b/g, 'You are'], [/\bit's\b/g, 'it is'], [/\bIt's\b/g, 'It is'], [/\bwe'll\b/g, 'we will'], [/\bWe'll\b/g, 'We will'], [/\bcan't\b/g, 'cannot'], [/\bthat's\b/g, 'that is'], [/\bwe've\b/g, 'we have'], [/\bWe've\b/g, 'We have'], [/\bdoesn't\b/g, 'does not'], [/\bisn't\b/g, 'is not'], [/\bHere's\b/g, 'Here is'], [/\bhere's\b/g, 'here is'], [/\blet's\b/g, 'let us'], [/\bLet's\b/g, 'Let us'], [/\bwon't\b/g, 'will not'], [/\bI'm\b/g, 'I am'], [/\byou'll\b/g, 'you will'], [/\bYou'll\b/g, 'You will']];
const CASUAL_TO_FORMAL: [RegExp, string][] = [[/\bHey\b/g, 'Hello'], [/\bhey\b/g, 'hello'], [/\bfolks\b/gi, 'everyone'], [/\bsuper\b/gi, 'very'], [/\bgonna\b/gi, 'going to'], [/\bwanna\b/gi, 'want to'], [/\bstuff\b/gi, 'things'], [/\bkinda\b/gi, 'somewhat'], [/\byeah\b/gi, 'yes'], [/\bawesome\b/gi, 'excellent'], [/\bcool\b/gi, 'good']];
const FORMAL_TO_PLAIN: [RegExp, string][] = [
  [/\bpursuant to\b/gi, 'under'], [/\bhereby\b/gi, ''], [/\bin order to\b/gi, 'to'], [/\butili[sz]e\b/gi, 'use'], [/\bfurthermore,?\s*/gi, 'also, '], [/\bmoreover,?\s*/gi, 'also, '],
  [/\bwith (?:regard|respect) to\b/gi, 'about'], [/\bregarding\b/gi, 'about'], [/\bcommenced\b/gi, 'started'], [/\bcommences\b/gi, 'starts'], [/\bcommence\b/gi, 'start'], [/\bassist\b/gi, 'help'], [/\bpurchase\b/gi, 'buy'], [/\bsubsequently\b/gi, 'then'],
  // Stiff letter-writing a plain voice never uses: the phrase goes, or says it in everyday words.
  [/\bDear (?:Client|Customer|Sir or Madam|Sir\/Madam)\b/g, 'Hi [name]'], [/\bwe acknowledge (?:the )?receipt of\b/gi, 'thank you for'], [/\bplease be advised that\s*/gi, ''], [/\bplease note that\s*/gi, ''], [/\b(?:endeavour|endeavor) to\s+/gi, ''],
  [/\bin due course\b/gi, 'soon'], [/\bprior to\b/gi, 'before'], [/\bin the event that\b/gi, 'if'], [/\bat this point in time\b/gi, 'now'], [/\bkindly\b/gi, 'please'],
  [/\bdo not hesitate to contact us\b/gi, 'just get in touch'], [/\bapproximately\b/gi, 'about'], [/\bsufficient\b/gi, 'enough'], [/\bfacilitate\b/gi, 'help'], [/\badditional\b/gi, 'extra'], [/\busage\b/gi, 'use'],
  // Formal letter-writing in everyday words ('Should you wish to purchase' is 'If you want to buy').
  [/\bpurchasing\b/gi, 'buying'], [/\bassistance\b/gi, 'help'], [/\brequire(?=s?\b)/gi, 'need'], [/\bobtain\b/gi, 'get'], [/\breceive\b/gi, 'get'], [/\bhowever,\s*/gi, 'but '], [/\btherefore,?\s*/gi, 'so '],
  [/\benquire\b/gi, 'ask'], [/\bwe(?: are|'re) pleased to\b/gi, "we're glad to"], [/\bshould you wish to\b/gi, 'if you want to'], [/\bdo not hesitate to\b/gi, 'feel free to'], [/\bat your earliest convenience\b/gi, 'when you can'], [/\bcommencing\b/gi, 'starting'],
];

/** Stiff words a conversational voice avoids and slang a formal one avoids: what the check names. */
export const STIFF_WORDS = /\b(pursuant to|hereby|in order to|utili[sz]e|furthermore|moreover|regarding|with (?:regard|respect) to|commence[sd]?|subsequently|we acknowledge (?:the )?receipt of|please be advised|(?:endeavour|endeavor) to|in due course|prior to|in the event that|at this point in time|kindly|do not hesitate|facilitate)\b/gi;
export const SLANG_WORDS = /\b(hey|folks|gonna|wanna|stuff|kinda|yeah|awesome|cool)\b/gi;
export const CONTRACTIONS = /\b(don't|we're|you're|it's|we'll|can't|that's|we've|doesn't|isn't|here's|let's|won't|I'm|you'll)\b/gi;

function swap(text: string, pairs: [RegExp, string][]): { text: string; swaps: RegisterSwap[] } {
  const swaps: RegisterSwap[] = [];
  let out = text;
  for (const [pattern, replacement] of pairs)
    out = out.replace(pattern, (m) => {
      // "Purchase today" becomes "Buy today": a swap keeps the capital that starts a sentence.
      const to = /^[A-Z]/.test(m) && replacement ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
      if (m !== to) swaps.push({ from: m.trim(), to: to.trim() });
      return to;
    });
  return { text: out, swaps };
}

export function toConversational(text: string): { text: string; swaps: RegisterSwap[] } {
  return swap(text, [...CONTRACT, ...FORMAL_TO_PLAIN]);
}

export function toFormal(text: string): { text: string; swaps: RegisterSwap[] } {
  return swap(text, [...EXPAND, ...CASUAL_TO_FORMAL, [/!+/g, '.']]);
}
