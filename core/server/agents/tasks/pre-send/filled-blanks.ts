import type { Brief } from '../../brief/brief.ts';

/**
 * A marked blank the request itself answers ('[time]' when it says 'at 10am', '[link]' when it gives the URL)
 * is filled from the request, and the note that asked the writer to fill it no longer does.
 */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DATE = new RegExp(String.raw`\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b)(?:,?\s+\d{4})?`, 'i');
const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b(?:\s?(?:-|–|to)\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm))?|\b\d{1,2}:\d{2}\b/i;

/** What the request gives for each kind of blank, by the blank's words. */
function valuesOf(brief: Brief): [RegExp, string | null][] {
  const request = brief.request;
  return [
    [/^(?:event |start |session |the )?time$/i, TIME.exec(request)?.[0] ?? null],
    [/^(?:event |the |send |start )?date$/i, DATE.exec(request)?.[0] ?? null],
    [/^(?:the |your |booking |sign-?up |landing page |event )?(?:link|url)$/i, brief.links[0] ?? null],
    [/^(?:promo |discount |offer )?code$/i, brief.offer.code],
    [/^(?:discount|offer)$/i, brief.offer.discount],
    [/^(?:deadline|end date|offer end date)$/i, brief.offer.deadline],
    [/^price$/i, brief.offer.price],
  ];
}

export interface FilledBlanks {
  deliverable: string;
  notes: string[];
  /** The blanks filled, each with what it now says. */
  filled: { blank: string; value: string }[];
}

export function fillBlanksFromRequest(deliverable: string, notes: readonly string[], brief: Brief): FilledBlanks {
  const values = valuesOf(brief);
  const filled: FilledBlanks['filled'] = [];
  const text = deliverable.replace(/\[([^\]\n]{1,40})\](?!\()/g, (whole, words: string) => {
    const value = values.find(([re]) => re.test(words.trim()))?.[1];
    if (!value) return whole;
    if (!filled.some((f) => f.blank === whole)) filled.push({ blank: whole, value });
    return value;
  });
  if (!filled.length) return { deliverable, notes: [...notes], filled };
  // 'Fill in before sending: [date] (not in your request); [venue]': the filled ones are no longer asked for.
  const blanks = new Set(filled.map((f) => f.blank));
  const kept = notes.flatMap((note) => {
    if (![...blanks].some((b) => note.includes(b))) return [note];
    const m = /^(\**Fill in before sending:\**\s*)(.*?)(\.?\s*(?:Answer these.*)?)$/.exec(note);
    if (!m) return [note];
    const items = m[2]!.split(/;\s*|,\s+(?=\[)/).filter((item) => ![...blanks].some((b) => item.trim().startsWith(b)));
    return items.length ? [`${m[1]}${items.join('; ')}${m[3]}`] : [];
  });
  return { deliverable: text, notes: kept, filled };
}
