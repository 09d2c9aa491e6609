import type { Brief, Platform } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';

/**
 * How long a content calendar runs and how often it posts where, read from the request ('a 4-week content plan
 * for April', '3 Instagram posts and 2 TikToks a week'); what the request leaves out comes from the space's
 * channels and plain defaults, said in the notes.
 */

export const DEFAULT_WEEKS = 4;
export const MAX_WEEKS = 12;
export const DEFAULT_PER_WEEK = 3;
/** One post a day on a platform at most: the calendar gives each post a day of its own. */
export const MAX_PER_WEEK = 7;

export interface CalendarSpan {
  weeks: number;
  /** The weeks the request asked for, before the cap; null when it named no length. */
  asked: number | null;
  /** The month or period the request names ('April', 'next month'), for the summary. */
  label: string | null;
}

/** Posts on one platform in each week of the calendar (index 0 is week 1). */
export interface Cadence {
  platform: Platform;
  perWeek: number[];
}

export interface CalendarCadence {
  cadence: Cadence[];
  /** 'asked': a count a week per platform; 'total': counts over the whole calendar, shared over its weeks; 'default': none given. */
  from: 'asked' | 'total' | 'default';
  /** Platforms asked for more posts a week than there are days, held to one a day. */
  capped: Platform[];
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const WORDS: Record<string, number> = { one: 1, a: 1, an: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, twenty: 20, once: 1, twice: 2 };
const NUMBER = `\\d{1,3}|${Object.keys(WORDS).join('|')}`;
const numberOf = (text: string) => (/^\d/.test(text) ? Number(text) : (WORDS[text.toLowerCase()] ?? null));

/** The calendar's length: weeks asked ('4-week', 'six weeks'), months ('next month', 'for April', '2 months'), else four weeks. */
export function calendarSpan(request: string): CalendarSpan {
  const text = request.replace(/\s+/g, ' ');
  const month = new RegExp(`\\b(?:for|in|during|across|through|throughout|over|covering)\\s+(?:the\\s+month\\s+of\\s+)?(${MONTHS})\\b(?!\\s+\\d)`, 'i').exec(text)?.[1] ?? null;
  const label = month ? month.charAt(0).toUpperCase() + month.slice(1).toLowerCase() : /\bnext month\b/i.test(text) ? 'next month' : /\bthis month\b/i.test(text) ? 'this month' : null;
  const capped = (n: number, asked = n): CalendarSpan => ({ weeks: Math.max(1, Math.min(MAX_WEEKS, n)), asked, label });
  // '3 posts a week' counts posts, not the calendar's weeks: the number before 'week' must be the length itself.
  const length = (unit: string) => [...text.matchAll(new RegExp(`\\b(${NUMBER})[\\s-]+${unit}s?\\b`, 'gi'))].map((m) => m[1]!).filter((n) => !/^(?:a|an|once|twice)$/i.test(n)).map(numberOf).find((n): n is number => !!n) ?? null;
  const weeks = length('week');
  if (weeks) return capped(weeks);
  if (/\bfortnight\b/i.test(text)) return capped(2);
  const months = length('month');
  if (months) return capped(months * 4);
  if (/\b(?:quarter|90[\s-]days?)\b/i.test(text)) return capped(13);
  const days = new RegExp(`\\b(${NUMBER})[\\s-]+days?\\b(?!\\s+(?:a|per|each)\\s+week)`, 'i').exec(text);
  if (days && numberOf(days[1]!) && numberOf(days[1]!)! >= 7) return capped(Math.ceil(numberOf(days[1]!)! / 7));
  if (month || /\b(?:next|this|the|a|one|coming)\s+month\b|\bmonthly (?:content )?(?:plan|calendar)\b/i.test(text)) return capped(DEFAULT_WEEKS);
  if (/\b(?:next|this|the coming)\s+week\b/i.test(text)) return capped(1);
  return { weeks: DEFAULT_WEEKS, asked: null, label };
}

const PLATFORMS: [Platform, RegExp][] = [
  ['instagram', /\b(?:instagram|insta|ig|reels?)\b/i],
  ['tiktok', /\btik ?toks?\b/i],
  ['facebook', /\b(?:facebook|fb)\b/i],
  ['linkedin', /\blinked ?in\b/i],
  ['x', /\btwitter\b|\btweets?\b|\bX\b(?![-\s]?\d)/],
  ['youtube', /\byou ?tube\b|\bshorts\b/i],
];

/** The social platforms a text names, in the order it names them. */
export function platformsNamed(text: string): Platform[] {
  return PLATFORMS.map(([p, re]) => ({ p, at: re.exec(text)?.index ?? -1 })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at).map((x) => x.p);
}

const SOCIAL = new Set<Platform>(['instagram', 'tiktok', 'facebook', 'linkedin', 'x', 'youtube']);

// '… a week', 'per week', 'weekly', '3x/week'; '… a day' and 'daily' count seven times over.
const FREQUENCY = /\b(?:a|per|each|every|an?)\s+(week|day)\b|\/\s*(week|wk|day)\b|\b(weekly|daily)\b/gi;
const PIECE = /\b(?:posts?|videos?|reels?|tik ?toks?|carousels?|stories|story|captions?|tweets?|shorts|pins?|updates?|times|x)\b/i;

const COUNTED = new RegExp(`\\b(${NUMBER})(?:\\s*x\\b|\\s+times\\b|\\s+(?:[A-Za-z-]+\\s+){0,2}?${PIECE.source}|\\s*$)|\\b(once|twice)\\b`, 'gi');

/**
 * Items like '3 Instagram posts', '2 TikToks', 'twice', '3x', or a bare '3' before 'a week': each count with the
 * platforms its item names. The count nearest the frequency is the one it sets ('a calendar for May with 2 posts').
 */
function countedItems(clause: string): { count: number; platforms: Platform[] }[] {
  return clause
    .split(/\s*(?:,|;|\band\b|\bplus\b|&|\+)\s*/i)
    .map((item) => {
      const found = [...item.trim().matchAll(COUNTED)].filter((m) => !/^(?:a|an|single)$/i.test(m[1] ?? '')).at(-1);
      const count = found ? numberOf(found[1] ?? found[2]!) : null;
      return count ? { count, platforms: platformsNamed(item) } : null;
    })
    .filter((x): x is { count: number; platforms: Platform[] } => x !== null && x.count > 0);
}

/**
 * Posts a week per platform: as asked ('3 Instagram posts and 2 TikToks a week', 'post 3x a week on Instagram
 * and TikTok'), or counts for the whole calendar shared over its weeks ('12 Instagram posts'), else three a week
 * on each channel the request or the profile names (Instagram when none).
 */
export function calendarCadence(brief: Brief, facts: FactSheet, weeks: number): CalendarCadence {
  const request = brief.request.replace(/\s+/g, ' ');
  const fallback = fallbackPlatforms(brief, facts);
  const perWeek = new Map<Platform, number>();
  for (const m of request.matchAll(FREQUENCY)) {
    const times = /day|daily/i.test(m[0]) ? 7 : 1;
    // The clause before the frequency ('3 Instagram posts and 2 TikToks'), and the platforms named just after it ('a week on Instagram').
    const before = request.slice(0, m.index).split(/[.;:!?()\n]|\s[–—-]\s/).at(-1) ?? '';
    const after = /^\s*(?:on|for|across|in)\s+([^.;:!?()]{2,60})/i.exec(request.slice(m.index! + m[0].length))?.[1] ?? '';
    // 'daily TikToks', 'weekly Instagram reels': the adjective is the count, one a day or one a week.
    const next = m[3] ? /^\s+((?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+)/.exec(request.slice(m.index! + m[0].length))?.[1] ?? '' : '';
    const items = countedItems(before).length || !next || !(platformsNamed(next).length || PIECE.test(next)) ? countedItems(before) : [{ count: 1, platforms: platformsNamed(next) }];
    const shared = platformsNamed(after).length ? platformsNamed(after) : platformsNamed(before).length && items.every((i) => !i.platforms.length) ? platformsNamed(before) : fallback;
    for (const item of items) for (const p of item.platforms.length ? item.platforms : shared) perWeek.set(p, (perWeek.get(p) ?? 0) + item.count * times);
  }
  const capped: Platform[] = [];
  const held = (p: Platform, n: number) => {
    if (n > MAX_PER_WEEK) capped.push(p);
    return Math.min(MAX_PER_WEEK, n);
  };
  if (perWeek.size) return { cadence: [...perWeek].map(([platform, n]) => ({ platform, perWeek: Array.from({ length: weeks }, () => held(platform, n)) })), from: 'asked', capped };
  const totals = totalsOf(request, fallback);
  if (totals.size) {
    const cadence = [...totals].map(([platform, total]) => ({ platform, perWeek: Array.from({ length: weeks }, (_, w) => held(platform, Math.floor(total / weeks) + (w < total % weeks ? 1 : 0))) }));
    return { cadence: cadence.filter((c) => c.perWeek.some((n) => n > 0)), from: 'total', capped };
  }
  return { cadence: fallback.map((platform) => ({ platform, perWeek: Array.from({ length: weeks }, () => DEFAULT_PER_WEEK) })), from: 'default', capped };
}

/** '12 Instagram posts', '8 TikToks': counts of posts for the whole calendar. */
function totalsOf(request: string, fallback: Platform[]): Map<Platform, number> {
  const totals = new Map<Platform, number>();
  const found = new RegExp(`\\b(${NUMBER})\\s+((?:[A-Za-z-]+\\s+){0,2}?(?:posts?|videos?|reels?|tik ?toks?|carousels?|stories|captions?|tweets?|shorts))\\b`, 'gi');
  for (const m of request.matchAll(found)) {
    const n = numberOf(m[1]!);
    if (!n || /^(?:a|an)$/i.test(m[1]!)) continue;
    const named = platformsNamed(m[2]!);
    for (const p of named.length ? named : fallback.slice(0, 1)) totals.set(p, (totals.get(p) ?? 0) + n);
  }
  return totals;
}

/** The channels a calendar posts on when the request gives no counts: those it names, else the profile's social channels, else Instagram. */
function fallbackPlatforms(brief: Brief, facts: FactSheet): Platform[] {
  const named = [...new Set([...platformsNamed(brief.request), ...(brief.platforms ?? [])])].filter((p) => SOCIAL.has(p));
  if (named.length) return named;
  const own = [...new Set(facts.channels.flatMap((c) => platformsNamed(c)))].slice(0, 3);
  return own.length ? own : ['instagram'];
}
