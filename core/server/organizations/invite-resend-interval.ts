import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';

/** An invitation is sent again (Resend, or inviting the same person again) at most once a minute, so neither can flood a mailbox. */
export const INVITE_RESEND_INTERVAL_MS = 60_000;

/** Refuses a new mail to someone invited less than INVITE_RESEND_INTERVAL_MS before `now` (429, with when to try again). */
export function refuseTooSoon(sentAt: Date, now: Date): void {
  const waitMs = sentAt.getTime() + INVITE_RESEND_INTERVAL_MS - now.getTime();
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new ServerError('ORG.INVITE_RESEND_TOO_SOON', OrganizationsServerMessages.inviteResendTooSoon(seconds), [], { retryAfterSeconds: seconds });
}
