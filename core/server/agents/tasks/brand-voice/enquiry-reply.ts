import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource } from '../strategy/advice-sources.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { saidToThem } from './said-to-them.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';

/**
 * A reply to a customer's question when the request says what the answer is ('A bride asked if we can guarantee
 * peonies for her wedding in September next year. Write me a reply that says no nicely and suggests what we'd do
 * instead'): their question said back to them, the answer the owner gave, the reason a voice rule on the same thing
 * gives, and what the owner offers instead (as they say it, or a marked blank, since only they know). A request that
 * does not say the answer is not written here: an enquiry's answer is a fact only the owner has.
 */

/** 'A bride asked if we can guarantee peonies for …', 'Jo asked whether we deliver on Sundays'. */
const ASKED = /\b(?:(?<name>[A-Z][a-z]+)|(?:[Aa]n?|[Oo]ne of our|[Oo]ur)\s+(?<who>[a-z][a-z -]{1,30}?))\s+(?:has\s+)?(?:asked|emailed|messaged|wrote|enquired|wants to know)\s+(?:us\s+)?(?:if|whether|about|for)\s+(?<what>[^.?!\n]{4,160})/;
const SAYS_NO = /\b(?:says?|saying|tell(?:s|ing)?\s+(?:her|him|them))\s+(?:no|we can['’]?t|we cannot)\b|\bturn(?:s|ing)?\s+(?:her|him|them|it)\s+down\b|\bdecline[sd]?\b|\bsay(?:s|ing)? no\b/i;
const SAYS_YES = /\b(?:says?|saying|tell(?:s|ing)?\s+(?:her|him|them))\s+(?:yes|we can)\b/i;
const INSTEAD = /\b(?:suggest(?:s|ing)?|offer(?:s|ing)?|propos(?:e|es|ing))\s+(?!what\b)(?<instead>[^.;!?\n]{4,120}?)\s+instead\b|\binstead\b/i;

/** The reply, or null when the request reports no customer's question with its answer. */
export function enquiryReply(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const asked = ASKED.exec(brief.request);
  const no = SAYS_NO.test(brief.request);
  const yes = !no && SAYS_YES.test(brief.request);
  if (!asked?.groups || (!no && !yes)) return null;
  const name = asked.groups.name && !/^(?:We|I|They|Our|She|He)$/.test(asked.groups.name) ? asked.groups.name : null;
  // 'if we can guarantee peonies for her wedding': the question, to the asker ('whether we can guarantee peonies for your wedding').
  const what = saidToThem(asked.groups.what!.trim().replace(/[,\s]+$/, ''));
  const canClause = /^(?:we|you)\s+(?:can|could|will|would|do)\s+(.+)$/i.exec(what);
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  // A voice rule on the same thing ('Never promise a specific flower for a date more than three months away') is the reason, said as ours.
  // ('guarantee peonies' is what 'Never promise a specific flower…' forbids: a guarantee is a promise.)
  const rule = (voice.rules.claims ?? []).map((c) => c.rule).find((r) => sharedStems(what.replace(/\bguarantee\b/gi, 'promise'), r, { min: 4 }) >= 1);
  const reason = rule ? ` ${rule.replace(/^never\s+/i, 'We never ').replace(/[.]?$/, '.')}` : '';
  const insteadSaid = INSTEAD.exec(brief.request)?.groups?.instead?.trim();
  const instead = insteadSaid ? `What we can do instead is ${saidToThem(insteadSaid)}.` : '[What you can do instead, in one or two sentences: for example the nearest you can promise, and when you could confirm it]';
  const askedLine = `Thank you for asking ${/^(?:about|for)\b/i.test(asked[0].split(/\s+(?:asked|emailed|messaged|wrote|enquired|wants to know)\s+(?:us\s+)?/)[1] ?? '') ? 'about' : 'whether'} ${what.replace(/^(?:if|whether)\s+/i, '')}.`;
  const answer = no
    ? `I'm sorry, but we can't ${canClause ? canClause[1] : 'do that'}.${reason}`
    : `Yes, we can${canClause ? ` ${canClause[1]}` : ''}.`;
  const next = no ? instead : '[What happens next: the date, the price or the booking step]';
  // A regenerate answers first and thanks after, with another way to keep the door open.
  const body = input.variant % 2 === 0
    ? [askedLine, answer, next, `If you'd like to talk it through, just reply and we'll help.`]
    : [`${no ? 'I wish I could say yes' : 'Good news'}: ${answer.replace(/^I'm sorry, but /, '').replace(/^\w/, (c) => c.toLowerCase())}`, next, `Thank you for asking us first. ${no ? "Reply whenever you're ready and we'll plan it together." : "Reply and we'll get it booked."}`];
  const signOff = voice.rules.signOff ?? (facts.company ? `The ${facts.company} team` : 'The team');
  const reply = [name ? `Hi ${name},` : 'Hi [name],', '', ...body.flatMap((p, i) => (i ? ['', p] : [p])), '', signOff].join('\n');
  const blanks = (reply.match(/\[/g) ?? []).length;
  return {
    summary: `A reply to ${name ?? `the ${asked.groups.who ?? 'customer'}`}'s question, ${no ? 'saying no kindly' : 'saying yes'}, in ${voice.basis}.`,
    deliverable: reply,
    notes: [
      ...(blanks ? [`Fill the marked line${blanks > 1 ? 's' : ''}: ${no ? 'what you offer instead' : 'what happens next'} is yours to say, and I won't invent it.`] : []),
      ...(rule ? [`The reason is your voice's own rule: "${rule}".`] : []),
    ],
    used: facts.company ? [profileSource(facts)] : [],
    steps: [{ tool: 'enquiry_reply', summary: `${no ? 'no' : 'yes'} to a customer's question${rule ? ', with the voice rule as the reason' : ''}` }],
    artifacts: [],
  };
}

/** Whether the request reports a customer's question and the answer to give: a reply the Brand Voice agent writes. */
export function asksEnquiryReply(request: string): boolean {
  return ASKED.test(request) && (SAYS_NO.test(request) || SAYS_YES.test(request));
}
