import { mentionsIn, type ChannelKind } from './channel-lexicon.ts';
import { moneyIn, type MoneyMention } from './money.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * One channel's line as the request gives it: what it costs and, when the request says, what it brought
 * ('Facebook ads: £600, 31 bookings', 'LinkedIn ads £1,500 gave 3 accounts', 'Google Ads spent £400 for 9 bookings',
 * 'Our split is Facebook ads £600, leaflets £300').
 */
export interface ChannelLine {
  /** As written, without a leading article or possessive ('Facebook ads', 'trade shows'). */
  name: string;
  kind: ChannelKind;
  amount: MoneyMention;
  /** What the money brought, when the request says ('31 bookings'); the noun is the previous line's when this one omits it ('gave 5'). */
  results: { count: number; noun: string } | null;
  /** True when the sum is what one result costs ('Meta brings customers at £38 each'), not what the channel was given. */
  unit?: boolean;
  /** Every count the channel's figures give, in order, when it gives several ('2,340 clicks, 61 intro calls, 14 new clients'). */
  counts?: { count: number; noun: string }[];
}

// 'got us 80 customers for £3,000', 'brought in 12 bookings from £900': what the channel brought, said before its sum.
// ('brought 9 Care Plan sign-ups for £300', 'brought 40 tuning bookings last quarter at £12 each': the noun may take
// words before it and a time after it.)
const RESULT_BEFORE = /^\s*(?:[a-z]+\s+){0,2}?(?:got|gets|brought|brings|gave|gives|won|wins|delivered|delivers|generated|generates|produced|produces|drove|drives)\s+(?:us\s+|in\s+)?(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][a-z-]+)(?:\s+(?:last|this|in|over|during)\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:for|from|on|with|out of|at)\s*$/i;
// 'brings customers at £22 each', 'Meta at £38', 'leads cost £40 each': a cost per result.
const UNIT_BEFORE = /^\s*(?:(?:brings?|gets?|wins?|finds?)\s+(?:us\s+)?(?:(?:new\s+|paid\s+)?([a-z][a-z-]+)\s+)?(?:at|for)|(?:costs?|pays?|is|are|=|at)(?:\s+us)?)?\s*$/i;

// A count and what it counts, right after the sum: ', 31 bookings', 'gave 3 accounts', 'for 9 bookings', 'spend, 79 quote requests'.
// ('Google Ads £300 gets ~22 bookings', 'leaflets £250 get maybe 6': any verb of bringing, and a hedged count.)
const RESULT = /^[\s,:;()-]*(?:spend|spent|budget|a month|per month|monthly|this month|last month)?[\s,:;()-]*(?:(?:and\s+)?(?:gives?|gave|gets?|got|brings?|brought(?:\s+in)?|drives?|drove|wins?|won|produced?|delivered?|generated?|for|=|->|→)\s+)?(?:us\s+)?(?:(?:about|around|roughly|approx\.?|approximately|maybe|perhaps|only|just|nearly|almost|~)\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?![\d%]|\.\d)(?:\s+(?!a\b|per\b|each\b|in\b|of\b|from\b|and\b|or\b|on\b|to\b)((?:new\s+|paid\s+|qualified\s+|trade\s+|quote\s+)?[a-z][a-z-]+(?:\s+(?:requests?|plans?|calls?|bookings?|leads?|orders?|sign-?ups?|enquiries|inquiries|demos?|trials?|members|memberships?|subscriptions?|subscribers?|contracts?|jobs|quotes?|visits?|appointments?|installs?|deals?))?))?/i;

const LEAD = /^(?:the|our|a|an|on|in|into|from|to|and|or|plus|with)\s+/i;
const RESULT_BARE = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][a-z-]+)(?:\s+(?:last|this|in|over|during)\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:for|from|on|at)\s*$/i;
const COUNT_ONLY_BEFORE = /^\s*(?:[a-z]+\s+){0,2}?(?:got|gets|brought|brings|gave|gives|won|wins|delivered|delivers|generated|generates|produced|produces|drove|drives)\s+(?:us\s+|in\s+)?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:for|from|on|with|out of|at)\s*$/i;
const TIME_NOUN = /^(?:days?|weeks?|months?|years?|quarters?|hours?|minutes?)$/i;

