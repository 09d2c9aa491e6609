import type { Platform } from '../../brief/brief.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { channelName } from '../channel-name.ts';
import { creativeKit, creativeOutput, type CreativeKit } from './creative-output.ts';
import { calendarCadence, calendarSpan, MAX_PER_WEEK, MAX_WEEKS, DEFAULT_PER_WEEK, type Cadence, type CalendarCadence, type CalendarSpan } from './calendar-cadence.ts';
import { calendarSlots } from './calendar-slots.ts';
import { columnsAsked, DEFAULT_COLUMNS, type Column } from './calendar-columns.ts';
import { calendarOffer, type CalendarOffer } from './calendar-offer.ts';
import { calendarRows, type CalendarRow } from './calendar-rows.ts';
import { hashtagsFor } from './hashtags.ts';
import { capital, countWord, listOf } from './copy-text.ts';

/**
 * A content calendar (R-PROD-02): weeks of posts as one table, a row per post with its day, platform, format,
 * idea and call to action, each idea standing on a fact of the space, the request's offer in the calls to action
 * building to the date it ends. The columns are the request's own when it names them.
 */

/** The nouns only a calendar delivers: another task's plan or post is not one of these. */
export const CALENDAR_NOUNS = ['content plan', 'content calendar', 'posting plan', 'posting schedule', 'editorial calendar', 'social media calendar', 'social calendar', 'content schedule', 'social media plan', 'posting calendar'];

/** Words that name a calendar. */
export const CALENDAR_CUES = ['content plan', 'content calendar', 'posting schedule', 'posting plan', 'editorial calendar', 'social media calendar', 'content schedule', 'calendar'];
/** Words that set how often to post: a calendar's, though a question ('how many sign-ups a week?') may use them too. */
export const CADENCE_CUES = ['a week', 'per week', 'each week', 'every week', 'weekly', 'weeks'];

const cell = (text: string) => text.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '/').trim();

/** One row's cell for a column the request names; a column the calendar cannot fill is a marked blank. */
function cellOf(column: Column, row: CalendarRow, kit: CreativeKit, formatShown: boolean, index: number): string {
  switch (column.kind) {
    case 'week':
      return `Week ${row.slot.week + 1}`;
    case 'day':
      return row.day;
    case 'platform':
      return channelName(row.slot.platform);
    case 'format':
      return row.format.name;
    case 'idea':
      return formatShown || row.about === 'blank' ? capital(row.idea) : `${row.format.name}: ${capital(row.idea)}`;
    case 'cta':
      return row.cta;
    case 'hashtags':
      return hashtagsFor(kit.m, 3, index).join(' ') || '[hashtags]';
    case 'other':
      return `[${column.title.toLowerCase()}]`;
  }
}

/** '3 on Instagram and 2 on TikTok each week', or for counts that vary by week, '12 on Instagram over 4 weeks'. */
function cadenceSaid(cadence: readonly Cadence[], weeks: number): string {
  const even = cadence.every((c) => c.perWeek.every((n) => n === c.perWeek[0]));
  if (even) return `${listOf(cadence.map((c) => `${c.perWeek[0]} on ${channelName(c.platform)}`))} each week`;
  return `${listOf(cadence.map((c) => `${c.perWeek.reduce((a, b) => a + b, 0)} on ${channelName(c.platform)}`))} over ${weeks} weeks`;
}

/** The table's title line: '**Content calendar · 4 weeks · April · 3 Instagram posts and 2 TikTok posts a week**'. */
function titleOf(span: CalendarSpan, plan: CalendarCadence): string {
  const even = plan.cadence.every((c) => c.perWeek.every((n) => n === c.perWeek[0]));
  const posts = even
    ? `${listOf(plan.cadence.map((c) => `${c.perWeek[0]} ${channelName(c.platform)} post${c.perWeek[0] === 1 ? '' : 's'}`))} a week`
    : `${listOf(plan.cadence.map((c) => `${c.perWeek.reduce((a, b) => a + b, 0)} ${channelName(c.platform)} posts`))} in all`;
  return `**Content calendar · ${span.weeks} week${span.weeks === 1 ? '' : 's'}${span.label ? ` · ${span.label}` : ''} · ${posts}**`;
}

function summaryOf(span: CalendarSpan, plan: CalendarCadence, rows: number, offer: CalendarOffer | null): string {
  const length = `${span.weeks}-week content calendar${span.label ? ` for ${span.label}` : ''}`;
  const building = offer?.code && offer.until ? `, building to the ${offer.code} deadline on ${offer.until}` : offer?.until ? `, building to the offer's end on ${offer.until}` : offer ? `, every post carrying ${offer.code ? `code ${offer.code}` : 'the offer'}` : ', each post on one fact from your profile and documents';
  return `A ${length}: ${rows} posts, ${cadenceSaid(plan.cadence, span.weeks)}${building}.`;
}

