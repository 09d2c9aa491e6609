import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { formatMoney, formatNumber, moneyIn } from '../strategy/money.ts';
import { listOf } from '../english-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';

/**
 * 'Write the monthly report summary for Jan. May numbers: enquiries went from 14 to 17 a week, block bookings from
 * 9 to 11, Google reviews from 212 to 219, ad spend £350. Three short paragraphs, plain English.' A report written
 * from the figures the request gives: what moved and by how much, what the spend comes to per result, and what to
 * do next, in the paragraphs asked for. Nothing is said about why a figure moved: the request does not say, and
 * the report says how to find out. Null unless the request asks for a report and gives two movements or more.
 */
const ASKS_REPORT = /\b(?:report|summary|recap|round-?up|update)\b/i;
const FIGURE = '[$£€]?\\d[\\d,.]*%?';
const MOVED = new RegExp(`([A-Za-z][\\w'’-]*(?:\\s+[A-Za-z][\\w'’-]*){0,3}?)\\s+(?:(?:went|have gone|has gone|moved|grew|rose|climbed|jumped|fell|dropped|slipped|are up|is up|are down|is down|went up|went down)\\s+)?from\\s+(${FIGURE})\\s+to\\s+(${FIGURE})(\\s+(?:a|per|each)\\s+(?:day|week|month|year))?`, 'gi');
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const NO_PERCENT = /\bno percentages?\b|\bwithout percentages?\b|\bhates? percentages?\b|\bplain numbers\b|\bnot? (?:in )?percent/i;

interface Movement {
  subject: string;
  from: number;
  to: number;
  per: string | null;
  money: boolean;
  said: { from: string; to: string };
}

const valueOf = (figure: string) => Number(figure.replace(/[^\d.]/g, ''));
/** ('1,350,' at a list's comma: the figure without it.) */
const figureOf = (said: string) => said.replace(/[,.]+$/, '');

export function figuresReport(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  if (!ASKS_REPORT.test(request) || input.brief.revision) return null;
  const moves: Movement[] = [];
  for (const m of request.matchAll(MOVED)) {
    const subject = m[1]!.replace(/^(?:and|but|while|our|the|with|numbers?:?)\s+/i, '').replace(/^[A-Z][a-z]+ numbers:\s*/, '').trim();
    if (!subject || /^(?:it|this|that|they|we)$/i.test(subject)) continue;
    moves.push({ subject, from: valueOf(figureOf(m[2]!)), to: valueOf(figureOf(m[3]!)), per: m[4]?.trim().replace(/^(?:per|each)\s/, 'a ') ?? null, money: /[$£€]/.test(m[2]! + m[3]!), said: { from: figureOf(m[2]!), to: figureOf(m[3]!) } });
  }
  if (moves.length < 2) return null;
  // A unit said once after the first ('from 14 to 17 a week') is that figure's only.
  const spendAt = request.search(/\b(?:ad|ads|advertising|marketing|media)?\s*spend(?:ing)?\b/i);
  const spend = spendAt >= 0 ? moneyIn(request.slice(spendAt, spendAt + 40))[0] ?? null : null;
  const month = MONTHS.exec(request)?.[1] ?? null;
  const asked = /\b(one|two|three|four|five|\d)\s+(?:short\s+)?paragraphs?\b/i.exec(request)?.[1];
  const paragraphs = Math.max(1, Math.min(5, asked ? NUMBER_WORDS[asked.toLowerCase()] ?? Number(asked) : 3));
  const percent = !NO_PERCENT.test(request);

  const change = (m: Movement) => {
    const diff = m.to - m.from;
    const amount = m.money ? formatMoney(Math.abs(diff), moneyIn(m.said.to)[0]?.currency ?? '£') : formatNumber(Math.abs(diff));
    const pct = percent && m.from > 0 ? `, ${diff >= 0 ? 'up' : 'down'} ${Math.round((Math.abs(diff) / m.from) * 100)}%` : '';
    return diff === 0 ? 'no change' : `${amount} ${diff > 0 ? 'more' : 'fewer'}${pct}`;
  };
  const line = (m: Movement, i: number) => `${i === 0 ? capitalise(m.subject) : m.subject} ${i === 0 ? 'went ' : ''}from ${m.said.from} to ${m.said.to}${m.per ? ` ${m.per}` : ''} (${change(m)})`;
  const listed = moves.map(line);
  const moved = `${month ? `In ${month}, ` : ''}${month ? asMidSentence(listOf(listed)) : listOf(listed)}.`;
  const down = moves.filter((m) => m.to < m.from);
  const up = moves.filter((m) => m.to > m.from);
  const verdict = down.length === 0 ? 'Everything you count went up.' : up.length === 0 ? 'Everything you count went down.' : `${capitalise(listOf(up.map((m) => m.subject)))} went up; ${listOf(down.map((m) => m.subject))} went down.`;

  // What the spend comes to for each result counted in the same month (a weekly count made monthly: × 52 ÷ 12).
  const perResult = spend
    ? moves
        .filter((m) => !m.money && m.to > 0 && !/\b(?:reviews?|followers?|likes?|visits?|views?|rating)\b/i.test(m.subject))
        .slice(0, 2)
        .map((m) => {
          const monthly = m.per === 'a week' ? Math.round((m.to * 52) / 12) : m.per === 'a day' ? Math.round(m.to * 30) : m.to;
          const each = formatMoney(Math.round((spend.value / monthly) * 100) / 100, spend.currency);
          return `about ${each} for each of the ${formatNumber(monthly)} ${m.subject}${m.per === 'a week' ? ` in a month (${m.said.to} a week × 52 ÷ 12)` : ''}`;
        })
    : [];
  const cost = spend
    ? `You spent ${spend.text} on ads${month ? ` in ${month}` : ''}${perResult.length ? `: ${listOf(perResult)}` : ''}. That is the most each one cost: not every one came from the ads, and these figures do not say which did.`
    : 'These figures do not say what brought the change: no spend or channel is given with them.';
  const next = down.length
    ? `Next month: look at ${down[0]!.subject} first, which fell from ${down[0]!.said.from} to ${down[0]!.said.to}. Ask the people behind the next few how they found you, so the next report can say what is working.`
    : `Next month: keep ${spend ? `the ${spend.text}` : 'what you are doing'} where it is while the figures keep rising, and ask each new customer how they found you, so the next report can say which channel brought the rise.`;

  const parts = paragraphs >= 3 ? [`${moved} ${verdict}`, cost, next] : paragraphs === 2 ? [`${moved} ${verdict}`, `${cost} ${next}`] : [`${moved} ${verdict} ${cost} ${next}`];
  const deliverable = paragraphs > 3 ? [...parts, 'What these figures cannot tell you: which channel brought each result, or whether the rise will hold. Keep the same figures next month, so the two reports can be compared.'].slice(0, paragraphs).join('\n\n') : parts.join('\n\n');
  return {
    summary: `The ${month ? `${month} ` : ''}report in ${paragraphs} paragraph${paragraphs === 1 ? '' : 's'}, from the figures you gave${percent ? '' : ', in plain numbers'}.`,
    deliverable,
    notes: ['Every figure here is yours or worked out from yours; the report does not guess why they moved.'],
    used: [],
    steps: [{ tool: 'analysis', summary: `report from ${moves.length} stated figures` }],
    artifacts: [],
  };
}

/** A clause's first word lowered to follow 'In May, ' ('Enquiries went …'), unless it is a name ('Google reviews'). */
function asMidSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+\s+[A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
