import { referralEmail } from './referral-email.ts';
import type { AgentTask } from '../agent-task.ts';
import { launchEmail } from './launch-email.ts';
import { promotionEmail } from './promotion-email.ts';
import { newsletterEmail } from './newsletter-email.ts';
import { followUpEmail } from './follow-up-email.ts';
import { winBackEmail } from './win-back-email.ts';
import { nurtureSequence } from './nurture-sequence.ts';
import { coldOutreachEmail } from './cold-outreach-email.ts';
import { reEngagementEmail } from './re-engagement-email.ts';
import { eventInvitationEmail } from './event-invitation-email.ts';
import { subjectLines } from './subject-lines.ts';
import { rewriteDraft } from './rewrite-draft.ts';
import { customerReply } from './customer-reply.ts';
import { appealEmail } from './appeal-email.ts';
import { informativeEmail } from './informative-email.ts';
import { dueReminderEmail } from './due-reminder-email.ts';
import { renewalEmail } from './renewal-email.ts';
import { smsMessages } from './sms-messages.ts';
import { customerStoryEmail } from './customer-story-email.ts';

/**
 * The email agent's catalogue of tasks; the first is the default for a vague request: an email of a kind no task
 * names (a notice, a service update) is a plain informative one, never a promotional launch.
 */
export const EMAIL_TASKS: readonly AgentTask[] = [
  informativeEmail,
  launchEmail,
  promotionEmail,
  newsletterEmail,
  followUpEmail,
  winBackEmail,
  nurtureSequence,
  coldOutreachEmail,
  reEngagementEmail,
  eventInvitationEmail,
  subjectLines,
  rewriteDraft,
  customerReply,
  appealEmail,
  dueReminderEmail,
  renewalEmail,
  smsMessages,
  customerStoryEmail,
  referralEmail,
];