/**
 * The request with a channel's short name said in full where it named it in full before: 'Google Ads or LinkedIn
 * outreach? Google brought 60 bookings …, LinkedIn 4 …' reads 'Google Ads brought …, LinkedIn outreach 4 …'. A short
 * name two channels share ('Google' of Google Ads and Google reviews) is left as it is.
 */
function withFullNames(request: string): string {
  const named = mentionsIn(request).filter((m) => /\s/.test(m.written) && /^[A-Z]/.test(m.written));
  const short = new Map<string, string[]>();
  for (const m of named) {
    const first = m.written.split(/\s+/)[0]!;
    short.set(first, [...(short.get(first) ?? []), m.written]);
  }
  let text = request;
  for (const [first, full] of short) {
    // ('Meta' is a channel by itself, said as the request says it; 'Google' alone is none.)
    if (new Set(full).size !== 1 || mentionsIn(first).length) continue;
    const rest = full[0]!.slice(first.length);
    text = text.replace(new RegExp(`\\b${first}\\b(?!${escapeRegExp(rest)})(?![\\w'’-])`, 'g'), full[0]!);
  }
  return text;
}

/** The channel lines a request gives, in order; a sum with no channel named just before it is no line. */
export function channelLines(request: string): ChannelLine[] {
  const lines: ChannelLine[] = [];
  for (const sentence of withFullNames(request).split(/(?<=[.!?])\s+|\n+/)) {
    const sums = moneyIn(sentence);
    let from = 0;
    sums.forEach((sum, i) => {
      const before = sentence.slice(from, sum.index);
      from = sum.index + sum.text.length;
      // 'per lead', 'a lead' after the sum: a unit cost, not what the channel was given (read below as one when said so).
      const after = sentence.slice(from, sums[i + 1]?.index ?? sentence.length);
      const perUnit = /^\s*(?:per|a|each|for each)\s+(?!month|week|year|quarter)[a-z]/i.test(after);
      const last = mentionsIn(before).at(-1) ?? namedChannel(before);
      // 'Instagram boosting, £300 printed flyers': a channel before a comma went with the sum before it.
      // ('Google Ads, £4,200 spent, 96 booked': a sum said to be spent is that channel's, comma or not.)
      const mention = last && /,/.test(before.slice(last.at + last.written.length)) && !(/^\s*spent\b/i.test(after) && /^(?:\s*\/\s*[A-Za-z]+(?:\s+[a-z]+)?)?\s*,\s*$/.test(before.slice(last.at + last.written.length))) ? null : last;
      if (!mention) {
        // '£1,100 Google Ads, £400 Instagram boosting': the sum first, the channel straight after it.
        // (Not in the question itself: 'spend £3,000 on Meta ads or on an influencer push?' places a sum, it reports none.)
        const following = /\?|\bor\b/.test(sentence) ? undefined : mentionsIn(after)[0];
        if (following && /^[\s,:]*(?:(?:a|per)\s+month|\/\s?(?:mo|month)|pm|monthly)?[\s,:]*(?:on|for|to|into|in)?\s*(?:[a-z]+\s+){0,2}$/i.test(after.slice(0, following.at))) {
          lines.push({ name: following.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: following.kind, amount: sum, results: null });
        }
        return;
      }
      // The channel must be the last thing named before the sum ('Facebook ads: £600'), not an earlier subject.
      const gap = before.slice(mention.at + mention.written.length);
      // '£600 on Google Ads and £300 on Instagram boosting': after 'and' a sum starts the next item, named after it.
      const next = /^\s*(?:,|and|&|plus)\s*$/.test(gap) ? mentionsIn(after)[0] : undefined;
      if (next && /^\s*(?:(?:a|per)\s+month\s+)?(?:on|for|to|into|in)\s+(?:the\s+|our\s+)?$/i.test(after.slice(0, next.at))) {
        lines.push({ name: next.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: next.kind, amount: sum, results: null });
        return;
      }
      // 'Meta got us 80 customers for £3,000': the count comes before the sum.
      const counted = RESULT_BEFORE.exec(gap);
      if (counted && !mentionsIn(counted[2]!).length) {
        const name = mention.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase());
        const count = Number(counted[1]!.replace(/,/g, ''));
        const noun = counted[2]!.toLowerCase();
        // '40 bookings at £12 each': the sum is one result's cost.
        if (/^\s*(?:each|apiece|a head|per\s+(?!month|week|year|quarter)[a-z]+)\b/i.test(after)) lines.push({ name, kind: mention.kind, amount: sum, results: { count: 1, noun }, unit: true, counts: [{ count, noun }] });
        else lines.push({ name, kind: mention.kind, amount: sum, results: { count, noun } });
        return;
      }
      // 'Google Ads brought 9 from £350' after 'Instagram brought 18 bookings': the count in the noun said before it.
      const unnamed = COUNT_ONLY_BEFORE.exec(gap);
      if (unnamed && lines.at(-1)?.results) {
        lines.push({ name: mention.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: mention.kind, amount: sum, results: { count: Number(unnamed[1]!.replace(/,/g, '')), noun: lines.at(-1)!.results!.noun } });
        return;
      }
      // 'LinkedIn 4 corporate bookings for £600': the count straight after the channel, no verb between.
      const bare = RESULT_BARE.exec(gap);
      if (bare && !mentionsIn(bare[2]!).length && !TIME_NOUN.test(bare[2]!.trim().split(/\s+/).pop()!)) {
        lines.push({ name: mention.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: mention.kind, amount: sum, results: { count: Number(bare[1]!.replace(/,/g, '')), noun: bare[2]!.toLowerCase() } });
        return;
      }
      // 'Email brings customers at £22 each, Meta at £38': one result's cost, in the noun said first.
      const unit = UNIT_BEFORE.exec(gap);
      if (unit && /^\s*(?:each|per\s+[a-z]+|a\s+(?!month|week|year|quarter)[a-z]+)?\s*(?:[,.;!?]|and\b|then\b|but\b|$)/i.test(after) && (unit[1] || lines.at(-1)?.unit || /^\s*(?:each|per|a)\b/i.test(after))) {
        const noun = unit[1]?.toLowerCase() ?? /^\s*(?:per|a)\s+([a-z]+)/i.exec(after)?.[1]?.toLowerCase() ?? lines.at(-1)?.results?.noun ?? 'results';
        lines.push({ name: mention.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: mention.kind, amount: sum, results: { count: 1, noun }, unit: true });
        return;
      }
      if (perUnit || gap.split(/\s+/).filter(Boolean).length > 4 || /[.;]/.test(gap)) return;
      const m = RESULT.exec(after);
      const noun = m?.[2] && !mentionsIn(m[2]).length ? m[2].toLowerCase() : null;
      const results = m && !/%/.test(after.slice(0, (m.index ?? 0) + m[0].length + 1)) ? { count: Number(m[1]!.replace(/,/g, '')), noun: noun ?? lines.at(-1)?.results?.noun ?? 'results' } : null;
      lines.push({ name: mention.written.replace(LEAD, '').replace(/^./, (c) => c.toUpperCase()), kind: mention.kind, amount: sum, results, ...(results ? { counts: countsIn(after) } : {}) });
    });
  }
  // One line per channel: the first the request gives.
  const unique = lines.filter((l, i) => lines.findIndex((o) => o.kind.name === l.kind.name && o.name.toLowerCase() === l.name.toLowerCase()) === i);
  return onCommonResult(resultsSaidApart(request, unique));
}

