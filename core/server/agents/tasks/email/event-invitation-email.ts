import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, inner } from './copy-phrases.ts';
import { DAY, TIME, eventDetailsIn, statedDate } from '../../brief/read-event.ts';
import { indefinite } from '../english-phrases.ts';

/** An invitation's structures: the details first, what guests get first, or a question about their diary first. */
const ANGLES = ['details-first', 'benefit-first', 'question-led'] as const;


const ONLINE = /\b(webinar|online|virtual|zoom|livestream|live stream|teams call|google meet)\b/i;

export const eventInvitationEmail: AgentTask = {
  id: 'email.event-invitation',
  agent: 'email-agent',
  label: 'an event or webinar invitation',
  // ('Invite our newsletter list to the Christmas open evening': the list is who is invited, the evening the event.)
  cues: ['event', 'webinar', 'invitation', 'invite', 'workshop', 'open day', 'rsvp', 'register', 'conference', 'meetup', 'masterclass', 'launch party', 'open house', 'livestream', 'seminar', 'tasting', 'gala', 'fundraiser', 'open evening', 'open night', 'late opening', 'late-night opening', 'private view', 'launch night', 'evening event', 'christmas evening', 'invite our', 'invite the'],
  delivers: ['email', 'invitation', 'invite'],
  starter: 'Write an invitation email to our [event] on [date] for existing customers',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const kind = kindOf(kit.brief.request);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Save your seat', 'Reserve your place'] });
    return emailOutput(kit, drafts, { noun: `${kind} invitation`, angle, advice: ['Send a reminder the day before, and a second one an hour before an online session.'] });
  },
};

function dateOf(all: readonly string[]): string | null {
  // 'evening' or 'tonight' alone names no day to put in a diary.
  const dates = all.filter((d) => /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:today|tomorrow)\b/i.test(d));
  for (const d of dates) {
    const m = DAY.exec(d);
    if (m) return m[0];
  }
  const plain = dates.find((d) => !/^(at|in)\s+the\b/i.test(d));
  return plain?.replace(/^(on|at)\s+/i, '').replace(/,\s*\d+\s*(?:minutes?|mins?|hours?)\b.*$/i, '') ?? null;
}

/** Who speaks or hosts, as the request names them ('with Aoife Brennan from Harbor & Pine'). */
function speakerOf(request: string): { name: string; from: string | null } | null {
  const line = request.split('\n')[0]!;
  const m = /\b(?:with|featuring|hosted by|led by|speaker:?)\s+((?:Dr\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2})(?:,?\s+(?:from|of|at)\s+((?:[A-Z][\w'’-]*)(?:\s+(?:&|and|of|the|[A-Z][\w'’-]*))*))?/.exec(line);
  return m ? { name: m[1]!, from: m[2]?.replace(/\s+(?:and|of|the)$/i, '') ?? null } : null;
}

/** How long it runs, when the request says ('45 minutes', 'an hour'). */
function lengthOf(request: string): string | null {
  return /\b(\d{1,3}[ -](?:minutes?|mins?|hours?)|an hour|half an hour)\b/i.exec(request.split('\n')[0]!)?.[1]?.replace('-', ' ') ?? null;
}

