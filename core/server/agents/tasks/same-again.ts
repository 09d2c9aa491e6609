import type { PreviousAnswer } from './agent-task.ts';

/**
 * 'Now do one for the Five-Day course', 'same again for our gift vouchers', 'write another about the weekend
 * workshop': the previous request again, about the new subject in place of the old. Null when the follow-up asks
 * something else, or the previous request does not name its subject in words that can be swapped.
 */
const ONE_FOR = /^\W*(?:(?:ok(?:ay)?|great|thanks|nice|lovely|perfect|good|and|now|cool)[\s,!.]+)*(?:now\s+|can you\s+|could you\s+|please\s+)*(?:(?:do|write|make|give me|draft)\s+(?:one|another(?: one)?|the same(?: thing)?|a similar one|it again|that again)|one|another one)\s+(?:for|about|on)\s+(.{3,80}?)\s*(?:,?\s*please)?[.!?]?\s*$|^\W*same (?:again|thing|one) (?:for|about|on)\s+(.{3,80}?)[.!?]?\s*$/i;

/** Where a piece is published, not its subject: 'LinkedIn', 'our Facebook page', 'the newsletter'. */
const PLATFORM = /^(?:(?:our|the|my)\s+)?(?:linkedin|facebook|instagram|insta|tiktok|twitter|x|threads|pinterest|youtube|google(?: business(?: profile)?)?|gbp|nextdoor|whatsapp|sms|text|email|newsletter|website|blog|reddit)(?:\s+(?:page|post|feed|story|stories|reel|profile|group|channel|too|as well))?$/i;

export function sameAgainFor(message: string, previous: PreviousAnswer): string | null {
  const asked = ONE_FOR.exec(message.trim());
  const subject = (asked?.[1] ?? asked?.[2])?.trim();
  const before = previous.brief?.topic?.trim();
  if (!subject || !before || before.length < 3) return null;
  // ('Now do one for LinkedIn': a platform is where the piece goes, not what it is about.)
  if (PLATFORM.test(subject)) return null;
  const at = previous.request.toLowerCase().indexOf(before.toLowerCase());
  if (at < 0) return null;
  // ('about our automatic lessons' → 'about the Five-Day Focus': the article the old subject had goes with it.)
  const head = previous.request.slice(0, at).replace(/\b(?:our|the|a|an|your)\s+$/i, '');
  const owned = /^(?:our|the|a|an|your|my)\s/i.test(subject) ? subject : `our ${subject}`;
  return `${head}${owned}${previous.request.slice(at + before.length)}`;
}

/**
 * 'Now do one for LinkedIn' after an email: the platform it should go on, said as the request for that piece made
 * from the answer ('Turn that into a LinkedIn post.'). Null when the follow-up names no platform.
 */
export function onAnotherPlatform(message: string): string | null {
  const asked = ONE_FOR.exec(message.trim());
  const subject = (asked?.[1] ?? asked?.[2])?.trim();
  if (!subject || !PLATFORM.test(subject) || /\b(?:email|newsletter|website|blog|sms|text)\b/i.test(subject)) return null;
  const name = subject.replace(/^(?:our|the|my)\s+/i, '').replace(/\s+(?:page|post|feed|profile|group|channel|too|as well)$/i, '');
  return `Turn that into a ${name.charAt(0).toUpperCase()}${name.slice(1)} post.`;
}

