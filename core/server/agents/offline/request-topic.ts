import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/** What a request is about ("a launch email for our spring sale" is about "spring sale"), and whom it is for. */
export interface RequestTopic {
  topic?: string;
  audience?: string;
  /** Where the audience is, as the request says it ("at a 120-person design agency in Manchester"). */
  audienceAt?: string;
}

const PEOPLE = /\b(managers?|teams?|customers?|clients?|leads?|prospects?|people|owners?|buyers?|subscribers?|founders?|marketers?|users?|directors?|heads? of \w+|ceos?|cfos?|ctos?|admins?|professionals?)$/i;
// Articles go; "our" and "the" stay, so copy reads "Introducing our spring sale".
const LEADING = /^(?:(?:a|an|my|this|that|these)\s+)+/i;

export function requestTopic(message: string): RequestTopic {
  const firstLine = message.slice(0, 600).split('\n')[0]!.split(/:\s/)[0]!;
  // Only the opening of a long message is read as the request: a pasted page is material, and long input stays cheap.
  const result: RequestTopic = {};
  for (const m of firstLine.matchAll(/\b(?:for|about|on|announcing|promoting|pushing|plugging|introducing|to announce|to promote|targeting|(?:launch|release|opening) of|to(?=\s+(?:the\s+)?[a-z]+\s+(?:managers?|teams?|customers?|clients?|leads?|prospects?|owners?|buyers?|subscribers?|founders?|marketers?|users?|directors?|heads?)\b))\s+(.+?)(?=[.?!,;:]|$|\s(?:for|about|that|which|with|who|and|so|to|in|at|by|after|before|announcing|promoting|introducing|targeting)\s)/gi)) {
    // What the copy is for is not what it is about: "the Brew Club landing page" is about "the Brew Club".
    const phrase = m[1]!.replace(LEADING, '').replace(/^(?:the\s+)?(?:keyword|phrase|term)\s+/i, '').replace(/^['"“‘](.*)['"”’]$/, '$1').replace(/\s+(landing page|web ?page|page|email|campaign|posts?|ads?|newsletter|card)$/i, '').trim();
    if (/^(linkedin|instagram|facebook|google|twitter|x|tiktok|youtube|email|social media|the web)$/i.test(phrase)) continue;
    if (!phrase || phrase.split(/\s+/).length > 8 || /^(me|us|you|it|them|write|help|make|get)\b/i.test(phrase)) continue;
    // "our bakery", "our business": the company itself, not a topic of its own.
    if (/^our\s+[a-z]+$/.test(phrase) && !/^our\s+(sale|launch|event|offer|newsletter|podcast|webinar)$/i.test(phrase)) continue;
    if (PEOPLE.test(phrase)) {
      result.audience ??= phrase;
      const at = new RegExp(`${escapeRegExp(phrase)}\\s+(at\\s+[^,.;]+?)(?=\\s+who\\b|[,.;]|$)`, 'i').exec(firstLine)?.[1];
      if (at) result.audienceAt ??= at;
    }
    else result.topic ??= phrase;
  }
  return result;
}
