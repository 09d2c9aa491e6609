import type { SeriesRole } from './brief.ts';

/** The words that say what one email of a campaign does; the last call is looked for first ('a final reminder' is one). */
const ROLES: readonly [SeriesRole, RegExp][] = [
  ['last-call', /\b(?:last[- ]?(?:chance|call|day|orders?)|final(?:\s+(?:call|reminder|push|day|days|weekend|nudge|email|one|hours?))?|closing|countdown|deadline|ends?\s+(?:today|tomorrow|tonight)|before it ends)\b/i],
  ['announce', /\b(?:announc\w*|launch\w*|introduc\w*|reveal\w*|kick[- ]?off|teaser|opening)\b/i],
  ['reminder', /\b(?:remind\w*|nudge|follow[- ]?up|mid[- ]?point|midway|halfway|check[- ]?in|second look)\b/i],
  ['review', /\b(?:reviews?|feedback|rating|testimonial|survey)\b/i],
  ['thanks', /\bthank\w*\b/i],
];

/** Words of a role's description that are its name, not the campaign's subject: they are no cue for the kind of email. */
export const ROLE_WORDS = /^(?:announc\w*|launch\w*|introduc\w*|remind\w*|nudge|follow|mid|midpoint|halfway|last|chance|final|closing|countdown|thank\w*|reviews?|feedback|request)$/i;

export interface SeriesRoles {
  roles: (SeriesRole | null)[];
  /** Each email's send day when every item says when ('the next day', 'a week later'); empty otherwise. */
  days: number[];
  /** Where the list of roles is in the request: its words describe the emails, not the kind of email. */
  start: number;
  end: number;
}

/**
 * What each email of a campaign series does when the request lists it: '3 emails: one announcing it, one reminder a
 * week later, one last-chance on the final weekend', '3 emails for the offer: an announcement, a mid-point nudge and
 * a last-chance email'. Null unless the list has one item per email and at least two of them say their job.
 */
export function readSeriesRoles(request: string, count: number | null): SeriesRoles | null {
  if (!count || count < 2) return null;
  // The list follows the colon after the count, or is a run of 'one …, one …' items.
  const counted = new RegExp(`\\b(?:${count}|${WORDS[count] ?? '_'})[\\s-]+(?:[\\w-]+\\s+){0,3}?(?:e-?mails?|messages?|sends?)\\b[^.:;!?]*?:`, 'i').exec(request);
  const from = counted ? counted.index + counted[0].length : request.search(/\bone\s+(?:\w+\s+){0,3}?(?:announc|launch|remind|nudge|introduc|last|final)/i);
  if (from < 0) return null;
  const rest = request.slice(from);
  const stop = rest.search(/[.!?](?:\s|$)|\n/);
  const list = stop >= 0 ? rest.slice(0, stop) : rest;
  const items = list.split(/\s*(?:;|,\s*(?:and\s+|then\s+)?|\s(?:and|then)\s+(?=(?:one|an?|the|a final|a last)\b))\s*/i).map((s) => s.trim()).filter(Boolean);
  if (items.length !== count) return null;
  const roles = items.map((item) => ROLES.find(([, pattern]) => pattern.test(item))?.[0] ?? null);
  if (roles.filter(Boolean).length < 2) return null;
  return { roles, days: daysOf(items), start: from, end: from + list.length };
}

const WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };

const AMOUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14 };

/** 'the next day' is day 1; 'a week later' counts on from the email before; 'straight away' is day 0. */
function daysOf(items: readonly string[]): number[] {
  const days: number[] = [];
  for (const item of items) {
    const before = days.at(-1) ?? 0;
    const later = /\b(a|an|one|two|three|four|five|six|seven|ten|fourteen|\d{1,2})\s+(days?|weeks?)\s+(later|after(?:wards)?|on)\b/i.exec(item);
    const day = /\bday\s+(\d{1,3})\b/i.exec(item);
    if (day) days.push(Number(day[1]));
    else if (later) days.push(before + (AMOUNT[later[1]!.toLowerCase()] ?? Number(later[1])) * (/^week/i.test(later[2]!) ? 7 : 1));
    else if (/\b(?:next day|day after|following day|tomorrow)\b/i.test(item)) days.push(before + 1);
    else if (/\b(?:straight away|right away|immediately|same day|on the day)\b/i.test(item)) days.push(before);
    else return [];
  }
  return days;
}
