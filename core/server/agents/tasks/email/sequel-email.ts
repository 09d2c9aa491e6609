import type { Brief } from '../../brief/brief.ts';
import { mergedOffer } from '../../brief/merged-offer.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, sentence } from './copy-phrases.ts';

/**
 * 'Now write the follow-up for people who didn't open it', 'the reminder for the last 3 days': the next email of the
 * campaign the chat's previous email began, for one group of its readers. It carries that email's offer, call to
 * action and sign-off as they were written, and says what this group needs: the offer put plainly under a new
 * subject for those who never opened it, a reason to trust it for those who looked and did not act, the time left
 * for a reminder. Never a revision of the first email, never thanks for a conversation that never was.
 */

/** Who the next email is for, by what they did with the last one. */
export type SequelReaders =
  | { kind: 'not-opened' }
  | { kind: 'not-clicked' }
  | { kind: 'not-acted'; action: string }
  | { kind: 'reminder'; left: string | null };

const NOT = String.raw`(?:didn['’]?t|did not|haven['’]?t|have not|hasn['’]?t|has not|never|don['’]?t|do not|not|yet to)`;
const ACTIONS = String.raw`(book|buy|order|sign up|register|reply|respond|redeem|use the code|come in|visit|enquire|call|join|donate|subscribe|upgrade|renew|purchase|check out|convert)`;

/** The group a request for the next email names, or null when it names none. */
export function sequelReaders(request: string): SequelReaders | null {
  const text = request.split(/\n/)[0]!;
  if (new RegExp(String.raw`\bopened\b[^.?!]{0,30}\b(?:${NOT}|but not|without)\s+click`, 'i').test(text)) return { kind: 'not-clicked' };
  const acted = new RegExp(String.raw`\b(?:${NOT}|but not)\s+(?:yet\s+)?${ACTIONS}(?:ed)?\b`, 'i').exec(text);
  if (acted && /\b(?:clicked|opened|looked|read|visited|viewed|who|people|those|readers|customers|anyone)\b/i.test(text)) return { kind: 'not-acted', action: acted[1]!.toLowerCase() };
  if (new RegExp(String.raw`\b${NOT}\s+open(?:ed)?\b|\bnon-?openers?\b|\bunopened\b|\bmissed (?:it|the (?:first|last) (?:one|email))\b`, 'i').test(text)) return { kind: 'not-opened' };
  const left = /\b(?:last|final)\s+(\d{1,2}|two|three|four|five|six|seven|few)\s+(days?|hours?)\b|\b(\d{1,2}|two|three|four|five|six|seven)\s+(days?|hours?)\s+(?:left|to go|before it ends)\b/i.exec(text);
  if (left || /\b(?:reminder|last chance|last call|final call|ending soon|ends (?:soon|tomorrow|tonight))\b/i.test(text)) {
    const n = left ? (left[1] ?? left[3])! : null;
    const unit = left ? (left[2] ?? left[4])! : null;
    return { kind: 'reminder', left: n && unit ? `${n} ${/^(?:1|one)$/i.test(n) ? unit.replace(/s$/, '') : unit.replace(/([^s])$/, '$1s')}` : null };
  }
  return null;
}

/** The previous email's parts, as written: a series or a piece that is no single email gives null. */
interface SentEmail {
  subject: string;
  greeting: string | null;
  paragraphs: string[];
  cta: string | null;
  signOff: string | null;
}

function sentEmailOf(deliverable: string): SentEmail | null {
  if (/^#{1,4}\s+Email\s+\d+\s+of\s+\d+/im.test(deliverable)) return null;
  const subject = /^Subject:\s*(.+?)\s*$/im.exec(deliverable)?.[1] ?? /^Subject options:\s*\n\s*1\.\s*(.+?)\s*$/im.exec(deliverable)?.[1];
  if (!subject) return null;
  const parts = deliverable.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p && !/^(?:Subject|Preview|Subject options):/i.test(p) && !/^\d+\.\s/.test(p));
  const greeting = parts[0] && /^(?:Hi|Hello|Dear|Hey|Good (?:morning|afternoon))\b.{0,60},$/.test(parts[0]) ? parts.shift()! : null;
  const at = parts.findIndex((p) => /^\*\*\[[^\]]+\]\([^)]+\)\*\*/.test(p));
  const cta = at >= 0 ? parts[at]! : null;
  const after = at >= 0 ? parts.slice(at + 1) : [];
  const signOff = after[0] ?? (parts.length > 1 && parts[parts.length - 1]!.split(/\s+/).length <= 10 && !/[.!?]$/.test(parts[parts.length - 1]!) ? parts.pop()! : null);
  const paragraphs = (at >= 0 ? parts.slice(0, at) : parts).filter((p) => !/^(?:P\.?S\.?)\b/i.test(p));
  return { subject, greeting, paragraphs, cta, signOff };
}

/** Whether a request asks for the next email of the chat's previous one: it names a group by what they did with it. */
export function asksForSequel(input: TaskInput): boolean {
  // ('Make it for people who didn't open it' re-aims this email; 'the follow-up for them' is the next one.)
  const next = /\b(?:follow-?up|reminder|next (?:one|email)|second email|another email|last[- ]chance|nudge|resend)\b/i.test(input.brief.request);
  return Boolean(input.previous && next && sentEmailOf(input.previous.deliverable) && sequelReaders(input.brief.request));
}

