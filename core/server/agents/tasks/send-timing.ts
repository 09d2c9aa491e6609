import type { TaskOutput } from './agent-task.ts';
import type { FactSheet } from '../facts/fact-sheet.ts';
import { statedDate } from '../brief/read-event.ts';

/**
 * 'What's the best day and time to send this?', 'When should I post it?': the space holds no send or open times of
 * its own, so the answer says so, gives the usual first test for the piece's channel and audience as a test (never as
 * a finding), and times the send against the piece's own deadline when it has one.
 */
const WHEN = /\b(?:when|what (?:day|time)|which (?:day|time)|best (?:day|time|days|times))\b[^?.]*\b(?:send|post|publish|schedule|go out|put (?:it|this) (?:out|up)|share)\b|\b(?:send|post|publish|schedule)\b[^?.]*\b(?:when|what (?:day|time)|which day)\b/i;

export function sendTiming(request: string, previous: string, facts: FactSheet): TaskOutput | null {
  if (!WHEN.test(request) || request.length > 160) return null;
  const email = /^Subject:/m.test(previous) || /\bemail\b/i.test(request);
  const business = /\bB2B\b/i.test(facts.audienceType ?? '') || /\b(?:businesses|companies|firms|practices|managers|owners of)\b/i.test(facts.audience ?? '');
  const lines = [
    `Your space has no ${email ? 'send or open' : 'posting'} times of your own (no results by day or hour), so I can't read the best time from your results. A first test, not a finding:`,
    '',
    email
      ? business
        ? '- Send on a weekday morning, Tuesday to Thursday, when people clear their inbox at work.'
        : '- Send mid-morning or early evening, when people read personal email, and avoid Friday evening.'
      : business
        ? '- Post on a weekday morning or at lunchtime, when people check LinkedIn at work.'
        : '- Post in the early evening, when your followers are off work, and again at the weekend to compare.',
    email
      ? '- Split the list in two: half at one time, half at another, and keep the time that brings more clicks and bookings within two days.'
      : '- Post at two different times over two weeks, and keep the one that brings more comments, saves and enquiries.',
  ];
  // ('Use it by 30 April', 'ends 31 July': the piece's own last day.)
  const deadline = /\b(?:by|until|before|ends?|ending|closes?)\s+(?:on\s+)?/i.test(previous) ? statedDate(previous.slice(previous.search(/\b(?:by|until|before|ends?|ending|closes?)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d/i))) : null;
  if (deadline) lines.push(`- The offer ends ${deadline}: send it at least a week before, so people have time to act, and a short reminder two days before it ends.`);
  if (facts.audience) lines.push(`- Your audience is ${facts.audience.replace(/[.]+$/, '').replace(/^./, (c) => c.toLowerCase())}: think about when they are free to read it.`);
  return {
    summary: 'When to send it:',
    deliverable: lines.join('\n'),
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: 'question on the previous answer (when to send)' }],
    artifacts: [],
  };
}
