import { block, KEEP, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { capitalise, listOf } from './copy-phrases.ts';

/** A step said to the reader already ('have your licence ready', 'your instructor texts you the day before'). */
const SAID_TO_READER = /^(?:have|bring|wear|check|book|come|arrive|read|fill|send|pay|keep|make sure|you|your|we|we'll|our|an?\s+\w+\s+(?:will|texts|calls|emails|sends|visits|comes))\b/i;

/**
 * 'Write her welcome email … that tells her what happens next (photo shoot, first payout date, …)', 'the email that goes
 * out when someone books their first lesson … with a numbered "what happens next" list: …': one email to someone who
 * has just joined or booked, each step the request lists said to them: a step already said to the reader as it is,
 * a thing to explain from the facts (or a marked blank). Null when the request lists fewer than two steps.
 */
export function nextStepsEmail(kit: EmailKit): EmailDraft | null {
  const items = kit.points.filter((p) => p.kind === 'item' && p.verb === 'explain').map((p) => p.text);
  // ('a welcome email for people who just booked … mention the parking and the conservation glass': one email, with
  // what it was asked to mention as what to know before the visit.)
  if (items.length < 2) return single(kit) ? goodToKnowEmail(kit) : null;
  const numbered = /\bnumbered\b/i.test(kit.brief.request);
  // ('glasses if they need them': where 'they' is the reader, 'them' is the thing.)
  const toReader = (text: string) => (/\bthey\b/i.test(text) ? text.replace(/\bthey\b/gi, 'you') : text.replace(/\b(?:her|him|them)\b/gi, 'you')).replace(/\btheir\b/gi, 'your');
  const steps = items.map((item, i) => {
    const mark = numbered ? `${i + 1}.` : '-';
    if (SAID_TO_READER.test(item.trim())) return `${mark} ${capitalise(toReader(item.trim())).replace(/[.!?]*$/, '.')}`;
    const answer = kit.answerTo(item);
    return `${mark} **${capitalise(toReader(item))}:** ${answer ? capitalise(answer).replace(/[.!?]*$/, '.') : kit.ledger.blank(`${item}: the details`, 'the request')}`;
  });
  const openings = [`Welcome to ${kit.company}, and thank you for choosing us.`, `Thank you for choosing ${kit.company}: we're glad to have you with us.`];
  // What else the request says to explain or mention ('the 24-hour cancellation rule', 'the loyalty card'), from the facts.
  const also = kit.points
    .filter((p) => p.kind === 'item' && p.verb !== 'explain' && p.verb !== null && /^(?:mention|include|say|add|cover|highlight|remind)$/.test(p.verb))
    .concat(kit.points.filter((p) => p.kind === 'item' && p.verb === 'explain' && !items.includes(p.text)))
    .map((p) => kit.answerTo(p.text) ?? kit.ledger.blank(`${p.text}: the details`, 'the request'))
    .map((t) => capitalise(t).replace(/[.!?]*$/, '.'));
  return {
    job: null,
    timing: null,
    subject: [`Welcome to ${kit.company}: what happens next`, `Welcome: your next steps with ${kit.company}`][kit.variant % 2]!,
    preview: previewOf(items.map(toReader), kit.brief.limits.preview ?? 89),
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', openings[kit.variant % openings.length], KEEP),
      ...block('steps', `Here's what happens next:\n${steps.join('\n')}`, KEEP),
      ...(also.length ? block('details', also.join('\n\n'), KEEP) : []),
    ],
    cta: 'Any questions, just reply to this email.',
    signOff: kit.signOff(false),
  };
}

/** As many of the steps as fit the preview's characters, whole: 'Photo shoot, first payout date and what certificates we need.' */
function previewOf(items: readonly string[], limit: number): string {
  for (let n = Math.min(3, items.length); n >= 1; n--) {
    const text = `${capitalise(listOf(items.slice(0, n)))}.`;
    if (text.length <= limit) return text;
  }
  return 'What happens next, step by step.';
}

/** 'a welcome email', 'the confirmation email': one email asked, in words that name no series and no count. */
export function single(kit: EmailKit): boolean {
  const request = kit.brief.request;
  return /\b(?:a|the|one|our)?\s*(?:welcome|confirmation|booking confirmation|onboarding|thank[- ]you)\s+email\b(?!s)/i.test(request) && !/\b(?:series|sequence|drip|emails|nurture)\b/i.test(request) && !kit.brief.deliverables.some((d) => d.noun === 'email' && (d.count ?? 1) > 1);
}

/**
 * One welcome email to someone who has just booked, joined or bought: thanks, then each thing the request asks it to
 * mention, said from the facts (or a marked blank), then how to ask a question. Null when it asks to mention nothing.
 */
function goodToKnowEmail(kit: EmailKit): EmailDraft | null {
  // ('mention the induction and shoe hire': two things, each said on its own line.)
  const asked = kit.points
    .filter((p) => p.kind === 'item' && p.verb !== null && /^(?:mention|include|say|add|cover|highlight|remind|explain)$/.test(p.verb))
    .flatMap((p) => {
      const parts = p.text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((t) => t.trim()).filter(Boolean);
      return parts.length > 1 && parts.every((t) => t.split(/\s+/).length <= 4) ? parts.map((text) => ({ ...p, text })) : [p];
    });
  if (!asked.length) return null;
  const lines = asked.map((p) => {
    const name = p.text.replace(/^(?:the|our|your)\s+/i, '');
    // ('the conservation glass': what the facts say of it, and its price when a price row names it.)
    const words = name.toLowerCase().match(/[a-z]{3,}/g) ?? [];
    const priced = kit.answerTo(`the price of ${name}`);
    const said = priced && words.length && words.every((w) => priced.toLowerCase().includes(w)) ? priced : kit.answerTo(p.text);
    const text = said ? capitalise(said).replace(/[.!?]*$/, '.') : kit.ledger.blank(`${p.text}: the details`, 'the request');
    return `- **${capitalise(name)}:** ${text}`;
  });
  const booked = /\b(?:just|who(?:'ve| have)?)\s+(?:booked|signed up|joined|bought|ordered|registered)\b/i.test(kit.brief.request);
  const openings = [`Thank you for ${booked ? 'booking with' : 'choosing'} ${kit.company}: we're looking forward to seeing you.`, `Welcome to ${kit.company}, and thank you for ${booked ? 'booking' : 'choosing us'}.`];
  return {
    job: null,
    timing: null,
    subject: [`Welcome to ${kit.company}: good to know before you come`, `You're booked in: a few things to know`][kit.variant % 2]!,
    preview: previewOf(asked.map((p) => p.text.replace(/^(?:the|our)\s+/i, '')), kit.brief.limits.preview ?? 89),
    greeting: kit.greeting(),
    blocks: [...block('opening', openings[kit.variant % openings.length], KEEP), ...block('steps', `Good to know:\n${lines.join('\n')}`, KEEP)],
    cta: 'Any questions, just reply to this email.',
    signOff: kit.signOff(false),
  };
}
