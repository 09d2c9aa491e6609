import { channelsIn, type ChannelKind } from './channel-lexicon.ts';
import { moneyIn, type MoneyMention } from './money.ts';

/** What a plan says on one aspect a marketer checks: the sentence that says it, and whether it says enough. */
export interface AspectReading {
  key: AspectKey;
  label: string;
  /** The plan's sentence on it, as written; null when the plan does not say. */
  quote: string | null;
  /** The quote has what the aspect needs (a number and a date for a goal, a role for an audience, ...). */
  specific: boolean;
  /** What a specific answer would hold, for the gap: 'a number and a date'. */
  needs: string;
}

export type AspectKey = 'goal' | 'audience' | 'channels' | 'budget' | 'measures' | 'timeline' | 'owners' | 'risks';

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
// A date as plans write it: 'by March', 'March 31', '31 March', '31st of March', '31/08', 'by the summer', 'in 6 weeks'.
const SEASONS = 'spring|summer|autumn|fall|winter|christmas|easter|year[- ]end|the new year';
const DEADLINE = new RegExp(`\\b(by|before|until|within|in|end of)\\s+(the\\s+)?(end of\\s+)?(q[1-4]|\\d{4}|${MONTHS}|${SEASONS}|(next|this)\\s+(month|quarter|year|term|season)|\\d+\\s+(days|weeks|months))\\b|\\bq[1-4]\\b|\\b(${MONTHS})\\s+\\d{1,2}\\b|\\b\\d{1,2}(st|nd|rd|th)?\\s+(of\\s+)?(${MONTHS})\\b|\\b\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?\\b|\\b(day|week|month)\\s+\\d+\\b`, 'i');

/** 'ads for wedding photographers', 'flyers aimed at new parents': a piece for people named by what they do. */
const PEOPLE_BY_ROLE = /\b(?:ads?|posts?|campaigns?|emails?|flyers?|leaflets?|mailers?|offers?)\s+(?:for|to|aimed at)\s+(?:local\s+|new\s+|young\s+|busy\s+)?(?:[a-z]+\s+)?[a-z]{3,}(?:ers|ists|ians|ents|ants|ors)\b/i;

interface Aspect {
  key: AspectKey;
  label: string;
  says: (s: string) => boolean;
  specific: (s: string, all: string[]) => boolean;
  needs: string;
  /** The sentence to quote when several say it: the one that shows it best. */
  prefer?: (s: string) => boolean;
}