/**
 * A channel the lexicon does not know, named by the request just before its sum at the start of a clause
 * ('Eventbrite listings £90', ', Nextdoor ads cost £120'): a name in capitals, with what it buys after it.
 */
function namedChannel(before: string): { kind: ChannelKind; written: string; at: number } | null {
  const m = /(?:^|[,;:]\s*|\b(?:and|plus)\s+)((?:[A-Z][\w&'’.-]*\s+){0,2}[A-Z][\w&'’.-]*(?:\s+(?:listings?|ads?|adverts?|posts?|campaigns?|sponsorships?|placements?|mailers?|banners?|events?|stalls?|stands?))?)(\s+(?:cost|costs|spent|spend|at)|:)?\s*$/.exec(before);
  if (!m || /^(?:Last|This|Next|Our|We|The|In|On|At|For|And|But|So|It|They)$/.test(m[1]!.split(/\s+/)[0]!)) return null;
  const written = m[1]!.trim();
  return { kind: { name: written, terms: [written.toLowerCase()], ga4: [], cost: 'money' }, written, at: before.lastIndexOf(written) };
}

/**
 * Results given in a sentence of their own ('Google Ads brings ~22 new patients a month, Instagram ~5, flyers maybe
 * 2'): each channel's count, the noun said once for all. Only for lines that have no result yet.
 */
function resultsSaidApart(request: string, lines: ChannelLine[]): ChannelLine[] {
  if (!lines.some((l) => !l.results)) return lines;
  let noun: string | null = null;
  const found = new Map<ChannelLine, { count: number; noun: string | null }>();
  for (const line of lines) {
    if (line.results) continue;
    const names = [line.name, ...line.kind.terms].map((t) => escapeRegExp(t.toLowerCase())).sort((a, b) => b.length - a.length);
    const m = new RegExp(`\\b(?:${names.join('|')})\\b\\s*(?:(?:brings?|brought|gets?|got|gives?|gave|drives?|drove|delivers?|generates?|produced?|produces)\\s+(?:us\\s+|in\\s+)?)?(?:~|about\\s+|around\\s+|roughly\\s+|maybe\\s+|approx(?:imately|\\.)?\\s+|only\\s+|just\\s+)?(\\d{1,5})(?![\\d%£$€]|\\.\\d)(?:\\s+((?:new\\s+)?[a-z][a-z-]+))?`, 'i').exec(request);
    if (!m) continue;
    const said = m[2] && !mentionsIn(m[2]).length && !/^(a|per|each|in|of|from|and|or|to|on|month|week|year)$/i.test(m[2]) ? m[2].toLowerCase() : null;
    noun ??= said;
    found.set(line, { count: Number(m[1]), noun: said });
  }
  return lines.map((l) => (found.has(l) ? { ...l, results: { count: found.get(l)!.count, noun: found.get(l)!.noun ?? noun ?? 'results' } } : l));
}

/** Every 'N noun' a channel's figures give ('2,340 clicks, 61 intro calls, 14 new clients'), in order. */
function countsIn(after: string): { count: number; noun: string }[] {
  const clause = after.split(/[.;!?](?:\s|$)/)[0]!;
  return [...clause.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(?![\d%]|\.\d)\s+((?:new\s+|paid\s+|qualified\s+)?[a-z][a-z-]+(?:\s+(?:calls?|requests?|bookings?))?)/gi)].map((m) => ({ count: Number(m[1]!.replace(/,/g, '')), noun: m[2]!.toLowerCase() }));
}

