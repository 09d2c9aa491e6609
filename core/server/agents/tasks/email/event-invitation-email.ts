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

/** The event's date as the request writes it: a day and month ('10 January', 'Friday 14 June at 8am') before any other date phrase. */
function dateOf(dates: readonly string[]): string | null {
  const DAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?(?:\s+(?:at|from)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?/i;
  for (const d of dates) {
    const m = DAY.exec(d);
    if (m) return m[0];
  }
  const plain = dates.find((d) => !/^(at|in)\s+the\b/i.test(d));
  return plain?.replace(/^(on|at)\s+/i, '') ?? null;
}

function kindOf(request: string): string {
  return /webinar/i.test(request) ? 'webinar' : ONLINE.test(request) ? 'online session' : 'event';
}

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const online = ONLINE.test(kit.brief.request);
    const kind = kindOf(kit.brief.request);
    const topic = kit.topic ? kit.product : null;
    // 'pastry tasting' reads 'a pastry tasting'; 'our open day' and 'the Harvest Fair' keep their own.
    const name = topic ? (/^(a|an|the|our|your|this|next)\b|^[A-Z0-9]/.test(topic) ? topic : `${/^[aeiou]/i.test(topic) ? 'an' : 'a'} ${topic}`) : (kit.quoted[0] ?? kit.ledger.blank(`${kind} name`, 'the request'));
    const date = dateOf(kit.brief.dates) ?? kit.ledger.blank('date', 'the request');
    const hasTime = /\b\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i.test(date);
    const when = `${date}${hasTime ? '' : `, ${kit.ledger.blank(online ? 'time and time zone' : 'time', 'the request')}`}`;
    const where = online ? `Online; the joining link comes when you register` : kit.ledger.blank('venue and address', 'the request');
    const items = kit.points.filter((p) => p.kind === 'item').map((p) => capitalise(inner(p.text)));
    const agenda = block('agenda', listText("What's on:", items.length ? items : [kit.ledger.blank(`what guests will see, learn or do`, 'the request (the agenda)')]), 70);
    const details = block('details', [`**What:** ${capitalise(name)}`, `**When:** ${when}`, `**Where:** ${where}`, ...(kit.audience ? [`**For:** ${kit.audience.replace(/^our\s+/i, "")}`] : [])].map((l) => `- ${l}`).join('\n'), KEEP);
    const host = block('host', kit.facts.company ? `Hosted by ${kit.company}.` : null, 30);
    const offerBlock = block('offer', kit.offer?.sentence, KEEP);
    // 'Thank our volunteers … and invite them': the thanks comes first, said to them.
    const thanks = /\bthank/i.test(kit.brief.request) ? block('thanks', kit.situation ? `First, thank you: ${kit.situation}, and we're grateful.` : 'First, thank you for your support.', KEEP) : [];
    let subject: string;
    let preview: string;
    let blocks: Block[];
    if (angle === 'details-first') {
      subject = `You're invited: ${name}`;
      preview = `${date}${online ? ', online' : ''}. Save your seat.`;
      blocks = [...thanks, ...block('opening', `You're invited to ${name}.`, KEEP), ...details, ...offerBlock, ...agenda, ...host];
    } else if (angle === 'benefit-first') {
      subject = items[0] ? `${items[0]}, at ${name}` : `Join us for ${name}`;
      preview = `${capitalise(kind)}, ${date}.`;
      blocks = [...thanks, ...block('opening', `Join us for ${name}.`, KEEP), ...agenda, ...offerBlock, ...details, ...host];
    } else {
      subject = `Are you around on ${date}?`;
      preview = `We'd like you at ${name}.`;
      blocks = [...thanks, ...block('opening', `Are you around on ${date}? We'd like you to join us for ${name}.`, KEEP), ...offerBlock, ...details, ...agenda];
    }
    const cta = callToAction(kit, { wordings: ['Save your seat', 'Reserve your place', 'Register now'], offerWordings: ['Register with {deal}'], prefer: /register|event|webinar|rsvp|ticket|sign ?up/i, turn });
    return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
