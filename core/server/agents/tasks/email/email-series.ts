import { withAskedItems } from './asked-items.ts';
import type { EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { block, KEEP } from './email-draft.ts';
import { callToAction } from './call-to-action.ts';
import { requestDays } from './nurture-sequence.ts';

/** Send days of a series of one kind of email (follow-ups, win-backs, invitations): spaced out, never daily. */
const SERIES_DAYS = [0, 3, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70];
const MAX_COUNT = 12;

/** What each structure does when it is one email of a series. */
const JOB: Record<string, string> = {
  'news-led': 'Announcement', 'problem-led': 'The problem it solves', 'facts-first': 'The details', 'offer-led': 'The offer', 'value-led': 'The value',
  'proof-led': 'A result', 'recap-led': 'Recap', 'next-step-led': 'Next step', 'question-led': 'Check-in', 'feedback-led': 'Ask for feedback',
  direct: 'Straight to the point', 'list-tidy': 'Last check before the list tidy', 'details-first': 'Invitation', 'benefit-first': 'What guests get', 'last-note': 'Last note',
};

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
    return { drafts: [withAskedItems(kit, build(angle, kit.variant))], angle };
  }
  const drafts: EmailDraft[] = [];
  const used: string[] = [];
  // The request's own send days ('day 0, day 3 and day 10') when it gives one for each email.
  const given = requestDays(kit.brief.request);
  const asked = given.length === count ? given : [];
  for (let i = 0; i < count; i++) {
    const angle = i < angles.length ? angles[(i + kit.variant) % angles.length]! : 'last-note';
    const draft = angle === 'last-note' ? lastNoteDraft(kit, lastNote.wordings, i) : withAskedItems(kit, build(angle, kit.variant + i));
    used.push(angle);
    const day = asked[i] ?? (i === 0 ? 0 : SERIES_DAYS[i] ?? 7 * i);
    drafts.push({ ...draft, job: i >= angles.length + 1 ? `Reminder ${i - angles.length}` : (JOB[angle] ?? angle), timing: `day ${day}` });
  }
  return { drafts, angle: `series: ${used.join(', ')}` };
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
