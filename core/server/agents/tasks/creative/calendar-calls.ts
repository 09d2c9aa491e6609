import type { Platform } from '../../brief/brief.ts';
import type { CopyMaterial } from './copy-material.ts';
import type { CalendarOffer } from './calendar-offer.ts';
import { capital, withoutStop } from './copy-text.ts';

/**
 * Each post's call to action. With an offer, every one carries it, worded for where the calendar is: the opening
 * week announces it, the weeks after remind, the last week says the date it ends, and a post on that date says it
 * is the last day. Without one, the space's call to action alternates with asks that start a conversation.
 */
export type Phase = 'open' | 'middle' | 'last' | 'final';

/** Where a post's link goes: the bio where links in posts do not click, else the link itself. */
export function whereLink(platform: Platform, m: CopyMaterial): string {
  if (platform === 'instagram' || platform === 'tiktok') return 'link in bio';
  if (platform === 'youtube') return 'link in the description';
  return m.link ?? '[link]';
}

/** The offer in a phrase: '£30 off a 10-hour block with code BLOCK30'. */
export function offerPhrase(offer: CalendarOffer): string {
  if (offer.deal && offer.code) return `${offer.deal} with code ${offer.code}`;
  return offer.deal ?? (offer.code ? `code ${offer.code}` : 'the offer');
}

/** The phase of a post: its week, and whether it is the calendar's last post. */
export function phaseOf(week: number, weeks: number, last: boolean): Phase {
  if (last) return 'final';
  if (week === weeks - 1) return 'last';
  return week === 0 ? 'open' : 'middle';
}

/**
 * The call to action of the `at`-th post in its phase; `onDeadline` when the post is set on the date the offer
 * ends, so it may say 'today'.
 */
export function callToAction(m: CopyMaterial, offer: CalendarOffer | null, platform: Platform, phase: Phase, at: number, onDeadline: boolean, asked: string | null): string {
  const link = whereLink(platform, m);
  if (!offer) {
    const own = `${capital(withoutStop(asked ?? m.cta))}: ${link}`;
    const talk = ['Save this post for later', 'Comment with your questions', 'Share it with someone who should see it', 'Send us a message with your questions'];
    return at % 2 === 0 ? own : talk[Math.floor(at / 2) % talk.length]!;
  }
  const said = offerPhrase(offer);
  const { until, code, deal } = offer;
  const pick = (forms: string[]) => forms[at % forms.length]!;
  const reminders = [`${capital(said)}${until ? `, until ${until}` : ''}: ${link}`, `Still time to claim ${said}: ${link}`, `Don't miss ${said}${until ? ` (until ${until})` : ''}: ${link}`];
  // Without the date it ends, no post says it is ending: the last weeks remind, as the middle ones do.
  if (!until && phase !== 'open') return pick(reminders);
  switch (phase) {
    case 'open':
      return pick([`${capital(said)}: ${link}`, ...(code && deal ? [`Use code ${code} for ${deal}: ${link}`] : []), `Claim ${said}: ${link}`]);
    case 'middle':
      return pick(reminders);
    case 'last':
      return pick([`${capital(said)} ends ${until}: ${link}`, `Last week: ${said} ends ${until} (${link})`, `Claim ${said} before it ends ${until}: ${link}`]);
    case 'final':
      return onDeadline ? `Last day: ${said} ends today, ${until} (${link})` : `Last call: ${said} ends ${until} (${link})`;
  }
}