const ASPECTS: readonly Aspect[] = [
  { key: 'goal', label: 'Goal', says: (s) => /\b(goals?|objectives?|targets?|aims?|we want to|we will (grow|reach|get|double))\b/i.test(s), specific: (s) => /\d/.test(s) && DEADLINE.test(s), needs: 'a number and a date' },
  // ('Instagram ads for wedding photographers': whom a piece is for, by what they do, is an audience named.)
  { key: 'audience', label: 'Audience', says: (s) => /\b(audiences?|customers?|personas?|segments?|buyers?|icp|target market|aimed at|targeting|job titles?|for (small|mid|large|busy|independent))\b/i.test(s) || PEOPLE_BY_ROLE.test(s), specific: (s) => /\b(owners?|managers?|directors?|founders?|heads? of|teams? of|aged|employees|staff|b2b|b2c|smb|enterprise|mid-market|parents|students|practices|clinics|shops|restaurants|agencies)\b/i.test(s) || /\d+\s*[-–]\s*\d+/.test(s) || PEOPLE_BY_ROLE.test(s), needs: 'who they are (role, size or situation) and the problem they have' },
  { key: 'channels', label: 'Channels', says: (s) => channelsIn(s).length > 0, specific: (s) => /\b(because|since|so that|to reach|where|brings?|best|works?)\b/i.test(s), needs: 'why each channel reaches the audience' },
  { key: 'budget', label: 'Budget', says: (s) => moneyIn(s).length > 0 || /\b(budget|spend)\b/i.test(s), specific: (_, all) => budgetedPerChannel(all), needs: 'an amount per channel', prefer: (s) => moneyIn(s).length > 0 && channelsIn(s).length > 0 },
  { key: 'measures', label: 'Measures', says: (s) => /\b(kpis?|metrics?|measure|track|conversions?|cac|roas|cpa|cpl|mqls?|sqls?|sign-?ups?|leads|revenue|pipeline|retention|churn)\b/i.test(s), specific: (s, all) => /\b(baseline|currently|today|now at|from \d|last (month|quarter|year)|up from|compared with)\b/i.test(s) || all.some((x) => /\(\s*(?:about|around|roughly|approx\.?)?\s*[\d,]+\s+(?:now|today)\s*\)|\bcurrently\s+(?:at\s+)?[\d,]/i.test(x)), needs: "today's number to measure against (a baseline)" },
  { key: 'timeline', label: 'Timeline', says: (s) => DEADLINE.test(s) || new RegExp(`\\b(q[1-4]|phases?|milestones?|roadmap|timeline|(week|month|phase)\\s+\\d|${MONTHS})\\b`, 'i').test(s), specific: (_, all) => all.filter((x) => DEADLINE.test(x) || /\b(week|month|phase)\s+\d/i.test(x)).length >= 2, needs: 'dated steps', prefer: (s) => s.split(/\s+/).length >= 4 },
  // ('job titles owner, director': an owner targeted is no owner of a step.)
  { key: 'owners', label: 'Owners', says: (s) => /\bowners?\s*[:=–-]|\b(?:owns|owned by|responsible|led by|accountable|lead:)\b/i.test(s), specific: () => true, needs: 'a named owner per step' },
  { key: 'risks', label: 'Risks', says: (s) => /\b(risks?|assumptions?|depends on|fallback|plan b|contingency|mitigat\w*|if .{0,40}\b(fails?|slips?|doesn't|does not|drops?))\b/i.test(s), specific: (s) => /\b(if|then|fallback|plan b|mitigat\w*|instead)\b/i.test(s), needs: 'what you will do if it happens' },
];

/** The plan's sentences: lines, then sentences, with list markers and heading marks taken off. */
export function sentencesOfPlan(text: string): string[] {
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => line.replace(/^\s*(#{1,6}\s+|[-*•]\s+|\d+[.)]\s+|>\s*)/, '').split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
  // 'Put £500 a month into Instagram ads, £200 into newspaper ads, £100 into Google Ads, and run a sale in May.': a
  // plan written as one sentence lists its moves between commas, each read as a line of its own.
  if (sentences.length !== 1) return sentences;
  const moves = sentences[0]!.split(/,\s+(?:and\s+)?|;\s+|\s+and\s+(?=(?:run|put|spend|start|launch|stop|cut|add|move|hire|post|send|print|offer|hold|do)\b)/i).map((m) => m.trim()).filter((m) => m.split(/\s+/).length >= 3);
  return moves.length >= 3 ? moves : sentences;
}

export function readPlan(text: string): AspectReading[] {
  const sentences = sentencesOfPlan(text);
  const quotedAlready = new Set<string>();
  return ASPECTS.map((a) => {
    // A sentence of a few words or one quoted for another aspect is the weaker evidence: a fuller, unused one goes first.
    const saying = sentences.filter(a.says).sort((x, y) => rank(x, a) - rank(y, a));
    const best = saying.find((s) => a.specific(s, sentences)) ?? saying[0] ?? null;
    if (best) quotedAlready.add(best);
    return { key: a.key, label: a.label, quote: best ? clip(best) : null, specific: best !== null && a.specific(best, sentences), needs: a.needs };
  });
  function rank(s: string, a: Aspect): number {
    return (a.prefer && !a.prefer(s) ? 4 : 0) + (quotedAlready.has(s) ? 2 : 0) + (s.split(/\s+/).length < 4 ? 1 : 0);
  }
}

/** Whether a plan's sentences give money for two channels or more: read once per plan, not once per sentence asked about. */
const BUDGETED = new WeakMap<readonly string[], boolean>();
function budgetedPerChannel(all: readonly string[]): boolean {
  let known = BUDGETED.get(all);
  if (known === undefined) BUDGETED.set(all, (known = budgetLines(all.join('\n')).lines.length >= 2));
  return known;
}

const clip = (s: string) => (s.length > 160 ? `${s.slice(0, 157).replace(/\s+\S*$/, '')}...` : s);

/** Budget lines: a sum next to a channel; the total: a sum on a line about the budget or total that names no channel. */
export function budgetLines(text: string): { lines: { channel: ChannelKind; money: MoneyMention; line: string; monthly?: number }[]; total: { money: MoneyMention; line: string } | null } {
  const lines: { channel: ChannelKind; money: MoneyMention; line: string; monthly?: number }[] = [];
  let total: { money: MoneyMention; line: string } | null = null;
  // 'Q3 plan (July to September)', 'over the next 3 months': how many months a one-off paid from the plan's budget spreads over.
  const months = /\b(?:q[1-4]|quarter|three months|3 months)\b/i.test(text) ? 3 : /\b(?:h[12]|half[- ]year|six months|6 months)\b/i.test(text) ? 6 : null;
  for (const raw of text.split(/\n+/)) {
    const line = raw.trim();
    const sums = moneyIn(line);
    if (!sums.length) continue;
    // 'Drop the trade magazine ad (£800/month) to pay for …': money the plan stops spending is no line of spend.
    if (/^[-*•\s]*(?:drop|cut|stop|pause|scrap|cancel|end)\b/i.test(line)) continue;
    const kinds = channelsIn(line);
    if (!kinds.length) {
      if (/\b(total|budget|overall|in all)\b/i.test(line) && !total) total = { money: sums[0]!, line };
      // ('- £500 for the printed brochure': an item of the plan's list with one sum is a line of spend, named by its words.)
      else if (/^[-*•]\s|^\d{1,2}[.)]\s/.test(line) && sums.length === 1 && !/\b(?:goal|target|revenue|sales|price|costs? us|saving)\b/i.test(line)) {
        const name = line.replace(/^[-*•]\s+|^\d{1,2}[.)]\s+/, '').replace(sums[0]!.text, '').replace(/^\W*(?:on|for|to|into|of)?\s*/i, '').split(/[,(;:]/)[0]!.trim().split(/\s+/).slice(0, 6).join(' ');
        if (name) lines.push({ channel: { name, terms: [], ga4: [], cost: 'money' }, money: sums[0]!, line });
      }
      continue;
    }
    // '2 blog posts a month from a freelancer, £300 each': so many a month at so much each.
    const each = /\b(\d{1,3})\s+[a-z][\w -]{1,40}?\s+(?:a|per|every)\s+month\b[^£$€]*([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s+(?:each|apiece|a piece)\b/i.exec(line);
    if (kinds.length === 1 && each) {
      const value = Number(each[1]) * Number(each[3]!.replace(/,/g, ''));
      lines.push({ channel: kinds[0]!, money: { value, currency: each[2]!, text: `${each[1]} × ${each[2]}${each[3]}`, index: each.index }, line, monthly: value });
      continue;
    }
    // 'UK Construction Week stand in October: £7,800, paid from the Q3 budget': a one-off spread over the plan's months.
    if (kinds.length === 1 && sums.length === 1 && months && /\b(?:paid from|out of|from the)\b[^.]*\bbudget\b|\bone-?off\b/i.test(line) && !/\/\s?(?:mo|month)|\ba month\b|\bper month\b|\bmonthly\b/i.test(line)) {
      lines.push({ channel: kinds[0]!, money: sums[0]!, line, monthly: sums[0]!.value / months });
      continue;
    }
    // 'Google Ads $4,000 a month, LinkedIn $2,500 a month': each clause pairs one channel with one sum.
    for (const clause of line.split(/[;,]\s+|\s+and\s+/)) {
      const k = channelsIn(clause);
      const m = moneyIn(clause);
      if (k.length === 1 && m.length === 1) lines.push({ channel: k[0]!, money: m[0]!, line: clause.trim() });
      // 'LinkedIn ads £2,500/month (up from £1,500)': the sum now, not the one it was.
      else if (k.length === 1 && m.length === 2 && /^\s*\(?\s*(?:up|down|rising|falling)?\s*from\s*$|^\s*\(\s*(?:was|previously|now)\s*$/i.test(clause.slice(m[0]!.index + m[0]!.text.length, m[1]!.index).replace(/\/\s?(?:month|mo)\b|\s(?:a|per) month\b/i, ''))) lines.push({ channel: k[0]!, money: m[0]!, line: clause.trim() });
      // 'we put £700 of the £1,500 into Meta ads': the first sum is the channel's, the second the whole budget.
      else if (k.length === 1 && m.length === 2 && /^\s*of\s+(?:the|our|a|an|this|that)?\s*$/i.test(clause.slice(m[0]!.index + m[0]!.text.length, m[1]!.index))) {
        lines.push({ channel: k[0]!, money: m[0]!, line: clause.trim() });
        total ??= { money: m[1]!, line: clause.trim() };
      }
    }
  }
  return { lines, total };
}

/** Prices the plan states ('$59/month', '$49 per seat'), to check against the fact sheet's. */
export function pricesIn(text: string): MoneyMention[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((s) => /\b(price|prices|pricing|plans?|tiers?|subscriptions?|per (user|seat|licen[cs]e))\b/i.test(s) && !/\b(budget|spend)\b/i.test(s) && !channelsIn(s).length)
    .flatMap((s) => pricesInSentence(s));
}

function pricesInSentence(text: string): MoneyMention[] {
  return moneyIn(text).filter((m) => /^\s*(\/\s?(mo|month|yr|year|user|seat)|per\s+(month|year|user|seat|licen[cs]e)|a\s+month|monthly|a\s+year)\b/i.test(text.slice(m.index + m.text.length, m.index + m.text.length + 20)));
}
