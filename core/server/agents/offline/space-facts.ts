/** The space's facts the offline engine writes from, read from the space profile's answers (absent when unanswered). */
export interface SpaceFacts {
  company?: string;
  description?: string;
  industry?: string;
  website?: string;
  audience?: string;
  problems?: string;
  audienceType?: string;
  offer?: string;
  differentiator?: string;
  pricePoint?: string;
  competitors?: string;
  goal?: string;
  kpis?: string;
  budget?: string;
  channels?: string;
  bestChannel?: string;
  tone?: string;
  avoid?: string;
}

const FIELDS: Record<keyof SpaceFacts, string> = {
  company: 'business_name',
  description: 'business_description',
  industry: 'industry',
  website: 'website',
  audience: 'audience_primary',
  problems: 'audience_problems',
  audienceType: 'audience_type',
  offer: 'offer_main',
  differentiator: 'offer_differentiator',
  pricePoint: 'offer_price_point',
  competitors: 'competitors',
  goal: 'goal_primary',
  kpis: 'goal_kpis',
  budget: 'budget',
  channels: 'channels_current',
  bestChannel: 'channels_best',
  tone: 'tone_words',
  avoid: 'tone_avoid',
};

/** Each answer tidied to slot into a sentence: trimmed, one line, without its closing full stop. */
export function spaceFactsOf(profile: Record<string, string>): SpaceFacts {
  const facts: SpaceFacts = {};
  for (const [fact, field] of Object.entries(FIELDS) as [keyof SpaceFacts, string][]) {
    const value = (profile[field] ?? '').replace(/\s+/g, ' ').trim().replace(/[.;,]+$/, '');
    if (value) facts[fact] = value;
  }
  return facts;
}

/** The first sentence of a fact, for a slot where a whole paragraph would not read. */
export function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const first = text.split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]+$/, '');
  if (first.length <= 160) return first;
  // Too long for a slot: up to the last clause that fits, never a word cut in half or an ellipsis mid-copy.
  const head = first.slice(0, 160);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '));
  return (clause > 60 ? head.slice(0, clause) : head.replace(/\s+\S*$/, '')).replace(/,?\s+(and|or|with)$/i, '');
}

/**
 * A fact used mid-sentence: its first letter lower-cased, unless its first word is a name or an acronym
 * ("A weekly plan" gives "a weekly plan"; "Northwind Brew Club" and "B2B teams" stay as they are).
 */
export function midSentence(text: string): string {
  const [first = '', second = ''] = text.split(/\s+/);
  if (first === 'The' || first === 'A' || first === 'An') return text.charAt(0).toLowerCase() + text.slice(1);
  const ordinaryWord = /^[A-Z][a-z']*[,:;]?$/.test(first) && first !== 'I';
  const startsName = /^[A-Z]/.test(second) && first.length > 1;
  return ordinaryWord && !startsName ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The head of a description, for short copy ("office managers at mid-sized firms" gives "office managers"). */
export function headOf(text: string | undefined, maxWords = 3): string | undefined {
  if (!text) return undefined;
  const words: string[] = [];
  for (const w of text.split(/\s+/)) {
    if (words.length >= maxWords || /^(at|in|of|who|with|that|which|from|on|for|and|,)$/i.test(w)) break;
    words.push(w.replace(/[.,;:]$/, ''));
    if (/[.,;:]$/.test(w)) break;
  }
  return words.join(' ') || undefined;
}
