import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { countWord } from '../english-phrases.ts';
import { applyVoice } from '../../offline/voice-rules.ts';
import { EmailKit } from './email-kit.ts';
import { capitalise } from './copy-phrases.ts';
import { phoneNumberIn } from '../phone-number.ts';

/**
 * Text messages (SMS): each one whole in a single 160-character segment unless the request sets its own limit,
 * opening with the sender's name (a text from an unknown number is ignored), carrying the request's code, deadline
 * and link word for word, and an opt-out where it fits. With a deadline and two or more texts, the last one is the
 * last-day reminder. A regenerate words each text another way.
 */

const SEGMENT = 160;
// ('the SMS we send the evening before a booked visit': a reminder by when it goes, whatever it is called.)
const BEFORE_BOOKING = /\b(?:the\s+)?(?:evening|night|day|morning|afternoon|\d+\s+hours?|an? hour|a day)\s+before\s+(?:a|the|each|every|their|your|its)\s+(?:booked\s+)?(?:visit|booking|appointment|lesson|session|class|service|slot|treatment|fitting|collection|delivery)\b/i;
const isBookingReminder = (request: string) => (/\breminders?\b/i.test(request) || BEFORE_BOOKING.test(request)) && !/\b(?:offer|sale|discount|code|% off|ends|deadline|last (?:day|chance))\b/i.test(request);
/** The free-cancellation window a policy states ('free up to 24 hours before your slot'): its number and unit. */
const FREE_WINDOW = /\bfree\b[^.;]{0,40}?\b(\d+)\s*(hours?|days?)\s*(?:before|ahead|notice)|\b(\d+)\s*(hours?|days?)['’]?\s*notice\b[^.;]{0,30}\bfree\b/i;

/** The space's cancellation terms, read for a reminder: the window in which cancelling is free, and a number to call. */
function cancellationOf(kit: EmailKit): { span: { n: number; unit: string } | null; phone: string | null } | null {
  const term = kit.facts.terms.find((t) => /\bcancel/i.test(t.text));
  if (!term) return null;
  const m = FREE_WINDOW.exec(term.text);
  const n = m ? Number(m[1] ?? m[3]) : null;
  const unit = m ? (m[2] ?? m[4])!.toLowerCase().replace(/s$/, '') : null;
  const phone = phoneNumberIn([...(kit.input.referenced ?? []), ...(kit.input.library ?? [])].map((r) => r.text));
  return { span: n && unit ? { n, unit: n === 1 ? unit : `${unit}s` } : null, phone };
}
const LAPSED = /\b(?:haven'?t|have not|hasn'?t|not|no)\b[^.!?]{0,40}\b(?:in|for)\s+(?:\d+\+?|a few|a while|several|two|three|four|five|six|twelve)\s*(?:months?|weeks?|years?|a while)?\b|\bgone quiet\b|\blapsed\b|\bwin[- ]?back\b|\bwe miss(?:ed)? you\b/i;
const OPT_OUT = 'Reply STOP to opt out.';

/** Link as a text shows it: no scheme (it costs characters and phones link a bare domain anyway). */
const bare = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** 'ends on 13 March' read as the day itself ('13 March'). */
function dayOf(deadline: string): string {
  return deadline.replace(/^(?:it\s+)?(?:ends?|ending|expires?|closes?|runs?|valid)\s+(?:on\s+|until\s+|till\s+)?|^(?:until|till|by|before|through|on)\s+/i, '').trim();
}

interface Part {
  text: string;
  /** Kept whatever the length: what the text is for. */
  needed: boolean;
}

type Cancellation = ReturnType<typeof cancellationOf>;

function messageParts(kit: EmailKit, index: number, total: number, turn: number, cancel: Cancellation): Part[] {
  const offer = kit.offer;
  const day = offer?.deadline ? dayOf(offer.deadline) : null;
  const last = total >= 2 && index === total - 1 && day;
  const deal = offer?.deal ?? null;
  const code = offer?.code ?? null;
  const what = deal && code ? `${deal} with code ${code}` : deal ? deal : code ? `code ${code}` : null;
  const sender = `${kit.company}:`;
  const parts: Part[] = [{ text: sender, needed: true }];
  // ('to customers who haven't ordered in 6 months', 'pupils who've gone quiet': a nudge says it has been a while.)
  if (LAPSED.test(kit.brief.request)) parts.push({ text: ["It's been a while since we saw you.", "We haven't seen you for a while.", 'Long time no see.'][(turn + index) % 3]!, needed: true });
  // ('write the reminder text', 'a text 24 hours before every appointment': a booking reminder, not a sale.)
  if (!what && isBookingReminder(kit.brief.request)) {
    parts.push({ text: ['A reminder of your booking with us tomorrow at [time].', 'See you tomorrow at [time] for your booking.'][(turn + index) % 2]!, needed: true });
    // ('it must tell people how to cancel without paying the fee': the policy's free window and the number to call.)
    const how = cancel?.phone ? `call ${cancel.phone}` : 'reply to this text';
    const asked = /\bcancel/i.test(kit.brief.request);
    parts.push(
      cancel?.span
        ? { text: `To cancel free, ${how} at least ${cancel.span.n} ${cancel.span.unit} before.`, needed: asked }
        : { text: `Need to change it? ${cancel?.phone ? `Call ${cancel.phone}.` : 'Just reply to this text.'}`, needed: asked },
    );
    return parts;
  }
  if (what) {
    const lines = last
      ? [`Last day for ${what}: it ends today, ${day}.`, `Today is the last day for ${what}.`]
      : day
        ? [`${deal ? 'Get' : 'Use'} ${what} before it ends on ${day}.`, `A reminder: ${what} runs until ${day}.`, `${capitalise(what)} is yours until ${day}.`]
        : [`${deal ? 'Get' : 'Use'} ${what} on your next booking.`, `${capitalise(what)} is yours when you book.`];
    parts.push({ text: lines[(turn + index) % lines.length]!, needed: true });
  } else {
    const line = kit.productLine ? `${capitalise(kit.productLine.replace(/[.]+$/, ''))}.` : null;
    if (line) parts.push({ text: line, needed: true });
    const difference = kit.difference();
    if (difference) parts.push({ text: difference, needed: false });
  }
  const link = kit.brief.links[0] ?? kit.link(null);
  const go = [`Book: ${link ? bare(link) : ''}`, `Details: ${link ? bare(link) : ''}`, `See ${link ? bare(link) : ''}`];
  if (link) parts.push({ text: go[(turn + index) % go.length]!, needed: true });
  parts.push({ text: OPT_OUT, needed: false });
  return parts;
}

/** The parts joined, leaving out what is not needed (last first) until the text fits. */
function fitted(parts: Part[], limit: number): { text: string; left: string[] } {
  const kept = [...parts];
  const left: string[] = [];
  const join = () => kept.map((p) => p.text).join(' ');
  // The opt-out goes last: marketing texts need it more than a second selling line.
  for (const optOut of [false, true]) {
    for (let i = kept.length - 1; i >= 0 && join().length > limit; i--) {
      if (!kept[i]!.needed && (kept[i]!.text === OPT_OUT) === optOut) left.push(kept.splice(i, 1)[0]!.text);
    }
  }
  return { text: join(), left };
}

function generate(input: TaskInput): TaskOutput {
  const kit = new EmailKit(input);
  const asked = input.brief.deliverables.find((d) => !d.part)?.count ?? 1;
  const total = Math.max(1, Math.min(5, asked));
  const limit = input.brief.limits.characters && input.brief.limits.characters <= 918 ? input.brief.limits.characters : SEGMENT;
  // (The policy and the documents are read once, for every text and the notes.)
  const cancel = cancellationOf(kit);
  const texts = Array.from({ length: total }, (_, i) => {
    const parts = messageParts(kit, i, total, input.variant, cancel).map((p) => ({ ...p, text: applyVoice(p.text, input.voice).text.trim() || p.text }));
    return fitted(parts, limit);
  });
  const over = texts.map((t, i) => ({ i, n: t.text.length })).filter((t) => t.n > limit);
  const noOptOut = texts.some((t) => t.left.includes(OPT_OUT));
  const deliverable = texts.map((t, i) => `**Text ${i + 1}** _(${t.text.length}/${limit} characters)_\n\n${t.text}`).join('\n\n');
  const day = kit.offer?.deadline ? dayOf(kit.offer.deadline) : null;
  // 'one sent a week before it ends': when the request times the first text.
  const ahead = /\b((?:a|one|two|three|\d+)\s+(?:weeks?|days?))\s+(?:before|ahead)\b/i.exec(input.brief.request)?.[1] ?? null;
  if (isBookingReminder(input.brief.request) && !kit.offer) {
    return {
      summary: `${capitalise(countWord(total))} booking reminder${total === 1 ? '' : 's'} by text, each within ${limit} characters.`,
      deliverable,
      notes: [
        'Fill [time] from the booking, or use your booking system\'s own tag for it, and send it the day before from the system\'s reminder settings.',
        ...(over.length ? [`Still over ${limit} characters: text${over.length > 1 ? 's' : ''} ${over.map((o) => o.i + 1).join(' and ')}.`] : [`Each text is within ${limit} characters.`]),
        ...windowNote(cancel, input.brief.request),
      ],
      used: [],
      steps: [{ tool: 'sms', summary: `${total} reminder text${total === 1 ? '' : 's'}` }],
      artifacts: [],
    };
  }
  const notes = [
    total >= 2 && day ? `Send the last text on ${day}; send the first ${ahead ? `${ahead} before` : 'a few days before'}, at a time your customers read texts (late morning works for most).` : 'Send it at a time your customers read texts: late morning on a weekday works for most.',
    // (Said only when true: a text its needed parts keep over the limit is named below instead.)
    ...(over.length ? [] : [limit === SEGMENT ? 'Each text fits one 160-character SMS segment. An emoji or a curly quote switches a text to a 70-character segment, so keep them out.' : `Each text is within the ${limit} characters you set.`]),
    ...(noOptOut ? [`"${OPT_OUT}" did not fit in every text: add your SMS tool's opt-out, which marketing texts need.`] : []),
    ...(over.length ? [`Still over ${limit} characters: text${over.length > 1 ? 's' : ''} ${over.map((o) => o.i + 1).join(' and ')}; shorten the link or the offer line.`] : []),
    'Text only people who agreed to marketing texts from you.',
  ];
  return {
    summary: `${capitalise(countWord(total))} text message${total === 1 ? '' : 's'}${kit.audience && !/\b(?:about|with code)\b/i.test(kit.audience) ? ` for ${kit.audience}` : ''}${kit.offer ? `, carrying ${kit.offer.short.replace(/^with\s+/i, '')}` : ''}${over.length ? `; ${over.length === total ? (total === 1 ? 'it is' : 'they are') : `${over.length} of them ${over.length === 1 ? 'is' : 'are'}`} over the ${limit} characters, named below` : `, each within ${limit} characters`}.`,
    deliverable,
    notes,
    used: kit.ledger.used(deliverable),
    steps: [{ tool: 'sms', summary: `${total} text${total === 1 ? '' : 's'}: ${texts.map((t) => t.text.length).join(', ')} characters of ${limit}` }],
    artifacts: [],
  };
}

/**
 * A reminder sent inside the free-cancellation window cannot offer a free cancellation: 'the evening before' a visit
 * is less than 24 hours ahead of it. Said plainly, so the text goes out in time or says what it costs.
 */
function windowNote(cancel: Cancellation, request: string): string[] {
  const span = cancel?.span;
  const sent = /\b(evening|night|day|morning|afternoon)\s+before\b/i.exec(request)?.[1]?.toLowerCase();
  if (!span || !sent) return [];
  const hours = span.unit.startsWith('hour') ? span.n : span.n * 24;
  // ('The day before' may be a full day ahead: only a longer window is surely missed.)
  if (hours < 24 || (sent === 'day' && hours <= 24)) return [];
  return [`Sent the ${sent} before, the text arrives less than ${span.n} ${span.unit} ahead of the visit, inside the window where cancelling costs a fee: send it at least ${span.n} ${span.unit} before, or say what cancelling then costs.`];
}

export const smsMessages: AgentTask = {
  id: 'email.sms',
  agent: 'email-agent',
  label: 'text messages (SMS)',
  cues: ['sms', 'text message', 'texts', 'text reminder', 'sms reminder', 'reminder text', 'reminder texts'],
  delivers: ['sms', 'text message'],
  starter: 'Write 2 SMS reminders for our offer, each under 160 characters',
  generate,
};