/** 'Make a second version for HR managers running a cycle-to-work scheme', 'another version aimed at landlords'. */
const VERSION_FOR = /^\W*(?:(?:ok(?:ay)?|great|thanks|nice|lovely|perfect|good|and|now|cool)[\s,!.]+)*(?:now\s+|can you\s+|could you\s+|please\s+)*(?:make|write|do|give me|draft)\s+(?:a\s+)?(?:second|another|new|different|separate)\s+(?:version|one)\s+(?:for|aimed at|targeting|written for)\s+(.{3,100}?)\s*[.!?]?\s*$/i;
/** 'Now a set aimed at students', 'and one for first-timers', 'same for trade customers': the same piece, for other people. */
const SET_FOR = /^\W*(?:(?:ok(?:ay)?|great|thanks|nice|lovely|perfect|good|and|now|cool)[\s,!.]+)*(?:now\s+|can you\s+|could you\s+|please\s+)*(?:(?:make|write|do|give me|draft)\s+)?(?:(?:a|an|another|one more)\s+)?(?:(?:second|new|different|separate)\s+)?(?:version|one|set|batch|lot|the same(?: thing)?|same(?: again| thing)?)\s+(for|aimed at|targeting|written for)\s+(.{3,100}?)\s*(?:,?\s*please)?[.!?]?\s*$/i;
/** Words that name people, at the end of what a follow-up is for: 'photographers', 'trade customers', 'first-timers'. */
const PEOPLE = /(?:\b\w+(?:ers|ors|ists|ians|ants|ents|ees)|\b(?:people|customers|clients|families|parents|couples|members|students|owners|teams|companies|businesses|managers|buyers|riders|drivers|professionals|beginners|locals|tourists|visitors|kids|children|teens|seniors|mums|dads|men|women|firms|schools|landlords))$/i;
/** The people a request writes for: 'aimed at facilities and office managers', 'for new parents'. */
const AIMED_AT = /\b(aimed at|targeting|written for|for)\s+((?:[a-z-]+\s+){0,6}?(?:managers?|owners?|parents?|customers?|clients?|buyers?|leads?|landlords?|members?|students?|teams?|companies|businesses|people|riders?|drivers?|families|professionals?|directors?|teachers?|patients?))\b/i;

/**
 * 'Make a second version for HR managers': the same request written for those people, in place of the ones it named
 * ('aimed at facilities and office managers'), or with them added when it named none. Null for a platform ('for
 * LinkedIn'), which another piece answers.
 */
export function versionFor(message: string, previous: PreviousAnswer): { request: string; readers: string } | null {
  const asked = VERSION_FOR.exec(message.trim());
  // ('Now one for the Kids Club page' is about another thing: only people make it a version for other readers.)
  const set = asked ? null : SET_FOR.exec(message.trim());
  // ('same for our trade customers': the copy speaks to 'trade customers', not to 'our' ones.)
  const readers = (asked?.[1]?.trim() ?? (set && (set[1]!.toLowerCase() !== 'for' || PEOPLE.test(set[2]!.trim().replace(/[.!?]+$/, ''))) ? set[2]!.trim() : undefined))?.replace(/^(?:our|my)\s+/i, '');
  // (After a revision the request it answered was the change, not the piece: that piece's own words are not here.)
  if (!readers || PLATFORM.test(readers) || previous.brief?.revision) return null;
  const named = AIMED_AT.exec(previous.request);
  const request = named ? `${previous.request.slice(0, named.index)}${named[1]} ${readers}${previous.request.slice(named.index + named[0].length)}` : `${previous.request.replace(/[.!?\s]*$/, '')}, aimed at ${readers}.`;
  return { request, readers };
}
/** 'Now a version that mentions the parking', 'make a second one that includes the code', 'another version with the price in it'. */
const VERSION_SAYING = /^\W*(?:(?:ok(?:ay)?|great|thanks|nice|lovely|perfect|good|and|now|cool)[\s,!.]+)*(?:now\s+|can you\s+|could you\s+|please\s+)*(?:(?:make|write|do|give me|draft|try)\s+)?(?:a\s+|an\s+)?(?:second|another|new|different|alternative)?\s*(?:version|one|draft)(?:\s+of\s+(?:the|that|this|your)\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:that|which)\s+(?:also\s+)?(?:mentions?|includes?|names?|adds?|has|gives?|states?|says|works in|brings in)\s+(.{3,80}?)|^\W*(?:now\s+)?(?:(?:make|write|do|give me)\s+)?(?:a\s+|an\s+)?(?:second|another|new|different|alternative)\s+(?:version|one|draft)\s+(?:with|including|mentioning|featuring)\s+(.{3,80}?)(?:\s+in(?:\s+it)?)?/i;

/**
 * 'Now a version that mentions the parking': the previous piece with that put in, said as the change a follow-up
 * asks ('Mention the parking'). Null when the follow-up asks for no such version.
 */
export function versionSaying(message: string): string | null {
  const asked = new RegExp(`(?:${VERSION_SAYING.source})\\s*(?:,?\\s*please)?[.!?]?\\s*$`, 'i').exec(message.trim());
  const what = (asked?.[1] ?? asked?.[2])?.trim();
  return what && !PLATFORM.test(what) ? `Mention ${what}.` : null;
}
