import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, inner } from './copy-phrases.ts';

/** An invitation's structures: the details first, what guests get first, or a question about their diary first. */
const ANGLES = ['details-first', 'benefit-first', 'question-led'] as const;

const ONLINE = /\b(webinar|online|virtual|zoom|livestream|live stream|teams call|google meet)\b/i;

export const eventInvitationEmail: AgentTask = {
  id: 'email.event-invitation',
  agent: 'email-agent',
  label: 'an event or webinar invitation',
  cues: ['event', 'webinar', 'invitation', 'invite', 'workshop', 'open day', 'rsvp', 'register', 'conference', 'meetup', 'masterclass', 'launch party', 'open house', 'livestream', 'seminar', 'tasting', 'gala', 'fundraiser'],
  delivers: ['email', 'invitation', 'invite'],
  starter: 'Write an invitation email to our [event] on [date] for existing customers',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const kind = kindOf(kit.brief.request);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Save your seat', 'Reserve your place'] });
    return emailOutput(kit, drafts, { noun: `${kind} invitation`, angle, advice: ['Send a reminder the day before, and a second one an hour before an online session.'] });
  },
};

/** The event's date as the request writes it: a day and month ('10 January', 'Friday 14 June at 8am', 'at 14:00 CET') before any other date phrase. */
function dateOf(dates: readonly string[]): string | null {
  const DAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?(?:,?\s+(?:at|from)\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?(?:\s*(?:to|-|–)\s*\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)?(?:\s+(?:CET|CEST|GMT|BST|UTC|ET|EST|EDT|PT|PST|PDT|CT|IST|AEST))?)?/i;
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
    const topic = kit.topic ? kit.product : null;
    // 'pastry tasting' reads 'a pastry tasting'; 'our open day' and 'the Harvest Fair' keep their own.
    const name = topic ? (/^(a|an|the|our|your|this|next)\b|^[A-Z0-9'"‘“]/.test(topic) ? topic : `${/^[aeiou]/i.test(topic) ? 'an' : 'a'} ${topic}`) : (kit.quoted[0] ?? kit.ledger.blank(`${kind} name`, 'the request'));
    const date = dateOf(kit.brief.dates) ?? kit.ledger.blank('date', 'the request');
    const hasTime = /\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i.test(date);
    const when = `${date}${hasTime ? '' : `, ${kit.ledger.blank(online ? 'time and time zone' : 'time', 'the request')}`}`;
    const length = lengthOf(request);
    const speaker = speakerOf(request);
    const who = speaker ? `${speaker.name}${speaker.from ? ` from ${speaker.from}` : ''}` : null;
    const where = online ? `Online; the joining link comes when you register` : kit.ledger.blank('venue and address', 'the request');
    const items = kit.points.filter((p) => p.kind === 'item' && !/^(?:the|our)\s+.*\b(?:to|for)\s+our\b/i.test(p.text)).map((p) => capitalise(inner(p.text)));
    // What the speaker's organisation achieved, when the facts tell it: the reason to listen.
    const theirs = speaker?.from ? kit.proofs().findIndex((p) => mentions(`${p.text} ${p.who ?? ''} ${p.source.title}`, speaker.from!)) : -1;
    const why = theirs >= 0 ? `What ${speaker!.from} saw: ${lowerFirst(kit.proof(theirs)!)}` : null;
    const agenda = block('agenda', items.length ? listText("What's on:", items) : why ? null : listText("What's on:", [kit.ledger.blank(`what guests will see, learn or do`, 'the request (the agenda)')]), 70);
    const host = block('host', kit.facts.company ? `Hosted by ${kit.company}.` : null, 30);
    const offerBlock = block('offer', kit.offer?.phrasing(turn), KEEP);
    // 'Thank our volunteers … and invite them': the thanks comes first, said to them.
    const thanks = /\bthank/i.test(request) ? block('thanks', kit.situation ? `First, thank you: ${kit.situation}, and we're grateful.` : 'First, thank you for your support.', KEEP) : [];
    const listed = block('details', [`**What:** ${capitalise(name)}`, `**When:** ${when}${length ? ` (${length})` : ''}`, `**Where:** ${where}`, ...(who ? [`**With:** ${who}`] : []), ...(kit.audience ? [`**For:** ${kit.audience.replace(/^our\s+/i, '')}`] : [])].map((l) => `- ${l}`).join('\n'), KEEP);
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
      subject = who ? `${speaker!.name} on ${name.replace(/^our\s+\w+\s+/i, '')}` : items[0] ? `${items[0]}, at ${name}` : `Join us for ${name}`;
      preview = `${capitalise(kind)}, ${date}.`;
      blocks = [...thanks, ...block('opening', `Join us for ${name}.`, KEEP), ...speaks, ...reason, ...agenda, ...offerBlock, ...told];
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
