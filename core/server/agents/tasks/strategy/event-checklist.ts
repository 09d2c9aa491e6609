import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { planReviewTask } from './plan-review.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { formatNumber } from './money.ts';

/**
 * 'Checklist for the 2 Oct open day please. The March one got 34 people through the door but only 6 jobs. I want this
 * one to convert better.': a checklist for one event, in the order the work falls (three weeks before, the week
 * before, on the day, the two days after), aimed at what the request says to improve. The last event's counts, when
 * given, are worked into its rate and the number that beats it; the offer, the prices and the channels are the
 * space's own. What only the owner knows (who does what, the room) stays theirs.
 */
const CHECKLIST = /\bcheck-?lists?\b|\bto-?do list\b|\brun-?sheet\b/i;
// (A bare 'day', 'market' or 'show' is no event: 'the day it goes live', 'a new market'.)
const EVENT = /\b(open (?:day|evening|morning|afternoon|house|studio|workshop|weekend)|launch (?:night|party|event|day)|(?:fun|taster|demo|race|sports|family|community|charity) day|(?:christmas|farmers'?|craft|summer|night) market|market stall|(?:trade|wedding|craft|home|car|dog) show|(?:taster|tasting|trial|open|first) (?:class|session|evening)|(?:information|parents'?|launch) evening|event|stall|fair|workshop|tasting|talk|demo|festival|exhibition|pop-up)\b/i;
// 'got 34 people through the door but only 6 jobs': people who came, then what they turned into.
const LAST_TIME = /\b(\d{1,4})\s+(people|visitors|guests|attendees|customers|families|kids|children)\b[^.?!]{0,60}?\b(\d{1,4})\s+([a-z]+(?:\s+[a-z]+)?)/i;

export function eventChecklist(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (!CHECKLIST.test(brief.request)) return null;
  const event = EVENT.exec(brief.request.replace(/\bcheck-?lists?\b/gi, ''))?.[1]?.toLowerCase() ?? null;
  if (!event) return null;
  // ('morning on 14 March': the date parser's span can start on the words before the day.)
  const dated = brief.dates.find((d) => /\d/.test(d));
  const date = dated ? (/\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?(?:\s+\d{4})?|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?/.exec(dated)?.[0] ?? dated) : null;
  const the = `the ${event}${date ? ` on ${date}` : ''}`;
  const last = LAST_TIME.exec(brief.request);
  const came = last ? Number(last[1]) : null;
  const became = last ? Number(last[3]) : null;
  const result = last ? last[4]!.replace(/\s+(?:from|out|in|at|through)$/i, '') : null;
  const convert = /\bconvert|\bbook(?:ings)?\b|\bsales?\b|\bjobs?\b|\borders?\b/i.test(brief.request);
  const offer = brief.offer.discount || brief.offer.code ? [brief.offer.discount, brief.offer.appliesTo, brief.offer.code && `with code ${brief.offer.code}`].filter(Boolean).join(' ') : null;
  const prices = facts.prices.filter((p) => p.plan && !p.fee).slice(0, 4);
  const channels = facts.channels.slice(0, 3);
  const used = prices.map((p) => p.source);
  if (channels.length || facts.goal) used.push(profileSource(facts));
  const rate = came && became !== null && came > 0 ? became / came : null;
  const beat = came && rate !== null ? Math.floor(came * rate) + 1 : null;
  const lines: string[] = [];
  if (rate !== null && came && became !== null && result) {
    lines.push(`**Last time:** ${came} came and ${became} became ${result}: ${became} ÷ ${came} = ${formatNumber(rate * 100, 0)}%. With as many visitors, ${beat} ${result} beats it; the list below is aimed at the step between a visit and a booking.`, '');
  }
  lines.push('## Three weeks before');
  lines.push(`- [ ] Decide the one thing a visitor should do before they leave (${convert ? 'book, or take a written quote home with a date on it' : 'sign up, or book their next visit'}), and what makes doing it today worth it${offer ? `: ${offer}` : ' (an offer that ends a week after the day, say)'}.`);
  lines.push(`- [ ] Tell people: ${channels.length ? `${channels.join(', ')}, ` : ''}your email list and a sign in the window or on the door, each with the date, the times and the one reason to come.`);
  lines.push('- [ ] Ask last time\'s visitors who did not book to come again, by name where you have it.');
  lines.push('', '## The week before');
  lines.push(`- [ ] Print your prices${prices.length ? ` (${prices.map((p) => `${p.plan!.replace(/\s*\(.*$/, '')} ${p.amount}`).join(', ')})` : ''} where people can read them without asking.`);
  lines.push('- [ ] Set up a sign-in sheet or a QR code for names, emails and what each visitor came about, with a tick box to hear from you.');
  lines.push('- [ ] Prepare quote or booking forms that can be filled in on the spot, and a way to take a deposit there.');
  lines.push('- [ ] Remind everyone who said they would come, two days before.');
  lines.push('', '## On the day');
  lines.push('- [ ] Greet each visitor and ask what brought them; note it on the sign-in sheet.');
  lines.push(`- [ ] Offer every visitor the one next step by name${offer ? ` (${offer})` : ''}, before they leave, not only when they ask.`);
  lines.push('- [ ] Take a photo of anything they bring or describe, so the quote that follows is theirs.');
  lines.push('- [ ] Count visitors as they come, and bookings or quotes as they happen.');
  lines.push('', '## The two days after');
  lines.push('- [ ] Send every visitor who left details a personal follow-up within 48 hours: their quote, the date the offer ends, and how to book.');
  lines.push('- [ ] Remind them once more, two days before the offer ends.');
  lines.push(`- [ ] Write down visitors, quotes and bookings${rate !== null ? ` against last time's ${came} and ${became}` : ''}, and what people asked most: the next ${event}'s checklist starts from it.`);
  const notes = ['Put a name next to each line: who does it is yours to decide.', ...(date ? [] : ['No date was given: the weeks count back from the day.'])];
  return {
    summary: `A checklist for ${the}, from three weeks before to the two days after${convert ? ', aimed at turning visitors into bookings' : ''}.`,
    deliverable: [`# Checklist: ${the}`, '', ...lines].join('\n'),
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'checklist', summary: `${event}${rate !== null ? `, last time ${came} → ${became}` : ''}` }],
    artifacts: [],
  };
}

export const eventChecklistTask: AgentTask = {
  id: 'strategy.checklist',
  agent: 'strategy-review-agent',
  label: 'a checklist for an event',
  cues: ['checklist', 'check list', 'to-do list', 'run sheet', 'open day', 'open morning', 'open evening'],
  delivers: ['checklist'],
  starter: 'A checklist for our open day on 4 October, to turn more visitors into bookings',
  // A checklist for no event ('a checklist for our plan') is the plan's review.
  generate: (input) => eventChecklist(input) ?? planReviewTask.generate(input),
};