/** What was assumed, said once after the table: the length, the cadence, the days, the offer's dates. */
function assumptions(span: CalendarSpan, plan: CalendarCadence, rows: CalendarRow[], offer: CalendarOffer | null, asked: Column[] | null): string {
  const said: string[] = [];
  if (span.asked === null && !span.label) said.push(`you did not say how long, so it runs ${countWord(span.weeks)} weeks`);
  else if (span.label && span.asked === null) said.push(`${span.label} is taken as ${countWord(span.weeks)} weeks`);
  if (span.asked !== null && span.asked > MAX_WEEKS) said.push(`it stops at ${MAX_WEEKS} weeks, the most one calendar holds here`);
  const platforms = (ps: Platform[]) => listOf(ps.map(channelName));
  if (plan.from === 'default') said.push(`you did not say how often, so it is ${DEFAULT_PER_WEEK} posts a week on ${platforms(plan.cadence.map((c) => c.platform))}`);
  if (plan.from === 'total') said.push('the posts you asked for are shared out evenly over the weeks');
  if (plan.capped.length) said.push(`${platforms(plan.capped)} is held to ${MAX_PER_WEEK} posts a week, one a day`);
  said.push('weekdays are suggestions: no two posts on one platform share a day, so move them to when your audience is online');
  const final = rows.at(-1);
  if (offer?.until && final?.day === offer.until) said.push(`the last post is set on ${offer.until}, the day the offer ends, so it can say "last day"`);
  if (!offer) said.push('no offer was given, so the calls to action use your own and ask for replies');
  if (asked) said.push(`the columns are the ones you named${asked.some((c) => c.kind === 'format') ? '' : ", with each post's format at the start of its idea"}`);
  return `**What I assumed:** ${said.join('; ')}.`;
}

export function contentCalendar(given: TaskInput) {
  const kit = creativeKit(given);
  const { brief, facts, variant } = kit.input;
  const span = calendarSpan(brief.request);
  const plan = calendarCadence(brief, facts, span.weeks);
  const offer = calendarOffer(brief, kit.m);
  const slots = calendarSlots(plan.cadence, span.weeks);
  const rows = calendarRows(kit, slots, span.weeks, offer, variant);
  const asked = columnsAsked(brief.request);
  const columns = asked ?? DEFAULT_COLUMNS;
  const formatShown = columns.some((c) => c.kind === 'format');
  const table = [
    `| ${columns.map((c) => c.title).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row, i) => `| ${columns.map((c) => cell(cellOf(c, row, kit, formatShown, i))).join(' | ')} |`),
  ];
  const fromFacts = rows.filter((r) => r.about === 'fact').length;
  const blanks = rows.filter((r) => r.about === 'blank').length;
  const linkNote = plan.cadence.some((c) => c.platform === 'instagram' || c.platform === 'tiktok') ? ' Links in Instagram and TikTok captions do not click, so those calls to action point to the link in your bio: keep it on the offer for the whole calendar.' : '';
  return creativeOutput(kit, {
    summary: summaryOf(span, plan, rows.length, offer),
    deliverable: [titleOf(span, plan), '', ...table].join('\n'),
    notes: [
      `**How to use it:** each row is one post. Make it from the idea, and put the call to action at the end of the caption.${linkNote}`,
      assumptions(span, plan, rows, offer, asked),
      ...(blanks ? [`Your facts gave ideas for ${fromFacts + rows.filter((r) => r.about === 'offer').length} of the ${rows.length} posts; the rest are marked for you to fill, or add more facts (reviews, prices, questions customers ask) and ask again.`] : []),
    ],
    steps: [{ tool: 'content_calendar', summary: `${rows.length} posts over ${span.weeks} weeks: ${cadenceSaid(plan.cadence, span.weeks)}` }],
  });
}

export const contentCalendarTask: AgentTask = {
  id: 'creative.content-calendar',
  agent: 'creative-agent',
  label: 'a content calendar',
  cues: [...CALENDAR_CUES, ...CADENCE_CUES],
  // A post of the calendar is one of its rows: the calendar keeps a request for posts a week whole.
  delivers: [...CALENDAR_NOUNS, 'post'],
  starter: 'Build me a 4-week content calendar: 3 Instagram posts a week',
  generate: contentCalendar,
};
