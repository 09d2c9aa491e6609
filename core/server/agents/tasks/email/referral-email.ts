import { endsSentence } from './offer-copy.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/** A referral email's structures: how it works first, what the friend gets first, or thanks to the reader first. */
const ANGLES = ['steps-led', 'friend-led', 'thanks-led'] as const;

/** What each side gets, as the request says it: 'bring a friend and you both get a free re-mount' rewards both. */
function rewardOf(kit: EmailKit): { reward: string; both: boolean } {
  const request = kit.brief.request;
  const both = /\b(?:you both|both of you|you and your friend|each of you|both get)\b/i.test(request);
  const said = /\b(?:both|each|you)\s+get\s+([^.!?,;]{3,60})/i.exec(request)?.[1]?.trim() ?? null;
  return { reward: said ?? kit.offer?.deal ?? kit.offer?.short ?? kit.ledger.blank('the reward for a referral', 'the request'), both };
}

export const referralEmail: AgentTask = {
  id: 'email.referral',
  agent: 'email-agent',
  label: 'a referral email (ask customers to bring a friend)',
  cues: ['referral', 'refer a friend', 'refer-a-friend', 'refer friends', 'bring a friend', 'recommend a friend', 'invite a friend', 'introduce a friend', 'tell a friend', 'you both get', 'both get', 'friend gets'],
  delivers: ['email', 'referral email'],
  starter: 'Write a referral email to our customers: bring a friend and you both get [reward]',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Share it with a friend', 'Tell a friend'] });
    return emailOutput(kit, drafts, { noun: 'referral email', angle, advice: ['Count referrals by the name or code the friend gives when they book, so each reward goes to the right person.'] });
  },
};

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const { company, product } = kit;
  const { reward, both } = rewardOf(kit);
  const code = kit.offer?.code ?? null;
  const steps = listText('How it works:', [
    `Tell a friend about ${company}.`,
    code ? `They use code ${code} when they book.` : 'They give your name when they book.',
    both ? `You both get ${reward}.` : `You get ${reward}.`,
  ]);
  const friend = block('friend', kit.difference() ? `Your friend gets what you already know: ${kit.difference()!.replace(/^[A-Z]/, (c) => c.toLowerCase())}` : kit.whatItIs(), 45);
  const proof = block('proof', kit.proof(), 40);
  const terms = block('terms', kit.offer?.deadline ? endsSentence(kit.offer.deadline, 'The offer') : null, KEEP);
  const reader = kit.audienceHead ? capitalise(kit.audienceHead) : null;
  let subject: string;
  let preview: string;
  let blocks: Block[];
  if (angle === 'steps-led') {
    subject = both ? `Bring a friend: you both get ${reward}` : `Bring a friend and get ${reward}`;
    preview = `Three steps, and ${both ? 'a thank-you for both of you' : 'a thank-you from us'}.`;
    blocks = [...block('opening', `${reader ? `${reader}, know` : 'Know'} someone who would like ${product} too?`, KEEP), ...block('steps', steps, KEEP), ...friend, ...terms];
  } else if (angle === 'friend-led') {
    subject = `${capitalise(reward)} for you and a friend`;
    preview = `Share ${company} with someone who would like it.`;
    blocks = [...block('opening', `Most of our customers come to us because someone told them about us. Could that someone be you?`, KEEP), ...friend, ...block('steps', steps, KEEP), ...proof, ...terms];
  } else {
    subject = `Thank you, and ${reward} when you bring a friend`;
    preview = 'A thank-you, and a way to share it.';
    blocks = [...block('opening', `Thank you for choosing ${company}. If you have enjoyed it, we would love to meet your friends too.`, KEEP), ...block('steps', steps, KEEP), ...friend, ...terms];
  }
  const cta = callToAction(kit, { wordings: ['Share it with a friend', 'Tell a friend about us', 'Pass it on'], prefer: /refer|friend|book/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
