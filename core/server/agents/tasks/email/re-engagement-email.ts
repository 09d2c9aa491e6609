import { inner } from './copy-phrases.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';

/** A re-engagement's structures: the question first, a reminder of the value first, or a plain "fewer, better emails" note. */
const ANGLES = ['question-led', 'value-led', 'list-tidy'] as const;

export const reEngagementEmail: AgentTask = {
  id: 'email.re-engagement',
  agent: 'email-agent',
  label: 'a re-engagement email',
  cues: ['re-engage', 're-engagement', 'reengage', 'reengagement', 'inactive', 'dormant', 'unengaged', 'disengaged', 'not opened', "haven't opened", 'cold subscriber', 'sunset', 'list cleaning', 'still interested', 'wake up', 'inactive subscriber'],
  delivers: ['email', 're-engagement email'],
  starter: "Write a re-engagement email for subscribers who haven't opened our emails in six months",
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Yes, keep me on the list', 'Keep me subscribed'] });
    return emailOutput(kit, drafts, {
      noun: 're-engagement email',
      angle,
      advice: ['Point the button at your email tool\'s "confirm subscription" or preferences link; remove people who do not click within a few weeks to protect your sender reputation.'],
    });
  },
};

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const { company, product } = kit;
    const leave = 'If you would rather not hear from us, use the unsubscribe link at the bottom. No hard feelings.';
    const features = kit.features(3);
    const value = block('value', features.length ? listText(`In case it slipped your mind, ${product} gives you:`, features) : kit.whatItIs() ? `In case it slipped your mind: ${inner(kit.whatItIs()!)}.` : null, 50);
    const proof = block('proof', kit.proof(), 40);
    const offerBlock = block('offer', kit.offer?.sentence, KEEP);
    let subject: string;
    let preview: string;
    let blocks: Block[];
    if (angle === 'question-led') {
      subject = kit.offer ? `Still want to hear from us? (${kit.offer.short})` : kit.pick.pick(['Still want to hear from us?', 'Should we keep in touch?'], 're-engagement.subject');
      preview = 'One click keeps you on the list.';
      blocks = [...block('opening', `It's been a while since you opened one of our emails, so we wanted to ask: do you still want to hear from ${company}?`, KEEP), ...offerBlock, ...value, ...block('leave', leave, 70)];
    } else if (angle === 'value-led') {
      subject = kit.offer ? `${kit.offer.short}, and a quick question` : `What you've been getting from ${company}`;
      preview = 'A reminder, and a choice.';
      blocks = [...block('opening', `A quick reminder of why you signed up to hear from ${company}.`, KEEP), ...offerBlock, ...value, ...proof, ...block('ask', 'Want to keep getting our emails? One click below is all it takes.', KEEP), ...block('leave', leave, 70)];
    } else {
      subject = 'Fewer, better emails: are you in?';
      preview = 'We are tidying our list.';
      blocks = [...block('opening', `We're tidying our list so we only write to people who want to hear from us. Are you one of them?`, KEEP), ...offerBlock, ...proof, ...block('leave', leave, 70)];
    }
    const cta = callToAction(kit, { wordings: ['Yes, keep me on the list', 'Keep me subscribed', "I'm still in"], offerWordings: ['Stay subscribed and get {deal}'], prefer: /preferences|subscribe|newsletter/i, turn });
    return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
