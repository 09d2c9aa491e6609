import { withIndefinite } from '../english-phrases.ts';
import { namesCustomerOf } from '../../facts/proof-facts.ts';
import { withAskedItems } from './asked-items.ts';
import { withTradeTerms } from './trade-terms.ts';
import type { EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { block, KEEP } from './email-draft.ts';
import { callToAction } from './call-to-action.ts';
import { requestDays } from './nurture-sequence.ts';
import type { SeriesRole } from '../../brief/brief.ts';

/** Send days of a series of one kind of email (follow-ups, win-backs, invitations): spaced out, never daily. */
const SERIES_DAYS = [0, 3, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70];
const MAX_COUNT = 12;

/** What each structure does when it is one email of a series. */
const JOB: Record<string, string> = {
  'news-led': 'Announcement', 'problem-led': 'The problem it solves', 'facts-first': 'The details', 'offer-led': 'The offer', 'value-led': 'The value',
  'proof-led': 'A result', 'recap-led': 'Recap', 'next-step-led': 'Next step', 'question-led': 'Check-in', 'feedback-led': 'Ask for feedback',
  direct: 'Straight to the point', 'list-tidy': 'Last check before the list tidy', 'details-first': 'Invitation', 'benefit-first': 'What guests get', 'last-note': 'Last note',
};

const ROLE_JOB: Record<SeriesRole, string> = { announce: 'Announcement', reminder: 'Reminder', 'last-call': 'Last chance', thanks: 'Thank you', review: 'Review request' };

/** How many emails the brief asks for (1 when it names none). */
export function emailCount(kit: EmailKit): number {
  // '3 emails', or a '3-email reminder sequence': pieces that are emails by their noun or by the channel named.
  const asked = kit.brief.deliverables.find((d) => (d.noun === 'email' || d.platforms.includes('email')) && d.count)?.count ?? null;
  return Math.max(1, Math.min(MAX_COUNT, asked ?? 1));
}

/**
 * One email, or a series when the brief asks for several of this kind ('3 follow-up emails'): each email of the
 * series takes another of the task's structures, so each has its own job, and a series longer than the
 * structures ends with a last note. A regenerate starts from the next structure.
 */
export function draftsOf(kit: EmailKit, angles: readonly string[], build: (angle: string, turn: number) => EmailDraft, lastNote: { wordings: string[] }): { drafts: EmailDraft[]; angle: string } {
  const count = emailCount(kit);
  if (count === 1) {
    const angle = angles[kit.variant % angles.length]!;
    return { drafts: [withAskedItems(kit, withTradeTerms(kit, build(angle, kit.variant)))], angle };
  }
  angles = withAskedProof(kit, angles, count);
  const drafts: EmailDraft[] = [];
  const used: string[] = [];
  // The request's own send days ('day 0, day 3 and day 10') when it gives one for each email.
  const given = kit.brief.deliverables.find((d) => d.sendDays?.length === count)?.sendDays ?? requestDays(kit.brief.request);
  const asked = given.length === count ? given : [];
  // '3 emails: one announcing it, one reminder a week later, one last-chance': each email does the job the request gives it.
  const roles = kit.brief.deliverables.find((d) => d.roles?.length === count)?.roles ?? null;
  let built = 0;
  for (let i = 0; i < count; i++) {
    const role = roles?.[i] ?? null;
    const day = asked[i] ?? (i === 0 ? 0 : SERIES_DAYS[i] ?? 7 * i);
    if (role === 'reminder' || role === 'last-call' || role === 'thanks' || role === 'review') {
      used.push(role);
      const made = role === 'reminder' ? reminderDraft(kit, lastNote.wordings, i) : role === 'last-call' ? lastChanceDraft(kit, lastNote.wordings, i) : role === 'thanks' ? thanksDraft(kit) : reviewDraft(kit);
      drafts.push({ ...made, job: ROLE_JOB[role], timing: `day ${day}` });
      continue;
    }
    const angle = built < angles.length ? angles[(built + kit.variant) % angles.length]! : 'last-note';
    built++;
    const draft = angle === 'last-note' ? lastNoteDraft(kit, lastNote.wordings, i) : i === 0 ? withAskedItems(kit, withTradeTerms(kit, build(angle, kit.variant + i))) : withAskedItems(kit, build(angle, kit.variant + i));
    used.push(angle);
    drafts.push({ ...draft, job: role ? ROLE_JOB[role] : i >= angles.length + 1 ? `Reminder ${i - angles.length}` : (JOB[angle] ?? angle), timing: `day ${day}` });
  }
  return { drafts, angle: `series: ${used.join(', ')}` };
}

/**
 * 'Use the Ann Walsh job as proof in one of them', 'include a testimonial': a series the request asks to carry a
 * customer's result has the email led by it among those it sends, in place of the last one that would not be.
 */
function withAskedProof(kit: EmailKit, angles: readonly string[], count: number): readonly string[] {
  const at = angles.indexOf('proof-led');
  if (at < 0) return angles;
  const request = kit.brief.request;
  const asked = /\b(?:as (?:the )?proof|social proof|testimonials?|reviews?|case stud(?:y|ies)|customer(?:'s)? (?:story|stories|result|quote)|(?:a|one) customer's words)\b/i.test(request) || kit.proofs().some((p) => namesCustomerOf(request, p));
  const window = Math.min(count, angles.length);
  const sent = Array.from({ length: window }, (_, i) => (i + kit.variant) % angles.length);
  if (!asked || sent.includes(at)) return angles;
  const swapped = [...angles];
  const last = sent[sent.length - 1]!;
  [swapped[last], swapped[at]] = [swapped[at]!, swapped[last]!];
  return swapped;
}

/** The series' closing email: short, no pressure, the same one action. */
function lastNoteDraft(kit: EmailKit, wordings: string[], turn: number): EmailDraft {
  const offer = kit.offer;
  return {
    job: null,
    timing: null,
    subject: offer?.deadline ? `Last note: ${offer.short}, ${offer.deadline}` : `One last note about ${kit.product}`,
    preview: 'Then we will leave it there.',
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', `This is the last note from us on this, so we'll keep it short.`, KEEP),
      ...block('offer', offer?.sentence, KEEP),
      ...block('proof', kit.proof(), 40),
    ],
    cta: callToAction(kit, { wordings, turn }),
    signOff: kit.signOff(false),
  };
}

/** The call to action's wordings, without one that asks for a code when the offer has none. */
function actionWordings(kit: EmailKit, wordings: string[]): string[] {
  if (!kit.offer) return [`See ${kit.product}`, 'Find out more'];
  const fit = kit.offer.code ? wordings : wordings.filter((w) => !/\bcode\b/i.test(w));
  return fit.length ? fit : ['Claim your offer'];
}

/** A campaign's reminder: shorter than the announcement, the offer again in other words, one more reason, the same action. */
function reminderDraft(kit: EmailKit, wordings: string[], turn: number): EmailDraft {
  const offer = kit.offer;
  return {
    job: null,
    timing: null,
    subject: offer ? `Reminder: ${offer.short}${offer.deadline && !offer.short.includes(offer.deadline) ? `, ${offer.deadline}` : ''}` : `A quick reminder about ${kit.product}`,
    preview: offer?.deadline ? `Still time: ${offer.deadline}.` : 'In case you missed our last email.',
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', `A quick reminder, in case our last email got buried.`, KEEP),
      ...block('offer', offer ? offer.phrasing(turn) : kit.whatItIs(), KEEP),
      ...block('proof', kit.proof(1) ?? kit.difference(), 40),
    ],
    cta: callToAction(kit, { wordings: actionWordings(kit, wordings), turn }),
    signOff: kit.signOff(false),
  };
}

/** A campaign's last call: it says this is the last chance and when it ends, and nothing new. */
function lastChanceDraft(kit: EmailKit, wordings: string[], turn: number): EmailDraft {
  const offer = kit.offer;
  const ends = offer?.deadline ? offer.deadline.replace(/^(?:until|till|to|by|before|ends?|ending|expires?)\s+/i, '') : null;
  return {
    job: null,
    timing: null,
    // ('Last chance' reads as fake urgency to the voice rules: the date that it ends says it truly.)
    subject: offer ? (ends ? `Ends ${ends}: ${offer.short}` : `Final reminder: ${offer.short}`) : `A final note about ${kit.product}`,
    preview: ends ? `A final reminder before it ends.` : 'This is the last email about it.',
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', ends ? `A final reminder: it ends ${ends}.` : `This is the last email from us about ${kit.product}, so we'll keep it short.`, KEEP),
      ...block('offer', offer?.phrasing(turn + 1), KEEP),
    ],
    cta: callToAction(kit, { wordings: actionWordings(kit, wordings), turn }),
    signOff: kit.signOff(false),
  };
}

/** A thank-you after a visit or an order: thanks, one line on what comes next, no sale. */
function thanksDraft(kit: EmailKit): EmailDraft {
  return {
    job: null,
    timing: null,
    subject: `Thank you from ${kit.company}`,
    preview: 'A quick thank-you, and nothing to do.',
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', `Thank you for choosing ${kit.company}. We hope you enjoyed it as much as we did.`, KEEP),
      ...block('next', 'If anything could have been better, just reply: a person on our team reads every reply.', KEEP),
    ],
    cta: '',
    signOff: kit.signOff(false),
  };
}