/** The brief the next email is written from: this request's words, the previous email's offer, link and topic where it gives none. */
function carriedBrief(brief: Brief, before: Brief | null): Brief {
  if (!before) return brief;
  return {
    ...brief,
    offer: mergedOffer(brief.offer, before.offer),
    topic: brief.topic ?? before.topic,
    links: brief.links.length ? brief.links : before.links,
    callToAction: brief.callToAction ?? before.callToAction,
    dates: brief.dates.length ? brief.dates : before.dates,
  };
}

export function sequelEmail(input: TaskInput): TaskOutput {
  const readers = sequelReaders(input.brief.request)!;
  const sent = sentEmailOf(input.previous!.deliverable)!;
  const kit = new EmailKit({ ...input, brief: carriedBrief(input.brief, input.previous!.brief) });
  const offer = kit.offer;
  const second = input.variant % 2 === 1;
  // The previous email's sentences: the one carrying the offer is said again as written (its deadline with it), the rest are details to pick from.
  const sentences = sent.paragraphs.filter((p) => !/^\s*[-*]\s|^\|/m.test(p)).flatMap((p) => p.split(/(?<=[.!?])\s+/)).map((t) => t.trim()).filter(Boolean);
  const carries = (t: string) => (offer?.code ? t.includes(offer.code) : offer?.deal ? t.toLowerCase().includes(offer.deal.toLowerCase()) : false);
  const written = sentences.find(carries) ?? null;
  const body = sentences.filter((t) => !carries(t));
  const blocks: Block[] = [];
  let subject: string;
  let preview: string;
  const offerLine = written ?? (offer ? offer.phrasing(1) : null);
  if (readers.kind === 'not-opened') {
    subject = offer ? capitalise(offer.short) : `In case you missed it: ${sent.subject}`;
    if (second && offer) subject = `Still yours: ${offer.short}`;
    preview = offer?.ends || 'The short version of our last email.';
    blocks.push(...block('opening', second ? 'Here is the short version of our last email, in case it got lost in your inbox.' : 'A quick note in case our last email got lost in your inbox.', KEEP));
    blocks.push(...block('offer', offerLine, KEEP));
    blocks.push(...block('detail', body[0] ?? (kit.productLine ? sentence(kit.productLine) : null), 40));
  } else if (readers.kind === 'not-clicked') {
    subject = second ? `One more reason to look: ${offer?.short ?? sent.subject}` : `The short version: ${offer?.short ?? sent.subject}`;
    preview = offer?.ends || 'One thing we did not say last time.';
    blocks.push(...block('opening', 'Here is what matters from our last email, in two lines.', KEEP));
    blocks.push(...block('offer', offerLine, KEEP));
    blocks.push(...block('proof', kit.proof() ?? body[1] ?? body[0], 60));
  } else if (readers.kind === 'not-acted') {
    const action = readers.action;
    subject = second ? `A question before you ${action}?` : 'Still deciding?';
    preview = offer?.ends || 'A little more to help you decide.';
    blocks.push(...block('opening', second ? `If something is holding you back from deciding, this may help.` : 'If you are still making up your mind, here is what may help.', KEEP));
    blocks.push(...block('proof', kit.proof() ?? body[0], 70));
    blocks.push(...block('assurance', kit.answerTo('guarantee') ?? kit.answerTo('cancel'), 60));
    blocks.push(...block('offer', offerLine, KEEP));
    blocks.push(...block('question', 'Have a question first? Just reply to this email.', KEEP));
  } else {
    const left = readers.left;
    subject = offer ? `${left ? `${capitalise(left)} left` : 'Last chance'}: ${offer.short}` : `A reminder: ${sent.subject}`;
    if (second) subject = offer ? `Ending soon: ${offer.short}` : `Before it ends: ${sent.subject}`;
    const ends = offer?.ends || (left ? null : kit.ledger.blank('the date it ends', 'your request'));
    preview = ends ?? `${capitalise(left!)} to go.`;
    blocks.push(...block('opening', left ? `A quick reminder: there ${/^(?:1|one)\b/i.test(left) ? 'is' : 'are'} ${left} left.` : 'A quick reminder before it ends.', KEEP));
    blocks.push(...block('offer', offerLine ?? body[0], KEEP));
    blocks.push(...block('deadline', offer?.ends ? null : ends, KEEP));
    blocks.push(...block('detail', (offerLine ? body[0] : body[1]) ?? (kit.productLine ? sentence(kit.productLine) : null), 40));
  }
  const draft: EmailDraft = {
    job: null,
    timing: null,
    subject,
    preview,
    greeting: sent.greeting ?? kit.greeting(),
    blocks,
    cta: sent.cta ?? '',
    signOff: sent.signOff ?? kit.signOff(false),
  };
  const who = { 'not-opened': 'people who did not open the last email', 'not-clicked': 'people who opened the last email but did not click', 'not-acted': `people who looked but did not ${readers.kind === 'not-acted' ? readers.action : ''}`, reminder: 'everyone the last email went to' }[readers.kind];
  const output = emailOutput(kit, [draft], { noun: 'follow-up to the last email', angle: readers.kind, about: false });
  return {
    ...output,
    summary: `The next email of the campaign, for ${who}${offer ? `, carrying ${offer.short}` : ''}: the same call to action and sign-off as the last one.`,
    notes: [...output.notes, readers.kind === 'not-opened' ? 'Send it only to those who did not open the first email, 3 to 5 days after it, with this new subject line.' : readers.kind === 'reminder' ? 'Leave out anyone who has already taken up the offer.' : 'Send it only to that group, so nobody who already acted gets it.'],
  };
}