/** 'Invite parents to the open day, using the event brief': the event the request invites to, when no date or place follows it. */
function namedEventOf(request: string): string | null {
  for (const m of request.split('\n')[0]!.matchAll(/\b(?:to|for)\s+((?:our|the)\s+[a-z][\w'’ -]{2,30}?)(?=\s*[,.;:!?]|\s+(?:using|from|with|in|to|for)\b|$)/gi)) {
    // 'to our newsletter list', 'for our members' is whom it goes to, not what they are invited to.
    if (!RECIPIENTS.test(m[1]!)) return m[1]!;
  }
  return null;
}

/** Who an email goes to, said where an event's name could stand ('to our newsletter list'). */
const RECIPIENTS = /\b(?:list|lists|subscribers?|customers?|clients?|members?|supporters?|donors?|patients?|parents?|students?|readers?|followers?|audience|database|contacts?|newsletter|community|team|staff|volunteers?|guests?|leads?|prospects?|users?)$/i;

interface EventDetails {
  date: string | null;
  time: string | null;
  venue: string | null;
  /** The statement after it under the same heading ('Free 20-minute taster swims …'): what happens there. */
  on: string | null;
  /** What the event's brief lists besides: its price and places, its running order. */
  more?: { label: string; value: string }[];
  agenda?: string[];
}

/** The date, time and place of the event as a document states them, in a statement that names the event. */
function describedEvent(kit: EmailKit, topic: string): EventDetails | null {
  const name = topic.replace(/^(?:a|an|the|our|your)\s+/i, '').toLowerCase();
  if (name.split(/\s+/).length > 5) return null;
  for (const [i, st] of kit.statements.entries()) {
    if (!st.text.toLowerCase().includes(name)) continue;
    const date = statedDate(st.text);
    if (!date) continue;
    const time = TIME.exec(st.text)?.[0] ?? null;
    const venue = /\bat\s+((?:the\s+)?[A-Z][^;.]{2,80}?)(?=[;.]|$)/.exec(st.text)?.[1]?.trim() ?? null;
    kit.ledger.use({ text: st.text, source: st.source });
    // A paragraph goes on with what happens there ('Free 20-minute taster swims …'), else the next statement under its heading does.
    const rest = st.text.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((x) => !x.toLowerCase().includes(name) && !statedDate(x));
    const after = kit.statements[i + 1];
    const on = rest[0] ?? (after && after.section === st.section && after.source.title === st.source.title && !statedDate(after.text) ? kit.ledger.use({ text: after.text, source: after.source }) : null);
    return { date, time: date.includes(time ?? '\u0000') ? null : time, venue, on };
  }
  return null;
}

/** The event's details as its own brief lists them under labels ('Date: …', 'Place: …'), when a document is about it. */
function labelledEvent(kit: EmailKit, topic: string): EventDetails | null {
  const details = kit.topicDetails(topic);
  const find = (label: RegExp) => details.find((d) => label.test(d.label));
  const when = find(/^(?:date|dates|when)$/i);
  if (!when) return null;
  const where = find(/^(?:place|where|venue|location|address)$/i);
  const what = find(/^(?:what|about|description)$/i);
  // Its price and how many places: 'places are limited' is said by the number.
  const more = details.filter((d) => /^(?:price|prices|cost|tickets?|places|capacity|spaces)$/i.test(d.label)).slice(0, 2);
  for (const d of [when, where, what, ...more]) if (d) kit.said(d.statement);
  const time = TIME.exec(when.value)?.[0] ?? find(/^(?:time|times)$/i)?.value ?? null;
  // The running order under its own heading of the same document ('6.30pm: welcome, tapas …').
  const agenda = kit.statements.filter((st) => st.source.title === when.statement.source.title && /\b(?:running order|agenda|programme|program|schedule|what'?s on|timetable)\b/i.test(st.section)).map((st) => st.text.replace(/[.]+$/, '')).slice(0, 5);
  for (const st of kit.statements) if (agenda.includes(st.text.replace(/[.]+$/, ''))) kit.said(st);
  return { date: when.value, time: time && when.value.includes(time) ? null : time, venue: where?.value ?? null, on: what?.value ?? null, more: more.map((d) => ({ label: d.label, value: d.value })), agenda };
}

/** A running-order item's time ('6.30pm: '): the subject says what happens, not when in the evening. */
const TIMED_ITEM = /^\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*[:–—-]\s*/i;

function kindOf(request: string): string {
  return /webinar/i.test(request) ? 'webinar' : ONLINE.test(request) ? 'online session' : 'event';
}

/**
 * Each structure lays the details out its own way (a list, a sentence, a question), so a regenerate is another
 * invitation; every one names the event, its date and time, the speaker the request names, and one way to register.
 */
function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const request = kit.brief.request;
    const online = ONLINE.test(request);
    const kind = kindOf(request);
    // 'an invitation email to our open evening on Thursday': what the request invites to, when the brief read no topic.
    const invitedTo = [...request.split('\n')[0]!.matchAll(/\b(?:to|for)\s+((?:our|the)\s+[a-z][\w'’ -]{2,40}?)\s+(?:on|this|next|at)\b/gi)].map((m) => m[1]!).find((t) => !RECIPIENTS.test(t)) ?? null;
    const named = invitedTo ?? namedEventOf(request);
    // 'the taster evening' read as 'the taster' (an evening reads as a time): the name as the request says it.
    const fuller = named && kit.topic && named.length > kit.product.length && named.toLowerCase().includes(kit.product.toLowerCase().replace(/^(?:the|our|a|an)\s+/, ''));
    const topic = kit.topic && !fuller ? kit.product : named;
    // 'the open day' that a document describes ('Open day: Saturday 14 March, 10am to 1pm, at Kingsmead pool'): its details come from there.
    const described = topic ? describedEvent(kit, topic) ?? labelledEvent(kit, topic) : null;
    // 'pastry tasting' reads 'a pastry tasting'; 'our open day' and 'the Harvest Fair' keep their own.
    const name = topic ? (/^(a|an|the|our|your|this|next)\b|^[A-Z0-9'"‘“]/.test(topic) ? topic : `${indefinite(topic)} ${topic}`) : (kit.quoted[0] ?? kit.ledger.blank(`${kind} name`, 'the request'));
    const date = dateOf(kit.brief.dates) ?? described?.date ?? kit.ledger.blank('date', 'the request');
    const hasTime = /\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i.test(date);
    // '6pm to 8pm' written beside the date, not inside it.
    const time = hasTime ? null : TIME.exec(request.split('\n')[0]!)?.[0] ?? described?.time ?? null;
    const when = `${date}${hasTime ? '' : `, ${time ?? kit.ledger.blank(online ? 'time and time zone' : 'time', 'the request')}`}`;
    const length = lengthOf(request);
    const speaker = speakerOf(request);
    const who = speaker ? `${speaker.name}${speaker.from ? ` from ${speaker.from}` : ''}` : null;
    // 'at the Old Mill' or 'at Horfield Common': a place the request names after 'at' (a time such as 'at 10am' is no place).
    const venue = online ? null : /\bat\s+((?:the|our)\s+[A-Za-z][\w'’ -]{2,40}?|[A-Z][\w'’-]+(?:\s+(?:[A-Z][\w'’-]+|of|on|upon|the|&))*)(?=[,.;]|\s+(?:on|from|with|for)\b|$)/.exec(request.split('\n')[0]!)?.[1] ?? null;
    const where = online ? `Online; the joining link comes when you register` : venue ?? described?.venue ?? kit.ledger.blank('venue and address', 'the request');
    // A point that carries the offer's code is the offer, said once in its own line, not something on the programme.
    const code = kit.offer?.code ?? null;
    const items = kit.points.filter((p) => p.kind === 'item' && !/^(?:the|our)\s+.*\b(?:to|for)\s+our\b/i.test(p.text) && !(code && p.text.includes(code))).map((p) => capitalise(inner(p.text)));
    // 'with demos of the waitlist', 'free whitening consultations': what happens there, as the request says it.
    const on = speaker ? null : /\bwith\s+([a-z][^.;]{3,80}?)(?=[.;]|$)/.exec(request.split('\n')[0]!)?.[1] ?? /,\s*((?:free|live)\s+[a-z][^.;,]{3,60})(?=[.;]|$)/i.exec(request.split('\n')[0]!)?.[1] ?? null;
    if (!items.length && on) items.push(capitalise(on.trim()));
    // 'Free entry, bring your puppy, meet our groomers.': a sentence of the request that tells what the event holds, not what to write.
    if (!items.length) items.push(...eventDetailsIn(request));
    if (!items.length && described?.agenda?.length) items.push(...described.agenda.map(capitalise));
    if (!items.length && described?.on) items.push(capitalise(described.on.replace(/[.]$/, '')));
    // What the speaker's organisation achieved, when the facts tell it: the reason to listen.
    const theirs = speaker?.from ? kit.proofs().findIndex((p) => mentions(`${p.text} ${p.who ?? ''} ${p.source.title}`, speaker.from!)) : -1;
    // Only a result (something changed, with its figures) is a reason to listen; a description of them is not.
    const theirProof = theirs >= 0 ? kit.proof(theirs) : null;
    const why = theirProof && /%|\b(?:fell|rose|cut|grew|doubled|halved|saved|more|fewer|less|dropped|from\s+\S+\s+to)\b/i.test(theirProof) ? (theirProof.startsWith(speaker!.from!) ? theirProof : `What ${speaker!.from} saw: ${lowerFirst(theirProof)}`) : null;
    const agenda = block('agenda', items.length ? listText("What's on:", items) : why ? null : listText("What's on:", [kit.ledger.blank(`what guests will see, learn or do`, 'the request (the agenda)')]), 70);
    const host = block('host', kit.facts.company ? `Hosted by ${kit.company}.` : null, 30);
    // A code the request names without its terms ('mention the TASTER30 code') is said as the space's facts give it.
    // (A deal the documents gave it is said in their own sentence too, which keeps who may use it: 'Anyone who enrols …'.)
    const discount = kit.brief.offer.discount;
    const codeTerms = code ? kit.statements.find((st) => st.text.includes(code) && (!kit.offer?.deal || (discount !== null && st.text.includes(discount)))) : undefined;
    const offerBlock = block('offer', codeTerms ? kit.said(codeTerms) : kit.offer?.phrasing(turn), KEEP);
    // 'Thank our volunteers … and invite them': the thanks comes first, said to them.
    const thanks = /\bthank/i.test(request) ? block('thanks', kit.situation ? `First, thank you: ${kit.situation}, and we're grateful.` : 'First, thank you for your support.', KEEP) : [];
    const listed = block('details', [`**What:** ${capitalise(name)}`, `**When:** ${when}${length ? ` (${length})` : ''}`, `**Where:** ${where}`, ...(who ? [`**With:** ${who}`] : []), ...(described?.more ?? []).map((d) => `**${d.label}:** ${d.value}`), ...(kit.audience ? [`**For:** ${kit.audience.replace(/^our\s+/i, '')}`] : [])].map((l) => `- ${l}`).join('\n'), KEEP);
    const told = block('details', `It's ${online ? 'online, ' : ''}on ${when}${length ? `, and runs for ${length}` : ''}.${online ? ' The joining link comes when you register.' : ` Where: ${where}.`}`, KEEP);
    const speaks = block('speaker', who ? (turn % 2 ? `You'll hear from ${who}.` : `Our guest is ${who}.`) : null, KEEP);
    const reason = block('why', why, 60);
    let subject: string;
    let preview: string;
    let blocks: Block[];
    if (angle === 'details-first') {
      subject = `You're invited: ${name}`;
      preview = `${date}${online ? ', online' : ''}. Save your seat.`;
      blocks = [...thanks, ...block('opening', `You're invited to ${name}.`, KEEP), ...listed, ...offerBlock, ...reason, ...agenda, ...host];
    } else if (angle === 'benefit-first') {
      subject = who ? `${speaker!.name} on ${name.replace(/^our\s+\w+\s+/i, '')}` : items[0] ? `${capitalise(items[0].replace(TIMED_ITEM, ''))}, at ${name}` : `Join us for ${name}`;
      preview = `${capitalise(kind)}, ${date}.`;
      // What the reader gets from it, from their side: the problem it speaks to, not the details list again.
      const problem = kit.problemShort();
      const forYou = block('for-you', problem ? `If you're dealing with ${lowerFirst(problem)}, this ${kind} is for you.` : null, 50);
      blocks = [...thanks, ...block('opening', `Join us for ${name}.`, KEEP), ...speaks, ...forYou, ...(forYou.length ? [] : reason), ...agenda, ...offerBlock, ...told];
    } else {
      subject = `Are you free on ${date.replace(/,?\s+(?:at|from)\s+.*$/, '')}?`;
      preview = who ? `${capitalise(kind)} with ${who}.` : `We'd like you at ${name}.`;
      blocks = [...thanks, ...block('opening', `Are you free on ${date.replace(/,?\s+(?:at|from)\s+.*$/, '')}? We'd like you to join us for ${name}.`, KEEP), ...told, ...speaks, ...offerBlock, ...agenda];
    }
    const cta = callToAction(kit, { wordings: ['Save your seat', 'Reserve your place', 'Register now'], offerWordings: ['Register with {deal}'], prefer: /register|event|webinar|rsvp|ticket|sign ?up/i, turn });
    return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/** Whether a text names an organisation, however its file name writes it ('harbor-and-pine' for 'Harbor & Pine'). */
function mentions(text: string, org: string): boolean {
  const slug = (t: string) => t.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
  return slug(text).includes(slug(org));
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