/**
 * Channels reported with several figures each ('2,340 clicks, 61 intro calls, 14 new clients') are compared on the
 * result they all give, the one furthest down the funnel (the last of them said): cost per new client for every
 * channel, not cost per click for one and per call for another.
 */
function onCommonResult(lines: ChannelLine[]): ChannelLine[] {
  const priced = lines.filter((l) => l.counts?.length);
  if (priced.length < 2) return lines;
  const key = (noun: string) => singular(noun.replace(/^(?:new|paid|qualified)\s+/, ''));
  const shared = priced[0]!.counts!.map((c) => key(c.noun)).filter((k) => priced.every((l) => l.counts!.some((c) => key(c.noun) === k)));
  const deepest = shared.at(-1);
  if (!deepest) return lines;
  // Named as the request names it in the plural ('new clients'), whatever one channel's count ('1 new client').
  const plural = priced.flatMap((l) => l.counts!).find((c) => key(c.noun) === deepest && c.noun !== singular(c.noun))?.noun;
  return lines.map((l) => {
    const found = l.counts?.find((c) => key(c.noun) === deepest);
    return found ? { ...l, results: { count: found.count, noun: plural ?? found.noun } } : l;
  });
}

/** A result noun read for a sentence: 'bookings' reads 'booking', 'quote requests' 'quote request'. */
export function singular(noun: string): string {
  const one = (word: string) => word.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  // ('trade accounts opened' reads 'trade account opened', 'jobs won' 'job won': the counted noun, not the verb after it.)
  const words = noun.split(' ');
  const last = words.findLastIndex((w) => /[^s]s$/.test(w));
  if (words.length > 1 && last >= 0 && last < words.length - 1 && words.slice(last + 1).every((w) => /(?:ed|won|made|done|taken|given|sent|held|kept|got)$/.test(w))) {
    return [...words.slice(0, last), one(words[last]!), ...words.slice(last + 1)].join(' ');
  }
  return one(noun);
}
