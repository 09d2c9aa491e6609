import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { withAskedItems } from './asked-items.ts';
import { withEmailSpecs } from './email-specs.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/**
 * A reminder that something is due again (an eye test, a check-up, a boiler service, a renewal): how long it has
 * been, as the request says it; what the visit is and costs, from the facts; who gets what the request asks to
 * mention; and one call to book. Never a notice of a change, never an offer the request does not make.
 */

/** What is due and since when, as the request says it: 'whose last eye test was more than two years ago'. */
export interface DueThing {
  thing: string;
  since: string | null;
}

const LAST = /\blast\s+([a-z][a-z' -]{1,40}?)\s+(?:was|were)\s+((?:more than|over|at least|about|around|nearly|almost)?\s*[a-z0-9 ]{1,20}?\s+ago)\b/i;
const DUE = /\b(?:due|overdue)\s+(?:for\s+)?(?:a|an|their|your|the)?\s*([a-z][a-z' -]{1,40}?)(?=[.,;]|\s+(?:and|but|so|this|next|soon)\b|$)/i;
// 'the booster is due', 'your MOT is overdue': the thing first.
const IS_DUE = /\b(?:the|your|their|a|an)\s+([a-z][a-z' -]{1,30}?)\s+(?:is|are)\s+(?:due|overdue)\b/i;
const SINCE = /\b(?:haven'?t|have not|hasn'?t|has not|not)\s+(?:had|booked|been for|come in for)\s+(?:a|an|their|your)?\s*([a-z][a-z' -]{1,40}?)\s+(?:in|for)\s+((?:more than|over)?\s*[a-z0-9 ]{1,20}?(?:months?|years?|weeks?))\b/i;

export function dueThing(request: string): DueThing | null {
  const last = LAST.exec(request);
  if (last) return { thing: last[1]!.trim(), since: last[2]!.trim().replace(/\s+ago$/i, '') };
  const since = SINCE.exec(request);
  if (since) return { thing: since[1]!.trim(), since: since[2]!.trim() };
  const due = DUE.exec(request) ?? IS_DUE.exec(request);
  return due ? { thing: due[1]!.trim(), since: null } : null;
}

/** Where one reminder of a series falls against the due date. */
export type DueStage = 'before' | 'due' | 'after';

export interface ReminderTiming {
  /** As the request says it: '4 weeks before the booster is due'. */
  when: string;
  stage: DueStage;
  /** How long before or after, when the request says ('4 weeks'). */
  span: string | null;
}

/**
 * The send points a request gives a series of reminders, one clause each: 'one 4 weeks before the booster is due,
 * one in the week it's due, one 2 weeks after it's overdue'. Empty unless at least two are given.
 */
export function reminderTimings(request: string): ReminderTiming[] {
  const timings = [...request.matchAll(/\b(?:one|then one|and one|the (?:first|second|third|fourth|last)(?: one)?)\s+((?:(?:\d{1,2}|a|an|one|two|three|four|six)\s+(?:days?|weeks?|months?)\s+)?(?:before|after|in the week|on the day|the week|when|once)\b[^,;.:]*)/gi)].map((m) => {
    const when = m[1]!.trim();
    const span = /^((?:\d{1,2}|a|an|one|two|three|four|six)\s+(?:days?|weeks?|months?))\s+(?:before|after)\b/i.exec(when)?.[1] ?? null;
    const stage: DueStage = /^(?:[\w\s]+\s+)?before\b/i.test(when) ? 'before' : /\bafter\b|\boverdue\b|\blate\b/i.test(when) ? 'after' : 'due';
    return { when, stage, span };
  });
  return timings.length >= 2 ? timings : [];
}

const ANGLES = ['time-led', 'why-led'] as const;

/** A fact as a sentence: the answer lines come without their full stop. */
const stop = (text: string | null) => (text ? (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`) : null);

/** The opening and subject of one reminder of a series, by where it falls: ahead, on time, or a gentle nudge after (never a telling-off). */
function stageWords(thing: string, timing: ReminderTiming): { opening: string; subject: string; preview: string } {
  if (timing.stage === 'before')
    return { opening: `Your ${thing} is due ${timing.span ? `in ${timing.span}` : 'soon'}, so now is a good time to book it.`, subject: `Your ${thing} is coming up`, preview: `Book ahead and pick a time that suits you.` };
  if (timing.stage === 'due') return { opening: `Your ${thing} is due ${/\bweek\b/i.test(timing.when) ? 'this week' : 'now'}.`, subject: `Your ${thing} is due ${/\bweek\b/i.test(timing.when) ? 'this week' : 'now'}`, preview: `Book your ${thing} in a minute.` };
  return { opening: `Your ${thing} was due ${timing.span ? `about ${timing.span} ago` : 'a little while ago'}. It's easy to lose track, so here's a friendly nudge.`, subject: `A friendly nudge about your ${thing}`, preview: `No rush: book when it suits you.` };
}

const STAGE_JOB: Record<DueStage, string> = { before: 'Coming up', due: 'Due now', after: 'A gentle nudge' };

function build(kit: EmailKit, due: DueThing, angle: string, turn: number, timing?: ReminderTiming): EmailDraft {
  const { thing } = due;
  const about = kit.factAbout(thing);
  const staged = timing ? stageWords(thing, timing) : null;
  const opening = staged
    ? staged.opening
    : due.since
    ? angle === 'time-led' ? `It's been ${due.since} since your last ${thing}, so it's time to book the next one.` : `Your next ${thing} is due: the last one was ${due.since} ago.`
    : angle === 'time-led' ? `Your ${thing} is due, so it's a good time to book it.` : `A quick reminder: your ${thing} is due.`;
  const blocks: Block[] = [
    ...block('opening', opening, KEEP),
    ...block('what', stop(about), 80),
    // What it costs, as the price list says, when the list names it.
    ...block('price', stop(kit.answerTo(`what the ${thing} costs`)), 60),
    ...block('difference', kit.difference(), 40),
    ...block('proof', angle === 'time-led' ? null : kit.proof(), 30),
  ];
  const subject = staged ? staged.subject : angle === 'time-led' ? `Time for your ${thing}` : `Your ${thing} is due`;
  const preview = staged ? staged.preview : due.since ? `It's been ${due.since}. Book your next ${thing} in a minute.` : `Book your next ${thing} in a minute.`;
  const cta = callToAction(kit, { wordings: [`Book your ${thing}`, `Book now`, `Find a time`], prefer: /book|appointment|online|schedule/i, turn });
  return { job: timing ? STAGE_JOB[timing.stage] : null, timing: timing ? timing.when : null, subject: capitalise(subject), preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

export const dueReminderEmail: AgentTask = {
  id: 'email.due-reminder',
  agent: 'email-agent',
  label: 'a reminder that a visit or service is due',
  // Only words that say something is due again: 'reminder' alone is also a product's feature ('SMS reminders').
  // ('is due' and "it's due", never 'due by': a deadline is no visit due again.)
  cues: ['reminder sequence', 'reminder series', 'is due', "it's due", 'overdue', 'due for', 'due a', 'is due again', 'are due again', 'is now due', 'are now due', 'last eye test', 'last visit', 'last appointment', 'last service', 'last check-up', 'last checkup', 'since their last', 'since your last', 'years ago', 'months ago', 'year ago', 'not been in for', "haven't been in"],
  delivers: ['email'],
  starter: 'Write a reminder email to customers whose last service was more than a year ago',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const due = dueThing(kit.brief.request) ?? { thing: kit.topic ?? 'appointment', since: null };
    // A series timed against the due date ('one 4 weeks before, one in the week it's due, one 2 weeks after'): one reminder for each.
    const timings = reminderTimings(kit.brief.request);
    if (timings.length) {
      const angle = ANGLES[kit.variant % ANGLES.length]!;
      const drafts = timings.map((t, i) => withAskedItems(kit, build(kit, due, angle, kit.variant + i, t)));
      return emailOutput(kit, withEmailSpecs(kit, drafts), { noun: 'reminder email', angle: `series by due date, ${angle}`, about: false, advice: ['Stop the series for anyone who books; send the next reminder only to those who have not.'] });
    }
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, due, a, turn), { wordings: ['Book now'] });
    return emailOutput(kit, drafts, { noun: 'reminder email', angle, about: false, advice: ['Send it once, with one reminder a week later to those who have not booked.'] });
  },
};