/** Where reviews are left, as the request names it ('a Google review'). */
const REVIEW_SITE = /\b(Google|Tripadvisor|TripAdvisor|Trustpilot|Facebook|Yelp|Feefo|Checkatrade|Airbnb)\b/;

/**
 * A review request: one ask, short, with room to say what was not right (an honest review is worth more than a
 * pressed one), and the link where reviews are left, or a blank for it; never a reward for a good review. `turn`
 * moves the subject and the opening.
 */
export function reviewDraft(kit: EmailKit, turn = 0): EmailDraft {
  const site = REVIEW_SITE.exec(kit.brief.request)?.[1] ?? null;
  // (Only a link to where reviews are left: the homepage is no review page.)
  const link = kit.link(/review|google|tripadvisor|trustpilot|feedback/i, false);
  const review = `${site ? withIndefinite(site) : 'a'} review`;
  const subjects = ['Could you spare a minute for a review?', `How was it? Tell us${site ? ` on ${site}` : ''}`, `A quick favour from ${kit.company}`];
  const openings = [`Thank you for choosing ${kit.company}. If you have a minute, ${review} would help us a lot.`, `We hope it went well. Could you leave us ${review}? It takes about a minute.`];
  return {
    job: null,
    timing: null,
    subject: subjects[turn % subjects.length]!,
    otherSubjects: subjects.filter((_, i) => i !== turn % subjects.length),
    preview: 'Two honest lines are plenty.',
    greeting: kit.greeting(),
    blocks: [
      ...block('opening', openings[turn % openings.length], KEEP),
      ...block('why', 'Two honest lines are plenty: they help the next person decide.', KEEP),
      ...block('honest', 'If something was not right, please say so too. We read every review, and it is how we get better.', KEEP),
    ],
    cta: link ? `**[Leave ${review}](${link})**` : `**[Leave ${review}](${kit.ledger.blank(`your ${site ? `${site} ` : ''}review page link`)})**`,
    signOff: kit.signOff(false),
  };
}
