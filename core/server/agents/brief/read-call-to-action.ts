import { has, textOf, type Word } from './english-words.ts';

// 'ask them to', 'get readers to', 'encourage people to', 'invite donors to'.
const ASKING = new Set(['ask', 'get', 'encourage', 'invite', 'urge', 'push', 'nudge', 'drive', 'prompt', 'tell', 'persuade', 'convince', 'want', 'remind']);
// Words that end the action: what follows is when, how or another instruction.
const ENDS = new Set(['before', 'by', 'until', 'till', 'with', 'using', 'via', 'so', 'because', 'but', 'while', 'and', 'or', 'then', 'in', 'within', 'if', 'at']);

/** The links a request gives: web addresses, with or without 'https://', as written. */
export function readLinks(text: string, words: readonly Word[]): string[] {
  const links = new Set<string>();
  for (const w of words) if (has(w, 'Url')) links.add(w.text.replace(/[.,;:!?)]+$/, ''));
  for (const m of text.matchAll(/\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi)) links.add(m[0].replace(/[.,;:!?)]+$/, ''));
  // 'Registration: relaydesk.example/peak': a bare domain with a path is an address too (never an email address).
  for (const m of text.matchAll(/(?<![@\w.\/-])(?:[a-z0-9-]+\.)+[a-z]{2,12}\/[^\s<>"')\]]*/gi)) links.add(m[0].replace(/[.,;:!?)]+$/, ''));
  // A URL's own path also tags as a word; keep the longest form of each address.
  return [...links].filter((l) => ![...links].some((o) => o !== l && o.endsWith(l)));
}

/**
 * The call to action as the request words it ('ask them to book a demo' gives 'book a demo'; 'CTA: start a free
 * trial' gives 'start a free trial'). Null when the request states none.
 */
export function readCallToAction(source: string, sentences: readonly Word[][]): string | null {
  const offered = offeredAction(source);
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length; i++) {
      const w = sentence[i]!;
      let from = -1;
      if (ASKING.has(w.lemma) && has(sentence[i + 1], 'Pronoun', 'Noun') && sentence[i + 2]?.lower === 'to') from = i + 3;
      else if (ASKING.has(w.lemma) && sentence[i + 1]?.lower === 'the' && sentence[i + 3]?.lower === 'to') from = i + 4;
      // 'end with a nudge to open a trade account', 'close on an invitation to book': the action the piece ends on.
      else if (/^(?:nudge|push|prompt|ask|reminder|invitation|invite|plea|call)$/.test(w.lower) && /^(?:a|an|the|one)$/.test(sentence[i - 1]?.lower ?? '') && sentence[i + 1]?.lower === 'to' && has(sentence[i + 2], 'Verb')) from = i + 2;
      else if ((w.lower === 'cta' || (w.lower === 'action' && sentence[i - 1]?.lower === 'to' && sentence[i - 2]?.lower === 'call')) && (w.after === ':' || /^(is|should|=)$/.test(sentence[i + 1]?.lower ?? ''))) {
        from = w.after === ':' ? i + 1 : sentence[i + 1]?.lower === 'should' ? i + 3 : i + 2;
      }
      // 'invite donors to the gala' names a place; 'ask them to buy a table' an action.
      if (from < 0 || !sentence[from] || (ASKING.has(w.lemma) && !has(sentence[from], 'Verb'))) continue;
      const action: Word[] = [];
      for (const a of sentence.slice(from)) {
        if (has(a, 'Url') || (action.length && ENDS.has(a.lower))) break;
        action.push(a);
        if (/[.;:!?,]/.test(a.after) || action.length >= 8) break;
      }
      const text = textOf(source, action).replace(/^to\s+/i, '').replace(/[\s,;:.!?"'”]+$/, '').replace(/^["'“]/, '');
      if (text) return text;
    }
  }
  return offered;
}

// What a reader does with a thing offered free: a survey or a call is booked, a trial started, anything else claimed.
const BOOKED = /\b(?:survey|consultation|demo|demonstration|call|visit|assessment|audit|check|quote|tour|session|lesson|class|appointment|tasting|review|viewing|fitting)$/i;

/**
 * 'Offer the free site survey', 'offer them a free consultation', 'promoting our free site survey': the thing offered,
 * as what the reader is asked to do with it ('book a free site survey'). Only a free thing named as offered; null otherwise.
 */
function offeredAction(source: string): string | null {
  const m = /(?:(?:^|[.!?]\s+|,\s*(?:and\s+)?|\band\s+)offer\s+(?:them\s+|people\s+|readers\s+)?|\b(?:promot(?:e|ing)|advertis(?:e|ing))\s+)(?:the|a|an|our)\s+((?:free|complimentary|no-obligation)\s+[a-z][a-z -]{2,40}?)(?=\s*(?:[,.;:!?]|\band\b|\bto\b|\bfor\b|\bwith\b|$))/i.exec(source);
  if (!m) return null;
  const thing = m[1]!.trim().replace(/\s+/g, ' ');
  const verb = BOOKED.test(thing) ? 'book' : /\btrial$/i.test(thing) ? 'start' : 'claim';
  return `${verb} ${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`;
}
